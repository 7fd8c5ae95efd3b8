import { useEffect, useId, useState } from "react";
import type { AdminOrderLotLine } from "../../../../domain/api/admin.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { MAX_LOTS_PER_LINE } from "../../../../domain/lots.ts";
import type { LotShareInput } from "../../../../domain/schemas/lots.ts";
import { messageOf } from "../../../lib/api.ts";
import { fetchOrderLots } from "./orders-api.ts";

type Shares = Record<number, { lotId: number; quantity: number }[]>;

/**
 * 'Lotes' in the move form (issue 42; decision 033): for each line whose product has lots, the lot(s) it leaves
 * with. Filled in with what is recorded, else the lot that expires first and is not expired (FEFO); a line may
 * be split over another lot. Lines of products without lots are not shown: they need nothing. The server checks
 * again (lot of the product, not expired, quantities add up).
 */
export function OrderLots({ orderId, onChange }: { orderId: number; onChange: (lots: LotShareInput[]) => void }) {
  const [lines, setLines] = useState<AdminOrderLotLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shares, setShares] = useState<Shares>({});
  const id = useId();

  useEffect(() => {
    const abort = new AbortController();
    fetchOrderLots(orderId, abort.signal).then(
      (found) => {
        setLines(found);
        setShares(Object.fromEntries(found.map((l) => [l.itemId, l.proposal.map((p) => ({ ...p }))])));
      },
      (e) => {
        if (!abort.signal.aborted) setError(messageOf(e));
      },
    );
    return () => abort.abort();
  }, [orderId]);

  useEffect(() => {
    onChange(
      Object.entries(shares).flatMap(([itemId, list]) =>
        list.filter((s) => s.lotId > 0).map((s) => ({ itemId: Number(itemId), lotId: s.lotId, quantity: s.quantity })),
      ),
    );
  }, [shares, onChange]);

  if (error) return <p className="admin-field__error">{error}</p>;
  if (lines === null) return <p className="admin-muted">Cargando lotes...</p>;
  if (lines.length === 0) return null;

  const change = (itemId: number, index: number, patch: Partial<{ lotId: number; quantity: number }>) =>
    setShares((s) => ({ ...s, [itemId]: s[itemId]!.map((x, i) => (i === index ? { ...x, ...patch } : x)) }));

  return (
    <fieldset className="admin-order-lots">
      <legend className="admin-field__label">Lotes</legend>
      {lines.map((line) => {
        const list = shares[line.itemId] ?? [];
        const sum = list.reduce((t, s) => t + (Number.isFinite(s.quantity) ? s.quantity : 0), 0);
        const sumId = `${id}-${line.itemId}-sum`;
        return (
          <div key={line.itemId} className="admin-order-lots__line">
            <p className="admin-order-lots__name">
              {line.name}
              {line.size !== null && ` ${line.size} ${line.unit}`} × {line.quantity}
            </p>
            {line.options.length === 0 ? (
              <p className="admin-field__error">
                No hay un lote vigente de {line.name}: agregue uno en la ficha del producto (Lotes).
              </p>
            ) : (
              <>
                {list.map((share, index) => (
                  <div key={`${line.itemId}-${index}`} className="admin-order-lots__share">
                    <label>
                      <span className="visually-hidden">
                        Lote {index + 1} de {line.name}
                      </span>
                      <select
                        className="admin-field__input"
                        value={share.lotId}
                        aria-describedby={sumId}
                        onChange={(e) => change(line.itemId, index, { lotId: Number(e.target.value) })}
                      >
                        {line.options.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.number} (vence {formatDate(o.expiresOn)}
                            {o.available !== null ? `, quedan ${Math.max(0, o.available)}` : ""})
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      <span className="visually-hidden">Cantidad del lote {index + 1}</span>
                      <input
                        className="admin-field__input"
                        type="number"
                        min={1}
                        max={line.quantity}
                        step={1}
                        inputMode="numeric"
                        value={Number.isFinite(share.quantity) ? share.quantity : ""}
                        aria-describedby={sumId}
                        onChange={(e) => change(line.itemId, index, { quantity: e.target.valueAsNumber })}
                      />
                    </label>
                    {list.length > 1 && (
                      <button
                        type="button"
                        className="btn btn--outline admin-order-lots__small"
                        onClick={() =>
                          setShares((s) => ({ ...s, [line.itemId]: s[line.itemId]!.filter((_, i) => i !== index) }))
                        }
                      >
                        Quitar <span className="visually-hidden">lote {index + 1}</span>
                      </button>
                    )}
                  </div>
                ))}
                <p id={sumId} className={sum === line.quantity ? "admin-muted" : "admin-field__error"}>
                  {sum === line.quantity
                    ? `Suman ${sum} de ${line.quantity}.`
                    : `Las cantidades suman ${sum}; el pedido lleva ${line.quantity}.`}
                </p>
                {list.length < Math.min(MAX_LOTS_PER_LINE, line.options.length) && (
                  <button
                    type="button"
                    className="btn btn--outline admin-order-lots__small"
                    onClick={() =>
                      setShares((s) => ({
                        ...s,
                        [line.itemId]: [
                          ...s[line.itemId]!,
                          {
                            lotId: line.options.find((o) => !s[line.itemId]!.some((x) => x.lotId === o.id))?.id ?? 0,
                            quantity: 1,
                          },
                        ],
                      }))
                    }
                  >
                    Dividir en otro lote
                  </button>
                )}
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

import { useCallback, useEffect, useId, useState } from "react";
import type { AdminWithdrawalsAnswer } from "../../../../domain/api/withdrawal.ts";
import { formatDateTime } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from "../../../../domain/withdrawal.ts";
import { notify } from "../../../lib/toast.ts";
import { adminFetch, adminJson } from "../auth/admin-fetch.ts";
import "./withdrawals.css";

type Row = AdminWithdrawalsAnswer["withdrawals"][number];

/**
 * The desk's 'Arrepentimientos' (decision 029): the requests by status with their counts, and the owner's steps:
 * accept, decline with the reason the customer reads, then 'Devolución recibida' (stock back, refund, credit note).
 */
export function WithdrawalsDesk({ onPending }: { onPending?: (n: number) => void }) {
  const [status, setStatus] = useState<WithdrawalStatus>("requested");
  const [data, setData] = useState<AdminWithdrawalsAnswer | null>(null);
  // Bumped after each step: the list of the status shown now is read again (an older answer is dropped).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    adminJson<AdminWithdrawalsAnswer>(`/withdrawals?status=${status}&v=${version}`, abort.signal).then(setData, () => {
      if (!abort.signal.aborted) setData(null);
    });
    return () => abort.abort();
  }, [status, version]);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  const pending = (data?.counts.requested ?? 0) + (data?.counts.accepted ?? 0);
  // The desk's notice line says how many wait and links here (#arrepentimientos), below the list (issue 41).
  useEffect(() => onPending?.(pending), [pending, onPending]);
  return (
    <details className="admin-card withdrawals-desk" id="arrepentimientos" open={pending > 0}>
      <summary>
        Arrepentimientos{pending > 0 && <span className="admin-chip admin-chip--warning">{pending} por atender</span>}
        {data && pending === 0 && <span className="admin-chip">Ninguno por atender</span>}
      </summary>
      <fieldset className="withdrawals-desk__filters">
        <legend className="visually-hidden">Estado de las solicitudes</legend>
        {WITHDRAWAL_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={s === status ? "btn btn--primary" : "btn btn--outline"}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {WITHDRAWAL_STATUS_LABELS[s]} ({data?.counts[s] ?? 0})
          </button>
        ))}
      </fieldset>
      {data && data.withdrawals.length === 0 && <p>No hay solicitudes en este estado.</p>}
      {data?.withdrawals.map((w) => (
        <WithdrawalCard key={w.id} row={w} onDone={load} />
      ))}
    </details>
  );
}

function WithdrawalCard({ row: w, onDone }: { row: Row; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  async function step(path: "accept" | "decline" | "receive", body: unknown, done: string) {
    setBusy(true);
    try {
      await adminFetch(`/withdrawals/${w.id}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      notify("success", done);
      setText("");
      onDone();
    } catch (error) {
      notify("error", error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <article className="withdrawals-desk__item" aria-label={`Solicitud N.º ${w.id}`}>
      <p>
        <strong>Solicitud N.º {w.id}</strong> · pedido N.º {w.orderId} · {w.customer} ({w.email}) ·{" "}
        {formatDateTime(w.createdAt)}
      </p>
      <ul>
        {w.lines.map((l) => (
          <li key={l.itemId}>
            {l.name}
            {l.size === null ? "" : ` ${l.size} ${l.unit}`}: {l.quantity}
          </li>
        ))}
      </ul>
      {w.comment && <p>Comentario del cliente: {w.comment}</p>}
      {w.declineReason && <p>Motivo del rechazo: {w.declineReason}</p>}
      {w.refundNote && (
        <p>
          Devolución: {w.refundAmount === null ? "" : `${formatUYU(w.refundAmount)}. `}
          {w.refundNote}
        </p>
      )}
      {(w.status === "requested" || w.status === "accepted") && (
        <div className="withdrawals-desk__actions">
          <label htmlFor={`${id}-text`}>
            {w.status === "requested"
              ? "Motivo (solo para rechazar; el cliente lo lee)"
              : "Cómo devolvió el dinero (transferencia; Mercado Pago se reintegra solo)"}
          </label>
          <input id={`${id}-text`} value={text} maxLength={400} onChange={(e) => setText(e.target.value)} />
          {w.status === "requested" ? (
            <>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={() => step("accept", {}, `Solicitud N.º ${w.id} aceptada.`)}
              >
                Aceptar
              </button>
              <button
                type="button"
                className="btn btn--outline"
                disabled={busy}
                onClick={() => step("decline", { reason: text }, `Solicitud N.º ${w.id} rechazada.`)}
              >
                Rechazar
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => step("receive", { refundNote: text }, `Devolución N.º ${w.id} recibida.`)}
            >
              Devolución recibida
            </button>
          )}
        </div>
      )}
    </article>
  );
}

import { useEffect, useId, useState } from "react";
import type { QuoteView } from "../../../../domain/api/quotes.ts";
import { formatDate } from "../../../../domain/dates.ts";
import { formatUYU } from "../../../../domain/money.ts";
import { QUOTE_STATUS_LABELS, quoteDestinationLabel, quoteTotals } from "../../../../domain/quotes.ts";
import { quoteEdit } from "../../../../domain/schemas/quote.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { ProductFinder } from "../components/ProductFinder.tsx";
import { declineQuote, fetchQuote, saveQuote, sendQuote } from "./quotes-api.ts";
import "../components/order-builder.css";

interface Line {
  productId: number;
  variantId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

const linesOf = (quote: QuoteView): Line[] =>
  quote.lines.flatMap((l) =>
    l.productId !== null && l.variantId !== null
      ? [
          {
            productId: l.productId,
            variantId: l.variantId,
            name: `${l.productName} (${l.size} ${l.unit})`,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
          },
        ]
      : [],
  );

/** One quote: its lines, quantities and unit prices, delivery cost, validity and note; save, send or decline. */
export function QuoteEditor({ id, onClose }: { id: number; onClose: (changed: boolean) => void }) {
  const uid = useId();
  const [quote, setQuote] = useState<QuoteView | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [deliveryFee, setDeliveryFee] = useState("0");
  const [validUntil, setValidUntil] = useState("");
  const [ownerNote, setOwnerNote] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  const show = (q: QuoteView) => {
    setQuote(q);
    setLines(linesOf(q));
    setDeliveryFee(String(q.deliveryFee));
    setValidUntil(q.validUntil ?? "");
    setOwnerNote(q.ownerNote);
  };
  useEffect(() => {
    fetchQuote(id).then(show, (error: unknown) => setProblem(messageOf(error)));
  }, [id]);

  if (!quote) {
    return problem ? <InlineError message={problem} /> : <Spinner label="Abriendo la cotización..." />;
  }
  const closed = quote.status === "aceptada" || quote.status === "rechazada";
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  /** Saves the edit; then, with `send`, sends (or renews) it. */
  const save = async (send: boolean) => {
    const edit = quoteEdit.safeParse({
      lines: lines.map(({ productId, variantId, quantity, unitPrice }) => ({
        productId,
        variantId,
        quantity,
        unitPrice,
      })),
      deliveryFee: Number(deliveryFee),
      validUntil: validUntil || undefined,
      ownerNote,
    });
    if (!edit.success) return setProblem(edit.error.issues[0]!.message);
    setBusy(true);
    setProblem(null);
    try {
      let saved = await saveQuote(id, edit.data);
      if (send) saved = await sendQuote(id, validUntil || undefined);
      show(saved);
      setChanged(true);
      notify("success", send ? `La cotización ${saved.number} fue enviada.` : "Cambios guardados.");
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    if (!reason.trim()) return setProblem("Escriba el motivo.");
    setBusy(true);
    try {
      show(await declineQuote(id, reason));
      setChanged(true);
      notify("success", "La cotización fue rechazada.");
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const totals = quoteTotals(lines, Number(deliveryFee) || 0);
  return (
    <section className="admin-card" aria-labelledby={`${uid}-title`}>
      <div className="admin-page__head">
        <h2 id={`${uid}-title`} className="admin-card__title">
          Cotización {quote.number} · {QUOTE_STATUS_LABELS[quote.status]}
        </h2>
        <button type="button" className="btn btn--outline" onClick={() => onClose(changed)}>
          Cerrar
        </button>
      </div>
      <p>
        {quote.email} · pedida el {formatDate(quote.createdAt)}
        {quote.orderId !== null && ` · pedido N.º ${quote.orderId}`}
      </p>
      <p>Entrega: {quoteDestinationLabel(quote.destination) ?? "sin indicar"}</p>
      {quote.note && <p>Nota del cliente: {quote.note}</p>}
      {quote.reason && <p>Motivo del rechazo: {quote.reason}</p>}
      <table className="admin-new-order__lines">
        <caption className="visually-hidden">Productos de la cotización</caption>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio unitario</th>
            <th scope="col">Importe</th>
            <th scope="col">
              <span className="visually-hidden">Quitar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.variantId}>
              <td>{line.name}</td>
              <td>
                <input
                  className="admin-field__input"
                  type="number"
                  min={1}
                  aria-label={`Cantidad de ${line.name}`}
                  value={line.quantity}
                  disabled={closed}
                  onChange={(e) => setLine(i, { quantity: Number(e.target.value) })}
                />
              </td>
              <td>
                <input
                  className="admin-field__input"
                  type="number"
                  min={0}
                  aria-label={`Precio unitario de ${line.name}`}
                  value={line.unitPrice}
                  disabled={closed}
                  onChange={(e) => setLine(i, { unitPrice: Number(e.target.value) })}
                />
              </td>
              <td>{formatUYU(line.quantity * line.unitPrice || 0)}</td>
              <td>
                {!closed && (
                  <button
                    type="button"
                    className="btn btn--outline"
                    aria-label={`Quitar ${line.name}`}
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                  >
                    Quitar
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!closed && (
        <ProductFinder
          onAdd={(p, v, info) =>
            setLines((all) =>
              all.some((l) => l.variantId === v.id)
                ? all
                : [
                    ...all,
                    {
                      productId: p.id,
                      variantId: v.id,
                      name: `${info.name} (${info.size})`,
                      quantity: 1,
                      unitPrice: info.listPrice,
                    },
                  ],
            )
          }
        />
      )}
      <div className="admin-new-order__row">
        <label className="admin-field__label" htmlFor={`${uid}-fee`}>
          Envío a domicilio ($)
        </label>
        <input
          id={`${uid}-fee`}
          className="admin-field__input"
          type="number"
          min={0}
          value={deliveryFee}
          disabled={closed}
          onChange={(e) => setDeliveryFee(e.target.value)}
        />
        <label className="admin-field__label" htmlFor={`${uid}-valid`}>
          Válida hasta (vacío: 15 días)
        </label>
        <input
          id={`${uid}-valid`}
          className="admin-field__input"
          type="date"
          value={validUntil}
          disabled={closed}
          onChange={(e) => setValidUntil(e.target.value)}
        />
      </div>
      <label className="admin-field__label" htmlFor={`${uid}-note`}>
        Nota para el cliente
      </label>
      <textarea
        id={`${uid}-note`}
        className="admin-field__input"
        rows={2}
        maxLength={1000}
        value={ownerNote}
        disabled={closed}
        onChange={(e) => setOwnerNote(e.target.value)}
      />
      <p>
        Subtotal {formatUYU(totals.subtotal)} · Envío {formatUYU(totals.deliveryFee)} ·{" "}
        <strong>Total {formatUYU(totals.total)}</strong>
      </p>
      {problem && <InlineError message={problem} />}
      {!closed && (
        <div className="admin-new-order__row">
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void save(false)}>
            Guardar
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void save(true)}>
            {quote.status === "solicitada" ? "Enviar la cotización" : "Renovar y enviar"}
          </button>
          <label className="admin-field__label" htmlFor={`${uid}-reason`}>
            Motivo del rechazo
          </label>
          <input
            id={`${uid}-reason`}
            className="admin-field__input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void decline()}>
            Rechazar
          </button>
        </div>
      )}
    </section>
  );
}

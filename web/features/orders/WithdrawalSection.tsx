import { type FormEvent, useEffect, useId, useState } from "react";
import type { OrderView } from "../../../domain/api/orders.ts";
import type { OrderWithdrawalAnswer, WithdrawalView } from "../../../domain/api/withdrawal.ts";
import { formatDate, formatDateTime } from "../../../domain/dates.ts";
import { WITHDRAWAL_MESSAGES } from "../../../domain/withdrawal.ts";
import { buttonClass } from "../../components/Button.tsx";
import { fetchWithdrawal, sendWithdrawal } from "./withdrawal-api.ts";
import "../../components/field.css";
import "./withdrawal.css";

/**
 * 'Derecho de arrepentimiento' on the order page (Ley 17.250 art. 16; decision 029): until when, the form (which
 * lines, how many, an optional comment) and, once sent, the acknowledgement with its number, date and time. After the
 * deadline, the sentence that it ended; a business order (RUT) says why it has no form.
 */
export function WithdrawalSection({ order }: { order: OrderView }) {
  const [state, setState] = useState<OrderWithdrawalAnswer | null>(null);
  const sold = order.status === "approved";
  useEffect(() => {
    if (sold) void fetchWithdrawal(order.id, order.accessToken).then(setState);
  }, [sold, order.id, order.accessToken]);
  if (!state || state.window.kind === "not_sold") return null;
  const { window } = state;
  const open = state.withdrawals.find((w) => w.status !== "declined");
  return (
    <section className="order-card withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title" className="order-card__title">
        {window.kind === "open" && window.until
          ? `Derecho de arrepentimiento: hasta el ${formatDate(window.until)}`
          : "Derecho de arrepentimiento"}
      </h2>
      {window.kind === "business" && <p>{WITHDRAWAL_MESSAGES.business} Por eso este pedido no tiene el formulario.</p>}
      {window.kind === "ended" && <p>{WITHDRAWAL_MESSAGES.ended(window.until)}</p>}
      {window.kind === "open" && !window.until && (
        <p>Puede arrepentirse ahora o hasta 5 días hábiles después de recibir o retirar el pedido, sin dar motivos.</p>
      )}
      {state.withdrawals.map((w) => (
        <Acknowledgement key={w.id} withdrawal={w} />
      ))}
      {window.kind === "open" && !open && (
        <WithdrawalForm
          order={order}
          items={state.items}
          onSent={(w) => setState({ ...state, withdrawals: [...state.withdrawals, w] })}
        />
      )}
    </section>
  );
}

function Acknowledgement({ withdrawal: w }: { withdrawal: WithdrawalView }) {
  return (
    <div className="withdrawal__ack" role="status">
      <p>
        <strong>Solicitud de arrepentimiento N.º {w.id}</strong>, recibida el {formatDateTime(w.createdAt)}. Estado:{" "}
        {w.statusLabel}.
      </p>
      <ul>
        {w.lines.map((l) => (
          <li key={l.itemId}>
            {l.name}
            {l.size === null ? "" : ` ${l.size} ${l.unit}`}: {l.quantity} {l.quantity === 1 ? "unidad" : "unidades"}
          </li>
        ))}
      </ul>
      {w.declineReason && <p>Motivo del rechazo: {w.declineReason}</p>}
      {w.refundNote && <p>Devolución del dinero: {w.refundNote}</p>}
    </div>
  );
}

function WithdrawalForm({
  order,
  items,
  onSent,
}: {
  order: OrderView;
  items: OrderWithdrawalAnswer["items"];
  onSent: (w: WithdrawalView) => void;
}) {
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = items
      .map((i) => ({ itemId: i.itemId, quantity: quantities[i.itemId] ?? 0 }))
      .filter((l) => l.quantity > 0);
    if (!lines.length) {
      setError(WITHDRAWAL_MESSAGES.noLines);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSent(await sendWithdrawal(order.id, order.accessToken, { lines, comment }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="withdrawal__form" onSubmit={submit} noValidate>
      <p>Indique qué productos devuelve y cuántas unidades de cada uno.</p>
      {items.map((item) => {
        const label = `${item.name}${item.size === null ? "" : ` ${item.size} ${item.unit}`}`;
        if (item.excludedReason) {
          return (
            <p key={item.itemId} className="withdrawal__excluded">
              {label}: sin derecho de arrepentimiento. {item.excludedReason}
            </p>
          );
        }
        return (
          <div key={item.itemId} className="field withdrawal__line">
            <label className="field__label" htmlFor={`${id}-${item.itemId}`}>
              {label} (compró {item.quantity})
            </label>
            <input
              id={`${id}-${item.itemId}`}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={item.available}
              value={quantities[item.itemId] ?? 0}
              disabled={item.available === 0}
              onChange={(e) =>
                setQuantities({ ...quantities, [item.itemId]: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
              }
            />
          </div>
        );
      })}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-comment`}>
          Comentario (opcional)
        </label>
        <textarea
          id={`${id}-comment`}
          className="field__input"
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass("primary", "md")} disabled={busy}>
        {busy ? "Enviando..." : "Enviar solicitud de arrepentimiento"}
      </button>
    </form>
  );
}

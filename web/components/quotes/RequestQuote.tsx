import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { CartLine } from "../../../domain/cart.ts";
import { DEPARTMENT_NAMES } from "../../../domain/departments.ts";
import { storedAccountEmail } from "../../lib/account/stored-session.ts";
import { messageOf } from "../../lib/api.ts";
import { requestQuote } from "./quotes-api.ts";
import "./quotes.css";

/**
 * The cart's 'Solicitar cotización' (issue 44 part 3): a signed-in customer sends the cart as a request with a note
 * and, optionally, where it goes ('Entrega', so the owner can price the delivery);
 * a guest sees a link to sign in. The signed-in state is read after the first paint (the page is rendered ahead).
 */
export function RequestQuote({ lines }: { lines: readonly CartLine[] }) {
  const id = useId();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [destination, setDestination] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setSignedIn(storedAccountEmail() !== null), []);

  if (signedIn === null) return null;
  if (!signedIn) {
    return (
      <p className="cart-summary__note">
        ¿Compra para su empresa? <Link to="/mi-cuenta">Ingrese a su cuenta</Link> para solicitar una cotización.
      </p>
    );
  }
  if (done) {
    return (
      <p className="cart-summary__note" role="status">
        {done}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
      const { quote } = await requestQuote(items, note, destination || null);
      setDone(`Recibimos su pedido de cotización ${quote.number}. Le escribiremos por correo con la cotización.`);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="btn btn--outline cart-summary__buy" onClick={() => setOpen(true)}>
        Solicitar cotización
      </button>
    );
  }
  return (
    <form className="quote-request" onSubmit={submit}>
      <label className="field__label" htmlFor={`${id}-destination`}>
        Entrega (opcional)
      </label>
      <select
        id={`${id}-destination`}
        className="field__input"
        aria-describedby={`${id}-destination-hint`}
        value={destination}
        onChange={(e) => setDestination(e.target.value)}
      >
        <option value="">Sin indicar</option>
        <option value="retiro">Retiro en el local</option>
        {DEPARTMENT_NAMES.map((name) => (
          <option key={name} value={name}>
            Envío a {name}
          </option>
        ))}
      </select>
      <p id={`${id}-destination-hint`} className="field__hint">
        Así podemos cotizarle el envío.
      </p>
      <label className="field__label" htmlFor={`${id}-note`}>
        Nota para la cotización (opcional)
      </label>
      <textarea
        id={`${id}-note`}
        className="field__input"
        rows={3}
        maxLength={1000}
        placeholder="Necesito 20 kg para producción"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? "Enviando..." : "Enviar pedido de cotización"}
      </button>
    </form>
  );
}

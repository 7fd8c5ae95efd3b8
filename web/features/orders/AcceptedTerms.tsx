import { Link } from "@tanstack/react-router";

/** The Términos y condiciones the order accepted at checkout, as published then (issue 40). None before issue 40. */
export function AcceptedTerms({ version }: { version: number | null }) {
  if (!version) return null;
  return (
    <p className="order-accepted-terms">
      Aceptó los{" "}
      <Link to="/terms-and-conditions" search={{ version }}>
        Términos y condiciones (versión {version})
      </Link>{" "}
      al realizar el pedido.
    </p>
  );
}

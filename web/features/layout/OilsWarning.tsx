import { Link } from "@tanstack/react-router";
import { AlertIcon } from "../../components/Icon.tsx";

/**
 * The essential-oils safety strip shown under the header on every page (SPEC section 1). On a phone it keeps to
 * one line (the advice's start, then 'Más información', which leads to the full advice on /information); the
 * whole text stays in the page for screen readers.
 */
export function OilsWarning() {
  return (
    <aside className="oils-warning" aria-label="Advertencia sobre aceites esenciales">
      <div className="container oils-warning__inner">
        <AlertIcon size={18} className="oils-warning__icon" />
        <p className="oils-warning__text">
          <strong>Aceites esenciales:</strong> consulte a su médico y haga una prueba de sensibilidad en la piel antes
          de usarlos. Evítelos durante el embarazo, no los acerque a ojos ni oídos y no se exponga al sol tras
          aplicarlos.
        </p>
        <Link to="/information" hash="aceites-esenciales" className="oils-warning__more">
          Más información
        </Link>
      </div>
    </aside>
  );
}

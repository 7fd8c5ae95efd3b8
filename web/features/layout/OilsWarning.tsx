import { Link } from "@tanstack/react-router";
import { AlertIcon } from "../../components/Icon.tsx";

/** The essential-oils safety strip shown under the header on every page (SPEC section 1). */
export function OilsWarning() {
  return (
    <aside className="oils-warning" aria-label="Advertencia sobre aceites esenciales">
      <div className="container oils-warning__inner">
        <AlertIcon size={18} className="oils-warning__icon" />
        <p>
          <strong>Aceites esenciales:</strong> consulte a su médico y haga una prueba de sensibilidad en la piel antes
          de usarlos. Evítelos durante el embarazo, no los acerque a ojos ni oídos y no se exponga al sol tras
          aplicarlos.{" "}
          <Link to="/information" hash="aceites-esenciales">
            Más información
          </Link>
        </p>
      </div>
    </aside>
  );
}

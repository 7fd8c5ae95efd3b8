import { Link } from "@tanstack/react-router";
import { AlertIcon } from "../../components/Icon.tsx";

/**
 * The essential-oils safety strip shown under the header on every page (SPEC section 1). On a phone it keeps to
 * one line: a short warning that reads whole ('úselos con precaución') and 'Más información', which leads to the
 * full advice on /information; the whole advice stays in the page for screen readers. The link's whole text says
 * where it leads ('Más información sobre el uso seguro de los aceites esenciales'), the end of it hidden to the
 * eye: a bare 'Más información' is a link that says nothing (Lighthouse SEO, link-text).
 */
export function OilsWarning() {
  return (
    <aside className="oils-warning" aria-label="Advertencia sobre aceites esenciales">
      <div className="container oils-warning__inner">
        <AlertIcon size={18} className="oils-warning__icon" />
        <p className="oils-warning__text">
          <strong>Aceites esenciales:</strong>{" "}
          <span className="oils-warning__long">
            consulte a su médico y haga una prueba de sensibilidad en la piel antes de usarlos. Evítelos durante el
            embarazo, no los acerque a ojos ni oídos y no se exponga al sol tras aplicarlos.
          </span>
          <span className="oils-warning__short" aria-hidden="true">
            úselos con precaución.
          </span>
        </p>
        <Link to="/information" hash="aceites-esenciales" className="oils-warning__more">
          Más información<span className="visually-hidden"> sobre el uso seguro de los aceites esenciales</span>
        </Link>
      </div>
    </aside>
  );
}

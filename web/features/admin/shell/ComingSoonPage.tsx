import { Link } from "@tanstack/react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";

/** The pages a later issue builds (and unknown admin paths): a short note and a way back to the panel. */
export function ComingSoonPage({ title, missing = false }: { title: string; missing?: boolean }) {
  usePageTitle(`${title} · Panel`);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      <div className="admin-card admin-empty">
        <p className="admin-empty__title">{missing ? "Esta página no existe." : "Próximamente"}</p>
        <p>
          {missing
            ? "Revise la dirección o vuelva al panel."
            : "Esta sección del panel está en preparación. Mientras tanto puede gestionar los pedidos y ver las ventas."}
        </p>
        <Link className="btn btn--outline" to="/admin/$" params={{ _splat: "dashboard" }}>
          Volver al panel
        </Link>
      </div>
    </div>
  );
}

import { Spinner } from "../../../components/Spinner.tsx";
import "./admin.css";

/** 'Cargando...' while the session (or a page's code) loads: the whole screen, or inside the shell. */
export function AdminLoading({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? "admin-loading admin-loading--inline" : "admin-app admin-loading"}>
      <Spinner />
      <p className="admin-loading__text" aria-hidden="true">
        Cargando...
      </p>
    </div>
  );
}

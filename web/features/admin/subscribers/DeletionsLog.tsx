import type { AdminPrivacyDeletionList } from "../../../../domain/api/admin.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { formatDateTime } from "../lib/format.ts";
import type { Read } from "../shell/admin-data.ts";
import { anonymisedText } from "./deletion-text.ts";

/**
 * 'Datos personales borrados': the log of the deletions asked from 'Mis datos' (issue 40, decision 031), newest
 * first: when, what was anonymised, and the address's fingerprint (the log never keeps the address).
 */
export function DeletionsLog({ read }: { read: Read<AdminPrivacyDeletionList> }) {
  const rows = read.data?.deletions ?? [];
  return (
    <section className="admin-deletions" aria-labelledby="privacy-deletions">
      <div>
        <h2 id="privacy-deletions" className="admin-deletions__title">
          Datos personales borrados
        </h2>
        <p className="admin-page__lead">
          Las personas que pidieron desde «Mis datos» que se borraran sus datos. Sus pedidos, mensajes y suscripciones
          quedan anonimizados; se conservan los datos que exige la ley tributaria. Este registro no guarda la dirección
          de correo que se pidió borrar, solo su huella (SHA&#8209;256).
        </p>
      </div>
      {!read.data ? (
        <InlineError message={read.error ?? ""} onRetry={read.retry} />
      ) : rows.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">Nadie pidió borrar sus datos todavía.</p>
        </div>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Datos personales borrados">
          <table className="admin-table">
            <caption className="visually-hidden">Datos personales borrados, del más reciente al más antiguo</caption>
            <thead>
              <tr>
                <th scope="col">Borrado</th>
                <th scope="col">Datos anonimizados</th>
                <th scope="col">Huella de la dirección</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    <time dateTime={d.doneAt}>{formatDateTime(d.doneAt)}</time>
                  </th>
                  <td>{anonymisedText(d.anonymised)}</td>
                  <td>
                    <code className="admin-deletions__hash" title={d.emailSha256}>
                      {d.emailSha256.slice(0, 16)}…
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

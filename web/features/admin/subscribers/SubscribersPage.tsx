import { InlineError } from "../../../components/InlineError.tsx";
import { ScrollRegion } from "../../../components/ScrollRegion.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ExportCsvButton } from "../components/ExportCsvButton.tsx";
import { formatDateTime } from "../lib/format.ts";
import { useRead } from "../shell/admin-data.ts";
import { DeletionsLog } from "./DeletionsLog.tsx";
import { downloadSubscribersCsv } from "./subscribers-api.ts";
import type { loadSubscribers } from "./subscribers-loader.ts";
import "./subscribers.css";

/**
 * /admin/subscribers: the newsletter's confirmed subscribers (double opt-in: an address counts once its
 * owner confirmed it), how many, and the CSV export for Excel; below, the 'Mis datos' deletions' log (issue 40).
 */
export function SubscribersPage({ data }: { data: ReturnType<typeof loadSubscribers> }) {
  usePageTitle("Suscriptores · Panel");
  const list = useRead(data.list);
  const deletions = useRead(data.deletions);
  const count = list.data?.count ?? 0;
  const rows = list.data?.subscribers ?? [];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Suscriptores</h1>
          <p className="admin-page__lead">
            Las direcciones que confirmaron su suscripción al newsletter desde el correo que recibieron.
            {list.data && ` ${count === 1 ? "1 suscriptor confirmado" : `${count} suscriptores confirmados`}.`}
          </p>
        </div>
        <ExportCsvButton download={downloadSubscribersCsv} disabled={count === 0} />
      </div>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : rows.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay suscriptores confirmados.</p>
          <p>Cuando alguien se suscriba al newsletter y confirme su dirección, aparecerá aquí.</p>
        </div>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Suscriptores">
          <table className="admin-table">
            <caption className="visually-hidden">Suscriptores confirmados, del más reciente al más antiguo</caption>
            <thead>
              <tr>
                <th scope="col">Correo electrónico</th>
                <th scope="col">Confirmado</th>
                <th scope="col">Origen</th>
                <th scope="col">Consentimiento</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.email}</th>
                  <td>
                    <time dateTime={s.confirmedAt}>{formatDateTime(s.confirmedAt)}</time>
                  </td>
                  <td>{s.sourceLabel}</td>
                  <td>
                    <time dateTime={s.consentAt}>{formatDateTime(s.consentAt)}</time>: «{s.consentText}»
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {rows.length > 0 && rows.length < count && (
        <p className="admin-page__lead">Se muestran los {rows.length} más recientes; el CSV incluye a todos.</p>
      )}
      <DeletionsLog read={deletions} />
    </div>
  );
}

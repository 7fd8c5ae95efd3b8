import { useState } from "react";
import type { AdminBusinessRequest, AdminCompany } from "../../../../domain/api/companies.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { useRead } from "../shell/admin-data.ts";
import { CompanyCard } from "./CompanyCard.tsx";
import {
  addCompanyBuyer,
  approveRequest,
  changeCompanyList,
  declineRequest,
  removeCompanyBuyer,
} from "./companies-api.ts";
import type { loadCompanies } from "./companies-loader.ts";
import { RequestCard } from "./RequestCard.tsx";
import "./companies.css";

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Ha ocurrido un error.");

type Tab = "requests" | "companies";

/**
 * /admin/companies: 'Empresas' (issue 44 part 1). 'Solicitudes': the 'Cuenta empresa' requests, open ones first,
 * approved with a price list or declined with a reason. 'Empresas': each company's list and buyers.
 */
export function CompaniesPage({ data }: { data: ReturnType<typeof loadCompanies> }) {
  usePageTitle("Empresas · Panel");
  const read = useRead(data.list);
  const [tab, setTab] = useState<Tab>("requests");
  const [busy, setBusy] = useState(false);

  /** Runs a write, tells the admin, and reads the page again (another tab may have answered meanwhile). */
  const act = async (write: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      notify("success", done);
      return true;
    } catch (error) {
      notify("error", failure(error));
      return false;
    } finally {
      setBusy(false);
      read.retry();
    }
  };

  const answer = read.data;
  const open = answer?.requests.filter((r) => r.status === "solicitada").length ?? 0;
  const priceLists = answer?.priceLists ?? [];

  const approve = (r: AdminBusinessRequest, listId: number) =>
    act(() => approveRequest(r.id, listId), `Solicitud de ${r.legalName} aprobada. Le enviamos un correo.`);
  const decline = (r: AdminBusinessRequest, reason: string) =>
    act(() => declineRequest(r.id, reason), `Solicitud de ${r.legalName} rechazada. Le enviamos un correo.`);
  const changeList = (c: AdminCompany, listId: number) =>
    act(() => changeCompanyList(c.id, listId), `Lista de ${c.legalName} cambiada.`);
  const addBuyer = (c: AdminCompany, email: string) =>
    act(() => addCompanyBuyer(c.id, email), `${email} agregado a ${c.legalName}. Le enviamos una invitación.`);
  const removeBuyer = (c: AdminCompany, email: string) =>
    act(() => removeCompanyBuyer(c.id, email), `${email} ya no compra para ${c.legalName}.`);

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Empresas</h1>
          <p className="admin-page__lead">
            Cuentas empresa: las solicitudes de los clientes con RUT y las empresas que compran con una lista de
            precios.
            {answer && ` ${open === 1 ? "1 solicitud sin responder" : `${open} solicitudes sin responder`}.`}
          </p>
        </div>
      </div>
      <fieldset className="admin-companies__tabs">
        <legend className="visually-hidden">Ver</legend>
        <button type="button" aria-pressed={tab === "requests"} onClick={() => setTab("requests")}>
          Solicitudes
        </button>
        <button type="button" aria-pressed={tab === "companies"} onClick={() => setTab("companies")}>
          Empresas
        </button>
      </fieldset>
      {!answer ? (
        <InlineError message={read.error ?? ""} onRetry={read.retry} />
      ) : tab === "requests" ? (
        answer.requests.length === 0 ? (
          <div className="admin-card admin-empty">
            <p className="admin-empty__title">No hay solicitudes.</p>
            <p>Cuando un cliente pida una cuenta empresa desde «Mi cuenta», su solicitud aparecerá aquí.</p>
          </div>
        ) : (
          <ul className="admin-companies" aria-label="Solicitudes de cuenta empresa">
            {answer.requests.map((r) => (
              <RequestCard
                key={r.id}
                request={r}
                priceLists={priceLists}
                busy={busy}
                onApprove={approve}
                onDecline={decline}
              />
            ))}
          </ul>
        )
      ) : answer.companies.length === 0 ? (
        <div className="admin-card admin-empty">
          <p className="admin-empty__title">No hay empresas.</p>
          <p>Una empresa se crea al aprobar una solicitud.</p>
        </div>
      ) : (
        <ul className="admin-companies" aria-label="Empresas">
          {answer.companies.map((c) => (
            <CompanyCard
              key={c.id}
              company={c}
              priceLists={priceLists}
              busy={busy}
              onChangeList={changeList}
              onAddBuyer={addBuyer}
              onRemoveBuyer={removeBuyer}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

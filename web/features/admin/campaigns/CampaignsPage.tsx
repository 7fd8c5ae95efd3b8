import type { CampaignAnswer, CampaignList, CampaignSummary } from "../../../../domain/api/campaigns.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { useRead } from "../shell/admin-data.ts";
import { useAdminGo } from "../shell/admin-router.ts";
import { CampaignEditor } from "./CampaignEditor.tsx";
import { campaignFacts } from "./campaign-facts.ts";
import type { CampaignsData } from "./campaigns-loader.ts";
import "./campaigns.css";

const STATUS: Record<CampaignSummary["status"], string> = { draft: "Borrador", sending: "Enviándose", sent: "Enviado" };

/**
 * /admin/campaigns ('Newsletters'): the newsletters the owner writes to the confirmed subscribers, newest first, each
 * with its state and what became of its mails; ?new=1 writes one, ?edit=<id> opens one.
 */
export function CampaignsPage({ data }: { data: CampaignsData }) {
  usePageTitle("Newsletters · Panel");
  const list = useRead(data.list);
  return (
    <div className="admin-page admin-campaigns">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Newsletters</h1>
          <p className="admin-page__lead">
            Escriba un correo a los suscriptores confirmados del newsletter: un texto con formato y productos del
            catálogo. Véalo como llegará, envíese una prueba y luego envíelo a todos. Cada correo lleva su enlace para
            darse de baja.
          </p>
        </div>
      </div>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : data.open ? (
        <OpenCampaign read={data.open} onChanged={list.retry} />
      ) : data.isNew ? (
        <CampaignEditor subscribers={list.data.subscribers} onChanged={list.retry} />
      ) : (
        <CampaignTable list={list.data} />
      )}
    </div>
  );
}

function OpenCampaign({ read, onChanged }: { read: Promise<Loaded<CampaignAnswer>>; onChanged: () => void }) {
  const open = useRead(read);
  if (!open.data) return <InlineError message={open.error ?? ""} onRetry={open.retry} />;
  const { campaign, subscribers } = open.data;
  return (
    <CampaignEditor
      key={`${campaign.id}:${campaign.updatedAt}:${campaign.status}`}
      campaign={campaign}
      subscribers={subscribers}
      onChanged={onChanged}
    />
  );
}

function CampaignTable({ list }: { list: CampaignList }) {
  const go = useAdminGo();
  return (
    <section className="admin-card" aria-labelledby="campaigns-list">
      <div className="admin-campaigns__head">
        <h2 id="campaigns-list" className="admin-card__title">
          Newsletters
        </h2>
        <p className="admin-muted">
          {list.subscribers === 1 ? "1 suscriptor confirmado" : `${list.subscribers} suscriptores confirmados`}
        </p>
        <a
          className="btn btn--primary"
          href="/admin/campaigns?new=1"
          onClick={(event) => {
            event.preventDefault();
            void go("campaigns", { search: { new: 1 }, open: true });
          }}
        >
          Nuevo newsletter
        </a>
      </div>
      {list.items.length === 0 ? (
        <div className="admin-empty">
          <p className="admin-empty__title">Todavía no escribió ningún newsletter.</p>
          <p>Con «Nuevo newsletter» escribe el primero.</p>
        </div>
      ) : (
        <ul className="admin-campaigns__list">
          {list.items.map((c) => (
            <li key={c.id} className="admin-campaigns__item">
              <div className="admin-campaigns__main">
                <a
                  className="admin-campaigns__subject"
                  href={`/admin/campaigns?edit=${c.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void go("campaigns", { search: { edit: c.id }, open: true });
                  }}
                >
                  {c.subject}
                </a>
                <span className={`admin-chip admin-campaigns__status admin-campaigns__status--${c.status}`}>
                  {STATUS[c.status]}
                </span>
              </div>
              <p className="admin-campaigns__meta">{campaignFacts(c)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

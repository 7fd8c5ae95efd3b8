import { useEffect, useRef, useState } from "react";
import { groupMails } from "../../../../domain/mail-groups.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { MailFrame } from "../components/MailFrame.tsx";
import { useRead } from "../shell/admin-data.ts";
import { useAdminGo } from "../shell/admin-router.ts";
import type { MailPreview } from "./mails-api.ts";
import type { MailsData } from "./mails-loader.ts";
import "../components/mails.css";
import "../components/tabs.css";

/** /admin/mails: every mail the shop sends, with sample data, as the customer (or the shop) receives it. */
export function MailsPage({ data }: { data: MailsData }) {
  usePageTitle("Correos · Panel");
  const list = useRead(data.list);
  const go = useAdminGo();
  const groups = groupMails(list.data?.mails ?? []);
  const shown = list.data?.mails.find((m) => m.kind === data.selected) ?? groups[0]?.mails[0];
  const listRef = useOpenedAtSelected(!!list.data);

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Correos</h1>
          <p className="admin-page__lead">
            Los correos que envía la tienda, con datos de ejemplo: así los reciben sus clientes y usted.
          </p>
        </div>
      </div>
      {!list.data ? (
        <InlineError message={list.error ?? ""} onRetry={list.retry} />
      ) : (
        <div className="admin-mails">
          <nav ref={listRef} className="admin-card admin-mails__list" aria-label="Lista de correos">
            {groups.map((group, i) => (
              <div key={group.title} className="admin-mails__group">
                <h2 id={`admin-mail-group-${i}`} className="admin-mails__group-title">
                  {group.title}
                </h2>
                <ul aria-labelledby={`admin-mail-group-${i}`}>
                  {group.mails.map((m) => (
                    <li key={m.kind}>
                      <a
                        href={`/admin/mails?mail=${m.kind}`}
                        aria-current={m === shown ? "true" : undefined}
                        onClick={(event) => {
                          event.preventDefault();
                          void go("mails", { search: { mail: m.kind }, replace: true });
                        }}
                      >
                        {m.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          {shown && <MailView key={shown.kind} mail={shown} />}
        </div>
      )}
    </div>
  );
}

/**
 * Below 900 px the list scrolls within a few rows (mails.css): a page opened at a mail further down
 * (`?mail=quote_sent`) shows that mail's entry, not the list's top. Only the list scrolls, never the page.
 */
function useOpenedAtSelected(ready: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = ref.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!ready || !nav || !current || nav.scrollHeight <= nav.clientHeight) return;
    const top = current.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    nav.scrollTop = Math.max(0, top - (nav.clientHeight - current.offsetHeight) / 2);
  }, [ready]);
  return ref;
}

function MailView({ mail }: { mail: MailPreview }) {
  const [as, setAs] = useState<"html" | "text">("html");
  return (
    <section className="admin-card admin-mails__preview" aria-labelledby="admin-mail-title">
      <h2 id="admin-mail-title" className="admin-mails__title">
        {mail.title}
      </h2>
      <dl className="admin-mails__meta">
        <dt>Para</dt>
        <dd>{mail.to}</dd>
        <dt>Asunto</dt>
        <dd>{mail.subject}</dd>
      </dl>
      <fieldset className="admin-mails__tabs">
        <legend className="visually-hidden">Formato</legend>
        <button type="button" aria-pressed={as === "html"} onClick={() => setAs("html")}>
          Vista del correo
        </button>
        <button type="button" aria-pressed={as === "text"} onClick={() => setAs("text")}>
          Texto sin formato
        </button>
      </fieldset>
      {as === "html" ? (
        <MailFrame html={mail.html} title={`Vista previa: ${mail.title}`} />
      ) : (
        <pre className="admin-mails__text">{mail.text}</pre>
      )}
    </section>
  );
}

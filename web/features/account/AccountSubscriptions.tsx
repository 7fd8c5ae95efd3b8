import { useEffect, useId, useState } from "react";
import type { StoredConsent, AccountSubscriptions as Subscriptions } from "../../../domain/api/account.ts";
import { AccountError, accountCall } from "./account-api.ts";

const FAILED = "No pudimos guardar el cambio. Inténtelo de nuevo en unos minutos.";
const messageOf = (error: unknown) => (error instanceof AccountError ? error.message : FAILED);
const when = new Intl.DateTimeFormat("es-UY", {
  timeZone: "America/Montevideo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const day = (iso: string) => when.format(new Date(iso));

const NEWSLETTER_STATE = {
  none: "No está suscrito al newsletter.",
  pending: "Le enviamos un correo para confirmar la suscripción: ábralo y pulse el enlace.",
  confirmed: "Está suscrito al newsletter.",
  unsubscribed: "Se dio de baja del newsletter.",
} as const;

function Consent({ consent }: { consent: StoredConsent | null }) {
  if (!consent) return null;
  return (
    <p className="account-consent">
      Consentimiento del {day(consent.at)}: «{consent.text}»
    </p>
  );
}

/**
 * 'Suscripciones' (issue 43): the newsletter, the 'Avisarme' requests still open and the kept carts' reminders of the
 * account's address, with each consent as stored (decision 031). The server reads the address from the session.
 */
export function AccountSubscriptions() {
  const id = useId();
  const [subs, setSubs] = useState<Subscriptions | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    accountCall<Subscriptions>("/subscriptions")
      .then(setSubs)
      .catch((error) => setStatus({ error: true, text: messageOf(error) }));
  }, []);

  async function change(path: string, method: string, done: string) {
    setBusy(true);
    setStatus(null);
    try {
      setSubs(await accountCall<Subscriptions>(path, method));
      setStatus({ error: false, text: done });
    } catch (error) {
      setStatus({ error: true, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const newsletter = subs?.newsletter;
  const subscribed = newsletter?.status === "pending" || newsletter?.status === "confirmed";
  return (
    <section className="card account-card" aria-labelledby={`${id}-title`} aria-busy={subs === null && !status}>
      <h2 id={`${id}-title`}>Suscripciones</h2>
      {subs && newsletter && (
        <>
          <h3 className="account-card__subtitle">Newsletter</h3>
          <p>{NEWSLETTER_STATE[newsletter.status]}</p>
          {subscribed && <Consent consent={newsletter.consent} />}
          {subscribed ? (
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => change("/subscriptions/newsletter", "DELETE", "Lo dimos de baja del newsletter.")}
            >
              Darme de baja
            </button>
          ) : (
            <>
              <p>Reciba novedades, lanzamientos y promociones en su correo.</p>
              <button
                type="button"
                className="btn btn--outline"
                disabled={busy}
                onClick={() => change("/subscriptions/newsletter", "POST", "Lo suscribimos al newsletter.")}
              >
                Suscribirme
              </button>
            </>
          )}

          <h3 className="account-card__subtitle">Avisos de stock</h3>
          {subs.alerts.length === 0 ? (
            <p>No tiene avisos pendientes.</p>
          ) : (
            <ul className="account-alerts">
              {subs.alerts.map((a) => (
                <li key={a.id}>
                  <p>
                    <a href={`/shop/product/${a.productSlug}`}>{a.productName}</a>
                    {a.size != null && ` ${a.size} ${a.unit}`} · pedido el {day(a.createdAt)}
                    {a.status === "pending" && " · falta confirmarlo desde el correo"}
                  </p>
                  <Consent consent={a.consent} />
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={busy}
                    onClick={() => change(`/subscriptions/alerts/${a.id}`, "DELETE", "Cancelamos el aviso.")}
                  >
                    Cancelar aviso<span className="visually-hidden"> de {a.productName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}

          <h3 className="account-card__subtitle">Recordatorios de compras sin terminar</h3>
          <p>
            {subs.reminders.optedOut && subs.reminders.since
              ? `No le enviamos recordatorios: los rechazó el ${day(subs.reminders.since)}.`
              : "Si deja una compra sin terminar, podemos recordársela por correo. Para no recibirlos, marque «No quiero recordatorios» al comprar o use el enlace de baja del correo."}
          </p>
        </>
      )}
      <p role="status" className={status?.error ? "account-page__error" : "account-card__status"}>
        {status?.text}
      </p>
    </section>
  );
}

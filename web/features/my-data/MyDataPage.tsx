import { type FormEvent, useEffect, useRef, useState } from "react";
import { Container } from "../../components/Container.tsx";
import { InputField } from "../../components/fields.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { linkToken } from "../../lib/use-link-action.ts";
import { askLink, deleteData, download, MyDataError, openLink } from "./my-data-api.ts";
import "../../components/link-pages.css";
import "../../components/field.css";
import "./my-data.css";

const FAILED = "Ha ocurrido un error. Inténtelo nuevamente.";
const message = (error: unknown) => (error instanceof MyDataError ? error.message : FAILED);

/**
 * /mis-datos ('Mis datos', Ley 18.331; decision 031): without a token, the form that mails the link; with the
 * mailed link's token, the person's data: download it (JSON, CSV) or delete it after a confirmation.
 */
export function MyDataPage() {
  usePageTitle("Mis datos");
  const [token] = useState(() => (typeof window === "undefined" ? "" : linkToken()));
  return (
    <>
      <PageHeader title="Mis datos" breadcrumb={[{ label: "Mis datos" }]} />
      <Container className="page-section newsletter-page">
        {token ? <OpenedLink token={token} /> : <AskLink />}
      </Container>
    </>
  );
}

function AskLink() {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ status: "idle" | "sending" | "sent" } | { status: "error"; text: string }>({
    status: "idle",
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: "sending" });
    try {
      await askLink(email.trim());
      setState({ status: "sent" });
    } catch (error) {
      setState({ status: "error", text: message(error) });
    }
  };
  return (
    <section className="newsletter-page__card card my-data">
      <h2>Sus datos personales</h2>
      <p>
        Puede descargar todo lo que guardamos asociado a su correo electrónico (pedidos, direcciones, mensajes,
        suscripciones, avisos y consentimientos) o pedir que lo borremos. Para proteger sus datos, le enviamos un enlace
        a esa dirección. Más información en la <a href="/privacy">Política de privacidad</a>.
      </p>
      {state.status === "sent" ? (
        <p className="my-data__done" role="status">
          Le enviamos un correo a {email.trim()}. Ábralo y pulse «Ver mis datos»: el enlace funciona una sola vez
          durante 24 horas.
        </p>
      ) : (
        <form className="my-data__form" onSubmit={onSubmit} noValidate aria-busy={state.status === "sending"}>
          <InputField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={setEmail}
            error={state.status === "error" ? state.text : null}
          />
          <button type="submit" className="btn btn--primary" disabled={state.status === "sending"}>
            {state.status === "sending" ? "Enviando..." : "Enviarme el enlace"}
          </button>
        </form>
      )}
    </section>
  );
}

type Opened =
  | { status: "opening" }
  | { status: "open"; session: string; email: string }
  | { status: "deleted"; deletionId: number }
  | { status: "refused"; text: string };

function OpenedLink({ token }: { token: string }) {
  const [state, setState] = useState<Opened>({ status: "opening" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token leaves the address bar: it works once, and is neither bookmarked nor shared.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    openLink(token).then(
      ({ session, email }) => setState({ status: "open", session, email }),
      (error) => setState({ status: "refused", text: message(error) }),
    );
  }, [token]);

  return (
    <section className="newsletter-page__card card my-data" aria-live="polite" aria-busy={state.status === "opening"}>
      {state.status === "opening" && <p className="newsletter-page__working">Abriendo sus datos...</p>}
      {state.status === "refused" && (
        <>
          <h2>No pudimos abrir sus datos</h2>
          <p>{state.text}</p>
          <a className="btn btn--primary" href="/mis-datos">
            Pedir un enlace nuevo
          </a>
        </>
      )}
      {state.status === "open" && (
        <DataActions
          session={state.session}
          email={state.email}
          onDeleted={(deletionId) => setState({ status: "deleted", deletionId })}
        />
      )}
      {state.status === "deleted" && (
        <>
          <h2>Sus datos fueron borrados</h2>
          <p role="status">
            Quitamos su nombre, teléfono, dirección y correo de pedidos, mensajes, suscripciones, avisos y correos
            enviados (registro N.º {state.deletionId}). Conservamos lo que exige la ley tributaria: los comprobantes
            fiscales, los importes, las fechas y el RUT de las empresas compradoras.
          </p>
        </>
      )}
    </section>
  );
}

function DataActions({
  session,
  email,
  onDeleted,
}: {
  session: string;
  email: string;
  onDeleted: (deletionId: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError("");
    try {
      await work();
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h2>Datos de {email}</h2>
      <p>Descargue todo lo que guardamos asociado a esta dirección. Esta página funciona durante 30 minutos.</p>
      <div className="my-data__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => run(() => download(session, "json"))}
        >
          Descargar (JSON)
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy}
          onClick={() => run(() => download(session, "csv"))}
        >
          Descargar (CSV para Excel)
        </button>
      </div>
      <h3>Borrar mis datos</h3>
      <p>
        Quitaremos su nombre, teléfono, dirección y correo de sus pedidos, mensajes, suscripciones, avisos de stock y
        correos enviados. Conservaremos lo que exige la ley tributaria: los comprobantes fiscales, los importes, las
        fechas y el RUT de las empresas compradoras. No se puede deshacer.
      </p>
      {confirming ? (
        <fieldset className="my-data__confirm">
          <legend>¿Confirma que quiere borrar sus datos?</legend>
          <div className="my-data__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              onClick={() => run(async () => onDeleted((await deleteData(session)).deletionId))}
            >
              {busy ? "Borrando..." : "Sí, borrar mis datos"}
            </button>
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setConfirming(false)}>
              Cancelar
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setConfirming(true)}>
          Borrar mis datos
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

import type { Session } from "@supabase/supabase-js";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { accountCodeRequest, signInCode } from "../../../domain/schemas/account.ts";
import { InputField } from "../../components/fields.tsx";
import { getShopSupabase } from "../../lib/account/supabase.ts";
import { AccountError, prepareCode, signInMessage } from "./account-api.ts";

type Step = { step: "email" } | { step: "code"; email: string };
type Status = { kind: "idle" } | { kind: "working" } | { kind: "error"; text: string } | { kind: "sent"; text: string };

const FAILED = "No pudimos completar el ingreso. Inténtelo de nuevo en unos minutos.";

/**
 * 'Mi cuenta' without a session: the e-mail, then the six-digit code mailed to it (issue 43). The Worker makes the
 * account ready (POST /api/account/code), then supabase-js asks Auth for the code and checks it: the same calls
 * against the Supabase project and the local stand-in.
 */
export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [state, setState] = useState<Step>({ step: "email" });
  return state.step === "email" ? (
    <EmailStep onSent={(email) => setState({ step: "code", email })} />
  ) : (
    <CodeStep email={state.email} onBack={() => setState({ step: "email" })} onSignedIn={onSignedIn} />
  );
}

/** Makes the account ready and has Auth mail the code; the Spanish message of a refusal, or null. */
async function sendCode(email: string): Promise<string | null> {
  try {
    await prepareCode(email);
    const supabase = await getShopSupabase();
    const { error } = await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    return error ? signInMessage(error) : null;
  } catch (error) {
    return error instanceof AccountError ? error.message : FAILED;
  }
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountCodeRequest.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: "error", text: parsed.error.issues[0]?.message ?? FAILED });
      return;
    }
    setStatus({ kind: "working" });
    const refusal = await sendCode(parsed.data.email);
    if (refusal) setStatus({ kind: "error", text: refusal });
    else onSent(parsed.data.email);
  };
  const error = status.kind === "error" ? status.text : null;
  return (
    <section className="card account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ingresar</h2>
      <p>
        Escriba su correo electrónico y le enviaremos un código de seis números: no necesita contraseña. En su cuenta
        verá sus pedidos, también los que hizo antes con este correo.
      </p>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={status.kind === "working"}>
        <InputField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
          error={error}
        />
        <button type="submit" className="btn btn--primary" disabled={status.kind === "working"}>
          {status.kind === "working" ? "Enviando..." : "Enviarme un código"}
        </button>
      </form>
    </section>
  );
}

function CodeStep({
  email,
  onBack,
  onSignedIn,
}: {
  email: string;
  onBack: () => void;
  onSignedIn: (session: Session) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  useEffect(() => input.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInCode.safeParse(code);
    if (!parsed.success) {
      setStatus({ kind: "error", text: parsed.error.issues[0]?.message ?? FAILED });
      input.current?.focus();
      return;
    }
    setStatus({ kind: "working" });
    try {
      const supabase = await getShopSupabase();
      const { data, error } = await supabase.auth.verifyOtp({ email, token: parsed.data, type: "email" });
      if (error || !data.session) {
        setStatus({ kind: "error", text: signInMessage(error) });
        input.current?.focus();
        return;
      }
      onSignedIn(data.session);
    } catch {
      setStatus({ kind: "error", text: FAILED });
    }
  };
  const again = async () => {
    setStatus({ kind: "working" });
    const refusal = await sendCode(email);
    setStatus(
      refusal ? { kind: "error", text: refusal } : { kind: "sent", text: `Le enviamos otro código a ${email}.` },
    );
    setCode("");
    input.current?.focus();
  };
  const error = status.kind === "error" ? status.text : null;
  return (
    <section className="card account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Escriba el código</h2>
      <p>
        Le enviamos un código de seis números a <strong>{email}</strong>. Vale 10 minutos y una sola vez. Si no lo ve,
        revise la carpeta de correo no deseado.
      </p>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={status.kind === "working"}>
        <InputField
          inputRef={input}
          label="Código"
          className="account-form__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={setCode}
          error={error}
          note={
            status.kind === "sent" && (
              <p className="account-form__note" role="status">
                {status.text}
              </p>
            )
          }
        />
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={status.kind === "working"}>
            {status.kind === "working" ? "Verificando..." : "Ingresar"}
          </button>
          <button type="button" className="btn btn--outline" onClick={again} disabled={status.kind === "working"}>
            Enviarme otro código
          </button>
          <button type="button" className="btn btn--outline" onClick={onBack}>
            Usar otro correo
          </button>
        </div>
      </form>
    </section>
  );
}

import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { AccountAnswer, AccountBusinessRequest } from "../../../domain/api/account.ts";
import { formatDate } from "../../../domain/dates.ts";
import { ACTIVITIES, ACTIVITY_LABELS, businessRequestInput } from "../../../domain/schemas/company.ts";
import { getShopSupabase } from "../../lib/account/supabase.ts";
import { AccountError, askForBusinessAccount } from "./account-api.ts";

const FAILED = "No pudimos enviar su solicitud. Inténtelo de nuevo en unos minutos.";

type Fields = { rut: string; legalName: string; fiscalAddress: string; activity: string; comment: string };
const EMPTY: Fields = { rut: "", legalName: "", fiscalAddress: "", activity: "", comment: "" };

/**
 * 'Cuenta empresa' in 'Mi cuenta' (issue 44 part 1): the company the address buys for, or its request's state, or
 * the form (again after a refusal, with the owner's reason). The server checks everything again.
 */
export function BusinessAccount({ account }: { account: AccountAnswer }) {
  const id = useId();
  const [sent, setSent] = useState<AccountBusinessRequest | null>(null);
  const request = sent ?? account.businessRequest;
  return (
    <section className="card account-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Cuenta empresa</h2>
      {account.company ? (
        <p role="status">
          Cuenta empresa aprobada: <strong>{account.company.legalName}</strong>, lista{" "}
          <strong>{account.company.priceListName}</strong>. Al comprar con esta cuenta verá los precios mayoristas.
        </p>
      ) : request?.status === "solicitada" ? (
        <p role="status">
          Solicitud enviada el {formatDate(request.createdAt)} para <strong>{request.legalName}</strong>. Le
          escribiremos cuando la revisemos.
        </p>
      ) : (
        <>
          {request?.status === "rechazada" && (
            <div className="account-business__declined" role="status">
              <p>
                Su solicitud para <strong>{request.legalName}</strong> no fue aprobada. El motivo:
              </p>
              <blockquote>{request.reason}</blockquote>
              <p>Puede corregir los datos y volver a pedirla.</p>
            </div>
          )}
          <p>
            Si compra para una empresa con RUT (cosmética, farmacéutica, veterinaria, alimenticia u otra), pida una
            cuenta empresa: una vez aprobada verá precios mayoristas al comprar con esta cuenta.
          </p>
          <BusinessRequestForm onSent={setSent} />
        </>
      )}
    </section>
  );
}

function BusinessRequestForm({ onSent }: { onSent: (request: AccountBusinessRequest) => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | "form", string>>>({});
  const [working, setWorking] = useState(false);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = businessRequestInput.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setWorking(true);
    setErrors({});
    try {
      const { data } = await (await getShopSupabase()).auth.getSession();
      if (!data.session) throw new AccountError("Su sesión terminó. Ingrese nuevamente.", 401);
      await askForBusinessAccount(data.session.access_token, parsed.data);
      onSent({
        status: "solicitada",
        createdAt: new Date().toISOString(),
        legalName: parsed.data.legalName,
        reason: null,
      });
    } catch (error) {
      setErrors({ form: error instanceof AccountError ? error.message : FAILED });
    } finally {
      setWorking(false);
    }
  };

  const field = (name: keyof Fields, label: string, input: (props: Record<string, unknown>) => ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`} className="field__label">
        {label}
      </label>
      {input({
        id: `${id}-${name}`,
        className: "field__input",
        value: fields[name],
        onChange: set(name),
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
      })}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={working}>
      {field("rut", "RUT", (p) => (
        <input {...p} inputMode="numeric" maxLength={20} autoComplete="off" />
      ))}
      {field("legalName", "Razón social", (p) => (
        <input {...p} maxLength={150} autoComplete="organization" />
      ))}
      {field("fiscalAddress", "Domicilio fiscal", (p) => (
        <input {...p} maxLength={200} />
      ))}
      {field("activity", "Actividad", (p) => (
        <select {...p}>
          <option value="">Elija una opción</option>
          {ACTIVITIES.map((a) => (
            <option key={a} value={a}>
              {ACTIVITY_LABELS[a]}
            </option>
          ))}
        </select>
      ))}
      {field("comment", "Comentario (opcional)", (p) => (
        <textarea {...p} rows={3} maxLength={1000} />
      ))}
      {errors.form && (
        <p className="account-page__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={working}>
        {working ? "Enviando..." : "Pedir cuenta empresa"}
      </button>
    </form>
  );
}

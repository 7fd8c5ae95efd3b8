import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod";
import type { FiscalData } from "../../../domain/api/account.ts";
import { fiscalRequest } from "../../../domain/schemas/account-details.ts";
import { TextField } from "../../components/fields.tsx";
import { AccountError, accountCall } from "./account-api.ts";

type Input = z.input<typeof fiscalRequest>;
type Output = z.output<typeof fiscalRequest>;

const FAILED = "No pudimos guardar el cambio. Inténtelo de nuevo en unos minutos.";
const messageOf = (error: unknown) => (error instanceof AccountError ? error.message : FAILED);

/**
 * 'Datos para facturar' (issue 43): RUT, razón social and domicilio fiscal for an e-Factura, optional; checkout
 * prefills them. The RUT's check digit is checked as checkout checks it.
 */
export function AccountFiscal() {
  const id = useId();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(fiscalRequest),
    defaultValues: { rut: "", companyName: "", companyAddress: "" },
  });

  useEffect(() => {
    accountCall<{ fiscal: FiscalData | null }>("/fiscal")
      .then(({ fiscal }) => {
        if (fiscal) reset(fiscal);
        setSaved(fiscal !== null);
      })
      .catch((error) => setStatus({ error: true, text: messageOf(error) }))
      .finally(() => setLoaded(true));
  }, [reset]);

  const save = async (value: Output) => {
    setStatus(null);
    try {
      const { fiscal } = await accountCall<{ fiscal: FiscalData }>("/fiscal", "PUT", value);
      reset(fiscal);
      setSaved(true);
      setStatus({ error: false, text: "Guardamos sus datos para facturar." });
    } catch (error) {
      setStatus({ error: true, text: messageOf(error) });
    }
  };
  const remove = async () => {
    setStatus(null);
    try {
      await accountCall("/fiscal", "DELETE");
      reset({ rut: "", companyName: "", companyAddress: "" });
      setSaved(false);
      setStatus({ error: false, text: "Borramos sus datos para facturar." });
    } catch (error) {
      setStatus({ error: true, text: messageOf(error) });
    }
  };

  return (
    <section className="card account-card" aria-labelledby={`${id}-title`} aria-busy={!loaded}>
      <h2 id={`${id}-title`}>Datos para facturar</h2>
      <p className="account-card__intro">
        Opcional: si compra para una empresa, complete el RUT y lo usaremos en su e-Factura.
      </p>
      <form className="account-form" noValidate onSubmit={handleSubmit(save)} aria-busy={isSubmitting}>
        <div className="field-grid">
          <TextField
            label="RUT"
            required
            inputMode="numeric"
            registration={register("rut")}
            error={errors.rut?.message}
          />
          <TextField
            label="Razón social"
            required
            autoComplete="organization"
            registration={register("companyName")}
            error={errors.companyName?.message}
          />
          <TextField
            label="Domicilio fiscal"
            required
            registration={register("companyAddress")}
            error={errors.companyAddress?.message}
            wide
          />
        </div>
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            Guardar datos para facturar
          </button>
          {saved && (
            <button type="button" className="btn btn--outline" onClick={remove} disabled={isSubmitting}>
              Borrar datos para facturar
            </button>
          )}
        </div>
      </form>
      <p role="status" className={status?.error ? "account-page__error" : "account-card__status"}>
        {status?.text}
      </p>
    </section>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { Suspense, useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { formatDate } from "../../../../domain/dates.ts";
import { type ShopSettings, type ShopSettingsInput, shopSettingsSchema } from "../../../../domain/schemas/settings.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { notify } from "../../../lib/toast.ts";
import { saveSettings } from "../lib/content-api.ts";
import "../components/content.css";
import type { loadSettings } from "../lib/content-loaders.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useRead } from "../shell/admin-data.ts";
import { InvoicingSection } from "./InvoicingSection.tsx";
import { NonWorkingDaysSection } from "./NonWorkingDaysSection.tsx";
import { RulesSection } from "./RulesSection.tsx";
import "./settings.css";
import { messageOf } from "../../../lib/api.ts";

/**
 * /admin/settings ('Ajustes de la tienda'): bank accounts for transfers, company video, social profile, and the shop's
 * rules (delivery fee, free-delivery threshold, minimum, transfer discount, cut-off hour, lead times, store hours,
 * non-working days); and, in its own form, the issuer of the shop's e-invoices (Facturación, issue 26).
 */
export function SettingsPage({ data }: { data: ReturnType<typeof loadSettings> }) {
  usePageTitle("Ajustes de la tienda · Panel");
  const remote = useRead(data.settings);
  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Ajustes de la tienda</h1>
          <p className="admin-page__lead">
            Lo que ven los clientes al pagar por transferencia (checkout, pedido y correos), los enlaces de la empresa y
            las reglas de la tienda. Cada pedido conserva los datos y las reglas del momento en que se hizo.
          </p>
        </div>
      </div>
      {!remote.data ? (
        <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
      ) : (
        <SettingsForm initial={remote.data.settings} />
      )}
      <Suspense fallback={<Spinner label="Cargando los datos de facturación..." />}>
        <InvoicingSection settings={data.invoicing} status={data.invoicingStatus} />
      </Suspense>
    </div>
  );
}

const EMPTY_ACCOUNT = { bank: "", accountType: "", currency: "UYU", number: "", holder: "" } as const;

/** The settings as the form shows them: the non-working days as dd/mm/aaaa. */
function toForm(settings: ShopSettings): ShopSettingsInput {
  const nonWorkingDays = settings.rules.nonWorkingDays.map((d) => ({ date: formatDate(d.date), name: d.name }));
  return { ...settings, rules: { ...settings.rules, nonWorkingDays } };
}

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ShopSettingsInput, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: toForm(initial),
  });
  const accounts = useFieldArray({ control, name: "bankAccounts" });
  useEffect(() => reset(toForm(initial)), [initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const { settings } = await saveSettings(values);
      reset(toForm(settings));
      notify("success", "Los ajustes fueron guardados.");
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <form className="admin-content__form" onSubmit={submit} noValidate aria-label="Ajustes de la tienda">
      <section className="admin-card admin-content__form" aria-labelledby="settings-banks">
        <h2 id="settings-banks" className="admin-card__title">
          Cuentas para transferencias
        </h2>
        {errors.bankAccounts?.root?.message || errors.bankAccounts?.message ? (
          <p className="admin-field__error" role="alert">
            {errors.bankAccounts?.root?.message ?? errors.bankAccounts?.message}
          </p>
        ) : null}
        {accounts.fields.map((field, index) => {
          const e = errors.bankAccounts?.[index];
          return (
            <fieldset key={field.id} className="admin-settings__account">
              <legend>Cuenta {index + 1}</legend>
              <div className="admin-settings__fields">
                <AdminField label="Banco" error={e?.bank?.message}>
                  {(p) => <input {...p} {...register(`bankAccounts.${index}.bank`)} maxLength={60} />}
                </AdminField>
                <AdminField label="Tipo de cuenta" hint="Por ejemplo: Caja de ahorro" error={e?.accountType?.message}>
                  {(p) => <input {...p} {...register(`bankAccounts.${index}.accountType`)} maxLength={60} />}
                </AdminField>
                <AdminField label="Moneda" error={e?.currency?.message}>
                  {(p) => (
                    <select {...p} {...register(`bankAccounts.${index}.currency`)}>
                      <option value="UYU">Pesos uruguayos</option>
                      <option value="USD">Dólares estadounidenses</option>
                    </select>
                  )}
                </AdminField>
                <AdminField label="Número de cuenta" error={e?.number?.message}>
                  {(p) => <input {...p} {...register(`bankAccounts.${index}.number`)} maxLength={40} />}
                </AdminField>
                <AdminField label="Titular" error={e?.holder?.message}>
                  {(p) => <input {...p} {...register(`bankAccounts.${index}.holder`)} maxLength={120} />}
                </AdminField>
              </div>
              {accounts.fields.length > 1 && (
                <div className="admin-content__actions">
                  <button type="button" className="btn btn--outline" onClick={() => accounts.remove(index)}>
                    Quitar la cuenta {index + 1}
                  </button>
                </div>
              )}
            </fieldset>
          );
        })}
        {accounts.fields.length < 2 && (
          <div>
            <button type="button" className="btn btn--outline" onClick={() => accounts.append({ ...EMPTY_ACCOUNT })}>
              Agregar otra cuenta
            </button>
          </div>
        )}
      </section>
      <section className="admin-card admin-content__form" aria-labelledby="settings-links">
        <h2 id="settings-links" className="admin-card__title">
          Enlaces de la empresa
        </h2>
        <AdminField
          label="Video de la empresa (YouTube)"
          hint="Por ejemplo https://www.youtube.com/watch?v=…"
          error={errors.videoUrl?.message}
        >
          {(p) => <input {...p} {...register("videoUrl")} inputMode="url" maxLength={300} />}
        </AdminField>
        <div className="admin-settings__fields">
          <AdminField
            label="Perfil de Instagram"
            hint="Por ejemplo https://www.instagram.com/quimicaoriental/"
            error={errors.socialUrl?.message}
          >
            {(p) => <input {...p} {...register("socialUrl")} inputMode="url" maxLength={300} />}
          </AdminField>
          <AdminField label="Nombre del perfil" hint="Empieza con @" error={errors.socialHandle?.message}>
            {(p) => <input {...p} {...register("socialHandle")} maxLength={60} />}
          </AdminField>
        </div>
      </section>
      <RulesSection register={register} errors={errors} />
      <NonWorkingDaysSection control={control} register={register} errors={errors} />
      <div className="admin-content__actions admin-settings__save">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Guardando..." : "Guardar ajustes"}
        </button>
      </div>
    </form>
  );
}

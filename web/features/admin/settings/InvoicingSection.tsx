import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { InvoiceSettings, InvoicingStatus } from "../../../../domain/api/invoices.ts";
import { DEPARTMENT_NAMES } from "../../../../domain/departments.ts";
import { type InvoiceSettingsInput, invoiceSettingsForm } from "../../../../domain/schemas/invoice-settings.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { messageOf } from "../../../lib/api.ts";
import type { Loaded } from "../../../lib/get-json.ts";
import { notify } from "../../../lib/toast.ts";
import { saveInvoiceSettings } from "../lib/invoices-api.ts";
import { AdminField } from "../shell/AdminField.tsx";
import { useRead } from "../shell/admin-data.ts";
import { FormProblem, useFormProblem } from "../shell/FormProblem.tsx";

interface InvoicingSectionProps {
  settings: Promise<Loaded<InvoiceSettings>>;
  status: Promise<Loaded<InvoicingStatus>>;
}

const PROVIDERS: Readonly<Record<NonNullable<InvoicingStatus["provider"]>, string>> = {
  biller: "Proveedor: Biller",
  embedded: "Proveedor de prueba (local)",
};

/**
 * Ajustes > Facturación (issue 26): the issuer every CFE prints (RUT, razón social, domicilio fiscal) and from which
 * amount an e-Ticket names its buyer; and, read-only, which provider issues them. Its own form: it saves apart
 * from the shop's settings.
 */
export function InvoicingSection({ settings, status }: InvoicingSectionProps) {
  const remote = useRead(settings);
  const provider = useRead(status).data?.provider;
  return (
    <section id="facturacion" className="admin-card admin-content__form" aria-labelledby="settings-invoicing">
      <h2 id="settings-invoicing" className="admin-card__title">
        Facturación
      </h2>
      <p className="admin-muted">
        Los datos de la empresa como figuran ante DGI: salen en cada comprobante fiscal electrónico (e-Ticket, e-Factura
        y sus notas de crédito).
      </p>
      <div className="admin-settings__provider">
        <p>
          <strong>
            {provider === undefined
              ? "Proveedor: no pudimos consultarlo"
              : provider === null
                ? "Sin proveedor configurado"
                : PROVIDERS[provider]}
          </strong>
          {provider === null && ": los comprobantes quedan en espera hasta configurarlo."}
        </p>
        <p className="admin-muted">
          Las credenciales del proveedor no se guardan aquí: son secretos del Worker (BILLER_API_TOKEN y
          BILLER_BRANCH_ID), que se configuran como indica el README.
        </p>
      </div>
      {!remote.data ? (
        <InlineError message={remote.error ?? ""} onRetry={remote.retry} compact />
      ) : (
        <InvoicingForm initial={remote.data} />
      )}
    </section>
  );
}

function InvoicingForm({ initial }: { initial: InvoiceSettings }) {
  const problem = useFormProblem();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InvoiceSettingsInput, unknown, InvoiceSettings>({
    resolver: zodResolver(invoiceSettingsForm),
    defaultValues: initial,
  });
  useEffect(() => reset(initial), [initial, reset]);

  const submit = handleSubmit(async (values) => {
    problem.clear();
    try {
      reset(await saveInvoiceSettings(values));
      notify("success", "Los datos de facturación fueron guardados.");
    } catch (error) {
      const message = messageOf(error);
      problem.show(message);
      notify("error", message);
    }
  });

  return (
    <form className="admin-content__form" onSubmit={submit} noValidate aria-label="Datos de facturación">
      <FormProblem problem={problem} />
      <div className="admin-settings__fields">
        <AdminField label="RUT emisor" required hint="12 dígitos" error={errors.issuerRut?.message}>
          {(p) => <input {...p} {...register("issuerRut")} inputMode="numeric" autoComplete="off" maxLength={20} />}
        </AdminField>
        <AdminField label="Razón social" required error={errors.legalName?.message}>
          {(p) => <input {...p} {...register("legalName")} autoComplete="organization" maxLength={150} />}
        </AdminField>
        <AdminField label="Domicilio fiscal" required error={errors.address?.message}>
          {(p) => <input {...p} {...register("address")} autoComplete="street-address" maxLength={200} />}
        </AdminField>
        <AdminField label="Ciudad" required error={errors.city?.message}>
          {(p) => <input {...p} {...register("city")} autoComplete="address-level2" maxLength={100} />}
        </AdminField>
        <AdminField label="Departamento" required error={errors.department?.message}>
          {(p) => (
            <select {...p} {...register("department")}>
              <option value="">Elija el departamento</option>
              {DEPARTMENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField
          label="Identificar al comprador en e-Ticket desde ($)"
          required
          hint="DGI pide el documento del comprador cuando la compra supera 5.000 UI."
          error={errors.identifyBuyerFrom?.message}
        >
          {(p) => (
            <input
              {...p}
              {...register("identifyBuyerFrom", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </AdminField>
      </div>
      <div className="admin-content__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Guardando..." : "Guardar datos de facturación"}
        </button>
      </div>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { formatDate } from "../../../../domain/dates.ts";
import { type ShopSettings, type ShopSettingsInput, shopSettingsSchema } from "../../../../domain/schemas/settings.ts";
import { InlineError } from "../../../components/InlineError.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { messageOf } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { saveSettingsPart } from "../lib/content-api.ts";
import "../components/content.css";
import type { loadSettings } from "../lib/content-loaders.ts";
import { useRead } from "../shell/admin-data.ts";
import { BankAccountsSection } from "./BankAccountsSection.tsx";
import { InvoicingSection } from "./InvoicingSection.tsx";
import { NonWorkingDaysSection } from "./NonWorkingDaysSection.tsx";
import { RemindersSection } from "./RemindersSection.tsx";
import { RulesSection } from "./RulesSection.tsx";
import { ShippingSection } from "./ShippingSection.tsx";
import { StoreSection } from "./StoreSection.tsx";
import { type FormSection, SETTINGS_SECTIONS, sectionPart, useSettingsSection } from "./settings-sections.ts";
import "./settings.css";

/**
 * /admin/settings ('Ajustes de la tienda'), in sections (issue 41), one on screen at a time and each saved alone:
 * Tienda (the shop's contact, company video, social profile), Reglas y envíos (delivery fee, free-delivery threshold, minimum, transfer
 * discount, cut-off hour, lead times, store hours), Días no laborables, Cuentas bancarias (for transfers) and
 * Facturación (the issuer of the shop's e-invoices, issue 26: its own form and endpoint).
 */
export function SettingsPage({ data }: { data: ReturnType<typeof loadSettings> }) {
  usePageTitle("Ajustes de la tienda · Panel");
  const section = useSettingsSection();
  const remote = useRead(data.settings);
  // What the last save answered: another section opened next starts from it.
  const [saved, setSaved] = useState<ShopSettings>();
  const settings = saved ?? remote.data?.settings;
  return (
    <div className="admin-page admin-content-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Ajustes de la tienda</h1>
          <p className="admin-page__lead">
            Lo que ven los clientes al pagar por transferencia, los datos de contacto y los enlaces de la empresa, las
            reglas de la tienda y los datos de facturación. Cada sección se guarda por separado; cada pedido conserva
            los datos y las reglas del momento en que se hizo.
          </p>
        </div>
      </div>
      <nav className="admin-settings__sections" aria-label="Secciones de Ajustes">
        <ul>
          {SETTINGS_SECTIONS.map((s) => (
            <li key={s.key}>
              <Link
                to="/admin/$"
                params={{ _splat: "settings" }}
                search={{ section: s.key }}
                aria-current={s.key === section ? "page" : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {section === "facturacion" ? (
        <Suspense fallback={<Spinner label="Cargando los datos de facturación..." />}>
          <InvoicingSection settings={data.invoicing} status={data.invoicingStatus} />
        </Suspense>
      ) : section === "envios" ? (
        <ShippingSection />
      ) : !settings ? (
        <InlineError message={remote.error ?? ""} onRetry={remote.retry} />
      ) : (
        <SettingsForm key={section} section={section} initial={settings} onSaved={setSaved} />
      )}
    </div>
  );
}

/** The settings as the form shows them: the non-working days as dd/mm/aaaa. */
function toForm(settings: ShopSettings): ShopSettingsInput {
  const nonWorkingDays = settings.rules.nonWorkingDays.map((d) => ({ date: formatDate(d.date), name: d.name }));
  return { ...settings, rules: { ...settings.rules, nonWorkingDays } };
}

const SAVE_LABELS: Readonly<Record<FormSection, [label: string, done: string]>> = {
  tienda: ["Guardar los datos de la tienda", "Los datos de la tienda fueron guardados."],
  reglas: ["Guardar las reglas y envíos", "Las reglas y envíos fueron guardados."],
  dias: ["Guardar los días no laborables", "Los días no laborables fueron guardados."],
  cuentas: ["Guardar las cuentas bancarias", "Las cuentas bancarias fueron guardadas."],
  recordatorios: ["Guardar los recordatorios", "Los recordatorios fueron guardados."],
};

interface FormProps {
  section: FormSection;
  initial: ShopSettings;
  onSaved: (settings: ShopSettings) => void;
}

/**
 * One section's form. It holds the whole settings (checked by the same schema as the server's), shows the
 * section's fields and sends only the section's part (PATCH): the others are left as the database has them.
 */
function SettingsForm({ section, initial, onSaved }: FormProps) {
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
  useEffect(() => reset(toForm(initial)), [initial, reset]);
  const [label, done] = SAVE_LABELS[section];
  const name = SETTINGS_SECTIONS.find((s) => s.key === section)?.label ?? "";

  const submit = handleSubmit(async (values) => {
    try {
      const { settings } = await saveSettingsPart(sectionPart(section, values));
      onSaved(settings);
      reset(toForm(settings));
      notify("success", done);
    } catch (error) {
      notify("error", messageOf(error));
    }
  });

  return (
    <form className="admin-content__form" onSubmit={submit} noValidate aria-label={`Ajustes: ${name}`}>
      {section === "tienda" && <StoreSection register={register} errors={errors} />}
      {section === "reglas" && <RulesSection register={register} errors={errors} />}
      {section === "dias" && <NonWorkingDaysSection control={control} errors={errors} />}
      {section === "cuentas" && <BankAccountsSection control={control} register={register} errors={errors} />}
      {section === "recordatorios" && <RemindersSection register={register} errors={errors} />}
      <div className="admin-content__actions admin-settings__save">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Guardando..." : label}
        </button>
      </div>
    </form>
  );
}

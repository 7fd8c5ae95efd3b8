import { useRouterState } from "@tanstack/react-router";
import type { ShopSettings } from "../../../../domain/schemas/settings.ts";

/**
 * Ajustes in sections (issue 41, item 3), one at a time, named in the URL (/admin/settings?section=reglas); each
 * saves alone. 'Tienda' is the first, also shown without the param. The parts of the settings row each one writes (PATCH).
 */
export const SETTINGS_SECTIONS = [
  { key: "tienda", label: "Tienda", parts: ["contact", "videoUrl", "socialUrl", "socialHandle"] },
  { key: "reglas", label: "Reglas y envíos", parts: ["rules"] },
  { key: "dias", label: "Días no laborables", parts: ["rules"] },
  { key: "cuentas", label: "Cuentas bancarias", parts: ["bankAccounts"] },
  { key: "recordatorios", label: "Recordatorios", parts: ["reminders"] },
  { key: "envios", label: "Envíos", parts: [] },
  { key: "facturacion", label: "Facturación", parts: [] },
] as const satisfies readonly { key: string; label: string; parts: readonly (keyof ShopSettings)[] }[];

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]["key"];
export type FormSection = Exclude<SettingsSection, "facturacion" | "envios">;

const isSection = (value: unknown): value is SettingsSection => SETTINGS_SECTIONS.some((s) => s.key === value);

/** The section the URL names: ?section=…, or the old link's #facturacion (the desk's notice), else 'Tienda'. */
export function useSettingsSection(): SettingsSection {
  return useRouterState({
    select: (s) => {
      const param = (s.location.search as { section?: unknown }).section;
      if (isSection(param)) return param;
      return s.location.hash === "facturacion" ? "facturacion" : "tienda";
    },
  });
}

/** The parts of the settings a section saves, from the form's checked values. */
export function sectionPart(section: FormSection, values: ShopSettings): Partial<ShopSettings> {
  const parts: readonly (keyof ShopSettings)[] = SETTINGS_SECTIONS.find((s) => s.key === section)?.parts ?? [];
  return Object.fromEntries(parts.map((key) => [key, values[key]]));
}

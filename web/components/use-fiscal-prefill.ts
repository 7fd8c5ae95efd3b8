import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { FiscalData } from "../../domain/api/account.ts";
import { accountAuthorization, storedAccountEmail } from "../lib/account/stored-session.ts";
import { fetchWholesale } from "../lib/wholesale/wholesale-api.ts";

type Fiscal = keyof FiscalData;

/** The account's saved fiscal data ('Mi cuenta'), or null. */
async function savedFiscal(): Promise<FiscalData | null> {
  const headers = await accountAuthorization();
  if (!headers.authorization) return null;
  try {
    const res = await fetch("/api/account/fiscal", { headers: { ...headers, accept: "application/json" } });
    return res.ok ? ((await res.json()) as { fiscal: FiscalData | null }).fiscal : null;
  } catch {
    return null;
  }
}

/**
 * The e-Factura fields filled once, when the form opens, each only if still empty (never over what the shopper
 * typed): an approved company's buyer gets the company's RUT, razón social and domicilio fiscal (issue 44); with
 * `saved`, anyone else signed in gets the account's saved fiscal data (checkout reads those with its saved addresses,
 * use-saved-details.ts). Loaded and asked only when someone is signed in. Checkout and the quote acceptance.
 */
export function useFiscalPrefill<T extends FieldValues & Partial<FiscalData>>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  { saved = false }: { saved?: boolean } = {},
) {
  useEffect(() => {
    if (!storedAccountEmail()) return;
    let live = true;
    void (async () => {
      const { buyer } = await fetchWholesale([]);
      const fill: FiscalData | null = buyer
        ? { rut: buyer.rut, companyName: buyer.companyName, companyAddress: buyer.fiscalAddress }
        : saved
          ? await savedFiscal()
          : null;
      if (!live || !fill) return;
      for (const [field, value] of Object.entries(fill) as [Fiscal, string][]) {
        const name = field as Path<T>;
        if (value && !(getValues(name) as string | undefined)?.trim()) {
          setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [getValues, setValue, saved]);
}

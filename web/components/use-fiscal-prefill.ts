import { useEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { FiscalData } from "../../domain/api/account.ts";
import { readAccount } from "../lib/account/account-read.ts";
import { storedAccountEmail } from "../lib/account/stored-session.ts";
import { fetchWholesale } from "../lib/wholesale/wholesale-api.ts";

type Fiscal = keyof FiscalData;

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
          ? ((await readAccount<{ fiscal: FiscalData | null }>("fiscal"))?.fiscal ?? null)
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

import { useEffect } from "react";
import type { UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { storedAccountEmail } from "../../lib/account/stored-session.ts";

/**
 * An approved company's buyer (issue 44): the company's RUT, razón social and domicilio fiscal fill the e-Factura fields
 * once, when the checkout opens, each only if still empty (never over what the shopper typed). Loaded and asked only
 * when someone is signed in.
 */
export function useWholesalePrefill(
  getValues: UseFormGetValues<CheckoutFormInput>,
  setValue: UseFormSetValue<CheckoutFormInput>,
) {
  useEffect(() => {
    if (!storedAccountEmail()) return;
    let live = true;
    void import("../../lib/wholesale/wholesale-api.ts").then(async (m) => {
      const { buyer } = await m.fetchWholesale([]);
      if (!live || !buyer) return;
      const fill = { rut: buyer.rut, companyName: buyer.companyName, companyAddress: buyer.fiscalAddress } as const;
      for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
        if (value && !getValues(field)?.trim()) setValue(field, value, { shouldDirty: true });
      }
    });
    return () => {
      live = false;
    };
  }, [getValues, setValue]);
}

import { useEffect, useState } from "react";
import type { UseFormGetFieldState, UseFormGetValues, UseFormSetValue } from "react-hook-form";
import type { FiscalData, SavedAddress } from "../../../domain/api/account.ts";
import type { CheckoutFormInput } from "../../../domain/schemas/checkout.ts";
import { readAccount } from "../../lib/account/account-read.ts";
import { storedAccountEmail } from "../../lib/account/stored-session.ts";

type Form = {
  setValue: UseFormSetValue<CheckoutFormInput>;
  getValues: UseFormGetValues<CheckoutFormInput>;
  getFieldState: UseFormGetFieldState<CheckoutFormInput>;
};
type Key =
  | "firstName"
  | "lastName"
  | "phone"
  | "streetAddress"
  | "apartment"
  | "town"
  | "zip"
  | "rut"
  | "companyName"
  | "companyAddress";

const ADDRESS_KEYS = ["firstName", "lastName", "phone", "streetAddress", "apartment", "town", "zip"] as const;
const FISCAL_KEYS = ["rut", "companyName", "companyAddress"] as const;

/**
 * Checkout signed in to 'Mi cuenta' (issue 43): the default saved address (name, phone, address) and the fiscal data
 * (RUT, razón social, domicilio fiscal) fill the fields the shopper has not typed in; never one they did. Choosing
 * another saved address ('Dirección guardada') fills its fields, since the shopper asked for it.
 */
export function useSavedDetails(form: Form): {
  signedIn: boolean;
  addresses: SavedAddress[];
  pick: (id: number) => void;
} {
  const [signedIn, setSignedIn] = useState(false);
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const { setValue, getValues, getFieldState } = form;

  useEffect(() => {
    if (!storedAccountEmail()) return;
    setSignedIn(true);
    let live = true;
    const fill = (values: Partial<Record<Key, string | null>>, keys: readonly Key[]) => {
      for (const key of keys) {
        const untouched = !getFieldState(key).isDirty && (key === "town" || !getValues(key));
        if (untouched) setValue(key, (values[key] ?? "") as never, { shouldDirty: false });
      }
    };
    (async () => {
      const [list, fiscal] = await Promise.all([
        readAccount<SavedAddress[]>("addresses"),
        readAccount<{ fiscal: FiscalData | null }>("fiscal"),
      ]);
      if (!live) return;
      if (list?.length) {
        setAddresses(list);
        fill(list.find((a) => a.isDefault) ?? list[0]!, ADDRESS_KEYS);
      }
      if (fiscal?.fiscal) fill(fiscal.fiscal, FISCAL_KEYS);
    })();
    return () => {
      live = false;
    };
  }, [setValue, getValues, getFieldState]);

  const pick = (id: number) => {
    const chosen = addresses.find((a) => a.id === id);
    if (!chosen) return;
    for (const key of ADDRESS_KEYS)
      setValue(key, (chosen[key] ?? "") as never, { shouldDirty: true, shouldValidate: false });
  };
  return { signedIn, addresses, pick };
}

import { useEffect } from "react";
import type { Path, PathValue, UseFormSetValue } from "react-hook-form";
import { storedAccountEmail } from "../../lib/account/stored-session.ts";

/**
 * Checkout signed in to 'Mi cuenta' (issue 43): the e-mail starts as the account's (the shopper may change it; the
 * order still belongs to the account, which the server reads from the token place-order.ts sends).
 */
export function useAccountPrefill<T extends { email: string }>(setValue: UseFormSetValue<T>) {
  useEffect(() => {
    const email = storedAccountEmail();
    if (email) setValue("email" as Path<T>, email as PathValue<T, Path<T>>, { shouldDirty: false });
  }, [setValue]);
}

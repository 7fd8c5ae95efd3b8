import type { FiscalData, SavedAddress } from "../../domain/api/account.ts";
import type { FiscalRequest, SavedAddressRequest } from "../../domain/schemas/account-details.ts";
import type { Tx } from "./database.ts";

/**
 * SQL of 'Mi cuenta's saved addresses and fiscal data (issue 43, migration 20261205010000). Reads may run under the
 * customer's claims (RLS: their own rows); every write runs as the service role, always scoped to the account's id.
 */

/** The account's addresses: the default first, then the oldest first. */
export function listAddresses(tx: Tx, userId: string): Promise<SavedAddress[]> {
  return tx<SavedAddress[]>`
    select id::int as id, first_name as "firstName", last_name as "lastName", phone, street as "streetAddress",
           apartment, town, zip, is_default as "isDefault"
      from customer_addresses where user_id = ${userId}
     order by is_default desc, id`;
}

/** SQLSTATE of account_address_save when the account already has the most addresses it may keep. */
export const TOO_MANY_ADDRESSES_SQLSTATE = "QOADR";

/**
 * Adds (id null) or changes one of the account's addresses, through the migration's account_address_save (the
 * account's lock, the limit, the one default, an order's add skipped when already saved or full). The id, or null.
 */
export async function saveAddress(
  tx: Tx,
  userId: string,
  id: number | null,
  a: SavedAddressRequest,
  max: number,
  fromOrder = false,
): Promise<number | null> {
  const [row] = await tx<{ id: number | null }[]>`
    select public.account_address_save(${userId}, ${id}, ${tx.json(a as never)}, ${a.isDefault}, ${max},
                                       ${fromOrder})::int as id`;
  return row!.id;
}

/** Deletes one of the account's addresses (account_address_delete: a deleted default passes on). False: none such. */
export async function deleteAddress(tx: Tx, userId: string, id: number): Promise<boolean> {
  const [row] = await tx<{ done: boolean }[]>`select public.account_address_delete(${userId}, ${id}) as done`;
  return row!.done;
}

export async function readFiscal(tx: Tx, userId: string): Promise<FiscalData | null> {
  const [row] = await tx<FiscalData[]>`
    select rut, company_name as "companyName", company_address as "companyAddress"
      from customer_fiscal where user_id = ${userId}`;
  return row ?? null;
}

/** Saves (or replaces) the account's fiscal data as checkout's rules normalised it; null deletes it. */
export async function saveFiscal(tx: Tx, userId: string, f: FiscalRequest | null): Promise<void> {
  await tx`select public.account_fiscal_save(${userId}, ${f && tx.json(f as never)})`;
}

import type { FiscalData, SavedAddress } from "../../domain/api/account.ts";
import type { FiscalRequest, SavedAddressRequest } from "../../domain/schemas/account-details.ts";
import type { Tx } from "./database.ts";

/**
 * SQL of 'Mi cuenta's saved addresses and fiscal data (issue 43, migration 20261205010000). Reads may run under the
 * customer's claims (RLS: their own rows); every write runs as the service role, always scoped to the account's id.
 */

const ADDRESS_COLUMNS = (tx: Tx) => tx`
  id::int as id, first_name as "firstName", last_name as "lastName", phone, street as "streetAddress", apartment,
  town, zip, is_default as "isDefault"`;

/** The account's addresses: the default first, then the oldest first. */
export function listAddresses(tx: Tx, userId: string): Promise<SavedAddress[]> {
  return tx<SavedAddress[]>`
    select ${ADDRESS_COLUMNS(tx)} from customer_addresses where user_id = ${userId}
     order by is_default desc, id`;
}

/**
 * Serialises the writes of one account's addresses (the limit and the one default are checked under it), and
 * returns how many it has.
 */
export async function lockAddresses(tx: Tx, userId: string): Promise<number> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`;
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from customer_addresses where user_id = ${userId}`;
  return row!.n;
}

/** Clears the account's default (before another address becomes it). */
export async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx`update customer_addresses set is_default = false where user_id = ${userId} and is_default`;
}

export async function insertAddress(tx: Tx, userId: string, a: SavedAddressRequest): Promise<SavedAddress> {
  const [row] = await tx<SavedAddress[]>`
    insert into customer_addresses (user_id, first_name, last_name, phone, street, apartment, town, zip, is_default)
    values (${userId}, ${a.firstName}, ${a.lastName}, ${a.phone}, ${a.streetAddress!}, ${a.apartment || null},
            ${a.town!}, ${a.zip!}, ${a.isDefault})
    returning ${ADDRESS_COLUMNS(tx)}`;
  return row!;
}

/** Changes one of the account's addresses; undefined when the account has no such address. */
export async function updateAddress(
  tx: Tx,
  userId: string,
  id: number,
  a: SavedAddressRequest,
  now: Date,
): Promise<SavedAddress | undefined> {
  const [row] = await tx<SavedAddress[]>`
    update customer_addresses
       set first_name = ${a.firstName}, last_name = ${a.lastName}, phone = ${a.phone}, street = ${a.streetAddress!},
           apartment = ${a.apartment || null}, town = ${a.town!}, zip = ${a.zip!},
           is_default = ${a.isDefault} or is_default, updated_at = ${now}
     where id = ${id} and user_id = ${userId}
    returning ${ADDRESS_COLUMNS(tx)}`;
  return row;
}

/** Deletes one of the account's addresses; a deleted default passes to the oldest left. False: no such address. */
export async function deleteAddress(tx: Tx, userId: string, id: number): Promise<boolean> {
  const [gone] = await tx<{ wasDefault: boolean }[]>`
    delete from customer_addresses where id = ${id} and user_id = ${userId} returning is_default as "wasDefault"`;
  if (!gone) return false;
  if (gone.wasDefault) {
    await tx`
      update customer_addresses set is_default = true
       where id = (select min(id) from customer_addresses where user_id = ${userId})`;
  }
  return true;
}

/** The same address already saved (what checkout would save twice): its id. */
export async function sameAddress(tx: Tx, userId: string, a: SavedAddressRequest): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    select id::int from customer_addresses
     where user_id = ${userId} and first_name = ${a.firstName} and last_name = ${a.lastName} and phone = ${a.phone}
       and street = ${a.streetAddress!} and coalesce(apartment, '') = ${a.apartment ?? ""}
       and town = ${a.town!} and zip = ${a.zip!}`;
  return row?.id;
}

export async function readFiscal(tx: Tx, userId: string): Promise<FiscalData | null> {
  const [row] = await tx<FiscalData[]>`
    select rut, company_name as "companyName", company_address as "companyAddress"
      from customer_fiscal where user_id = ${userId}`;
  return row ?? null;
}

export async function saveFiscal(tx: Tx, userId: string, f: FiscalRequest, now: Date): Promise<FiscalData> {
  const [row] = await tx<FiscalData[]>`
    insert into customer_fiscal (user_id, rut, company_name, company_address, updated_at)
    values (${userId}, ${f.rut!}, ${f.companyName!}, ${f.companyAddress!}, ${now})
    on conflict (user_id) do update
       set rut = excluded.rut, company_name = excluded.company_name, company_address = excluded.company_address,
           updated_at = excluded.updated_at
    returning rut, company_name as "companyName", company_address as "companyAddress"`;
  return row!;
}

export async function deleteFiscal(tx: Tx, userId: string): Promise<void> {
  await tx`delete from customer_fiscal where user_id = ${userId}`;
}

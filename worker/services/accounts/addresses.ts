import type { SavedAddress } from "../../../domain/api/account.ts";
import {
  MAX_SAVED_ADDRESSES,
  type SavedAddressRequest,
  savedAddressRequest,
  TOO_MANY_ADDRESSES,
} from "../../../domain/schemas/account-details.ts";
import { deleteAddress, listAddresses, saveAddress, TOO_MANY_ADDRESSES_SQLSTATE } from "../../db/account-details.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { ApiError, notFound } from "../../http/errors.ts";

// 'Mi cuenta's saved addresses (issue 43): at most MAX_SAVED_ADDRESSES, exactly one 'Predeterminada' while any exist
// (the database's account_address_save keeps both under the account's lock).

const missing = () => notFound("No encontramos esa dirección en su cuenta.");

/** Adds (id null) or changes an address; the saved address as listed. 409 when full, 404 for another's. */
export async function writeAddress(
  db: Database,
  userId: string,
  id: number | null,
  input: SavedAddressRequest,
): Promise<SavedAddress> {
  return db.run(serviceRole, async (tx) => {
    const saved = await saveAddress(tx, userId, id, input, MAX_SAVED_ADDRESSES).catch((error) => {
      throw (error as { code?: string }).code === TOO_MANY_ADDRESSES_SQLSTATE
        ? new ApiError(409, "too_many_addresses", TOO_MANY_ADDRESSES)
        : error;
    });
    const found = saved && (await listAddresses(tx, userId)).find((a) => a.id === saved);
    if (!found) throw missing();
    return found;
  });
}

export async function removeAddress(db: Database, userId: string, id: number): Promise<void> {
  if (!(await db.run(serviceRole, (tx) => deleteAddress(tx, userId, id)))) throw missing();
}

/**
 * Checkout's 'Guardar esta dirección en mi cuenta', once the order is placed: the order's delivery address, unless
 * the account has it already or is full. A failure is logged, never the order's.
 */
export async function saveAddressAfterOrder(db: Database, userId: string, body: unknown): Promise<void> {
  const address = savedAddressRequest.safeParse(body);
  if (!address.success) return;
  const input = { ...address.data, isDefault: false };
  try {
    await db.run(serviceRole, (tx) => saveAddress(tx, userId, null, input, MAX_SAVED_ADDRESSES, true));
  } catch (error) {
    console.error("[accounts] the order's address was not saved", error);
  }
}

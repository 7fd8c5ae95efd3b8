import type { SavedAddress } from "../../../domain/api/account.ts";
import {
  MAX_SAVED_ADDRESSES,
  type SavedAddressRequest,
  savedAddressRequest,
  TOO_MANY_ADDRESSES,
} from "../../../domain/schemas/account-details.ts";
import {
  clearDefault,
  deleteAddress,
  insertAddress,
  lockAddresses,
  sameAddress,
  updateAddress,
} from "../../db/account-details.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { ApiError, notFound } from "../../http/errors.ts";

// 'Mi cuenta's saved addresses (issue 43): at most MAX_SAVED_ADDRESSES, exactly one 'Predeterminada' while any exist.
// Each runs in the caller's service-role transaction, under the account's lock.

const NOT_FOUND = "No encontramos esa dirección en su cuenta.";

/** Adds an address; the first one is the default. 409 over the limit. */
export async function addAddress(tx: Tx, userId: string, input: SavedAddressRequest): Promise<SavedAddress> {
  const count = await lockAddresses(tx, userId);
  if (count >= MAX_SAVED_ADDRESSES) throw new ApiError(409, "too_many_addresses", TOO_MANY_ADDRESSES);
  if (input.isDefault) await clearDefault(tx, userId);
  return insertAddress(tx, userId, { ...input, isDefault: input.isDefault || count === 0 });
}

/** Changes an address (marking it the default unmarks the other; the default cannot be unmarked, only replaced). */
export async function changeAddress(
  tx: Tx,
  userId: string,
  id: number,
  input: SavedAddressRequest,
  now: Date,
): Promise<SavedAddress> {
  await lockAddresses(tx, userId);
  if (input.isDefault) await clearDefault(tx, userId);
  const saved = await updateAddress(tx, userId, id, input, now);
  if (!saved) throw notFound(NOT_FOUND);
  return saved;
}

export async function removeAddress(tx: Tx, userId: string, id: number): Promise<void> {
  await lockAddresses(tx, userId);
  if (!(await deleteAddress(tx, userId, id))) throw notFound(NOT_FOUND);
}

/** Checkout's box, once the order is placed: a failure is logged, never the order's. */
export async function saveAddressAfterOrder(db: Database, userId: string, body: unknown): Promise<void> {
  const address = savedAddressRequest.safeParse(body);
  if (!address.success) return;
  try {
    await db.run(serviceRole, (tx) => saveOrderAddress(tx, userId, { ...address.data, isDefault: false }));
  } catch (error) {
    console.error("[accounts] the order's address was not saved", error);
  }
}

/**
 * Checkout's 'Guardar esta dirección en mi cuenta', once the order is placed: the order's delivery address, unless
 * the account has it already or is full (the order never depends on it). Returns whether it was saved.
 */
export async function saveOrderAddress(tx: Tx, userId: string, input: SavedAddressRequest): Promise<boolean> {
  const count = await lockAddresses(tx, userId);
  if (count >= MAX_SAVED_ADDRESSES || (await sameAddress(tx, userId, input)) !== undefined) return false;
  await insertAddress(tx, userId, { ...input, isDefault: count === 0 });
  return true;
}

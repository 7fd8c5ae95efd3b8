import { consentRecord } from "../../../domain/consents.ts";
import type { KeepCartRequest, RestoredLine } from "../../../domain/schemas/kept-carts.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import {
  forgetCartKey,
  isOptedOut,
  keepCart,
  knownLines,
  optOutAddress,
  reminderAddress,
  restoreLines,
} from "../../db/kept-carts.ts";
import { sha256Hex } from "../secrets.ts";

// Checkout keeps its cart server-side (issue 43, decision 034): what the browser sends, the opt-out, the restore
// link and the unsubscribe link.

export interface KeptCartDeps {
  db: Database;
  now: () => Date;
}

/** How an address is remembered when it must be (an opt-out): the SHA-256 of its lower-case form. */
export const addressHash = (email: string) => sha256Hex(email.trim().toLowerCase());

/**
 * PUT /api/kept-carts: keeps the lines that still exist, with the address, the time and the consent record (the
 * server's wording for the key). Nothing is kept for an address that opted out, nor when no line exists any more
 * (an earlier copy of that cart is deleted then). The answer is the same either way.
 */
export async function keepCheckoutCart(deps: KeptCartDeps, input: KeepCartRequest): Promise<void> {
  const cartKeyHash = await sha256Hex(input.cartKey);
  const emailHash = await addressHash(input.email);
  await deps.db.run(serviceRole, async (tx) => {
    const lines = await knownLines(tx, input.lines);
    if (!lines.length || (await isOptedOut(tx, emailHash))) return forgetCartKey(tx, cartKeyHash);
    await keepCart(tx, { cartKeyHash, email: input.email, lines, ...consentRecord(input.consent), now: deps.now() });
  });
}

/** 'No quiero recordatorios' ticked: the cart of that key and every cart of the address are deleted, the opt-out stored. */
export async function optOutAtCheckout(deps: KeptCartDeps, input: { cartKey: string; email: string }): Promise<void> {
  const cartKeyHash = await sha256Hex(input.cartKey);
  const emailHash = await addressHash(input.email);
  await deps.db.run(serviceRole, async (tx) => {
    await forgetCartKey(tx, cartKeyHash);
    await optOutAddress(tx, { email: input.email, emailHash, source: "checkout", now: deps.now() });
  });
}

/** The lines a reminder's restore link points to; null for a forged token or one whose cart is gone. */
export function restoreKeptCart(deps: KeptCartDeps, token: string): Promise<RestoredLine[] | null> {
  return sha256Hex(token).then((hash) => deps.db.run(serviceRole, (tx) => restoreLines(tx, hash)));
}

/** A reminder's unsubscribe link: no reminder ever again to that address. False for an unknown token. */
export async function unsubscribeReminders(deps: KeptCartDeps, token: string): Promise<boolean> {
  const hash = await sha256Hex(token);
  return deps.db.run(serviceRole, async (tx) => {
    const email = await reminderAddress(tx, hash);
    if (!email) return false;
    await optOutAddress(tx, { email, emailHash: await addressHash(email), source: "correo", now: deps.now() });
    return true;
  });
}

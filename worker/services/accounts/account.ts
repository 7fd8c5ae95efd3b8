import type { AccountAnswer, AccountOrder } from "../../../domain/api/account.ts";
import type { FulfilmentState } from "../../../domain/order-status.ts";
import type { AuthUser } from "../../adapters/auth/port.ts";
import {
  linkGuestOrders,
  readAccountOrders,
  readIssuedInvoiceKinds,
  recordCustomerAccount,
} from "../../db/accounts.ts";
import { readAccountCompany, readLatestBusinessRequest } from "../../db/companies.ts";
import { type Caller, type Database, serviceRole } from "../../db/database.ts";

/**
 * POST /api/account/link, the first call after a sign-in: the account is recorded and every guest order of its
 * verified address (the token's e-mail: Auth mailed the code there) joins it. Idempotent.
 */
export function linkAccount(db: Database, customer: AuthUser, now: Date): Promise<{ linked: number }> {
  const email = customer.email!;
  return db.run(serviceRole, async (tx) => {
    await recordCustomerAccount(tx, customer.id, email);
    return { linked: await linkGuestOrders(tx, customer.id, email, now) };
  });
}

/** GET /api/account: the address and its orders, read under the customer's claims (RLS), newest first. */
export async function readAccount(db: Database, caller: Caller, customer: AuthUser): Promise<AccountAnswer> {
  const rows = await db.run(caller, (tx) => readAccountOrders(tx, customer.id));
  const invoices = await db.run(serviceRole, (tx) =>
    readIssuedInvoiceKinds(
      tx,
      rows.map((r) => r.id),
    ),
  );
  // Issue 44: the company the address buys for, and its latest 'Cuenta empresa' request.
  const business = await db.run(serviceRole, async (tx) => ({
    company: await readAccountCompany(tx, customer.email!),
    businessRequest: await readLatestBusinessRequest(tx, customer.email!),
  }));
  const orders = rows.map(
    (row): AccountOrder => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      status: row.status,
      deliveryMethod: row.deliveryMethod,
      paymentMethod: row.paymentMethod,
      fulfilment: row.fulfilment as FulfilmentState | null,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
      total: row.total,
      items: row.items,
      lines: row.lines,
      token: row.accessToken,
      invoices: invoices.filter((i) => i.orderId === row.id).map((i) => i.kind as "cfe" | "credit_note"),
    }),
  );
  return { email: customer.email!, orders, ...business };
}

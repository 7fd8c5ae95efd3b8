import type { Context } from "hono";
import type { BuyerWholesale } from "../../domain/price-lists.ts";
import { serviceRole } from "../db/database.ts";
import { readBuyerWholesale } from "../db/price-lists.ts";
import type { AppEnv } from "../env.ts";
import { orderingCustomer } from "./require-customer.ts";

/**
 * Who is buying (issue 44, decision 036): from the request's own Bearer token only, never from the body. No token, an
 * admin's token, or a customer whose address buys for no company: retail (`wholesale` null). A token that does not
 * verify, or whose session ended: 401 (as `orderingCustomer`), so nobody is priced as someone else by mistake. The
 * company and list are read once here, before (and outside) any order's transaction; `variantIds` limits the list's
 * sizes to those the request prices.
 */
export async function wholesaleBuyer(
  c: Context<AppEnv>,
  variantIds?: readonly number[],
): Promise<{ customerUserId: string | null; wholesale: BuyerWholesale | null }> {
  const customer = await orderingCustomer(c);
  if (!customer?.email) return { customerUserId: customer?.id ?? null, wholesale: null };
  const email = customer.email;
  const wholesale = await c.var.deps.db.run(serviceRole, (tx) => readBuyerWholesale(tx, email, variantIds));
  return { customerUserId: customer.id, wholesale };
}

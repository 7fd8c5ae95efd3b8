import type * as z from "zod";
import type { businessRequestInput } from "../../../domain/schemas/company.ts";
import type { AuthUser } from "../../adapters/auth/port.ts";
import { buyerCompanyId, insertBusinessRequest } from "../../db/companies.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { ApiError } from "../../http/errors.ts";
import { businessRequestNoticeMail, businessRequestReceivedMail } from "../mail/business-accounts.ts";
import { readMailShop } from "../mail/render.ts";

export const OPEN_REQUEST =
  "Ya tiene una solicitud de cuenta empresa en revisión. Le escribiremos cuando la respondamos.";
export const ALREADY_BUYER = "Esta dirección ya compra para una empresa: su cuenta empresa ya está activa.";

/**
 * POST /api/account/business-request: a signed-in customer asks for 'Cuenta empresa' (the address and user from
 * the verified token only). One open request per address, none for an address that already buys for a company
 * (409). The request, the shop's notice and the customer's receipt are written in one transaction. Mail ids.
 */
export function askForBusinessAccount(
  deps: { db: Database; shopEmail: string; siteUrl: string },
  customer: AuthUser,
  input: z.output<typeof businessRequestInput>,
): Promise<number[]> {
  const email = customer.email!.toLowerCase();
  return deps.db.run(serviceRole, async (tx) => {
    if ((await buyerCompanyId(tx, email)) !== null) throw new ApiError(409, "already_buyer", ALREADY_BUYER);
    // One open request per address: the partial unique index decides (on conflict do nothing), so two at once too.
    const stored = await insertBusinessRequest(tx, { ...input, userId: customer.id, email });
    if (!stored) throw new ApiError(409, "request_open", OPEN_REQUEST);
    const shop = await readMailShop(tx);
    const facts = { ...input, email };
    return [
      await enqueueMail(tx, businessRequestNoticeMail(deps.shopEmail, deps.siteUrl, shop, facts)),
      await enqueueMail(tx, businessRequestReceivedMail(deps.siteUrl, shop, facts)),
    ];
  });
}

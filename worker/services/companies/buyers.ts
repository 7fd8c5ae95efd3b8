import {
  addCompanyBuyer,
  approveOpenRequestAsBuyer,
  buyerCompanyId,
  type Decider,
  priceListName,
  readCompany,
  setCompanyPriceList,
} from "../../db/companies.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { companyBuyerInvitationMail } from "../mail/business-accounts.ts";
import { readMailShop } from "../mail/render.ts";
import { BUYS_ELSEWHERE, NO_SUCH_LIST } from "./decide.ts";

const NO_COMPANY = "No encontramos la empresa.";

/** Changes the list a company buys with. */
export function changeCompanyList(db: Database, id: number, priceListId: number): Promise<void> {
  return db.run(serviceRole, async (tx) => {
    if ((await priceListName(tx, priceListId)) === null) throw new ApiError(422, "no_such_list", NO_SUCH_LIST);
    if (!(await setCompanyPriceList(tx, id, priceListId))) throw notFound(NO_COMPANY);
  });
}

/**
 * Adds a buyer (the company's staff) and queues their invitation to sign in at /mi-cuenta. An address that buys
 * for another company: 409; one already a buyer of this company: nothing new, no second mail. The address's open
 * 'Cuenta empresa' request, if any, is approved into this company in the same transaction (no mail of its own).
 */
export function addBuyer(
  deps: { db: Database; siteUrl: string; now: () => Date },
  id: number,
  email: string,
  by: Decider,
): Promise<number[]> {
  return deps.db.run(serviceRole, async (tx) => {
    const company = await readCompany(tx, id);
    if (!company) throw notFound(NO_COMPANY);
    const already = (await buyerCompanyId(tx, email)) === id;
    if (!already && !(await addCompanyBuyer(tx, id, email))) {
      throw new ApiError(409, "buyer_elsewhere", BUYS_ELSEWHERE(email));
    }
    await approveOpenRequestAsBuyer(tx, email, id, by, deps.now());
    if (already) return [];
    return [await enqueueMail(tx, companyBuyerInvitationMail(email, deps.siteUrl, await readMailShop(tx), company))];
  });
}

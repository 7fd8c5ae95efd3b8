import {
  addCompanyBuyer,
  companyForRequest,
  type Decider,
  decideBusinessRequest,
  lockBusinessRequest,
  priceListName,
} from "../../db/companies.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { businessApprovedMail, businessDeclinedMail } from "../mail/business-accounts.ts";
import { readMailShop } from "../mail/render.ts";

export const ALREADY_DECIDED = "Esta solicitud ya fue respondida. Actualice la página para ver su estado.";
export const NO_SUCH_LIST = "Esa lista de precios no existe. Elija otra.";
export const BUYS_ELSEWHERE = (email: string) =>
  `${email} ya compra para otra empresa. Quítela de esa empresa primero.`;

export interface DecideDeps {
  db: Database;
  siteUrl: string;
  now: () => Date;
}

/** The request, locked, if it is still 'solicitada' (a second tab or a double click waits, then gets 409). */
async function openRequest(tx: Tx, id: number) {
  const request = await lockBusinessRequest(tx, id);
  if (!request) throw notFound("No encontramos la solicitud.");
  if (request.status !== "solicitada") throw new ApiError(409, "already_decided", ALREADY_DECIDED);
  return request;
}

/**
 * Approves a request with a price list, in one transaction: the company is made (or the one with that RUT joined),
 * the address becomes its buyer, the request 'aprobada' with who and when, and the customer's mail queued.
 */
export function approveBusinessRequest(
  deps: DecideDeps,
  id: number,
  priceListId: number,
  by: Decider,
): Promise<{ mailIds: number[]; companyId: number }> {
  return deps.db.run(serviceRole, async (tx) => {
    const request = await openRequest(tx, id);
    if ((await priceListName(tx, priceListId)) === null) throw new ApiError(422, "no_such_list", NO_SUCH_LIST);
    const now = deps.now();
    const company = await companyForRequest(tx, request, priceListId, by, now);
    if (!(await addCompanyBuyer(tx, company.id, request.email))) {
      throw new ApiError(409, "buyer_elsewhere", BUYS_ELSEWHERE(request.email));
    }
    await decideBusinessRequest(tx, id, { status: "aprobada", companyId: company.id }, by, now);
    const mail = businessApprovedMail(request.email, deps.siteUrl, await readMailShop(tx), company);
    return { mailIds: [await enqueueMail(tx, mail)], companyId: company.id };
  });
}

/** Declines a request with the reason the customer will read; their mail queued in the same transaction. */
export function declineBusinessRequest(deps: DecideDeps, id: number, reason: string, by: Decider): Promise<number[]> {
  return deps.db.run(serviceRole, async (tx) => {
    const request = await openRequest(tx, id);
    await decideBusinessRequest(tx, id, { status: "rechazada", reason }, by, deps.now());
    const mail = businessDeclinedMail(request.email, deps.siteUrl, await readMailShop(tx), {
      legalName: request.legalName,
      reason,
    });
    return [await enqueueMail(tx, mail)];
  });
}

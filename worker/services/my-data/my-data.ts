import { MY_DATA_LINK_HOURS, MY_DATA_SESSION_MINUTES, type MyDataOpened } from "../../../domain/schemas/my-data.ts";
import type { AdminAccountsPort } from "../../adapters/admin-accounts/port.ts";
import type { RateLimiterPort } from "../../adapters/rate-limit/port.ts";
import { customerAccountIds } from "../../db/accounts.ts";
import { type Database, serviceRole, type Tx } from "../../db/database.ts";
import { enqueueMail } from "../../db/mail-outbox.ts";
import {
  anonymiseAddress,
  insertMyDataLink,
  logDeletion,
  type MyDataSession,
  markSessionDeleted,
  openMyDataLink,
  readMyDataSession,
  readPersonalData,
} from "../../db/my-data.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { withConfirmationMailCap } from "../mail/confirmation-cap.ts";
import { readMailShop } from "../mail/render.ts";
import { randomToken, sha256Hex } from "../secrets.ts";
import { myDataLink, myDataLinkMail } from "./link-mail.ts";

export interface MyDataDeps {
  db: Database;
  /** Deletes a 'Mi cuenta' account's Auth user (issue 43): the Admin API, or the stand-in's accounts. */
  accounts?: Pick<AdminAccountsPort, "removeCustomer">;
  siteUrl: string;
  now: () => Date;
  rateLimiter: RateLimiterPort;
}

const USED = "El enlace no es válido o ya fue usado. Pida uno nuevo desde «Mis datos».";
const SESSION_OVER = "La sesión de «Mis datos» terminó. Pida un enlace nuevo desde «Mis datos».";

/**
 * POST /api/my-data: mails the address a link to its data, whether or not the shop knows it (the answer and the
 * mail are the same, so nobody learns who is a customer), within the confirmation mails' cap per recipient.
 */
export function requestMyDataLink(deps: MyDataDeps, email: string): Promise<number[]> {
  return withConfirmationMailCap(deps.rateLimiter, email, async (allowed) => {
    if (!allowed) return [];
    const token = randomToken();
    const expiresAt = new Date(deps.now().getTime() + MY_DATA_LINK_HOURS * 3_600_000);
    return deps.db.run(serviceRole, async (tx) => {
      await insertMyDataLink(tx, email, await sha256Hex(token), expiresAt);
      const mail = myDataLinkMail(email, deps.siteUrl, await readMailShop(tx), myDataLink(deps.siteUrl, token));
      return [await enqueueMail(tx, mail)];
    });
  });
}

/** POST /api/my-data/open: the mailed link, once, becomes a short session for the page. */
export async function openMyData(deps: MyDataDeps, token: string): Promise<MyDataOpened> {
  const session = randomToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + MY_DATA_SESSION_MINUTES * 60_000);
  const outcome = await deps.db.run(serviceRole, async (tx) =>
    openMyDataLink(tx, await sha256Hex(token), await sha256Hex(session), now, expiresAt),
  );
  if (outcome.result === "expired") {
    throw new ApiError(410, "link_expired", "El enlace venció. Pida uno nuevo desde «Mis datos».");
  }
  if (outcome.result === "invalid") throw notFound(USED);
  return { session, email: outcome.email, expiresAt: expiresAt.toISOString() };
}

/** The session of the page, or the refusal: unknown (404), over (410), or its data already deleted (410). */
async function liveSession(tx: Tx, deps: MyDataDeps, session: string): Promise<MyDataSession> {
  const found = await readMyDataSession(tx, await sha256Hex(session), deps.now());
  if (!found) throw notFound(USED);
  if (found.expired) throw new ApiError(410, "session_expired", SESSION_OVER);
  return found;
}

/** POST /api/my-data/export: everything held about the session's address. */
export function exportMyData(deps: MyDataDeps, session: string) {
  return deps.db.run(serviceRole, async (tx) => {
    const found = await liveSession(tx, deps, session);
    if (found.deletionId !== null) {
      throw new ApiError(410, "data_deleted", "Sus datos ya fueron borrados: no queda nada para descargar.");
    }
    return { email: found.email, data: await readPersonalData(tx, found.email) };
  });
}

/** A regular expression that matches the address literally, in any letter case (for text that mentions it). */
function literalPattern(email: string): string {
  return email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * POST /api/my-data/delete: anonymises the address everywhere and logs it for the owner, in one transaction. Asked
 * again with the same session, it answers the same deletion (nothing runs twice).
 */
export async function deleteMyData(deps: MyDataDeps, session: string) {
  // The address's 'Mi cuenta' account first, outside the transaction (Auth deletes the user, which unlinks its orders
  // through their foreign key): a failure of Auth stops before anything is anonymised, and asking again retries it.
  let accountsRemoved = 0;
  if (deps.accounts) {
    const ids = await deps.db.run(serviceRole, async (tx) => {
      const found = await liveSession(tx, deps, session);
      return found.deletionId === null ? customerAccountIds(tx, found.email) : [];
    });
    for (const id of ids) await deps.accounts.removeCustomer(id);
    accountsRemoved = ids.length;
  }
  return deps.db.run(serviceRole, async (tx) => {
    const found = await liveSession(tx, deps, session);
    if (found.deletionId !== null) {
      const [log] = await tx<{ anonymised: Record<string, number> }[]>`
        select anonymised from privacy_deletions where id = ${found.deletionId}`;
      return { deletionId: found.deletionId, alreadyDone: true, anonymised: log!.anonymised };
    }
    const now = deps.now();
    const email = found.email;
    const anonymised = await anonymiseAddress(tx, email, literalPattern(email));
    anonymised.cuentas = (anonymised.cuentas ?? 0) + accountsRemoved;
    const deletionId = await logDeletion(tx, {
      emailSha256: await sha256Hex(email.toLowerCase()),
      requestedAt: now,
      anonymised,
    });
    await markSessionDeleted(tx, found.id, deletionId);
    return { deletionId, alreadyDone: false, anonymised };
  });
}

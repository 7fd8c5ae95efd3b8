import * as z from "zod";
import { shopperEmail } from "./shopper-email.ts";

// 'Mis datos' (issue 40, section 3; decision 031): a person asks, from an address they prove is theirs with a mailed
// link, for a copy of everything the shop holds about it or for its deletion (Ley 18.331 arts. 14 and 15).

const BAD_LINK = "El enlace no es válido o ya fue usado. Pida uno nuevo desde «Mis datos».";

/** How long the mailed link works, and the page it opens. */
export const MY_DATA_LINK_HOURS = 24;
export const MY_DATA_SESSION_MINUTES = 30;

export const myDataRequest = z.object({
  email: shopperEmail({ required: true }).transform((email) => email.toLowerCase()),
});

const token = z.string({ error: BAD_LINK }).regex(/^[A-Za-z0-9_-]{32,128}$/, { error: BAD_LINK });

/** POST /api/my-data/open {token}: the mailed link. */
export const myDataOpen = z.object({ token });
/** POST /api/my-data/export {session, format}. */
export const myDataExport = z.object({
  session: token,
  format: z.enum(["json", "csv"], { error: "Elija el formato JSON o CSV." }),
});
/** POST /api/my-data/delete {session, confirm: true}: the person confirmed on the page. */
export const myDataDelete = z.object({
  session: token,
  confirm: z.literal(true, { error: "Confirme que quiere borrar sus datos." }),
});

/** The answer of POST /api/my-data/open. */
export interface MyDataOpened {
  session: string;
  email: string;
  expiresAt: string;
}

/** The answer of POST /api/my-data/delete. */
export interface MyDataDeleted {
  deleted: true;
  /** The number of the deletion in the owner's log. */
  deletionId: number;
  /** The deletion had been done already by this session (asked again: the same answer). */
  alreadyDone: boolean;
  anonymised: Record<string, number>;
}

import * as z from "zod";
import { shopperEmail } from "./shopper-email.ts";

// 'Mi cuenta' (issue 43, decision 034): a shopper signs in with a six-digit code mailed to the address.

/** POST /api/account/code {email}: the account is made ready, then supabase-js asks Auth for the code. */
export const accountCodeRequest = z.object({
  email: shopperEmail({ required: true }).transform((email) => email.toLowerCase()),
});

/** The code as typed: six digits (spaces the shopper may type between them are dropped). */
export const SIGN_IN_CODE_INVALID = "Escriba los seis números del código.";
export const signInCode = z
  .string({ error: SIGN_IN_CODE_INVALID })
  .transform((text) => text.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: SIGN_IN_CODE_INVALID }));

import type { Context } from "hono";
import { embeddedAuthSettings } from "../adapters/auth/select.ts";
import { checkOtp, findUserByEmail, insertOtp, insertRefreshToken, lastCodeSentAt } from "../db/auth.ts";
import { serviceRole } from "../db/database.ts";
import { enqueueMail } from "../db/mail-outbox.ts";
import { outboxDeps } from "../deps.ts";
import type { AppEnv } from "../env.ts";
import { clientAddressKey, RATE_LIMITS } from "../http/rate-limit.ts";
import { fail, objectBody, overLimit } from "../services/auth/gotrue-replies.ts";
import { newRefreshToken, REFRESH_TOKEN_SECONDS, sessionJson } from "../services/auth/sessions.ts";
import { withConfirmationMailCap } from "../services/mail/confirmation-cap.ts";
import { deliverMail } from "../services/mail/outbox.ts";
import { SIGN_IN_CODE_MINUTES, signInCodeMail } from "../services/mail/sign-in-code.ts";
import { hmacSha256Hex } from "../services/secrets.ts";

/**
 * The Auth stand-in's e-mail codes (issue 43), as GoTrue answers supabase-js's `signInWithOtp` and `verifyOtp`:
 *
 * - POST /otp {email, create_user}: mails a six-digit code to an existing account (create_user false; sign-ups are
 *   off: true gets 422 signup_disabled), 200 {}. No account: 422 otp_disabled 'Signups not allowed for otp', as GoTrue.
 *   A second code within a minute: 429 over_email_send_rate_limit (GoTrue's per-user frequency); the codes mailed to
 *   one address a day are capped (RATE_LIMITS.codeMail, the same 429). Per client address: RATE_LIMITS.codeVerify.
 * - POST /verify {type: 'email', email, token}: the session, as the password grant answers it. A wrong, used,
 *   replaced or expired code: 403 otp_expired 'Token has expired or is invalid' (GoTrue's words for all of them);
 *   the fifth wrong try ends the code: 429 over_request_rate_limit until a new code is asked for.
 *
 * Only a keyed hash of a code is stored (embedded_auth_otps), valid 10 minutes and once.
 */
export const MAX_CODE_TRIES = 5;
/** GoTrue's SMTP max frequency: one code per address per minute. */
export const CODE_INTERVAL_SECONDS = 60;

const EXPIRED = "Token has expired or is invalid";

/** Keyed with the data directory's secret: the table alone cannot be searched through the million codes. */
const codeHash = (secret: string, userId: string, code: string) => hmacSha256Hex(secret, `${userId}:${code}`);

/** Six random digits, uniformly (rejection sampling). */
function newCode(): string {
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < 4_294_000_000) return String(word[0]! % 1_000_000).padStart(6, "0");
  }
}

const emailOf = (value: unknown) =>
  typeof value === "string" && value.trim() && value.length <= 320 ? value.trim().toLowerCase() : null;

export async function otpRequest(c: Context<AppEnv>) {
  const limited = await overLimit(c, RATE_LIMITS.codeVerify, clientAddressKey(c));
  if (limited) return limited;
  const body = await objectBody(c);
  if (!body) return fail(c, 400, "bad_json", "Could not parse request body as JSON");
  const email = emailOf(body.email);
  if (!email) return fail(c, 400, "validation_failed", "An email address is required");
  if (body.create_user !== false) return fail(c, 422, "signup_disabled", "Signups not allowed for this instance");
  const { db, config, now, rateLimiter } = c.var.deps;
  const { secret } = embeddedAuthSettings(config);
  const user = await db.run(serviceRole, (tx) => findUserByEmail(tx, email));
  if (!user) return fail(c, 422, "otp_disabled", "Signups not allowed for otp");

  const sentAt = await db.run(serviceRole, (tx) => lastCodeSentAt(tx, user.id));
  const wait = sentAt ? CODE_INTERVAL_SECONDS - Math.floor((now().getTime() - sentAt.getTime()) / 1000) : 0;
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return fail(
      c,
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  let capped = false;
  const mailIds = await withConfirmationMailCap(
    rateLimiter,
    email,
    async (allowed) => {
      if (!allowed) {
        capped = true;
        return [];
      }
      const code = newCode();
      const createdAt = now();
      return db.run(serviceRole, async (tx) => {
        await insertOtp(tx, {
          userId: user.id,
          codeHash: await codeHash(secret, user.id, code),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
        });
        return [await enqueueMail(tx, await signInCodeMail(tx, config.PUBLIC_SITE_URL, user.email, code))];
      });
    },
    RATE_LIMITS.codeMail,
  );
  if (capped) {
    c.header("Retry-After", String(RATE_LIMITS.codeMail.windowSeconds));
    return fail(c, 429, "over_email_send_rate_limit", "Email rate limit exceeded");
  }
  c.var.defer(deliverMail(outboxDeps(c.var.deps), { ids: mailIds }));
  return c.json({});
}

export async function otpVerify(c: Context<AppEnv>) {
  const limited = await overLimit(c, RATE_LIMITS.codeVerify, clientAddressKey(c));
  if (limited) return limited;
  const body = await objectBody(c);
  if (!body) return fail(c, 400, "bad_json", "Could not parse request body as JSON");
  if (body.type !== "email" && body.type !== "magiclink") {
    return fail(c, 400, "validation_failed", "Verify requires a verification type");
  }
  const email = emailOf(body.email);
  const token = typeof body.token === "string" ? body.token.trim() : "";
  if (!email || !token)
    return fail(c, 400, "validation_failed", "Only an email address or phone number should be provided on verify");
  const { db, config, now } = c.var.deps;
  const settings = embeddedAuthSettings(config);
  const at = now();
  const refresh = await newRefreshToken();
  const sessionId = crypto.randomUUID();
  const outcome = await db.run(serviceRole, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || !/^\d{6}$/.test(token)) return { result: "expired" as const };
    const checked = await checkOtp(tx, user.id, await codeHash(settings.secret, user.id, token), at, MAX_CODE_TRIES);
    if (checked !== "ok") return { result: checked === "too_many" ? ("too_many" as const) : ("expired" as const) };
    await insertRefreshToken(tx, {
      tokenHash: refresh.hash,
      userId: user.id,
      sessionId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
      method: "otp",
    });
    return { result: "ok" as const, user };
  });
  if (outcome.result === "too_many") {
    c.header("Retry-After", String(SIGN_IN_CODE_MINUTES * 60));
    return fail(c, 429, "over_request_rate_limit", "Too many attempts: request a new code");
  }
  if (outcome.result !== "ok") return fail(c, 403, "otp_expired", EXPIRED);
  return c.json(await sessionJson(settings, outcome.user, { id: sessionId, refreshToken: refresh.token }, "otp"));
}

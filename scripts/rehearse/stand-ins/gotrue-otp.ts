import { randomInt } from "node:crypto";
import type { Context } from "hono";
import { GoTrueError, jsonParams } from "./gotrue-http.ts";
import type { SessionBook } from "./gotrue-tokens.ts";
import type { AuthUserRow, UserStore } from "./gotrue-users.ts";
import type { GatewayEnv } from "./supabase-gateway.ts";

/**
 * GoTrue's e-mail OTP for the rehearsal's Auth (issue 43), after internal/api/otp.go and verify.go: POST /otp {email,
 * create_user} mails a six-digit code to an existing user (create_user false and no user: 422 otp_disabled; a second
 * code within GoTrue's SMTP max frequency, 60 s: 429 over_email_send_rate_limit); POST /verify {type 'email', email,
 * token} answers the session (a wrong, used or expired code: 403 otp_expired). The project's e-mail OTP expiry is the
 * shop's setting, 600 s (decision 034). The mails GoTrue would send through the project's SMTP are kept in memory and
 * listed at GET /auth/v1/stand-in/mail?to= (the rehearsal's Inbucket), with the project's key.
 */
export interface OtpOptions {
  users: UserStore;
  sessions: SessionBook;
  now: () => Date;
  audience: string;
  tokenResponse(user: AuthUserRow, session: { id: string }, refreshToken: string): Promise<object>;
}

const OTP_SECONDS = 600;
const MAX_FREQUENCY_SECONDS = 60;

export function otpRoutes(options: OtpOptions) {
  const codes = new Map<string, { code: string; sentAt: Date }>();
  const mails: { to: string; subject: string; text: string; sentAt: string }[] = [];

  async function otp(c: Context<GatewayEnv>) {
    const params = await jsonParams<{ email: string; create_user: boolean }>(c);
    const email = String(params.email ?? "")
      .trim()
      .toLowerCase();
    if (!email) throw new GoTrueError(400, "validation_failed", "One of email or phone must be set");
    const user = await options.users.findByEmail(email, options.audience);
    if (!user) {
      if (params.create_user === false) throw new GoTrueError(422, "otp_disabled", "Signups not allowed for otp");
      throw new GoTrueError(422, "signup_disabled", "Signups not allowed for this instance");
    }
    const last = codes.get(user.id);
    const at = options.now();
    const wait = last ? MAX_FREQUENCY_SECONDS - Math.floor((at.getTime() - last.sentAt.getTime()) / 1000) : 0;
    if (wait > 0) {
      throw new GoTrueError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    codes.set(user.id, { code, sentAt: at });
    mails.push({ to: email, subject: "Su código para ingresar", text: code, sentAt: at.toISOString() });
    return c.json({});
  }

  async function verify(c: Context<GatewayEnv>) {
    const params = await jsonParams<{ type: string; email: string; token: string }>(c);
    if (params.type !== "email" && params.type !== "magiclink") {
      throw new GoTrueError(400, "validation_failed", "Verify requires a verification type");
    }
    const user = await options.users.findByEmail(
      String(params.email ?? "")
        .trim()
        .toLowerCase(),
      options.audience,
    );
    const sent = user ? codes.get(user.id) : undefined;
    const at = options.now();
    const live = sent && at.getTime() - sent.sentAt.getTime() <= OTP_SECONDS * 1000;
    if (!user || !live || sent.code !== String(params.token ?? "")) {
      throw new GoTrueError(403, "otp_expired", "Token has expired or is invalid");
    }
    codes.delete(user.id);
    const confirmed = user.email_confirmed_at
      ? user
      : ((await options.users.update(user.id, { email_confirmed_at: at }, at)) ?? user);
    const signedIn = (await options.users.update(user.id, { last_sign_in_at: at }, at)) ?? confirmed;
    const { session, refreshToken } = options.sessions.start(user.id, "otp", at);
    c.header("sb-auth-user-id", user.id);
    c.header("sb-auth-session-id", session.id);
    return c.json(await options.tokenResponse(signedIn, session, refreshToken));
  }

  function mailTo(c: Context<GatewayEnv>) {
    const to = (c.req.query("to") ?? "").trim().toLowerCase();
    return c.json({ items: mails.filter((m) => !to || m.to === to).reverse() });
  }

  return { otp, verify, mailTo };
}

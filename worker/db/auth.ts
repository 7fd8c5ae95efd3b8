import type { Tx } from "./database.ts";

/**
 * SQL of the embedded Auth stand-in (worker/routes/auth.ts): local accounts in auth.users (bootstrap.sql's
 * reduced copy of Supabase's table) and the stand-in's refresh tokens
 * (supabase/migrations/20261122000500_auth_refresh_tokens.sql). Every function runs as the service role.
 */

export interface LocalUser {
  id: string;
  email: string;
  encrypted_password: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/**
 * The account with this e-mail (case ignored), or null. Through public.embedded_auth_account: the service
 * role has no rights on auth.users itself.
 */
export async function findUserByEmail(tx: Tx, email: string): Promise<LocalUser | null> {
  const [row] = await tx<LocalUser[]>`select * from public.embedded_auth_account(p_email => ${email})`;
  return row ?? null;
}

export async function findUserById(tx: Tx, id: string): Promise<LocalUser | null> {
  const [row] = await tx<LocalUser[]>`select * from public.embedded_auth_account(p_id => ${id}::uuid)`;
  return row ?? null;
}

/** Stores a new refresh token (its hash) of `sessionId`. */
export async function insertRefreshToken(
  tx: Tx,
  token: { tokenHash: string; userId: string; sessionId: string; expiresAt: Date; method?: SignInMethod },
): Promise<void> {
  await tx`
    insert into public.embedded_auth_refresh_tokens (token_hash, user_id, session_id, expires_at, sign_in_method)
    values (${token.tokenHash}, ${token.userId}, ${token.sessionId}, ${token.expiresAt.toISOString()},
            ${token.method ?? "password"})`;
}

/** How a session was signed in: the back office's password, or a customer's e-mailed code. */
export type SignInMethod = "password" | "otp";

export interface StoredRefreshToken {
  id: string;
  method: SignInMethod;
  user_id: string;
  session_id: string;
  expired: boolean;
  revoked: boolean;
}

/** The refresh token with this hash, locked until the transaction ends (two refreshes with it queue). */
export async function lockRefreshToken(tx: Tx, tokenHash: string): Promise<StoredRefreshToken | null> {
  const [row] = await tx<StoredRefreshToken[]>`
    select id::text, user_id::text, session_id::text, sign_in_method as method, expires_at <= now() as expired,
           revoked_at is not null as revoked
      from public.embedded_auth_refresh_tokens
     where token_hash = ${tokenHash}
       for update`;
  return row ?? null;
}

export async function revokeRefreshToken(tx: Tx, id: string): Promise<void> {
  await tx`update public.embedded_auth_refresh_tokens set revoked_at = now() where id = ${id} and revoked_at is null`;
}

/** Ends one session: none of its refresh tokens is accepted any more. */
export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx`
    update public.embedded_auth_refresh_tokens set revoked_at = now()
     where session_id = ${sessionId} and revoked_at is null`;
}

/** Ends every session of a user, or all but `keepSessionId` (logout scope 'others'). */
export async function revokeUserSessions(tx: Tx, userId: string, keepSessionId?: string): Promise<void> {
  await tx`
    update public.embedded_auth_refresh_tokens set revoked_at = now()
     where user_id = ${userId} and revoked_at is null
       and (${keepSessionId ?? null}::uuid is null or session_id <> ${keepSessionId ?? null}::uuid)`;
}

/** Whether a session still has a usable refresh token (it was not signed out and has not run out). */
export async function sessionIsActive(tx: Tx, sessionId: string): Promise<boolean> {
  const [row] = await tx<{ active: boolean }[]>`
    select exists (
      select 1 from public.embedded_auth_refresh_tokens
       where session_id = ${sessionId} and revoked_at is null and expires_at > now()
    ) as active`;
  return row?.active === true;
}

/** Deletes a user's tokens that can no longer be used (housekeeping at each sign-in). */
export async function deleteDeadRefreshTokens(tx: Tx, userId: string): Promise<void> {
  await tx`
    delete from public.embedded_auth_refresh_tokens
     where user_id = ${userId} and (expires_at <= now() or revoked_at < now() - interval '1 day')`;
}

/**
 * Creates the account `$1` (e-mail, lower case) with password hash `$2` as an admin, or makes the
 * existing account an admin with that password (app_metadata.role = 'admin', other keys kept); ends its
 * sessions and lists it in admin_profiles. Returns `id` and `created`. Plain SQL with $n parameters, so
 * the scripts run it through PGlite or postgres.js alike (scripts/admin/create.ts).
 */
export const UPSERT_ADMIN_SQL = `
with account as (
  insert into auth.users (email, encrypted_password, raw_app_meta_data)
  values ($1, $2, '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb)
  on conflict (email) do update
     set encrypted_password = excluded.encrypted_password,
         raw_app_meta_data = auth.users.raw_app_meta_data || '{"role": "admin"}'::jsonb,
         updated_at = now()
  returning id, email, (xmax = 0) as created
), profile as (
  insert into public.admin_profiles (user_id, email)
  select id, email from account
  on conflict (user_id) do update set email = excluded.email
), ended as (
  update public.embedded_auth_refresh_tokens set revoked_at = now()
   where user_id in (select id from account) and revoked_at is null
)
select id::text as id, created from account`;

/**
 * The demo admin of the first `npm start` (supabase/seed): created only if no account has that e-mail
 * (an account made with admin:create is left alone). Returns one row when it was created.
 */
export const CREATE_DEMO_ADMIN_SQL = `
with account as (
  insert into auth.users (email, encrypted_password, raw_app_meta_data)
  values ($1, $2, '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb)
  on conflict (email) do nothing
  returning id, email
), profile as (
  insert into public.admin_profiles (user_id, email)
  select id, email from account
  on conflict (user_id) do nothing
)
select id::text as id from account`;

/**
 * The stand-in's e-mail codes (POST /auth/v1/otp and /verify; migration 20261204010000_customer_accounts.sql). Only a
 * keyed hash of a code is stored. Times come from the caller's clock (tests move it).
 */
export async function lastCodeSentAt(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx<{ at: Date | null }[]>`
    select max(created_at) as at from public.embedded_auth_otps where user_id = ${userId}`;
  return row?.at ?? null;
}

/** Stores a new code for the user; the user's earlier codes stop working (one live code at a time, as GoTrue). */
export async function insertOtp(
  tx: Tx,
  code: { userId: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx`
    with ended as (
      update public.embedded_auth_otps set used_at = ${code.createdAt.toISOString()}
       where user_id = ${code.userId} and used_at is null
    )
    insert into public.embedded_auth_otps (user_id, code_hash, created_at, expires_at)
    values (${code.userId}, ${code.codeHash}, ${code.createdAt.toISOString()}, ${code.expiresAt.toISOString()})`;
  // Housekeeping: codes a day old are of no use to anyone.
  await tx`
    delete from public.embedded_auth_otps
     where user_id = ${code.userId} and created_at < ${code.createdAt.toISOString()}::timestamptz - interval '1 day'`;
}

export type OtpCheck = "ok" | "wrong" | "expired" | "too_many";

/**
 * Checks `codeHash` against the user's live code, locked: right → used (once); wrong → one more failed try, and at
 * `maxTries` the code is over; none live (used, replaced, expired) → expired.
 */
export async function checkOtp(
  tx: Tx,
  userId: string,
  codeHash: string,
  now: Date,
  maxTries: number,
): Promise<OtpCheck> {
  const [live] = await tx<{ id: string; code_hash: string; expired: boolean; failed_attempts: number }[]>`
    select id::text, code_hash, expires_at <= ${now.toISOString()} as expired, failed_attempts
      from public.embedded_auth_otps
     where user_id = ${userId} and used_at is null
     order by created_at desc
     limit 1
       for update`;
  if (!live || live.expired) return "expired";
  if (live.failed_attempts >= maxTries) return "too_many";
  if (live.code_hash === codeHash) {
    await tx`update public.embedded_auth_otps set used_at = ${now.toISOString()} where id = ${live.id}`;
    return "ok";
  }
  await tx`update public.embedded_auth_otps set failed_attempts = failed_attempts + 1 where id = ${live.id}`;
  return live.failed_attempts + 1 >= maxTries ? "too_many" : "wrong";
}

/** Makes the customer account of an address unless any account has it; the customer's id, or null (admin, other). */
export async function ensureEmbeddedCustomer(tx: Tx, email: string): Promise<string | null> {
  const [row] = await tx<{ id: string | null }[]>`
    select public.embedded_auth_ensure_customer(${email.toLowerCase()})::text as id`;
  return row?.id ?? null;
}

/** Deletes a customer's account (never an admin's); true when one was deleted. */
export async function deleteEmbeddedCustomer(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx<
    { deleted: boolean }[]
  >`select public.embedded_auth_delete_customer(${userId}::uuid) as deleted`;
  return row?.deleted === true;
}

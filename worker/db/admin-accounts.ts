import type { AdminAccount, RemoveOutcome } from "../adapters/admin-accounts/port.ts";
import type { Tx } from "./database.ts";

/**
 * The embedded Auth stand-in's admin accounts, through the security-definer functions of
 * supabase/migrations/20261125000200_admin_accounts.sql (the service role has no rights on auth.users).
 */

export async function listEmbeddedAdmins(tx: Tx): Promise<AdminAccount[]> {
  const rows = await tx<{ id: string; email: string; created_at: Date }[]>`
    select id::text, email, created_at from public.embedded_auth_admins()`;
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignInAt: null,
  }));
}

/** Creates the admin; null when an account already has the e-mail (left untouched). */
export async function addEmbeddedAdmin(tx: Tx, email: string, hash: string): Promise<{ id: string } | null> {
  const [row] = await tx<{ id: string }[]>`select id::text from public.embedded_auth_add_admin(${email}, ${hash})`;
  return row ?? null;
}

export async function setEmbeddedPassword(tx: Tx, userId: string, hash: string): Promise<boolean> {
  const [row] = await tx<{ ok: boolean }[]>`select public.embedded_auth_set_password(${userId}::uuid, ${hash}) as ok`;
  return row?.ok === true;
}

/** Deletes the admin's account unless it is the last admin (atomically, in the function). */
export async function removeEmbeddedAdmin(tx: Tx, userId: string): Promise<RemoveOutcome> {
  const [row] = await tx<
    { outcome: RemoveOutcome }[]
  >`select public.embedded_auth_remove_admin(${userId}::uuid) as outcome`;
  return row!.outcome;
}

/**
 * Serializes removals of admins in a Supabase project (two admins removing each other at once would otherwise
 * leave none): the same transaction-scoped advisory lock the embedded function takes.
 */
export async function lockAdminAccounts(tx: Tx): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext('admin accounts'))`;
}

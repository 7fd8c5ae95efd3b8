/**
 * Admin accounts for the scripts (admin:create, the demo seed): in the embedded database's auth.users
 * (password hashed by the same code as the Worker's Auth stand-in) and, through Supabase Auth's Admin
 * API, in a Supabase project.
 */
import { MIN_ADMIN_PASSWORD_LENGTH } from "../../domain/schemas/admin-accounts.ts";
import { CREATE_DEMO_ADMIN_SQL, UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import type { SqlRunner } from "../db/sql-runner.ts";

/** The shortest password admin:create accepts. */
export const MIN_PASSWORD_LENGTH = MIN_ADMIN_PASSWORD_LENGTH;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A problem with the e-mail or password, as one sentence; null when both are fine. */
export function credentialsProblem(email: string, password: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return `"${email}" is not an e-mail address.`;
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > 1024) return "The password is too long (at most 1024 characters).";
  return null;
}

/**
 * Creates the admin or promotes the existing account (app_metadata.role = 'admin') and sets its
 * password, ending its open sessions; one transaction.
 */
export async function upsertLocalAdmin(db: SqlRunner, email: string, password: string) {
  const hash = await hashPassword(password);
  await db.exec("begin");
  try {
    const [row] = await db.query<{ id: string; created: boolean }>(UPSERT_ADMIN_SQL, [normalizeEmail(email), hash]);
    await db.exec("commit");
    return row!;
  } catch (error) {
    await db.exec("rollback").catch(() => {});
    throw error;
  }
}

/** The demo admin of a fresh embedded database; null when an account with that e-mail already exists. */
export async function createDemoAdmin(db: SqlRunner, email: string, password: string): Promise<{ id: string } | null> {
  const rows = await db.query<{ id: string }>(CREATE_DEMO_ADMIN_SQL, [
    normalizeEmail(email),
    await hashPassword(password),
  ]);
  return rows[0] ?? null;
}

/**
 * Creates the admin in a Supabase project, or promotes the existing account and sets its password: the
 * Worker's own code (worker/adapters/admin-accounts/supabase.ts), loaded only here because supabase-js is
 * not needed (and warns on Node 20) for the embedded database.
 */
export async function upsertSupabaseAdmin(
  options: { url: string; serviceRoleKey: string; fetch?: typeof fetch },
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const { upsertSupabaseAdmin: upsert } = await import("../../worker/adapters/admin-accounts/supabase.ts");
  return upsert({ url: options.url, secretKey: options.serviceRoleKey, fetch: options.fetch }, email, password);
}

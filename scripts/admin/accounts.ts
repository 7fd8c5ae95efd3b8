/**
 * Admin accounts for the scripts (admin:create, the demo seed): in the embedded database's auth.users
 * (password hashed by the same code as the Worker's Auth stand-in) and, through Supabase Auth's Admin
 * API, in a Supabase project.
 */
import type { SupabaseClient, User } from "@supabase/supabase-js";
import { CREATE_DEMO_ADMIN_SQL, UPSERT_ADMIN_SQL } from "../../worker/db/auth.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import type { SqlRunner } from "../db/sql-runner.ts";

/** The shortest password admin:create accepts. */
export const MIN_PASSWORD_LENGTH = 10;

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
 * Creates the admin in a Supabase project (confirmed e-mail, app_metadata.role = 'admin'), or, if the
 * e-mail is taken, promotes that user and sets the password (other app_metadata keys are kept: GoTrue
 * merges app_metadata on update). Needs the service role key; `fetch` is for tests.
 */
export async function upsertSupabaseAdmin(
  options: { url: string; serviceRoleKey: string; fetch?: typeof fetch },
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  // Loaded only here: supabase-js is not needed (and warns on Node 20) for the embedded database.
  const { createClient } = await import("@supabase/supabase-js");
  const supabase = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket; realtime is not used, but the client builds it up front.
    realtime: { transport: class {} as never },
    global: options.fetch ? { fetch: options.fetch } : {},
  });
  const admin = supabase.auth.admin;
  const address = normalizeEmail(email);
  const created = await admin.createUser({
    email: address,
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
  });
  if (!created.error) return { id: created.data.user.id, created: true };
  if (created.error.code !== "email_exists" && created.error.status !== 422) {
    throw new Error(`Supabase refused to create the user: ${created.error.message}`);
  }
  const existing = await findSupabaseUser(admin, address);
  if (!existing) throw new Error(`Supabase says ${address} exists but it was not found in the user list.`);
  const updated = await admin.updateUserById(existing.id, {
    password,
    email_confirm: true,
    app_metadata: { ...existing.app_metadata, role: "admin" },
  });
  if (updated.error) throw new Error(`Supabase refused to update the user: ${updated.error.message}`);
  return { id: existing.id, created: false };
}

type AdminApi = SupabaseClient["auth"]["admin"];

async function findSupabaseUser(admin: AdminApi, email: string): Promise<User | null> {
  for (let page = 1; page <= 1000; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(`Supabase refused to list users: ${error.message}`);
    const found = data.users.find((u) => u.email?.toLowerCase() === email);
    if (found) return found;
    if (data.users.length < 1000) return null;
  }
  return null;
}

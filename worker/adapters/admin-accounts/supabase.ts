import { customerAccountExists, recordCustomerAccount } from "../../db/accounts.ts";
import { lockAdminAccounts } from "../../db/admin-accounts.ts";
import { type Database, serviceRole } from "../../db/database.ts";
import { type AuthAdminApi, signInWithPassword, supabaseAuthAdmin, type User } from "../supabase/client.ts";
import type { AdminAccount, AdminAccountsPort, RemoveOutcome } from "./port.ts";

type AdminApi = AuthAdminApi;

const PAGE = 1000;
const isAdmin = (u: User) => (u.app_metadata as Record<string, unknown> | undefined)?.role === "admin";
const normalize = (email: string) => email.trim().toLowerCase();

/**
 * A Supabase project's admins, through Auth's Admin API in supabase-js with the secret key (the only way to
 * set app_metadata, which users cannot write). The password check signs in with the public key and signs
 * that session out again at once. `fetch` is for tests.
 */
export function supabaseAdminAccounts(
  db: Database,
  options: { url: string; secretKey: string; publishableKey: string; fetch?: typeof fetch },
): AdminAccountsPort {
  const admin = () => supabaseAuthAdmin(options.url, options.secretKey, options.fetch);
  return {
    list: () => listAdmins(admin()),
    add: (email, password) => addSupabaseAdmin(options, email, password),
    async passwordMatches(email, password) {
      // No client keeps the session: it is signed out again at once.
      const { session, error } = await signInWithPassword(
        options.url,
        options.publishableKey,
        { email: normalize(email), password },
        options.fetch,
      );
      if (error) {
        if (error.status && error.status >= 400 && error.status < 500) return false;
        throw new Error(`Supabase Auth could not check the password: ${error.message}`);
      }
      if (session) await admin().signOut(session.access_token, "local");
      return true;
    },
    // GoTrue ends every session of the user when an admin sets the password.
    async setPassword(userId, password) {
      const updated = await admin().updateUserById(userId, { password });
      if (updated.error) throw new Error(`Supabase refused to set the password: ${updated.error.message}`);
    },
    // Checked and deleted while holding the database's lock on the admin list (held across the Auth calls).
    remove: (userId) =>
      db.run(serviceRole, async (tx): Promise<RemoveOutcome> => {
        await lockAdminAccounts(tx);
        const admins = await listAdmins(admin());
        if (!admins.some((a) => a.id === userId)) return "not_found";
        if (admins.length <= 1) return "last_admin";
        const { error } = await admin().deleteUser(userId);
        if (error && error.status !== 404) throw new Error(`Supabase refused to delete the user: ${error.message}`);
        return error ? "not_found" : "removed";
      }),
    async ensureCustomer(email) {
      const address = normalize(email);
      if (await db.run(serviceRole, (tx) => customerAccountExists(tx, address))) return;
      // No password: the account signs in only with the mailed code (signInWithOtp, shouldCreateUser false).
      const created = await admin().createUser({
        email: address,
        email_confirm: true,
        app_metadata: { role: "customer" },
      });
      if (created.error) {
        if (emailTaken(created.error)) return; // an admin, or an account the shop did not make: left alone
        throw new Error(`Supabase refused to create the customer: ${created.error.message}`);
      }
      await db.run(serviceRole, (tx) => recordCustomerAccount(tx, created.data.user.id, address));
    },
    async removeCustomer(userId) {
      const found = await admin().getUserById(userId);
      if (found.error) {
        if (found.error.status === 404) return;
        throw new Error(`Supabase refused to read the customer: ${found.error.message}`);
      }
      if ((found.data.user.app_metadata as Record<string, unknown> | undefined)?.role !== "customer") return;
      const { error } = await admin().deleteUser(userId);
      if (error && error.status !== 404) throw new Error(`Supabase refused to delete the customer: ${error.message}`);
    },
  };
}

/**
 * The back office's 'Agregar administrador': creates the admin in a Supabase project (confirmed e-mail,
 * app_metadata.role = 'admin'). When the e-mail is taken (an admin, or a user without the admin role) nothing is
 * changed and the answer is null: only `npm run admin:create` promotes a user or sets a password (issue 38).
 */
export async function addSupabaseAdmin(
  options: { url: string; secretKey: string; fetch?: typeof fetch },
  email: string,
  password: string,
): Promise<{ id: string } | null> {
  const admin = supabaseAuthAdmin(options.url, options.secretKey, options.fetch);
  const created = await admin.createUser({
    email: normalize(email),
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
  });
  if (!created.error) return { id: created.data.user.id };
  if (emailTaken(created.error)) return null;
  throw new Error(`Supabase refused to create the user: ${created.error.message}`);
}

/** GoTrue's answer for a taken e-mail: 422 `email_exists` (older versions: no code, only the message). */
function emailTaken(error: { status?: number; code?: string; message: string }): boolean {
  if (error.code) return error.code === "email_exists";
  return error.status === 422 && /already (been )?registered/i.test(error.message);
}

/**
 * `npm run admin:create`, the owner's offline tool (never the Worker's routes): creates the admin in a Supabase
 * project (confirmed e-mail, app_metadata.role = 'admin'), or, if the e-mail
 * is taken, promotes that user and sets the password (other app_metadata keys are kept: GoTrue merges
 * app_metadata on update).
 */
export async function upsertSupabaseAdmin(
  options: { url: string; secretKey: string; fetch?: typeof fetch },
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const admin = supabaseAuthAdmin(options.url, options.secretKey, options.fetch);
  const address = normalize(email);
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
  let existing: User | null = null;
  await eachUser(admin, (u) => {
    if (u.email?.toLowerCase() !== address) return false;
    existing = u;
    return true;
  });
  const found = existing as User | null;
  if (!found) throw new Error(`Supabase says ${address} exists but it was not found in the user list.`);
  const updated = await admin.updateUserById(found.id, {
    password,
    email_confirm: true,
    app_metadata: { ...found.app_metadata, role: "admin" },
  });
  if (updated.error) throw new Error(`Supabase refused to update the user: ${updated.error.message}`);
  return { id: found.id, created: false };
}

async function listAdmins(admin: AdminApi): Promise<AdminAccount[]> {
  const admins: AdminAccount[] = [];
  await eachUser(admin, (u) => {
    if (isAdmin(u)) admins.push(accountOf(u));
    return false;
  });
  return admins.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.email.localeCompare(b.email));
}

/** Walks the project's users a page at a time until `visit` says stop. */
async function eachUser(admin: AdminApi, visit: (u: User) => boolean): Promise<void> {
  for (let page = 1; page <= 1000; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: PAGE });
    if (error) throw new Error(`Supabase refused to list users: ${error.message}`);
    for (const u of data.users) if (visit(u)) return;
    if (data.users.length < PAGE) return;
  }
}

function accountOf(u: User): AdminAccount {
  return {
    id: u.id,
    email: u.email ?? "",
    createdAt: new Date(u.created_at).toISOString(),
    lastSignInAt: u.last_sign_in_at ? new Date(u.last_sign_in_at).toISOString() : null,
  };
}

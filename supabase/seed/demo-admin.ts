/**
 * The demo admin of the embedded database (`npm start` only; never on Supabase or in production, where
 * `npm run admin:create` makes the accounts). Created while the database has no admin at all, so on the
 * first start, from ADMIN_EMAIL / ADMIN_PASSWORD or the defaults below, which the README names;
 * scripts/start.ts prints them once, when the account is created.
 */
import { createDemoAdmin } from "../../scripts/admin/accounts.ts";
import type { SqlRunner } from "../../scripts/db/sql-runner.ts";

export const DEMO_ADMIN_EMAIL = "admin@quimicaoriental.uy";
export const DEMO_ADMIN_PASSWORD = "panel-quimica-1995";

export interface DemoAdmin {
  email: string;
  password: string;
}

/** Creates the demo admin when no admin account exists; returns its credentials when it did. */
export async function seedDemoAdmin(
  db: SqlRunner,
  env: Record<string, string | undefined> = process.env,
): Promise<DemoAdmin | null> {
  const [row] = await db.query<{ any_admin: boolean }>(
    "select exists (select 1 from auth.users where raw_app_meta_data ->> 'role' = 'admin') as any_admin",
  );
  if (row?.any_admin) return null;
  const email = env.ADMIN_EMAIL?.trim() || DEMO_ADMIN_EMAIL;
  const password = env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD;
  return (await createDemoAdmin(db, email, password)) ? { email: email.toLowerCase(), password } : null;
}

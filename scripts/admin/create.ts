/**
 * `npm run admin:create -- --email <e-mail>`: creates an admin account, or makes an existing account an
 * admin (app_metadata.role = 'admin') with the given password.
 *
 * - The embedded database (DATA_DIR, default .data): the account the Worker's Auth stand-in signs in
 *   locally. PGlite has one owner at a time, so this refuses while `npm start` runs on that folder: stop
 *   the shop, run this, start it again. A folder without a database gets one (migrated, not seeded).
 * - A Supabase project, when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set: through Supabase Auth's
 *   Admin API (the only way to set app_metadata). `--supabase-only` skips the embedded database.
 *
 * The password comes from ADMIN_PASSWORD, or is asked twice without echo.
 */
import { createAdmin, failureLine } from "./create-admin.ts";

createAdmin(process.argv.slice(2), process.env, (line) => console.log(line)).catch((error) => {
  console.error(failureLine(error));
  process.exit(1);
});

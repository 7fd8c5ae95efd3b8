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
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { bootstrapLocal, migrate } from "../db/migrations.ts";
import { openPglite } from "../db/pglite.ts";
import { pgliteRunner } from "../db/sql-runner.ts";
import { acquireLock } from "../embedded/lock.ts";
import { UserError } from "../embedded/user-error.ts";
import { credentialsProblem, normalizeEmail, upsertLocalAdmin, upsertSupabaseAdmin } from "./accounts.ts";

const USAGE = "Usage: npm run admin:create -- --email <e-mail> [--supabase-only]";

async function main() {
  const args = process.argv.slice(2);
  const emailAt = args.indexOf("--email");
  const email = emailAt >= 0 ? args[emailAt + 1] : args.find((a) => a.startsWith("--email="))?.slice(8);
  if (!email || email.startsWith("--")) throw new UserError(USAGE);
  const supabaseOnly = args.includes("--supabase-only");
  const supabaseUrl = process.env.SUPABASE_URL?.trim();
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (supabaseOnly && !(supabaseUrl && serviceRoleKey)) {
    throw new UserError("--supabase-only needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.");
  }
  const emailProblem = credentialsProblem(email, "x".repeat(64));
  if (emailProblem) throw new UserError(emailProblem);

  const password = process.env.ADMIN_PASSWORD || (await askPasswordTwice());
  const problem = credentialsProblem(email, password);
  if (problem) throw new UserError(problem);

  if (!supabaseOnly) {
    const dataDir = resolve(process.env.DATA_DIR ?? ".data");
    const { id, created } = await inEmbeddedDatabase(dataDir, (db) => upsertLocalAdmin(db, email, password));
    console.log(
      `[admin] ${created ? "Created the admin" : "Made admin and set the password of"} ${normalizeEmail(email)} in the embedded database (${dataDir}, user ${id}).`,
    );
  }
  if (supabaseUrl && serviceRoleKey) {
    const { id, created } = await upsertSupabaseAdmin({ url: supabaseUrl, serviceRoleKey }, email, password);
    console.log(
      `[admin] ${created ? "Created the admin" : "Made admin and set the password of"} ${normalizeEmail(email)} in the Supabase project ${supabaseUrl} (user ${id}).`,
    );
  }
}

/** Opens DATA_DIR's PGlite as its only owner (the same lock as `npm start`), migrated, for `work`. */
async function inEmbeddedDatabase<T>(dataDir: string, work: (db: ReturnType<typeof pgliteRunner>) => Promise<T>) {
  await mkdir(dataDir, { recursive: true }).catch((error) => {
    throw new UserError(`The data directory ${dataDir} cannot be created (${(error as Error).message}).`);
  });
  let release: () => Promise<void>;
  try {
    release = await acquireLock(dataDir);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError(
      `The shop is running from ${dataDir} and holds its database: stop it (Ctrl-C), run admin:create again, then npm start.`,
    );
  }
  try {
    const pg = await openPglite(resolve(dataDir, "pgdata")).catch((error) => {
      throw new UserError(
        `The database in ${dataDir} could not be opened (${(error as Error).message.split("\n")[0]}).`,
      );
    });
    try {
      const db = pgliteRunner(pg);
      await bootstrapLocal(db);
      await migrate(db);
      return await work(db);
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
}

/** Asks for the password twice on the terminal, without echoing it. */
async function askPasswordTwice(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UserError("No terminal to ask for the password: set ADMIN_PASSWORD.");
  }
  const first = await askHidden("Password for the admin: ");
  const second = await askHidden("Repeat it: ");
  if (first !== second) throw new UserError("The two passwords differ; nothing was changed.");
  return first;
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let typed = "";
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolvePromise(typed);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done();
        if (ch === "\u0003") return done(new UserError("Cancelled; nothing was changed."));
        if (ch === "\u007f" || ch === "\b") typed = typed.slice(0, -1);
        else if (ch >= " ") typed += ch;
      }
    };
    stdin.on("data", onData);
  });
}

main().catch((error) => {
  if (error instanceof UserError) console.error(`[admin] ${error.message}`);
  else console.error("[admin] Failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});

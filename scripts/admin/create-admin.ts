/** The work of `npm run admin:create` (scripts/admin/create.ts), callable in-process by its tests. */
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { bootstrapLocal, migrate } from "../db/migrations.ts";
import { openPglite } from "../db/pglite.ts";
import { pgliteRunner } from "../db/sql-runner.ts";
import { acquireLock } from "../embedded/lock.ts";
import { UserError } from "../embedded/user-error.ts";
import { credentialsProblem, normalizeEmail, upsertLocalAdmin, upsertSupabaseAdmin } from "./accounts.ts";

const USAGE = "Usage: npm run admin:create -- --email <e-mail> [--supabase-only]";

/**
 * The command's work for `args` and `env` (its arguments and environment when run), each line it reports given to
 * `log`. Throws UserError for what the person can fix.
 */
export async function createAdmin(args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  const emailAt = args.indexOf("--email");
  const email = emailAt >= 0 ? args[emailAt + 1] : args.find((a) => a.startsWith("--email="))?.slice(8);
  if (!email || email.startsWith("--")) throw new UserError(USAGE);
  const supabaseOnly = args.includes("--supabase-only");
  const supabaseUrl = env.SUPABASE_URL?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (supabaseOnly && !(supabaseUrl && serviceRoleKey)) {
    throw new UserError("--supabase-only needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.");
  }
  const emailProblem = credentialsProblem(email, "x".repeat(64));
  if (emailProblem) throw new UserError(emailProblem);

  const password = env.ADMIN_PASSWORD || (await askPasswordTwice());
  const problem = credentialsProblem(email, password);
  if (problem) throw new UserError(problem);

  if (!supabaseOnly) {
    const dataDir = resolve(env.DATA_DIR ?? ".data");
    const { id, created } = await inEmbeddedDatabase(dataDir, (db) => upsertLocalAdmin(db, email, password));
    log(
      `[admin] ${created ? "Created the admin" : "Made admin and set the password of"} ${normalizeEmail(email)} in the embedded database (${dataDir}, user ${id}).`,
    );
  }
  if (supabaseUrl && serviceRoleKey) {
    const { id, created } = await upsertSupabaseAdmin({ url: supabaseUrl, serviceRoleKey }, email, password);
    log(
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

/** The one line a failure prints (no stack trace): a person's mistake as it is, anything else after "Failed:". */
export function failureLine(error: unknown): string {
  if (error instanceof UserError) return `[admin] ${error.message}`;
  return `[admin] Failed: ${error instanceof Error ? error.message : String(error)}`;
}

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { access, appendFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { readMigrations } from "../db/migrations.ts";

/**
 * A throwaway PostgreSQL cluster shaped like a hosted Supabase project (supabase-init.sql says where each
 * fact comes from), with supabase/migrations pushed the way `supabase db push` does and the Worker's login
 * role made exactly as README.md "Production" step 2 says. For the production rehearsal.
 */
export interface SupabaseCluster {
  port: number;
  /** Connection strings (127.0.0.1, TCP, passwords) */
  urls: { superuser: string; postgres: string; shopWorker: string; authAdmin: string; storageAdmin: string };
  /** Stops the server and removes the data directory. Idempotent. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const initFile = fileURLToPath(new URL("./supabase-init.sql", import.meta.url));
const PASSWORD_PLACEHOLDER = "'<a long random password>'";
type Log = (line: string) => void;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Debian's PostgreSQL (CI installs the same): the bin directory of the highest installed version. */
export async function findPostgresBin(base = "/usr/lib/postgresql"): Promise<string> {
  const versions = (await readdir(base).catch(() => [] as string[])).filter((v) => /^\d+$/.test(v));
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const bin = join(base, version, "bin");
    if (await exists(join(bin, "initdb"))) return bin;
  }
  throw new Error(`No PostgreSQL server in ${base}/<version>/bin: install Debian's postgresql package.`);
}

/** Runs a program, as the OS user postgres when we are root (initdb and postgres refuse to run as root). */
function run(command: string, args: string[], opts: { asPostgres: boolean; cwd: string; log?: Log }) {
  const [file, argv] = opts.asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, argv, { cwd: opts.cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk;
      for (const line of chunk.toString().split("\n")) if (line.trim()) opts.log?.(line);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

/** Polls until a connection succeeds or the deadline passes (pg_ctl -w already waited for "ready"). */
async function waitForConnection(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sql.end();
    }
  }
}

/**
 * Splits a migration into statements like the Supabase CLI (pkg/parser, SplitAndTrim): `;` ends a statement
 * unless inside quotes, a dollar-quoted body, a comment or parentheses; each statement loses its trailing `;`
 * and surrounding whitespace, and keeps its comments. (BEGIN ATOMIC bodies are not handled: none here.)
 */
export function splitStatements(source: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let depth = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "'" || c === '"') {
      i++;
      while (i < source.length && !(source[i] === c && source[i + 1] !== c)) i += source[i] === c ? 2 : 1;
      i++;
    } else if (c === "-" && next === "-") {
      const end = source.indexOf("\n", i);
      i = end < 0 ? source.length : end + 1;
    } else if (c === "/" && next === "*") {
      let nested = 0;
      do {
        const step = source.startsWith("/*", i) ? 1 : source.startsWith("*/", i) ? -1 : 0;
        nested += step;
        i += step === 0 ? 1 : 2;
      } while (nested > 0 && i < source.length);
    } else if (c === "$") {
      const tag = /\$[\p{L}\p{N}_]*\$/uy;
      tag.lastIndex = i;
      const match = tag.exec(source);
      if (!match) i++;
      else {
        const end = source.indexOf(match[0], i + match[0].length);
        i = end < 0 ? source.length : end + match[0].length;
      }
    } else if (c === "\\") i += 2;
    else {
      if (c === "(") depth++;
      else if (c === ")" && depth > 0) depth--;
      else if (c === ";" && depth === 0) {
        parts.push(source.slice(start, i + 1));
        start = i + 1;
      }
      i++;
    }
  }
  parts.push(source.slice(start));
  return parts.map((p) => p.replace(/;+$/, "").trim()).filter((p) => p.length > 0);
}

/**
 * `supabase db push` (supabase/cli pkg/migration apply.go, file.go, history.go), connected as postgres: the
 * CLI creates supabase_migrations itself, then per pending file runs RESET ALL and one batch, which Postgres
 * runs as one implicit transaction: every statement (extended protocol, so one statement each) followed by
 * INSERT INTO supabase_migrations.schema_migrations(version, name, statements).
 */
const CREATE_MIGRATION_TABLE = [
  "SET lock_timeout = '4s'",
  "CREATE SCHEMA IF NOT EXISTS supabase_migrations",
  "CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY)",
  "ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[]",
  "ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text",
];
async function pushMigrations(url: string, log?: Log): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const extended = { prepare: false, simple: false };
  try {
    await sql.begin(async (tx) => {
      for (const statement of CREATE_MIGRATION_TABLE) await tx.unsafe(statement);
    });
    const rows = await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`;
    const applied = new Set(rows.map((r) => r.version));
    for (const m of await readMigrations()) {
      if (applied.has(m.version)) continue;
      log?.(`Applying migration ${m.version}_${m.name}.sql...`);
      const statements = splitStatements(m.sql);
      await sql.unsafe("RESET ALL");
      await sql.begin(async (tx) => {
        for (const [index, statement] of statements.entries()) {
          try {
            await tx.unsafe(statement, [], extended);
          } catch (error) {
            throw new Error(
              `Migration ${m.version}_${m.name} failed on Supabase's shape: ${(error as Error).message}\n` +
                `At statement ${index}: ${statement}`,
            );
          }
        }
        await tx`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values (${m.version}, ${m.name}, ${statements}::text[])`;
      });
    }
  } finally {
    await sql.end();
  }
}

/** The ```sql block of README.md "Production" step 2, the single truth for how shop_worker is made. */
export async function readWorkerRoleSql(readme = join(root, "README.md")): Promise<string> {
  const text = await readFile(readme, "utf8");
  const production = text.indexOf("\n## Production");
  const step2 = production < 0 ? -1 : text.indexOf("\n2. ", production);
  const step3 = text.indexOf("\n3. ", step2);
  const block =
    step2 < 0 ? null : /```sql\n([\s\S]*?)\n[ \t]*```/.exec(text.slice(step2, step3 < 0 ? undefined : step3));
  if (!block) throw new Error('README.md: no ```sql block under "Production" step 2');
  if (!block[1]!.includes(PASSWORD_PLACEHOLDER))
    throw new Error(`README.md step 2 no longer says ${PASSWORD_PLACEHOLDER}`);
  return block[1]!;
}

/** Runs step 2 as postgres, as the SQL editor would (one transaction), and checks its check query's answer. */
async function createWorkerRole(url: string, password: string): Promise<void> {
  const text = (await readWorkerRoleSql()).replace(PASSWORD_PLACEHOLDER, `'${password}'`);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const last = await sql.begin(async (tx) => {
      let rows: postgres.Row[] = [];
      for (const statement of splitStatements(text)) rows = await tx.unsafe(statement);
      return rows;
    });
    const roles = last.map((r) => String(r.rolname)).sort();
    if (roles.join() !== "anon,authenticated,service_role") {
      throw new Error(`README step 2's check query answered [${roles.join(", ")}], not the three API roles`);
    }
  } finally {
    await sql.end();
  }
}

// Appended to postgresql.conf: TCP on 127.0.0.1 only, the socket in our directory (not /var/run/postgresql),
// sized for a 2-core CI machine, durability off (a rehearsal is thrown away). Passwords (scram) everywhere.
const settings = (port: number, socketDir: string) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
shared_buffers = 32MB
max_connections = 60
fsync = off
synchronous_commit = off
full_page_writes = off
`;
const PG_HBA = "local all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\n";
const LOGINS = {
  superuser: "supabase_admin",
  postgres: "postgres",
  shopWorker: "shop_worker",
  authAdmin: "supabase_auth_admin",
  storageAdmin: "supabase_storage_admin",
} as const;

export async function startSupabaseCluster(options: {
  dir: string;
  port: number;
  log?: Log;
}): Promise<SupabaseCluster> {
  const { dir, port, log } = options;
  const bin = await findPostgresBin();
  const data = join(dir, "data");
  const opts = { asPostgres: process.getuid?.() === 0, cwd: dir, log };
  type Login = keyof typeof LOGINS;
  const entries = Object.entries(LOGINS) as [Login, string][];
  // Hex: nothing to escape in SQL or in a URL.
  const password = () => randomBytes(24).toString("hex");
  const passwords = Object.fromEntries(entries.map(([k]) => [k, password()])) as Record<Login, string>;
  const urls = Object.fromEntries(
    entries.map(([k, user]) => [k, `postgres://${user}:${passwords[k]}@127.0.0.1:${port}/postgres`]),
  ) as Record<Login, string>;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (await exists(join(data, "postmaster.pid"))) {
        await run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w", "-s"], opts);
      }
      await rm(dir, { recursive: true, force: true });
    })());

  await mkdir(dir, { recursive: true });
  try {
    const pwfile = join(dir, "superuser-password");
    await writeFile(pwfile, `${passwords.superuser}\n`, { mode: 0o600 });
    if (opts.asPostgres) await run("chown", ["-R", "postgres:", dir], { ...opts, asPostgres: false });
    // Supabase's bootstrap superuser is supabase_admin, not postgres (supabase/postgres
    // ansible/tasks/setup-postgres.yml: initdb --username=supabase_admin; Dockerfile: POSTGRES_USER=supabase_admin).
    const initdb = ["-D", data, "-U", "supabase_admin", `--pwfile=${pwfile}`, "--auth=scram-sha-256"];
    await run(
      join(bin, "initdb"),
      [...initdb, "-E", "UTF8", "--locale=C.UTF-8", "--no-sync", "--no-instructions"],
      opts,
    );
    await rm(pwfile);
    await appendFile(join(data, "postgresql.conf"), settings(port, dir));
    await writeFile(join(data, "pg_hba.conf"), PG_HBA);
    const logFile = join(dir, "server.log");
    await run(join(bin, "pg_ctl"), ["start", "-D", data, "-l", logFile, "-w", "-t", "60", "-s"], opts);
    await waitForConnection(urls.superuser, 30_000);

    const admin = postgres(urls.superuser, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(await readFile(initFile, "utf8"));
      // migrate.sh's last step gives the roles their passwords; likewise here.
      for (const login of ["postgres", "authAdmin", "storageAdmin"] as const) {
        await admin.unsafe(`alter role ${LOGINS[login]} password '${passwords[login]}'`);
      }
    } finally {
      await admin.end();
    }
    await pushMigrations(urls.postgres, log);
    await createWorkerRole(urls.postgres, passwords.shopWorker);
  } catch (error) {
    const serverLog = await readFile(join(dir, "server.log"), "utf8").catch(() => "");
    await stop().catch(() => {});
    if (serverLog) (error as Error).message += `\nserver.log:\n${serverLog.slice(-4000)}`;
    throw error;
  }
  return { port, urls, stop };
}

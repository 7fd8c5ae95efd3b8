import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapLocal, migrate, readMigrations } from "../../scripts/db/migrations.ts";
import { postgresRunner, type SqlRunner } from "../../scripts/db/sql-runner.ts";
import { pgliteDatabase } from "../support/pglite-database.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
  serverUrl,
  warnWithoutServer,
} from "../support/server-database.ts";

/**
 * Supabase's database linter (splinter) on the migrated schema: every rule in splinter-rules.sql runs on
 * PGlite and on the Postgres server in TEST_DATABASE_URL, and any finding at level WARN or ERROR fails the
 * test, printed with its lint name, detail and remediation. So do the two INFO rules the schema is held
 * to (ENFORCED_INFO); other INFO findings are printed only.
 *
 * splinter-rules.sql has the rules as our own queries (its header says why splinter's SQL is not copied)
 * and the rules it leaves out, with the reason. Off Supabase:
 * - pg_graphql is never installed, so 0026/0027 find nothing here; on Supabase, where it is on by
 *   default, they name every table anon or authenticated may select (see the note at the end).
 * - the schemas the Data API exposes come from the setting pgrst.db_schemas, set here as on a Supabase
 *   project ('public, graphql_public').
 * - the rules reading Supabase's auth.users run against bootstrap.sql's reduced copy of it.
 * That the rules can fail is tested too: a rolled-back batch of objects built to break them must be found
 * by each rule, and the schema as it was before 20261122000100_database_hygiene.sql must give exactly
 * the findings the Supabase linter reported on it.
 *
 * SPLINTER_SQL=/path/to/splinter.sql (the single query at the root of supabase/splinter) additionally
 * runs splinter's own SQL on the server and fails on its WARN and ERROR findings.
 *
 * In CI TEST_DATABASE_URL is mandatory; elsewhere the server half says why it did not run.
 */
warnWithoutServer("lint.test.ts", "the lint runs on PGlite only.");

const HYGIENE_MIGRATION = "20261122000100";
/** INFO rules the schema is held to: they fail the test like WARN and ERROR. */
const ENFORCED_INFO = new Set(["unindexed_foreign_keys", "no_primary_key"]);
/** Every splinter lint number (lints/ at the commit in the rules' header) but those left out, with why. */
const LINTS = [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 26, 27, 28, 29];
const LEFT_OUT = {
  5: "unused_index reads usage statistics: every index of a fresh database is unused",
  12: "auth_allow_anonymous_sign_ins is a Supabase Auth setting, not part of the database",
  20: "table_bloat reads table statistics: a fresh database has no bloat",
  25: "public_bucket_allows_listing reads Supabase Storage's tables; our migrations create no bucket or storage policy",
};
const EXPOSED_SCHEMAS = "public, graphql_public";

interface Rule {
  lint: string;
  sql: string;
}
interface Finding {
  name: string;
  level: "ERROR" | "WARN" | "INFO";
  detail: string;
  remediation: string | null;
}

async function readRules(): Promise<Rule[]> {
  const text = await readFile(new URL("./splinter-rules.sql", import.meta.url), "utf8");
  return text
    .split(/^-- @lint /m)
    .slice(1)
    .map((chunk) => {
      const newline = chunk.indexOf("\n");
      return { lint: chunk.slice(0, newline).trim(), sql: chunk.slice(newline + 1).replace(/;\s*$/, "") };
    });
}

/** Runs every rule with an empty search_path (they name everything schema-qualified). */
async function lint(db: SqlRunner, rules: Rule[]): Promise<Finding[]> {
  await db.exec(`set search_path = ''; set pgrst.db_schemas = '${EXPOSED_SCHEMAS}'`);
  try {
    const findings: Finding[] = [];
    for (const rule of rules) {
      try {
        findings.push(...(await db.query<Finding>(rule.sql)));
      } catch (error) {
        throw new Error(`Lint ${rule.lint} failed to run: ${(error as Error).message}`);
      }
    }
    return findings;
  } finally {
    // Inside an aborted transaction this fails too; the rollback that follows restores both.
    await db.exec("reset search_path; reset pgrst.db_schemas").catch(() => {});
  }
}

const blocking = (f: Finding) => f.level !== "INFO" || ENFORCED_INFO.has(f.name);
const describeFinding = (f: Finding) => `${f.level} ${f.name}: ${f.detail} (${f.remediation ?? "no remediation"})`;

function report(where: string, findings: Finding[]) {
  const info = findings.filter((f) => !blocking(f));
  if (info.length) console.info(`${where}, INFO findings:\n${info.map(describeFinding).join("\n")}`);
}

/**
 * Objects that break the rules, each named lint_probe*: created in a transaction that is rolled back.
 * Rules with no probe need what a plain Postgres cannot have (an extension in public, a foreign table,
 * pgmq, an outdated extension, pg_graphql).
 */
const PROBES = `
  create table public.lint_probe (id bigint primary key, owner uuid, note text);
  alter table public.lint_probe enable row level security;
  create policy "probe read one" on public.lint_probe for select to anon using (true);
  create policy "probe read two" on public.lint_probe for select to anon using (owner is null);
  create policy "probe per row uid" on public.lint_probe for delete to authenticated using (owner = auth.uid());
  create policy "probe user metadata" on public.lint_probe for insert to authenticated
    with check ((auth.jwt() -> 'user_metadata' ->> 'admin') = 'yes');
  create policy "probe open update" on public.lint_probe for update to anon using (true);
  create index lint_probe_note_a on public.lint_probe (note);
  create index lint_probe_note_b on public.lint_probe (note);
  create table public.lint_probe_child (parent_id bigint references public.lint_probe (id), password text,
                                        handler regproc);
  create policy "probe without rls" on public.lint_probe_child for select to anon using (true);
  create table public.lint_probe_quiet (id bigint primary key);
  alter table public.lint_probe_quiet enable row level security;
  create table public.lint_probe_email (email text references auth.users (email));
  create view public.lint_probe_users as select id from auth.users;
  create view public.lint_probe_view as select 1 as one;
  create materialized view public.lint_probe_matview as select 1 as one;
  create function public.lint_probe_mutable() returns integer language sql as 'select 1';
  create function public.lint_probe_definer() returns integer language sql security definer
    set search_path = '' as 'select 1';
`;
const PROBED_LINTS = [
  "unindexed_foreign_keys",
  "auth_users_exposed",
  "auth_rls_initplan",
  "no_primary_key",
  "multiple_permissive_policies",
  "policy_exists_rls_disabled",
  "rls_enabled_no_policy",
  "duplicate_index",
  "security_definer_view",
  "function_search_path_mutable",
  "rls_disabled_in_public",
  "rls_references_user_metadata",
  "materialized_view_in_api",
  "unsupported_reg_types",
  "fkey_to_auth_unique",
  "sensitive_columns_exposed",
  "rls_policy_always_true",
  "anon_security_definer_function_executable",
  "authenticated_security_definer_function_executable",
];

async function lintProbes(db: SqlRunner, rules: Rule[]): Promise<Finding[]> {
  await db.exec(`begin; ${PROBES}`);
  try {
    return (await lint(db, rules)).filter((f) => f.detail.includes("lint_probe"));
  } finally {
    await db.exec("rollback");
  }
}

/** The checks of the migrated schema, on PGlite and on the server alike (`db` is read once it is open). */
function migratedSchemaTests(where: string, db: () => SqlRunner) {
  it("finds nothing at WARN or ERROR on the migrated schema", async () => {
    const findings = await lint(db(), rules);
    report(where, findings);
    expect(findings.filter(blocking).map(describeFinding)).toEqual([]);
  });

  it("finds each rule's probe", async () => {
    const found = new Set((await lintProbes(db(), rules)).map((f) => f.name));
    expect(PROBED_LINTS.filter((name) => !found.has(name))).toEqual([]);
  });
}

let rules: Rule[];
beforeAll(async () => {
  rules = await readRules();
});

describe("the lint rules", () => {
  it("cover every splinter lint but those left out for a stated reason", () => {
    const numbers = rules.map((r) => Number(r.lint.slice(0, 4)));
    expect(numbers).toEqual(LINTS);
    expect(
      Object.keys(LEFT_OUT)
        .map(Number)
        .filter((n) => numbers.includes(n)),
    ).toEqual([]);
  });
});

describe("database lint on PGlite", () => {
  let db: SqlRunner;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await pgliteDatabase());
    await bootstrapLocal(db);
  });
  afterAll(() => close?.());

  it("finds on the schema before the hygiene migration what Supabase's linter reported", async () => {
    for (const m of await readMigrations()) {
      if (m.version >= HYGIENE_MIGRATION) break;
      await db.exec(m.sql);
    }
    const counts: Record<string, number> = {};
    for (const f of (await lint(db, rules)).filter(blocking)) counts[f.name] = (counts[f.name] ?? 0) + 1;
    expect(counts).toEqual({
      function_search_path_mutable: 8,
      anon_security_definer_function_executable: 1,
      authenticated_security_definer_function_executable: 1,
      multiple_permissive_policies: 2,
      unindexed_foreign_keys: 5,
    });
    // Apply the rest the usual way (the earlier ones are recorded as applied first).
    for (const m of await readMigrations()) {
      if (m.version >= HYGIENE_MIGRATION) break;
      await db.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        m.version,
        m.name,
      ]);
    }
    expect(await migrate(db)).toContain(HYGIENE_MIGRATION);
  });

  migratedSchemaTests("PGlite", () => db);
});

describe.runIf(serverUrl)("database lint on a PostgreSQL server", () => {
  let scratch: ScratchDatabase;
  let sql: postgres.Sql;
  let db: SqlRunner;
  beforeAll(async () => {
    scratch = await createScratchDatabase("shop_lint");
    // One connection: the session settings and the probes' transaction must stay on it.
    sql = postgres(scratch.adminUrl, { max: 1, onnotice: () => {} });
    db = postgresRunner(sql);
  }, 60_000);
  afterAll(async () => {
    await sql?.end();
    await scratch?.drop();
  });

  migratedSchemaTests("PostgreSQL server", () => db);

  it.runIf(process.env.SPLINTER_SQL)("splinter's own splinter.sql finds nothing at WARN or ERROR", async () => {
    const text = await readFile(process.env.SPLINTER_SQL!, "utf8");
    // The file is `set local search_path = '';` followed by one query (a union of every lint).
    const query = text.replace(/^\s*set local search_path = '';/i, "").replace(/;\s*$/, "");
    const findings = await sql.begin(async (tx) => {
      await tx.unsafe(`set local search_path = ''; set local pgrst.db_schemas = '${EXPOSED_SCHEMAS}'`);
      return tx.unsafe<Finding[]>(query);
    });
    report("splinter.sql", findings);
    expect(findings.filter(blocking).map(describeFinding)).toEqual([]);
  });
});

// On Supabase, where pg_graphql is enabled by default on new projects, 0026 and 0027 (WARN) report every
// table, view and materialized view that anon or authenticated may select: with Supabase's default
// grants, all of public. Not a finding this test can see; what to do about it (disable pg_graphql, or
// revoke SELECT on the admin-only tables from anon) is a decision for the project, not for this test.

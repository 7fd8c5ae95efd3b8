import postgres, { type Sql, type TransactionSql } from "postgres";

/** The database roles an API request can act as (the same roles Supabase's Data API uses). */
export type DbRole = "anon" | "authenticated" | "service_role";

/** Who is calling: the role and the JWT claims RLS policies read through auth.jwt() / auth.uid(). */
export interface Caller {
  role: DbRole;
  claims: Record<string, unknown>;
}

export const anonymous: Caller = { role: "anon", claims: { role: "anon" } };
/** Trusted server-side operations (placing an order, storing a contact message) after validation. */
export const serviceRole: Caller = { role: "service_role", claims: { role: "service_role" } };

export type Tx = TransactionSql;

/** The Database port: every unit of work is one transaction under the caller's role. */
export interface Database {
  run<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Role and claims are set transaction-locally (`set_config(..., true)`), never per session, so a pooled
 * connection (Hyperdrive, Supabase's pooler, pglite-socket's multiplexer) never leaks one caller's rights
 * into another's request.
 */
export function databaseFromSql(sql: Sql): Database {
  return {
    async run(caller, work) {
      return (await sql.begin(async (tx) => {
        await tx`select set_config('role', ${caller.role}, true), set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
        return work(tx);
      })) as Awaited<ReturnType<typeof work>>;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * postgres.js client for one Worker request (workerd forbids sharing sockets across requests; in
 * production Hyperdrive pools the real connections). Unnamed statements (`prepare: false`) because
 * pglite-socket multiplexes clients onto one backend and poolers in transaction mode do the same.
 */
export function connect(url: string, max = 1): Sql {
  return postgres(url, {
    max,
    prepare: false,
    fetch_types: false,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
  });
}

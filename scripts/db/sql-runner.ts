import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";

/** The two things the database tooling needs, from either PGlite in-process or a postgres.js connection. */
export interface SqlRunner {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
  };
}

export function postgresRunner(sql: Sql): SqlRunner {
  return {
    async exec(text) {
      await sql.unsafe(text);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await sql.unsafe(text, params as never[])) as unknown as T[];
    },
  };
}

import { mkdir } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { isSeeded, seedDemoContent } from "../../supabase/seed/seed.ts";
import { bootstrapLocal, migrate } from "../db/migrations.ts";
import { openPglite } from "../db/pglite.ts";
import { pgliteRunner } from "../db/sql-runner.ts";
import { UserError } from "./user-error.ts";

export interface EmbeddedDatabase {
  url: string;
  db: PGlite;
  stop(): Promise<void>;
}

/**
 * Opens (or creates) the PGlite database in `dataDir`, applies pending migrations, seeds demo content on
 * first run, and serves it over TCP on 127.0.0.1 so the Worker connects with postgres.js exactly as it
 * does to Supabase.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  let db: PGlite;
  try {
    await mkdir(options.dataDir, { recursive: true });
    db = await openPglite(options.dataDir);
  } catch (error) {
    throw new UserError(
      `The database in ${options.dataDir} could not be opened (${firstLineOf(error)}); move that folder away to start with fresh demo data, or set DATA_DIR to another folder.`,
    );
  }
  const runner = pgliteRunner(db);
  await bootstrapLocal(runner);
  const applied = await migrate(runner);
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  if (!(await isSeeded(runner))) {
    log("Seeding the demo catalogue…");
    await seedDemoContent(runner);
  }

  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: options.port, maxConnections: 32 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw new UserError(
      `The embedded database could not listen on 127.0.0.1:${options.port} (${firstLineOf(error)}); set DB_PORT to a free port.`,
    );
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

function firstLineOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.slice(0, 200) || "unknown error";
}

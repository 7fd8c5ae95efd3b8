import type { Config } from "./config.ts";
import type { Caller, Database } from "./db/database.ts";

/** Bindings wrangler gives the Worker (vars and secrets arrive as strings; see wrangler.toml). */
export interface WorkerBindings {
  ASSETS?: { fetch(request: Request): Promise<Response> };
  HYPERDRIVE?: { connectionString: string };
  [key: string]: unknown;
}

/** What every route gets for the current request. */
export interface AppDeps {
  config: Config;
  db: Database;
}

export type AppEnv = {
  Bindings: WorkerBindings;
  Variables: { deps: AppDeps; caller: Caller };
};

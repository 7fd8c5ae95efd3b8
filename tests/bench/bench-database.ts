import postgres from "postgres";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { postgresRunner } from "../../scripts/db/sql-runner.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";

/**
 * Fills a new, empty database on a PostgreSQL server as the benches want it: Supabase's local roles, every migration,
 * `products` bulk products, and fresh planner statistics (tests/bench/run.ts, listing-profile.ts).
 */
export async function fillBenchDatabase(url: string, products: number): Promise<void> {
  const setup = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const runner = postgresRunner(setup);
    await bootstrapLocal(runner);
    await migrate(runner);
    await loadBulkCatalogue(runner, products);
    await setup.unsafe("vacuum analyze");
  } finally {
    await setup.end();
  }
}

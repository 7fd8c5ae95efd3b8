/**
 * The benchmark's embedded database on its own thread: PGlite, migrated and filled with the bulk
 * catalogue, served over the same socket server as `npm start` (scripts/embedded/socket-server.ts).
 * `npm start` runs the database in the Node process and the Worker in workerd, so the app and PGlite
 * never share an event loop; the benchmark keeps them apart the same way.
 */
import { parentPort, workerData } from "node:worker_threads";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";

const { products } = workerData as { products: number };
const pg = await openPglite();
const runner = pgliteRunner(pg);
await bootstrapLocal(runner);
await migrate(runner);
await loadBulkCatalogue(runner, products);
await pg.exec("vacuum analyze");
const logged: string[] = [];
const server = await startSocketServer({ db: pg, port: 0, log: (line) => logged.push(line) });
parentPort!.postMessage({ port: server.port });
parentPort!.once("message", async () => {
  const stats = server.stats();
  await server.stop();
  await pg.close();
  parentPort!.postMessage({ stopped: true, stats, logged });
});

/**
 * The benchmark's embedded database on its own thread: PGlite, migrated and filled with the bulk
 * catalogue, served over pglite-socket. `npm start` runs the database in the Node process and the Worker
 * in workerd, so the app and PGlite never share an event loop; the benchmark keeps them apart the same way.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";

const { products, maxConnections } = workerData as { products: number; maxConnections: number };
const pg = await openPglite();
const runner = pgliteRunner(pg);
await bootstrapLocal(runner);
await migrate(runner);
await loadBulkCatalogue(runner, products);
await pg.exec("vacuum analyze");
const server = new PGLiteSocketServer({ db: pg, host: "127.0.0.1", port: 0, maxConnections });
await server.start();
parentPort!.postMessage({ port: (server as unknown as { port: number }).port });
parentPort!.once("message", async () => {
  await server.stop();
  await pg.close();
  parentPort!.postMessage({ stopped: true });
});

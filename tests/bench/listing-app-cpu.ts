/**
 * The app's own CPU per listing request, without a database (issue 39): `npx tsx tests/bench/listing-app-cpu.ts`.
 * The same requests as `npm run bench`'s database path (no cache), through the same app, with a Database whose
 * unit of work answers a fixed page of 24 cards at once (no SQL, no connection): what is left is Hono, the
 * middleware, the query's validation, the answer's JSON and Response. Load-independent: CPU time, not wall time.
 */
import { PAGE_SIZE } from "../../domain/catalogue.ts";
import { consoleMail } from "../../worker/adapters/mail/embedded.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import type { Database } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { everyShape } from "./traffic.ts";

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 50_000);
const card = (id: number) => ({
  id,
  slug: `aceite-esencial-de-lavanda-${id}`,
  name: `Aceite esencial de lavanda ${id}`,
  code: `AE-${id}`,
  discount: id % 3 === 0 ? 10 : 0,
  isNew: id % 5 === 0,
  quantity: 12,
  stockMode: "units",
  bulkStock: 0,
  unit: "ml",
  thumbImages: [`/media/products/${id}/thumb.webp`],
  categorySlug: "aceites-esenciales",
  categoryTitle: "Aceites esenciales",
  price: 420,
  finalPrice: 378,
  variants: [10, 30, 100].map((size, n) => ({
    id: id * 10 + n,
    size,
    price: 420 * (n + 1),
    finalPrice: 378 * (n + 1),
    available: 5,
  })),
});
// Built anew for each request, as postgres.js builds its rows.
const page = () => ({ items: Array.from({ length: PAGE_SIZE }, (_, n) => card(1000 + n)), total: 100_000 });
const db: Database = {
  run: async () => page() as never,
  close: async () => {},
};
const config = parseConfig({ ENVIRONMENT: "test" });
const app = createApp(() => ({ ...buildDeps(config, db), mail: consoleMail(() => {}) }), {
  loadShell: async () => "",
  catalogueCache: { freshSeconds: 0, staleSeconds: 0 },
});
const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
const plan = everyShape(REQUESTS);

async function replay(count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < count) {
        const { path } = plan[next++]!;
        await new Promise((resolve) => setImmediate(resolve));
        const res = await app.request(path, {}, {}, executionCtx);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
}
await replay(5_000);
const cpu0 = process.cpuUsage();
await replay(REQUESTS);
const cpu = process.cpuUsage(cpu0);
console.log(
  `app without a database: ${((cpu.user + cpu.system) / REQUESTS).toFixed(1)} µs CPU per request (${REQUESTS} requests)`,
);

/**
 * The catalogue import at 5,000 rows (issue 24; goal: preview ≤ 5 s, apply ≤ 10 s on PGlite): a catalogue of
 * BENCH_IMPORT_ROWS / 4 products with four sizes each is exported through the app, every price is raised by $ 5
 * in the file, and the file is previewed, applied and undone through the app with an admin's token, on the
 * embedded database (PGlite behind the socket server `npm start` uses). Also times a price change of +10 % on
 * the whole catalogue's category. Figures only (nothing passes or fails). `npm run bench` calls it; alone:
 *
 *   npx tsx tests/bench/catalogue-import.ts
 */
import { pathToFileURL } from "node:url";
import Papa from "papaparse";
import { bootstrapLocal, migrate } from "../../scripts/db/migrations.ts";
import { openPglite } from "../../scripts/db/pglite.ts";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { startSocketServer } from "../../scripts/embedded/socket-server.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { openDatabase } from "../../worker/db/database.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as never;

export async function benchCatalogueImport(rows = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000)) {
  const products = Math.ceil(rows / 4);
  console.log(`\n## Embedded (PGlite), catalogue import: ${products * 4} rows (${products} products × 4 sizes)`);
  const pg = await openPglite();
  const runner = pgliteRunner(pg);
  await bootstrapLocal(runner);
  await migrate(runner);
  await pg.exec(`
    insert into categories (slug, title, sort_order) values ('banco', 'Banco de pruebas', 1);
    insert into products (slug, name, code, category_id, unit, stock_mode)
    select 'producto-' || i, 'Producto de prueba ' || i, 'BP-' || lpad(i::text, 5, '0'),
           (select id from categories where slug = 'banco'), 'cc', 'size'
      from generate_series(1, ${products}) i;
    insert into product_variants (product_id, size, price, final_price, stock)
    select p.id, s.size, 100 + (p.id % 500) + s.size, 0, 10 + p.id % 7
      from products p cross join (values (30), (100), (500), (1000)) s (size);
    analyze;`);
  const server = await startSocketServer({ db: pg, port: 0 });
  const db = openDatabase(`postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, 1);
  const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), db));
  const headers = await bearer();
  const call = async (path: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    const res = await app.request(path, { ...init, headers: { ...headers, ...init.headers } }, {}, ctx);
    const body = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
    return { body, ms };
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  try {
    const exported = await call("/api/admin/catalogue/export.csv");
    const table = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, ""), {
      delimiter: ";",
      skipEmptyLines: true,
    }).data;
    for (const row of table.slice(1)) row[5] = String(Number(row[5]) + 5);
    const file = `\uFEFF${Papa.unparse(table, { delimiter: ";", newline: "\r\n" })}\r\n`;
    console.log(`export: ${seconds(exported.ms)} (${table.length - 1} rows, ${(file.length / 1024).toFixed(0)} KB)`);

    const preview = await call("/api/admin/catalogue/import/preview", importPreviewInit(file, {}, "bench.csv"));
    const { id, changes } = JSON.parse(preview.body) as { id: string; changes: unknown[] };
    console.log(`preview: ${seconds(preview.ms)} (${changes.length} changes; goal ≤ 5 s)`);
    const apply = await call(`/api/admin/catalogue/changes/${id}/apply`, { method: "POST" });
    console.log(`apply: ${seconds(apply.ms)} (one transaction; goal ≤ 10 s)`);
    const undo = await call("/api/admin/catalogue/undo/import", { method: "POST" });
    console.log(`undo: ${seconds(undo.ms)}`);

    const [category] = (await pg.query<{ id: number }>("select id::int from categories where slug = 'banco'")).rows;
    const price = await call("/api/admin/catalogue/price-change/preview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ categoryId: category!.id, mode: "percent", value: 10, rounding: 5 }),
    });
    const priced = JSON.parse(price.body) as { id: string; changes: unknown[] };
    const priceApply = await call(`/api/admin/catalogue/changes/${priced.id}/apply`, { method: "POST" });
    console.log(
      `price change +10 % on the category: preview ${seconds(price.ms)}, apply ${seconds(priceApply.ms)} (${priced.changes.length} sizes)`,
    );
  } finally {
    await db.close();
    await server.stop();
    await pg.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchCatalogueImport();

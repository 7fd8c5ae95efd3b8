import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteRunner } from "../../scripts/db/sql-runner.ts";
import { listProducts } from "../../worker/db/catalogue.ts";
import { anonymous, databaseFromConnector } from "../../worker/db/database.ts";
import { loadBulkCatalogue } from "../support/bulk-catalogue.ts";
import { listingShapes } from "../support/listing-shapes.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let url: string;
beforeAll(async () => {
  shop = await startTestShop({ seeded: false });
  await loadBulkCatalogue(pgliteRunner(shop.pg), 20_000);
  await shop.pg.exec("vacuum analyze");
  url = shop.url;
}, 120_000);
afterAll(() => shop.close());

/** Runs one listing shape and returns the SQL texts and parameters it sent. */
async function captureQueries(filter: (typeof listingShapes)[number]["filter"]) {
  const captured: { text: string; params: unknown[] }[] = [];
  const db = databaseFromConnector((onClose) =>
    postgres(url, {
      max: 1,
      prepare: false,
      fetch_types: false,
      onclose: onClose,
      debug: (_conn, text, params) => captured.push({ text, params: params as unknown[] }),
    }),
  );
  try {
    await db.run(anonymous, (tx) => listProducts(tx, filter, 12));
  } finally {
    await db.close();
  }
  return captured.filter(
    (q) => /from\s+(products|product_search)\b|from\s+\(select/i.test(q.text) && !/set_config/.test(q.text),
  );
}

describe("shop list queries on 20,000 products", () => {
  for (const shape of listingShapes) {
    it(`uses an index: ${shape.name}`, async () => {
      const queries = await captureQueries(shape.filter);
      expect(queries.length).toBe(2); // the page and the total
      for (const query of queries) {
        const plan = await shop.db.run(anonymous, (tx) => tx.unsafe(`explain ${query.text}`, query.params as never[]));
        const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
        expect(text, text).toMatch(/Index/);
        expect(text, text).not.toMatch(/Seq Scan on (products|product_variants)\b/);
      }
    });
  }
});

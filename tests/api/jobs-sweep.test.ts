import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseStorage } from "../../worker/adapters/storage.ts";
import { supabaseStorage } from "../../worker/adapters/supabase/storage.ts";
import { parseConfig } from "../../worker/config.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { isReceiptAttachable } from "../../worker/db/files.ts";
import { pruneRateLimits } from "../../worker/services/jobs/prune-rate-limits.ts";
import { sweepUnattachedReceipts } from "../../worker/services/jobs/sweep-receipts.ts";
import { tinyPng } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());
afterEach(async () => {
  vi.unstubAllGlobals();
  // Receipts only: the seed's safety data sheets are stored files too (issue 42), kept by their products.
  await shop.pg.exec("update orders set receipt_file_id = null; delete from stored_files where bucket = 'receipts';");
});

const HOUR = 60 * 60 * 1000;
let n = 0;

/** A receipt stored through the embedded adapter, then dated `ageHours` back. */
async function receipt(ageHours: number): Promise<string> {
  const id = await databaseStorage(shop.db).put({
    bucket: "receipts",
    path: `test/${++n}.png`,
    contentType: "image/png",
    bytes: tinyPng,
  });
  await shop.pg.query("update stored_files set created_at = now() - make_interval(secs => $2) where id = $1", [
    id,
    ageHours * 3600,
  ]);
  return id;
}

/** `count` receipt rows as Supabase Storage leaves them (no bytes in the row), dated `ageHours` back. */
async function bucketReceipts(count: number, ageHours: number): Promise<string[]> {
  const { rows } = await shop.pg.query<{ path: string }>(
    `insert into stored_files (bucket, path, content_type, size_bytes, data, created_at)
     select 'receipts', '2026-11/' || gen_random_uuid() || '.png', 'image/png', 67, null,
            now() - make_interval(secs => $2)
       from generate_series(1, $1) returning path`,
    [count, ageHours * 3600],
  );
  return rows.map((r) => r.path);
}

/** An order that took the receipt (written directly: this file is about the files, not checkout). */
async function attach(fileId: string) {
  await shop.pg.query(
    `insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method,
                         subtotal, total, estimated_date, receipt_file_id)
     values (gen_random_uuid()::text || gen_random_uuid()::text, 'ana@example.com', 'Ana', 'Pérez', '099123456', 'pickup', 'bank',
             1000, 950, current_date, $1)`,
    [fileId],
  );
}

const attachable = (fileId: string) => shop.db.run(serviceRole, (tx) => isReceiptAttachable(tx, fileId));

const ids = async () =>
  (await shop.pg.query<{ id: string }>("select id from stored_files where bucket = 'receipts' order by id")).rows
    .map((r) => r.id)
    .sort();

describe("sweepUnattachedReceipts", () => {
  it("removes receipts older than 24 h that no order took, and nothing else; a second run finds nothing", async () => {
    await receipt(25); // old and free: the one to go
    const oldTaken = await receipt(0);
    await attach(oldTaken);
    await shop.pg.query("update stored_files set created_at = now() - interval '3 days' where id = $1", [oldTaken]);
    const young = await receipt(23);
    expect(await attachable(young)).toBe(true);
    expect(await attachable(oldTaken)).toBe(false);
    const deps = { db: shop.db, storage: databaseStorage(shop.db), now: () => new Date() };

    expect(await sweepUnattachedReceipts(deps)).toEqual({ removed: 1 });
    expect(await ids()).toEqual([oldTaken, young].sort());
    expect(await sweepUnattachedReceipts(deps)).toEqual({ removed: 0 });
    // The order still has its receipt.
    const { rows } = await shop.pg.query("select 1 from orders where receipt_file_id = $1", [oldTaken]);
    expect(rows).toHaveLength(1);

    // A day later the young one goes too; a swept receipt can no longer be attached.
    expect(await sweepUnattachedReceipts({ ...deps, now: () => new Date(Date.now() + 2 * HOUR) })).toEqual({
      removed: 1,
    });
    expect(await attachable(young)).toBe(false);
  });

  it("works in batches, and two sweeps at once remove every file exactly once", async () => {
    await bucketReceipts(250, 30);
    const keep = await receipt(1);
    const deps = { db: shop.db, storage: databaseStorage(shop.db), now: () => new Date() };
    const [a, b] = await Promise.all([sweepUnattachedReceipts(deps), sweepUnattachedReceipts(deps)]);
    expect(a.removed + b.removed).toBe(250);
    expect(await ids()).toEqual([keep]);
  });

  it("with Supabase Storage, deletes the objects from the bucket in the same run", async () => {
    const paths = await bucketReceipts(3, 48);
    const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({
        url: String(url),
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: JSON.parse(String(init.body)),
      });
      return Response.json([]);
    });
    const config = parseConfig({
      ENVIRONMENT: "test",
      SUPABASE_URL: "https://proyecto.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests-0123456789",
    });
    const deps = { db: shop.db, storage: supabaseStorage(config, shop.db), now: () => new Date() };

    expect(await sweepUnattachedReceipts(deps)).toEqual({ removed: 3 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://proyecto.supabase.co/storage/v1/object/receipts");
    expect(calls[0]!.method).toBe("DELETE");
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer service-role-key-for-tests-0123456789");
    expect((calls[0]!.body as { prefixes: string[] }).prefixes.sort()).toEqual(paths.sort());
    expect(await ids()).toHaveLength(0);
  });

  it("keeps the rows for the next run when the bucket refuses", async () => {
    await bucketReceipts(2, 48);
    vi.stubGlobal("fetch", async () => new Response("boom", { status: 503 }));
    const config = parseConfig({
      ENVIRONMENT: "test",
      SUPABASE_URL: "https://proyecto.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key-for-tests-0123456789",
    });
    const deps = { db: shop.db, storage: supabaseStorage(config, shop.db), now: () => new Date() };
    await expect(sweepUnattachedReceipts(deps)).rejects.toThrow(/503/);
    expect(await ids()).toHaveLength(2);

    vi.stubGlobal("fetch", async () => Response.json([]));
    expect(await sweepUnattachedReceipts(deps)).toEqual({ removed: 2 });
  });
});

describe("pruneRateLimits", () => {
  it("deletes the windows that have closed, and only those", async () => {
    const now = new Date("2026-11-18T13:00:00Z");
    await shop.pg.exec("delete from rate_limits");
    await shop.pg.query(
      `insert into rate_limits (bucket, key_hash, window_start, window_end, hits) values
        ('order', repeat('a', 64), '2026-11-18T11:00:00Z', '2026-11-18T12:00:00Z', 3),
        ('order', repeat('b', 64), '2026-11-18T12:00:00Z', '2026-11-18T13:00:00Z', 1),
        ('order', repeat('c', 64), '2026-11-18T12:30:00Z', '2026-11-18T13:30:00Z', 7),
        ('newsletter', repeat('a', 64), '2026-11-18T13:00:00Z', '2026-11-18T14:00:00Z', 1)`,
    );
    expect(await pruneRateLimits({ db: shop.db, now: () => now })).toEqual({ removed: 2 });
    expect(await pruneRateLimits({ db: shop.db, now: () => now })).toEqual({ removed: 0 });
    const { rows } = await shop.pg.query<{ hits: number }>("select hits from rate_limits order by hits");
    expect(rows.map((r) => r.hits)).toEqual([1, 7]);
  });
});

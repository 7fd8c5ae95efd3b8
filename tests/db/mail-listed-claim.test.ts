import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceRole } from "../../worker/db/database.ts";
import { claimDueMail, claimListedMail } from "../../worker/db/mail-outbox.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * The claim of listed messages right after the commit that queued them (claimListedMail, issue 39 session 26): one
 * statement sent with COMMIT. It claims what claimDueMail would of rows outside any batch, and leaves a batch's rows
 * to claimDueMail (which keeps a provider batch whole), saying so.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seeded: false });
});
afterAll(() => shop.close());

const now = new Date("2026-12-07T12:00:00Z");
const lockedUntil = new Date(now.getTime() + 60_000);

async function queue(rows: { batchKey?: string; attempts?: number; nextAttemptAt?: Date; lockedUntil?: Date }[]) {
  const ids: number[] = [];
  for (const r of rows) {
    const { rows: made } = await shop.pg.query<{ id: number }>(
      `insert into mail_outbox (to_address, subject, html, text_body, kind, attempts, next_attempt_at, locked_until,
                                batch_key)
       values ('a@example.com', 'Asunto', '<p>Hola</p>', 'Hola', 'order_confirmation', $1, $2, $3, $4)
       returning id::int`,
      [r.attempts ?? 0, r.nextAttemptAt ?? now, r.lockedUntil ?? null, r.batchKey ?? null],
    );
    ids.push(made[0]!.id);
  }
  return ids;
}

const stateOf = async (ids: number[]) =>
  (
    await shop.pg.query<{ id: number; attempts: number; locked: boolean }>(
      `select id::int, attempts, locked_until is not null as locked from mail_outbox where id = any($1::bigint[])
        order by id`,
      [ids],
    )
  ).rows;

describe("claiming the listed messages after their commit", () => {
  it("claims the due, free rows outside batches, like claimDueMail, in one unit", async () => {
    const ids = await queue([
      {},
      {},
      // Not due yet (a retry later), and held by a live claim: left alone by both claims.
      { attempts: 1, nextAttemptAt: new Date(now.getTime() + 3_600_000) },
      { lockedUntil: new Date(now.getTime() + 30_000) },
    ]);
    const listed = await shop.db.run(serviceRole, (tx) =>
      claimListedMail(tx, { now, lockedUntil, limit: 10, ids, batches: true }),
    );
    expect(listed.inBatches).toBe(false);
    expect(listed.claimed.map((m) => [m.id, m.attempts])).toEqual([
      [ids[0], 1],
      [ids[1], 1],
    ]);
    // Claimed: the general claim finds nothing more among them.
    const again = await shop.db.run(serviceRole, (tx) =>
      claimDueMail(tx, { now, lockedUntil, limit: 10, ids, batches: true }),
    );
    expect(again).toEqual([]);
    expect((await stateOf(ids)).map((r) => r.attempts)).toEqual([1, 1, 1, 0]);
  });

  it("leaves a batch's rows to claimDueMail and says so; without a batch call they are claimed as singles", async () => {
    const ids = await queue([{}, { batchKey: "6f1c2a9e-0000-4000-8000-000000000001" }]);
    const listed = await shop.db.run(serviceRole, (tx) =>
      claimListedMail(tx, { now, lockedUntil, limit: 10, ids, batches: true }),
    );
    expect(listed).toMatchObject({ inBatches: true, claimed: [{ id: ids[0] }] });
    const rest = await shop.db.run(serviceRole, (tx) =>
      claimDueMail(tx, { now, lockedUntil, limit: 10, ids, batches: true }),
    );
    expect(rest.map((m) => m.id)).toEqual([ids[1]]);
    expect(rest[0]!.batchId).not.toBeNull(); // formed into a batch by the general claim

    const more = await queue([{ batchKey: "6f1c2a9e-0000-4000-8000-000000000002" }]);
    const singles = await shop.db.run(serviceRole, (tx) =>
      claimListedMail(tx, { now, lockedUntil, limit: 10, ids: more, batches: false }),
    );
    expect(singles).toMatchObject({ inBatches: false, claimed: [{ id: more[0] }] });
  });

  it("keeps to its limit, oldest due first", async () => {
    const ids = await queue([{}, {}, {}]);
    const listed = await shop.db.run(serviceRole, (tx) =>
      claimListedMail(tx, { now, lockedUntil, limit: 2, ids, batches: true }),
    );
    expect(listed.claimed.map((m) => m.id)).toEqual(ids.slice(0, 2));
  });
});

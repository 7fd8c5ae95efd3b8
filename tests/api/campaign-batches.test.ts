import { Resend } from "resend";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailTransport } from "../../worker/adapters/mail/port.ts";
import { resendMail } from "../../worker/adapters/mail/resend.ts";
import { createCampaign, startSending } from "../../worker/db/campaigns.ts";
import { type Database, serviceRole } from "../../worker/db/database.ts";
import { queueCampaignMails } from "../../worker/services/campaigns/send.ts";
import { deliverMail } from "../../worker/services/mail/outbox.ts";
import { dyingWorker, type FakeResend, startFakeResend } from "../support/fake-resend.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 38, item 2: a newsletter went out twice after a crash. A batch's members are fixed when its idempotency key is
// made; a retry sends exactly that batch again, under that key; Resend's 409s are never answered by a resend under
// another key. Proved against a stand-in that keeps Resend's published idempotency rules, with the Worker killed
// between Resend's acceptance and the outbox's marking.

let shop: TestShop;
let resend: FakeResend;
beforeAll(async () => {
  shop = await startTestShop();
  resend = await startFakeResend();
});
afterAll(async () => {
  await resend.close();
  await shop.close();
});

const T0 = new Date();
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const SUBJECT = "Novedades de la semana";

beforeEach(async () => {
  await shop.pg.exec(`
    delete from campaign_deliveries; delete from campaigns; delete from mail_outbox; delete from newsletter_subscribers`);
  resend.sent.length = 0;
  resend.requests.length = 0;
  resend.setNow(T0);
});

/** `count` confirmed subscribers and a campaign to them, its mails queued in batches of 100. Returns their ids. */
async function queuedCampaign(count: number): Promise<number[]> {
  await shop.pg.query(
    `insert into newsletter_subscribers (email, source, status, confirmed_at)
     select 'suscriptor' || lpad(n::text, 4, '0') || '@example.com', 'footer', 'confirmed', now() - interval '1 day'
       from generate_series(1, $1::int) n`,
    [count],
  );
  const text = "Llegaron aromas nuevos.";
  const id = await shop.db.run(serviceRole, (tx) =>
    createCampaign(tx, {
      subject: SUBJECT,
      body: text,
      blocks: [{ t: "p", c: [{ t: "text", v: text }] }],
      productIds: [],
    }),
  );
  await shop.db.run(serviceRole, (tx) => startSending(tx, id, new Date()));
  const run = await queueCampaignMails({ db: shop.db, siteUrl: "http://localhost:8787", now: () => new Date() });
  expect(run.queued).toBe(count);
  return run.mailIds;
}

const transport = () => resendMail("re_test_key", { baseUrl: resend.baseUrl });
const outbox = (
  now: Date,
  worker: { db: Database; transport: MailTransport } = { db: shop.db, transport: transport() },
) => ({
  ...worker,
  from: "Tienda <tienda@quimica.test>",
  now: () => now,
});

/** The scheduled mail job, once a minute from `from` on, until nothing is left to send (or `runs` runs). */
async function scheduledRuns(fromSeconds: number, runs = 30) {
  for (let n = 0; n < runs; n++) {
    const now = at(fromSeconds + n * 180);
    resend.setNow(now);
    await deliverMail(outbox(now), { limit: 100 });
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where status = 'queued'",
    );
    if (rows[0]!.n === 0) return;
  }
}

/** How many copies of the newsletter each address received. */
function copies(): Map<string, number> {
  const byAddress = new Map<string, number>();
  for (const mail of resend.sent.filter((m) => m.subject === SUBJECT)) {
    byAddress.set(mail.to, (byAddress.get(mail.to) ?? 0) + 1);
  }
  return byAddress;
}

async function statuses() {
  const { rows } = await shop.pg.query<{ status: string; n: number }>(
    "select status, count(*)::int as n from mail_outbox where kind = 'campaign' group by status order by status",
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe("the Resend stand-in", () => {
  it("keeps Resend's published idempotency rules: same key and payload, other payload, in progress, 24 h", async () => {
    const client = new Resend("re_test_key", { baseUrl: resend.baseUrl });
    const mail = (to: string) => ({ from: "t@quimica.test", to: [to], subject: "Hola", text: "x" });
    const first = await client.batch.send([mail("a@example.com"), mail("b@example.com")], { idempotencyKey: "k1" });
    const again = await client.batch.send([mail("a@example.com"), mail("b@example.com")], { idempotencyKey: "k1" });
    expect(again.data).toEqual(first.data);
    expect(resend.sent).toHaveLength(2);
    const other = await client.batch.send([mail("a@example.com")], { idempotencyKey: "k1" });
    expect(other.error).toMatchObject({ statusCode: 409, name: "invalid_idempotent_request" });
    resend.stallNext();
    const lost = await client.emails.send(mail("c@example.com"), { idempotencyKey: "k2" });
    expect(lost.error?.statusCode ?? null).toBeNull();
    const busy = await client.emails.send(mail("c@example.com"), { idempotencyKey: "k2" });
    expect(busy.error).toMatchObject({ statusCode: 409, name: "concurrent_idempotent_requests" });
    resend.finishStalled();
    expect((await client.emails.send(mail("c@example.com"), { idempotencyKey: "k2" })).error).toBeNull();
    expect(resend.sent.map((m) => m.to)).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    const bad = await client.batch.send([mail("d@example.com"), mail("no es una dirección")], { idempotencyKey: "k3" });
    expect(bad.error).toMatchObject({ statusCode: 422, name: "validation_error" });
    expect(resend.sent).toHaveLength(3);
    // After 24 hours the key is forgotten: the same request sends again.
    resend.setNow(at(24 * 3600 + 1));
    await client.batch.send([mail("a@example.com"), mail("b@example.com")], { idempotencyKey: "k1" });
    expect(resend.sent).toHaveLength(5);
  });
});

describe("a newsletter's batches after a crash (issue 38, item 2)", () => {
  it("500 subscribers in batches of 100, the Worker killed between acceptance and marking twice: one mail each", async () => {
    const mailIds = await queuedCampaign(500);
    // The owner's 'Enviar': the five batches right away; the Worker dies once Resend accepted the second.
    const first = dyingWorker(shop.db, transport(), { acceptedCalls: 2 });
    await deliverMail(outbox(T0, first), { ids: mailIds, limit: mailIds.length });
    expect(first.dead()).toBe(true);
    expect(resend.sent).toHaveLength(200);
    // Meanwhile other rows change: an order mail whose retry is due comes first in the queue, a subscriber leaves.
    await shop.pg.exec(`
      insert into mail_outbox (to_address, subject, html, text_body, kind, attempts, next_attempt_at)
      values ('cliente@example.com', 'Su pedido', '<p>h</p>', 't', 'order_notice', 1, now() - interval '1 hour');
      update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
       where email = 'suscriptor0150@example.com'`);
    // The scheduled job after the claims ran out; it too dies, one database write after Resend's next acceptance.
    resend.setNow(at(180));
    const second = dyingWorker(shop.db, transport(), { acceptedCalls: 1, writesAfter: 1 });
    await deliverMail(outbox(at(180), second), { limit: 100 });
    expect(second.dead()).toBe(true);
    await scheduledRuns(360);

    const received = copies();
    expect(received.size).toBe(500);
    expect([...received].filter(([, n]) => n !== 1)).toEqual([]);
    expect(resend.sent.filter((m) => m.to === "cliente@example.com")).toHaveLength(1);
    expect(resend.requests.filter((r) => r.name === "invalid_idempotent_request")).toEqual([]);
    // Every newsletter mail went through the batch endpoint, never alone.
    expect(resend.sent.filter((m) => m.subject === SUBJECT).every((m) => m.key?.startsWith("batch/"))).toBe(true);
    expect(await statuses()).toEqual({ sent: 500 });
  });

  it("a 409 invalid_idempotent_request holds the batch: nothing is resent, under that key or another", async () => {
    const mailIds = await queuedCampaign(150);
    const worker = dyingWorker(shop.db, transport(), { acceptedCalls: 1 });
    await deliverMail(outbox(T0, worker), { ids: mailIds, limit: mailIds.length });
    // A bug changes a mail of the batch Resend already sent: the same key now comes with another payload.
    await shop.pg.query("update mail_outbox set html = html || ' ' where id = $1", [mailIds[0]]);
    await scheduledRuns(180, 5);

    const received = copies();
    expect(received.size).toBe(150);
    expect([...received].filter(([, n]) => n !== 1)).toEqual([]);
    expect(resend.requests.filter((r) => r.name === "invalid_idempotent_request")).toHaveLength(1);
    expect(resend.requests.filter((r) => r.path === "/emails")).toEqual([]);
    expect(await statuses()).toEqual({ held: 100, sent: 50 });
    const { rows } = await shop.pg.query<{ error: string }>(
      "select distinct error from mail_outbox where status = 'held'",
    );
    expect(rows.map((r) => r.error)).toEqual([expect.stringContaining("invalid_idempotent_request")]);
  });

  it("a batch still being processed by Resend is retried later under the same key, never alone", async () => {
    await queuedCampaign(150);
    resend.stallNext();
    await deliverMail(outbox(T0), { limit: 100 });
    expect(resend.sent).toHaveLength(0);
    await scheduledRuns(180, 2);
    expect(resend.requests.filter((r) => r.name === "concurrent_idempotent_requests").length).toBeGreaterThan(0);
    resend.finishStalled();
    await scheduledRuns(3600);

    const received = copies();
    expect(received.size).toBe(150);
    expect([...received].filter(([, n]) => n !== 1)).toEqual([]);
    const keys = new Set(resend.requests.filter((r) => r.mails === 100).map((r) => r.key));
    expect(keys.size).toBe(1);
    expect(resend.requests.filter((r) => r.path === "/emails")).toEqual([]);
    expect(await statuses()).toEqual({ sent: 150 });
  });

  it("a batch whose key is more than a day old is held, not sent again (Resend forgets keys after 24 h)", async () => {
    await queuedCampaign(150);
    const worker = dyingWorker(shop.db, transport(), { acceptedCalls: 1 });
    await deliverMail(outbox(T0, worker), { limit: 100 });
    expect(resend.sent).toHaveLength(100);
    // The scheduled job was down for a day.
    await scheduledRuns(25 * 3600, 5);

    const received = copies();
    expect(received.size).toBe(150);
    expect([...received].filter(([, n]) => n !== 1)).toEqual([]);
    expect(await statuses()).toEqual({ held: 100, sent: 50 });
  });
});

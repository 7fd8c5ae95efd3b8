import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailTransport } from "../../worker/adapters/mail/port.ts";
import { resendMail } from "../../worker/adapters/mail/resend.ts";
import { deliverMail } from "../../worker/services/mail/outbox.ts";
import { dyingWorker, type FakeResend, startFakeResend } from "../support/fake-resend.ts";
import { scratchShop, serverUrl, warnWithoutServer } from "../support/server-database.ts";

/**
 * Newsletter batches under concurrent claims (issue 38, item 2; decision 026): many delivery runs at once with small
 * limits, one of them killed right after Resend accepted its call, never split a batch or send a mail twice. PGlite
 * runs one query at a time, so this needs a real server (TEST_DATABASE_URL).
 */
warnWithoutServer("mail-batch-claims.test.ts");

describe.runIf(serverUrl)("newsletter batch claims under concurrency (real Postgres)", () => {
  const shop = scratchShop("shop_mail_batches");
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend();
  });
  afterAll(() => resend.close());

  it("concurrent runs with small limits and a killed Worker: whole batches, one mail per address", async () => {
    // Five queuing batches of 100 and 20 single mails, interleaved by id.
    await shop.sql`
      insert into mail_outbox (to_address, subject, html, text_body, kind, batch_key)
      select 'lector' || n || '@example.com', 'Boletín', '<p>h</p>', 't', 'campaign',
             (array[${crypto.randomUUID()}, ${crypto.randomUUID()}, ${crypto.randomUUID()}, ${crypto.randomUUID()},
                    ${crypto.randomUUID()}])[(n % 5) + 1]::uuid
        from generate_series(1, 500) n`;
    await shop.sql`
      insert into mail_outbox (to_address, subject, html, text_body, kind)
      select 'cliente' || n || '@example.com', 'Pedido', '<p>h</p>', 't', 'order_notice' from generate_series(1, 20) n`;
    const transport = resendMail("re_test_key", { baseUrl: resend.baseUrl });
    const deps = (now: Date, worker = { db: shop.db, transport }) => ({
      ...worker,
      from: "Tienda <t@quimica.test>",
      now: () => now,
    });
    const t0 = new Date();
    // The run that dies goes first and holds its claim when the seven others start (left to the scheduler, the others
    // could claim every due row first and leave it nothing to send, so nothing would be killed).
    let sending!: () => void;
    const firstCall = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const watched: MailTransport = {
      name: transport.name,
      deliver(message) {
        sending();
        return transport.deliver(message);
      },
      deliverBatch(messages, key) {
        sending();
        return transport.deliverBatch!(messages, key);
      },
    };
    const dying = dyingWorker(shop.db, watched, { acceptedCalls: 1 });
    const first = deliverMail(deps(t0, dying), { limit: 37 });
    await Promise.race([firstCall, first]);
    await Promise.all([first, ...Array.from({ length: 7 }, () => deliverMail(deps(t0), { limit: 37 }))]);
    expect(dying.dead()).toBe(true);
    // Later runs (after the claims ran out) finish the rest.
    for (let n = 1; n <= 10; n++) {
      const now = new Date(t0.getTime() + n * 180_000);
      await Promise.all([deliverMail(deps(now), { limit: 37 }), deliverMail(deps(now), { limit: 37 })]);
    }

    const copies = new Map<string, number>();
    for (const mail of resend.sent) copies.set(mail.to, (copies.get(mail.to) ?? 0) + 1);
    expect(copies.size).toBe(520);
    expect([...copies].filter(([, n]) => n !== 1)).toEqual([]);
    const batchCalls = resend.requests.filter((r) => r.path === "/emails/batch");
    expect(batchCalls.every((r) => r.mails === 100)).toBe(true);
    expect(resend.requests.filter((r) => r.status === 409)).toEqual([]);
    const statuses = await shop.sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from mail_outbox group by status`;
    expect(statuses).toEqual([{ status: "sent", n: 520 }]);
  });
});

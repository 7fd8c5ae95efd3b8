import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignAnswer, CampaignList, CampaignPreview } from "../../domain/api/campaigns.ts";
import { bodyBlocks } from "../../web/features/admin/campaigns/body-blocks.ts";
import type { MailTransport } from "../../worker/adapters/mail/port.ts";
import { resendMail } from "../../worker/adapters/mail/resend.ts";
import { startSending } from "../../worker/db/campaigns.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { queueCampaignMails } from "../../worker/services/campaigns/send.ts";
import { pruneCampaignMails } from "../../worker/services/jobs/prune-campaign-mails.ts";
import { deliverMail } from "../../worker/services/mail/outbox.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Newsletters (issue 25, part 3): drafts, the preview, the test send, sending to confirmed subscribers only, never
// twice to one address (even when a send is resumed after a crash), and the one-click unsubscribe of each mail.

let shop: TestShop;
let admin: Record<string, string>;
let products: { id: number; name: string; slug: string }[];

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number; name: string; slug: string }>(
    "select id::int, name, slug from products where published order by id limit 2",
  );
  products = rows;
  await shop.pg.exec("delete from newsletter_subscribers");
  await shop.pg.exec(`
    insert into newsletter_subscribers (email, source, status, confirmed_at, unsubscribed_at) values
      ('ana@example.com', 'footer', 'confirmed', now() - interval '2 days', null),
      ('beto@example.com', 'blog', 'confirmed', now() - interval '1 day', null),
      ('carla@example.com', 'checkout', 'confirmed', now() - interval '1 hour', null),
      ('pendiente@example.com', 'footer', 'pending', null, null),
      ('baja@example.com', 'footer', 'unsubscribed', null, now() - interval '3 days')`);
});
afterAll(() => shop.close());

const body = `## Llegó la primavera\n\nAromas **nuevos** y _frescos_. Vea [la tienda](/shop) o [esto](https://example.com/x).\n\n- Lavanda\n- Menta\n\n<img src=x onerror=alert(1)> no`;
const draft = (overrides: Record<string, unknown> = {}) => {
  const text = (overrides.body as string | undefined) ?? body.replace("<img src=x onerror=alert(1)>", "<b>hola</b>");
  return {
    subject: "Novedades de primavera",
    body: text,
    blocks: bodyBlocks(text),
    productIds: products.map((p) => p.id),
    ...overrides,
  };
};
const call = (path: string, method: string, payload?: unknown, headers = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
async function create(overrides?: Record<string, unknown>): Promise<CampaignAnswer> {
  const res = await call("/api/admin/campaigns", "POST", draft(overrides));
  expect(res.status).toBe(201);
  return res.json() as Promise<CampaignAnswer>;
}
async function campaignMails(kind = "campaign") {
  const { rows } = await shop.pg.query<{
    to_address: string;
    html: string;
    text_body: string;
    headers: Record<string, string>;
    status: string;
  }>("select to_address, html, text_body, headers, status from mail_outbox where kind = $1 order by id", [kind]);
  return rows;
}

describe("newsletter drafts", () => {
  it("refuses callers without a token (401) and signed-in non-admins (403)", async () => {
    expect((await shop.request("/api/admin/campaigns")).status).toBe(401);
    const shopper = await bearer({ appRole: null });
    expect((await call("/api/admin/campaigns", "GET", undefined, shopper)).status).toBe(403);
    expect((await call("/api/admin/campaigns", "POST", draft(), shopper)).status).toBe(403);
  });

  it("creates, reads and saves a draft with its products in order, and refuses bad input in Spanish", async () => {
    const { campaign, subscribers } = await create();
    expect(subscribers).toBe(3);
    expect(campaign).toMatchObject({ status: "draft", subject: "Novedades de primavera", sent: 0 });
    expect(campaign.products.map((p) => p.id)).toEqual(products.map((p) => p.id));
    const reversed = [...products].reverse().map((p) => p.id);
    const saved = await call(`/api/admin/campaigns/${campaign.id}`, "PUT", draft({ productIds: reversed }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as CampaignAnswer).campaign.products.map((p) => p.id)).toEqual(reversed);

    const bad = await call("/api/admin/campaigns", "POST", draft({ subject: "", body: "[x](javascript:alert(1))" }));
    expect(bad.status).toBe(400);
    const error = ((await bad.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("invalid_input");
    expect(JSON.stringify(error)).toContain("Escriba el asunto del correo.");
    expect(JSON.stringify(error)).toContain("Un enlace no es válido");
    const unknown = await call("/api/admin/campaigns", "POST", draft({ productIds: [999999] }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("unknown_product");
  });

  it("previews the mail as sent: formatted body, product cards with link and price, raw HTML shown as text", async () => {
    const text = body;
    const res = await call("/api/admin/campaigns/preview", "POST", draft({ body: text, blocks: bodyBlocks(text) }));
    expect(res.status).toBe(200);
    const preview = (await res.json()) as CampaignPreview;
    expect(preview.html).toContain('font-weight:700">nuevos</span>');
    expect(preview.html).toContain('href="http://localhost:8787/shop"');
    expect(preview.html).toContain("<li");
    expect(preview.html).not.toContain("<img src=x");
    expect(preview.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    for (const p of products) {
      expect(preview.html).toContain(`http://localhost:8787/shop/product/${p.slug}`);
      expect(preview.text).toContain(p.name);
    }
    expect(preview.text).toContain("la tienda (http://localhost:8787/shop)");
    expect(preview.text).toMatch(/\$\u00a0\d/);
  });
});

describe("sending a newsletter", () => {
  it("sends a test to the admin's own address only", async () => {
    const { campaign } = await create({ subject: "Prueba de envío" });
    const res = await call(`/api/admin/campaigns/${campaign.id}/test`, "POST");
    expect(res.status).toBe(200);
    const tests = await campaignMails("campaign_test");
    expect(tests.at(-1)).toMatchObject({ to_address: "admin@quimica.test", status: "sent" });
    expect(await campaignMails()).toEqual([]);
    const after = (await (await call(`/api/admin/campaigns/${campaign.id}`, "GET")).json()) as CampaignAnswer;
    expect(after.campaign.testSentAt).not.toBeNull();
  });

  it("goes to confirmed subscribers only, once, each mail with its own unsubscribe link and headers", async () => {
    const { campaign } = await create();
    const stale = await call(`/api/admin/campaigns/${campaign.id}/send`, "POST", { recipients: 5 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toContain("ahora son 3");

    const res = await call(`/api/admin/campaigns/${campaign.id}/send`, "POST", { recipients: 3 });
    expect(res.status).toBe(200);
    const sent = ((await res.json()) as CampaignAnswer).campaign;
    expect(sent).toMatchObject({ status: "sent", recipients: 3, queued: 3 });
    const delivered = (await (await call(`/api/admin/campaigns/${campaign.id}`, "GET")).json()) as CampaignAnswer;
    expect(delivered.campaign).toMatchObject({ sent: 3, failed: 0, unsubscribed: 0 });
    const mails = await campaignMails();
    expect(mails.map((m) => m.to_address).sort()).toEqual(["ana@example.com", "beto@example.com", "carla@example.com"]);
    const { rows: tokens } = await shop.pg.query<{ email: string; token: string }>(
      "select email, unsubscribe_token as token from newsletter_subscribers",
    );
    for (const mail of mails) {
      const token = tokens.find((t) => t.email === mail.to_address)!.token;
      expect(mail.headers["List-Unsubscribe"]).toBe(
        `<http://localhost:8787/api/newsletter/unsubscribe?token=${token}>`,
      );
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain(`http://localhost:8787/newsletter/unsubscribe?token=${token}`);
      expect(mail.text_body).toContain(`http://localhost:8787/newsletter/unsubscribe?token=${token}`);
    }
    const again = await call(`/api/admin/campaigns/${campaign.id}/send`, "POST", { recipients: 3 });
    expect(again.status).toBe(409);
    expect((await call(`/api/admin/campaigns/${campaign.id}`, "PUT", draft())).status).toBe(409);
    expect(await campaignMails()).toHaveLength(3);

    // One-click unsubscribe from the header, as a mail program does it: counted as 'unsubscribed since'.
    const url = mails[0]!.headers["List-Unsubscribe"]!.slice(1, -1).replace("http://localhost:8787", "");
    const unsub = await shop.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsub.status).toBe(200);
    const list = (await (await call("/api/admin/campaigns", "GET")).json()) as CampaignList;
    expect(list.items.find((c) => c.id === campaign.id)).toMatchObject({ sent: 3, unsubscribed: 1 });
    expect(list.subscribers).toBe(2);
    await shop.pg.query(
      "update newsletter_subscribers set status = 'confirmed', unsubscribed_at = null where email = $1",
      [mails[0]!.to_address],
    );
  });

  it("never sends twice to an address when a send is resumed after a crash or runs twice at once", async () => {
    await shop.pg.exec("delete from mail_outbox where kind = 'campaign'");
    const { campaign } = await create({ subject: "Reanudado" });
    await shop.db.run(serviceRole, (tx) => startSending(tx, campaign.id, new Date()));
    const deps = { db: shop.db, siteUrl: "http://localhost:8787", now: () => new Date() };
    // A batch of two, then a crash mid-batch: the transaction rolls back and queues nothing.
    expect((await queueCampaignMails(deps, { batchSize: 2, maxBatches: 1 })).queued).toBe(2);
    await expect(
      shop.db.run(serviceRole, async (tx) => {
        await tx`insert into mail_outbox (to_address, subject, html, text_body, kind) values ('x@example.com', 's', 'h', 't', 'campaign')`;
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    // Resumed twice at once.
    const runs = await Promise.all([
      queueCampaignMails(deps, { batchSize: 2 }),
      queueCampaignMails(deps, { batchSize: 2 }),
    ]);
    expect(runs[0]!.queued + runs[1]!.queued).toBe(1);
    const mails = await campaignMails();
    expect(mails.map((m) => m.to_address).sort()).toEqual(["ana@example.com", "beto@example.com", "carla@example.com"]);
    const { rows } = await shop.pg.query<{ status: string; queued: number }>(
      "select status, queued from campaigns where id = $1",
      [campaign.id],
    );
    expect(rows[0]).toEqual({ status: "sent", queued: 3 });
  });

  it("delivers a batch with one call of Resend's batch endpoint, its key making a retry after a crash send nothing new", async () => {
    await shop.pg.exec("delete from mail_outbox where kind = 'campaign'");
    const calls: {
      path: string;
      key: string | undefined;
      body: { to: string[]; headers: Record<string, string> }[];
    }[] = [];
    const accepted = new Set<string>();
    const server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const key = req.headers["idempotency-key"] as string | undefined;
        const body = JSON.parse(raw);
        calls.push({ path: req.url ?? "", key, body });
        if (key) accepted.add(key);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ data: body.map(() => ({ id: crypto.randomUUID() })) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const resend = resendMail("re_test_key", {
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      // The Worker dies once after Resend accepted the first batch, before the outbox recorded it.
      let crash = true;
      const crashing: MailTransport = {
        name: "crashing",
        deliver: resend.deliver,
        async deliverBatch(mails, key) {
          await resend.deliverBatch!(mails, key);
          if (crash) {
            crash = false;
            throw new Error("Worker killed before recording the delivery");
          }
        },
      };
      const { campaign } = await create({ subject: "Por lotes" });
      await shop.db.run(serviceRole, (tx) => startSending(tx, campaign.id, new Date()));
      const deps = { db: shop.db, siteUrl: "http://localhost:8787", now: () => new Date() };
      const { mailIds } = await queueCampaignMails(deps, { batchSize: 2 });
      expect(mailIds).toHaveLength(3);
      const outbox = (now: Date) => ({
        db: shop.db,
        transport: crashing,
        from: "Tienda <t@quimica.test>",
        now: () => now,
      });
      await deliverMail(outbox(new Date()), { ids: mailIds, limit: 100 });
      await deliverMail(outbox(new Date(Date.now() + 3_600_000)), { ids: mailIds, limit: 100 });
      expect((await campaignMails()).map((m) => m.status)).toEqual(["sent", "sent", "sent"]);
      expect(calls.every((c) => c.path === "/emails/batch" && c.key?.startsWith("batch/"))).toBe(true);
      // Two batches (2 + 1), the crashed one sent again under the same key: Resend answers it without sending.
      expect(calls.map((c) => c.body.length).sort()).toEqual([1, 2, 2]);
      expect(accepted.size).toBe(2);
      expect(calls.flatMap((c) => c.body.map((m) => m.headers["List-Unsubscribe-Post"]))).toEqual(
        Array(5).fill("List-Unsubscribe=One-Click"),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("clears a sent newsletter's mail bodies after 30 days: rows, counts and queued mails stay", async () => {
    await shop.pg.exec("delete from mail_outbox where kind = 'campaign'");
    const { campaign } = await create({ subject: "Un mes después" });
    expect((await call(`/api/admin/campaigns/${campaign.id}/send`, "POST", { recipients: 3 })).status).toBe(200);
    // Two of the three were queued 31 days ago; one of those is still queued (a retry pending): never touched.
    await shop.pg.exec(`
      update mail_outbox set created_at = now() - interval '31 days'
       where id in (select id from mail_outbox where kind = 'campaign' order by id limit 2)`);
    await shop.pg.exec(`
      update mail_outbox set status = 'queued', sent_at = null
       where id = (select id from mail_outbox where kind = 'campaign' order by id limit 1)`);
    const orderMail = await shop.pg.query<{ id: number }>(
      `insert into mail_outbox (to_address, subject, html, text_body, kind, status, created_at)
       values ('x@example.com', 'Pedido', '<p>h</p>', 't', 'order_placed', 'sent', now() - interval '90 days')
       returning id::int`,
    );

    const run = () => pruneCampaignMails({ db: shop.db, now: () => new Date() });
    expect(await run()).toEqual({ cleared: 1 });
    expect(await run()).toEqual({ cleared: 0 });
    const mails = await campaignMails();
    expect(mails.map((m) => [m.status, m.html === "", m.text_body === ""])).toEqual([
      ["queued", false, false],
      ["sent", true, true],
      ["sent", false, false],
    ]);
    const { rows } = await shop.pg.query<{ html: string }>("select html from mail_outbox where id = $1", [
      orderMail.rows[0]!.id,
    ]);
    expect(rows[0]!.html).toBe("<p>h</p>");
    // The campaign still counts what it sent.
    const after = (await (await call(`/api/admin/campaigns/${campaign.id}`, "GET")).json()) as CampaignAnswer;
    expect(after.campaign).toMatchObject({ sent: 2, failed: 0 });
    await shop.pg.query("delete from mail_outbox where id = $1", [orderMail.rows[0]!.id]);
  });
});

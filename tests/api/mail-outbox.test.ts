import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MAIL_ATTEMPTS } from "../../domain/mail.ts";
import { orderRequest } from "../../domain/schemas/checkout.ts";
import type { MailTransport, OutgoingMail } from "../../worker/adapters/mail/port.ts";
import { PermanentMailError } from "../../worker/adapters/mail/port.ts";
import { resendMail } from "../../worker/adapters/mail/resend.ts";
import { serviceRole } from "../../worker/db/database.ts";
import { claimDueMail, enqueueMail } from "../../worker/db/mail-outbox.ts";
import { deliverMail, type OutboxDeps } from "../../worker/services/mail/outbox.ts";
import { placeOrder } from "../../worker/services/place-order.ts";
import { customer, pickVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** A transport that records what it delivered, and can be told to fail. */
function recorder(fail: (mail: OutgoingMail, n: number) => Error | null = () => null) {
  const delivered: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    name: "recorder",
    async deliver(mail) {
      const error = fail(mail, ++calls);
      if (error) throw error;
      delivered.push(mail);
    },
  };
  return { transport, delivered, calls: () => calls };
}

const clock = new Date();
const deps = (transport: MailTransport, at: () => Date = () => clock): OutboxDeps => ({
  db: shop.db,
  transport,
  from: "Tienda <tienda@quimica.test>",
  now: at,
});
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

async function mailRows(orderId: number) {
  const { rows } = await shop.pg.query<{ id: number; status: string; attempts: number; kind: string }>(
    "select id::int, status, attempts, kind from mail_outbox where order_id = $1 order by id",
    [orderId],
  );
  return rows;
}

/** Places an order through the service only: the process "dies" before anything is delivered. */
async function orderWithoutDelivery(quantity = 1) {
  const { order, mailIds } = await placeOrder(orderDeps(), await orderFor(quantity));
  return { order, mailIds };
}

const orderDeps = () => ({
  db: shop.db,
  now: () => clock,
  shopEmail: "ventas@quimica.test",
  siteUrl: "http://localhost:8787",
});

async function orderFor(quantity: number) {
  const variant = await pickVariant(shop, { minStock: 20 });
  return orderRequest.parse(
    customer({
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
      idempotencyKey: crypto.randomUUID(),
    }),
  );
}

describe("transactional outbox", () => {
  it("queues an order's mails in the order's own transaction: a refused order queues none", async () => {
    const before = await shop.pg.query<{ n: number }>("select count(*)::int as n from mail_outbox");
    await expect(placeOrder(orderDeps(), await orderFor(99))).rejects.toThrow(/No hay stock suficiente|Máximo/);
    const after = await shop.pg.query<{ n: number }>("select count(*)::int as n from mail_outbox");
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    const { order } = await orderWithoutDelivery();
    expect((await mailRows(order.id)).map((r) => [r.kind, r.status])).toEqual([
      ["order_confirmation", "queued"],
      ["order_notice", "queued"],
    ]);
  });

  it("after a crash between commit and delivery, the scheduled run delivers each message exactly once", async () => {
    const { order, mailIds } = await orderWithoutDelivery();
    const { transport, delivered } = recorder();
    // Two runs at once (two isolates' cron, or cron and a request): nothing is sent twice.
    const reports = await Promise.all([deliverMail(deps(transport)), deliverMail(deps(transport))]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(2);
    expect(delivered.filter((m) => mailIds.length && m.subject.includes(`N.º ${order.id}`))).toHaveLength(2);
    expect(new Set(delivered.map((m) => m.deliveryKey)).size).toBe(delivered.length);
    expect((await mailRows(order.id)).map((r) => r.status)).toEqual(["sent", "sent"]);
    await deliverMail(deps(transport, () => later(3600)));
    expect(delivered.filter((m) => m.subject.includes(`N.º ${order.id}`))).toHaveLength(2);
  });

  it("a delivery that died after claiming is retried once the claim runs out", async () => {
    const { order, mailIds } = await orderWithoutDelivery();
    await shop.db.run(serviceRole, (tx) =>
      claimDueMail(tx, { now: clock, lockedUntil: later(120), limit: 10, ids: mailIds }),
    );
    const { transport, delivered } = recorder();
    expect((await deliverMail(deps(transport), { ids: mailIds })).sent).toBe(0);
    expect(
      (
        await deliverMail(
          deps(transport, () => later(121)),
          { ids: mailIds },
        )
      ).sent,
    ).toBe(2);
    expect(delivered.map((m) => m.to).sort()).toEqual(["ana.perez@example.com", "ventas@quimica.test"]);
    expect((await mailRows(order.id)).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("retries a failed delivery with backoff and marks it failed after the last attempt", async () => {
    const { order, mailIds } = await orderWithoutDelivery();
    const down = recorder(() => new Error("provider down"));
    let at = clock;
    const run = () =>
      deliverMail(
        deps(down.transport, () => at),
        { ids: mailIds },
      );
    expect(await run()).toEqual({ sent: 0, retrying: 2, failed: 0, held: 0 });
    // Not due yet 30 s later; due after the first backoff (60 s).
    at = later(30);
    expect(await run()).toEqual({ sent: 0, retrying: 0, failed: 0, held: 0 });
    at = later(61);
    expect(await run()).toEqual({ sent: 0, retrying: 2, failed: 0, held: 0 });
    for (let attempt = 3; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      at = new Date(at.getTime() + 3601 * 1000);
      await run();
    }
    const rows = await mailRows(order.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["failed", MAX_MAIL_ATTEMPTS],
      ["failed", MAX_MAIL_ATTEMPTS],
    ]);
    at = new Date(at.getTime() + 24 * 3600 * 1000);
    const callsBefore = down.calls();
    await run();
    expect(down.calls()).toBe(callsBefore);
  });

  it("gives up at once when the provider refuses the message itself", async () => {
    const { order, mailIds } = await orderWithoutDelivery();
    const refusing = recorder(() => new PermanentMailError("Resend 422 validation_error: bad address"));
    expect(await deliverMail(deps(refusing.transport), { ids: mailIds })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 2,
      held: 0,
    });
    const { rows } = await shop.pg.query<{ status: string; error: string }>(
      "select status, error from mail_outbox where order_id = $1",
      [order.id],
    );
    expect(rows.every((r) => r.status === "failed" && r.error.includes("validation_error"))).toBe(true);
  });

  it("keeps every header on one line, whatever the customer typed", async () => {
    const id = await shop.db.run(serviceRole, (tx) =>
      enqueueMail(tx, {
        to: "cliente@example.com\r\nBcc: espia@example.com",
        subject: "Pedido de A\r\nBcc: x@y",
        replyTo: "A\nB <a@b.uy>",
        html: "<p>hola</p>",
        text: "hola\nchau",
        kind: "test",
        headers: { "List-Unsubscribe": "<https://x.uy/u>\r\nX-Evil: 1" },
      }),
    );
    const { transport, delivered } = recorder();
    await deliverMail(deps(transport), { ids: [id] });
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    for (const value of [mail!.to, mail!.subject, mail!.replyTo ?? "", ...Object.values(mail!.headers)]) {
      expect(value).not.toMatch(/[\r\n]/);
    }
    expect(mail!.subject).toBe("Pedido de A Bcc: x@y");
    expect(mail!.text).toBe("hola\nchau");
  });
});

describe("Resend adapter (the SDK against a local stand-in of Resend's API)", () => {
  let server: Server;
  let baseUrl: string;
  const accepted = new Map<string, unknown>();
  const requests: { key: string | undefined; auth: string | undefined; body: Record<string, unknown> }[] = [];
  let answer: (body: Record<string, unknown>) => { status: number; json: unknown } | null = () => null;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(raw) as Record<string, unknown>;
        const key = req.headers["idempotency-key"] as string | undefined;
        requests.push({ key, auth: req.headers.authorization, body });
        const forced = answer(body);
        res.setHeader("content-type", "application/json");
        if (forced) {
          res.statusCode = forced.status;
          res.end(JSON.stringify(forced.json));
          return;
        }
        // Like Resend: the same idempotency key within 24 h returns the first result, sends nothing new.
        if (key && !accepted.has(key)) accepted.set(key, { id: crypto.randomUUID() });
        res.end(JSON.stringify(key ? accepted.get(key) : { id: crypto.randomUUID() }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends through the SDK with the outbox key as Idempotency-Key; a retry after a crash sends nothing new", async () => {
    const { order, mailIds } = await orderWithoutDelivery();
    const resend = resendMail("re_test_key", { baseUrl });
    // The Worker dies after Resend accepted the message but before the outbox recorded it.
    let crashes = 2;
    const crashing: MailTransport = {
      name: "crashing",
      async deliver(mail) {
        await resend.deliver(mail);
        if (crashes-- > 0) throw new Error("Worker killed before recording the delivery");
      },
    };
    await deliverMail(deps(crashing), { ids: mailIds });
    await deliverMail(
      deps(crashing, () => later(61)),
      { ids: mailIds },
    );
    expect((await mailRows(order.id)).map((r) => r.status)).toEqual(["sent", "sent"]);

    const mine = requests.filter((r) => String(r.body.subject).includes(`N.º ${order.id}`));
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((r) => r.key)).size).toBe(2);
    expect(mine.every((r) => r.auth === "Bearer re_test_key")).toBe(true);
    const keys = new Set(mine.map((r) => r.key));
    expect([...keys].every((k) => accepted.has(k!))).toBe(true);
    const first = mine[0]!.body;
    expect(first.from).toBe("Tienda <tienda@quimica.test>");
    expect(first.to).toEqual(["ana.perez@example.com"]);
    expect(first.reply_to).toBe("ventas@quimica.test");
    expect(String(first.html)).toContain("<html");
    expect(String(first.text)).toContain(`pedido N.º ${order.id}`);
  });

  it("tells a refused message (retrying cannot help) from a provider outage", async () => {
    const resend = resendMail("re_test_key", { baseUrl });
    const mail: OutgoingMail = {
      deliveryKey: crypto.randomUUID(),
      from: "Tienda <tienda@quimica.test>",
      to: "x@example.com",
      replyTo: null,
      subject: "Prueba",
      html: "<p>x</p>",
      text: "x",
      headers: {},
    };
    answer = () => ({
      status: 422,
      json: { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
    });
    await expect(resend.deliver(mail)).rejects.toBeInstanceOf(PermanentMailError);
    answer = () => ({ status: 500, json: { statusCode: 500, name: "internal_server_error", message: "oops" } });
    const outage = await resend.deliver(mail).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(PermanentMailError);
    answer = () => null;
  });
});

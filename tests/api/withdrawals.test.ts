import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { customer, pickVariant, type SaleVariant, stockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// The right of withdrawal (issue 40 section 1; decision 029): the customer's request on the order's secret link,
// every refusal, and the owner's steps (accept, decline, return received: stock back, refund, credit note).

let shop: TestShop;
let a: SaleVariant;
let b: SaleVariant;
let admin: Record<string, string>;
const mp = fakePayments();
const config = parseConfig({ ENVIRONMENT: "test" });

beforeAll(async () => {
  shop = await startTestShop();
  a = await pickVariant(shop, { minStock: 100, minPrice: 200 });
  b = await pickVariant(shop, { minStock: 100, minPrice: 200, skip: [a.productId] });
  admin = await bearer({ email: "encargada@quimica.test" });
});
afterAll(() => shop.close());

const request = (path: string, init: RequestInit = {}) =>
  requestSettled(
    createApp(() => ({ ...buildDeps(config, shop.db), payments: mp.port })),
    path,
    init,
  );
const post = (path: string, body: unknown, headers: Record<string, string> = admin) =>
  request(path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

interface Placed {
  id: number;
  accessToken: string;
  total: number;
}

/** A pickup order of 2 × a and 3 × b, approved; collected unless told otherwise. */
async function sold(options: { extra?: Record<string, unknown>; collect?: boolean } = {}): Promise<Placed> {
  const res = await post(
    "/api/orders",
    customer({
      items: [
        { productId: a.productId, variantId: a.variantId, quantity: 2 },
        { productId: b.productId, variantId: b.variantId, quantity: 3 },
      ],
      idempotencyKey: crypto.randomUUID(),
      ...options.extra,
    }),
    {},
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: Placed };
  await move(order.id, "approve");
  if (options.collect !== false) {
    await move(order.id, "ready");
    await move(order.id, "collect");
  }
  return order;
}

async function move(id: number, event: string) {
  const res = await post(`/api/admin/orders/${id}/moves`, { event });
  expect(res.status, await res.clone().text()).toBe(200);
}

const stateOf = async (o: Placed) => {
  const res = await request(`/api/orders/${o.id}/withdrawal?token=${o.accessToken}`);
  expect(res.status).toBe(200);
  return res.json() as Promise<{
    window: { kind: string; until?: string | null };
    items: { itemId: number; name: string; quantity: number; available: number; excludedReason: string | null }[];
    withdrawals: { id: number; status: string; createdAt: string }[];
  }>;
};

const ask = (o: Placed, lines: { itemId: number; quantity: number }[], comment?: string, token = o.accessToken) =>
  post(`/api/orders/${o.id}/withdrawal?token=${token}`, { lines, comment }, {});

async function refused(res: Response, status: number, code: string, text: RegExp) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(text);
}

const mails = async (id: number) =>
  (
    await shop.pg.query<{ kind: string; subject: string; text_body: string; to_address: string }>(
      "select kind, subject, text_body, to_address from mail_outbox where order_id = $1 order by id",
      [id],
    )
  ).rows;

/** Moves the order's hand-over back in time (its history line), as if collected on `isoDay` at 10:00 in Montevideo. */
async function collectedOn(o: Placed, isoDay: string) {
  await shop.pg.query(
    "update order_status_history set created_at = $2 where order_id = $1 and to_fulfilment = 'collected'",
    [o.id, new Date(`${isoDay}T10:00:00-03:00`)],
  );
}

describe("the customer's request", () => {
  it("shows the deadline, records the request, acknowledges it by mail and notifies the shop", async () => {
    const o = await sold();
    const before = await stateOf(o);
    expect(before.window.kind).toBe("open");
    expect(before.window.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [first] = before.items;
    const res = await ask(o, [{ itemId: first!.itemId, quantity: 1 }], "No era el aroma que esperaba.");
    expect(res.status, await res.clone().text()).toBe(201);
    const { withdrawal } = (await res.json()) as { withdrawal: { id: number; status: string } };
    expect(withdrawal.status).toBe("requested");
    const after = await stateOf(o);
    expect(after.withdrawals.map((w) => w.id)).toEqual([withdrawal.id]);
    expect(after.items[0]!.available).toBe(1);
    const sent = await mails(o.id);
    const ack = sent.find((m) => m.kind === "withdrawal_ack")!;
    expect(ack.to_address).toBe("ana.perez@example.com");
    expect(ack.subject).toContain(`N.º ${withdrawal.id}`);
    expect(ack.text_body).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(sent.some((m) => m.kind === "withdrawal_notice" && m.to_address === config.SHOP_NOTIFY_EMAIL)).toBe(true);
    const history = await shop.pg.query<{ event: string; actor: string }>(
      "select event, actor from order_status_history where order_id = $1 and event like 'withdrawal_%'",
      [o.id],
    );
    expect(history.rows).toEqual([{ event: "withdrawal_requested", actor: "customer" }]);
  });

  it("is open any time before the hand-over", async () => {
    const o = await sold({ collect: false });
    expect((await stateOf(o)).window).toEqual({ kind: "open", until: null });
    const [first] = (await stateOf(o)).items;
    expect((await ask(o, [{ itemId: first!.itemId, quantity: 2 }])).status).toBe(201);
  });

  it("counts 5 business days of the shop's calendar from the hand-over, and ends with the 5th", async () => {
    const o = await sold();
    // Collected on Monday 2026-11-02 ('Día de los Difuntos', closed): Tue 3 … Mon 9 is the 5th business day.
    await shop.pg.query(
      'update shop_settings set rules = jsonb_set(rules, \'{nonWorkingDays}\', rules->\'nonWorkingDays\' || \'[{"date":"2026-11-05","name":"Inventario"}]\'::jsonb)',
    );
    try {
      await collectedOn(o, "2026-11-02");
      const state = await stateOf(o);
      // Tue 3, Wed 4, (Thu 5 closed by the owner), Fri 6, Mon 9, Tue 10.
      expect(state.window).toEqual({ kind: "ended", until: "2026-11-10" });
      await refused(
        await ask(o, [{ itemId: state.items[0]!.itemId, quantity: 1 }]),
        409,
        "withdrawal_ended",
        /terminó el 10\/11\/2026/,
      );
    } finally {
      await shop.pg.query(
        "update shop_settings set rules = jsonb_set(rules, '{nonWorkingDays}', (select coalesce(jsonb_agg(d), '[]') from jsonb_array_elements(rules->'nonWorkingDays') d where d->>'date' <> '2026-11-05'))",
      );
    }
    expect(await mails(o.id).then((m) => m.filter((x) => x.kind.startsWith("withdrawal")))).toEqual([]);
  });

  it("refuses lines the order does not have, quantities over what was bought, and a second request", async () => {
    const o = await sold();
    const other = await sold();
    const { items } = await stateOf(o);
    const foreign = (await stateOf(other)).items[0]!.itemId;
    await refused(await ask(o, [{ itemId: foreign, quantity: 1 }]), 422, "unknown_line", /no es de este pedido/);
    await refused(await ask(o, [{ itemId: items[1]!.itemId, quantity: 4 }]), 422, "too_many", /como máximo 3 unidades/);
    await refused(await ask(o, []), 422, "no_lines", /al menos un producto/);
    await refused(await ask(o, [{ itemId: items[0]!.itemId, quantity: 0 }]), 422, "no_lines", /al menos un producto/);
    expect((await ask(o, [{ itemId: items[0]!.itemId, quantity: 2 }])).status).toBe(201);
    await refused(
      await ask(o, [{ itemId: items[0]!.itemId, quantity: 1 }]),
      409,
      "already_requested",
      /Ya pidió arrepentirse de todas las unidades/,
    );
    await refused(
      await ask(o, [{ itemId: items[1]!.itemId, quantity: 1 }]),
      409,
      "already_requested",
      /ya tiene la solicitud de arrepentimiento/,
    );
    const count = await shop.pg.query<{ n: number }>("select count(*)::int as n from withdrawals where order_id = $1", [
      o.id,
    ]);
    expect(count.rows[0]!.n).toBe(1);
  });

  it("refuses a forged token exactly like a missing order", async () => {
    const o = await sold();
    const { items } = await stateOf(o);
    const forged = `${o.accessToken.slice(0, -1)}${o.accessToken.endsWith("a") ? "b" : "a"}`;
    await refused(
      await ask(o, [{ itemId: items[0]!.itemId, quantity: 1 }], undefined, forged),
      404,
      "not_found",
      /No encontramos el pedido/,
    );
    expect((await request(`/api/orders/${o.id}/withdrawal?token=${forged}`)).status).toBe(404);
  });

  it("refuses a business order (with RUT) and says why", async () => {
    const o = await sold({
      extra: { rut: "210475730011", companyName: "Cliente S.A.", companyAddress: "Colonia 1234, Montevideo" },
    });
    const state = await stateOf(o);
    expect(state.window).toEqual({ kind: "business" });
    await refused(await ask(o, [{ itemId: state.items[0]!.itemId, quantity: 1 }]), 409, "business_order", /RUT/);
  });

  it("refuses an excluded product with its reason", async () => {
    const o = await sold();
    await shop.pg.query(
      "update products set no_withdrawal = true, no_withdrawal_reason = 'Producto de higiene precintado.' where id = $1",
      [b.productId],
    );
    try {
      const { items } = await stateOf(o);
      await refused(
        await ask(o, [{ itemId: items[1]!.itemId, quantity: 1 }]),
        422,
        "excluded",
        /no tiene derecho de arrepentimiento: Producto de higiene precintado\./,
      );
    } finally {
      await shop.pg.query("update products set no_withdrawal = false, no_withdrawal_reason = null where id = $1", [
        b.productId,
      ]);
    }
  });
});

describe("the owner's steps", () => {
  async function requested(lines: (items: { itemId: number }[]) => { itemId: number; quantity: number }[], extra = {}) {
    const o = await sold({ extra });
    const { items } = await stateOf(o);
    const res = await ask(o, lines(items));
    expect(res.status).toBe(201);
    const { withdrawal } = (await res.json()) as { withdrawal: { id: number } };
    return { o, id: withdrawal.id, items };
  }

  it("accepts, then receives the return: stock back, refund noted, a credit note for the returned line only", async () => {
    const { o, id } = await requested((items) => [{ itemId: items[0]!.itemId, quantity: 1 }]);
    const stockA = await stockOf(shop, a.productId);
    const stockB = await stockOf(shop, b.productId);
    await refused(
      await post(`/api/admin/withdrawals/${id}/receive`, { refundNote: "x" }),
      409,
      "wrong_step",
      /Primero acepte/,
    );
    expect((await post(`/api/admin/withdrawals/${id}/accept`, {})).status).toBe(200);
    await refused(await post(`/api/admin/withdrawals/${id}/accept`, {}), 409, "wrong_step", /pendiente/);
    await refused(await post(`/api/admin/withdrawals/${id}/receive`, {}), 422, "refund_note_required", /cómo devolvió/);
    const res = await post(`/api/admin/withdrawals/${id}/receive`, { refundNote: "Transferencia BROU del 12/11." });
    expect(res.status, await res.clone().text()).toBe(200);
    const { withdrawal } = (await res.json()) as { withdrawal: { status: string; refundAmount: number } };
    expect(withdrawal.status).toBe("received");
    // The bank transfer took 5 % off: the returned unit comes back at its price less its share of that discount.
    const cfe = await shop.pg.query<{ document: { lines: { quantity: number; discount: number }[] } }>(
      "select document from invoices where order_id = $1 and kind = 'cfe'",
      [o.id],
    );
    const cfeLine = cfe.rows[0]!.document.lines[0]!;
    const back = a.finalPrice - Math.round(cfeLine.discount / cfeLine.quantity);
    expect(back).toBeLessThan(a.finalPrice);
    expect(withdrawal.refundAmount).toBe(back);
    expect(await stockOf(shop, a.productId)).toBe(stockA + 1);
    expect(await stockOf(shop, b.productId)).toBe(stockB);
    const notes = await shop.pg.query<{
      cfe_type: number;
      document: { lines: { quantity: number; amount: number }[]; totals: { total: number } };
    }>("select cfe_type, document from invoices where order_id = $1 and kind = 'credit_note'", [o.id]);
    expect(notes.rows).toHaveLength(1);
    expect(notes.rows[0]!.cfe_type).toBe(102);
    expect(notes.rows[0]!.document.lines).toEqual([expect.objectContaining({ quantity: 1, amount: back })]);
    expect(notes.rows[0]!.document.totals.total).toBe(back);
    const kinds = (await mails(o.id)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(["withdrawal_accepted", "withdrawal_received"]));
    const events = await shop.pg.query<{ event: string }>(
      "select event from order_status_history where order_id = $1 and event like 'withdrawal_%' order by id",
      [o.id],
    );
    expect(events.rows.map((r) => r.event)).toEqual([
      "withdrawal_requested",
      "withdrawal_accepted",
      "withdrawal_received",
    ]);
    // Received once: a second 'Devolución recibida' gives nothing back.
    await refused(
      await post(`/api/admin/withdrawals/${id}/receive`, { refundNote: "otra" }),
      409,
      "wrong_step",
      /acepte/,
    );
    expect(await stockOf(shop, a.productId)).toBe(stockA + 1);
  });

  it("refunds a Mercado Pago order through its API, keyed by the request", async () => {
    const res = await post(
      "/api/orders",
      customer({
        paymentMethod: "mercadopago",
        items: [{ productId: a.productId, variantId: a.variantId, quantity: 2 }],
        idempotencyKey: crypto.randomUUID(),
      }),
      {},
    );
    const { order } = (await res.json()) as { order: Placed };
    const payment = mp.pay(order.id, order.total, "approved");
    expect(
      (await post(`/api/orders/${order.id}/payment-check?token=${order.accessToken}`, { paymentId: payment.id }, {}))
        .status,
    ).toBe(200);
    await move(order.id, "ready");
    await move(order.id, "collect");
    const { items } = await stateOf(order);
    const asked = await ask(order, [{ itemId: items[0]!.itemId, quantity: 1 }]);
    const { withdrawal } = (await asked.json()) as { withdrawal: { id: number } };
    await post(`/api/admin/withdrawals/${withdrawal.id}/accept`, {});
    mp.setDown(true);
    await refused(
      await post(`/api/admin/withdrawals/${withdrawal.id}/receive`, {}),
      502,
      "refund_failed",
      /Mercado Pago no hizo el reintegro/,
    );
    mp.setDown(false);
    const done = await post(`/api/admin/withdrawals/${withdrawal.id}/receive`, {});
    expect(done.status, await done.clone().text()).toBe(200);
    expect(mp.refunds).toEqual([
      { paymentId: payment.id, amount: a.finalPrice, idempotencyKey: `withdrawal-${withdrawal.id}` },
    ]);
    const { withdrawal: view } = (await done.json()) as { withdrawal: { refundNote: string } };
    expect(view.refundNote).toContain(`refund-withdrawal-${withdrawal.id}`);
  });

  it("declines with the reason the customer reads, which frees the units for a new request", async () => {
    const { o, id, items } = await requested((its) => [{ itemId: its[1]!.itemId, quantity: 3 }]);
    await refused(await post(`/api/admin/withdrawals/${id}/decline`, { reason: "  " }), 400, "invalid_input", /motivo/);
    const res = await post(`/api/admin/withdrawals/${id}/decline`, { reason: "El envase fue abierto." });
    expect(res.status).toBe(200);
    const declined = (await mails(o.id)).find((m) => m.kind === "withdrawal_declined")!;
    expect(declined.text_body).toContain("Motivo: El envase fue abierto.");
    const state = await stateOf(o);
    expect(state.withdrawals[0]).toMatchObject({ status: "declined", declineReason: "El envase fue abierto." });
    expect((await ask(o, [{ itemId: items[1]!.itemId, quantity: 1 }])).status).toBe(201);
  });

  it("lists the requests with counts for the desk, to admins only", async () => {
    expect((await request("/api/admin/withdrawals")).status).toBe(401);
    const res = await request("/api/admin/withdrawals?status=requested", { headers: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { withdrawals: { status: string }[]; counts: Record<string, number> };
    expect(body.withdrawals.length).toBeGreaterThan(0);
    expect(body.withdrawals.every((w) => w.status === "requested")).toBe(true);
    expect(body.counts.requested).toBe(body.withdrawals.length);
    expect(body.counts.received).toBeGreaterThan(0);
    expect((await post("/api/admin/withdrawals/999999/accept", {})).status).toBe(404);
  });
});

describe("'Sin derecho de arrepentimiento' on a product", () => {
  it("needs a reason, and then the product page, the cart check and the order's form say so", async () => {
    const got = await request(`/api/admin/products/${b.productId}`, { headers: admin });
    const { product: p } = (await got.json()) as {
      product: Record<string, unknown> & { variants: Record<string, number>[] };
    };
    const body = {
      ...Object.fromEntries(
        [
          "name",
          "code",
          "slug",
          "categoryId",
          "description",
          "discount",
          "isNew",
          "isNotEaten",
          "stockMode",
          "bulkStock",
          "unit",
          "ivaRate",
          "benefits",
          "uses",
          "doses",
          "published",
          "images",
          "thumbImages",
          "seoTitle",
          "seoDescription",
        ].map((k) => [k, p[k]]),
      ),
      variants: p.variants.map((v) => ({ size: v.size, price: v.price, stock: v.stock })),
    };
    const put = (extra: Record<string, unknown>) =>
      request(`/api/admin/products/${b.productId}`, {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify({ ...body, ...extra }),
      });
    const missing = await put({ noWithdrawal: true, noWithdrawalReason: " " });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { details: { path: string }[] } }).error.details[0]!.path).toBe(
      "noWithdrawalReason",
    );
    const reason = "Producto de higiene precintado (Ley 17.250, art. 16 bis).";
    expect((await put({ noWithdrawal: true, noWithdrawalReason: reason })).status).toBe(200);
    try {
      const page = (await (await request(`/api/products/${p.slug}`)).json()) as {
        product: { noWithdrawalReason: string };
      };
      expect(page.product.noWithdrawalReason).toBe(reason);
      const check = await post(
        "/api/cart/check",
        {
          items: [
            { productId: b.productId, variantId: b.variantId, quantity: 1 },
            { productId: a.productId, variantId: a.variantId, quantity: 1 },
          ],
        },
        {},
      );
      const { items } = (await check.json()) as { items: { noWithdrawalReason?: string }[] };
      expect(items.map((i) => i.noWithdrawalReason ?? null)).toEqual([reason, null]);
      // An API client that leaves the flag out keeps it.
      expect((await put({})).status).toBe(200);
      const o = await sold();
      expect((await stateOf(o)).items.map((i) => i.excludedReason)).toEqual([null, reason]);
    } finally {
      expect((await put({ noWithdrawal: false, noWithdrawalReason: "" })).status).toBe(200);
    }
    const page = (await (await request(`/api/products/${p.slug}`)).json()) as {
      product: { noWithdrawalReason: unknown };
    };
    expect(page.product.noWithdrawalReason).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder, AdminOrderList } from "../../domain/api/admin.ts";
import type { OrderView } from "../../domain/api/orders.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { ORDERS_CSV_HEADER } from "../../worker/services/orders/order-exports.ts";
import { bearer } from "../support/admin-session.ts";
import { customer, pickVariant, type SaleVariant } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 38, item 8: an approved sale the owner annulled ('Anular venta') said 'Rechazado' on the order page,
// 'Cancelado' in the timeline and 'anulado' in the mail. It is 'Anulado' everywhere: the order page and its
// timeline, the desk's list, order and history, the mail, the CSV. An order rejected before approval keeps
// 'Rechazado'; an annulled sale that is reopened and rejected is a rejected order again.

let shop: TestShop;
let variant: SaleVariant;
let admin: Record<string, string>;
const config = parseConfig({ ENVIRONMENT: "test" });

beforeAll(async () => {
  shop = await startTestShop();
  variant = await pickVariant(shop, { minStock: 20, minPrice: 100 });
  admin = await bearer({ email: "encargada@quimica.test" });
});
afterAll(() => shop.close());

const app = () => createApp(() => buildDeps(config, shop.db));
const request = (path: string, init: RequestInit = {}) => requestSettled(app(), path, init);
const post = (path: string, body: unknown, headers: Record<string, string> = admin) =>
  request(path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function place() {
  const res = await post(
    "/api/orders",
    customer({
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
    }),
    {},
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: number; accessToken: string } }).order;
}

const move = async (id: number, event: string) => {
  const res = await post(`/api/admin/orders/${id}/moves`, { event });
  expect(res.status, await res.clone().text()).toBe(200);
};

const customerView = async (order: { id: number; accessToken: string }) => {
  const res = await request(`/api/orders/${order.id}?token=${order.accessToken}`);
  return ((await res.json()) as { order: OrderView }).order;
};
const deskOrder = async (id: number) =>
  ((await (await request(`/api/admin/orders/${id}`, { headers: admin })).json()) as { order: AdminOrder }).order;
const deskRow = async (id: number) => {
  const list = (await (await request(`/api/admin/orders?q=${id}`, { headers: admin })).json()) as AdminOrderList;
  return list.items.find((row) => row.id === id)!;
};
/** The 'Estado' of the order's line in the desk's CSV (the test's customer has no ';' to quote). */
const csvState = async (id: number) => {
  const res = await request(`/api/admin/orders/export.csv?q=${id}`, { headers: admin });
  const line = (await res.text()).split("\r\n").find((l) => l.startsWith(`${id};`))!;
  return line.split(";")[ORDERS_CSV_HEADER.indexOf("Estado")];
};

describe("an annulled sale", () => {
  it("is 'Anulado' on the order page, its timeline, the desk, the history, the mail and the CSV", async () => {
    const order = await place();
    await move(order.id, "approve");
    await move(order.id, "cancel_sale");

    const view = await customerView(order);
    expect(view).toMatchObject({ status: "cancel", statusLabel: "Anulado", saleCancelled: true });
    expect(view.timeline.map((s) => [s.label, s.done])).toEqual([
      ["Pedido recibido", true],
      ["Pedido aprobado", true],
      ["Anulado", true],
    ]);

    const row = await deskRow(order.id);
    expect(row).toMatchObject({ status: "cancel", statusLabel: "Anulado", saleAnnulled: true, refundNeeded: true });
    const detail = await deskOrder(order.id);
    expect(detail.statusLabel).toBe("Anulado");
    expect(detail.history.at(-1)).toMatchObject({ event: "cancel_sale", fromLabel: "Aprobado", toLabel: "Anulado" });

    expect(await csvState(order.id)).toBe("Anulado");

    const { rows: mails } = await shop.pg.query<{ subject: string; text_body: string }>(
      "select subject, text_body from mail_outbox where order_id = $1 and kind = 'order_sale_cancelled'",
      [order.id],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("anulado");
    expect(mails[0]!.text_body).toContain("anulada");
    expect(mails[0]!.text_body).not.toMatch(/rechaz|cancelad/i);
  });

  it("leaves a rejected order 'Rechazado'; an annulled sale reopened and then rejected is 'Rechazado' too", async () => {
    const rejected = await place();
    await move(rejected.id, "reject");
    expect((await customerView(rejected)).statusLabel).toBe("Rechazado");
    expect((await deskRow(rejected.id)).statusLabel).toBe("Rechazado");
    expect(await csvState(rejected.id)).toBe("Rechazado");

    // With no issuer the CFE never reaches the provider: annulling voids it, so the order may be reopened.
    const again = await place();
    await shop.pg.query("update invoice_settings set legal_name = ''");
    try {
      await move(again.id, "approve");
      await move(again.id, "cancel_sale");
      expect((await customerView(again)).statusLabel).toBe("Anulado");
      await move(again.id, "reopen");
      expect((await customerView(again)).statusLabel).toBe("Pendiente");
      await move(again.id, "reject");
    } finally {
      await shop.pg.query("update invoice_settings set legal_name = 'Química Oriental S.A.'");
    }
    const view = await customerView(again);
    expect(view).toMatchObject({ statusLabel: "Rechazado", saleCancelled: false });
    expect((await deskRow(again.id)).saleAnnulled).toBe(false);
    expect(await csvState(again.id)).toBe("Rechazado");
  });
});

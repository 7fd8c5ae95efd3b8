import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../domain/file-type.ts";
import { RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { bearer } from "../support/admin-session.ts";
import {
  countRows,
  customer,
  pickVariant,
  pngWithText,
  postJson,
  type SaleVariant,
  tinyPng,
} from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 38, item 16: the transfer receipt sent later, from the order page reached by its secret link. The same
// checks as at checkout (rate limit, 2 MB, type by the bytes); only a bank transfer waiting for the money takes one;
// a second replaces the first; the desk shows it and the shop gets a notice.

let shop: TestShop;
let admin: Record<string, string>;
let item: SaleVariant;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  item = await pickVariant(shop, { minStock: 30, minPrice: 300 });
});
afterAll(() => shop.close());

interface Placed {
  id: number;
  accessToken: string;
}

async function placeOrder(paymentMethod: "bank" | "mercadopago" = "bank"): Promise<Placed> {
  const res = await postJson(shop, "/api/orders", {
    ...customer({ paymentMethod }),
    items: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
    idempotencyKey: crypto.randomUUID(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).order as Placed;
}

let ip = 0;
/** Each upload from its own address unless told, so the rate limit only gets in the way where it is tested. */
function upload(
  order: Placed,
  content: BlobPart = tinyPng,
  options: { token?: string; ip?: string; type?: string } = {},
) {
  const form = new FormData();
  form.set("file", new File([content], "comprobante.png", { type: options.type ?? "image/png" }));
  const token = encodeURIComponent(options.token ?? order.accessToken);
  return shop.request(`/api/orders/${order.id}/receipt?token=${token}`, {
    method: "POST",
    body: form,
    headers: { "cf-connecting-ip": options.ip ?? `198.51.100.${++ip}` },
  });
}

const receiptOf = async (id: number) =>
  (await shop.pg.query<{ f: string | null }>("select receipt_file_id as f from orders where id = $1", [id])).rows[0]!.f;
const noticesOf = async (id: number) =>
  (
    await shop.pg.query<{ text_body: string; to_address: string }>(
      "select text_body, to_address from mail_outbox where order_id = $1 and kind = 'order_receipt_notice' order by id",
      [id],
    )
  ).rows;

describe("POST /api/orders/:id/receipt", () => {
  it("attaches the receipt to a pending transfer order; the desk shows it and the shop is told", async () => {
    const order = await placeOrder();
    expect(await receiptOf(order.id)).toBeNull();
    const res = await upload(order);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { order: { id: number; hasReceipt: boolean; status: string } };
    expect(body.order).toMatchObject({ id: order.id, hasReceipt: true, status: "pending" });

    const detail = await (await shop.request(`/api/admin/orders/${order.id}`, { headers: admin })).json();
    expect(detail.order.receiptUrl).toBe(`/api/admin/orders/${order.id}/receipt`);
    const served = await shop.request(`/api/admin/orders/${order.id}/receipt`, { headers: admin });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);

    const notices = await noticesOf(order.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text_body).toContain("Ana Pérez envió el comprobante de la transferencia");
  });

  it("a second upload replaces the first (the earlier file is left to the receipt sweep)", async () => {
    const order = await placeOrder();
    expect((await upload(order)).status).toBe(200);
    const first = await receiptOf(order.id);
    expect((await upload(order)).status).toBe(200);
    const second = await receiptOf(order.id);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    const notices = await noticesOf(order.id);
    expect(notices.map((n) => n.text_body.includes("reemplaza al anterior"))).toEqual([false, true]);
  });

  it("a wrong token answers 404 like an unknown order, and stores nothing", async () => {
    const order = await placeOrder();
    const files = await countRows(shop, "stored_files");
    const wrong = await upload(order, tinyPng, { token: "x".repeat(43) });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error).toEqual({ code: "not_found", message: "No encontramos el pedido." });
    const unknown = await upload({ id: 999_999, accessToken: order.accessToken });
    expect(unknown.status).toBe(404);
    expect(await countRows(shop, "stored_files")).toBe(files);
    expect(await receiptOf(order.id)).toBeNull();
  });

  it("only a transfer waiting for the money takes one: not a Mercado Pago order, not an approved or rejected one", async () => {
    const mp = await placeOrder("mercadopago");
    const approved = await placeOrder();
    const rejected = await placeOrder();
    for (const [order, event] of [
      [approved, "approve"],
      [rejected, "reject"],
    ] as const) {
      const moved = await shop.request(`/api/admin/orders/${order.id}/moves`, {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify({ event }),
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    const files = await countRows(shop, "stored_files");
    for (const order of [mp, approved, rejected]) {
      const res = await upload(order);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({
        code: "receipt_not_expected",
        message: "Este pedido no espera un comprobante de transferencia.",
      });
      expect(await receiptOf(order.id)).toBeNull();
    }
    expect(await countRows(shop, "stored_files")).toBe(files);
  });

  it("the checkout's checks: type by the bytes, 2 MB, a file at all", async () => {
    const order = await placeOrder();
    const html = await upload(order, "<html><script>alert(1)</script></html>", { type: "image/png" });
    expect(html.status).toBe(415);
    expect((await html.json()).error.message).toBe("Solo se aceptan imágenes JPEG, PNG o WebP.");
    const big = await upload(order, new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe("El archivo supera el máximo de 2 MB.");
    const empty = await upload(order, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Seleccione un archivo.");
    expect(await receiptOf(order.id)).toBeNull();
    // A photo of a receipt is far larger than the 64 KB every other request is held to: up to 2 MB, as at checkout.
    const photo = await upload(order, pngWithText(new Uint8Array(1024 * 1024)));
    expect(photo.status, await photo.clone().text()).toBe(200);
    expect(await receiptOf(order.id)).not.toBeNull();
  });

  it("shares the checkout's upload limit per address", async () => {
    const order = await placeOrder();
    const address = "203.0.113.77";
    const { limit } = RATE_LIMITS.receiptUpload;
    for (let i = 0; i < limit; i++) {
      const res = await upload(order, tinyPng, { ip: address });
      expect(res.status).toBe(200);
    }
    expect((await upload(order, tinyPng, { ip: address })).status).toBe(429);
    // The checkout's upload counts in the same bucket.
    const form = new FormData();
    form.set("file", new File([tinyPng], "comprobante.png", { type: "image/png" }));
    const checkout = await shop.request("/api/uploads/receipt", {
      method: "POST",
      body: form,
      headers: { "cf-connecting-ip": address },
    });
    expect(checkout.status).toBe(429);
  });
});

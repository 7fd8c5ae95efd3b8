import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTotals } from "../../domain/pricing.ts";
import { rutCheckDigit } from "../../domain/rut.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import {
  countRows,
  customer,
  pickVariant,
  postJson,
  type SaleVariant,
  stockOf,
  tinyPng,
  variantStockOf,
} from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

/** A RUT with the right shape and a wrong check digit. */
function invalidRut() {
  const first11 = "21123456001";
  return `${first11}${((rutCheckDigit(first11) ?? 0) + 1) % 10}`;
}

let shop: TestShop;
let cheap: SaleVariant;
let other: SaleVariant;
let key = 0;
const newKey = () => `test-key-${Date.now()}-${key++}`;

beforeAll(async () => {
  // Wednesday 10:00 in Montevideo (13:00 UTC): pickup is ready the next business day.
  shop = await startTestShop({ now: new Date("2026-11-18T13:00:00Z") });
  cheap = await pickVariant(shop, { minStock: 20 });
  other = await pickVariant(shop, { minStock: 20, minPrice: 800, skip: [cheap.productId] });
});
afterAll(() => shop.close());

const placeOrder = (body: Record<string, unknown>) => postJson(shop, "/api/orders", body);

describe("POST /api/orders", () => {
  it("prices the order from the database and ignores prices, totals and status sent by the client", async () => {
    const stockBefore = await stockOf(shop, cheap.productId);
    const res = await placeOrder({
      ...customer(),
      items: [
        { productId: cheap.productId, variantId: cheap.variantId, quantity: 2, price: 1, unitPrice: 1 },
        { productId: other.productId, variantId: other.variantId, quantity: 1, finalPrice: 1 },
      ],
      total: 1,
      amount: 1,
      subtotal: 1,
      status: "approved",
      idempotencyKey: newKey(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    const expected = orderTotals({
      lines: [
        { unitPrice: cheap.finalPrice, quantity: 2 },
        { unitPrice: other.finalPrice, quantity: 1 },
      ],
      deliveryMethod: "pickup",
      town: "",
      paymentMethod: "bank",
      rules: DEFAULT_SHOP_RULES,
    });
    expect(order.subtotal).toBe(expected.subtotal);
    expect(order.transferDiscount).toBe(expected.transferDiscount);
    expect(order.total).toBe(expected.total);
    expect(order.status).toBe("pending");
    expect(order.statusLabel).toBe("Pendiente");
    expect(order.estimatedDate).toBe("2026-11-19");
    expect(order.items.map((i: { unitPrice: number }) => i.unitPrice)).toEqual([cheap.finalPrice, other.finalPrice]);
    expect(order.accessToken.length).toBeGreaterThanOrEqual(43);
    expect(await stockOf(shop, cheap.productId)).toBe(stockBefore - 2);
    // Mail: the customer's confirmation and the shop's notice, both in the outbox.
    const { rows } = await shop.pg.query<{ kind: string; to_address: string; text_body: string }>(
      "select kind, to_address, text_body from mail_outbox where order_id = $1 order by kind",
      [order.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(["order_confirmation", "order_notice"]);
    expect(rows[0]!.to_address).toBe("ana.perez@example.com");
    expect(rows[0]!.text_body).toContain(`Pedido N.º ${order.id}`.replace("Pedido", "pedido"));
  });

  it("adds the Montevideo delivery fee below $4000 and takes 5% off the products only", async () => {
    const quantity = Math.ceil(2000 / other.finalPrice);
    const res = await placeOrder({
      ...customer({
        deliveryMethod: "delivery",
        streetAddress: "Av. Italia 1234",
        apartment: "501",
        town: "Montevideo",
        zip: "11300",
      }),
      items: [{ productId: other.productId, variantId: other.variantId, quantity }],
      idempotencyKey: newKey(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    const subtotal = other.finalPrice * quantity;
    expect(order.subtotal).toBe(subtotal);
    expect(order.deliveryFee).toBe(subtotal < 4000 ? 350 : 0);
    expect(order.total).toBe(subtotal - Math.round(subtotal * 0.05) + order.deliveryFee);
    expect(order.estimatedDate).toBe("2026-11-20"); // two business days
  });

  it("refuses home delivery below the $2000 minimum", async () => {
    const res = await placeOrder({
      ...customer({
        deliveryMethod: "delivery",
        streetAddress: "Av. Italia 1234",
        apartment: "1",
        town: "Montevideo",
        zip: "11300",
      }),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    if (cheap.finalPrice < 2000) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("delivery_minimum");
    }
  });

  it("refuses an unknown product or a variant of another product, writing nothing", async () => {
    const orders = await countRows(shop, "orders");
    const stock = await stockOf(shop, cheap.productId);
    for (const items of [
      [{ productId: 999999, variantId: 999999, quantity: 1 }],
      [
        { productId: cheap.productId, variantId: cheap.variantId, quantity: 1 },
        { productId: cheap.productId, variantId: other.variantId, quantity: 1 },
      ],
    ]) {
      const res = await placeOrder({ ...customer(), items, idempotencyKey: newKey() });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("unknown_items");
      expect(body.error.details.items.length).toBe(1);
    }
    expect(await countRows(shop, "orders")).toBe(orders);
    expect(await stockOf(shop, cheap.productId)).toBe(stock);
  });

  it("refuses more than 99 units of one product (its sizes together) once, naming it, and writes nothing", async () => {
    const { rows } = await shop.pg.query<{ productId: number; a: number; b: number; name: string }>(
      `select p.id::int as "productId", min(v.id)::int as a, max(v.id)::int as b, p.name
         from products p join product_variants v on v.product_id = p.id
        where p.published and p.quantity > 120
        group by p.id having count(*) > 1 order by p.id limit 1`,
    );
    const product = rows[0];
    if (!product) throw new Error("The seed has no product with two sizes and more than 120 in stock");
    const orders = await countRows(shop, "orders");
    const stock = await stockOf(shop, product.productId);
    const res = await placeOrder({
      ...customer(),
      items: [
        { productId: product.productId, variantId: product.a, quantity: 60 },
        { productId: product.productId, variantId: product.b, quantity: 60 },
      ],
      idempotencyKey: newKey(),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("quantity_limit");
    expect(body.error.message).toBe(`${product.name}: máximo 99 unidades.`);
    expect(await countRows(shop, "orders")).toBe(orders);
    expect(await stockOf(shop, product.productId)).toBe(stock);

    const allowed = await placeOrder({
      // 99 units pass DGI's e-Ticket threshold: the buyer's cédula goes with them (issue 26).
      ...customer({ buyerDocument: "1.234.567-2" }),
      items: [
        { productId: product.productId, variantId: product.a, quantity: 50 },
        { productId: product.productId, variantId: product.b, quantity: 49 },
      ],
      idempotencyKey: newKey(),
    });
    expect(allowed.status, await allowed.clone().text()).toBe(201);
  });

  it("refuses an order when stock is short, naming each short item, and writes nothing", async () => {
    const orders = await countRows(shop, "orders");
    // The seeded products count their stock by size: what is short is the size's own units.
    const unitsBefore = await variantStockOf(shop, other.variantId);
    await shop.pg.query("update product_variants set stock = 7 where id = $1", [other.variantId]);
    const stockOther = await variantStockOf(shop, other.variantId);
    const stockCheap = await stockOf(shop, cheap.productId);
    const res = await placeOrder({
      ...customer(),
      items: [
        { productId: cheap.productId, variantId: cheap.variantId, quantity: 1 },
        { productId: other.productId, variantId: other.variantId, quantity: Math.min(99, stockOther + 1) },
      ],
      idempotencyKey: newKey(),
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("out_of_stock");
    expect(body.error.message).toContain(other.name);
    expect(body.error.details.items).toEqual([
      expect.objectContaining({ productId: other.productId, available: stockOther, requested: stockOther + 1 }),
    ]);
    expect(await countRows(shop, "orders")).toBe(orders);
    expect(await stockOf(shop, cheap.productId)).toBe(stockCheap);
    await shop.pg.query("update product_variants set stock = $2 where id = $1", [other.variantId, unitsBefore]);
  });

  it("refuses an out-of-stock product", async () => {
    const { rows } = await shop.pg.query<{ productId: number; variantId: number }>(
      `select p.id::int as "productId", v.id::int as "variantId" from products p join product_variants v on v.product_id = p.id
        where p.quantity = 0 limit 1`,
    );
    const res = await placeOrder({ ...customer(), items: [{ ...rows[0]!, quantity: 1 }], idempotencyKey: newKey() });
    expect(res.status).toBe(409);
  });

  it("gives the same single order for the same idempotency key, and refuses the key with other data", async () => {
    const orders = await countRows(shop, "orders");
    const body = {
      ...customer(),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      idempotencyKey: newKey(),
    };
    const [a, b] = await Promise.all([placeOrder(body), placeOrder(body)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 201]);
    const [oa, ob] = [await a.json(), await b.json()];
    expect(oa.order.id).toBe(ob.order.id);
    expect(await countRows(shop, "orders")).toBe(orders + 1);
    const changed = await placeOrder({ ...body, firstName: "Otra" });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.code).toBe("idempotency_conflict");
  });

  it.each([
    [{ email: "no-es-un-correo" }, "email", "Correo electrónico no válido."],
    [{ firstName: "" }, "firstName", "Este campo es obligatorio."],
    [{ phone: undefined }, "phone", "Este campo es obligatorio."],
    [{ rut: invalidRut() }, "rut", "RUT no válido."],
    [{ deliveryMethod: "delivery" }, "streetAddress", "Este campo es obligatorio."],
  ])("refuses bad input %j with a 400 naming the field", async (override, path, message) => {
    const res = await placeOrder({
      ...customer(override),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.details).toContainEqual({ path, message });
  });

  it("refuses an empty cart", async () => {
    expect((await placeOrder({ ...customer(), items: [], idempotencyKey: newKey() })).status).toBe(400);
  });

  it("takes Mercado Pago through the embedded simulator when there is no access token", async () => {
    const mp = await placeOrder({
      ...customer({ paymentMethod: "mercadopago" }),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    expect(mp.status).toBe(201);
    const body = await mp.json();
    expect(body.order.status).toBe("mercado");
    expect(body.checkoutUrl).toMatch(/^http:\/\/localhost:8787\/api\/payments\/simulator\/checkout\//);
  });
});

describe("receipts", () => {
  const upload = (content: BlobPart | null, name = "comprobante.png", type = "image/png") => {
    const form = new FormData();
    if (content !== null) form.set("file", new File([content], name, { type }));
    return shop.request("/api/uploads/receipt", { method: "POST", body: form });
  };

  it("stores a real PNG and attaches it to an order once", async () => {
    const res = await upload(tinyPng);
    expect(res.status).toBe(201);
    const { id, contentType } = await res.json();
    expect(contentType).toBe("image/png");
    const order = await placeOrder({
      ...customer(),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      receiptFileId: id,
      idempotencyKey: newKey(),
    });
    expect(order.status).toBe(201);
    expect((await order.json()).order.hasReceipt).toBe(true);
    const reuse = await placeOrder({
      ...customer(),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      receiptFileId: id,
      idempotencyKey: newKey(),
    });
    expect(reuse.status).toBe(400);
  });

  it("refuses HTML renamed to .png, a file over 2 MB, and no file", async () => {
    const fake = await upload("<html><script>alert(1)</script></html>", "recibo.png", "image/png");
    expect(fake.status).toBe(415);
    expect((await fake.json()).error).toEqual({
      code: "unsupported_type",
      message: "Solo se aceptan imágenes JPEG, PNG o WebP.",
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(tinyPng);
    const large = await upload(big);
    expect(large.status).toBe(413);
    expect((await large.json()).error.code).toBe("file_too_large");
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect((await none.json()).error.code).toBe("no_file");
  });
});

describe("GET /api/orders/:id", () => {
  it("shows the order only with its token", async () => {
    const res = await placeOrder({
      ...customer(),
      items: [{ productId: cheap.productId, variantId: cheap.variantId, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    const { order } = await res.json();
    const ok = await shop.request(`/api/orders/${order.id}?token=${order.accessToken}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).order.total).toBe(order.total);
    const wrong = await shop.request(`/api/orders/${order.id}?token=${"x".repeat(order.accessToken.length)}`);
    expect(wrong.status).toBe(404);
    const missing = await shop.request(`/api/orders/${order.id}`);
    expect(missing.status).toBe(400);
    const other = await shop.request(`/api/orders/${order.id + 1000}?token=${order.accessToken}`);
    expect(other.status).toBe(404);
  });
});

describe("POST /api/cart/check", () => {
  it("reports today's price and stock and flags what changed", async () => {
    const res = await postJson(shop, "/api/cart/check", {
      items: [
        { productId: cheap.productId, variantId: cheap.variantId, quantity: 1, unitPrice: cheap.finalPrice + 10 },
        { productId: other.productId, variantId: other.variantId, quantity: 100000 - 99001 },
        { productId: 999999, variantId: 999999, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items.map((i: { status: string }) => i.status)).toEqual([
      "price_changed",
      "insufficient_stock",
      "unavailable",
    ]);
    expect(items[0].unitPrice).toBe(cheap.finalPrice);
  });
});

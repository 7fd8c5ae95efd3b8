import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUYU } from "../../domain/money.ts";
import { orderTotals } from "../../domain/pricing.ts";
import { DEFAULT_SHOP_RULES } from "../../domain/shop-rules-defaults.ts";
import { countRows, customer, pickVariant, postJson, type SaleVariant, stockOf } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 26: what an order's CFE needs is asked at checkout and kept with the order: the company with a RUT
// (e-Factura), the buyer's cédula without one from DGI's threshold (e-Ticket), each line's IVA rate. Issue 27:
// the apartment is optional.

let shop: TestShop;
let variant: SaleVariant;
let key = 0;
const newKey = () => `invoice-data-${Date.now()}-${key++}`;
const RUT = "210475730011";
const COMPANY = { companyName: "Química del Este S.A.", companyAddress: "Rincón 477, Montevideo" };

beforeAll(async () => {
  shop = await startTestShop({ now: new Date("2026-11-18T13:00:00Z") });
  variant = await pickVariant(shop, { minStock: 30, minPrice: 100 });
});
afterAll(() => shop.close());

/** A pickup order paid by transfer: `quantity` units of the variant. */
function order(quantity: number, overrides: Record<string, unknown> = {}) {
  return {
    ...customer(overrides),
    items: [{ productId: variant.productId, variantId: variant.variantId, quantity }],
    idempotencyKey: newKey(),
  };
}

/** What the server charges for `quantity` units, picked up and paid by transfer. */
const totalOf = (quantity: number) =>
  orderTotals({
    lines: [{ unitPrice: variant.finalPrice, quantity }],
    deliveryMethod: "pickup",
    town: "",
    paymentMethod: "bank",
    rules: DEFAULT_SHOP_RULES,
  }).total;

const setThreshold = (pesos: number) => shop.pg.query("update invoice_settings set identify_buyer_from = $1", [pesos]);

async function storedOrder(id: number) {
  const { rows } = await shop.pg.query<{
    rut: string | null;
    company_name: string | null;
    company_address: string | null;
    buyer_document: string | null;
    apartment: string | null;
  }>("select rut, company_name, company_address, buyer_document, apartment from orders where id = $1", [id]);
  return rows[0]!;
}

describe("an order with a RUT", () => {
  it("needs the company's legal name and fiscal address, and writes nothing without them", async () => {
    const orders = await countRows(shop, "orders");
    const res = await postJson(shop, "/api/orders", order(1, { rut: RUT, companyName: " " }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.details).toEqual([
      { path: "companyName", message: "Este campo es obligatorio." },
      { path: "companyAddress", message: "Este campo es obligatorio." },
    ]);
    expect(await countRows(shop, "orders")).toBe(orders);
  });

  it("keeps the company, never a cédula, and each line's IVA rate copied from its product", async () => {
    await shop.pg.query("update products set iva_rate = 'minima' where id = $1", [variant.productId]);
    await setThreshold(1); // whatever the total: a RUT is identification enough
    try {
      const res = await postJson(shop, "/api/orders", order(2, { rut: RUT, ...COMPANY, buyerDocument: "12345672" }));
      expect(res.status, await res.clone().text()).toBe(201);
      const placed = (await res.json()).order;
      expect(placed.customer).toMatchObject({ rut: RUT, ...COMPANY, buyerDocument: null });
      expect(await storedOrder(placed.id)).toMatchObject({
        rut: RUT,
        company_name: COMPANY.companyName,
        company_address: COMPANY.companyAddress,
        buyer_document: null,
      });
      const { rows } = await shop.pg.query<{ iva_rate: string }>(
        "select iva_rate from order_items where order_id = $1",
        [placed.id],
      );
      expect(rows).toEqual([{ iva_rate: "minima" }]);
      // The shop's new-order notice lists them with the RUT.
      const notice = await shop.pg.query<{ text_body: string }>(
        "select text_body from mail_outbox where order_id = $1 and kind = 'order_notice'",
        [placed.id],
      );
      expect(notice.rows[0]!.text_body).toContain(`RUT: ${RUT}\nRazón social: ${COMPANY.companyName}`);
      expect(notice.rows[0]!.text_body).toContain(`Domicilio fiscal: ${COMPANY.companyAddress}`);
      // The order page shows the company; the IVA rate stays with the CFE, not in the customer's answer.
      const page = await shop.request(`/api/orders/${placed.id}?token=${placed.accessToken}`);
      const { order: view } = await page.json();
      expect(view.customer).toMatchObject({ rut: RUT, ...COMPANY });
      expect(view.items[0]).not.toHaveProperty("ivaRate");
    } finally {
      await shop.pg.query("update products set iva_rate = 'basica' where id = $1", [variant.productId]);
      await setThreshold(32_000);
    }
  });
});

describe("an order without RUT from DGI's e-Ticket threshold", () => {
  it("is refused without the buyer's cédula, on the server-priced total, naming the field; nothing is written", async () => {
    const threshold = totalOf(3);
    await setThreshold(threshold); // 'at or above': exactly the total is enough
    try {
      const orders = await countRows(shop, "orders");
      const stock = await stockOf(shop, variant.productId);
      // The prices a client sends prove nothing: the server prices the order itself.
      const body = order(3);
      const res = await postJson(shop, "/api/orders", {
        ...body,
        items: [{ ...body.items[0], unitPrice: 1 }],
        total: 1,
      });
      expect(res.status).toBe(400);
      const message = `Para compras desde ${formatUYU(threshold)} sin RUT, DGI pide su cédula de identidad.`;
      expect(await res.json()).toEqual({
        error: { code: "buyer_document_required", message, details: [{ path: "buyerDocument", message }] },
      });
      expect(await countRows(shop, "orders")).toBe(orders);
      expect(await stockOf(shop, variant.productId)).toBe(stock);
      // The same key may be sent again with the cédula (nothing was written under it).
      const again = await postJson(shop, "/api/orders", { ...body, buyerDocument: "1.234.567-2" });
      expect(again.status, await again.clone().text()).toBe(201);
      const placed = (await again.json()).order;
      expect(placed.total).toBe(threshold);
      expect(placed.customer.buyerDocument).toBe("12345672");
      expect(await storedOrder(placed.id)).toMatchObject({ rut: null, company_name: null, buyer_document: "12345672" });
      const notice = await shop.pg.query<{ text_body: string }>(
        "select text_body from mail_outbox where order_id = $1 and kind = 'order_notice'",
        [placed.id],
      );
      expect(notice.rows[0]!.text_body).toContain("Cédula de identidad: 1.234.567-2");
    } finally {
      await setThreshold(32_000);
    }
  });

  it("refuses a cédula whose check digit is wrong", async () => {
    const res = await postJson(shop, "/api/orders", order(1, { buyerDocument: "1.234.567-3" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.details).toEqual([
      { path: "buyerDocument", message: "Cédula no válida: revise sus dígitos." },
    ]);
  });

  it("refuses a cédula of only zeros (issue 38, item 5); nothing is written", async () => {
    const orders = await countRows(shop, "orders");
    for (const buyerDocument of ["0.000.000-0", "000000"]) {
      const res = await postJson(shop, "/api/orders", order(1, { buyerDocument }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.details).toEqual([
        { path: "buyerDocument", message: "Cédula no válida: un número de solo ceros no es una cédula." },
      ]);
    }
    const rut = await postJson(shop, "/api/orders", order(1, { rut: "000000000000", ...COMPANY }));
    expect(rut.status).toBe(400);
    expect((await rut.json()).error.details).toEqual([
      { path: "rut", message: "RUT no válido: un número de solo ceros no es un RUT." },
    ]);
    expect(await countRows(shop, "orders")).toBe(orders);
  });

  it("below the threshold needs no cédula", async () => {
    await setThreshold(totalOf(1) + 1);
    try {
      const res = await postJson(shop, "/api/orders", order(1));
      expect(res.status, await res.clone().text()).toBe(201);
      const placed = (await res.json()).order;
      expect(await storedOrder(placed.id)).toMatchObject({ buyer_document: null, company_name: null });
    } finally {
      await setThreshold(32_000);
    }
  });

  it("the cart check tells the checkout the threshold", async () => {
    await setThreshold(45_000);
    try {
      const res = await postJson(shop, "/api/cart/check", {
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      });
      expect(res.status).toBe(200);
      expect((await res.json()).identifyBuyerFrom).toBe(45_000);
    } finally {
      await setThreshold(32_000);
    }
  });
});

describe("home delivery", () => {
  it("takes an address without apartment (a house), on the server too", async () => {
    const quantity = Math.ceil(DEFAULT_SHOP_RULES.deliveryMinimum / variant.finalPrice);
    const res = await postJson(
      shop,
      "/api/orders",
      order(quantity, {
        deliveryMethod: "delivery",
        streetAddress: "Av. Italia 1234",
        town: "Montevideo",
        zip: "11300",
        ...(totalOf(quantity) >= 32_000 ? { buyerDocument: "12345672" } : {}),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()).order;
    expect(placed.customer.apartment).toBeNull();
    expect((await storedOrder(placed.id)).apartment).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder } from "../../domain/api/admin.ts";
import type { CartCheckAnswer } from "../../domain/api/cart.ts";
import type { OrderAnswer, PlacedOrder } from "../../domain/api/orders.ts";
import type { WholesaleAnswer } from "../../domain/api/wholesale.ts";
import type { CfePrint } from "../../domain/invoices.ts";
import { formatUYU } from "../../domain/money.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { accessToken, bearer } from "../support/admin-session.ts";
import { fakePayments } from "../support/fake-payments.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { countRows, customer } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";
import { customerHeaders, newCategory, newCompany, newPriceList, newSize, type SizeRow } from "../support/wholesale.ts";

// Issue 44, part 2 (decision 036 "## The buyer's prices"): section 9's step 0 on the server. The buyer comes from the
// verified token only; the cart check, the order (and its documents) and GET /api/wholesale price an approved
// company's buyer from its list; a guest, a retail customer and an admin get retail, and public answers never change.

const BUYER = "compras@cosmeticadelsur.com.uy";
const RETAIL = "ana.retail@example.com";
const config = parseConfig({ ENVIRONMENT: "test" });

let shop: TestShop;
let mp: ReturnType<typeof fakePayments>;
let app: ReturnType<typeof createApp>;
let oil: SizeRow; // Aceites, $ 1000: list 10 % (category), breaks 5 → $ 850, 10 → $ 800
let glycerine: SizeRow; // Aceites, $ 400: minimum 5, multiple 5 (the category's 10 %)
let soap: SizeRow; // another category, $ 600: not on the list (retail)
let listId: number;
let companyId: number;
let buyer: Record<string, string>;
let retail: Record<string, string>;
let admin: Record<string, string>;
let ip = 0;

beforeAll(async () => {
  shop = await startTestShop();
  mp = fakePayments();
  app = createApp(() => ({ ...buildDeps(config, shop.db), payments: mp.port }));
  const aceites = await newCategory(shop, "Aceites mayoristas");
  const jabones = await newCategory(shop, "Jabones minoristas");
  oil = await newSize(shop, { categoryId: aceites, price: 1000, name: "Aceite de almendras" });
  glycerine = await newSize(shop, { categoryId: aceites, price: 400, name: "Glicerina" });
  soap = await newSize(shop, { categoryId: jabones, price: 600, name: "Jabón base" });
  listId = await newPriceList(shop, {
    name: "Mayorista A",
    transferDiscountPercent: 3,
    categories: [{ categoryId: aceites, percent: 10 }],
    sizes: [
      {
        variantId: oil.variantId,
        breaks: [
          { from: 5, price: 850 },
          { from: 10, price: 800 },
        ],
      },
      { variantId: glycerine.variantId, minQuantity: 5, multiple: 5 },
    ],
  });
  companyId = await newCompany(shop, {
    rut: "210000000019",
    legalName: "Cosmética del Sur S.A.",
    fiscalAddress: "Rincón 477, Montevideo",
    listId,
    buyers: [BUYER],
  });
  buyer = await customerHeaders(request, shop, BUYER);
  retail = await customerHeaders(request, shop, RETAIL);
  admin = await bearer({ email: "encargada@quimica.test" });
  const settings = await send("PUT", "/api/admin/invoice-settings", TEST_ISSUER, admin);
  expect(settings.status, await settings.clone().text()).toBe(200);
});
afterAll(() => shop.close());

function request(path: string, init: RequestInit = {}) {
  const headers = { "cf-connecting-ip": `198.51.100.${(++ip % 250) + 1}`, ...(init.headers ?? {}) };
  return requestSettled(app, path, { ...init, headers });
}
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
const line = (s: SizeRow, quantity: number, extra: Record<string, unknown> = {}) => ({
  productId: s.productId,
  variantId: s.variantId,
  quantity,
  ...extra,
});
const check = async (items: unknown[], headers: Record<string, string> = {}) => {
  const res = await send("POST", "/api/cart/check", { items }, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CartCheckAnswer;
};
const order = (items: unknown[], headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  send(
    "POST",
    "/api/orders",
    customer({ email: BUYER, items, idempotencyKey: crypto.randomUUID(), ...extra }),
    headers,
  );

describe("who is buying", () => {
  it("GET /api/wholesale: the buyer's company, list and server-computed prices; {buyer: null} to everyone else", async () => {
    const path = `/api/wholesale?variants=${oil.variantId},${glycerine.variantId},${soap.variantId}`;
    const res = await request(path, { headers: buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toMatch(/authorization/i);
    const answer = (await res.json()) as WholesaleAnswer;
    expect(answer).toEqual({
      buyer: {
        companyName: "Cosmética del Sur S.A.",
        rut: "210000000019",
        fiscalAddress: "Rincón 477, Montevideo",
        listName: "Mayorista A",
      },
      sizes: [
        {
          variantId: oil.variantId,
          productId: oil.productId,
          unitPrice: 900,
          retailUnitPrice: 1000,
          breaks: [
            { from: 5, price: 850 },
            { from: 10, price: 800 },
          ],
          minQuantity: 1,
          multiple: 1,
        },
        {
          variantId: glycerine.variantId,
          productId: glycerine.productId,
          unitPrice: 360,
          retailUnitPrice: 400,
          breaks: [],
          minQuantity: 5,
          multiple: 5,
        },
        {
          variantId: soap.variantId,
          productId: soap.productId,
          unitPrice: 600,
          retailUnitPrice: 600,
          breaks: [],
          minQuantity: 1,
          multiple: 1,
        },
      ],
    });
    // A retail customer, a guest and an admin: nothing wholesale at all, and still private.
    for (const headers of [retail, {}, admin]) {
      const other = await request(path, { headers });
      expect(other.status).toBe(200);
      expect(other.headers.get("cache-control")).toBe("private, no-store");
      expect(await other.json()).toEqual({ buyer: null });
    }
    // A token that does not verify is refused, not priced as a guest's.
    const forged = {
      authorization: `Bearer ${await accessToken({ appRole: "customer", email: BUYER, secret: "x".repeat(40) })}`,
    };
    expect((await request(path, { headers: forged })).status).toBe(401);
    expect((await send("POST", "/api/cart/check", { items: [line(oil, 1)] }, forged)).status).toBe(401);
    expect((await request("/api/wholesale?variants=abc", { headers: buyer })).status).toBe(400);
  });

  it("public product answers do not depend on the token: byte-identical with a buyer's token, retail and cacheable", async () => {
    for (const path of [`/api/products/${oil.slug}`, "/api/products?limit=48"]) {
      const guest = await request(path);
      const asBuyer = await request(path, { headers: buyer });
      expect(guest.status).toBe(200);
      const body = await guest.text();
      expect(await asBuyer.text()).toBe(body);
      expect(asBuyer.headers.get("cache-control")).toBe(guest.headers.get("cache-control"));
      expect(guest.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
    }
    expect(await (await request(`/api/products/${oil.slug}`)).text()).not.toMatch(/"900"|:900\b|850|Mayorista/);
  });
});

describe("POST /api/cart/check", () => {
  it("prices a buyer's lines from the list and the break reached; the retail customer and a guest get retail", async () => {
    const items = [line(oil, 1), line(oil, 5, { unitPrice: 1000 }), line(soap, 2)];
    const asBuyer = await check([line(oil, 1), line(oil, 10), line(soap, 2)], buyer);
    expect(asBuyer.wholesale).toEqual({ companyName: "Cosmética del Sur S.A.", listName: "Mayorista A" });
    expect(asBuyer.items.map((i) => [i.unitPrice, i.wholesale?.retailUnitPrice])).toEqual([
      [900, 1000],
      [800, 1000],
      [600, 600],
    ]);
    const five = await check(items, buyer);
    expect(five.items[1]).toMatchObject({ unitPrice: 850, status: "price_changed" });

    const asRetail = await check(items, retail);
    const asGuest = await check(items);
    expect(asRetail).toEqual(asGuest);
    expect(asGuest.wholesale).toBeUndefined();
    expect(asGuest.items.map((i) => [i.unitPrice, i.wholesale])).toEqual([
      [1000, undefined],
      [1000, undefined],
      [600, undefined],
    ]);
  });

  it("a tampered cart never gets a wholesale price: made-up prices and list ids in the body are ignored", async () => {
    const tampered = [line(oil, 5, { unitPrice: 1, priceListId: listId, companyId, wholesale: true })];
    const asRetail = await check(tampered, retail);
    expect(asRetail.items[0]).toMatchObject({ unitPrice: 1000, status: "price_changed" });
    expect(asRetail.items[0]!.wholesale).toBeUndefined();
    const asBuyer = await check(tampered, buyer);
    expect(asBuyer.items[0]).toMatchObject({ unitPrice: 850, status: "price_changed" });
    const placed = await order(tampered, retail, { email: RETAIL, priceListId: listId, total: 1 });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { order: stored } = (await placed.json()) as PlacedOrder;
    expect(stored.items[0]).toMatchObject({ unitPrice: 1000, quantity: 5 });
    expect(stored.items[0]!.retailUnitPrice).toBeUndefined();
    expect(stored.priceListName).toBeUndefined();
    const { rows } = await shop.pg.query(
      "select price_list_id, price_list_name, company_id from orders where id = $1",
      [stored.id],
    );
    expect(rows[0]).toEqual({ price_list_id: null, price_list_name: null, company_id: null });
  });

  it("tells a buyer the line's minimum and multiple in Spanish; a retail customer has neither", async () => {
    const asBuyer = await check([line(glycerine, 3), line(glycerine, 7), line(glycerine, 10)], buyer);
    expect(asBuyer.items.map((i) => i.wholesale)).toEqual([
      { retailUnitPrice: 400, minQuantity: 5, multiple: 5, problem: "Glicerina (500 cc): mínimo 5 unidades." },
      {
        retailUnitPrice: 400,
        minQuantity: 5,
        multiple: 5,
        problem: "Glicerina (500 cc): se vende en múltiplos de 5 unidades.",
      },
      { retailUnitPrice: 400, minQuantity: 5, multiple: 5, problem: null },
    ]);
    expect((await check([line(glycerine, 3)], retail)).items[0]!.wholesale).toBeUndefined();
  });
});

describe("POST /api/orders by a buyer", () => {
  it("refuses a quantity below the minimum or off the multiple, naming the line, and writes nothing", async () => {
    const before = await countRows(shop, "orders");
    const below = await order([line(glycerine, 3)], buyer);
    expect(below.status).toBe(400);
    expect(await below.json()).toMatchObject({
      error: {
        code: "quantity_rule",
        message: "Glicerina (500 cc): mínimo 5 unidades.",
        details: { items: [{ productId: glycerine.productId, variantId: glycerine.variantId, name: "Glicerina" }] },
      },
    });
    const off = await order([line(glycerine, 6)], buyer);
    expect(((await off.json()) as { error: { message: string } }).error.message).toBe(
      "Glicerina (500 cc): se vende en múltiplos de 5 unidades.",
    );
    expect(await countRows(shop, "orders")).toBe(before);
    // The same 3 units for a retail customer: no minimum.
    expect((await order([line(glycerine, 3)], retail, { email: RETAIL })).status).toBe(201);
  });

  it("stores the list, the company and each line's retail price; the order page, mail and CFE carry the list prices", async () => {
    const res = await order([line(oil, 5), line(glycerine, 10), line(soap, 1)], buyer, {
      rut: "210000000019",
      companyName: "Cosmética del Sur S.A.",
      companyAddress: "Rincón 477, Montevideo",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = ((await res.json()) as PlacedOrder).order;
    // 5 × 850 + 10 × 360 + 600 = 8450; the list's own transfer discount (3 %), not the shop's (5 %).
    expect(placed.items.map((i) => [i.unitPrice, i.retailUnitPrice, i.lineTotal])).toEqual([
      [850, 1000, 4250],
      [360, 400, 3600],
      [600, undefined, 600],
    ]);
    expect(placed).toMatchObject({ subtotal: 8450, transferDiscount: 254, total: 8196, transferDiscountPercent: 3 });
    expect(placed.priceListName).toBe("Mayorista A");
    const { rows } = await shop.pg.query<Record<string, unknown>>(
      `select o.price_list_id::int as list, o.price_list_name as name, o.company_id::int as company,
              array_agg(i.retail_unit_price order by i.id) as retail
         from orders o join order_items i on i.order_id = o.id where o.id = $1 group by o.id`,
      [placed.id],
    );
    expect(rows[0]).toEqual({ list: listId, name: "Mayorista A", company: companyId, retail: [1000, 400, null] });

    // The order page.
    const view = (await (await request(`/api/orders/${placed.id}?token=${placed.accessToken}`)).json()) as OrderAnswer;
    expect(view.order.items.map((i) => i.unitPrice)).toEqual([850, 360, 600]);
    expect(view.order.priceListName).toBe("Mayorista A");
    expect(view.order.quote).toBeUndefined();
    // The back office's desk: the same list and each line's retail price beside it (OrderSheet's 'Lista:').
    const desk = await request(`/api/admin/orders/${placed.id}`, { headers: admin });
    expect(desk.status).toBe(200);
    const deskOrder = ((await desk.json()) as { order: AdminOrder }).order;
    expect(deskOrder.priceListName).toBe("Mayorista A");
    expect(deskOrder.items.map((i) => [i.unitPrice, i.retailUnitPrice])).toEqual([
      [850, 1000],
      [360, 400],
      [600, undefined],
    ]);
    // The confirmation mail (the newest to the buyer), as /dev/mail shows its text part.
    const mails = (await (await request(`/dev/mail.json?to=${encodeURIComponent(BUYER)}`)).json()) as {
      items: { subject: string; url: string }[];
    };
    const received = mails.items.find((m) => m.subject.includes("recibido"));
    const mail = await (await request(received!.url)).text();
    expect(mail).toContain(formatUYU(4250));
    expect(mail).toContain(formatUYU(8196));
    expect(mail).not.toContain(formatUYU(5000));
    // The CFE, issued at the approval.
    const approved = await send("POST", `/api/admin/orders/${placed.id}/moves`, { event: "approve" }, admin);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const cfe = await request(`/api/orders/${placed.id}/cfe/cfe?token=${placed.accessToken}`);
    expect(cfe.status, await cfe.clone().text()).toBe(200);
    const print = (await cfe.json()) as CfePrint;
    expect(print.document.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [5, 850],
      [10, 360],
      [1, 600],
    ]);
    expect(print.document.totals.total).toBe(8196);
  });

  it("builds the Mercado Pago preference's items from the list prices", async () => {
    const res = await order([line(oil, 10)], buyer, { paymentMethod: "mercadopago" });
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = ((await res.json()) as PlacedOrder).order;
    const pref = [...mp.preferences.values()].find((p) => p.input.externalReference === String(placed.id));
    expect(pref?.input.items.map((i) => [i.quantity, i.unitPrice])).toEqual([[10, 800]]);
    expect(placed.total).toBe(8000);
  });
});

describe("discount codes and wholesale buyers", () => {
  it("refuses a code not allowed for wholesale to a buyer, applies an allowed one on the list prices", async () => {
    await shop.pg.query(
      `insert into discount_codes (code, kind, value, wholesale_allowed)
       values ('SOLOMINORISTA', 'percent', 10, false), ('TODOS10', 'percent', 10, true)`,
    );
    const items = [line(oil, 5)];
    const refused = await send("POST", "/api/cart/code", { code: "SOLOMINORISTA", items }, buyer);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: "coupon_not_wholesale", message: "Este cupón no aplica a precios mayoristas." },
    });
    const byOrder = await order(items, buyer, { discountCode: "SOLOMINORISTA" });
    expect(byOrder.status).toBe(400);
    expect(((await byOrder.json()) as { error: { message: string } }).error.message).toBe(
      "Este cupón no aplica a precios mayoristas.",
    );
    // The same code for a retail customer and a guest: it applies to retail prices.
    for (const headers of [retail, {}]) {
      const ok = await send("POST", "/api/cart/code", { code: "SOLOMINORISTA", items }, headers);
      expect(await ok.json()).toMatchObject({ discount: 500 });
    }
    const allowed = await send("POST", "/api/cart/code", { code: "TODOS10", items }, buyer);
    expect(await allowed.json()).toMatchObject({ discount: 425 });
    const placed = await order(items, buyer, { discountCode: "TODOS10" });
    expect(placed.status, await placed.clone().text()).toBe(201);
    // 4250 − 425 = 3825; the list's transfer discount 3 % of it: 115.
    expect(((await placed.json()) as PlacedOrder).order).toMatchObject({
      subtotal: 4250,
      codeDiscount: 425,
      transferDiscount: 115,
      total: 3710,
    });
  });
});

describe("the coupon editor's 'Permitir a compradores mayoristas'", () => {
  it("is stored, read back and changed through /api/admin/coupons (off by default)", async () => {
    const base = { code: "MAYOR5", kind: "percent", value: 5 };
    const made = await send("POST", "/api/admin/coupons", base, admin);
    expect(made.status, await made.clone().text()).toBe(201);
    const { coupon } = (await made.json()) as { coupon: { id: number; wholesaleAllowed: boolean } };
    expect(coupon.wholesaleAllowed).toBe(false);
    const changed = await send("PUT", `/api/admin/coupons/${coupon.id}`, { ...base, wholesaleAllowed: true }, admin);
    expect(((await changed.json()) as { coupon: { wholesaleAllowed: boolean } }).coupon.wholesaleAllowed).toBe(true);
    const applied = await send("POST", "/api/cart/code", { code: "MAYOR5", items: [line(oil, 10)] }, buyer);
    expect(await applied.json()).toMatchObject({ discount: 400 });
  });
});

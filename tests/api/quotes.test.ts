import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder } from "../../domain/api/admin.ts";
import type { OrderAnswer, OrderView } from "../../domain/api/orders.ts";
import { DEPARTMENT_NAMES } from "../../domain/departments.ts";
import type { CfePrint } from "../../domain/invoices.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { customer, pickVariant, type SaleVariant, variantStockOf } from "../support/orders.ts";
import { requestSettled, startTestShop, type TestShop } from "../support/test-database.ts";

/**
 * Quotes (issue 44 part 3; decision 036 "## Quotes (session 24)"): a signed-in customer's request, the owner's
 * answer in 'Cotizaciones', the link's page and the acceptance into an order by the one order service. The app's
 * clock is this file's `clock` (Wednesday 2 December 2026, 10:00 in Montevideo), moved where a test says so.
 */
const START = new Date("2026-12-02T13:00:00Z");
let clock = START;
let shop: TestShop;
let app: ReturnType<typeof createApp>;
let admin: Record<string, string>;
let ana: { email: string; id: string; auth: Record<string, string> };
let beto: { email: string; id: string; auth: Record<string, string> };
let item: SaleVariant;
let other: SaleVariant;
let ip = 0;

async function signedIn(email: string) {
  const res = await post("/api/account/code", { email });
  expect(res.status).toBe(200);
  const id = (await shop.pg.query<{ id: string }>("select id::text from auth.users where email = $1", [email])).rows[0]!
    .id;
  return { email, id, auth: await bearer({ appRole: "customer", sub: id, email, signInMethod: "otp" }) };
}

beforeAll(async () => {
  shop = await startTestShop();
  app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db, () => clock));
  admin = await bearer();
  item = await pickVariant(shop, { minStock: 30, minPrice: 300 });
  other = await pickVariant(shop, { minStock: 10, skip: [item.productId] });
  ana = await signedIn("ana.cotiza@example.com");
  beto = await signedIn("beto.cotiza@example.com");
});
afterAll(() => shop.close());

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, address?: string) {
  return requestSettled(app, path, {
    method,
    headers: {
      "cf-connecting-ip": address ?? `203.0.113.${(++ip % 250) + 1}`,
      "content-type": "application/json",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const post = (path: string, body: unknown, headers: Record<string, string> = {}, address?: string) =>
  send("POST", path, body, headers, address);

interface Quote {
  id: number;
  number: string;
  status: string;
  validUntil: string | null;
  total: number;
  deliveryFee: number;
  orderId: number | null;
  lines: { productName: string; variantId: number; quantity: number; unitPrice: number }[];
}

async function requestQuote(who = ana, quantity = 3) {
  const res = await post(
    "/api/quotes",
    {
      items: [{ productId: item.productId, variantId: item.variantId, quantity }],
      note: "Necesito 20 kg para producción",
    },
    who.auth,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).quote as Quote;
}

/** The owner's answer: the first line at `price`, the other product added, $ 250 delivery; then sent. */
async function answerAndSend(quote: Quote, price = 200, otherQuantity = 2) {
  const edited = await send(
    "PUT",
    `/api/admin/quotes/${quote.id}`,
    {
      lines: [
        { productId: item.productId, variantId: item.variantId, quantity: quote.lines[0]!.quantity, unitPrice: price },
        { productId: other.productId, variantId: other.variantId, quantity: otherQuantity, unitPrice: 150 },
      ],
      deliveryFee: 250,
      ownerNote: "Precio especial por volumen.",
    },
    admin,
  );
  expect(edited.status, await edited.clone().text()).toBe(200);
  const sent = await post(`/api/admin/quotes/${quote.id}/send`, {}, admin);
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { quote: (await sent.json()).quote as Quote, token: await linkToken(quote.id) };
}

/** The token of the newest link mailed for the quote (read from the outbox's text part, as the customer gets it). */
async function linkToken(id: number): Promise<string> {
  const { rows } = await shop.pg.query<{ text: string }>(
    "select text_body as text from mail_outbox where kind in ('quote_sent', 'quote_renewed') order by id desc limit 20",
  );
  const match = rows.map((r) => new RegExp(`/cotizacion/${id}\\?token=([A-Za-z0-9_-]+)`).exec(r.text)).find(Boolean);
  return match![1]!;
}

const acceptance = (overrides: Record<string, unknown> = {}) => ({
  ...customer({ email: "cualquiera@example.com" }),
  ...overrides,
});
const accept = (id: number, token: string | null, body = acceptance(), headers: Record<string, string> = {}) =>
  post(`/api/quotes/${id}/accept${token ? `?token=${token}` : ""}`, body, headers);

const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("the request", () => {
  it("needs a signed-in customer", async () => {
    const res = await post("/api/quotes", {
      items: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }],
    });
    expect(res.status).toBe(401);
    expect((await error(res)).message).toBe("Ingrese a su cuenta para continuar.");
  });

  it("numbers it, reads names and today's prices, and mails the customer and the shop", async () => {
    const quote = await requestQuote();
    expect(quote).toMatchObject({ number: expect.stringMatching(/^C-\d{4,}$/), status: "solicitada", orderId: null });
    expect(quote.lines).toEqual([
      expect.objectContaining({ productName: item.name, quantity: 3, unitPrice: item.finalPrice }),
    ]);
    const mails = await shop.pg.query<{ to_address: string; subject: string }>(
      "select to_address, subject from mail_outbox where kind in ('quote_received', 'quote_request_notice') and subject like $1",
      [`%${quote.number}%`],
    );
    expect(mails.rows).toEqual(
      expect.arrayContaining([
        {
          to_address: ana.email,
          subject: expect.stringContaining(`Recibimos su pedido de cotización ${quote.number}`),
        },
        {
          to_address: "ventas@example.com",
          subject: expect.stringContaining(`Nuevo pedido de cotización ${quote.number}`),
        },
      ]),
    );
  });

  it("refuses an unknown size, a price in the body changes nothing", async () => {
    const unknown = await post(
      "/api/quotes",
      { items: [{ productId: item.productId, variantId: other.variantId, quantity: 1 }] },
      ana.auth,
    );
    expect(unknown.status).toBe(400);
    expect((await error(unknown)).message).toBe("Algunos productos ya no están disponibles.");
    const tampered = await post(
      "/api/quotes",
      { items: [{ productId: item.productId, variantId: item.variantId, quantity: 1, unitPrice: 1 }] },
      ana.auth,
    );
    expect(((await tampered.json()).quote as Quote).lines[0]!.unitPrice).toBe(item.finalPrice);
  });

  it("is rate-limited per client address", async () => {
    const body = { items: [{ productId: item.productId, variantId: item.variantId, quantity: 1 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post("/api/quotes", body, beto.auth, "198.51.100.77")).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("says where it goes ('Entrega'): stored, in the shop's notice and the owner's read; an unknown place refused", async () => {
    const items = [{ productId: item.productId, variantId: item.variantId, quantity: 2 }];
    const salto = await post("/api/quotes", { items, destination: "Salto" }, ana.auth);
    expect(salto.status, await salto.clone().text()).toBe(201);
    const quote = (await salto.json()).quote as Quote & { destination: string | null };
    expect(quote.destination).toBe("Salto");
    const stored = await shop.pg.query("select destination from quotes where id = $1", [quote.id]);
    expect(stored.rows).toEqual([{ destination: "Salto" }]);
    const read = await send("GET", `/api/admin/quotes/${quote.id}`, undefined, admin);
    expect((await read.json()).quote).toMatchObject({ id: quote.id, destination: "Salto" });
    // The owner's list ('Cotizaciones') says it too.
    const listed = (await (await send("GET", "/api/admin/quotes", undefined, admin)).json()) as {
      quotes: { id: number; destination: string | null }[];
    };
    expect(listed.quotes.find((q) => q.id === quote.id)?.destination).toBe("Salto");
    const notice = await shop.pg.query<{ text: string }>(
      "select text_body as text from mail_outbox where kind = 'quote_request_notice' and subject like $1",
      [`%${quote.number}%`],
    );
    expect(notice.rows[0]!.text).toContain("Entrega: Salto.");

    const pickup = await post("/api/quotes", { items, destination: "retiro" }, ana.auth);
    expect(((await pickup.json()).quote as { destination: string }).destination).toBe("retiro");
    const none = await post("/api/quotes", { items }, ana.auth);
    expect(((await none.json()).quote as { destination: string | null }).destination).toBeNull();

    const before = await shop.pg.query("select count(*)::int as n from quotes");
    const unknown = await post("/api/quotes", { items, destination: "Buenos Aires" }, ana.auth);
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(body.error.details).toEqual([
      { path: "destination", message: "Entrega no válida: elija el retiro en el local o un departamento." },
    ]);
    expect((await shop.pg.query("select count(*)::int as n from quotes")).rows).toEqual(before.rows);
  });
});

describe("the request's destination in the database", () => {
  it("accepts every department the shop knows, and 'retiro', as the schema does (the check lists them again)", async () => {
    const { rows } = await shop.pg.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'quotes_destination'",
    );
    const listed = [...rows[0]!.def.matchAll(/'([^']+)'::text/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(["retiro", ...DEPARTMENT_NAMES].sort());
  });
});

describe("the owner's answer and the link", () => {
  it("edits prices, adds a line, sends it for 15 days with a link only its customer opens", async () => {
    const { quote, token } = await answerAndSend(await requestQuote());
    expect(quote).toMatchObject({ status: "enviada", validUntil: "2026-12-17", deliveryFee: 250 });
    expect(quote.total).toBe(3 * 200 + 2 * 150 + 250);
    const mail = await shop.pg.query<{ to_address: string; text: string }>(
      "select to_address, text_body as text from mail_outbox where kind = 'quote_sent' order by id desc limit 1",
    );
    expect(mail.rows[0]!.to_address).toBe(ana.email);
    expect(mail.rows[0]!.text).toContain(`Cotización ${quote.number}`);

    const byLink = await send("GET", `/api/quotes/${quote.id}?token=${token}`);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get("cache-control")).toContain("no-store");
    expect(((await byLink.json()).quote as Quote).total).toBe(quote.total);
    // Signed in as its address, no token needed; another account is refused even with the token.
    expect((await send("GET", `/api/quotes/${quote.id}`, undefined, ana.auth)).status).toBe(200);
    expect((await send("GET", `/api/quotes/${quote.id}?token=${token}`, undefined, beto.auth)).status).toBe(404);
    expect((await send("GET", `/api/quotes/${quote.id}`, undefined, beto.auth)).status).toBe(404);
    const wrong = await send("GET", `/api/quotes/${quote.id}?token=${"x".repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect((await error(wrong)).message).toBe("No encontramos esa cotización.");
  });

  it("lists by state for the owner and the customer's own in 'Mis cotizaciones'", async () => {
    const sent = await send("GET", "/api/admin/quotes?status=enviada", undefined, admin);
    const list = (await sent.json()).quotes as Quote[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((q) => q.status === "enviada")).toBe(true);
    const mine = (await (await send("GET", "/api/quotes", undefined, beto.auth)).json()).quotes as {
      email: string;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((q) => q.email === beto.email)).toBe(true);
    expect((await send("GET", "/api/admin/quotes", undefined, ana.auth)).status).toBe(403);
  });

  it("declines with a reason (mailed); a declined quote cannot be accepted nor edited", async () => {
    const quote = await requestQuote();
    expect((await post(`/api/admin/quotes/${quote.id}/decline`, { reason: " " }, admin)).status).toBe(400);
    const declined = await post(`/api/admin/quotes/${quote.id}/decline`, { reason: "Sin stock del proveedor." }, admin);
    expect(((await declined.json()).quote as Quote).status).toBe("rechazada");
    const mail = await shop.pg.query<{ text: string }>(
      "select text_body as text from mail_outbox where kind = 'quote_declined' order by id desc limit 1",
    );
    expect(mail.rows[0]!.text).toContain("Motivo: Sin stock del proveedor.");
    const res = await accept(quote.id, null, acceptance(), ana.auth);
    expect(res.status).toBe(409);
    expect((await error(res)).message).toBe("Esta cotización fue rechazada.");
    expect((await post(`/api/admin/quotes/${quote.id}/send`, {}, admin)).status).toBe(409);
  });
});

describe("accepting", () => {
  it("places the order at the quoted prices, takes the stock, and a replay returns the same order", async () => {
    const { quote, token } = await answerAndSend(await requestQuote());
    const stockBefore = await variantStockOf(shop, item.variantId);
    const res = await accept(quote.id, token, acceptance({ deliveryMethod: "pickup" }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    // Pickup: no delivery cost; bank transfer: no transfer discount on quoted prices.
    expect(order).toMatchObject({ total: 3 * 200 + 2 * 150, transferDiscount: 0, deliveryFee: 0 });
    expect(await variantStockOf(shop, item.variantId)).toBe(stockBefore - 3);
    const { rows } = await shop.pg.query<{ quote_id: number; unit_price: number; number: string; status: string }>(
      `select o.email, o.quote_id::int, i.unit_price, q.number, q.status from orders o join order_items i on i.order_id = o.id
         join quotes q on q.id = o.quote_id where o.id = $1 and i.variant_id = $2`,
      [order.id, item.variantId],
    );
    // The quote's address, whatever the form said.
    expect(rows).toEqual([
      { email: ana.email, quote_id: quote.id, unit_price: 200, number: quote.number, status: "aceptada" },
    ]);
    const history = await shop.pg.query<{ note: string }>(
      "select note from order_status_history where order_id = $1 order by id limit 1",
      [order.id],
    );
    expect(history.rows[0]!.note).toBe(`Cotización ${quote.number} aceptada`);
    const viewed = (await (await send("GET", `/api/quotes/${quote.id}?token=${token}`)).json()).quote as Quote;
    expect(viewed).toMatchObject({ status: "aceptada", orderId: order.id });

    const replay = await accept(quote.id, token, acceptance({ deliveryMethod: "pickup" }));
    expect(replay.status).toBe(200);
    expect((await replay.json()).order.id).toBe(order.id);
    const again = await accept(quote.id, token, acceptance({ deliveryMethod: "pickup", paymentMethod: "mercadopago" }));
    expect(again.status).toBe(409);
    expect((await error(again)).message).toBe("Esta cotización ya fue aceptada.");
    expect(await variantStockOf(shop, item.variantId)).toBe(stockBefore - 3);
  });

  it("charges the quoted delivery cost for home delivery", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const res = await accept(
      quote.id,
      token,
      acceptance({ deliveryMethod: "delivery", streetAddress: "Av. Italia 2345", town: "Montevideo", zip: "11300" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).order).toMatchObject({ deliveryFee: 250, total: 200 + 2 * 150 + 250 });
  });

  it("names the quote on the order: its page, the desk and both mails of the order placed", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const res = await accept(quote.id, token, acceptance({ deliveryMethod: "pickup" }));
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()).order as OrderView;
    expect(placed.quote).toEqual({ id: quote.id, number: quote.number });
    // The shop's order page (its token) and the back office's desk read the same.
    const page = await send("GET", `/api/orders/${placed.id}?token=${placed.accessToken}`);
    expect(((await page.json()) as OrderAnswer).order.quote).toEqual({ id: quote.id, number: quote.number });
    const desk = await send("GET", `/api/admin/orders/${placed.id}`, undefined, admin);
    expect(((await desk.json()) as { order: AdminOrder }).order.quote).toEqual({ id: quote.id, number: quote.number });
    // The customer's 'Pedido recibido' and the shop's notice, as queued in the outbox (HTML and text).
    const { rows } = await shop.pg.query<{ kind: string; to: string; html: string; text: string }>(
      `select kind, to_address as to, html, text_body as text from mail_outbox
        where order_id = $1 order by id`,
      [placed.id],
    );
    expect(rows.map((r) => [r.kind, r.to])).toEqual([
      ["order_confirmation", ana.email],
      ["order_notice", expect.stringContaining("@")],
    ]);
    for (const mail of rows) {
      expect(mail.text).toContain(`edido N.º ${placed.id} · Cotización ${quote.number}\n`);
      expect(mail.html).toContain(`Cotización ${quote.number}`);
    }
    // An order placed from the cart names none.
    const retail = await post("/api/orders", {
      ...customer({ email: "sin.cotizacion@example.com", idempotencyKey: crypto.randomUUID() }),
      items: [{ productId: other.productId, variantId: other.variantId, quantity: 1 }],
    });
    expect(retail.status, await retail.clone().text()).toBe(201);
    const order = (await retail.json()).order as OrderView;
    expect(order.quote).toBeUndefined();
    const { rows: plain } = await shop.pg.query<{ text: string }>(
      "select text_body as text from mail_outbox where order_id = $1",
      [order.id],
    );
    expect(plain.length).toBe(2);
    for (const mail of plain) expect(mail.text).not.toContain("Cotización");
  });

  it("refuses someone else's quote (404) and an expired one (409) until the owner renews it", async () => {
    const { quote, token } = await answerAndSend(await requestQuote());
    expect((await accept(quote.id, token, acceptance(), beto.auth)).status).toBe(404);
    expect((await accept(quote.id, null)).status).toBe(404);
    clock = new Date("2026-12-18T13:00:00Z"); // the day after 17/12, its last day
    try {
      const viewed = (await (await send("GET", `/api/quotes/${quote.id}?token=${token}`)).json()).quote as Quote;
      expect(viewed.status).toBe("vencida");
      const late = await accept(quote.id, token);
      expect(late.status).toBe(409);
      expect((await error(late)).message).toBe("Esta cotización venció. Pídanos que la renovemos.");
      expect((await send("GET", "/api/admin/quotes?status=vencida", undefined, admin)).status).toBe(200);
      const renewed = await post(`/api/admin/quotes/${quote.id}/send`, {}, admin);
      expect((await renewed.json()).quote as Quote).toMatchObject({ status: "enviada", validUntil: "2027-01-02" });
      const newToken = await linkToken(quote.id);
      expect(newToken).not.toBe(token);
      // The earlier link no longer opens it; the renewed one is accepted.
      expect((await accept(quote.id, token)).status).toBe(404);
      expect((await accept(quote.id, newToken)).status).toBe(201);
    } finally {
      clock = START;
    }
  });

  it("says which line is short and holds nothing", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1), 200, other.stock + 1);
    const before = await variantStockOf(shop, item.variantId);
    const res = await accept(quote.id, token);
    expect(res.status).toBe(409);
    const refusal = await error(res);
    expect(refusal.code).toBe("out_of_stock");
    expect(refusal.message).toContain(other.name);
    expect(await variantStockOf(shop, item.variantId)).toBe(before);
    const viewed = (await (await send("GET", `/api/quotes/${quote.id}?token=${token}`)).json()).quote as Quote;
    expect(viewed).toMatchObject({ status: "enviada", orderId: null });
  });

  it("two acceptances at once place one order", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const body = acceptance();
    const answers = await Promise.all([accept(quote.id, token, body), accept(quote.id, token, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).order.id));
    expect(ids[0]).toBe(ids[1]);
    const { rows } = await shop.pg.query("select id from orders where quote_id = $1", [quote.id]);
    expect(rows).toHaveLength(1);
  });
});

describe("accepting with the e-Factura's data (RUT, razón social, domicilio fiscal)", () => {
  const company = { rut: "210475730011", companyName: "Cliente S.A.", companyAddress: "Colonia 1234, Montevideo" };

  it("gives an order whose CFE is an e-Factura naming that RUT", async () => {
    const settings = await send("PUT", "/api/admin/invoice-settings", TEST_ISSUER, admin);
    expect(settings.status, await settings.clone().text()).toBe(200);
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const res = await accept(quote.id, token, acceptance({ deliveryMethod: "pickup", ...company }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as { order: { id: number; accessToken: string; total: number } };
    const stored = await shop.pg.query("select rut, company_name, company_address from orders where id = $1", [
      order.id,
    ]);
    expect(stored.rows).toEqual([
      { rut: company.rut, company_name: company.companyName, company_address: company.companyAddress },
    ]);

    const moved = await post(`/api/admin/orders/${order.id}/moves`, { event: "approve" }, admin);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const printed = await send("GET", `/api/orders/${order.id}/cfe/cfe?token=${order.accessToken}`);
    expect(printed.status, await printed.clone().text()).toBe(200);
    const print = (await printed.json()) as CfePrint;
    expect(print).toMatchObject({ type: 111, typeLabel: "e-Factura" });
    expect(print.document.receiver).toEqual({
      kind: "rut",
      rut: company.rut,
      name: company.companyName,
      address: company.companyAddress,
    });
    expect(print.document.totals.total).toBe(order.total);
  });

  it("refuses a RUT without DGI's check digit, or without its razón social, in Spanish; nothing placed", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const bad = await accept(quote.id, token, acceptance({ ...company, rut: "210475730012" }));
    expect(bad.status).toBe(400);
    const refusal = (await bad.json()) as { error: { code: string; message: string; details: unknown } };
    expect(refusal.error).toMatchObject({ code: "invalid_input", message: "RUT no válido." });
    expect(refusal.error.details).toEqual([{ path: "rut", message: "RUT no válido." }]);
    const unnamed = await accept(quote.id, token, acceptance({ rut: company.rut }));
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { error: { details: unknown } }).error.details).toEqual([
      { path: "companyName", message: "Este campo es obligatorio." },
      { path: "companyAddress", message: "Este campo es obligatorio." },
    ]);
    const { rows } = await shop.pg.query("select id from orders where quote_id = $1", [quote.id]);
    expect(rows).toHaveLength(0);
    const viewed = (await (await send("GET", `/api/quotes/${quote.id}?token=${token}`)).json()).quote as Quote;
    expect(viewed.status).toBe("enviada");
  });

  it("ships to any department at the quoted cost: no interior carrier is asked nor priced (decision 036)", async () => {
    const { quote, token } = await answerAndSend(await requestQuote(ana, 1));
    const res = await accept(
      quote.id,
      token,
      acceptance({ deliveryMethod: "delivery", streetAddress: "Sarandí 512", town: "Rivera", zip: "40000" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({ deliveryFee: 250, total: 200 + 2 * 150 + 250 });
    const { rows } = await shop.pg.query("select town, shipping from orders where id = $1", [order.id]);
    expect(rows).toEqual([{ town: "Rivera", shipping: null }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSubscriptions } from "../../domain/api/account.ts";
import { CONSENT_TEXTS } from "../../domain/consents.ts";
import { addressHash } from "../../worker/services/kept-carts/keep.ts";
import { sendJson, signedInCustomer } from "../support/customer-account.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Mi cuenta's 'Suscripciones' (issue 43, decision 034): the newsletter, the open 'Avisarme' requests and the
// reminders' opt-out of the account's verified address, with the consents as stored (decision 031). The server
// reads the address from the token only: whatever address a body or query names is never used.

let shop: TestShop;
let ana: { id: string; auth: Record<string, string> };
let beto: { id: string; auth: Record<string, string> };
let product: { id: number; variant: number };
const ANA = "ana.suscripciones@example.com";

beforeAll(async () => {
  shop = await startTestShop();
  ana = await signedInCustomer(shop, ANA);
  beto = await signedInCustomer(shop, "beto.suscripciones@example.com");
  const { rows } = await shop.pg.query<{ id: number; variant: number }>(
    `with p as (insert into products (slug, name, unit, code) values ('agotado-cuenta', 'Aceite de rosa mosqueta', 'cc',
                 'AG-CU-1') returning id)
     insert into product_variants (product_id, size, price, stock) select id, 30, 300, 0 from p
     returning product_id::int as id, id::int as variant`,
  );
  product = rows[0]!;
});
afterAll(() => shop.close());

const call = (who: { auth: Record<string, string> }, method: string, path: string, body?: unknown) =>
  sendJson(shop, method, path, body, who.auth);
const read = async (who: { auth: Record<string, string> }) =>
  (await (await call(who, "GET", "/api/account/subscriptions")).json()) as AccountSubscriptions;
const askAlert = (email: string) =>
  sendJson(
    shop,
    "POST",
    "/api/stock-alerts",
    { email, productId: product.id, variantId: product.variant, consent: "aviso-stock-1" },
    {},
  );

describe("the newsletter", () => {
  it("says 'none', subscribes the account's address confirmed at once (the sign-in code proved it), and unsubscribes", async () => {
    expect((await read(ana)).newsletter).toEqual({ status: "none", consent: null });

    // A body naming another address changes nothing: the token's address is the one subscribed.
    const res = await call(ana, "POST", "/api/account/subscriptions/newsletter", { email: "otra@example.com" });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()) as AccountSubscriptions;
    expect(after.newsletter).toEqual({
      status: "confirmed",
      consent: { at: expect.any(String), text: CONSENT_TEXTS["boletin-1"] },
    });
    const { rows } = await shop.pg.query<{ email: string; source: string; confirmed: boolean }>(
      "select email, source, confirmed_at is not null as confirmed from newsletter_subscribers",
    );
    expect(rows).toEqual([{ email: ANA, source: "cuenta", confirmed: true }]);
    // The welcome mail, no confirmation mail; asking again while subscribed mails nothing more.
    const kinds = async () =>
      (
        await shop.pg.query<{ kind: string }>("select kind from mail_outbox where to_address = $1 order by id", [ANA])
      ).rows.map((r) => r.kind);
    expect(await kinds()).toEqual(["newsletter_welcome"]);
    expect((await call(ana, "POST", "/api/account/subscriptions/newsletter")).status).toBe(200);
    expect(await kinds()).toEqual(["newsletter_welcome"]);
    // Another account sees only its own.
    expect((await read(beto)).newsletter.status).toBe("none");

    const left = await call(ana, "DELETE", "/api/account/subscriptions/newsletter");
    expect(left.status).toBe(200);
    expect(((await left.json()) as AccountSubscriptions).newsletter.status).toBe("unsubscribed");
    // Twice is the same.
    expect((await call(ana, "DELETE", "/api/account/subscriptions/newsletter")).status).toBe(200);
    // Back again from 'Mi cuenta': confirmed again, welcomed again.
    const again = await call(ana, "POST", "/api/account/subscriptions/newsletter");
    expect(((await again.json()) as AccountSubscriptions).newsletter.status).toBe("confirmed");
    expect(await kinds()).toEqual(["newsletter_welcome", "newsletter_welcome"]);
  });
});

describe("stock alerts", () => {
  it("lists the address's open alerts with their consent, and cancels one", async () => {
    expect((await askAlert(ANA)).status).toBe(201);
    const { alerts } = await read(ana);
    expect(alerts).toEqual([
      {
        id: expect.any(Number),
        productName: "Aceite de rosa mosqueta",
        productSlug: "agotado-cuenta",
        size: 30,
        unit: "cc",
        status: "pending",
        createdAt: expect.any(String),
        consent: { at: expect.any(String), text: CONSENT_TEXTS["aviso-stock-1"] },
      },
    ]);
    const res = await call(ana, "DELETE", `/api/account/subscriptions/alerts/${alerts[0]!.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AccountSubscriptions).alerts).toEqual([]);
    const { rows } = await shop.pg.query("select status from stock_alerts where id = $1", [alerts[0]!.id]);
    expect(rows).toEqual([{ status: "cancelled" }]);
    // Cancelled already: nothing open to cancel.
    expect((await call(ana, "DELETE", `/api/account/subscriptions/alerts/${alerts[0]!.id}`)).status).toBe(404);
  });

  it("never cancels another address's alert (404), nor one that does not exist", async () => {
    expect((await askAlert("beto.suscripciones@example.com")).status).toBe(201);
    const [theirs] = (await read(beto)).alerts;
    const res = await call(ana, "DELETE", `/api/account/subscriptions/alerts/${theirs!.id}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toEqual({ code: "not_found", message: "No encontramos ese aviso en su cuenta." });
    expect((await read(beto)).alerts).toEqual([expect.objectContaining({ id: theirs!.id, status: "pending" })]);
    expect((await read(ana)).alerts).toEqual([]);
    expect((await call(ana, "DELETE", "/api/account/subscriptions/alerts/999999")).status).toBe(404);
    expect((await call(ana, "DELETE", "/api/account/subscriptions/alerts/abc")).status).toBe(400);
  });
});

describe("the reminders of kept carts", () => {
  it("says whether the address opted out, and since when", async () => {
    expect((await read(ana)).reminders).toEqual({ optedOut: false, since: null });
    await shop.pg.query("insert into cart_reminder_optouts (email_hash, source) values ($1, 'checkout')", [
      await addressHash(ANA),
    ]);
    expect((await read(ana)).reminders).toEqual({ optedOut: true, since: expect.any(String) });
    expect((await read(beto)).reminders.optedOut).toBe(false);
  });
});

describe("who may", () => {
  it("asks for a customer's sign-in on every subscription route", async () => {
    for (const [method, path] of [
      ["GET", "/api/account/subscriptions"],
      ["POST", "/api/account/subscriptions/newsletter"],
      ["DELETE", "/api/account/subscriptions/newsletter"],
      ["DELETE", "/api/account/subscriptions/alerts/1"],
    ] as const) {
      expect((await sendJson(shop, method, path, undefined, {})).status, path).toBe(401);
    }
  });
});

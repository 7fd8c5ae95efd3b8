import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_CONSENT, CONSENT_TEXTS } from "../../domain/consents.ts";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "../../worker/http/rate-limit.ts";
import { customer, pickVariant } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let ipCount = 0;
const freshIp = () => `198.51.100.${++ipCount}`;

const json = (path: string, body: unknown, ip = freshIp()) =>
  shop.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
const subscribe = (email: string, ip?: string) => json("/api/newsletter", { email, source: "footer" }, ip);
const confirm = (token: string) => json("/api/newsletter/confirm", { token });
/** What a mail program sends for a one-click unsubscribe (RFC 8058). */
const oneClick = (url: string) =>
  shop.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  kind: string;
  headers: Record<string, string>;
}
async function mailsTo(email: string): Promise<OutboxRow[]> {
  const { rows } = await shop.pg.query<OutboxRow>(
    "select id::int, to_address, subject, html, text_body, kind, headers from mail_outbox where to_address = $1 order by id",
    [email],
  );
  return rows;
}
async function subscriber(email: string) {
  const { rows } = await shop.pg.query<{
    status: string;
    confirmed_at: Date | null;
    link_hashes: string[];
  }>(
    `select status, confirmed_at,
            array(select l.token_hash from newsletter_confirm_links l where l.subscriber_id = s.id order by l.created_at)
              as link_hashes
       from newsletter_subscribers s where lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}
/** The token of the confirmation link in a mail's text. */
function confirmToken(mail: OutboxRow): string {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return match![1]!;
}
/** The path of the List-Unsubscribe header's address. */
function oneClickPath(mail: OutboxRow): string {
  const header = mail.headers["List-Unsubscribe"];
  expect(header).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+>$/);
  const url = new URL(header!.slice(1, -1));
  return url.pathname + url.search;
}

describe("POST /api/newsletter (double opt-in)", () => {
  it("keeps a new address pending and mails it a confirmation link with unsubscribe headers", async () => {
    const res = await subscribe("Lucia.Gomez@Example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await subscriber("lucia.gomez@example.com")).toMatchObject({ status: "pending", confirmed_at: null });
    const [mail, ...more] = await mailsTo("lucia.gomez@example.com");
    expect(more).toHaveLength(0);
    expect(mail!.kind).toBe("newsletter_confirmation");
    expect(mail!.subject).toContain("Confirme su suscripción");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    oneClickPath(mail!);
    expect(mail!.text_body).toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(mail!.html).toContain("/newsletter/confirm?token=");
    // The stored hash is not the mailed token.
    const stored = await subscriber("lucia.gomez@example.com");
    expect(stored!.link_hashes).toHaveLength(1);
    expect(stored!.link_hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text_body).not.toContain(stored!.link_hashes[0]);
  });

  it("confirms once from the link, mails a welcome with the unsubscribe headers; the link again says it is confirmed", async () => {
    await subscribe("marcos@example.com");
    const token = confirmToken((await mailsTo("marcos@example.com"))[0]!);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ confirmed: true, alreadyConfirmed: false });
    expect(await subscriber("marcos@example.com")).toMatchObject({ status: "confirmed" });
    const mails = await mailsTo("marcos@example.com");
    expect(mails.map((m) => m.kind)).toEqual(["newsletter_confirmation", "newsletter_welcome"]);
    expect(mails[1]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(oneClickPath(mails[1]!)).toBe(oneClickPath(mails[0]!));

    // Opened a second time (a mail program's preview, a second click): confirmed already, no second welcome.
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ confirmed: true, alreadyConfirmed: true });
    expect(await mailsTo("marcos@example.com")).toHaveLength(2);
    expect((await subscriber("marcos@example.com"))!.status).toBe("confirmed");
  });

  it("says nothing about other addresses: an unknown token, or the link of an address that left, is refused", async () => {
    const unknown = await confirm("x".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "not_found", message: "El enlace de confirmación no es válido o ya fue usado." },
    });

    await subscribe("se-fue@example.com");
    const [confirmation] = await mailsTo("se-fue@example.com");
    const token = confirmToken(confirmation!);
    expect((await confirm(token)).status).toBe(200);
    const leave = await shop.request(oneClickPath(confirmation!), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(leave.status).toBeLessThan(300);
    expect((await subscriber("se-fue@example.com"))!.status).toBe("unsubscribed");
    expect((await confirm(token)).status).toBe(404);
  });

  it("refuses an expired link with 410 and a new subscription sends a working one", async () => {
    await subscribe("vencida@example.com");
    const old = confirmToken((await mailsTo("vencida@example.com"))[0]!);
    await shop.pg.query(
      `update newsletter_confirm_links set expires_at = now() - interval '1 minute'
        where subscriber_id in (select id from newsletter_subscribers where email = 'vencida@example.com')`,
    );
    const res = await confirm(old);
    expect(res.status).toBe(410);
    expect((await res.json()).error.message).toBe(
      "El enlace de confirmación venció. Suscríbase de nuevo y le enviaremos otro.",
    );
    expect((await subscriber("vencida@example.com"))!.status).toBe("pending");

    await subscribe("vencida@example.com");
    const fresh = confirmToken((await mailsTo("vencida@example.com"))[1]!);
    expect((await confirm(old)).status).toBe(410);
    expect((await confirm(fresh)).status).toBe(200);
  });

  it("the confirmation link expires after 7 days", async () => {
    await subscribe("siete@example.com");
    const { rows } = await shop.pg.query<{ days: number }>(
      `select round(extract(epoch from l.expires_at - l.created_at) / 86400)::int as days
         from newsletter_confirm_links l join newsletter_subscribers s on s.id = l.subscriber_id
        where s.email = 'siete@example.com'`,
    );
    expect(rows[0]!.days).toBe(7);
  });

  it("subscribed twice while pending: either mailed link confirms the address, the other then says already", async () => {
    for (const first of [0, 1]) {
      const email = `dos-enlaces-${first}@example.com`;
      await subscribe(email);
      await subscribe(email);
      const tokens = (await mailsTo(email)).map(confirmToken);
      expect(tokens).toHaveLength(2);
      expect(new Set(tokens).size).toBe(2);
      const res = await confirm(tokens[first]!);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ confirmed: true, alreadyConfirmed: false });
      const other = await confirm(tokens[1 - first]!);
      expect(other.status).toBe(200);
      expect(await other.json()).toEqual({ confirmed: true, alreadyConfirmed: true });
      expect((await mailsTo(email)).map((m) => m.kind)).toEqual([
        "newsletter_confirmation",
        "newsletter_confirmation",
        "newsletter_welcome",
      ]);
      expect((await subscriber(email))!.status).toBe("confirmed");
    }
  });

  it("answers the same for an address already confirmed, and mails it nothing", async () => {
    await subscribe("ya@example.com");
    expect((await confirm(confirmToken((await mailsTo("ya@example.com"))[0]!))).status).toBe(200);
    const before = await mailsTo("ya@example.com");
    const res = await subscribe("YA@example.com");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await mailsTo("ya@example.com")).toHaveLength(before.length);
    expect((await subscriber("ya@example.com"))!.status).toBe("confirmed");
  });

  it("refuses an invalid address with 400 and the address message, storing nothing", async () => {
    const res = await subscribe("ana@example");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "invalid_input",
      message: "Ingrese un correo electrónico válido.",
    });
    expect(await subscriber("ana@example")).toBeUndefined();
  });

  it("refuses malformed confirmation tokens with 400", async () => {
    for (const token of ["", "abc", `${"a".repeat(40)}'`, 5]) {
      const res = await json("/api/newsletter/confirm", { token });
      expect(res.status, String(token)).toBe(400);
    }
  });

  it("is rate limited per client address with a Spanish 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.newsletter.limit; i++) {
      expect((await subscribe(`limite${i}@example.com`, ip)).status).toBe(200);
    }
    const refused = await subscribe("limite-extra@example.com", ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(await subscriber("limite-extra@example.com")).toBeUndefined();
  });
});

describe("unsubscribe", () => {
  it("one-click POST from the List-Unsubscribe header, without signing in, idempotent", async () => {
    await subscribe("baja@example.com");
    const [mail] = await mailsTo("baja@example.com");
    expect((await confirm(confirmToken(mail!))).status).toBe(200);
    const path = oneClickPath(mail!);
    const res = await oneClick(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    expect((await subscriber("baja@example.com"))!.status).toBe("unsubscribed");
    expect((await oneClick(path)).status).toBe(200);
    expect((await subscriber("baja@example.com"))!.status).toBe("unsubscribed");
  });

  it("works from the confirmation mail before confirming, and the confirmation link then stops working", async () => {
    await subscribe("arrepentida@example.com");
    const [mail] = await mailsTo("arrepentida@example.com");
    expect((await shop.request(oneClickPath(mail!), { method: "POST" })).status).toBe(200);
    expect((await confirm(confirmToken(mail!))).status).toBe(404);
    expect((await subscriber("arrepentida@example.com"))!.status).toBe("unsubscribed");
  });

  it("a new subscription after unsubscribing needs a new confirmation", async () => {
    await subscribe("vuelve@example.com");
    const [first] = await mailsTo("vuelve@example.com");
    await confirm(confirmToken(first!));
    await oneClick(oneClickPath(first!));
    expect((await subscribe("vuelve@example.com")).status).toBe(200);
    const mails = await mailsTo("vuelve@example.com");
    expect(mails.at(-1)!.kind).toBe("newsletter_confirmation");
    expect((await subscriber("vuelve@example.com"))!.status).toBe("pending");
    expect((await confirm(confirmToken(mails.at(-1)!))).status).toBe(200);
  });

  it("refuses an unknown token with 404 and a malformed one with 400", async () => {
    const unknown = await oneClick(`/api/newsletter/unsubscribe?token=${"b".repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("El enlace para darse de baja no es válido.");
    expect((await oneClick("/api/newsletter/unsubscribe?token=x")).status).toBe(400);
    expect((await oneClick("/api/newsletter/unsubscribe")).status).toBe(400);
  });
});

describe("the checkout's newsletter box", () => {
  it("asks for a subscription with the same double opt-in, its confirmation queued and sent with the order", async () => {
    const variant = await pickVariant(shop, { minStock: 5 });
    const res = await json("/api/orders", {
      ...customer({ email: "Compradora@Example.com", subscribe: true }),
      items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { rows } = await shop.pg.query<{ status: string; source: string }>(
      "select status, source from newsletter_subscribers where email = 'compradora@example.com'",
    );
    expect(rows).toEqual([{ status: "pending", source: "checkout" }]);
    const { rows: mails } = await shop.pg.query<{ kind: string; status: string }>(
      "select kind, status from mail_outbox where to_address = 'compradora@example.com' and kind like 'newsletter%'",
    );
    // Delivered right after the answer with the order's own mails (the embedded transport).
    expect(mails).toEqual([{ kind: "newsletter_confirmation", status: "sent" }]);
  });
});

describe("the consent record (issue 40: consents are records)", () => {
  const consentOf = async (email: string) =>
    (
      await shop.pg.query<{ consent_key: string; consent_text: string; consent_at: Date; source: string }>(
        "select consent_key, consent_text, consent_at, source from newsletter_subscribers where email = $1",
        [email],
      )
    ).rows[0];

  it("stores the time, the server's own wording for the key the form sent, and the source", async () => {
    const before = Date.now();
    const res = await json("/api/newsletter", {
      email: "consiente@example.com",
      source: "blog",
      consent: "boletin-1",
      consentText: "Acepto cualquier cosa", // text from the client is never stored
    });
    expect(res.status).toBe(200);
    const row = await consentOf("consiente@example.com");
    expect(row).toMatchObject({ consent_key: "boletin-1", consent_text: CONSENT_TEXTS["boletin-1"], source: "blog" });
    expect(new Date(row!.consent_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a key it does not know, in Spanish, and writes nothing", async () => {
    const res = await json("/api/newsletter", { email: "clave-rara@example.com", consent: "Acepto todo" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(BAD_CONSENT);
    expect(await consentOf("clave-rara@example.com")).toBeUndefined();
  });

  it("records the checkout box's own wording for a subscription asked at checkout", async () => {
    const variant = await pickVariant(shop);
    const res = await json(
      "/api/orders",
      customer({
        email: "compra-consiente@example.com",
        subscribe: true,
        items: [{ productId: variant.productId, variantId: variant.variantId, quantity: 1 }],
        idempotencyKey: crypto.randomUUID(),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await consentOf("compra-consiente@example.com")).toMatchObject({
      consent_key: "boletin-compra-1",
      consent_text: "Quiero recibir novedades y promociones por correo.",
      source: "checkout",
    });
  });
});

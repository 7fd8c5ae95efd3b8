import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../domain/schemas/settings.ts";
import { DEFAULT_SHOP_CONTACT, type ShopContact } from "../../domain/shop-info.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import type { Renderer } from "../../worker/seo/page-render.ts";
import { bearer } from "../support/admin-session.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { customer, pickVariant, postJson } from "../support/orders.ts";
import { loadRenderer } from "../support/renderer.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 40, session 21: the shop's contact (address, telephone, fax, e-mail) is the owner's, saved in Ajustes >
// Tienda, and every reader takes it from the settings: the storefront (GET /api/settings, the page's first view and
// the build's frame), the seller named at checkout, and every mail (the values of its moment).

let shop: TestShop;
let admin: Record<string, string>;
let renderer: Renderer;
/** The build's prerendered frame as the storefront's components draw it with no settings: the default contact. */
let frameFooter = "";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;

const shell =
  () => `<!doctype html><html lang="es"><head><title>Shell</title></head><body><div id="root"></div><template id="first-view" data-assets="{}"><header>Marco</header><main><!--first-view--></main>${frameFooter}</template>
  </body></html>`;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  renderer = await loadRenderer();
  frameFooter = footerOf((await page("/")).html);
});
afterAll(() => shop.close());

/** A page as a fresh isolate sends it (its own catalogue cache: the settings as the database has them now). */
async function page(path: string, bound: Record<string, unknown> = { RENDERER: renderer }) {
  const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), {
    loadShell: async () => shell(),
  });
  const res = await app.request(path, {}, { ASSETS: { fetch: async () => new Response("file") }, ...bound }, ctx);
  expect(res.status).toBe(200);
  return { html: await res.text() };
}
const footerOf = (html: string) => /<footer class="site-footer"[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
const contactBlockOf = (html: string) =>
  /<section class="site-footer__contact"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

const patch = (body: unknown) =>
  shop.request("/api/admin/settings", {
    method: "PATCH",
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const stored = async (): Promise<ShopSettings> =>
  (await (await shop.request("/api/admin/settings", { headers: admin })).json()).settings;

const OWNERS: ShopContact = {
  address: "Rambla Gandhi 600, Montevideo",
  phone: "(+598) 2711 4455",
  fax: "",
  email: "hola@tienda-nueva.com.uy",
};

describe("the shop's contact in Ajustes > Tienda", () => {
  it("starts as the shop showed it until now, and the build's frame carries those defaults", async () => {
    expect((await stored()).contact).toEqual(DEFAULT_SHOP_CONTACT);
    expect(frameFooter).toContain(DEFAULT_SHOP_CONTACT.phone);
    expect(frameFooter).toContain('href="tel:+59822001995"');
    expect(frameFooter).toContain(DEFAULT_SHOP_CONTACT.fax);
  });

  it("is saved alone; the storefront's settings and the seller named at checkout show it at once", async () => {
    const invoicing = await shop.request("/api/admin/invoice-settings", {
      method: "PUT",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(TEST_ISSUER),
    });
    expect(invoicing.status, await invoicing.clone().text()).toBe(200);
    const before = await stored();
    const res = await patch({ contact: OWNERS });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).settings).toEqual({ ...before, contact: OWNERS });
    expect(await stored()).toEqual({ ...before, contact: OWNERS });
    // GET /api/settings: what the footer, the contact page, checkout and the order page read (cache cleared).
    const answer = await (await shop.request("/api/settings")).json();
    expect(answer.settings.contact).toEqual(OWNERS);
    expect(answer.seller).toMatchObject({ legalName: TEST_ISSUER.legalName, phone: OWNERS.phone, email: OWNERS.email });
  });

  it("refuses a contact that is not one, in Spanish, as {error:{code,message}}, and writes nothing", async () => {
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ...OWNERS, email: "hola@" }, "Escriba un correo electrónico válido, por ejemplo ventas@empresa.com.uy."],
      [{ ...OWNERS, email: " " }, "Escriba el correo electrónico."],
      [
        { ...OWNERS, phone: "llámenos" },
        "El teléfono admite números, espacios, + ( ) y guiones, con al menos 6 números.",
      ],
      [
        { ...OWNERS, phone: "+598 22" },
        "El teléfono admite números, espacios, + ( ) y guiones, con al menos 6 números.",
      ],
      [{ ...OWNERS, phone: "" }, "Escriba el teléfono."],
      [{ ...OWNERS, fax: "fax" }, "El fax admite números, espacios, + ( ) y guiones, con al menos 6 números."],
      [{ ...OWNERS, address: "  " }, "Escriba la dirección del local."],
      [{ ...OWNERS, address: "x".repeat(121) }, "Máximo 120 caracteres."],
      [{ ...OWNERS, address: "Rambla 1\nPiso 2" }, "Escriba este dato en una sola línea."],
      [{ address: OWNERS.address }, "Escriba el teléfono."],
      ["Rambla Gandhi 600", "Indique los datos de contacto."],
    ];
    for (const [contact, message] of cases) {
      const res = await patch({ contact });
      expect(res.status, JSON.stringify(contact)).toBe(400);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe("invalid_input");
      expect(answer.error.message, JSON.stringify(contact)).toContain(message);
    }
    expect(await stored()).toEqual(before);
    // The database refuses it too (its checks), whoever writes.
    await expect(shop.pg.query("update shop_settings set contact_phone = 'llámenos'")).rejects.toThrow();
    await expect(shop.pg.query("update shop_settings set contact_email = 'sin arroba'")).rejects.toThrow();
  });
});

describe("every reader takes the owner's contact", () => {
  it("the server-rendered footer of GET / shows it, the fax left out when there is none", async () => {
    const block = contactBlockOf((await page("/")).html);
    expect(block).toContain(OWNERS.address);
    expect(block).toContain(`href="tel:+59827114455">${OWNERS.phone}</a>`);
    expect(block).toContain(`href="mailto:${OWNERS.email}">${OWNERS.email}</a>`);
    for (const old of [DEFAULT_SHOP_CONTACT.address, DEFAULT_SHOP_CONTACT.phone, DEFAULT_SHOP_CONTACT.email]) {
      expect(block).not.toContain(old);
    }
    expect(block).not.toContain("Fax");
  });

  it("the build's frame, when the page cannot be rendered, shows it too (the Worker replaces the defaults)", async () => {
    const broken: Renderer = { fetch: async () => new Response("boom", { status: 500 }) };
    const block = contactBlockOf((await page("/shop", { RENDERER: broken })).html);
    expect(block).not.toBe("");
    expect(block).toContain(OWNERS.address);
    expect(block).toContain(`href="tel:+59827114455"`);
    expect(block).toContain(OWNERS.phone);
    expect(block).toContain(`mailto:${OWNERS.email}`);
    for (const old of [
      DEFAULT_SHOP_CONTACT.address,
      DEFAULT_SHOP_CONTACT.phone,
      DEFAULT_SHOP_CONTACT.email,
      "tel:+59822001995",
    ]) {
      expect(block).not.toContain(old);
    }
    expect(block).not.toContain(DEFAULT_SHOP_CONTACT.fax);
    expect(block).not.toContain("Fax");
  });

  it("a mail carries the contact of its moment: the order placed now, the contact message too", async () => {
    const sale = await pickVariant(shop, { minStock: 2 });
    const res = await postJson(shop, "/api/orders", {
      ...customer(),
      items: [{ productId: sale.productId, variantId: sale.variantId, quantity: 1 }],
      idempotencyKey: `contact-${Date.now()}`,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await res.json();
    const message = await shop.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.77" },
      body: JSON.stringify({ name: "Ana Pérez", email: "ana.contacto@example.com", message: "¿Tienen lavanda?" }),
    });
    expect(message.status, await message.clone().text()).toBe(201);
    // A later change does not rewrite what was already written.
    expect((await patch({ contact: { ...OWNERS, phone: "(+598) 2900 0000" } })).status).toBe(200);
    const { rows } = await shop.pg.query<{ kind: string; text_body: string; html: string }>(
      `select kind, text_body, html from mail_outbox
        where order_id = $1 or kind = 'contact_message' order by id`,
      [order.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(["order_confirmation", "order_notice", "contact_message"]);
    for (const mail of rows) {
      expect(mail.text_body, mail.kind).toContain(`Tel. ${OWNERS.phone} · ${OWNERS.email}`);
      expect(mail.text_body, mail.kind).toContain(OWNERS.address);
      expect(mail.html, mail.kind).toContain(`mailto:${OWNERS.email}`);
      for (const old of [DEFAULT_SHOP_CONTACT.phone, DEFAULT_SHOP_CONTACT.email, DEFAULT_SHOP_CONTACT.address]) {
        expect(mail.text_body, mail.kind).not.toContain(old);
        expect(mail.html, mail.kind).not.toContain(old);
      }
    }
  });
});

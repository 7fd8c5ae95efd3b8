import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatUYU } from "../../../domain/money.ts";
import { DEFAULT_SHOP_CONTACT } from "../../../domain/shop-info.ts";
import { DEFAULT_SHOP_RULES } from "../../../domain/shop-rules-defaults.ts";
import { DEFAULT_SHOP_SETTINGS } from "../../../domain/shop-settings-defaults.ts";
import { LAYOUT_FILE } from "../../../scripts/mails/compile.ts";
import { contactNoticeMail } from "../contact/send-message.ts";
import { orderPlacedMails } from "../orders/mails.ts";
import { moveMails } from "../orders/move-mails.ts";
import { mailPreviews, sampleOrder } from "./previews.ts";
import { escapeHtml, renderMail } from "./render.ts";

// The owner's contact of Ajustes > Tienda, other than the defaults: every mail shows the one it is given.
const shop = {
  contact: {
    address: "Rambla Gandhi 600, Montevideo",
    phone: "(+598) 2711 0000",
    fax: "",
    email: "hola@tienda.example.uy",
  },
  storeHours: "Lunes a sábado de 9:00 a 18:00",
};
const deps = { shopEmail: "ventas@example.com", siteUrl: "https://tienda.example.uy", shop };
const previews = mailPreviews(deps, DEFAULT_SHOP_SETTINGS.bankAccounts);
const HOSTILE = "<img src=x onerror=alert(1)>";
const LOGO = 'src="https://tienda.example.uy/images/misc/logo-mail.png"';

/** The href of the layout's button (the first <a> whose text is the label). */
const buttonHref = (html: string, label: string) =>
  new RegExp(`<a\\s+href="([^"]+)"[^>]*>\\s*${label}\\s*</a>`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("every mail the shop sends", () => {
  it("is previewed, one of each kind, with a Spanish title", () => {
    const kinds = previews.map((p) => p.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(
      expect.arrayContaining(["order_confirmation", "order_notice", "contact_message", "newsletter_confirmation"]),
    );
    // Issue 43 (H3): the two reminders of unpaid orders.
    expect(kinds).toEqual(expect.arrayContaining(["order_payment_reminder", "order_transfer_reminder"]));
    // Issue 43's cart reminder; issue 44's business accounts and quotes (previews-accounts.ts).
    expect(kinds).toEqual(
      expect.arrayContaining([
        "cart_reminder",
        "business_request_notice",
        "business_request_received",
        "business_request_approved",
        "business_request_declined",
        "company_buyer_invitation",
        "quote_received",
        "quote_request_notice",
        "quote_sent",
        "quote_renewed",
        "quote_declined",
      ]),
    );
    // Issue 40's withdrawal mails, the owner's Mercado Pago link (decision 035) and the 'Mis datos' link.
    expect(kinds).toEqual(
      expect.arrayContaining([
        "withdrawal_ack",
        "withdrawal_notice",
        "withdrawal_accepted",
        "withdrawal_declined",
        "withdrawal_received",
        "order_pay_link",
        "my_data_link",
      ]),
    );
    expect(previews.length).toBe(44);
  });

  it.each(previews.map((p) => [p.kind, p] as const))(
    "%s: the layout with the logo, the shop's contact details and a plain-text part",
    (_kind, mail) => {
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('<html lang="es"');
      expect(mail.html).toContain(LOGO);
      expect(mail.html).toContain('width="600"');
      for (const detail of [shop.contact.address, shop.contact.phone, shop.contact.email, shop.storeHours]) {
        expect(mail.html).toContain(escapeHtml(detail));
        expect(mail.text).toContain(detail);
      }
      for (const old of [DEFAULT_SHOP_CONTACT.address, DEFAULT_SHOP_CONTACT.phone, DEFAULT_SHOP_CONTACT.email]) {
        expect(mail.html).not.toContain(escapeHtml(old));
        expect(mail.text).not.toContain(old);
      }
      expect(mail.html).not.toMatch(/{{|}}/);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.subject.length).toBeGreaterThan(5);
    },
  );

  it.each(previews.filter((p) => p.kind.startsWith("order_") || p.kind === "refund_needed").map((p) => [p.kind, p]))(
    "%s: the lines table, the totals block below it, a button to the order",
    (_kind, mail) => {
      const { html, text } = mail;
      expect(html).toContain("Aceite esencial de Lavanda");
      expect(html).toMatch(/Producto<\/th>[\s\S]*Cant\.<\/th>[\s\S]*Precio<\/th>[\s\S]*Importe<\/th>/);
      expect(html).toContain("100 cc");
      expect(html).toContain("$\u00a01.250");
      const lines = html.indexOf("Glicerina vegetal");
      const totals = html.indexOf(">Subtotal<");
      expect(lines).toBeGreaterThan(0);
      expect(totals).toBeGreaterThan(lines);
      expect(html.indexOf(">Total<")).toBeGreaterThan(totals);
      expect(text).toContain("2 × Aceite esencial de Lavanda (100 cc) — $\u00a02.500");
      expect(text).toMatch(/Total: \$\u00a0[\d.]+/);
      const customer = mail.to === "ana.perez@example.com";
      const href = buttonHref(html, customer ? "Ver mi pedido" : "Abrir el pedido en el panel");
      expect(href).toBe(
        customer
          ? "https://tienda.example.uy/shop/order/1234?token=ejemplo-token-de-acceso"
          : "https://tienda.example.uy/admin/orders?order=1234",
      );
      expect(text).toContain(href);
      expect(mail.to).toBe(customer ? "ana.perez@example.com" : deps.shopEmail);
    },
  );

  it("newsletter mails carry the unsubscribe link in the HTML and the text", () => {
    for (const mail of previews.filter((p) => p.kind.startsWith("newsletter_"))) {
      expect(mail.html).toMatch(
        /<a href="https:\/\/tienda\.example\.uy\/newsletter\/unsubscribe\?token=[^"]+"[^>]*>Dese de baja/,
      );
      expect(mail.text).toContain("Dese de baja con un clic: https://tienda.example.uy/newsletter/unsubscribe?token=");
    }
  });

  it("a withdrawal's mails give back one line of the sample order, each step with its own facts", () => {
    const mail = (kind: string) => previews.find((p) => p.kind === kind)!;
    const line = "Glicerina vegetal 500 cc: 1 unidad";
    expect(mail("withdrawal_ack").text).toContain(line);
    expect(mail("withdrawal_ack").text).not.toContain("Aceite esencial de Lavanda 100 cc:");
    expect(mail("withdrawal_notice").to).toBe(deps.shopEmail);
    expect(mail("withdrawal_notice").text).toContain(`${line}.`);
    expect(mail("withdrawal_accepted").text).toContain(`(${line})`);
    expect(mail("withdrawal_declined").text).toContain("Motivo: El envase fue abierto.");
    expect(mail("withdrawal_received").text).toContain(`Le devolvemos ${formatUYU(600)}:`);
    expect(mail("my_data_link").text).toContain("https://tienda.example.uy/mis-datos?token=");
  });

  it("escapes every value the customer wrote, in every part of the layout", () => {
    const order = sampleOrder({
      firstName: HOSTILE,
      lastName: '"><script>x</script>',
      note: HOSTILE,
      street: HOSTILE,
      items: [{ ...sampleOrder().items[0]!, productName: HOSTILE }],
    });
    const mails = [
      ...orderPlacedMails(deps, order, DEFAULT_SHOP_SETTINGS.bankAccounts),
      ...moveMails(deps, order, "paid"),
      contactNoticeMail(deps.shopEmail, deps.siteUrl, shop, {
        name: HOSTILE,
        email: "a@example.com",
        message: HOSTILE,
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<img src=x");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
      expect(mail.text).toContain(HOSTILE); // the plain-text part shows it as typed
    }
  });

  it("escapes a link's quotes in its attribute", () => {
    const { html } = renderMail(
      deps.siteUrl,
      {
        subject: "s",
        heading: "h",
        paragraphs: [],
        button: { label: "Ir", href: 'https://x.example/"onmouseover="alert(1)' },
        footnote: "f",
      },
      shop,
    );
    expect(html).not.toContain('"onmouseover="');
    expect(html).toContain("&#34;onmouseover=&#34;");
  });
});

// Issue 38, item 14: the Correos page showed free delivery on a $ 3.100 order the shop charges $ 350 to deliver.
describe("the sample orders of the previews", () => {
  it("are priced with the shop's rules: delivery fee below the free threshold, free from it", () => {
    const order = sampleOrder();
    expect(order.subtotal).toBe(3100);
    expect(order.deliveryFee).toBe(DEFAULT_SHOP_RULES.montevideoDeliveryFee);
    expect(order.total).toBe(order.subtotal - order.transferDiscount + order.deliveryFee);
    const generous = { ...DEFAULT_SHOP_RULES, freeDeliveryFrom: 3000, transferDiscountPercent: 10 };
    expect(sampleOrder({}, generous)).toMatchObject({ deliveryFee: 0, transferDiscount: 310, total: 2790 });
    const approved = mailPreviews(deps, DEFAULT_SHOP_SETTINGS.bankAccounts).find(
      (p) => p.kind === "order_confirmation",
    );
    expect(approved?.text).toContain(formatUYU(order.total));
  });
});

describe("the layout the deployed Worker reads from the built site (issue 39, session 24)", () => {
  const content = { subject: "Prueba", heading: "Hola", paragraphs: ["Un párrafo."], footnote: "" };
  it("is loaded from the site's static files; a missing file is an error, not a mail without layout", async () => {
    const { loadMailLayout, MAIL_LAYOUT_PATH } = await import("./render.ts");
    const asked: string[] = [];
    const missing = {
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return new Response("not found", { status: 404 });
      },
    };
    await expect(loadMailLayout(missing)).rejects.toThrow(
      /mail layout \/mail\/layout\.html is not among the built files/,
    );
    const file = readFileSync(LAYOUT_FILE, "utf8").replace("</body>", "<!-- del sitio --></body>");
    await loadMailLayout({ fetch: async () => new Response(file) });
    expect(asked).toEqual([MAIL_LAYOUT_PATH]);
    expect(renderMail("https://tienda.example.uy", content, shop).html).toContain("<!-- del sitio -->");
  });
});

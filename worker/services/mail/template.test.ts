import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "../../../domain/shop-settings-defaults.ts";
import { escapeHtml, type MailContent, mailShopOf, mailView } from "./render.ts";
import { fillTemplate } from "./template.ts";
import { LAYOUT_HTML } from "./templates.gen.ts";

const siteUrl = "https://tienda.example.uy";
const shop = mailShopOf(DEFAULT_SHOP_SETTINGS);
const hostile = "<img src=x onerror=alert(1)> & \"'";
const full: MailContent = {
  subject: "Pedido N.º 7 recibido",
  heading: "Recibimos su pedido",
  paragraphs: ["Hola Ana,", "Gracias."],
  quote: "Línea 1\nLínea 2",
  button: { label: "Ver mi pedido", href: `${siteUrl}/shop/order/7?token=abc&x=1` },
  facts: [{ label: "Cliente", value: "Ana" }],
  factsTitle: "Datos",
  order: {
    title: "Su pedido N.º 7",
    lines: [{ product: "Lavanda", size: "100 cc", quantity: 2, unitPrice: "$ 10", lineTotal: "$ 20" }],
    totals: [{ label: "Subtotal", value: "$ 20" }],
    total: "$ 20",
  },
  after: ["Hasta pronto."],
  footnote: "Le escribimos por su pedido.",
  unsubscribe: `${siteUrl}/newsletter/unsubscribe?token=t`,
};
const minimal: MailContent = { subject: "s", heading: "h", paragraphs: [], footnote: "f", facts: [], after: [] };
const everyValue = (value: string): MailContent =>
  JSON.parse(JSON.stringify(full), (_key, v) => (typeof v === "string" ? `${v}${value}` : v));

describe("the mails' layout filled by mustache", () => {
  it.each([
    ["every block", full],
    ["no optional block", minimal],
    ["hostile values everywhere", everyValue(hostile)],
  ] as const)("escapes every value and leaves no placeholder: %s", (_name, content) => {
    const html = fillTemplate(LAYOUT_HTML, mailView(siteUrl, content, shop), escapeHtml);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/{{|}}/);
    expect(html).toContain(escapeHtml(content.heading));
  });

  it("shows each optional block only when the mail has it", () => {
    const withAll = fillTemplate(LAYOUT_HTML, mailView(siteUrl, full, shop), escapeHtml);
    const bare = fillTemplate(LAYOUT_HTML, mailView(siteUrl, minimal, shop), escapeHtml);
    for (const text of ["Ver mi pedido", "Su pedido N.º 7", "Lavanda", "Hasta pronto."]) {
      expect(withAll).toContain(text);
      expect(bare).not.toContain(text);
    }
  });

  it("refuses a template whose sections do not close", () => {
    expect(() => fillTemplate("{{#a}}x", {}, escapeHtml)).toThrow(/Unclosed section/);
    expect(() => fillTemplate("{{#a}}x{{/b}}", {}, escapeHtml)).toThrow(/Unclosed section/);
  });
});

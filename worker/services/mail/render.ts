import type { ShopSettings } from "../../../domain/schemas/settings.ts";
import { SHOP_NAME, type ShopContact } from "../../../domain/shop-info.ts";
import type { Tx } from "../../db/database.ts";
import { readShopSettings } from "../../db/settings.ts";
import "../../embedded-code.ts";
import { fillTemplate } from "./template.ts";
import { LAYOUT_HTML } from "./templates.gen.ts";

/** Where the deployed Worker reads the layout: the built site's copy (web/public/mail/layout.html, `npm run mails`). */
export const MAIL_LAYOUT_PATH = "/mail/layout.html";

let loadedLayout: string | undefined;

/**
 * Reads the mail layout from the site's static files once per isolate (worker/index.ts, before a request or the
 * scheduled work runs): 32 KB of HTML kept out of the Worker's upload (issue 39, decision 028 session 24). Without
 * it, a build with the embedded stand-ins (npm start, the tests) uses the compiled module; the deployed one cannot
 * render a mail, so it throws here, loudly, rather than send mails without their layout.
 */
export async function loadMailLayout(assets: { fetch(request: Request): Promise<Response> } | undefined) {
  if (loadedLayout || !assets) return;
  const res = await assets.fetch(new Request(new URL(MAIL_LAYOUT_PATH, "https://assets.invalid")));
  if (!res.ok) throw new Error(`The mail layout ${MAIL_LAYOUT_PATH} is not among the built files (HTTP ${res.status})`);
  loadedLayout = await res.text();
}

/** The layout every mail is put into. */
function mailLayout(): string {
  if (loadedLayout) return loadedLayout;
  // Read as the bare name: the deployed bundle drops this branch and the compiled module with it.
  if (SHOP_EMBEDDED) return LAYOUT_HTML;
  throw new Error(`The mail layout was not loaded (${MAIL_LAYOUT_PATH}): loadMailLayout runs before any mail`);
}

/*
 * Every mail the shop sends is one MailContent put into the one layout (templates/layout.mjml, compiled by
 * `npm run mails`; decision 018): logo, heading, paragraphs, a quoted message, a button, a table of facts, the
 * order's lines and totals, more paragraphs, the shop's contact details and a footnote (with the unsubscribe link
 * of newsletter mails). The HTML and the plain-text part are built from the same content.
 */

export interface MailButton {
  label: string;
  href: string;
}

/** In the text part the link's address takes the place of its label. */
export interface MailLink {
  text: string;
  label: string;
  href: string;
}

export interface MailLine {
  product: string;
  /** '100 cc' */
  size: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface MailOrder {
  /** 'Su pedido N.º 41' */
  title: string;
  lines: MailLine[];
  /** Subtotal, discounts, delivery: label and formatted amount ('−$ 125'). */
  totals: { label: string; value: string }[];
  total: string;
}

export interface MailContent {
  subject: string;
  /** The line mail programs show after the subject (defaults to the first paragraph). */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** A sentence after the paragraphs that ends in a link: '…estará disponible en: Ver comprobante'. */
  link?: MailLink;
  /** Links under a title after the paragraphs: an order's safety and technical sheets (issue 42). */
  documents?: { title: string; links: MailLink[] };
  /** A message quoted as it was written (the contact form's), line breaks kept. */
  quote?: string;
  button?: MailButton;
  facts?: { label: string; value: string }[];
  /** A heading over the facts ('Datos para la transferencia'). */
  factsTitle?: string;
  order?: MailOrder;
  /** Paragraphs after the order (how to pay, where to pick it up…). */
  after?: string[];
  /** Why the reader gets this mail, small print at the bottom. */
  footnote: string;
  /** Newsletter mails: the one-click unsubscribe page. */
  unsubscribe?: string;
  /** A newsletter the owner wrote: its body and product cards (worker/services/campaigns/mail.ts builds it). */
  campaign?: CampaignMailView;
}

/** A newsletter's body as the layout shows it: blocks of styled runs (mustache has no recursion), then products. */
export interface CampaignMailView {
  blocks: {
    isH: boolean;
    isP: boolean;
    isQuote: boolean;
    isList: boolean;
    isOl: boolean;
    isRule: boolean;
    spans: CampaignMailSpan[];
    items: { spans: CampaignMailSpan[] }[];
  }[];
  products: { name: string; href: string; image: string | null; price: string; before: string | null }[];
  /** The same body and products as plain text, one entry a paragraph. */
  text: string[];
}

/** Every key present (false or null when unused): mustache would otherwise look the name up in the outer view. */
export interface CampaignMailSpan {
  text: string;
  style: string;
  href: string | null;
  br: boolean;
}

/**
 * The shop's details every mail's footer shows: the contact of Ajustes > Tienda and the store hours of the shop's
 * rules, as the settings row had them when the mail was written (read in the transaction that queues it), so a mail
 * carries the values of its moment (issue 40, session 21).
 */
export interface MailShop {
  contact: ShopContact;
  storeHours: string;
}

/** The footer's details from the settings row. */
export const mailShopOf = (settings: Pick<ShopSettings, "contact" | "rules">): MailShop => ({
  contact: settings.contact,
  storeHours: settings.rules.storeHours,
});

/** The footer's details as the settings row has them now, in the transaction that queues the mail. */
export async function readMailShop(tx: Tx): Promise<MailShop> {
  return mailShopOf(await readShopSettings(tx));
}

/** The HTML escaping of every value put into a mail: the five characters that matter in text and attributes. */
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo as mail programs can show it: a PNG at an absolute https address of the shop. */
export const mailLogoUrl = (siteUrl: string) => new URL("/images/misc/logo-mail.png", siteUrl).toString();

/** The mail's HTML (the layout filled in, every value escaped) and its plain-text part. */
export function renderMail(siteUrl: string, content: MailContent, shop: MailShop): { html: string; text: string } {
  // Every {{value}} is escaped: the layout has no way to put anything in unescaped.
  const html = fillTemplate(mailLayout(), mailView(siteUrl, content, shop), escapeHtml);
  return { html, text: mailText(siteUrl, content, shop) };
}

/** What the layout's {{placeholders}} read: the mail's content and the shop's details. */
export function mailView(siteUrl: string, content: MailContent, shop: MailShop) {
  return {
    ...content,
    preheader: content.preheader ?? content.paragraphs[0] ?? content.heading,
    logoUrl: mailLogoUrl(siteUrl),
    siteUrl: new URL("/", siteUrl).toString(),
    siteHost: new URL(siteUrl).host,
    shopName: SHOP_NAME,
    contact: { ...shop.contact, hours: shop.storeHours },
  };
}

/** An order's lines and totals as plain text, one per line. */
export function orderText(order: MailOrder): string[] {
  return [
    ...order.lines.map((l) => `${l.quantity} × ${l.product} (${l.size}) — ${l.lineTotal}`),
    ...order.totals.map((t) => `${t.label}: ${t.value}`),
    `Total: ${order.total}`,
  ];
}

function mailText(siteUrl: string, content: MailContent, shop: MailShop): string {
  const blocks: string[][] = [[content.heading], content.paragraphs];
  if (content.link) blocks[1] = [...content.paragraphs, `${content.link.text} ${content.link.href}`];
  if (content.documents)
    blocks.push([content.documents.title, ...content.documents.links.map((l) => `${l.text} ${l.label}: ${l.href}`)]);
  if (content.campaign) blocks.push(content.campaign.text);
  if (content.quote) blocks.push([content.quote]);
  if (content.button) blocks.push([`${content.button.label}: ${content.button.href}`]);
  if (content.facts?.length) {
    const facts = content.facts.map((f) => `${f.label}: ${f.value}`);
    blocks.push(content.factsTitle ? [content.factsTitle, ...facts] : facts);
  }
  if (content.order) blocks.push([content.order.title, ...orderText(content.order)]);
  if (content.after?.length) blocks.push(content.after);
  blocks.push([
    "—",
    SHOP_NAME,
    shop.contact.address,
    `Tel. ${shop.contact.phone} · ${shop.contact.email}`,
    shop.storeHours,
    new URL("/", siteUrl).toString(),
  ]);
  blocks.push([
    content.unsubscribe ? `${content.footnote} Dese de baja con un clic: ${content.unsubscribe}` : content.footnote,
  ]);
  return blocks.map((b) => b.join("\n")).join("\n\n");
}

import { type BodyBlock, type BodySpan, bodySpans, bodyText } from "../../../domain/campaign-body.ts";
import { formatUYU } from "../../../domain/money.ts";
import { SAFE_LINK } from "../../../domain/schemas/page.ts";
import { SHOP_NAME } from "../../../domain/shop-info.ts";
import type { CampaignMailProduct, CampaignMailTemplate } from "../../db/campaigns.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { CampaignMailSpan, CampaignMailView, MailContent, MailShop } from "../mail/render.ts";
import { renderMail } from "../mail/render.ts";

// A newsletter as a mail (decision 026): the shop's one layout with the body's blocks and the product cards. The
// body is rendered from its block tree (no Markdown parser in the Worker); every text and address goes through the
// layout's escaping, and a link is kept only when its target is allowed (made absolute against the site).

/** Put where each subscriber's unsubscribe address goes; replaced per subscriber when the mails are queued. */
export const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/MARK";

/** A link's absolute target, or null to show its words as plain text ('#section' has no meaning in a mail). */
export function mailLink(siteUrl: string) {
  return (href: string): string | null => {
    const target = href.trim();
    if (!SAFE_LINK.test(target) || target.startsWith("#")) return null;
    try {
      return new URL(target, siteUrl).toString();
    } catch {
      return null;
    }
  };
}

function spanView(span: BodySpan): CampaignMailSpan {
  const style = [
    span.bold ? "font-weight:700" : "",
    span.italic ? "font-style:italic" : "",
    span.strike ? "text-decoration:line-through" : "",
    span.code ? "font-family:Menlo,Consolas,monospace;font-size:14px" : "",
  ]
    .filter(Boolean)
    .join(";");
  return { text: span.text, style, href: span.href, br: span.br };
}

export function campaignView(
  siteUrl: string,
  blocks: readonly BodyBlock[],
  products: readonly CampaignMailProduct[],
): CampaignMailView {
  const link = mailLink(siteUrl);
  const spans = (inline: Parameters<typeof bodySpans>[0]) => bodySpans(inline, link).map(spanView);
  const view: CampaignMailView["blocks"] = blocks.map((block) => {
    const base = { isH: false, isP: false, isQuote: false, isList: false, isOl: false, isRule: false };
    switch (block.t) {
      case "h":
        return { ...base, isH: true, spans: spans(block.c), items: [] };
      case "p":
        return { ...base, isP: true, spans: spans(block.c), items: [] };
      case "quote":
        return { ...base, isQuote: true, spans: spans(block.c), items: [] };
      case "ul":
      case "ol":
        return {
          ...base,
          isList: true,
          isOl: block.t === "ol",
          spans: [],
          items: block.items.map((item) => ({ spans: spans(item) })),
        };
      default:
        return { ...base, isRule: true, spans: [], items: [] };
    }
  });
  const cards = products.map((p) => ({
    name: p.name,
    href: new URL(`/shop/product/${encodeURIComponent(p.slug)}`, siteUrl).toString(),
    image: p.image ? new URL(p.image, siteUrl).toString() : null,
    price: formatUYU(p.finalPrice),
    before: p.finalPrice < p.price ? formatUYU(p.price) : null,
  }));
  const text = [...bodyText(blocks, link), ...cards.map((c) => `${c.name} — ${c.price}\n${c.href}`)];
  return { blocks: view, products: cards, text };
}

/** The campaign's mail with UNSUBSCRIBE_MARK where each subscriber's own unsubscribe address goes. */
export function campaignMail(
  siteUrl: string,
  shop: MailShop,
  campaign: { subject: string; blocks: readonly BodyBlock[] },
  products: readonly CampaignMailProduct[],
): { html: string; text: string } {
  const view = campaignView(siteUrl, campaign.blocks, products);
  const content: MailContent = {
    subject: campaign.subject,
    preheader: view.text[0]?.slice(0, 140) ?? campaign.subject,
    heading: campaign.subject,
    paragraphs: [],
    campaign: view,
    footnote: `Recibe este correo porque está suscrito al newsletter de ${SHOP_NAME}. ¿No desea recibir más correos del newsletter?`,
    unsubscribe: UNSUBSCRIBE_MARK,
  };
  return renderMail(siteUrl, content, shop);
}

/** The template the queuing statement fills in per subscriber (worker/db/campaigns.ts queueCampaignBatch). */
export function campaignMailTemplate(
  siteUrl: string,
  shop: MailShop,
  campaign: { subject: string; blocks: readonly BodyBlock[] },
  products: readonly CampaignMailProduct[],
): CampaignMailTemplate {
  return {
    ...campaignMail(siteUrl, shop, campaign, products),
    unsubscribeMark: UNSUBSCRIBE_MARK,
    unsubscribePage: new URL("/newsletter/unsubscribe?token=", siteUrl).toString(),
    oneClick: new URL("/api/newsletter/unsubscribe?token=", siteUrl).toString(),
  };
}

/** A newsletter with sample text and products, for the back office's 'Correos' page. */
export function sampleCampaignMail(siteUrl: string, shop: MailShop): MailMessage {
  const text = (v: string) => ({ t: "text" as const, v });
  const blocks: BodyBlock[] = [
    { t: "h", c: [text("Llegó la primavera")] },
    {
      t: "p",
      c: [text("Sumamos "), { t: "strong", c: [text("aromas nuevos")] }, text(" para el hogar y el bienestar.")],
    },
    { t: "ul", items: [[text("Aceite esencial de lavanda")], [text("Difusores de madera")]] },
    { t: "p", c: [{ t: "link", href: "/shop", c: [text("Vea todo en la tienda")] }] },
  ];
  const products: CampaignMailProduct[] = [
    {
      id: 1,
      name: "Aceite esencial de lavanda 30 cc",
      slug: "aceite-esencial-de-lavanda",
      image: null,
      price: 650,
      finalPrice: 585,
    },
    { id: 2, name: "Difusor de madera", slug: "difusor-de-madera", image: null, price: 900, finalPrice: 900 },
  ];
  const subject = "Novedades de primavera";
  const mail = campaignMail(siteUrl, shop, { subject, blocks }, products);
  const page = new URL("/newsletter/unsubscribe?token=ejemplo-token-de-baja", siteUrl).toString();
  return {
    to: "ana.perez@example.com",
    subject,
    html: mail.html.replaceAll(UNSUBSCRIBE_MARK, page),
    text: mail.text.replaceAll(UNSUBSCRIBE_MARK, page),
    kind: "campaign",
  };
}

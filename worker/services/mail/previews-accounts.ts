import type { QuoteView } from "../../../domain/api/quotes.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import { cartReminderMail, reminderLinks } from "../kept-carts/mails.ts";
import type { OrderMailContext } from "../orders/mail-parts.ts";
import {
  businessApprovedMail,
  businessDeclinedMail,
  businessRequestNoticeMail,
  businessRequestReceivedMail,
  companyBuyerInvitationMail,
} from "./business-accounts.ts";
import { quoteDeclinedMail, quoteReceivedMail, quoteRequestNotice, quoteSentMail } from "./quote-mails.ts";

// The 'Correos' samples of issue 43's cart reminder and issue 44's business accounts and quotes (previews.ts shows
// them after the order mails), each rendered by the function that renders the real one. Small on purpose: every byte
// is in the Worker.

const TO = "ana.perez@example.com";
const NAME = "Glicerina vegetal";
const TOKEN = "ejemplo-token";

/** [title, mail] for each, in the order a customer meets them. */
export function accountMailSamples(deps: OrderMailContext): [string, MailMessage][] {
  const { siteUrl, shop } = deps;
  const request = {
    email: TO,
    rut: "210475730011",
    legalName: "Cosmética del Sur S.A.",
    fiscalAddress: "Rincón 477, Montevideo",
    activity: "cosmetica" as const,
    comment: "Compramos glicerina todos los meses.",
  };
  const company = { legalName: request.legalName, priceListName: "Mayorista A" };
  const line = { productId: 1, variantId: 1, name: NAME, size: 1000, unit: "cc", quantity: 2, unitPrice: 520 };
  const quote: QuoteView = {
    id: 7,
    number: "C-1001",
    email: TO,
    status: "enviada",
    note: "Necesito 20 kg para producción.",
    destination: "Salto",
    ownerNote: "",
    reason: "Ese producto ya no se vende.",
    deliveryFee: 250,
    validUntil: "2026-12-03",
    createdAt: "2026-11-18T13:00:00Z",
    sentAt: null,
    orderId: null,
    lines: [{ ...line, productName: NAME, quantity: 20, lineTotal: 10400 }],
    subtotal: 10400,
    total: 10650,
  };
  return [
    [
      "Recordatorio de carrito (cliente)",
      cartReminderMail(
        TO,
        siteUrl,
        shop,
        1,
        [{ ...line, priceNow: 520, available: true }],
        reminderLinks(siteUrl, TOKEN, TOKEN),
      ),
    ],
    ["Solicitud de cuenta empresa (tienda)", businessRequestNoticeMail(deps.shopEmail, siteUrl, shop, request)],
    ["Solicitud de cuenta empresa recibida (cliente)", businessRequestReceivedMail(siteUrl, shop, request)],
    ["Cuenta empresa aprobada (cliente)", businessApprovedMail(TO, siteUrl, shop, company)],
    [
      "Cuenta empresa no aprobada (cliente)",
      businessDeclinedMail(TO, siteUrl, shop, { ...request, reason: "El RUT no es de la empresa." }),
    ],
    ["Comprador agregado a una empresa (cliente)", companyBuyerInvitationMail(TO, siteUrl, shop, company)],
    ["Pedido de cotización recibido (cliente)", quoteReceivedMail(deps, quote)],
    ["Aviso de pedido de cotización (tienda)", quoteRequestNotice(deps, quote)],
    ["Cotización enviada (cliente)", quoteSentMail(deps, quote, TOKEN, false)],
    ["Cotización renovada (cliente)", quoteSentMail(deps, quote, TOKEN, true)],
    ["Cotización rechazada (cliente)", quoteDeclinedMail(deps, quote)],
  ];
}

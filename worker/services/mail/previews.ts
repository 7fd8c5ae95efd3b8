import type { MailPreview } from "../../../domain/api/mails.ts";
import type { OrderDocument } from "../../../domain/documents.ts";
import { orderTotals } from "../../../domain/pricing.ts";
import { CONFIRMATION_DAYS } from "../../../domain/schemas/newsletter.ts";
import type { BankAccount } from "../../../domain/schemas/settings.ts";
import { STOCK_ALERT_CONFIRMATION_DAYS } from "../../../domain/schemas/stock-alerts.ts";
import { orderPricingRules, type ShopRules } from "../../../domain/shop-rules.ts";
import { DEFAULT_SHOP_RULES } from "../../../domain/shop-rules-defaults.ts";
import type { MailMessage } from "../../db/mail-outbox.ts";
import type { OrderRow } from "../../db/orders.ts";
import { sampleCampaignMail } from "../campaigns/mail.ts";
import { contactNoticeMail } from "../contact/send-message.ts";
import { myDataLink, myDataLinkMail } from "../my-data/link-mail.ts";
import { confirmationLink, confirmationMail, newsletterLinks, welcomeMail } from "../newsletter/mails.ts";
import type { OrderMailContext } from "../orders/mail-parts.ts";
import { orderPlacedMails, receiptNoticeMail } from "../orders/mails.ts";
import { moveMails } from "../orders/move-mails.ts";
import { payLinkMail } from "../orders/owner-placing.ts";
import { unpaidReminderMail } from "../orders/unpaid-reminder-mail.ts";
import {
  backInStockMail,
  productLink,
  stockAlertConfirmationMail,
  stockAlertConfirmLink,
} from "../stock-alerts/mails.ts";
import { accountMailSamples } from "./previews-accounts.ts";
import { withdrawalSamples } from "./previews-withdrawals.ts";

// Every mail the shop sends, rendered with sample data by the very functions that render the real ones, for the
// back office's 'Correos' page (GET /api/admin/mails). Nothing is stored or sent.

const SAMPLE_TOKEN = "ejemplo-token-de-acceso";

/**
 * A sample order: a transfer order sent to Montevideo, two products, priced like a real one with `rules` (the shop's
 * current rules on the 'Correos' page): subtotal, transfer discount, delivery fee and total follow its lines, way of
 * delivery and payment unless `overrides` set them (issue 38, item 14: no free delivery the shop would not give).
 */
export function sampleOrder(overrides: Partial<OrderRow> = {}, rules: ShopRules = DEFAULT_SHOP_RULES): OrderRow {
  const order = sampleLines(overrides, rules);
  const totals = orderTotals({
    lines: order.items,
    deliveryMethod: order.deliveryMethod === "pickup" ? "pickup" : "delivery",
    town: order.town ?? "",
    paymentMethod: order.paymentMethod === "mercadopago" ? "mercadopago" : "bank",
    rules,
  });
  return {
    ...order,
    subtotal: totals.subtotal,
    transferDiscount: totals.transferDiscount,
    deliveryFee: totals.deliveryFee,
    total: totals.total,
    ...overrides,
  };
}

function sampleLines(overrides: Partial<OrderRow>, rules: ShopRules): OrderRow {
  return {
    id: 1234,
    accessToken: SAMPLE_TOKEN,
    status: "pending",
    createdAt: new Date("2026-11-18T13:00:00Z"),
    estimatedDate: "2026-11-20",
    deliveryMethod: "delivery",
    paymentMethod: "bank",
    email: "ana.perez@example.com",
    firstName: "Ana",
    lastName: "Pérez",
    phone: "099 123 456",
    rut: null,
    companyName: null,
    companyAddress: null,
    buyerDocument: null,
    street: "Av. 18 de Julio 1234",
    apartment: "apto. 501",
    town: "Montevideo",
    zip: "11200",
    note: "Por favor, tocar timbre en portería.",
    subtotal: 3100,
    discountCode: null,
    codeDiscount: 0,
    transferDiscount: 155,
    deliveryFee: 0,
    total: 2945,
    hasReceipt: false,
    paymentId: "1325648790",
    paymentType: "TRANSFERENCIA",
    paymentStatus: null,
    paymentStatusDetail: null,
    mpPreferenceId: null,
    checkoutUrl: null,
    reservationExpiresAt: null,
    refundNeeded: false,
    saleAnnulled: false,
    fulfilment: null,
    carrier: "DAC",
    trackingNumber: "UY123456789",
    trackingUrl: "https://www.dac.com.uy/envios/rastreo",
    shippingAgency: null,
    pricingRules: orderPricingRules(rules),
    items: [
      {
        productName: "Aceite esencial de Lavanda",
        productSlug: "aceite-esencial-de-lavanda",
        size: 100,
        unit: "cc",
        unitPrice: 1250,
        quantity: 2,
        lineTotal: 2500,
        ivaRate: "basica",
      },
      {
        productName: "Glicerina vegetal",
        productSlug: "glicerina-vegetal",
        size: 500,
        unit: "cc",
        unitPrice: 600,
        quantity: 1,
        lineTotal: 600,
        ivaRate: "basica",
      },
    ],
    ...overrides,
  };
}

const preview = (title: string, mail: MailMessage): MailPreview => ({
  kind: mail.kind,
  title,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
});

/**
 * The approval of a business buyer's order (RUT) with its products' documents (issue 42): the FDS of a first purchase
 * said above the links, as the real mail does.
 */
function approvedWithDocuments(deps: OrderMailContext, sample: OrderRow): MailMessage {
  const order = { ...sample, rut: sample.rut ?? "210475730011" };
  const item = order.items[0]!;
  const documents: OrderDocument[] = [
    {
      productId: 0,
      productName: item.productName,
      kind: "fds",
      revisionDate: "2026-03-15",
      url: "/media/documents/fds/ejemplo.pdf",
      firstPurchase: true,
    },
  ];
  return moveMails(deps, order, "approved", documents)[0]!;
}

/** Every kind of mail, in the order a customer meets them, with its Spanish title. */
export function mailPreviews(
  deps: OrderMailContext,
  bankAccounts: readonly BankAccount[],
  rules: ShopRules = DEFAULT_SHOP_RULES,
): MailPreview[] {
  const order = sampleOrder({}, rules);
  const mp = sampleOrder({ paymentMethod: "mercadopago", paymentType: "MERCADOPAGO" }, rules);
  const ticket: OrderRow = { ...mp, status: "pending", paymentType: "ticket", paymentId: "1234567890" };
  const pickup = sampleOrder({ deliveryMethod: "pickup", street: null, apartment: null, town: null, zip: null }, rules);
  // A code that covers the whole order, picked up: nothing to pay (issue 38, item 3).
  const free: OrderRow = {
    ...pickup,
    paymentMethod: "mercadopago",
    paymentType: "MERCADOPAGO",
    discountCode: "REGALO",
    codeDiscount: pickup.subtotal,
    transferDiscount: 0,
    deliveryFee: 0,
    total: 0,
  };
  const [confirmation, notice] = orderPlacedMails(deps, order, bankAccounts);
  const [paid, paidNotice] = moveMails(deps, mp, "paid");
  const move = (o: OrderRow, kind: Parameters<typeof moveMails>[2]) => moveMails(deps, o, kind)[0]!;
  const links = newsletterLinks(deps.siteUrl, "ejemplo-token-de-baja");
  return [
    preview("Pedido recibido (cliente)", confirmation!),
    preview("Aviso de pedido nuevo (tienda)", notice!),
    // An order the owner took, to be paid with Mercado Pago (decision 035).
    preview("Pedido de la tienda: pagar con Mercado Pago (cliente)", payLinkMail(deps, mp)),
    preview("Pago con Mercado Pago recibido (cliente)", paid!),
    preview("Aviso de pedido pagado (tienda)", paidNotice!),
    ...moveMails(deps, free, "nothing_to_pay").map((mail, i) =>
      preview(i === 0 ? "Pedido sin importe a pagar (cliente)" : "Aviso de pedido sin pago (tienda)", mail),
    ),
    preview("Aviso de comprobante enviado desde el pedido (tienda)", receiptNoticeMail(deps, order, false)),
    preview("Pago pendiente (cliente)", move(mp, "payment_pending")),
    preview("Pago no completado, pedido cancelado (cliente)", move(mp, "payment_failed")),
    // Issue 43: a day before an unpaid ticket or transfer runs out.
    preview("Recordatorio: el cupón vence mañana (cliente)", unpaidReminderMail(deps, ticket, "ticket", bankAccounts)),
    preview(
      "Recordatorio: transferencia pendiente (cliente)",
      unpaidReminderMail(deps, order, "transfer", bankAccounts),
    ),
    preview("Devolver un pago (tienda)", move(mp, "refund_needed")),
    preview("Pedido aprobado (cliente)", approvedWithDocuments(deps, order)),
    preview("Pedido rechazado (cliente)", move(order, "cancelled")),
    preview("Venta anulada (cliente)", move(order, "sale_cancelled")),
    preview("Pedido en preparación (cliente)", move(order, "preparing")),
    preview("Pedido listo para retirar (cliente)", move(pickup, "ready")),
    preview("Pedido enviado (cliente)", move(order, "shipped")),
    preview("Pedido entregado (cliente)", move(order, "delivered")),
    preview("Pedido retirado (cliente)", move(pickup, "collected")),
    ...withdrawalSamples(deps, order).map(([title, mail]) => preview(title, mail)),
    preview(
      "Mensaje de contacto (tienda)",
      contactNoticeMail(deps.shopEmail, deps.siteUrl, deps.shop, {
        name: "Ana Pérez",
        email: "ana.perez@example.com",
        message: "Hola, ¿tienen aceite esencial de lavanda en envase de 1 litro?\nGracias.",
      }),
    ),
    preview(
      "Confirmación de suscripción al newsletter",
      confirmationMail(
        "ana.perez@example.com",
        deps.siteUrl,
        deps.shop,
        confirmationLink(deps.siteUrl, "ejemplo-token-de-confirmacion"),
        links,
        CONFIRMATION_DAYS,
      ),
    ),
    preview("Bienvenida al newsletter", welcomeMail("ana.perez@example.com", deps.siteUrl, deps.shop, links)),
    preview("Newsletter (ejemplo)", sampleCampaignMail(deps.siteUrl, deps.shop)),
    preview(
      "Confirmación de aviso de stock",
      stockAlertConfirmationMail(
        "ana.perez@example.com",
        deps.siteUrl,
        deps.shop,
        "Aceite esencial de lavanda 30 cc",
        stockAlertConfirmLink(deps.siteUrl, "ejemplo-token-de-confirmacion"),
        STOCK_ALERT_CONFIRMATION_DAYS,
      ),
    ),
    preview(
      "Ya hay stock (aviso de stock)",
      backInStockMail(
        "ana.perez@example.com",
        deps.siteUrl,
        deps.shop,
        "Aceite esencial de lavanda 30 cc",
        productLink(deps.siteUrl, "aceite-esencial-de-lavanda"),
      ),
    ),
    preview(
      "Enlace a «Mis datos»",
      myDataLinkMail(order.email, deps.siteUrl, deps.shop, myDataLink(deps.siteUrl, SAMPLE_TOKEN)),
    ),
    ...accountMailSamples(deps).map(([title, mail]) => preview(title, mail)),
  ];
}

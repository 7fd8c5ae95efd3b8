// The groups of the back office's 'Correos' page (web/features/admin/mails/): the owner finds a mail by what it is
// about, as in Shopify's Notifications page. Kept here, keyed by the outbox's kind, not sent by the Worker (no bytes
// in its upload). worker/services/mail/mail-groups.test.ts fails when a previewed mail has no group, so a new mail
// cannot silently fall out; the page still shows such a mail, under 'Otros correos'.

/** Each group's Spanish heading and its kinds, in the order the page shows them. */
export const MAIL_GROUPS: readonly { title: string; kinds: readonly string[] }[] = [
  {
    title: "Pedidos",
    kinds: [
      "order_confirmation",
      "order_notice",
      "order_pay_link",
      "order_approved",
      "order_cancelled",
      "order_sale_cancelled",
    ],
  },
  {
    title: "Pagos",
    kinds: [
      "order_paid",
      "order_paid_notice",
      "order_free",
      "order_free_notice",
      "order_receipt_notice",
      "order_payment_pending",
      "order_payment_failed",
      "order_payment_reminder",
      "order_transfer_reminder",
      "refund_needed",
    ],
  },
  {
    title: "Preparación y envío",
    kinds: ["order_preparing", "order_ready", "order_shipped", "order_delivered", "order_collected"],
  },
  {
    title: "Arrepentimiento",
    kinds: ["withdrawal_ack", "withdrawal_notice", "withdrawal_accepted", "withdrawal_declined", "withdrawal_received"],
  },
  {
    title: "Empresas y cotizaciones",
    kinds: [
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
    ],
  },
  {
    title: "Newsletter y avisos",
    kinds: [
      "newsletter_confirmation",
      "newsletter_welcome",
      "campaign",
      "stock_alert_confirmation",
      "stock_alert_restocked",
      "cart_reminder",
    ],
  },
  { title: "Contacto y datos personales", kinds: ["contact_message", "my_data_link"] },
];

/** Where a mail of no group goes (none should: the test above fails first). */
export const OTHER_MAILS = "Otros correos";

/**
 * `mails` in their groups, in MAIL_GROUPS' order; within a group, in the order given (the Worker's: the order a
 * customer meets them). Empty groups are left out.
 */
export function groupMails<T extends { kind: string }>(mails: readonly T[]): { title: string; mails: T[] }[] {
  const groups = MAIL_GROUPS.map((group) => ({ title: group.title, mails: [] as T[] }));
  const other = { title: OTHER_MAILS, mails: [] as T[] };
  for (const mail of mails) {
    const at = MAIL_GROUPS.findIndex((group) => group.kinds.includes(mail.kind));
    (at < 0 ? other : groups[at]!).mails.push(mail);
  }
  return [...groups, other].filter((group) => group.mails.length > 0);
}

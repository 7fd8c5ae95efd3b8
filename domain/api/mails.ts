// The back office's preview of every mail the shop sends (GET /api/admin/mails, worker/services/mail/previews.ts).

/** One kind of mail, rendered with sample data by the code that renders the real ones. */
export interface MailPreview {
  /** The outbox's kind: order_confirmation, order_notice, newsletter_welcome, … */
  kind: string;
  /** What it is, in Spanish: 'Pedido recibido (cliente)'. */
  title: string;
  /** Who gets it: the customer's sample address, or the shop's (SHOP_NOTIFY_EMAIL). */
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailPreviewList {
  mails: MailPreview[];
}

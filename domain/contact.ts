/**
 * The contact form's hidden field (a honeypot): people never see nor fill it, simple bots do. The form names it and
 * the server drops a message that fills it (domain/schemas/contact.ts).
 */
export const CONTACT_HONEYPOT = "website";

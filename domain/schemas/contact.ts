import * as z from "zod";
import { CONTACT_HONEYPOT } from "../contact.ts";
import { emailField, requiredLine, requiredText } from "./fields.ts";

// The contact form (SPEC section 5): every field required with the form's own wording.
const CONTACT_REQUIRED = "Este campo es requerido";

export const contactMessage = z.object({
  name: requiredLine(100, CONTACT_REQUIRED),
  email: emailField(CONTACT_REQUIRED),
  message: requiredText(5000, CONTACT_REQUIRED),
});

export type ContactMessage = z.output<typeof contactMessage>;
export type ContactMessageInput = z.input<typeof contactMessage>;

/**
 * The hidden field people never see or fill (a honeypot, domain/contact.ts): a bot that fills every field
 * gets a success answer and nothing is stored or mailed.
 */
export { CONTACT_HONEYPOT } from "../contact.ts";

/** POST /api/contact: the form plus the honeypot (any text, up to a length; checked by the route). */
export const contactRequest = contactMessage.extend({
  [CONTACT_HONEYPOT]: z.string().max(500).optional(),
});

export type ContactRequest = z.output<typeof contactRequest>;

/** The back office: a message's id in the path, and marking it read or unread. */
export const contactMessageParam = z.object({
  id: z.coerce.number({ error: "Mensaje no válido." }).int().positive({ error: "Mensaje no válido." }),
});

export const contactMessageReadRequest = z.object({
  read: z.boolean({ error: "Indique si el mensaje está leído." }),
});

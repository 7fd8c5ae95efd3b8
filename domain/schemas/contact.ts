import { z } from "zod";
import { emailField, requiredLine, requiredText } from "./fields.ts";

// The contact form (SPEC section 5): every field required with the form's own wording.
const CONTACT_REQUIRED = "Este campo es requerido";

export const contactMessage = z.object({
  name: requiredLine(100, CONTACT_REQUIRED),
  email: emailField(CONTACT_REQUIRED),
  message: requiredText(5000, CONTACT_REQUIRED),
});

export type ContactMessage = z.output<typeof contactMessage>;

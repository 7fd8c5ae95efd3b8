import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessage } from "../../../domain/schemas/contact.ts";

/** The contact form's checks: the server's own schema (loaded with the first check: ContactForm.tsx). */
export const contactResolver = zodResolver(contactMessage);

import { z } from "zod";

// The newsletter form (footer, blog, checkout). SPEC: the footer form submits only when the text
// contains '@' (it checks looksLikeEmail and shows nothing otherwise); the API then wants a real address.

const INVALID = "Ingrese un correo electrónico válido.";

export function looksLikeEmail(text: string): boolean {
  return text.includes("@");
}

export const NEWSLETTER_SOURCES = ["footer", "blog", "checkout"] as const;

export const newsletterRequest = z.object({
  email: z
    .string({ error: INVALID })
    .trim()
    .max(254, { error: INVALID })
    .refine(looksLikeEmail, { error: INVALID })
    .pipe(z.email({ error: INVALID }))
    // One subscription per mailbox, whatever the capitalisation typed.
    .transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});

export type NewsletterRequest = z.output<typeof newsletterRequest>;

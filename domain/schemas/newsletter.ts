import { z } from "zod";

export const newsletterRequest = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v.includes("@"), { message: "Ingrese un correo electrónico válido." })
    .pipe(z.email({ message: "Ingrese un correo electrónico válido." })),
  source: z.enum(["footer", "blog", "checkout"]).optional(),
});

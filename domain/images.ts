import * as z from "zod";

// The URL helpers live in image-urls.ts without zod, so storefront cards can use them for free.
export { CARD_MAX_SIDE, cardImageUrl, cardPathOf, IMAGE_MAX_SIDE, uploadedImagePath } from "./image-urls.ts";

/** An image of the catalogue or the site as the back office edits it: where it is and what it shows. */
export interface AdminImage {
  url: string;
  alt: string;
}

/**
 * Where an image may come from: a path of the site itself (/images/… of the seed, /media/images/… uploaded) or an
 * https URL (the public Supabase bucket). Nothing else reaches an <img src>.
 */
export const imageUrlSchema = z
  .string({ error: "Imagen no válida" })
  .trim()
  .max(500, { error: "Imagen no válida" })
  .refine((url) => /^\/(?!\/)[A-Za-z0-9._~\-/%]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), {
    error: "Imagen no válida",
  });

/** Alt text of an image: short, one line. */
export const imageAltSchema = z
  .string()
  .trim()
  .max(200, { error: "El texto alternativo admite hasta 200 caracteres" })
  .refine((text) => !/[\r\n]/.test(text), { error: "El texto alternativo va en una línea" });

export const adminImageSchema = z.object({ url: imageUrlSchema, alt: imageAltSchema });

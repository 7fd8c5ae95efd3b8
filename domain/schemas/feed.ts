import * as z from "zod";
import { imageUrlSchema } from "../images.ts";

/** A post of the social feed the admin keeps (DESIGN.md section 4 item 8): a picture and where it leads. */
export const feedItemInput = z.object({
  img: imageUrlSchema,
  link: z
    .string({ error: "Escriba el enlace de la publicación." })
    .trim()
    .min(1, { error: "Escriba el enlace de la publicación." })
    .max(500, { error: "Máximo 500 caracteres." })
    .refine((v) => /^https:\/\/[^\s"'<>]+$/.test(v), { error: "El enlace debe empezar con https://" }),
});

/** The new order of the feed: every item's id, once, first shown first. */
export const feedOrderInput = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "Orden no válido." })
    .max(500, { error: "Orden no válido." })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Orden no válido." }),
});

export const feedParam = z.object({
  id: z.coerce.number({ error: "Publicación no válida." }).int().positive({ error: "Publicación no válida." }),
});

export type FeedItemInput = z.input<typeof feedItemInput>;

export interface FeedItem {
  id: number;
  link: string;
  img: string;
}

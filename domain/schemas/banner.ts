import * as z from "zod";
import { adminImageSchema } from "../images.ts";
import { hasControlCharacters } from "../text.ts";
import { SINGLE_LINE } from "./fields.ts";

/** SPEC section 5 'Fillup the form', in Spanish (DESIGN.md section 4 item 3). */
export const FILL_THE_FORM = "Rellene los campos";

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE });

/**
 * Where the banner leads: a path of the shop itself (/shop?category=...) or an https page. Empty means the
 * banner links nowhere.
 */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, { error: "Máximo 500 caracteres." })
  .refine((v) => v === "" || isShopPath(v) || /^https:\/\/[^\s"'<>]+$/.test(v), {
    error: "El enlace debe empezar con / (una página de la tienda) o con https://",
  });

/**
 * A path of the shop itself, as a browser would resolve it: '/shop?category=aceites', never '//evil.example'
 * or '/\evil.example' (browsers read a backslash as a slash, so that is another site too).
 */
export function isShopPath(value: string): boolean {
  if (!/^\/[^\s"'<>\\]*$/.test(value)) return false;
  const base = "https://tienda.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The one banner of the home page (SPEC section 3): only the title is required. */
export const bannerInput = z.object({
  title: z
    .string({ error: FILL_THE_FORM })
    .trim()
    .min(1, { error: FILL_THE_FORM })
    .max(120, { error: "Máximo 120 caracteres." })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE }),
  subtitle: line(200).default(""),
  comment: z.string().trim().max(500, { error: "Máximo 500 caracteres." }).default(""),
  image: adminImageSchema.nullable().default(null),
  link: bannerLinkSchema.default(""),
});

export type BannerInput = z.input<typeof bannerInput>;
export type BannerData = z.output<typeof bannerInput>;

/** The banner as the API answers it. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  comment: string;
  image: string | null;
  imageAlt: string;
  link: string | null;
  createdAt: string;
}

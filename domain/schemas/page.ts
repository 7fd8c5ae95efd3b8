import * as z from "zod";
import { RULE_TOKENS } from "../shop-rules.ts";
import { hasControlCharacters } from "../text.ts";
import { SINGLE_LINE } from "./fields.ts";

// The pages the owner writes (issue 24, decision 021): Nosotros, Servicios, Información, Términos y condiciones.
// The body is Markdown; web/components/rich-text/ renders it with an allowlist, so whatever passes here is still
// shown safely. These checks tell the owner, in Spanish, what the page would not show as meant.

/** The pages there are, each with its storefront address ('Ver página') and the name the back office shows. */
export const PAGES = {
  nosotros: { path: "/about", name: "Nosotros" },
  servicios: { path: "/services", name: "Servicios" },
  informacion: { path: "/information", name: "Información" },
  terminos: { path: "/terms-and-conditions", name: "Términos y condiciones" },
  privacidad: { path: "/privacy", name: "Política de privacidad" },
} as const;
export type PageSlug = keyof typeof PAGES;
export const PAGE_SLUGS = Object.keys(PAGES) as PageSlug[];

export function isPageSlug(value: unknown): value is PageSlug {
  return typeof value === "string" && Object.hasOwn(PAGES, value);
}

export const PAGE_TITLE_MAX = 120;
export const PAGE_LEAD_MAX = 300;
export const PAGE_BODY_MAX = 50_000;

/** A placeholder '{{...}}' in a page's text, whatever is inside (known or not). */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** The target of a Markdown link or image: [text](target "title"). */
const LINK_TARGET = /\]\(\s*<?([^\s)>]*)/g;
/** The link targets a page may use: web addresses, e-mail, phone, and the shop's own pages and sections. */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Text the owner is meant to replace before it is final: '[PENDIENTE: ...]'. */
export const PENDING_TEXT = /\[PENDIENTE:[^\]]*\]/g;

/** The problems of a page's body, in Spanish (empty: none). */
export function pageBodyProblems(body: string): string[] {
  const problems: string[] = [];
  if (/<\s*script/i.test(body)) problems.push("El texto no puede incluir código (<script>).");
  if (/(java|vb)script\s*:/i.test(body)) problems.push("El texto no puede incluir enlaces javascript:.");
  for (const [, target = ""] of body.matchAll(LINK_TARGET)) {
    if (target && !SAFE_LINK.test(target) && !/script\s*:/i.test(target)) {
      problems.push(
        `El enlace «${target.slice(0, 60)}» no es válido: use una dirección que empiece con https://, mailto:, tel: o /.`,
      );
    }
  }
  for (const [, name = ""] of body.matchAll(TOKEN)) {
    if (!Object.hasOwn(RULE_TOKENS, name)) problems.push(`{{${name}}} no es un valor de la tienda.`);
  }
  return [...new Set(problems)];
}

/** How many '[PENDIENTE: ...]' texts a body still has. */
export function pendingTexts(body: string): number {
  return body.match(PENDING_TEXT)?.length ?? 0;
}

/** PUT /api/admin/pages/:slug: what the owner writes. */
export const pageInput = z.object({
  title: z
    .string({ error: "Escriba el título." })
    .trim()
    .min(1, { error: "Escriba el título." })
    .max(PAGE_TITLE_MAX, { error: `El título admite hasta ${PAGE_TITLE_MAX} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE }),
  lead: z
    .string({ error: "La entradilla debe ser un texto." })
    .trim()
    .max(PAGE_LEAD_MAX, { error: `La entradilla admite hasta ${PAGE_LEAD_MAX} caracteres.` })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE })
    .default(""),
  body: z
    .string({ error: "Escriba el texto de la página." })
    .max(PAGE_BODY_MAX, { error: "El texto admite hasta 50.000 caracteres." })
    .refine((v) => v.trim().length > 0, { error: "Escriba el texto de la página." })
    .superRefine((body, ctx) => {
      for (const message of pageBodyProblems(body)) ctx.addIssue({ code: "custom", message });
    }),
});

export type PageInput = z.input<typeof pageInput>;
export type PageData = z.output<typeof pageInput>;

/** A page as the API answers it (GET /api/pages/:slug, the back office). */
export interface Page extends PageData {
  slug: PageSlug;
  updatedAt: string;
  /** The published version this text is (page_versions; issue 40): the latest, or the one asked for. */
  version?: number;
}

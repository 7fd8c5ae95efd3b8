import * as z from "zod";
import type { BodyBlock, BodyInline } from "../campaign-body.ts";
import { hasControlCharacters } from "../text.ts";
import { requiredLine } from "./fields.ts";
import { SAFE_LINK } from "./page.ts";

// The newsletters the owner writes (issue 25, decision 026): subject, body (Markdown and its block tree), products.

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_BODY_MAX = 20_000;
/** Product cards at the end of a newsletter. */
export const CAMPAIGN_PRODUCTS_MAX = 6;
/** The block tree, as JSON, may not be much bigger than the text it comes from. */
const BLOCKS_JSON_MAX = 200_000;

const text = z.string().max(CAMPAIGN_BODY_MAX);
const inline: z.ZodType<BodyInline> = z.lazy(() =>
  z.union([
    z.object({ t: z.literal("text"), v: text }),
    z.object({ t: z.literal("code"), v: text }),
    z.object({ t: z.literal("br") }),
    z.object({ t: z.enum(["strong", "em", "del"]), c: z.array(inline).max(500) }),
    z.object({ t: z.literal("link"), href: z.string().max(2000), c: z.array(inline).max(500) }),
  ]),
);
const inlines = z.array(inline).max(2000);
const block: z.ZodType<BodyBlock> = z.union([
  z.object({ t: z.enum(["h", "p", "quote"]), c: inlines }),
  z.object({ t: z.enum(["ul", "ol"]), items: z.array(inlines).max(200) }),
  z.object({ t: z.literal("hr") }),
]);

/** The link targets of a block tree (for the check that every one is allowed). */
function linkTargets(nodes: readonly (BodyBlock | BodyInline)[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.t === "link") out.push(node.href);
    if ("c" in node) linkTargets(node.c, out);
    if ("items" in node) for (const item of node.items) linkTargets(item, out);
  }
  return out;
}

const productId = z
  .number({ error: "Producto no válido." })
  .int({ error: "Producto no válido." })
  .positive({ error: "Producto no válido." });

/** POST /api/admin/campaigns and PUT /api/admin/campaigns/:id: a draft as the owner writes it. */
export const campaignInput = z.object({
  subject: requiredLine(CAMPAIGN_SUBJECT_MAX, "Escriba el asunto del correo."),
  body: z
    .string({ error: "Escriba el texto del newsletter." })
    .max(CAMPAIGN_BODY_MAX, { error: `El texto admite hasta ${CAMPAIGN_BODY_MAX} caracteres.` })
    .refine((v) => !/<\s*script/i.test(v), { error: "El texto no puede incluir código (<script>)." }),
  blocks: z
    .array(block, { error: "El texto no se pudo leer; recargue la página." })
    .max(1000, { error: "El texto es demasiado largo." })
    .refine((b) => JSON.stringify(b).length <= BLOCKS_JSON_MAX, { error: "El texto es demasiado largo." })
    .refine((b) => linkTargets(b).every((href) => SAFE_LINK.test(href.trim()) && !hasControlCharacters(href)), {
      error: "Un enlace no es válido: use una dirección que empiece con https://, mailto:, tel: o /.",
    }),
  productIds: z
    .array(productId, { error: "Envíe la lista de productos." })
    .max(CAMPAIGN_PRODUCTS_MAX, { error: `El newsletter admite hasta ${CAMPAIGN_PRODUCTS_MAX} productos.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Cada producto puede estar una sola vez." }),
});
export type CampaignInput = z.infer<typeof campaignInput>;

/** POST /api/admin/campaigns/:id/send: the number of subscribers the owner saw and confirmed. */
export const campaignSendInput = z.object({
  recipients: z
    .number({ error: "Falta el número de suscriptores." })
    .int({ error: "Número de suscriptores no válido." })
    .min(0, { error: "Número de suscriptores no válido." }),
});

export const campaignParam = z.object({
  id: z.coerce
    .number({ error: "Newsletter no válido." })
    .int({ error: "Newsletter no válido." })
    .min(1, { error: "Newsletter no válido." }),
});

import { Hono } from "hono";
import * as z from "zod";
import type { WholesaleAnswer } from "../../domain/api/wholesale.ts";
import { priceListFrom } from "../../domain/price-lists.ts";
import { anonymous } from "../db/database.ts";
import { readVariantsForSale } from "../db/orders.ts";
import type { AppEnv } from "../env.ts";
import { zv } from "../http/validate.ts";
import { wholesaleBuyer } from "../http/wholesale-buyer.ts";
import { buyerSizes } from "../services/wholesale/buyer-sizes.ts";

const variantsQuery = z.object({
  variants: z
    .string({ error: "Indique los tamaños." })
    .regex(/^(\d{1,15}(,\d{1,15}){0,99})?$/, { error: "Tamaños no válidos." })
    .default("")
    .transform((text) => (text ? [...new Set(text.split(",").map(Number))] : [])),
});

/**
 * GET /api/wholesale?variants=1,2,3 (none: only who is buying, for the header's badge) (issue 44, decision 036): the viewer's company, list and, for those sizes, the
 * prices the server computes (1 unit, breaks, minimum, multiple). A guest, a retail customer or an admin: {buyer: null}.
 * The answer depends on the token: private, never stored, and it says so to any cache (Vary: Authorization).
 */
export const wholesaleRoutes = new Hono<AppEnv>().get("/", zv("query", variantsQuery), async (c) => {
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Authorization");
  const { variants } = c.req.valid("query");
  const { wholesale } = await wholesaleBuyer(c, variants);
  if (!wholesale) return c.json({ buyer: null } satisfies WholesaleAnswer);
  const sizes = await c.var.deps.db.run(anonymous, (tx) => readVariantsForSale(tx, variants));
  return c.json({
    buyer: {
      companyName: wholesale.company.legalName,
      rut: wholesale.company.rut,
      fiscalAddress: wholesale.company.fiscalAddress,
      listName: wholesale.list.name,
    },
    sizes: buyerSizes(sizes, priceListFrom(wholesale.list)),
  } satisfies WholesaleAnswer);
});

import { Hono } from "hono";
import * as z from "zod";
import { INTERIOR_DEPARTMENTS } from "../../domain/shipping.ts";
import { tableShipping } from "../adapters/shipping/table.ts";
import { anonymous } from "../db/database.ts";
import { readVariantsForSale } from "../db/orders.ts";
import { readShippingSettings } from "../db/shipping.ts";
import type { AppEnv } from "../env.ts";
import { zv } from "../http/validate.ts";

const quoteInput = z.object({
  town: z.enum(INTERIOR_DEPARTMENTS as [string, ...string[]], { error: "Departamento no válido." }),
  items: z
    .array(z.object({ variantId: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }), {
      error: "Carrito no válido.",
    })
    .min(1, { error: "Carrito no válido." })
    .max(100, { error: "Carrito no válido." }),
});

/**
 * /api/shipping: what checkout shows for the interior (issue 45 part 2). GET: the carriers the owner enabled and
 * whether the shop charges the parcel. POST /quote: the cost for this cart and department, from the same table
 * the order service charges (a preview; the order is priced again when placed). The table's notices are the
 * owner's: the shopper only sees 'paga el destinatario'.
 */
export const shippingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { carriers, cost, table } = await c.var.deps.db.run(anonymous, readShippingSettings);
    const notServed = cost === "table" ? table.rows.filter((r) => !r.served).map((r) => r.department) : [];
    return c.json({ carriers, cost, notServed });
  })
  .post("/quote", zv("json", quoteInput), async (c) => {
    const { town, items } = c.req.valid("json");
    const { fee, paidByReceiver } = await c.var.deps.db.run(anonymous, async (tx) => {
      const [settings, variants] = await Promise.all([
        readShippingSettings(tx),
        readVariantsForSale(
          tx,
          items.map((i) => i.variantId),
        ),
      ]);
      const grams = new Map(variants.map((v) => [v.variantId, v.shippingGrams]));
      const lines = items.map((i) => ({ shippingGrams: grams.get(i.variantId) ?? null, quantity: i.quantity }));
      return tableShipping(settings).quote({ carrier: null, mode: null, department: town, lines });
    });
    return c.json({ fee, paidByReceiver });
  });

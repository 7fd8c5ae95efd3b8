import { Hono } from "hono";
import * as z from "zod";
import type { PriceListDetail, PriceListIndex } from "../../../domain/api/price-lists.ts";
import type { PriceListRow } from "../../../domain/price-lists.ts";
import { type PriceListForm, priceListSchema } from "../../../domain/schemas/price-list.ts";
import {
  deletePriceList,
  insertPriceList,
  listPriceLists,
  readPriceList,
  replacePriceList,
  shopTransferPercent,
  unknownIds,
} from "../../db/admin-price-lists.ts";
import type { Tx } from "../../db/database.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, badRequest, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";

const NOT_FOUND = "No encontramos esa lista de precios. Recargue la página.";
const param = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, { error: "Lista no válida." })
    .transform(Number),
});
const pgCode = (error: unknown) => (error as { code?: string } | null)?.code;
const nameTaken = (name: string) =>
  new ApiError(409, "name_taken", `Ya existe una lista llamada «${name}».`, [
    { path: "name", message: `Ya existe una lista llamada «${name}».` },
  ]);

/** Writes with the name's uniqueness and the list's foreign keys said in Spanish. */
async function guard<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === "23505") throw nameTaken(name);
    throw error;
  }
}

/** 400 naming each size or category the list names that does not exist. */
async function checkIds(tx: Tx, input: PriceListForm) {
  const unknown = await unknownIds(
    tx,
    input.sizes.map((s) => s.variantId),
    input.categories.map((c) => c.categoryId),
  );
  const details = [
    ...unknown.variants.map((id) => ({
      path: `sizes.${input.sizes.findIndex((s) => s.variantId === id)}.variantId`,
      message: `El tamaño N.º ${id} no existe.`,
    })),
    ...unknown.categories.map((id) => ({
      path: `categories.${input.categories.findIndex((c) => c.categoryId === id)}.categoryId`,
      message: `La categoría N.º ${id} no existe.`,
    })),
  ];
  if (details.length > 0) throw badRequest(details[0]!.message, details);
}

const form = (row: PriceListRow): PriceListForm => ({
  name: row.name,
  transferDiscountPercent: row.transferDiscountPercent,
  categories: row.categories,
  sizes: row.sizes.map((s) => ({
    variantId: s.variantId,
    price:
      s.fixedPrice !== null
        ? { kind: "fixed", price: s.fixedPrice }
        : s.percent !== null
          ? { kind: "percent", percent: s.percent }
          : null,
    breaks: s.breaks,
    minQuantity: s.minQuantity,
    multiple: s.multiple,
  })),
});

async function detail(tx: Tx, id: number): Promise<PriceListDetail | undefined> {
  const found = await readPriceList(tx, id);
  if (!found) return undefined;
  return {
    list: { id: found.list.id, companies: found.list.companies, ...form(found.list) },
    sizes: found.sizes,
    shopTransferDiscountPercent: await shopTransferPercent(tx),
  };
}

/**
 * /api/admin/price-lists: 'Listas de precios' (issue 44): wholesale lists, each replaced whole in one transaction,
 * checked with the editor's schema (domain/schemas/price-list.ts). Under the admin's claims (RLS: admins).
 */
export const adminPriceListRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { lists, shopPercent } = await c.var.deps.db.run(c.var.caller, listPriceLists);
    return c.json({ lists, shopTransferDiscountPercent: shopPercent } satisfies PriceListIndex);
  })
  /** POST: 201 {list}, the new list (empty unless the body names categories or sizes). */
  .post("/", zv("json", priceListSchema), async (c) => {
    const input = c.req.valid("json");
    const answer = await guard(input.name, () =>
      c.var.deps.db.run(c.var.caller, async (tx) => {
        await checkIds(tx, input);
        const id = await insertPriceList(tx, input.name, input.transferDiscountPercent);
        await replacePriceList(tx, id, input);
        return detail(tx, id);
      }),
    );
    return c.json(answer!, 201);
  })
  .get("/:id", zv("param", param), async (c) => {
    const answer = await c.var.deps.db.run(c.var.caller, (tx) => detail(tx, c.req.valid("param").id));
    if (!answer) throw notFound(NOT_FOUND);
    return c.json(answer);
  })
  /** PUT: the whole list (name, discount, categories, sizes) replaced in one transaction. */
  .put("/:id", zv("param", param), zv("json", priceListSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const answer = await guard(input.name, () =>
      c.var.deps.db.run(c.var.caller, async (tx) => {
        await checkIds(tx, input);
        return (await replacePriceList(tx, id, input)) ? detail(tx, id) : undefined;
      }),
    );
    if (!answer) throw notFound(NOT_FOUND);
    return c.json(answer);
  })
  /** DELETE: 409 while a company buys with the list (companies.price_list_id restricts). */
  .delete("/:id", zv("param", param), async (c) => {
    const inUse = () =>
      new ApiError(
        409,
        "price_list_in_use",
        "No se puede eliminar la lista: hay empresas que compran con ella. Asígneles otra lista primero.",
      );
    const result = await c.var.deps.db
      .run(c.var.caller, (tx) => deletePriceList(tx, c.req.valid("param").id))
      .catch((error: unknown) => {
        if (pgCode(error) === "23503") throw inUse();
        throw error;
      });
    if (result === "in_use") throw inUse();
    if (result === "missing") throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

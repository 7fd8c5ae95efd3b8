import { Hono } from "hono";
import {
  type CategoryFormValues,
  categoryForm,
  categoryOrder,
  categoryParam,
  categorySlug,
} from "../../../domain/schemas/category-form.ts";
import {
  countCategoryProducts,
  deleteCategory,
  insertCategory,
  listAdminCategories,
  lockCategory,
  orderableCategoryIds,
  readAdminCategory,
  reorderCategories,
  slugTaken,
  updateCategory,
} from "../../db/admin-categories.ts";
import type { Tx } from "../../db/database.ts";
import type { AppEnv } from "../../env.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import { zv } from "../../http/validate.ts";
import { eraseImages } from "../../services/images.ts";

const NOT_FOUND = "No encontramos la categoría. Puede que otra persona la haya eliminado.";
/** 409, not 403: a 403 from /api/admin means "not an admin" and ends the back office's session. */
const locked = () => new ApiError(409, "category_locked", "La categoría «Todos» no se puede editar ni eliminar.");
const slugClash = (slug: string) =>
  new ApiError(409, "slug_taken", `Ya existe una categoría con la dirección «${slug}». Elija otro nombre o dirección.`);

/** The database's unique index is the last word on slugs (two saves racing past the check). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";
}

async function checkedWrite(tx: Tx, values: CategoryFormValues, exceptId?: number) {
  const slug = categorySlug(values);
  if (await slugTaken(tx, slug, exceptId)) throw slugClash(slug);
  return { title: values.title, slug, image: values.image };
}

/** Runs a write; a slug that became taken meanwhile is a 409 like the checked one. */
async function guardSlug<T>(values: CategoryFormValues, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugClash(categorySlug(values));
    throw error;
  }
}

/**
 * /api/admin/categories (requireAdmin has run; every unit of work runs under the admin's claims). Each write
 * is one transaction; after it commits the catalogue cache is cleared so the shop's lists show it at once,
 * and an image no longer used is erased.
 */
export const adminCategoryRoutes = new Hono<AppEnv>()
  /** GET /api/admin/categories: every category with its product count, in the shop's order. */
  .get("/", async (c) => {
    const items = await c.var.deps.db.run(c.var.caller, listAdminCategories);
    return c.json({ items });
  })
  /** POST /api/admin/categories {title, slug?, image?}: 201 {category}. */
  .post("/", zv("json", categoryForm), async (c) => {
    const values = c.req.valid("json");
    const category = await guardSlug(values, () =>
      c.var.deps.db.run(c.var.caller, async (tx) => {
        const id = await insertCategory(tx, await checkedWrite(tx, values));
        return readAdminCategory(tx, id);
      }),
    );
    c.var.catalogueCache.clear();
    return c.json({ category }, 201);
  })
  /** PUT /api/admin/categories/order {ids}: the owner's order of every category but 'Todos'. */
  .put("/order", zv("json", categoryOrder), async (c) => {
    const { ids } = c.req.valid("json");
    const items = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const current = await orderableCategoryIds(tx);
      const sent = new Set(ids);
      if (current.length !== ids.length || current.some((id) => !sent.has(id))) {
        throw new ApiError(
          409,
          "order_outdated",
          "La lista de categorías cambió mientras la ordenaba. Recargue la página e inténtelo de nuevo.",
        );
      }
      await reorderCategories(tx, ids);
      return listAdminCategories(tx);
    });
    c.var.catalogueCache.clear();
    return c.json({ items });
  })
  /** PUT /api/admin/categories/:id {title, slug?, image?}: {category}. 'Todos' refuses (409). */
  .put("/:id", zv("param", categoryParam), zv("json", categoryForm), async (c) => {
    const { id } = c.req.valid("param");
    const values = c.req.valid("json");
    const { category, previousImage } = await guardSlug(values, () =>
      c.var.deps.db.run(c.var.caller, async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current) throw notFound(NOT_FOUND);
        if (current.isAll) throw locked();
        await updateCategory(tx, id, await checkedWrite(tx, values, id));
        return { category: await readAdminCategory(tx, id), previousImage: current.image };
      }),
    );
    c.var.catalogueCache.clear();
    if (previousImage && previousImage !== values.image) await eraseAfterCommit(c.var.deps, [previousImage]);
    return c.json({ category });
  })
  /** DELETE /api/admin/categories/:id: {ok}. Refused for 'Todos' and while the category holds products. */
  .delete("/:id", zv("param", categoryParam), async (c) => {
    const { id } = c.req.valid("param");
    const image = await c.var.deps.db.run(c.var.caller, async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.isAll) throw locked();
      const count = await countCategoryProducts(tx, id);
      if (count > 0) {
        const message =
          count === 1
            ? "La categoría tiene 1 producto; muévalo a otra categoría o elimínelo antes de eliminarla."
            : `La categoría tiene ${count} productos; muévalos a otra categoría o elimínelos antes de eliminarla.`;
        throw new ApiError(409, "category_in_use", message, { productCount: count });
      }
      await deleteCategory(tx, id);
      return current.image;
    });
    c.var.catalogueCache.clear();
    if (image) await eraseAfterCommit(c.var.deps, [image]);
    return c.json({ ok: true });
  });

/** The write has committed: a file that cannot be erased now is only logged (an orphan, never a broken link). */
async function eraseAfterCommit(deps: AppEnv["Variables"]["deps"], urls: string[]) {
  try {
    await eraseImages(deps, urls);
  } catch (error) {
    console.error("[admin] could not erase a category's old image", urls, error);
  }
}

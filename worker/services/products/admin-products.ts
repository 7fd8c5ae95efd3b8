import type { ProductInput } from "../../../domain/schemas/product-form.ts";
import {
  type AdminProductRow,
  categoryUsable,
  deleteProduct,
  insertProduct,
  readAdminProduct,
  slugTaken,
  updateProduct,
} from "../../db/admin-products.ts";
import type { Caller, Database, Tx } from "../../db/database.ts";
import { ApiError, notFound } from "../../http/errors.ts";

const NOT_FOUND = "No encontramos el producto. Puede que otra persona lo haya eliminado.";

/** The server's own checks of a product that zod cannot see: a free slug and a real category (not 'Todos'). */
async function checkProduct(tx: Tx, input: ProductInput, id: number | null) {
  if (await slugTaken(tx, input.slug, id)) {
    const message = `Ya existe otro producto con el slug «${input.slug}». Elija otro.`;
    throw new ApiError(409, "slug_taken", message, [{ path: "slug", message }]);
  }
  if (input.categoryId !== null) {
    const usable = await categoryUsable(tx, input.categoryId);
    if (usable !== "ok") {
      const message =
        usable === "all" ? "Elija una categoría concreta: «Todos» no es una categoría." : "La categoría no existe.";
      throw new ApiError(400, "invalid_input", message, [{ path: "categoryId", message }]);
    }
  }
}

/** A unique violation on the slug that slipped past the check (two saves at once). */
function slugClash(error: unknown, slug: string): never {
  if ((error as { code?: string; constraint_name?: string })?.code === "23505") {
    const message = `Ya existe otro producto con el slug «${slug}». Elija otro.`;
    throw new ApiError(409, "slug_taken", message, [{ path: "slug", message }]);
  }
  throw error;
}

/** Adds a product and its sizes in one transaction, as the admin (RLS applies). */
export async function createAdminProduct(db: Database, caller: Caller, input: ProductInput): Promise<AdminProductRow> {
  return db
    .run(caller, async (tx) => {
      await checkProduct(tx, input, null);
      const id = await insertProduct(tx, input);
      return (await readAdminProduct(tx, id))!;
    })
    .catch((error) => slugClash(error, input.slug));
}

/**
 * Changes a product and replaces its sizes in one transaction. Returns the product and the image URLs it no
 * longer uses (to erase once committed).
 */
export async function editAdminProduct(db: Database, caller: Caller, id: number, input: ProductInput) {
  const result = await db
    .run(caller, async (tx) => {
      await checkProduct(tx, input, id);
      const before = await updateProduct(tx, id, input);
      if (!before) throw notFound(NOT_FOUND);
      const product = (await readAdminProduct(tx, id))!;
      return { product, before };
    })
    .catch((error) => slugClash(error, input.slug));
  const kept = new Set([...input.images, ...input.thumbImages].map((i) => i.url));
  return { product: result.product, dropped: result.before.filter((url) => !kept.has(url)) };
}

/** A lot of the product left with an order (order_item_lots keeps it for 'Trazabilidad', decision 033). */
function lotsDispatched(error: unknown): never {
  // 23001: restrict_violation (order_item_lots.lot_id is ON DELETE RESTRICT).
  if ((error as { code?: string })?.code === "23001") {
    throw new ApiError(
      409,
      "lots_dispatched",
      "Este producto tiene lotes entregados en pedidos y su trazabilidad se conserva: no se puede eliminar. Puede despublicarlo.",
    );
  }
  throw error;
}

/** Deletes a product (order lines keep their copy of name, size and price); the image URLs it had. */
export async function removeAdminProduct(db: Database, caller: Caller, id: number): Promise<string[]> {
  const urls = await db.run(caller, (tx) => deleteProduct(tx, id)).catch(lotsDispatched);
  if (!urls) throw notFound(NOT_FOUND);
  return urls;
}

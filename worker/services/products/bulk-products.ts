import type { ProductBulkInput } from "../../../domain/schemas/product-form.ts";
import {
  type AdminProductRow,
  type BulkTarget,
  categoryUsable,
  lockBulkTargets,
  readAdminProducts,
  updateProducts,
} from "../../db/admin-products.ts";
import type { Caller, Database } from "../../db/database.ts";
import { ApiError, badRequest, notFound } from "../../http/errors.ts";

/** «A», «B» y «C»: the products a refusal names (the first five, then how many more). */
function named(targets: readonly BulkTarget[]): string {
  const names = targets.slice(0, 5).map((t) => `«${t.name}»`);
  if (targets.length > 5) names.push(`${targets.length - 5} más`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/**
 * The rules a single publish already has (the form's save, domain/schemas/product-form.ts checkedProductInput):
 * at least one size with its price. (The reason of 'Sin derecho de arrepentimiento' is the database's own check.)
 */
function checkPublishable(targets: readonly BulkTarget[]) {
  const noSizes = targets.filter((t) => t.sizes === 0);
  if (noSizes.length > 0) {
    const one = noSizes.length === 1;
    const message = `No se puede publicar ${named(noSizes)}: ${one ? "no tiene" : "no tienen"} tamaños con precio. ${one ? "Edítelo y agréguele" : "Edítelos y agrégueles"} al menos uno.`;
    throw new ApiError(409, "not_publishable", message, { ids: noSizes.map((t) => t.id) });
  }
}

/**
 * Publishes, unpublishes or moves several products in one transaction: every product must exist (locked until
 * the commit), the category must be a real one, and each product published must pass a single publish's rules.
 * All or nothing. Returns the products as the list shows them.
 */
export async function bulkChangeProducts(
  db: Database,
  caller: Caller,
  input: ProductBulkInput,
): Promise<AdminProductRow[]> {
  return db.run(caller, async (tx) => {
    const targets = await lockBulkTargets(tx, input.ids);
    if (targets.length !== input.ids.length) {
      const missing = input.ids.length - targets.length;
      throw notFound(
        missing === 1
          ? "No encontramos uno de los productos elegidos. Puede que otra persona lo haya eliminado: actualice la lista."
          : `No encontramos ${missing} de los productos elegidos. Puede que otra persona los haya eliminado: actualice la lista.`,
      );
    }
    if (input.action === "move") {
      const categoryId = input.categoryId!;
      const usable = await categoryUsable(tx, categoryId);
      if (usable !== "ok") {
        const message =
          usable === "all" ? "Elija una categoría concreta: «Todos» no es una categoría." : "La categoría no existe.";
        throw badRequest(message, [{ path: "categoryId", message }]);
      }
      await updateProducts(tx, input.ids, { categoryId });
    } else {
      if (input.action === "publish") checkPublishable(targets);
      await updateProducts(tx, input.ids, { published: input.action === "publish" });
    }
    return readAdminProducts(tx, input.ids);
  });
}

import type {
  CatalogueChangeKind,
  CataloguePreview,
  CatalogueRowMessage,
} from "../../../domain/api/catalogue-changes.ts";
import { CatalogueFileError, type RowMessage, readCatalogueCsv } from "../../../domain/catalogue-csv.ts";
import { groupCatalogueRows } from "../../../domain/catalogue-csv-products.ts";
import { formatUYU } from "../../../domain/money.ts";
import { changedPrice, describePriceChange } from "../../../domain/price-change.ts";
import type { PriceChangeInput } from "../../../domain/schemas/price-change.ts";
import { readListTerms } from "../../db/admin-price-lists.ts";
import {
  countProducts,
  readCatalogue,
  readCategoryTitle,
  readCsvCategories,
  readScopeVariants,
} from "../../db/catalogue-bulk.ts";
import { insertPreview } from "../../db/catalogue-changes.ts";
import type { Caller, Database, Tx } from "../../db/database.ts";
import { productsLackingFds } from "../../db/product-documents.ts";
import { ApiError, badRequest, fdsRequired } from "../../http/errors.ts";
import { describePlan, productsTouched } from "./describe.ts";
import { planImport } from "./import-plan.ts";
import { type ChangePlan, emptyPlan, planIsEmpty } from "./plan.ts";
import { planWholesale } from "./wholesale-plan.ts";

/** A preview can be applied for this long; after that the owner previews again (the catalogue may have moved). */
export const PREVIEW_MINUTES = 30;

/**
 * POST /api/admin/catalogue/import/preview: reads the file and compares it with the catalogue. A file without
 * a bad row and with something to change is stored as a preview (its id is what 'Aplicar cambios' sends);
 * otherwise nothing is stored and the answer says why. All in one transaction under the admin's claims.
 */
export async function previewImport(
  db: Database,
  caller: Caller,
  input: { cells: string[][]; fileName: string; adminId: string | null },
): Promise<CataloguePreview> {
  const { cells } = input;
  return db.run(caller, async (tx) => {
    const categories = await readCsvCategories(tx);
    let read: ReturnType<typeof readCatalogueCsv>;
    try {
      read = readCatalogueCsv(cells, categories);
    } catch (error) {
      if (error instanceof CatalogueFileError) throw new ApiError(400, "invalid_file", error.message);
      throw error;
    }
    const grouped = groupCatalogueRows(read.rows);
    const catalogue = await readCatalogue(tx);
    const { plan, errors, missing } = planImport(grouped.products, catalogue.products, catalogue.slugs);
    errors.push(...(await publishingRuleErrors(tx, plan)));
    const wholesale = planWholesale(cells, read.rows, catalogue.products, await readListTerms(tx));
    errors.push(...wholesale.errors);
    if (wholesale.changes.length > 0) plan.wholesale = wholesale.changes;
    const allErrors = [...read.errors, ...grouped.errors, ...errors].sort((a, b) => a.row - b.row);
    const titles = new Map(categories.map((c) => [c.id, c.title]));
    const name = input.fileName.trim().slice(0, 120) || "archivo CSV";
    return store(tx, "import", `Importación de ${name}`, plan, titles, {
      errors: allErrors,
      skipped: read.skipped,
      missing,
      adminId: input.adminId,
    });
  });
}

/**
 * POST /api/admin/catalogue/price-change/preview: every size in the scope with its new price (domain rule);
 * a size the rule would leave at $ 0 or less is an error and nothing can be applied until the rule changes.
 */
export async function previewPriceChange(
  db: Database,
  caller: Caller,
  input: PriceChangeInput,
  adminId: string | null,
): Promise<CataloguePreview> {
  return db.run(caller, async (tx) => {
    let scopeName: string;
    if (input.categoryId !== null) {
      const category = await readCategoryTitle(tx, input.categoryId);
      if (!category) throw badRequest("La categoría no existe.");
      if (category.isAll) throw badRequest("Elija una categoría concreta: «Todos» no es una categoría.");
      scopeName = `en «${category.title}»`;
    } else {
      const ids = [...new Set(input.productIds)];
      if ((await countProducts(tx, ids)) !== ids.length) {
        throw badRequest("Alguno de los productos elegidos ya no existe. Actualice la lista y vuelva a elegir.");
      }
      scopeName = ids.length === 1 ? "en 1 producto" : `en ${ids.length} productos`;
    }
    const plan = emptyPlan();
    const errors: CatalogueRowMessage[] = [];
    for (const v of await readScopeVariants(tx, input)) {
      const next = changedPrice(v.price, input);
      const about = `${v.code ? `${v.code} ` : ""}${v.name}, ${v.size} ${v.unit}`;
      if (next === null) {
        errors.push({ row: null, message: `${about}: ${formatUYU(v.price)} quedaría en $ 0 o menos.` });
      } else if (next !== v.price) {
        plan.variants.push({
          id: v.id,
          productId: v.productId,
          code: v.code,
          name: v.name,
          row: null,
          size: v.size,
          from: { price: v.price },
          to: { price: next },
        });
      }
    }
    const categories = await readCsvCategories(tx);
    const titles = new Map(categories.map((c) => [c.id, c.title]));
    return store(tx, "price", `${describePriceChange(input)} ${scopeName}`, plan, titles, {
      errors,
      skipped: [],
      missing: 0,
      adminId,
    });
  });
}

/**
 * The publishing rule (issue 42; the database enforces it when the plan is applied): a row that publishes a product
 * with a GHS pictogram and no current FDS is a row error, said in Spanish like the form says it.
 */
async function publishingRuleErrors(tx: Tx, plan: ChangePlan): Promise<RowMessage[]> {
  const publishing = plan.products.filter((p) => p.to.published === true);
  const lacking = new Set(
    (
      await productsLackingFds(
        tx,
        publishing.map((p) => p.id),
      )
    ).map((p) => p.id),
  );
  return publishing
    .filter((p) => lacking.has(p.id))
    .map((p) => ({ row: p.row ?? 0, message: fdsRequired(p.name).message }));
}

async function store(
  tx: Tx,
  kind: CatalogueChangeKind,
  description: string,
  plan: ChangePlan,
  titles: ReadonlyMap<number, string>,
  extra: { errors: CatalogueRowMessage[]; skipped: CatalogueRowMessage[]; missing: number; adminId: string | null },
): Promise<CataloguePreview> {
  const { lines, newProducts } = describePlan(plan, titles);
  const canApply = extra.errors.length === 0 && !planIsEmpty(plan);
  const stored = canApply
    ? await insertPreview(
        tx,
        {
          kind,
          description,
          plan,
          summary: { changes: lines.length, created: newProducts.length },
          adminId: extra.adminId,
        },
        PREVIEW_MINUTES,
      )
    : null;
  return {
    id: stored?.id ?? null,
    kind,
    description,
    expiresAt: stored?.expiresAt ?? null,
    changes: lines,
    newProducts,
    errors: extra.errors,
    skipped: extra.skipped,
    missing: extra.missing,
    products: productsTouched(plan),
    canApply,
  };
}

import type {
  CatalogueAppliedChange,
  CatalogueChangeKind,
  CatalogueChangeResult,
} from "../../../domain/api/catalogue-changes.ts";
import { plural } from "../../../domain/text.ts";
import {
  deleteProducts,
  deleteVariants,
  existingSizes,
  insertDraftProducts,
  insertVariants,
  lockCurrent,
  productFingerprints,
  takenCodesAndSlugs,
  writeProducts,
  writeVariants,
} from "../../db/catalogue-bulk.ts";
import { lockChange, lockLastApplied, markApplied, markUndone, type StoredChange } from "../../db/catalogue-changes.ts";
import type { Caller, Database, Tx } from "../../db/database.ts";
import { ApiError, notFound } from "../../http/errors.ts";
import type { ChangePlan, UndoRecord } from "./plan.ts";
import { type UndoSuspect, undoProblems } from "./undo-reasons.ts";
import { writeWholesale } from "./wholesale-plan.ts";

// Applying a stored preview and undoing the last applied change: each one transaction (all or nothing, also
// when the connection drops: worker/db/database.ts), with the rows it touches locked first.

const MAX_LISTED = 5;

const label = (kind: CatalogueChangeKind) => (kind === "import" ? "la importación" : "el cambio de precios");

/** Conflicts in words: the first few, and how many more. */
function conflict(code: string, intro: string, problems: string[]): ApiError {
  const listed = problems.slice(0, MAX_LISTED).join("; ");
  const more = problems.length > MAX_LISTED ? ` (y ${problems.length - MAX_LISTED} más)` : "";
  return new ApiError(409, code, `${intro} ${listed}${more}.`, problems);
}

const who = (p: { code: string; name: string }, size?: number) =>
  `${p.code ? `${p.code} ` : ""}${p.name}${size === undefined ? "" : ` ${size}`}`;

/** A product or size of the plan whose values no longer hold ('from' before applying, 'to' before undoing). */
interface Drift {
  label: string;
  productId: number;
  variantId: number | null;
  gone: boolean;
}

async function drifted(tx: Tx, plan: ChangePlan, side: "from" | "to"): Promise<Drift[]> {
  const current = await lockCurrent(
    tx,
    plan.products.map((p) => p.id),
    plan.variants.map((v) => v.id),
  );
  const drifts: Drift[] = [];
  for (const p of plan.products) {
    const now = current.products.get(p.id);
    if (!now || Object.entries(p[side]).some(([key, value]) => now[key] !== value))
      drifts.push({ label: who(p), productId: p.id, variantId: null, gone: !now });
  }
  for (const v of plan.variants) {
    const now = current.variants.get(v.id);
    if (!now || Object.entries(v[side]).some(([key, value]) => now[key] !== value))
      drifts.push({ label: who(v, v.size), productId: v.productId, variantId: v.id, gone: !now });
  }
  return drifts;
}

/** Which values of the plan no longer hold before applying it. */
async function driftOf(tx: Tx, plan: ChangePlan): Promise<string[]> {
  return (await drifted(tx, plan, "from")).map((d) => `${d.label} ${d.gone ? "ya no existe" : "cambió"}`);
}

/** What applying a new product or size would clash with now (another save took its code, slug or size). */
async function clashes(tx: Tx, plan: ChangePlan): Promise<string[]> {
  const problems: string[] = [];
  if (plan.newProducts.length > 0) {
    const taken = await takenCodesAndSlugs(
      tx,
      plan.newProducts.map((n) => n.code),
      plan.newProducts.map((n) => n.slug),
    );
    for (const t of taken)
      problems.push(`ya hay un producto con el código «${t.code ?? ""}» o la dirección «${t.slug}»`);
  }
  if (plan.addVariants.length > 0) {
    const exist = await existingSizes(tx, plan.addVariants);
    for (const e of exist) {
      const add = plan.addVariants.find((a) => a.productId === e.productId && a.size === e.size)!;
      problems.push(`${who(add, add.size)} ya tiene ese tamaño`);
    }
  }
  return problems;
}

function appliedChange(change: StoredChange, appliedAt: Date | string): CatalogueAppliedChange {
  return {
    id: change.id,
    kind: change.kind,
    description: change.description,
    appliedAt: new Date(appliedAt).toISOString(),
    changes: change.summary.changes,
    created: change.summary.created,
  };
}

/**
 * POST /api/admin/catalogue/changes/:id/apply: writes exactly the stored preview, if every value it expected
 * is still there and it has not expired or been applied already; remembers what it created for undo.
 */
export async function applyChange(db: Database, caller: Caller, id: string): Promise<CatalogueChangeResult> {
  return db.run(caller, async (tx) => {
    const change = await lockChange(tx, id);
    if (!change) throw notFound("No encontramos esa vista previa. Vuelva a generarla.");
    if (change.status !== "previewed") throw new ApiError(409, "already_applied", "Esos cambios ya se aplicaron.");
    if (change.expired) {
      throw new ApiError(
        410,
        "preview_expired",
        "La vista previa venció. Vuelva a generarla para ver el catálogo actual.",
      );
    }
    const { plan } = change;
    const problems = [...(await driftOf(tx, plan)), ...(await clashes(tx, plan))];
    if (problems.length > 0) {
      throw conflict(
        "catalogue_changed",
        "El catálogo cambió desde la vista previa; vuelva a generarla. Cambió:",
        problems,
      );
    }
    const listDrift = await writeWholesale(tx, plan.wholesale, "from");
    if (listDrift.length > 0) {
      throw conflict(
        "catalogue_changed",
        "El catálogo cambió desde la vista previa; vuelva a generarla. Cambió:",
        listDrift,
      );
    }
    await writeProducts(tx, plan.products);
    await writeVariants(tx, plan.variants);
    const added = await insertVariants(tx, plan.addVariants);
    const createdIds = await insertDraftProducts(tx, plan.newProducts);
    const undo: UndoRecord = {
      createdProducts: await productFingerprints(tx, [...createdIds.values()]),
      addedVariants: added.map((a) => {
        const add = plan.addVariants.find((p) => p.productId === a.productId && p.size === a.size)!;
        return { id: a.id, code: add.code, name: add.name, size: add.size, price: add.price, stock: add.stock };
      }),
    };
    const appliedAt = await markApplied(tx, id, undo);
    return { change: appliedChange(change, appliedAt), message: appliedMessage(change.summary) };
  });
}

/** 'Se aplicó 1 cambio.', 'Se aplicaron 3 cambios y 1 producto nuevo (borrador).' (issue 38, item 14). */
export function appliedMessage({ changes, created }: { changes: number; created: number }): string {
  const parts = [plural(changes, "cambio", "cambios")];
  if (created > 0) parts.push(plural(created, "producto nuevo (borrador)", "productos nuevos (borradores)"));
  const verb = parts.length === 1 && changes === 1 ? "Se aplicó" : "Se aplicaron";
  return `${verb} ${parts.join(" y ")}.`;
}

/**
 * POST /api/admin/catalogue/undo/:kind: puts back what the last applied change of that kind changed, removes
 * the products and sizes it created. All or nothing: if anything it wrote was changed since (an edit, a sale
 * that moved a stock it set, a product it created that was edited), nothing is undone and the answer says what.
 */
export async function undoLast(
  db: Database,
  caller: Caller,
  kind: CatalogueChangeKind,
): Promise<CatalogueChangeResult> {
  return db.run(caller, async (tx) => {
    const change = await lockLastApplied(tx, kind);
    if (!change?.undo) {
      throw notFound(`No hay ${kind === "import" ? "ninguna importación" : "ningún cambio de precios"} para deshacer.`);
    }
    const { plan, undo } = change;
    const suspects: UndoSuspect[] = (await drifted(tx, plan, "to")).map((d) => ({
      ...d,
      changed: true,
      created: false,
      fallback: "cambió",
    }));
    const created = await productFingerprints(
      tx,
      undo.createdProducts.map((p) => p.id),
    );
    const now = new Map(created.map((p) => [p.id, p]));
    for (const p of undo.createdProducts) {
      const current = now.get(p.id);
      if (!current) continue;
      suspects.push({
        label: `${who(p)} (creado por ${label(kind)})`,
        productId: p.id,
        variantId: null,
        gone: false,
        changed: current.updatedAt !== p.updatedAt || current.variants !== p.variants,
        created: true,
        fallback: "fue modificado",
      });
    }
    const sizes = await lockCurrent(
      tx,
      [],
      undo.addedVariants.map((a) => a.id),
    );
    for (const a of undo.addedVariants) {
      const current = sizes.variants.get(a.id);
      if (!current) continue;
      // A size sold since is kept even when its stock is the product's bulk (its own units did not move).
      suspects.push({
        label: `${who(a, a.size)} (tamaño agregado por ${label(kind)})`,
        productId: current.productId,
        variantId: a.id,
        gone: false,
        changed: current.price !== a.price || current.stock !== a.stock,
        created: true,
        fallback: "cambió",
      });
    }
    const problems = await undoProblems(tx, change.id, suspects);
    if (problems.length > 0) {
      throw conflict("changed_since", `No se puede deshacer ${label(kind)}: desde entonces`, problems);
    }
    const listDrift = await writeWholesale(tx, plan.wholesale, "to");
    if (listDrift.length > 0) {
      throw conflict(
        "changed_since",
        `No se puede deshacer ${label(kind)}: desde entonces`,
        listDrift.map((d) => `cambió ${d}`),
      );
    }
    await deleteProducts(
      tx,
      created.map((p) => p.id),
    );
    await deleteVariants(tx, [...sizes.variants.keys()]);
    await writeVariants(
      tx,
      plan.variants.map((v) => ({ id: v.id, to: v.from })),
    );
    await writeProducts(
      tx,
      plan.products.map((p) => ({ id: p.id, to: p.from })),
    );
    await markUndone(tx, change.id);
    return {
      change: appliedChange(change, change.appliedAt ?? new Date()),
      message: `Se deshizo ${label(kind)}: ${change.description}.`,
    };
  });
}

import { formatDate, formatTime } from "../../../domain/dates.ts";
import { editsSince, salesSince } from "../../db/catalogue-undo.ts";
import type { Tx } from "../../db/database.ts";

// Why the last catalogue change cannot be undone, in the owner's words (issue 38, items 6 and 12): not just
// 'MT-010 Manteca de Mango cambió', but that it was sold (which orders) or edited (when, by whom). A size or
// product the change created that was sold since is never deleted, whether its stock is its own or in bulk: its
// order lines point at it.

/** Something undoing would put back or delete, and whether it still holds what the change left. */
export interface UndoSuspect {
  /** 'MT-010 Manteca de Mango', 'AE-003 Aceite esencial de Menta 30', with '(creado por …)' where it applies. */
  label: string;
  productId: number;
  /** Set when a sale of this size (not of the product) is what matters. */
  variantId: number | null;
  /** It no longer exists. */
  gone: boolean;
  /** A value the change wrote (or what it created) is not as it left it. */
  changed: boolean;
  /** The change created it: undoing deletes it, so a sale alone forbids that. */
  created: boolean;
  /** What to say when nothing explains the change (no sale, no edit by an admin). */
  fallback: string;
}

const MAX_ORDERS = 3;

/** 'pedido N.º 1042', 'pedidos N.º 1042 y 1043', 'pedidos N.º 1042, 1043, 1044 y 2 más'. */
export function ordersText(ids: readonly number[]): string {
  if (ids.length === 1) return `pedido N.º ${ids[0]}`;
  const shown = ids.slice(0, MAX_ORDERS).map(String);
  const more = ids.length - shown.length;
  const list = more > 0 ? `${shown.join(", ")} y ${more} más` : `${shown.slice(0, -1).join(", ")} y ${shown.at(-1)}`;
  return `pedidos N.º ${list}`;
}

/** The problems that forbid undoing, one sentence each (empty: it can be undone). */
export async function undoProblems(tx: Tx, changeId: string, suspects: readonly UndoSuspect[]): Promise<string[]> {
  const present = suspects.filter((s) => !s.gone);
  const [sales, edits] = await Promise.all([
    salesSince(
      tx,
      changeId,
      present.filter((s) => s.variantId === null).map((s) => s.productId),
      present.filter((s) => s.variantId !== null).map((s) => s.variantId!),
    ),
    editsSince(
      tx,
      changeId,
      present.filter((s) => s.changed).map((s) => s.productId),
    ),
  ]);
  const problems: string[] = [];
  for (const s of suspects) {
    if (s.gone) {
      problems.push(`${s.label} ya no existe`);
      continue;
    }
    const sold = (s.variantId === null ? sales.byProduct.get(s.productId) : sales.byVariant.get(s.variantId)) ?? [];
    if (!s.changed && !(s.created && sold.length > 0)) continue;
    const edit = s.changed ? edits.get(s.productId) : undefined;
    const why: string[] = [];
    if (sold.length > 0) why.push(`se vendió (${ordersText(sold)})`);
    if (edit) {
      why.push(
        `fue editado el ${formatDate(edit.at)} a las ${formatTime(edit.at)} por ${edit.by ?? "un administrador"}`,
      );
    }
    problems.push(`${s.label} ${why.length > 0 ? why.join(" y ") : s.fallback}`);
  }
  return problems;
}

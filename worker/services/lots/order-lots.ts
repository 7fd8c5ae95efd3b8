import { type LotShare, lineLotsProblem, noLotMessage, proposeLots } from "../../../domain/lots.ts";
import type { LotShareInput } from "../../../domain/schemas/lots.ts";
import type { Tx } from "../../db/database.ts";
import {
  type LotLine,
  type ProductLotOption,
  readLotLines,
  readLotOptions,
  readRecordedShares,
  replaceLineLots,
} from "../../db/lots.ts";

// The lots an order's lines leave with (issue 42 part 3; decision 033). When the order service moves an order to
// 'En preparación', 'Listo para retirar' or 'Enviado' (move-order.ts), every line whose product has lots must
// have them recorded: the lots the owner chose (checked here), else the ones already recorded, else the FEFO
// proposal (domain/lots.ts) — so a bulk move, which chooses none, records the proposal. Lines of products
// without lots need nothing. All lines are checked before any is written: nothing half-written.

/** The moves that record lots: the goods are being made up or leave. */
export const LOT_EVENTS: readonly string[] = ["prepare", "ready", "ship"];

export interface LotFormLine extends LotLine {
  /** The product's lots not expired, FEFO first (an expired lot is never offered). */
  options: ProductLotOption[];
  /** What is recorded already, else the FEFO proposal; empty when the product has no lot that is good today. */
  proposal: LotShare[];
  recorded: boolean;
}

/** The lines that need lots, with their options and what the form fills in. */
export async function readOrderLotForm(tx: Tx, orderId: number, today: string): Promise<LotFormLine[]> {
  const lines = await readLotLines(tx, orderId);
  if (lines.length === 0) return [];
  const options = await readLotOptions(tx, [...new Set(lines.map((l) => l.productId))], orderId);
  const recorded = await readRecordedShares(tx, orderId);
  return lines.map((line) => {
    const own = options.filter((o) => o.productId === line.productId);
    const good = own.filter((o) => o.expiresOn >= today);
    const mine = recorded.filter((r) => r.itemId === line.itemId).map(({ lotId, quantity }) => ({ lotId, quantity }));
    return {
      ...line,
      options: good,
      proposal: mine.length ? mine : proposeLots(own, line.quantity, today),
      recorded: mine.length > 0,
    };
  });
}

/**
 * Records the lots of the order's lines (see the top of this file), or says why not in Spanish. Runs in the
 * order service's transaction, holding the order's lock.
 */
export async function recordOrderLots(
  tx: Tx,
  orderId: number,
  chosen: readonly LotShareInput[] | undefined,
  today: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const lines = await readLotLines(tx, orderId);
  const lineIds = new Set(lines.map((l) => l.itemId));
  const stray = (chosen ?? []).find((c) => !lineIds.has(c.itemId));
  if (stray) return { ok: false, message: "Un lote indicado no corresponde a un producto con lotes de este pedido." };
  if (lines.length === 0) return { ok: true };
  const options = await readLotOptions(tx, [...new Set(lines.map((l) => l.productId))], orderId);
  const recorded = await readRecordedShares(tx, orderId);
  const writes: { itemId: number; shares: LotShare[] }[] = [];
  for (const line of lines) {
    const own = options.filter((o) => o.productId === line.productId);
    const asked = (chosen ?? []).filter((c) => c.itemId === line.itemId);
    if (asked.length) {
      const shares = asked.map(({ lotId, quantity }) => ({ lotId, quantity }));
      const problem = lineLotsProblem(line, shares, own, today);
      if (problem) return { ok: false, message: problem };
      writes.push({ itemId: line.itemId, shares });
    } else if (!recorded.some((r) => r.itemId === line.itemId)) {
      const shares = proposeLots(own, line.quantity, today);
      if (shares.length === 0) return { ok: false, message: noLotMessage(line.name) };
      writes.push({ itemId: line.itemId, shares });
    }
  }
  for (const { itemId, shares } of writes) await replaceLineLots(tx, itemId, shares);
  return { ok: true };
}

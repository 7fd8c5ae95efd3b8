import type { RepeatLine } from "../../../domain/api/account.ts";
import { lineLabel } from "../../lib/cart/reconcile.ts";
import type { RememberedLine } from "../../lib/cart/refill.ts";

// 'Repetir pedido' (issue 43): an order's lines as lines to put back into the cart (web/lib/cart/refill.ts). Pure.

/** The order's lines the cart can be asked about, and the ones whose product was deleted since (named only). */
export function repeatLines(items: readonly RepeatLine[]): { lines: RememberedLine[]; gone: string[] } {
  const lines: RememberedLine[] = [];
  const gone: string[] = [];
  for (const item of items) {
    if (item.productId == null || item.variantId == null) {
      gone.push(
        `${lineLabel({ name: item.productName, size: item.size, unit: item.unit })} ya no se vende en ese tamaño.`,
      );
      continue;
    }
    lines.push({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      name: item.productName,
      size: item.size,
      unit: item.unit,
    });
  }
  return { lines, gone };
}

/** What the button says once done: how many of the order's products went into the cart. */
export function repeatMessage(added: number): string {
  if (added === 0)
    return "No pudimos agregar ningún producto de este pedido al carrito: ninguno se puede comprar ahora.";
  return added === 1 ? "Agregamos 1 producto al carrito." : `Agregamos ${added} productos al carrito.`;
}

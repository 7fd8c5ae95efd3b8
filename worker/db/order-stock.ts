import type { Tx } from "./database.ts";

// Stock an order holds, given back or taken again when its status changes (DESIGN.md section 6). Stock is
// per product (all sizes draw on it); the order's lines say how much of each product it holds.

/**
 * Gives the order's stock back, once: the order's stock_released flag is set in the same statement that
 * checks it, so a second call (a duplicate notification, a job and a webhook at once) gives nothing.
 * Returns whether stock moved.
 */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<boolean> {
  const flagged = await tx`
    update orders set stock_released = true where id = ${orderId} and not stock_released returning id`;
  if (flagged.length === 0) return false;
  await tx`
    update products p set quantity = p.quantity + held.quantity
      from (select product_id, sum(quantity)::int as quantity from order_items
             where order_id = ${orderId} and product_id is not null group by product_id) held
     where p.id = held.product_id`;
  return true;
}

/**
 * Takes the order's stock again (a cancelled order paid late, or reopened by an admin) if every product
 * still has enough; otherwise takes nothing. Products are locked in id order (as placing an order does),
 * so concurrent movers cannot deadlock. Returns the products that are short (empty: stock taken).
 */
export async function retakeOrderStock(
  tx: Tx,
  orderId: number,
): Promise<{ productId: number; name: string; wanted: number; available: number }[]> {
  const lines = await tx<{ productId: number; name: string; wanted: number; available: number }[]>`
    select p.id::int as "productId", p.name, held.quantity as wanted, p.quantity as available
      from (select product_id, sum(quantity)::int as quantity from order_items
             where order_id = ${orderId} and product_id is not null group by product_id) held
      join products p on p.id = held.product_id
     order by p.id
       for update of p`;
  const short = lines.filter((l) => l.available < l.wanted);
  if (short.length) return short;
  await tx`
    update products p set quantity = p.quantity - held.quantity
      from (select product_id, sum(quantity)::int as quantity from order_items
             where order_id = ${orderId} and product_id is not null group by product_id) held
     where p.id = held.product_id`;
  await tx`update orders set stock_released = false where id = ${orderId}`;
  return [];
}

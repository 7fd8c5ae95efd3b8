import type { Tx } from "./database.ts";

// 'Trazabilidad' (issue 42 part 3; decision 033): who received lot X, and which lots went to customer Y. Both
// walk indexes only (migration 20261203030000): a lot by upper(number) → its lines (order_item_lots_by_lot) →
// their orders by primary key; a customer by customers.search_key (trigram) → orders_by_email → their lines.

export interface TraceRow {
  orderId: number;
  /** When the order was placed. */
  orderedAt: Date;
  status: string;
  fulfilment: string | null;
  saleAnnulled: boolean;
  customerName: string;
  email: string;
  rut: string | null;
  companyName: string | null;
  productName: string;
  size: number | null;
  unit: string;
  lotNumber: string;
  /** 'YYYY-MM-DD'. */
  expiresOn: string;
  quantity: number;
}

const COLUMNS = (tx: Tx) => tx`
  o.id::int as "orderId", o.created_at as "orderedAt", o.status, o.fulfilment, o.sale_annulled as "saleAnnulled",
  btrim(o.first_name || ' ' || o.last_name) as "customerName", o.email, o.rut, o.company_name as "companyName",
  i.product_name as "productName", i.size, i.unit, l.number as "lotNumber",
  to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn", x.quantity`;

/** Every order line that left with a lot of this number (any product), newest order first. */
export async function traceLot(tx: Tx, number: string, limit: number): Promise<TraceRow[]> {
  return tx<TraceRow[]>`
    select ${COLUMNS(tx)}
      from product_lots l
      join order_item_lots x on x.lot_id = l.id
      join order_items i on i.id = x.order_item_id
      join orders o on o.id = i.order_id
     where upper(l.number) = upper(${number})
     order by o.created_at desc, o.id desc, i.id
     limit ${limit}`;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The lots that went to the customers whose e-mail, name, phone, RUT or razón social contains `folded`
 * (already folded like customers.search_key), newest order first.
 */
export async function traceCustomer(tx: Tx, folded: string, limit: number): Promise<TraceRow[]> {
  return tx<TraceRow[]>`
    with found as (
      select c.email from customers c where c.search_key like ${`%${likeEscape(folded)}%`} limit 50
    )
    select ${COLUMNS(tx)}
      from found f
      join orders o on lower(o.email) = f.email
      join order_items i on i.order_id = o.id
      join order_item_lots x on x.order_item_id = i.id
      join product_lots l on l.id = x.lot_id
     order by o.created_at desc, o.id desc, i.id
     limit ${limit}`;
}

export interface ExpiringLot {
  id: number;
  productId: number;
  productName: string;
  number: string;
  expiresOn: string;
  /** Units of the product that can still be sold: an expired lot matters while some are left. */
  stock: number;
}

/**
 * Lots that expire by `until` ('YYYY-MM-DD'): those still to expire, and those expired whose product still
 * has stock (what may be left of them on the shelf). Soonest first.
 */
export async function readExpiringLots(tx: Tx, today: string, until: string, limit: number): Promise<ExpiringLot[]> {
  return tx<ExpiringLot[]>`
    select l.id::int, l.product_id::int as "productId", p.name as "productName", l.number,
           to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn", p.quantity::int as stock
      from product_lots l
      join products p on p.id = l.product_id
     where l.expires_on <= ${until} and (l.expires_on >= ${today} or p.quantity > 0)
     order by l.expires_on, l.id
     limit ${limit}`;
}

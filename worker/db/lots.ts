import type { LotShare } from "../../domain/lots.ts";
import type { LotInput } from "../../domain/schemas/lots.ts";
import type { Tx } from "./database.ts";

// Lots of products and the lots order lines left with (supabase/migrations/20261203030000_product_lots.sql;
// decision 033). Admins keep lots under RLS; the order service (service role) records a line's lots holding
// the order's lock (services/lots/order-lots.ts).

export interface LotRow {
  id: number;
  productId: number;
  number: string;
  /** 'YYYY-MM-DD'. */
  expiresOn: string;
  quantityReceived: number | null;
  /** Units recorded on order lines. */
  dispatched: number;
  hasCertificate: boolean;
  createdAt: Date;
}

const LOT_COLUMNS = (tx: Tx) => tx`
  l.id::int, l.product_id::int as "productId", l.number, to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn",
  l.quantity_received as "quantityReceived",
  coalesce((select sum(x.quantity) from order_item_lots x where x.lot_id = l.id), 0)::int as dispatched,
  l.certificate_file_id is not null as "hasCertificate", l.created_at as "createdAt"`;

/** The product's lots, the one that expires first on top. */
export async function listProductLots(tx: Tx, productId: number): Promise<LotRow[]> {
  return tx<LotRow[]>`
    select ${LOT_COLUMNS(tx)} from product_lots l where l.product_id = ${productId} order by l.expires_on, l.id`;
}

export async function readLot(tx: Tx, id: number): Promise<LotRow | undefined> {
  const [row] = await tx<LotRow[]>`select ${LOT_COLUMNS(tx)} from product_lots l where l.id = ${id}`;
  return row;
}

/** A new lot of an existing product; undefined when there is no such product (RLS: admins only). */
export async function insertLot(tx: Tx, productId: number, lot: LotInput): Promise<LotRow | undefined> {
  const [row] = await tx<{ id: number }[]>`
    insert into product_lots (product_id, number, expires_on, quantity_received)
    select p.id, ${lot.number}, ${lot.expiresOn}, ${lot.quantityReceived} from products p where p.id = ${productId}
    returning id::int`;
  return row ? readLot(tx, row.id) : undefined;
}

export async function updateLot(tx: Tx, id: number, lot: LotInput): Promise<LotRow | undefined> {
  const [row] = await tx<{ id: number }[]>`
    update product_lots set number = ${lot.number}, expires_on = ${lot.expiresOn},
           quantity_received = ${lot.quantityReceived}
     where id = ${id} returning id::int`;
  return row ? readLot(tx, row.id) : undefined;
}

export async function setLotCertificate(tx: Tx, id: number, fileId: string): Promise<boolean> {
  const rows = await tx`update product_lots set certificate_file_id = ${fileId} where id = ${id} returning id`;
  return rows.length > 0;
}

export async function readLotCertificateId(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx<{ fileId: string | null }[]>`
    select certificate_file_id as "fileId" from product_lots where id = ${id}`;
  return row?.fileId ?? null;
}

/** An order line whose product has lots: its lots must be recorded when it leaves. */
export interface LotLine {
  itemId: number;
  productId: number;
  name: string;
  size: number | null;
  unit: string;
  quantity: number;
}

export async function readLotLines(tx: Tx, orderId: number): Promise<LotLine[]> {
  return tx<LotLine[]>`
    select i.id::int as "itemId", i.product_id::int as "productId", i.product_name as name, i.size, i.unit,
           i.quantity
      from order_items i
     where i.order_id = ${orderId} and exists (select 1 from product_lots l where l.product_id = i.product_id)
     order by i.id`;
}

/** An id list as a Postgres array literal ('{1,2}'), as the driver binds it. */
const pgIds = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

export interface ProductLotOption {
  id: number;
  productId: number;
  number: string;
  expiresOn: string;
  /** Received minus what other orders' lines recorded; null when the quantity received is not known. */
  available: number | null;
}

/** Every lot of these products, with what other orders did not take of it yet. */
export async function readLotOptions(tx: Tx, productIds: number[], orderId: number): Promise<ProductLotOption[]> {
  if (productIds.length === 0) return [];
  return tx<ProductLotOption[]>`
    select l.id::int, l.product_id::int as "productId", l.number, to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn",
           (l.quantity_received - coalesce((
             select sum(x.quantity) from order_item_lots x join order_items i on i.id = x.order_item_id
              where x.lot_id = l.id and i.order_id <> ${orderId}), 0))::int as available
      from product_lots l
     where l.product_id = any(${pgIds(productIds)}::bigint[])
     order by l.expires_on, l.id`;
}

/** What the order's lines recorded so far. */
export async function readRecordedShares(tx: Tx, orderId: number): Promise<(LotShare & { itemId: number })[]> {
  return tx<(LotShare & { itemId: number })[]>`
    select x.order_item_id::int as "itemId", x.lot_id::int as "lotId", x.quantity
      from order_item_lots x join order_items i on i.id = x.order_item_id
     where i.order_id = ${orderId}
     order by x.order_item_id, x.lot_id`;
}

/** The line's lots become exactly `shares`. */
export async function replaceLineLots(tx: Tx, itemId: number, shares: readonly LotShare[]): Promise<void> {
  await tx`delete from order_item_lots where order_item_id = ${itemId}`;
  for (const share of shares) {
    await tx`insert into order_item_lots (order_item_id, lot_id, quantity)
             values (${itemId}, ${share.lotId}, ${share.quantity})`;
  }
}

/** A line's lot as the remito, the order page and the CSV print it. */
export interface PrintedLot {
  number: string;
  expiresOn: string;
  quantity: number;
}

/** The lots of the lines of these orders, by line id. */
export async function readPrintedLots(tx: Tx, orderIds: number[]): Promise<Map<number, PrintedLot[]>> {
  const byItem = new Map<number, PrintedLot[]>();
  if (orderIds.length === 0) return byItem;
  const rows = await tx<(PrintedLot & { itemId: number })[]>`
    select x.order_item_id::int as "itemId", l.number, to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn", x.quantity
      from order_items i
      join order_item_lots x on x.order_item_id = i.id
      join product_lots l on l.id = x.lot_id
     where i.order_id = any(${pgIds(orderIds)}::bigint[])
     order by x.order_item_id, l.expires_on, l.id`;
  for (const { itemId, ...lot } of rows) byItem.set(itemId, [...(byItem.get(itemId) ?? []), lot]);
  return byItem;
}

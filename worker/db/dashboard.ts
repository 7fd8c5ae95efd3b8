import type { RecoveredCarts } from "../../domain/api/admin.ts";
import { RECOVERED_WITHIN_DAYS } from "../../domain/schemas/kept-carts.ts";
import type { Tx } from "./database.ts";

// The back office's dashboard (GET /api/admin/dashboard). Periods arrive as instants computed in
// domain/stats.ts (Montevideo calendar months); the SQL only compares timestamptz values, so every
// period of approved sales is one index-only range scan of orders_sales (migration 20261122000700).
// Run as the admin: RLS decides.

export interface MonthSalesRow {
  /** 1-based index of the month among the given ones (every month has a row, 0 without sales). */
  bucket: number;
  total: number;
  count: number;
}

export interface WaitingOrderRow {
  id: number;
  customerName: string;
  total: number;
  createdAt: Date;
  hasReceipt: boolean;
}

export interface BestSellerRow {
  productId: number;
  name: string;
  slug: string;
  units: number;
  revenue: number;
}

export interface LowStockRow {
  productId: number;
  name: string;
  slug: string;
  quantity: number;
  published: boolean;
  /** How the product counts its stock (DESIGN.md section 10), so the list can say it that way. */
  stockMode: "size" | "bulk";
  bulkStock: number;
  unit: string;
  sizes: { size: number; stock: number; waiting: number }[];
  /** Waiting 'Avisarme cuando haya stock' requests of the product (decision 025). */
  stockAlertsWaiting: number;
}

export interface DashboardQuery {
  /** Consecutive month boundaries, oldest first: n + 1 instants for n months. */
  monthBounds: readonly Date[];
  /** The month best sellers are counted in, [start, end). */
  bestSellersFrom: Date;
  bestSellersTo: Date;
  waitingLimit: number;
  bestSellersLimit: number;
  lowStockThreshold: number;
  lowStockLimit: number;
}

/** Approved orders still to hand over, by fulfilment step, and Mercado Pago payments under way. */
export interface FulfilmentCounts {
  toPrepare: number;
  ready: number;
  shipped: number;
  paying: number;
}

export interface DashboardRows {
  months: MonthSalesRow[];
  fulfilment: FulfilmentCounts;
  waiting: { withReceipt: number; withoutReceipt: number; oldest: WaitingOrderRow[] };
  bestSellers: BestSellerRow[];
  lowStock: LowStockRow[];
}

const timestampArray = (values: readonly Date[]) => `{${values.map((d) => d.toISOString()).join(",")}}`;

/**
 * Everything the dashboard shows, in the caller's unit of work (the statements are pipelined on one
 * connection). Approved sales per month: one index-only range scan per month, summed as it goes (on
 * PGlite with 100,000 orders 2-4 times faster than bucketing the whole window with width_bucket, which
 * has to sort it).
 */
export async function readDashboard(tx: Tx, q: DashboardQuery): Promise<DashboardRows> {
  if (q.monthBounds.length < 2) throw new RangeError("monthBounds needs at least two instants");
  const bounds = timestampArray(q.monthBounds);

  const [months, counts, oldest, bestSellers, lowStock, fulfilment] = await Promise.all([
    tx<MonthSalesRow[]>`
      select m.i as bucket, s.total, s.count
        from (select ${bounds}::timestamptz[] as b) bounds
       cross join generate_series(1, ${q.monthBounds.length - 1}) m(i)
       cross join lateral (
             select coalesce(sum(o.total), 0)::float8 as total, count(*)::int as count
               from orders o
              where o.status = 'approved' and o.created_at >= bounds.b[m.i] and o.created_at < bounds.b[m.i + 1]) s
       order by 1`,
    tx<{ withReceipt: number; withoutReceipt: number }[]>`
      select count(*) filter (where o.receipt_file_id is not null)::int as "withReceipt",
             count(*) filter (where o.receipt_file_id is null)::int as "withoutReceipt"
        from orders o
       where o.status = 'pending' and o.payment_method = 'bank'`,
    tx<WaitingOrderRow[]>`
      select o.id::int, o.first_name || ' ' || o.last_name as "customerName", o.total,
             o.created_at as "createdAt", o.receipt_file_id is not null as "hasReceipt"
        from orders o
       where o.status = 'pending' and o.payment_method = 'bank'
       order by o.created_at, o.id
       limit ${q.waitingLimit}`,
    // Items of products since deleted (product_id null) have nothing to link to and are left out.
    tx<BestSellerRow[]>`
      select p.id::int as "productId", p.name, p.slug,
             sum(i.quantity)::int as units, sum(i.line_total)::float8 as revenue
        from orders o
        join order_items i on i.order_id = o.id
        join products p on p.id = i.product_id
       where o.status = 'approved' and o.created_at >= ${q.bestSellersFrom} and o.created_at < ${q.bestSellersTo}
       group by p.id
       order by units desc, revenue desc, p.id
       limit ${q.bestSellersLimit}`,
    tx<LowStockRow[]>`
      select p.id::int as "productId", p.name, p.slug, p.quantity, p.published, p.stock_mode as "stockMode",
             p.bulk_stock as "bulkStock", p.unit,
             coalesce((select json_agg(json_build_object('size', v.size, 'stock', v.stock,
                                                         'waiting', (select count(*) from stock_alerts a
                                                                      where a.variant_id = v.id and a.status = 'waiting' and a.restocked_at is null))
                                       order by v.size)
                         from product_variants v where v.product_id = p.id), '[]') as sizes,
             (select count(*)::int from stock_alerts a
               where a.product_id = p.id and a.status = 'waiting' and a.restocked_at is null) as "stockAlertsWaiting"
        from products p
       where p.quantity <= ${q.lowStockThreshold}
       order by p.quantity, p.name_key, p.id
       limit ${q.lowStockLimit}`,
    // The same conditions as the desk's filters ('Por preparar', 'Listos para retirar', 'Enviados', 'Pago en curso').
    tx<FulfilmentCounts[]>`
      select count(*) filter (where o.status = 'approved' and (o.fulfilment is null or o.fulfilment = 'preparing'))::int
               as "toPrepare",
             count(*) filter (where o.status = 'approved' and o.fulfilment = 'ready')::int as ready,
             count(*) filter (where o.status = 'approved' and o.fulfilment = 'shipped')::int as shipped,
             count(*) filter (where o.status = 'mercado')::int as paying
        from orders o
       where o.status in ('approved', 'mercado')
         and (o.status = 'mercado' or o.fulfilment is null or o.fulfilment in ('preparing', 'ready', 'shipped'))`,
  ]);

  const waiting = counts[0] ?? { withReceipt: 0, withoutReceipt: 0 };
  return {
    months: [...months],
    fulfilment: fulfilment[0] ?? { toPrepare: 0, ready: 0, shipped: 0, paying: 0 },
    waiting: { withReceipt: waiting.withReceipt, withoutReceipt: waiting.withoutReceipt, oldest: [...oldest] },
    bestSellers: [...bestSellers],
    lowStock: [...lowStock],
  };
}

/**
 * Unfinished checkouts reminded in [from, to) (issue 43; decision 034): how many carts got a reminder, how many of
 * them an order from the address followed (not cancelled, within RECOVERED_WITHIN_DAYS of a reminder of that cart),
 * and the total of those orders that are approved (each order counted once).
 */
export async function readRecoveredCarts(tx: Tx, from: Date, to: Date): Promise<RecoveredCarts> {
  const [row] = await tx<RecoveredCarts[]>`
    with reminded as (
      select r.cart_id, lower(r.email) as email, min(r.sent_at) as first_sent, max(r.sent_at) as last_sent
        from cart_reminders r
       where r.sent_at >= ${from} and r.sent_at < ${to}
       group by r.cart_id, lower(r.email)),
    followed as (
      select distinct m.cart_id, o.id, o.total, o.status
        from reminded m
        join orders o on lower(o.email) = m.email and o.status <> 'cancel'
                     and o.created_at > m.first_sent
                     and o.created_at <= m.last_sent + make_interval(days => ${RECOVERED_WITHIN_DAYS}))
    select (select count(*)::int from reminded) as reminded,
           (select count(distinct cart_id)::int from followed) as recovered,
           (select coalesce(sum(total), 0)::float8 from (select distinct id, total from followed where status = 'approved') p)
             as revenue`;
  return row ?? { reminded: 0, recovered: 0, revenue: 0 };
}

export interface CodeSalesRow {
  code: string;
  orders: number;
  discount: number;
  total: number;
}

/** Approved orders placed with a discount code in [from, to), by code (as the owner wrote it), most sold first. */
export async function readSalesByCode(tx: Tx, from: Date, to: Date, limit = 10): Promise<CodeSalesRow[]> {
  return tx<CodeSalesRow[]>`
    select o.discount_code as code, count(*)::int as orders, sum(o.code_discount)::float8 as discount,
           sum(o.total)::float8 as total
      from orders o
     where o.status = 'approved' and o.discount_code is not null and o.created_at >= ${from} and o.created_at < ${to}
     group by o.discount_code
     order by total desc, code
     limit ${limit}`;
}

/** This month's approved sales by channel (decision 035): 'web', 'telefono', 'whatsapp', 'local'. */
export async function readSalesByChannel(tx: Tx, from: Date, to: Date) {
  return tx<{ channel: string; orders: number; total: number }[]>`
    select o.channel, count(*)::int as orders, sum(o.total)::float8 as total
      from orders o
     where o.status = 'approved' and o.created_at >= ${from} and o.created_at < ${to}
     group by o.channel`;
}

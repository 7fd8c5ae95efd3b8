import type { OrderItem } from "../../domain/api/orders.ts";
import type { IvaRate } from "../../domain/invoices.ts";
import type { OrderShipping } from "../../domain/shipping.ts";
import type { OrderPricingRules } from "../../domain/shop-rules.ts";
import type { StockMode } from "../../domain/stock.ts";
import type { Tx } from "./database.ts";

/** An integer array literal; postgres.js without type fetching (prepare/fetch_types off) cannot bind JS arrays. */
const intArray = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

export interface VariantForSale {
  variantId: number;
  productId: number;
  name: string;
  slug: string;
  unit: string;
  size: number;
  unitPrice: number;
  /** How the product counts its stock, its bulk (in its unit) and this size's own units (size mode). */
  stockMode: StockMode;
  bulkStock: number;
  sizeStock: number;
  image: string | null;
  /** 'Sin derecho de arrepentimiento': the owner's reason, else null (decision 029). */
  noWithdrawalReason: string | null;
  /** The size's shipping weight in grams (issue 45), null when not known. */
  shippingGrams: number | null;
  /** What a wholesale list prices from (issue 44): the size's list price, the product's discount and category. */
  listPrice: number;
  discount: number;
  categoryId: number | null;
}

/** Current prices and stock of the given variants (published products only). */
export async function readVariantsForSale(tx: Tx, variantIds: number[]): Promise<VariantForSale[]> {
  if (variantIds.length === 0) return [];
  return tx<VariantForSale[]>`
    select v.id::int as "variantId", p.id::int as "productId", p.name, p.slug, p.unit, v.size,
           v.final_price as "unitPrice", p.stock_mode as "stockMode", p.bulk_stock as "bulkStock",
           v.stock as "sizeStock", p.thumb_images[1] as image,
           case when p.no_withdrawal then p.no_withdrawal_reason end as "noWithdrawalReason",
           v.shipping_grams as "shippingGrams", v.price as "listPrice", p.discount,
           p.category_id::int as "categoryId"
      from product_variants v join products p on p.id = v.product_id
     where v.id = any(${intArray(variantIds)}::bigint[]) and p.published`;
}

/** Claims an idempotency key; returns the existing claim when the key was used before. */
export async function claimIdempotencyKey(tx: Tx, key: string, scope: string, requestHash: string) {
  const inserted = await tx`
    insert into idempotency_keys (key, scope, request_hash) values (${key}, ${scope}, ${requestHash})
    on conflict (key) do nothing returning key`;
  if (inserted.length === 1) return { fresh: true as const };
  const [existing] = await tx<{ scope: string; requestHash: string; orderId: number | null }[]>`
    select scope, request_hash as "requestHash", order_id::int as "orderId" from idempotency_keys where key = ${key}`;
  return { fresh: false as const, ...existing! };
}

export async function attachOrderToKey(tx: Tx, key: string, orderId: number) {
  await tx`update idempotency_keys set order_id = ${orderId} where key = ${key}`;
}

export interface NewOrder {
  accessToken: string;
  status: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  rut: string | null;
  /** With a RUT: the company the e-Factura is made out to (issue 26). */
  companyName: string | null;
  companyAddress: string | null;
  /** Without a RUT, from DGI's threshold: the buyer's cédula (bare digits) for the e-Ticket. */
  buyerDocument: string | null;
  street: string | null;
  apartment: string | null;
  town: string | null;
  zip: string | null;
  deliveryMethod: string;
  paymentMethod: string;
  paymentType: string | null;
  subtotal: number;
  /** The discount code as the owner wrote it, and what it took off the products. */
  discountCode: string | null;
  codeDiscount: number;
  transferDiscount: number;
  deliveryFee: number;
  total: number;
  estimatedDate: string;
  note: string | null;
  subscribed: boolean;
  receiptFileId: string | null;
  /** Mercado Pago orders hold their stock until then without a payment. */
  reservationExpiresAt: Date | null;
  /** The shop's rules the order was priced and estimated with (kept: a later change never reprices it). */
  pricingRules: OrderPricingRules;
  /** The shopper's account when it was placed signed in to 'Mi cuenta' (issue 43); null for a guest. */
  customerUserId?: string | null;
  /** Interior shipping: carrier, agency or address, weight and fee (services/orders/interior-shipping.ts). */
  shipping?: OrderShipping | null;
  /** Where it came from: 'web' (checkout) or the owner's channel (decision 035). */
  channel?: string;
  /** Priced from a wholesale list (issue 44): the list (its name as it was) and the buyer's company. */
  priceList?: { id: number; name: string; companyId: number } | null;
}

export interface NewOrderItem {
  productId: number;
  variantId: number;
  productName: string;
  productSlug: string;
  size: number;
  unit: string;
  unitPrice: number;
  quantity: number;
  /** What the line took from the stock (worker/db/order-stock.ts), so it can be given back there. */
  stockSource: StockMode;
  stockAmount: number;
  /** The owner changed the price (decision 035): the list price, the reason and who changed it. */
  priceChange?: { listPrice: number; reason: string; by: string | null; byEmail: string | null } | null;
  /** The retail unit price a wholesale list's price replaced (issue 44); absent or null: sold at retail. */
  retailUnitPrice?: number | null;
}

/**
 * Stores the order and its lines in one statement (one round trip: it runs under the products' locks). Each line
 * keeps the IVA rate its product had when sold (its CFE is built from it, maybe days later); the lines get their
 * ids in the request's order. The caller records the order's first history line (order-moves.ts).
 */
export async function insertOrder(tx: Tx, order: NewOrder, items: NewOrderItem[]): Promise<number> {
  const lines = items.map((item) => ({
    product_id: item.productId,
    variant_id: item.variantId,
    product_name: item.productName,
    product_slug: item.productSlug,
    size: item.size,
    unit: item.unit,
    unit_price: item.unitPrice,
    quantity: item.quantity,
    line_total: item.unitPrice * item.quantity,
    stock_source: item.stockSource,
    stock_amount: item.stockAmount,
    list_price: item.priceChange?.listPrice ?? null,
    price_reason: item.priceChange?.reason ?? null,
    price_changed_by: item.priceChange?.by ?? null,
    price_changed_by_email: item.priceChange?.byEmail ?? null,
    retail_unit_price: item.retailUnitPrice ?? null,
  }));
  const [row] = await tx<{ id: number }[]>`
    with placed as (
      insert into orders (access_token, status, email, first_name, last_name, phone, rut, street, apartment, town, zip,
                          delivery_method, payment_method, payment_type, subtotal, transfer_discount, delivery_fee,
                          total, estimated_date, note, subscribed, receipt_file_id, reservation_expires_at,
                          pricing_rules, discount_code, code_discount, company_name, company_address, buyer_document,
                          terms_version, customer_user_id, shipping, channel, price_list_id, price_list_name,
                          company_id)
      values (${order.accessToken}, ${order.status}, ${order.email}, ${order.firstName}, ${order.lastName},
              ${order.phone}, ${order.rut}, ${order.street}, ${order.apartment}, ${order.town}, ${order.zip},
              ${order.deliveryMethod}, ${order.paymentMethod}, ${order.paymentType}, ${order.subtotal},
              ${order.transferDiscount}, ${order.deliveryFee}, ${order.total}, ${order.estimatedDate},
              ${order.note}, ${order.subscribed}, ${order.receiptFileId}, ${order.reservationExpiresAt},
              ${tx.json(order.pricingRules as never)}, ${order.discountCode}, ${order.codeDiscount},
              ${order.companyName}, ${order.companyAddress}, ${order.buyerDocument},
              -- The Términos in force now: the shopper accepted them at checkout (issue 40).
              (select max(v.version) from page_versions v where v.slug = 'terminos'),
              ${order.customerUserId ?? null}::uuid,
              ${order.shipping ? tx.json(order.shipping as never) : null},
              ${order.channel ?? "web"}, ${order.priceList?.id ?? null}, ${order.priceList?.name ?? null},
              ${order.priceList?.companyId ?? null})
      returning id),
    stored_lines as (
      insert into order_items (order_id, product_id, variant_id, product_name, product_slug, size, unit,
                               unit_price, quantity, line_total, stock_source, stock_amount, iva_rate,
                               list_price, price_reason, price_changed_by, price_changed_by_email,
                               retail_unit_price)
      select placed.id, l.product_id, l.variant_id, l.product_name, l.product_slug, l.size, l.unit, l.unit_price,
             l.quantity, l.line_total, l.stock_source, l.stock_amount,
             coalesce((select p.iva_rate from products p where p.id = l.product_id), 'basica'),
             l.list_price, l.price_reason, l.price_changed_by, l.price_changed_by_email, l.retail_unit_price
        from placed,
             rows from (json_to_recordset(${tx.json(lines as never)}::json)
               as (product_id bigint, variant_id bigint, product_name text, product_slug text, size integer,
                   unit text, unit_price integer, quantity integer, line_total integer, stock_source text,
                   stock_amount integer, list_price integer, price_reason text, price_changed_by uuid,
                   price_changed_by_email text, retail_unit_price integer)) with ordinality
               as l(product_id, variant_id, product_name, product_slug, size, unit, unit_price, quantity,
                    line_total, stock_source, stock_amount, list_price, price_reason, price_changed_by,
                    price_changed_by_email, retail_unit_price, n)
       order by l.n)
    select id::int from placed`;
  return row!.id;
}

/** A line as the order keeps it: what the customer sees, and the IVA rate it was sold at (for its CFE). */
export type OrderRowItem = OrderItem & { ivaRate: IvaRate };

export interface OrderRow {
  id: number;
  accessToken: string;
  status: string;
  createdAt: Date;
  estimatedDate: string;
  deliveryMethod: string;
  paymentMethod: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  rut: string | null;
  /** The e-Factura's receiver with a RUT; the buyer's cédula for an e-Ticket above DGI's amount (issue 26). */
  companyName: string | null;
  companyAddress: string | null;
  buyerDocument: string | null;
  street: string | null;
  apartment: string | null;
  town: string | null;
  zip: string | null;
  note: string | null;
  subtotal: number;
  discountCode: string | null;
  codeDiscount: number;
  transferDiscount: number;
  deliveryFee: number;
  total: number;
  hasReceipt: boolean;
  /** Mercado Pago: the payment the order's state rests on, and where its buyer pays while it waits. */
  paymentId: string | null;
  paymentType: string | null;
  paymentStatus: string | null;
  paymentStatusDetail: string | null;
  mpPreferenceId: string | null;
  checkoutUrl: string | null;
  reservationExpiresAt: Date | null;
  refundNeeded: boolean;
  /** Cancelled by 'Anular venta' after approval: 'Anulado', not 'Rechazado' (issue 38, item 8). */
  saleAnnulled: boolean;
  /** After approval: preparing, ready, shipped, delivered, collected (null: not started). */
  fulfilment: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippingAgency: string | null;
  /** The shop's rules the order was priced and estimated with. */
  pricingRules: OrderPricingRules;
  /** The version of the Términos y condiciones the shopper accepted (null: placed before issue 40). */
  termsVersion?: number | null;
  /** Interior shipping by carrier (issue 45): null for pickup, Montevideo and older orders. */
  shipping?: OrderShipping | null;
  /** The wholesale list the order was priced with (issue 44), its name as it was; null: retail. */
  priceListName?: string | null;
  /** The quote the order accepted (issue 44): its id and number ('C-1001'); null otherwise. */
  quoteId?: number | null;
  quoteNumber?: string | null;
  items: OrderRowItem[];
}

/** The line's lots once recorded (decision 033): {lots: [{number, expiresOn, quantity}]}, else nothing. */
const ITEM_LOTS = (tx: Tx) => tx`
  coalesce((select jsonb_build_object('lots', jsonb_agg(jsonb_build_object('number', l.number,
                     'expiresOn', to_char(l.expires_on, 'YYYY-MM-DD'), 'quantity', x.quantity)
                     order by l.expires_on, l.id))
              from order_item_lots x join product_lots l on l.id = x.lot_id
             where x.order_item_id = i.id having count(*) > 0), '{}'::jsonb)`;

export async function readOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx<OrderRow[]>`
    select o.id::int, o.access_token as "accessToken", o.status, o.created_at as "createdAt",
           to_char(o.estimated_date, 'YYYY-MM-DD') as "estimatedDate", o.delivery_method as "deliveryMethod",
           o.payment_method as "paymentMethod", o.email, o.first_name as "firstName", o.last_name as "lastName",
           o.phone, o.rut, o.company_name as "companyName", o.company_address as "companyAddress",
           o.buyer_document as "buyerDocument", o.street, o.apartment, o.town, o.zip, o.note, o.subtotal,
           o.discount_code as "discountCode", o.code_discount as "codeDiscount",
           o.transfer_discount as "transferDiscount", o.delivery_fee as "deliveryFee", o.total,
           o.receipt_file_id is not null as "hasReceipt",
           o.payment_id as "paymentId", o.payment_type as "paymentType", o.payment_status as "paymentStatus",
           o.payment_status_detail as "paymentStatusDetail", o.mp_preference_id as "mpPreferenceId",
           o.checkout_url as "checkoutUrl", o.reservation_expires_at as "reservationExpiresAt",
           o.refund_needed as "refundNeeded", o.sale_annulled as "saleAnnulled", o.fulfilment, o.carrier,
           o.tracking_number as "trackingNumber", o.tracking_url as "trackingUrl", o.shipping_agency as "shippingAgency", o.pricing_rules as "pricingRules",
           o.terms_version as "termsVersion", o.shipping, o.price_list_name as "priceListName",
           o.quote_id::int as "quoteId", (select q.number from quotes q where q.id = o.quote_id) as "quoteNumber",
           coalesce((select json_agg(json_build_object('productId', i.product_id::int, 'variantId', i.variant_id::int,
                       'productName', i.product_name, 'productSlug', i.product_slug,
                       'size', i.size, 'unit', i.unit, 'unitPrice', i.unit_price, 'quantity', i.quantity,
                       'lineTotal', i.line_total, 'ivaRate', i.iva_rate)::jsonb || ${ITEM_LOTS(tx)}
                       -- A wholesale line (issue 44): the retail price its list price replaced.
                       || case when i.retail_unit_price is null then '{}'::jsonb
                               else jsonb_build_object('retailUnitPrice', i.retail_unit_price) end order by i.id)
                       from order_items i where i.order_id = o.id), '[]') as items
      from orders o where o.id = ${orderId}`;
  return row;
}

/** Where the buyer of a Mercado Pago order pays (its Checkout Pro preference). */
export async function attachPreference(tx: Tx, orderId: number, preference: { id: string; initPoint: string }) {
  await tx`update orders set mp_preference_id = ${preference.id}, checkout_url = ${preference.initPoint}
            where id = ${orderId}`;
}

/**
 * A transfer receipt sent later from the order page: it takes the place of the one the order had (the earlier file,
 * no longer referenced, goes with the receipt sweep). Only while the order is a bank transfer waiting for the money;
 * false when it no longer is (the caller holds the order's lock).
 */
export async function replaceOrderReceipt(tx: Tx, orderId: number, fileId: string): Promise<boolean> {
  const rows = await tx`
    update orders set receipt_file_id = ${fileId}
     where id = ${orderId} and status = 'pending' and payment_method = 'bank'
     returning id`;
  return rows.length === 1;
}

import type { DocumentKind, OrderDocument, ProductDocument, ProductDocumentVersion } from "../../domain/documents.ts";
import type { Tx } from "./database.ts";

// A product's FDS and Ficha técnica, their versions, and the versions each order received (issue 42; migration
// 20261203020000). Only this file has their SQL.

const versionColumns = (tx: Tx) => tx`
  d.id::int, d.kind, to_char(d.revision_date, 'YYYY-MM-DD') as "revisionDate", d.url,
  d.added_at as "addedAt", d.superseded_at as "supersededAt",
  exists (select 1 from order_documents od where od.document_id = d.id) as received`;

/** Every version of the product's documents, current first, then newest first (the back office's history). */
export function listProductDocuments(tx: Tx, productId: number): Promise<ProductDocumentVersion[]> {
  return tx<ProductDocumentVersion[]>`
    select ${versionColumns(tx)} from product_documents d
     where d.product_id = ${productId}
     order by d.kind, d.superseded_at is not null, d.added_at desc, d.id desc`;
}

/** The product, locked until the commit (one new version at a time); false if there is none. */
export async function lockDocumentProduct(tx: Tx, productId: number): Promise<boolean> {
  const rows = await tx`select 1 from products where id = ${productId} for update`;
  return rows.length > 0;
}

/** Adds a version as the current one of its kind; the one it replaces (if any) is superseded, kept for orders. */
export async function addDocumentVersion(
  tx: Tx,
  doc: { productId: number; kind: DocumentKind; revisionDate: string; fileId: string; url: string },
): Promise<number> {
  await tx`
    update product_documents set superseded_at = now()
     where product_id = ${doc.productId} and kind = ${doc.kind} and superseded_at is null`;
  const [row] = await tx<{ id: number }[]>`
    insert into product_documents (product_id, kind, revision_date, file_id, url)
    values (${doc.productId}, ${doc.kind}, ${doc.revisionDate}::date, ${doc.fileId}::uuid, ${doc.url})
    returning id::int`;
  return row!.id;
}

/** One version of the product's documents, locked; undefined if the product has no such document. */
export async function lockDocumentVersion(
  tx: Tx,
  productId: number,
  id: number,
): Promise<(ProductDocumentVersion & { fileId: string }) | undefined> {
  const [row] = await tx<(ProductDocumentVersion & { fileId: string })[]>`
    select ${versionColumns(tx)}, d.file_id as "fileId" from product_documents d
     where d.id = ${id} and d.product_id = ${productId} for update of d`;
  return row;
}

/**
 * Deletes a version no order received; when it was the current one, the version it had replaced (the newest
 * superseded of its kind) is current again. Its stored file is erased by the caller once this commits.
 */
export async function deleteDocumentVersion(
  tx: Tx,
  doc: { id: number; productId: number; kind: DocumentKind; current: boolean },
): Promise<void> {
  await tx`delete from product_documents where id = ${doc.id}`;
  if (doc.current) {
    await tx`
      update product_documents set superseded_at = null
       where id = (select id from product_documents
                    where product_id = ${doc.productId} and kind = ${doc.kind}
                    order by added_at desc, id desc limit 1)`;
  }
}

/** The current FDS and Ficha técnica of a product (the storefront's downloads), FDS first. */
export const currentDocumentsOf = (tx: Tx, productId: ReturnType<Tx["unsafe"]>) => tx`
  coalesce((select json_agg(json_build_object('kind', d.kind, 'revisionDate', to_char(d.revision_date, 'YYYY-MM-DD'),
                                              'url', d.url) order by d.kind)
              from product_documents d where d.product_id = ${productId} and d.superseded_at is null), '[]')`;

/** The current documents of one product, as the storefront lists them. */
export async function readCurrentDocuments(tx: Tx, productId: number): Promise<ProductDocument[]> {
  const [row] = await tx<{ documents: ProductDocument[] }[]>`
    select ${currentDocumentsOf(tx, tx`${productId}::bigint`)} as documents`;
  return row?.documents ?? [];
}

/** Records, at the order's approval, the versions current then of each bought product's documents (once). */
export async function recordOrderDocuments(tx: Tx, orderId: number): Promise<void> {
  await tx`
    insert into order_documents (order_id, document_id, product_id)
    select distinct ${orderId}::bigint, d.id, d.product_id
      from order_items i join product_documents d on d.product_id = i.product_id and d.superseded_at is null
     where i.order_id = ${orderId}
    on conflict do nothing`;
}

/**
 * The documents an order received (recorded at its approval), by product as the order names it, FDS first. An FDS
 * is `firstPurchase` when the order has a RUT and no other order with that RUT or e-mail address containing that
 * product had been approved before (decision 033: the business buyer's first purchase of a product).
 */
export function readOrderDocuments(tx: Tx, orderId: number): Promise<OrderDocument[]> {
  return tx<OrderDocument[]>`
    select distinct on (od.product_id, d.kind)
           od.product_id::int as "productId", i.product_name as "productName", d.kind,
           to_char(d.revision_date, 'YYYY-MM-DD') as "revisionDate", d.url,
           (d.kind = 'fds' and o.rut is not null and not exists (
              select 1 from orders o2
                join order_items i2 on i2.order_id = o2.id and i2.product_id = od.product_id
               where o2.id <> o.id and (o2.rut = o.rut or lower(o2.email) = lower(o.email))
                 and exists (select 1 from order_status_history h
                              where h.order_id = o2.id and h.to_status = 'approved' and h.created_at < od.recorded_at)
           )) as "firstPurchase"
      from order_documents od
      join orders o on o.id = od.order_id
      join product_documents d on d.id = od.document_id
      join order_items i on i.order_id = od.order_id and i.product_id = od.product_id
     where od.order_id = ${orderId}
     order by od.product_id, d.kind, i.id`;
}

/** Of these products, those with a GHS pictogram and no current FDS (they cannot be published: issue 42). */
export function productsLackingFds(tx: Tx, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx<{ id: number; name: string }[]>`
    select p.id::int, p.name from products p
     where p.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::text::jsonb))::bigint)
       and cardinality(p.ghs_pictograms) > 0
       and not exists (select 1 from product_documents d
                        where d.product_id = p.id and d.kind = 'fds' and d.superseded_at is null)`;
}

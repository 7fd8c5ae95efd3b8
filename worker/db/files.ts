import type { Tx } from "./database.ts";

export async function insertStoredFile(
  tx: Tx,
  file: { bucket: string; path: string; contentType: string; bytes: Uint8Array; data: Uint8Array | null },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into stored_files (bucket, path, content_type, size_bytes, data)
    values (${file.bucket}, ${file.path}, ${file.contentType}, ${file.bytes.byteLength}, ${file.data ? Buffer.from(file.data) : null})
    returning id`;
  return row!.id;
}

/**
 * A receipt may be attached to one order only, and must exist. The file's row stays key-share locked
 * until the order's transaction ends, so the receipt sweep (which skips locked rows) cannot remove it
 * meanwhile; a receipt the sweep is removing right now is waited for and then found gone.
 */
export async function isReceiptAttachable(tx: Tx, fileId: string): Promise<boolean> {
  const [row] = await tx<{ free: boolean }[]>`
    select not exists (select 1 from orders o where o.receipt_file_id = f.id) as free
      from stored_files f
     where f.id = ${fileId} and f.bucket = 'receipts'
       for key share of f`;
  return row?.free ?? false;
}

export interface StoredFile {
  id: string;
  bucket: string;
  path: string;
  contentType: string;
  sizeBytes: number;
  /** The bytes when the embedded Storage adapter keeps them in the row; null when they are in a bucket. */
  data: Uint8Array | null;
  createdAt: Date;
}

/** One stored file with its bytes (if kept in the row); null if there is none. Admins only (RLS). */
export async function readStoredFile(tx: Tx, id: string): Promise<StoredFile | null> {
  const [row] = await tx<(Omit<StoredFile, "data" | "createdAt"> & { data: Uint8Array | null; createdAt: string })[]>`
    select id, bucket, path, content_type as "contentType", size_bytes as "sizeBytes", data,
           created_at as "createdAt"
      from stored_files where id = ${id}`;
  if (!row) return null;
  return { ...row, data: row.data ? new Uint8Array(row.data) : null, createdAt: new Date(row.createdAt) };
}

export interface SweepableFile {
  id: string;
  bucket: string;
  path: string;
}

/**
 * Locks up to `limit` receipts uploaded before `cutoff` that no order references, oldest first. Rows
 * another transaction holds (an order attaching one, another sweep) are skipped, so two sweeps running
 * at once take disjoint sets.
 */
export async function lockUnattachedReceipts(tx: Tx, cutoff: Date, limit: number): Promise<SweepableFile[]> {
  return tx<SweepableFile[]>`
    select f.id, f.bucket, f.path
      from stored_files f
     where f.bucket = 'receipts' and f.created_at < ${cutoff.toISOString()}
       and not exists (select 1 from orders o where o.receipt_file_id = f.id)
     order by f.created_at, f.id
     limit ${limit}
       for update of f skip locked`;
}

/**
 * Deletes the given (locked) files that are still unattached, checked again by this statement's fresh
 * snapshot: an order committed after the lock query's snapshot and before its lock shows up here.
 * Returns the files deleted.
 */
export async function deleteUnattachedFiles(tx: Tx, ids: string[]): Promise<SweepableFile[]> {
  if (ids.length === 0) return [];
  return tx<SweepableFile[]>`
    delete from stored_files f
     where f.id = any(${`{${ids.join(",")}}`}::uuid[])
       and not exists (select 1 from orders o where o.receipt_file_id = f.id)
    returning f.id, f.bucket, f.path`;
}

/** The bytes of a public image kept in its row (embedded Storage); null if there is no such image or row bytes. */
export async function readPublicImage(tx: Tx, path: string): Promise<Uint8Array | null> {
  const [row] = await tx<{ data: Uint8Array | null }[]>`
    select data from stored_files where bucket = 'images' and path = ${path}`;
  return row?.data ? new Uint8Array(row.data) : null;
}

/** Deletes the rows of these public images; returns those that existed (their bytes may live in a bucket). */
export async function deletePublicImages(tx: Tx, paths: string[]): Promise<SweepableFile[]> {
  if (paths.length === 0) return [];
  return tx<SweepableFile[]>`
    delete from stored_files
     where bucket = 'images' and path = any(${`{${paths.map((p) => `"${p.replace(/["\\]/g, "")}"`).join(",")}}`}::text[])
    returning id, bucket, path`;
}

/**
 * Locks up to `limit` uploaded images older than `cutoff` that nothing shows: no product, category, blog post,
 * banner or feed item names them (a photo uploaded for a form that was never saved, a card whose full image is
 * gone). Rows another transaction holds are skipped. Cards go with their image (deletePublicImages' caller).
 */
export async function lockUnusedImages(tx: Tx, cutoff: Date, limit: number): Promise<SweepableFile[]> {
  return tx<SweepableFile[]>`
    with used as (
      select unnest(images || thumb_images) as url from products
      union all select image from categories where image is not null
      union all select cover_image_url from blog_posts
      union all select unnest(image_urls) from blog_posts
      union all select image from banners where image is not null
      union all select img from feed_items
    )
    select f.id, f.bucket, f.path
      from stored_files f
     where f.bucket = 'images' and f.created_at < ${cutoff.toISOString()}
       and not exists (
         select 1 from used
          where used.url like '%/images/' || regexp_replace(f.path, '(\\.card)?\\.(webp|jpg|png)$', '') || '.%'
       )
     order by f.created_at, f.id
     limit ${limit}
       for update of f skip locked`;
}

/** Deletes these (locked) image rows; returns them. */
export async function deleteFilesById(tx: Tx, ids: string[]): Promise<SweepableFile[]> {
  if (ids.length === 0) return [];
  return tx<SweepableFile[]>`
    delete from stored_files f where f.id = any(${`{${ids.join(",")}}`}::uuid[])
    returning f.id, f.bucket, f.path`;
}

/** The bytes of a public document (a product's PDF) kept in its row (embedded Storage); null if there are none. */
export async function readPublicDocument(tx: Tx, path: string): Promise<Uint8Array | null> {
  const [row] = await tx<{ data: Uint8Array | null }[]>`
    select data from stored_files where bucket = 'documents' and path = ${path} and content_type = 'application/pdf'`;
  return row?.data ? new Uint8Array(row.data) : null;
}

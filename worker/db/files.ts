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

/** A receipt may be attached to one order only, and must exist. */
export async function isReceiptAttachable(tx: Tx, fileId: string): Promise<boolean> {
  const [row] = await tx<{ ok: boolean }[]>`
    select exists (select 1 from stored_files f where f.id = ${fileId} and f.bucket = 'receipts')
       and not exists (select 1 from orders o where o.receipt_file_id = ${fileId}) as ok`;
  return row?.ok ?? false;
}

import type { Config } from "../config.ts";
import { type Database, serviceRole } from "../db/database.ts";
import { insertStoredFile } from "../db/files.ts";

/** Where a stored file's bytes are: its bucket and path. */
export interface StoredObject {
  bucket: string;
  path: string;
}

/**
 * Storage port: keeps uploaded bytes and returns the id of their stored_files row; removes them again.
 * The stored_files row is the record orders point to; whoever removes files deletes their rows in the
 * same transaction (worker/services/jobs/sweep-receipts.ts), so `remove` deals with the bytes only.
 */
export interface StoragePort {
  put(input: { bucket: string; path: string; contentType: string; bytes: Uint8Array }): Promise<string>;
  /**
   * Deletes the bytes of these files wherever the adapter keeps them outside the stored_files row.
   * Idempotent: a file already gone is not an error. Throws if the store refuses, so the caller keeps
   * the rows (and retries later) rather than forgetting bytes that still exist.
   */
  remove(files: StoredObject[]): Promise<void>;
  /**
   * The bytes of a file kept outside its stored_files row; null when the store does not have it (or,
   * embedded, because the bytes are in the row itself). Throws if the store cannot be asked.
   */
  get(file: StoredObject): Promise<Uint8Array | null>;
  /**
   * Where browsers fetch a file of a public bucket (catalogue and site images): the Worker's /media/… when
   * embedded, the public Supabase Storage URL in production.
   */
  publicUrl(file: StoredObject): string;
}

/** Embedded: the bytes live in Postgres itself (stored_files.data), so they go with the row. */
export function databaseStorage(db: Database): StoragePort {
  return {
    put: (file) => db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: file.bytes })),
    remove: async () => {},
    get: async () => null,
    publicUrl: (file) => `/media/${file.bucket}/${file.path}`,
  };
}

/** Supabase Storage deletes at most this many objects per request. */
const REMOVE_BATCH = 1000;

/**
 * Production: Supabase Storage, plus the stored_files row that orders and the image sweep go by. Receipts go
 * to the private bucket 'receipts' (read with the service key only); catalogue and site images to the public
 * bucket 'images' (README: both are created once per project).
 */
export function supabaseStorage(config: Config, db: Database): StoragePort {
  const headers = {
    authorization: `Bearer ${config.SUPABASE_SERVICE_ROLE_KEY}`,
    apikey: config.SUPABASE_SERVICE_ROLE_KEY ?? "",
  };
  return {
    publicUrl: (file) => `${config.SUPABASE_URL}/storage/v1/object/public/${file.bucket}/${file.path}`,
    async put(file) {
      const res = await fetch(`${config.SUPABASE_URL}/storage/v1/object/${file.bucket}/${file.path}`, {
        method: "POST",
        headers: { ...headers, "content-type": file.contentType, "x-upsert": "false" },
        body: new Blob([file.bytes as Uint8Array<ArrayBuffer>]),
      });
      if (!res.ok) throw new Error(`Supabase Storage refused the upload: ${res.status} ${await res.text()}`);
      return db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: null }));
    },
    async get(file) {
      // The private bucket's authenticated download, with the service key (never a public URL).
      const res = await fetch(`${config.SUPABASE_URL}/storage/v1/object/authenticated/${file.bucket}/${file.path}`, {
        headers,
      });
      if (res.status === 404 || res.status === 400) return null; // Storage answers 400 "not_found" too
      if (!res.ok) throw new Error(`Supabase Storage refused the download: ${res.status} ${await res.text()}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    async remove(files) {
      // DELETE /storage/v1/object/{bucket} with {"prefixes": [paths]}: deletes the objects named, answers
      // 200 with those it found; names that do not exist are simply not in the answer.
      const byBucket = new Map<string, StoredObject[]>();
      for (const f of files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f]);
      for (const [bucket, inBucket] of byBucket) {
        for (let i = 0; i < inBucket.length; i += REMOVE_BATCH) {
          const paths = inBucket.slice(i, i + REMOVE_BATCH).map((f) => f.path);
          const res = await fetch(`${config.SUPABASE_URL}/storage/v1/object/${bucket}`, {
            method: "DELETE",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ prefixes: paths }),
          });
          if (!res.ok) throw new Error(`Supabase Storage refused to delete: ${res.status} ${await res.text()}`);
        }
      }
    },
  };
}

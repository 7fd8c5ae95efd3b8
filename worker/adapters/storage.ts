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

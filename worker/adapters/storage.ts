import type { Config } from "../config.ts";
import { type Database, serviceRole } from "../db/database.ts";
import { insertStoredFile } from "../db/files.ts";

/** Storage port: keeps uploaded bytes and returns the id of their stored_files row. */
export interface StoragePort {
  put(input: { bucket: string; path: string; contentType: string; bytes: Uint8Array }): Promise<string>;
}

/** Embedded: the bytes live in Postgres itself (stored_files.data). */
export function databaseStorage(db: Database): StoragePort {
  return {
    put: (file) => db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: file.bytes })),
  };
}

/**
 * Production: a private Supabase Storage bucket (not publicly listable; read with the service key or a
 * signed URL), plus the stored_files row that orders reference.
 */
export function supabaseStorage(config: Config, db: Database): StoragePort {
  return {
    async put(file) {
      const res = await fetch(`${config.SUPABASE_URL}/storage/v1/object/${file.bucket}/${file.path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${config.SUPABASE_SERVICE_ROLE_KEY}`,
          "content-type": file.contentType,
          "x-upsert": "false",
        },
        body: new Blob([file.bytes as Uint8Array<ArrayBuffer>]),
      });
      if (!res.ok) throw new Error(`Supabase Storage refused the upload: ${res.status} ${await res.text()}`);
      return db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: null }));
    },
  };
}

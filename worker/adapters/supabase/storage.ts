import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { serviceRole } from "../../db/database.ts";
import { insertStoredFile } from "../../db/files.ts";
import type { StoragePort, StoredObject } from "../storage.ts";
import { supabaseStorageClient } from "./client.ts";

/** Supabase Storage deletes at most this many objects per request. */
const REMOVE_BATCH = 1000;

/** Storage's "no such object": 404, or 400 with statusCode '404' / error 'not_found' in the body. */
function notFound(error: { status?: number; statusCode?: string; message?: string }): boolean {
  return error.status === 404 || error.statusCode === "404" || /not.?found/i.test(error.message ?? "");
}

/**
 * Production: Supabase Storage through supabase-js, with the secret (service role) key, plus the stored_files
 * row that orders and the image sweep go by. Receipts go to the private bucket 'receipts' (read with the
 * secret key only); catalogue and site images to the public bucket 'images' (README: both are created once
 * per project).
 */
export function supabaseStorage(
  config: Pick<Config, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">,
  db: Database,
  fetchFn?: typeof fetch,
): StoragePort {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = config;
  if (!url || !key) throw new Error("Supabase Storage needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY");
  const storage = supabaseStorageClient(url, key, fetchFn);
  return {
    publicUrl: (file) => storage.from(file.bucket).getPublicUrl(file.path).data.publicUrl,
    async put(file) {
      const { error } = await storage
        .from(file.bucket)
        .upload(file.path, file.bytes, { contentType: file.contentType, upsert: false });
      if (error) throw new Error(`Supabase Storage refused the upload: ${error.message}`);
      return db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: null }));
    },
    async get(file) {
      // Downloaded with the secret key (never through a public URL): receipts are in a private bucket.
      const { data, error } = await storage.from(file.bucket).download(file.path);
      if (error) {
        if (notFound(error as never)) return null;
        throw new Error(`Supabase Storage refused the download: ${error.message}`);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async remove(files) {
      // Deletes the objects named; names that do not exist are simply not in the answer (not an error).
      const byBucket = new Map<string, StoredObject[]>();
      for (const f of files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f]);
      for (const [bucket, inBucket] of byBucket) {
        for (let i = 0; i < inBucket.length; i += REMOVE_BATCH) {
          const paths = inBucket.slice(i, i + REMOVE_BATCH).map((f) => f.path);
          const { error } = await storage.from(bucket).remove(paths);
          if (error) throw new Error(`Supabase Storage refused to delete: ${error.message}`);
        }
      }
    },
  };
}

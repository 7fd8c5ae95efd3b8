import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { serviceRole } from "../../db/database.ts";
import { insertStoredFile } from "../../db/files.ts";
import type { StoragePort, StoredObject } from "../storage.ts";
import { StorageRequestError, storageRequests } from "./storage-requests.ts";

/** Supabase Storage deletes at most this many objects per request. */
const REMOVE_BATCH = 1000;

/** Storage's "no such object": 404, or 400 with statusCode '404' / error 'not_found' in the body. */
function notFound(error: StorageRequestError): boolean {
  return error.status === 404 || error.statusCode === "404" || /not.?found/i.test(error.message);
}

/** Runs a Storage request; its refusal becomes `what` and Storage's message. */
async function refused<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof StorageRequestError) throw new Error(`Supabase Storage refused ${what}: ${error.message}`);
    throw error;
  }
}

/**
 * Production: Supabase Storage (the requests storage-js sends, ./storage-requests.ts), with the secret (service role) key, plus the stored_files
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
  const storage = storageRequests(url, key, fetchFn);
  return {
    publicUrl: (file) => storage.publicUrl(file.bucket, file.path),
    async put(file) {
      await refused("the upload", storage.upload(file.bucket, file.path, file.bytes, file.contentType));
      return db.run(serviceRole, (tx) => insertStoredFile(tx, { ...file, data: null }));
    },
    async get(file) {
      // Downloaded with the secret key (never through a public URL): receipts are in a private bucket.
      try {
        return new Uint8Array(await (await storage.download(file.bucket, file.path)).arrayBuffer());
      } catch (error) {
        if (error instanceof StorageRequestError && notFound(error)) return null;
        throw error instanceof StorageRequestError
          ? new Error(`Supabase Storage refused the download: ${error.message}`)
          : error;
      }
    },
    async remove(files) {
      // Deletes the objects named; names that do not exist are simply not in the answer (not an error).
      const byBucket = new Map<string, StoredObject[]>();
      for (const f of files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f]);
      for (const [bucket, inBucket] of byBucket) {
        for (let i = 0; i < inBucket.length; i += REMOVE_BATCH) {
          const paths = inBucket.slice(i, i + REMOVE_BATCH).map((f) => f.path);
          await refused("to delete", storage.remove(bucket, paths));
        }
      }
    },
  };
}

import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";

/**
 * The Storage stand-in's objects: their rows (storage.objects' fields, in memory) and their bytes (in memory,
 * or under a directory: `<dir>/<bucket>/<name>`).
 */

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: {
    eTag: string;
    size: number;
    mimetype: string;
    cacheControl: string;
    lastModified: string;
    contentLength: number;
    httpStatusCode: number;
  };
}

export interface ObjectStore {
  get(bucket: string, name: string): StoredObject | null;
  read(object: StoredObject): Promise<Uint8Array>;
  put(input: {
    bucket: string;
    name: string;
    bytes: Uint8Array;
    mimetype: string;
    cacheControl: string;
    owner: string | null;
    now: Date;
  }): Promise<StoredObject>;
  remove(bucket: string, name: string): Promise<StoredObject | null>;
  list(): StoredObject[];
}

export function objectStore(dataDir?: string): ObjectStore {
  const rows = new Map<string, StoredObject>();
  const bytes = new Map<string, Uint8Array>();
  const key = (bucket: string, name: string) => `${bucket}/${name}`;
  const root = dataDir ? resolve(dataDir) : null;
  // Object names are S3 keys ("a/../b" is one): each segment is encoded, so the file stays under the root.
  const segment = (part: string) =>
    /^\.*$/.test(part) ? part.replaceAll(".", "%2E") || "%" : encodeURIComponent(part);
  const fileOf = (bucket: string, name: string) => {
    const path = resolve(root!, segment(bucket), ...name.split("/").map(segment));
    if (!path.startsWith(root! + sep)) throw new Error(`object name outside the data directory: ${name}`);
    return path;
  };

  return {
    get: (bucket, name) => rows.get(key(bucket, name)) ?? null,
    async read(object) {
      if (!root) return bytes.get(key(object.bucket_id, object.name)) ?? new Uint8Array();
      return new Uint8Array(await readFile(fileOf(object.bucket_id, object.name)));
    },
    async put({ bucket, name, bytes: body, mimetype, cacheControl, owner, now }) {
      if (root) {
        const path = fileOf(bucket, name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, body);
      } else bytes.set(key(bucket, name), body);
      const previous = rows.get(key(bucket, name));
      const row: StoredObject = {
        id: previous?.id ?? randomUUID(),
        bucket_id: bucket,
        name,
        owner,
        version: randomUUID(),
        created_at: previous?.created_at ?? now,
        updated_at: now,
        last_accessed_at: now,
        metadata: {
          eTag: `"${createHash("md5").update(body).digest("hex")}"`,
          size: body.byteLength,
          mimetype,
          cacheControl,
          lastModified: now.toISOString(),
          contentLength: body.byteLength,
          httpStatusCode: 200,
        },
      };
      rows.set(key(bucket, name), row);
      return row;
    },
    async remove(bucket, name) {
      const row = rows.get(key(bucket, name));
      if (!row) return null;
      rows.delete(key(bucket, name));
      bytes.delete(key(bucket, name));
      if (root) await rm(fileOf(bucket, name), { force: true });
      return row;
    },
    list: () => [...rows.values()],
  };
}

/** A row as Storage's JSON shows it (objectSchema). */
export function objectJson(object: StoredObject) {
  return {
    bucket_id: object.bucket_id,
    name: object.name,
    owner: object.owner ?? "",
    owner_id: object.owner ?? "",
    version: object.version,
    id: object.id,
    updated_at: object.updated_at.toISOString(),
    created_at: object.created_at.toISOString(),
    last_accessed_at: object.last_accessed_at.toISOString(),
    metadata: object.metadata,
    user_metadata: {},
  };
}

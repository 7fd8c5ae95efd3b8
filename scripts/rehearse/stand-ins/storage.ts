import { type Context, Hono } from "hono";
import { type ObjectStore, objectJson, objectStore, type StoredObject } from "./storage-objects.ts";
import { type GatewayEnv, gatewayAuth, gatewayCors, type ProjectKeys } from "./supabase-gateway.ts";

/**
 * Supabase Storage under /storage/v1: the object endpoints storage-js and the Worker use, after the source of
 * github.com/supabase/storage (src/http/routes/object, src/storage/renderer, src/internal/errors):
 *   POST   /object/:bucket/*                upload (raw body, or multipart as storage-js sends a Blob);
 *                                           `x-upsert: true` overwrites, else a taken name is "Duplicate"
 *   PUT    /object/:bucket/*                overwrite an existing object
 *   GET    /object/:bucket/*, /object/authenticated/:bucket/*   download (HEAD too)
 *   GET    /object/public/:bucket/*         public buckets only, no key needed (HEAD too)
 *   GET    /object/info/…                   the object's row
 *   DELETE /object/:bucket {prefixes}       200 with the rows removed
 *   DELETE /object/:bucket/*                one object
 * Roles: the secret key is service_role (everything); other callers (publishable key, user tokens) meet
 * Storage's row level security with no policies, as in this project: they write nothing and see only the
 * public buckets. Errors are Storage's: HTTP 400 (500 stays 500) with the real status in the body,
 * `{statusCode, code, error, message}`.
 */

export interface StorageOptions {
  keys: ProjectKeys;
  /** Bucket name → public. The project has `receipts` (private) and `images` (public). */
  buckets?: Record<string, { public: boolean }>;
  /** Checks a user's bearer token (the Auth stand-in's verify): its claims, or why it is refused. */
  verifyToken(token: string): Promise<{ claims: { sub?: string; role?: string } } | { error: string }>;
  /** Bytes kept under this directory; in memory without it. */
  dataDir?: string;
  now?: () => Date;
}

export interface Storage {
  app: Hono<GatewayEnv>;
  objects: ObjectStore;
}

export const PROJECT_BUCKETS = { receipts: { public: false }, images: { public: true } };

class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const noSuchBucket = () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found");
const noSuchKey = () => new StorageError(404, "NoSuchKey", "not_found", "Object not found");
const accessDenied = (message: string) => new StorageError(403, "AccessDenied", "Unauthorized", message);
const rlsDenied = () => accessDenied("new row violates row-level security policy");
/** Storage's VALID_OBJECT_KEY (src/storage/limits.ts): S3-safe characters. */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;

type Role = { role: string; owner: string | null };

export function createStorage(options: StorageOptions): Storage {
  const buckets: Record<string, { public: boolean }> = options.buckets ?? PROJECT_BUCKETS;
  const now = options.now ?? (() => new Date());
  const objects = objectStore(options.dataDir);

  /** The caller's role; a bad token is refused unless the route lets it through as anon. */
  async function roleOf(c: Context<GatewayEnv>, allowInvalidJwt = false): Promise<Role> {
    const caller = c.var.caller;
    if (caller.kind === "key") return { role: caller.role, owner: null };
    const verified = caller.token ? await options.verifyToken(caller.token) : { error: "Invalid Compact JWS" };
    if ("error" in verified) {
      if (allowInvalidJwt) return { role: "anon", owner: null };
      throw accessDenied(verified.error);
    }
    return { role: verified.claims.role ?? "anon", owner: verified.claims.sub ?? null };
  }

  const bucketOf = (name: string) => {
    const bucket = buckets[name];
    if (!bucket) throw noSuchBucket();
    return bucket;
  };

  /** The object, if this role may read it (public buckets: anyone; private: service_role only). */
  function readable(bucketName: string, name: string, role: Role): StoredObject {
    const bucket = bucketOf(bucketName);
    const object = objects.get(bucketName, name);
    if (!object || (!bucket.public && role.role !== "service_role")) throw noSuchKey();
    return object;
  }

  async function render(c: Context, object: StoredObject, head: boolean) {
    const headers: Record<string, string> = {
      "Content-Type": object.metadata.mimetype,
      ETag: object.metadata.eTag,
      "X-Robots-Tag": "none",
      "Last-Modified": object.updated_at.toUTCString(),
      "Content-Length": String(object.metadata.contentLength),
      "Cache-Control": object.metadata.cacheControl,
    };
    const download = c.req.query("download");
    if (download !== undefined) {
      const file = encodeURIComponent(download);
      headers["Content-Disposition"] = download
        ? `attachment; filename=${file}; filename*=UTF-8''${file}`
        : "attachment;";
    }
    if (c.req.header("if-none-match") === object.metadata.eTag) return c.body(null, 304, headers);
    if (head) return c.body(null, 200, headers);
    return c.body((await objects.read(object)) as Uint8Array<ArrayBuffer>, 200, headers);
  }

  async function upload(c: Context<GatewayEnv>, mode: "create" | "update") {
    const bucket = c.req.param("bucket")!;
    const name = c.req.param("name")!;
    bucketOf(bucket);
    if (!VALID_KEY.test(name)) throw new StorageError(400, "InvalidKey", "InvalidKey", `Invalid key: ${name}`);
    const role = await roleOf(c);
    if (role.role !== "service_role") throw rlsDenied();
    const existing = objects.get(bucket, name);
    if (mode === "update" && !existing) throw noSuchKey();
    if (mode === "create" && existing && c.req.header("x-upsert") !== "true") {
      throw new StorageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists");
    }
    let bytes: Uint8Array;
    let mimetype: string;
    let cacheControl: string;
    const contentType = c.req.header("content-type") ?? "";
    if (contentType.startsWith("multipart/form-data")) {
      const form = await c.req.raw.formData();
      const file = [...form.values()].find((v): v is File => typeof v !== "string");
      if (!file) throw new StorageError(400, "InvalidRequest", "InvalidRequest", "No file was uploaded");
      bytes = new Uint8Array(await file.arrayBuffer());
      const field = (key: string) => (typeof form.get(key) === "string" ? (form.get(key) as string) : "");
      mimetype = field("contentType") || file.type || "application/octet-stream";
      cacheControl = field("cacheControl") ? `max-age=${field("cacheControl")}` : "no-cache";
    } else {
      bytes = new Uint8Array(await c.req.arrayBuffer());
      mimetype = contentType || "application/octet-stream";
      cacheControl = c.req.header("cache-control") ?? "no-cache";
    }
    const object = await objects.put({ bucket, name, bytes, mimetype, cacheControl, owner: role.owner, now: now() });
    return c.json({ Id: object.id, Key: `${bucket}/${name}` });
  }

  const app = new Hono<GatewayEnv>().basePath("/storage/v1");
  app.use(gatewayCors());
  const publicRead = (head: boolean) => async (c: Context<GatewayEnv>) => {
    const bucket = buckets[c.req.param("bucket")!];
    // findBucket(…, { isPublic: true }): a private bucket is "not found" here.
    if (!bucket?.public) throw noSuchBucket();
    const object = objects.get(c.req.param("bucket")!, c.req.param("name")!);
    if (!object) throw noSuchKey();
    return render(c, object, head);
  };
  // Registration order matters: the more specific paths first (HEAD before GET, as Hono also sends HEAD to GET).
  app.on("HEAD", "/object/public/:bucket/:name{.+}", publicRead(true));
  app.get("/object/public/:bucket/:name{.+}", publicRead(false));
  app.use(gatewayAuth(options.keys));
  for (const prefix of ["/object/info/authenticated", "/object/info"]) {
    app.get(`${prefix}/:bucket/:name{.+}`, async (c) => {
      const object = readable(c.req.param("bucket"), c.req.param("name"), await roleOf(c));
      const { metadata: m, ...row } = objectJson(object);
      return c.json({
        ...row,
        size: m.size,
        content_type: m.mimetype,
        cache_control: m.cacheControl,
        etag: m.eTag,
        metadata: {},
      });
    });
  }
  for (const prefix of ["/object/authenticated", "/object"]) {
    // GET /object/:bucket/* lets a bad token through as anon (allowInvalidJwt); /authenticated does not.
    const read = (head: boolean) => async (c: Context<GatewayEnv>) => {
      const role = await roleOf(c, prefix === "/object");
      return render(c, readable(c.req.param("bucket")!, c.req.param("name")!, role), head);
    };
    app.on("HEAD", `${prefix}/:bucket/:name{.+}`, read(true));
    app.get(`${prefix}/:bucket/:name{.+}`, read(false));
  }
  app.post("/object/:bucket/:name{.+}", (c) => upload(c, "create"));
  app.put("/object/:bucket/:name{.+}", (c) => upload(c, "update"));
  app.delete("/object/:bucket", async (c) => {
    const bucket = c.req.param("bucket");
    bucketOf(bucket);
    const role = await roleOf(c);
    const body = (await c.req.json().catch(() => null)) as { prefixes?: unknown } | null;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== "string")) {
      throw new StorageError(400, "InvalidRequest", "Bad Request", "body/prefixes must NOT have fewer than 1 items");
    }
    // Without a policy, RLS shows other roles no row to delete.
    if (role.role !== "service_role") return c.json([]);
    const removed = [];
    for (const name of new Set(prefixes as string[])) {
      const object = await objects.remove(bucket, name);
      if (object) removed.push(objectJson(object));
    }
    return c.json(removed);
  });
  app.delete("/object/:bucket/:name{.+}", async (c) => {
    const role = await roleOf(c);
    readable(c.req.param("bucket"), c.req.param("name"), role);
    if (role.role !== "service_role") throw noSuchKey();
    await objects.remove(c.req.param("bucket"), c.req.param("name"));
    return c.json({ message: "Successfully deleted" });
  });
  app.notFound((c) =>
    c.json(
      {
        statusCode: "404",
        code: "not_found",
        error: "Not Found",
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof StorageError) {
      const body = {
        statusCode: String(error.statusCode),
        code: error.code,
        error: error.error,
        message: error.message,
      };
      return c.json(body, error.statusCode >= 500 ? 500 : 400);
    }
    console.error("[storage stand-in]", error);
    return c.json(
      { statusCode: "500", code: "InternalError", error: "Internal", message: "Internal Server Error" },
      500,
    );
  });
  return { app, objects };
}

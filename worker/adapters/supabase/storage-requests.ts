/**
 * Supabase Storage's four object requests the shop sends (upload, download, delete, public URL), written as
 * @supabase/storage-js 2.119 sends them (issue 39: its client is 23 KB of the Worker's upload, of which the shop used
 * these four). `tests/api/storage-requests.test.ts` keeps them equal: it records what storage-js's `StorageClient`
 * (pinned, a development dependency now) sends for the same calls and compares URL, method, headers and body.
 */

/** What Storage answered when it refused: its status and its own error body's fields. */
export class StorageRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusCode: string,
    message: string,
  ) {
    super(message);
  }
}

export interface StorageRequests {
  publicUrl(bucket: string, path: string): string;
  upload(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes with the secret key (private buckets too). */
  download(bucket: string, path: string): Promise<Response>;
  remove(bucket: string, paths: string[]): Promise<void>;
}

/** storage-js's reading of an error body (`_getErrorMessage`). */
function errorMessage(body: Record<string, unknown> | null): string {
  for (const key of ["msg", "message", "error_description", "error"]) {
    if (typeof body?.[key] === "string") return body[key] as string;
  }
  const nested = body?.error as { message?: unknown } | null | undefined;
  if (typeof nested === "object" && nested !== null && typeof nested.message === "string") return nested.message;
  return JSON.stringify(body);
}

/** storage-js's path rules: no leading, trailing or doubled slashes. */
const clean = (path: string) => path.replace(/^\/|\/$/g, "").replace(/\/+/g, "/");

/** `url` is the project's URL; `key` its secret key, sent as `apikey` and as the Bearer (Storage reads the role). */
export function storageRequests(url: string, key: string, fetchFn: typeof fetch = (...a) => fetch(...a)) {
  const base = `${url.replace(/\/+$/, "")}/storage/v1`;
  const headers = { "X-Client-Info": "storage-js/2.119.1", Authorization: `Bearer ${key}`, apikey: key };
  async function send(target: string, init: RequestInit): Promise<Response> {
    const response = await fetchFn(target, init);
    if (response.ok) return response;
    // Storage's refusal read as storage-js reads it: its JSON's status code and message, else the HTTP status.
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | null | undefined;
    if (body === undefined) {
      throw new StorageRequestError(
        response.status,
        String(response.status),
        response.statusText || `HTTP ${response.status} error`,
      );
    }
    const code = body?.statusCode ?? body?.code;
    throw new StorageRequestError(response.status, code ? String(code) : String(response.status), errorMessage(body));
  }
  return {
    publicUrl: (bucket, path) => encodeURI(`${base}/object/public/${bucket}/${path.replace(/^\/+/, "")}`),
    async upload(bucket, path, bytes, contentType) {
      await send(`${base}/object/${bucket}/${clean(path)}`, {
        method: "POST",
        headers: { ...headers, "x-upsert": "false", "cache-control": "max-age=3600", "content-type": contentType },
        body: bytes as unknown as BodyInit,
      });
    },
    download: (bucket, path) =>
      send(`${base}/object/${bucket}/${path.replace(/^\/+/, "")}`, { method: "GET", headers }),
    async remove(bucket, paths) {
      await send(`${base}/object/${bucket}`, {
        method: "DELETE",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ prefixes: paths }),
      });
    },
  } satisfies StorageRequests;
}

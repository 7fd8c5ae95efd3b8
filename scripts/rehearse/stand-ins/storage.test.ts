import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createGoTrue, type GoTrue } from "./gotrue.ts";
import { memoryUserStore } from "./gotrue-users.ts";
import { createStorage, type Storage } from "./storage.ts";
import { KEYS, SUPABASE_URL, supabaseClient } from "./test-support.ts";

/** Supabase Storage stand-in, driven by supabase-js (storage-js) with the project's keys. */

const STORAGE = `${SUPABASE_URL}/storage/v1`;
const dirs: string[] = [];
let gotrue: GoTrue;
let storage: Storage;
let project: Hono;

async function start(dataDir?: string) {
  gotrue = await createGoTrue({ supabaseUrl: SUPABASE_URL, keys: KEYS, users: memoryUserStore() });
  storage = createStorage({ keys: KEYS, verifyToken: gotrue.verify, dataDir });
  project = new Hono().route("/", gotrue.app).route("/", storage.app);
}

beforeEach(() => start());
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("Storage stand-in", () => {
  it("uploads (raw bytes and storage-js's multipart), refuses a duplicate unless x-upsert, downloads and removes", async () => {
    const receipts = supabaseClient(project, KEYS.secret).storage.from("receipts");
    const pdf = new TextEncoder().encode("%PDF-1.7 comprobante");
    const up = await receipts.upload("2026/11/orden-17.pdf", pdf, { contentType: "application/pdf" });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: "2026/11/orden-17.pdf", fullPath: "receipts/2026/11/orden-17.pdf" });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await receipts.upload("2026/11/orden-17.pdf", pdf, { contentType: "application/pdf" });
    expect(again.error).toMatchObject({ status: 400, statusCode: "409", message: "The resource already exists" });
    const raw = await project.request(`${STORAGE}/object/receipts/2026/11/orden-17.pdf`, {
      method: "POST",
      headers: { apikey: KEYS.secret, authorization: `Bearer ${KEYS.secret}`, "content-type": "application/pdf" },
      body: pdf,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: "409",
      code: "KeyAlreadyExists",
      error: "Duplicate",
      message: "The resource already exists",
    });

    const blob = new Blob(["segunda versión"], { type: "text/plain" });
    const upsert = await receipts.upload("2026/11/orden-17.pdf", blob, { upsert: true, cacheControl: "60" });
    expect(upsert.error).toBeNull();
    const downloaded = await receipts.download("2026/11/orden-17.pdf");
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe("segunda versión");
    expect(downloaded.data!.type).toBe("text/plain");

    const authenticated = await project.request(`${STORAGE}/object/authenticated/receipts/2026/11/orden-17.pdf`, {
      headers: { apikey: KEYS.secret, authorization: `Bearer ${KEYS.secret}` },
    });
    expect(authenticated.status).toBe(200);
    expect(authenticated.headers.get("cache-control")).toBe("max-age=60");
    expect(authenticated.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);

    const removed = await receipts.remove(["2026/11/orden-17.pdf", "no-existe.pdf"]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual(["2026/11/orden-17.pdf"]);
    const gone = await receipts.download("2026/11/orden-17.pdf");
    expect(gone.error).toMatchObject({ status: 400, statusCode: "404" });
  });

  it("keeps private objects from the publishable key and from users, and lets only the secret key write", async () => {
    const admin = supabaseClient(project, KEYS.secret);
    await admin.storage.from("receipts").upload("a.pdf", new Uint8Array([1, 2, 3]), { contentType: "application/pdf" });
    const anon = supabaseClient(project, KEYS.publishable);
    const read = await anon.storage.from("receipts").download("a.pdf");
    expect(read.error).toMatchObject({ status: 400, statusCode: "404", message: "Object not found" });
    const write = await anon.storage
      .from("images")
      .upload("x.webp", new Uint8Array([1]), { contentType: "image/webp" });
    expect(write.error).toMatchObject({
      status: 400,
      statusCode: "403",
      message: "new row violates row-level security policy",
    });
    const removed = await anon.storage.from("receipts").remove(["a.pdf"]);
    expect(removed.data).toEqual([]);
    expect((await admin.storage.from("receipts").download("a.pdf")).error).toBeNull();

    const badToken = await project.request(`${STORAGE}/object/authenticated/receipts/a.pdf`, {
      headers: { apikey: KEYS.publishable, authorization: "Bearer not-a-jwt" },
    });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({ statusCode: "403", code: "AccessDenied", error: "Unauthorized" });
  });

  it("serves public objects at getPublicUrl without a key (GET and HEAD, with CORS); private buckets are 'not found' there", async () => {
    const admin = supabaseClient(project, KEYS.secret);
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await admin.storage.from("images").upload("productos/jabon.webp", webp, { contentType: "image/webp" });
    const { publicUrl } = admin.storage.from("images").getPublicUrl("productos/jabon.webp").data;
    expect(publicUrl).toBe(`${STORAGE}/object/public/images/productos/jabon.webp`);

    const res = await project.request(publicUrl, { headers: { origin: "https://tienda.ensayo.test:8443" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("max-age=3600"); // storage-js's default cacheControl
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(webp);
    const etag = res.headers.get("etag")!;
    const head = await project.request(publicUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(webp.length));
    expect(head.headers.get("etag")).toBe(etag);
    expect((await project.request(publicUrl, { headers: { "if-none-match": etag } })).status).toBe(304);

    await admin.storage.from("receipts").upload("r.pdf", new Uint8Array([1]), { contentType: "application/pdf" });
    const privateOne = await project.request(`${STORAGE}/object/public/receipts/r.pdf`);
    expect(privateOne.status).toBe(400);
    expect(await privateOne.json()).toEqual({
      statusCode: "404",
      code: "NoSuchBucket",
      error: "Bucket not found",
      message: "Bucket not found",
    });
    const missing = await project.request(`${STORAGE}/object/public/images/nada.webp`);
    expect(await missing.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
  });

  it("keeps the bytes under the data directory when given one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "storage-stand-in-"));
    dirs.push(dir);
    await start(dir);
    const admin = supabaseClient(project, KEYS.secret);
    await admin.storage
      .from("images")
      .upload("a/b.txt", new TextEncoder().encode("hola"), { contentType: "text/plain" });
    expect(await readFile(join(dir, "images", "a", "b.txt"), "utf8")).toBe("hola");
    expect(await (await admin.storage.from("images").download("a/b.txt")).data!.text()).toBe("hola");
    // An S3 key may hold "..": it stays a name, under the directory.
    const dots = await project.request(`${STORAGE}/object/images/a/..%2F..%2F..%2Ffuera.txt`, {
      method: "POST",
      headers: { apikey: KEYS.secret, "content-type": "text/plain" },
      body: "dentro",
    });
    expect(dots.status).toBe(200);
    expect(await readFile(join(dir, "images", "a", "%2E%2E", "%2E%2E", "%2E%2E", "fuera.txt"), "utf8")).toBe("dentro");
    const bad = await admin.storage.from("images").upload("a/ñandú.txt", new Uint8Array([1]));
    expect(bad.error).toMatchObject({ status: 400, statusCode: "400", message: "Invalid key: a/ñandú.txt" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDocumentVersion } from "../../domain/documents.ts";
import { isPdf, MAX_DOCUMENT_BYTES } from "../../domain/file-type.ts";
import { DEMO_FDS_PRODUCTS, simplePdf } from "../../supabase/seed/documents.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { countRows, tinyPng } from "../support/orders.ts";
import { loadRenderer } from "../support/renderer.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42 (decision 033, "Documents"): a product's FDS and Ficha técnica, PDFs checked by their bytes, every version
// kept, served from the public 'documents' bucket under immutable names.

let shop: TestShop;
let admin: Record<string, string>;
let productId: number;
beforeAll(async () => {
  shop = await startTestShop({ now: new Date("2026-11-20T15:00:00Z") });
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number }>(
    "select id::int from products where published and slug <> 'aceite-esencial-de-eucalipto' and not exists (select 1 from product_documents d where d.product_id = products.id) order by id limit 1",
  );
  productId = rows[0]!.id;
});
afterAll(() => shop.close());

const pdf = (title = "FDS") => simplePdf(title, ["Secciones 1 a 16."]);

async function upload(parts: { file?: BlobPart; kind?: string; revisionDate?: string }, id = productId) {
  const form = new FormData();
  if (parts.file !== undefined) form.set("file", new File([parts.file], "ficha.pdf", { type: "application/pdf" }));
  if (parts.kind !== undefined) form.set("kind", parts.kind);
  if (parts.revisionDate !== undefined) form.set("revisionDate", parts.revisionDate);
  return shop.request(`/api/admin/products/${id}/documents`, { method: "POST", body: form, headers: admin });
}

const versions = async (res: Response) => ((await res.json()) as { documents: ProductDocumentVersion[] }).documents;

describe("POST /api/admin/products/:id/documents", () => {
  it("stores a PDF as the current version, served inline as a PDF under an immutable name", async () => {
    const bytes = pdf("Primera");
    const res = await upload({ file: bytes, kind: "fds", revisionDate: "2026-03-15" });
    expect(res.status, await res.clone().text()).toBe(201);
    const [doc] = await versions(res);
    expect(doc).toMatchObject({ kind: "fds", revisionDate: "2026-03-15", supersededAt: null, received: false });
    expect(doc!.url).toMatch(/^\/media\/documents\/fds\/[0-9a-f-]{36}\.pdf$/);

    const served = await shop.request(doc!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe('inline; filename="ficha-de-seguridad.pdf"');
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));

    // The storefront's product answer offers it.
    const { rows } = await shop.pg.query<{ slug: string }>("select slug from products where id = $1", [productId]);
    const page = await (await shop.request(`/api/products/${rows[0]!.slug}`)).json();
    expect(page.product.documents).toEqual([{ kind: "fds", revisionDate: "2026-03-15", url: doc!.url }]);
  });

  it("keeps the old version when a new one is uploaded; a Ficha técnica is its own kind", async () => {
    const first = (
      await versions(await shop.request(`/api/admin/products/${productId}/documents`, { headers: admin }))
    )[0]!;
    const res = await upload({ file: pdf("Segunda"), kind: "fds", revisionDate: "2026-10-01" });
    expect(res.status).toBe(201);
    await upload({ file: pdf("Técnica"), kind: "ficha_tecnica", revisionDate: "2026-01-10" });
    const list = await versions(await shop.request(`/api/admin/products/${productId}/documents`, { headers: admin }));
    const fds = list.filter((d) => d.kind === "fds");
    expect(fds.map((d) => d.revisionDate)).toEqual(["2026-10-01", "2026-03-15"]);
    expect(fds[0]!.supersededAt).toBeNull();
    expect(fds[1]!.id).toBe(first.id);
    expect(fds[1]!.supersededAt).not.toBeNull();
    // The old file is still served (orders that received it link it).
    expect((await shop.request(first.url)).status).toBe(200);
    expect(list.find((d) => d.kind === "ficha_tecnica")).toMatchObject({
      revisionDate: "2026-01-10",
      supersededAt: null,
    });
  });

  it("takes a PDF of nearly 10 MB (the request's own body limit, not the API's 64 KB)", async () => {
    const big = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(MAX_DOCUMENT_BYTES - 1024),
      Buffer.from("\n%%EOF\n"),
    ]);
    const res = await upload({ file: big, kind: "ficha_tecnica", revisionDate: "2026-01-01" });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it.each([
    ["no file", { kind: "fds", revisionDate: "2026-03-15" }, 400, "no_file", "Seleccione el documento en PDF."],
    [
      "an image named .pdf",
      { file: new Uint8Array(tinyPng), kind: "fds", revisionDate: "2026-03-15" },
      415,
      "unsupported_type",
      "El documento debe ser un PDF.",
    ],
    [
      "a PDF over 10 MB",
      {
        file: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MAX_DOCUMENT_BYTES), Buffer.from("\n%%EOF\n")]),
        kind: "fds",
        revisionDate: "2026-03-15",
      },
      413,
      "file_too_large",
      "El documento supera el máximo de 10 MB.",
    ],
    [
      "no revision date",
      { file: pdf(), kind: "fds" },
      400,
      "invalid_input",
      "Indique la fecha de revisión del documento.",
    ],
    [
      "a revision date after today",
      { file: pdf(), kind: "fds", revisionDate: "2026-11-21" },
      400,
      "invalid_input",
      "La fecha de revisión no puede ser posterior a hoy.",
    ],
    [
      "a date that does not exist",
      { file: pdf(), kind: "fds", revisionDate: "2026-02-30" },
      400,
      "invalid_input",
      "La fecha de revisión no es válida.",
    ],
    [
      "an unknown kind",
      { file: pdf(), kind: "certificado", revisionDate: "2026-03-15" },
      400,
      "invalid_input",
      "Elija el documento: ficha de datos de seguridad o ficha técnica.",
    ],
  ])("refuses %s in Spanish, storing nothing", async (_name, parts, status, code, message) => {
    const before = [await countRows(shop, "stored_files"), await countRows(shop, "product_documents")];
    const res = await upload(parts as never);
    expect(res.status).toBe(status);
    expect((await res.json()).error).toMatchObject({ code, message });
    expect([await countRows(shop, "stored_files"), await countRows(shop, "product_documents")]).toEqual(before);
  });

  it("answers 404 for a product that does not exist, keeping no file; 401 without a session", async () => {
    const before = await countRows(shop, "stored_files");
    const res = await upload({ file: pdf(), kind: "fds", revisionDate: "2026-03-15" }, 999999);
    expect(res.status).toBe(404);
    expect(await countRows(shop, "stored_files")).toBe(before);
    const form = new FormData();
    const anon = await shop.request(`/api/admin/products/${productId}/documents`, { method: "POST", body: form });
    expect(anon.status).toBe(401);
  });
});

describe("DELETE /api/admin/products/:id/documents/:documentId", () => {
  it("removes a version no order received, making the one it replaced current again, and erases its file", async () => {
    const list = await versions(await shop.request(`/api/admin/products/${productId}/documents`, { headers: admin }));
    const current = list.find((d) => d.kind === "fds" && d.supersededAt === null)!;
    const res = await shop.request(`/api/admin/products/${productId}/documents/${current.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(res.status).toBe(200);
    const fds = (await versions(res)).filter((d) => d.kind === "fds");
    expect(fds).toHaveLength(1);
    expect(fds[0]).toMatchObject({ revisionDate: "2026-03-15", supersededAt: null });
    expect((await shop.request(current.url)).status).toBe(404);
  });

  it("refuses to remove a version an order received", async () => {
    const list = await versions(await shop.request(`/api/admin/products/${productId}/documents`, { headers: admin }));
    const doc = list.find((d) => d.kind === "ficha_tecnica")!;
    const { rows } = await shop.pg.query<{ id: number }>("select id::int from orders order by id limit 1");
    let orderId = rows[0]?.id;
    if (!orderId) {
      const { rows: made } = await shop.pg.query<{ id: number }>(
        `insert into orders (access_token, email, first_name, last_name, phone, delivery_method, payment_method, subtotal, total, estimated_date)
         values (repeat('a', 40), 'x@example.com', 'X', 'Y', '099', 'pickup', 'bank', 0, 0, current_date) returning id::int`,
      );
      orderId = made[0]!.id;
    }
    await shop.pg.query("insert into order_documents (order_id, document_id, product_id) values ($1, $2, $3)", [
      orderId,
      doc.id,
      productId,
    ]);
    const res = await shop.request(`/api/admin/products/${productId}/documents/${doc.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: "document_received",
      message:
        "No se puede quitar esta versión: ya la recibieron pedidos, que la siguen mostrando. Suba una versión nueva en su lugar.",
    });
    expect((await shop.request(doc.url)).status).toBe(200);
  });
});

describe("deleting a product", () => {
  it("keeps its documents (orders may have received them), no longer tied to it", async () => {
    const ids = (
      await shop.pg.query<{ id: number }>("select id::int from product_documents where product_id = $1", [productId])
    ).rows;
    expect(ids.length).toBeGreaterThan(0);
    const res = await shop.request(`/api/admin/products/${productId}`, { method: "DELETE", headers: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const { rows } = await shop.pg.query<{ product_id: number | null }>(
      "select product_id from product_documents where id = any($1::bigint[])",
      [ids.map((r) => r.id)],
    );
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.product_id === null)).toBe(true);
  });
});

describe("the demo seed and the product page's first view", () => {
  it("gives the five hazardous demo products a current FDS, and Eucalipto a Ficha técnica, all real PDFs", async () => {
    const { rows } = await shop.pg.query<{ slug: string; kind: string; url: string }>(
      `select p.slug, d.kind, d.url from product_documents d join products p on p.id = d.product_id
        where d.superseded_at is null and p.slug = any($1) order by p.slug, d.kind`,
      [[...DEMO_FDS_PRODUCTS]],
    );
    expect(
      rows
        .filter((r) => r.kind === "fds")
        .map((r) => r.slug)
        .sort(),
    ).toEqual([...DEMO_FDS_PRODUCTS].sort());
    expect(rows.filter((r) => r.kind === "ficha_tecnica").map((r) => r.slug)).toEqual(["aceite-esencial-de-eucalipto"]);
    for (const row of rows) {
      const res = await shop.request(row.url);
      expect(res.headers.get("content-type"), row.url).toBe("application/pdf");
      expect(isPdf(new Uint8Array(await res.arrayBuffer())), row.url).toBe(true);
    }
  });

  it("renders Eucalipto's downloads in the first view, with the revision date", async () => {
    const shell = `<!doctype html><html lang="es"><head><title>Shell</title></head><body><div id="root"></div><template id="first-view" data-assets="{}"><main><!--first-view--></main></template></body></html>`;
    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), {
      loadShell: async () => shell,
    });
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never;
    const res = await app.request(
      "/shop/product/aceite-esencial-de-eucalipto",
      {},
      { ASSETS: { fetch: async () => new Response("file") }, RENDERER: await loadRenderer() },
      ctx,
    );
    const html = await res.text();
    expect(html).toMatch(
      /<a href="\/media\/documents\/fds\/[0-9a-f-]{36}\.pdf"[^>]*>.*Descargar ficha de seguridad \(PDF, rev\. 15\/03\/2026\)/s,
    );
    expect(html).toContain("Descargar ficha técnica (PDF, rev. 15/03/2026)");
  });
});

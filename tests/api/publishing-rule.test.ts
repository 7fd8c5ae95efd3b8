import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import type { ProductDocumentVersion } from "../../domain/documents.ts";
import type { ProductInput } from "../../domain/schemas/product-form.ts";
import { simplePdf } from "../../supabase/seed/documents.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42 (decision 033, "Documents"; Decreto 307/009): a product with a GHS pictogram cannot be published without a
// current FDS. One rule in the database (a constraint trigger), met by every writer: the form's save, bulk publish,
// the catalogue import (its preview says it per row), setting pictograms on a published product, removing the FDS.

let shop: TestShop;
let admin: Record<string, string>;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  shop = await startTestShop({ now: new Date("2026-11-20T15:00:00Z") });
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number }>("select id::int from categories where not is_all limit 1");
  categoryId = rows[0]!.id;
});
afterAll(() => shop.close());

const send = (method: string, path: string, body: unknown) =>
  shop.request(path, {
    method,
    headers: { ...admin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

function product(overrides: Partial<ProductInput> = {}): ProductInput {
  seq += 1;
  return {
    name: `Solvente de prueba ${seq}`,
    code: `PELIGRO-${seq}`,
    slug: `solvente-de-prueba-${seq}`,
    categoryId,
    description: "Inflamable.",
    discount: 0,
    isNew: false,
    isNotEaten: true,
    stockMode: "size",
    bulkStock: 0,
    unit: "cc",
    benefits: [],
    uses: [],
    doses: [],
    published: false,
    images: [],
    thumbImages: [],
    ghsPictograms: ["GHS02", "GHS07"],
    variants: [{ size: 100, price: 500, stock: 10 }],
    ...overrides,
  };
}

async function create(input: ProductInput) {
  const res = await send("POST", "/api/admin/products", input);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).product as { id: number; published: boolean };
}

async function uploadFds(id: number) {
  const form = new FormData();
  form.set("file", new File([simplePdf("FDS", ["1"])], "fds.pdf"));
  form.set("kind", "fds");
  form.set("revisionDate", "2026-06-01");
  const res = await shop.request(`/api/admin/products/${id}/documents`, { method: "POST", body: form, headers: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { documents: ProductDocumentVersion[] }).documents;
}

const refusal = (name: string) =>
  `No se puede publicar «${name}»: tiene pictogramas de peligro y no tiene ficha de datos de seguridad (FDS) vigente. Suba la FDS en «Documentos» o déjelo sin publicar.`;

async function expectRefused(res: Response, name: string) {
  expect(res.status).toBe(409);
  const message = refusal(name);
  expect((await res.json()).error).toEqual({
    code: "fds_required",
    message,
    details: [{ path: "published", message }],
  });
}

const published = async (id: number) =>
  (await shop.pg.query<{ published: boolean }>("select published from products where id = $1", [id])).rows[0]
    ?.published;

describe("the product form's save", () => {
  it("refuses to add a published product with a pictogram and no FDS, adding nothing", async () => {
    const input = product({ published: true });
    await expectRefused(await send("POST", "/api/admin/products", input), input.name);
    const { rows } = await shop.pg.query("select 1 from products where slug = $1", [input.slug]);
    expect(rows).toHaveLength(0);
  });

  it("adds it as a draft, refuses to publish it, and publishes it once its FDS is uploaded", async () => {
    const input = product();
    const { id } = await create(input);
    await expectRefused(await send("PUT", `/api/admin/products/${id}`, { ...input, published: true }), input.name);
    expect(await published(id)).toBe(false);
    await uploadFds(id);
    const res = await send("PUT", `/api/admin/products/${id}`, { ...input, published: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await published(id)).toBe(true);
  });

  it("refuses pictograms given to a published product without an FDS; an edit that leaves them out keeps them", async () => {
    const input = product({ published: true, ghsPictograms: [] });
    const { id } = await create(input);
    await expectRefused(
      await send("PUT", `/api/admin/products/${id}`, { ...input, ghsPictograms: ["GHS05"] }),
      input.name,
    );
    const { rows } = await shop.pg.query<{ ghs: string[] }>(
      "select ghs_pictograms as ghs from products where id = $1",
      [id],
    );
    expect(rows[0]!.ghs).toEqual([]);

    const { ghsPictograms: _, ...withoutPictograms } = input;
    const draft = product({ published: false });
    const { id: draftId } = await create(draft);
    const { ghsPictograms: __, ...draftWithout } = draft;
    await expectRefused(
      await send("PUT", `/api/admin/products/${draftId}`, { ...draftWithout, published: true }),
      draft.name,
    );
    expect((await send("PUT", `/api/admin/products/${id}`, withoutPictograms)).status).toBe(200);
  });

  it("refuses a pictogram code that does not exist", async () => {
    const res = await send("POST", "/api/admin/products", { ...product(), ghsPictograms: ["GHS10"] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Pictograma no válido: GHS01 a GHS09.");
  });
});

describe("bulk publish", () => {
  it("publishes nothing when one of the products has a pictogram and no FDS", async () => {
    const plain = await create(product({ ghsPictograms: [] }));
    const hazardous = product();
    const { id } = await create(hazardous);
    const res = await send("POST", "/api/admin/products/bulk", { action: "publish", ids: [plain.id, id] });
    await expectRefused(res, hazardous.name);
    expect([await published(plain.id), await published(id)]).toEqual([false, false]);
  });
});

describe("the product's documents", () => {
  it("refuses to remove the only FDS of a published product with pictograms; another version may replace it", async () => {
    const input = product();
    const { id } = await create(input);
    const [fds] = await uploadFds(id);
    expect((await send("PUT", `/api/admin/products/${id}`, { ...input, published: true })).status).toBe(200);
    const res = await shop.request(`/api/admin/products/${id}/documents/${fds!.id}`, {
      method: "DELETE",
      headers: admin,
    });
    await expectRefused(res, input.name);
    const { rows } = await shop.pg.query("select 1 from product_documents where id = $1", [fds!.id]);
    expect(rows).toHaveLength(1);
    // A new version supersedes it within the rule.
    const versions = await uploadFds(id);
    expect(versions.filter((v) => v.supersededAt === null)).toHaveLength(1);
  });
});

describe("the catalogue import", () => {
  const exportTable = async () => {
    const text = await (await shop.request("/api/admin/catalogue/export.csv", { headers: admin })).text();
    return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
  };
  const toText = (table: string[][]) => `\uFEFF${table.map((r) => r.join(";")).join("\r\n")}\r\n`;
  const publishRow = (table: string[][], code: string) => {
    const row = table.find((r) => r[0] === code)!;
    row[9] = "sí";
    return table;
  };
  const preview = async (table: string[][]) => {
    const res = await shop.request("/api/admin/catalogue/import/preview", importPreviewInit(toText(table), admin));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as CataloguePreview;
  };

  it("shows the row that would publish a product with a pictogram and no FDS as an error, and stores nothing", async () => {
    const input = product();
    await create(input);
    const table = publishRow(await exportTable(), input.code);
    const result = await preview(table);
    const row = table.findIndex((r) => r[0] === input.code) + 1;
    expect(result.errors).toEqual([{ row, message: refusal(input.name) }]);
    expect(result.canApply).toBe(false);
    expect(result.id).toBeNull();
  });

  it("refuses to apply a preview once the product gained a pictogram, publishing nothing", async () => {
    const input = product({ ghsPictograms: [] });
    const { id } = await create(input);
    const result = await preview(publishRow(await exportTable(), input.code));
    expect(result.canApply).toBe(true);
    await shop.pg.query("update products set ghs_pictograms = '{GHS02}' where id = $1", [id]);
    const res = await shop.request(`/api/admin/catalogue/changes/${result.id}/apply`, {
      method: "POST",
      headers: admin,
    });
    await expectRefused(res, input.name);
    expect(await published(id)).toBe(false);
  });
});

describe("every other writer", () => {
  it("is held to the rule by the database itself (as through Supabase's Data API)", async () => {
    const { id } = await create(product());
    await expect(shop.pg.query("update products set published = true where id = $1", [id])).rejects.toMatchObject({
      code: "QO042",
    });
    expect(await published(id)).toBe(false);
  });
});

import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueHistory, CataloguePreview } from "../../domain/api/catalogue-changes.ts";
import { CATALOGUE_CSV_HEADER } from "../../domain/catalogue-csv.ts";
import { bearer } from "../support/admin-session.ts";
import { importPreviewInit } from "../support/catalogue-import.ts";
import { customer } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const exportCsv = async () => {
  const res = await shop.request("/api/admin/catalogue/export.csv", { headers: admin });
  expect(res.status).toBe(200);
  return res.text();
};
const preview = async (csv: string, headers = admin) =>
  shop.request("/api/admin/catalogue/import/preview", importPreviewInit(csv, headers));
const previewOk = async (csv: string): Promise<CataloguePreview> => {
  const res = await preview(csv);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const post = (path: string, headers = admin) => shop.request(path, { method: "POST", headers });
const cells = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
const toText = (table: string[][]) =>
  `\uFEFF${table.map((r) => r.map((c) => (/[;"\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(";")).join("\r\n")}\r\n`;
/** The shop's own answer for a product: price of a size as shoppers see it. */
const shopPrice = async (slug: string, size: number) => {
  const res = await shop.request(`/api/products/${slug}`);
  const { product } = await res.json();
  return product.variants.find((v: { size: number }) => v.size === size)?.price as number | undefined;
};
const slugOf = async (code: string) =>
  (await shop.pg.query<{ slug: string }>("select slug from products where code = $1", [code])).rows[0]!.slug;
const setPrice = (table: string[][], code: string, size: string, price: string) => {
  const row = table.find((r) => r[0] === code && r[3] === size)!;
  row[5] = price;
};

describe("catalogue CSV export", () => {
  it("writes one row per product and size for Excel in Spanish", async () => {
    const res = await shop.request("/api/admin/catalogue/export.csv", { headers: admin });
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(
      text.startsWith(
        "\uFEFFCódigo;Nombre;Categoría;Tamaño;Unidad;Precio;Descuento (%);Stock por;Stock;Publicado;INCI;CAS;Pictogramas;Palabra de advertencia;Indicaciones H;Consejos P;Peso de envío (g)\r\n",
      ),
    ).toBe(true);
    const table = cells(text);
    expect(table[0]).toEqual([...CATALOGUE_CSV_HEADER]);
    const { rows } = await shop.pg.query<{ n: number }>(
      "select count(*)::int as n from product_variants v join products p on p.id = v.product_id",
    );
    expect(table.length - 1).toBe(rows[0]!.n);
    const lavender = table.filter((r) => r[0] === "AE-001");
    expect(lavender.map((r) => r[3])).toEqual(["30", "100", "500", "1000"]);
    expect(lavender[0]!.slice(1, 3)).toEqual(["Aceite esencial de Lavanda", "Aceites"]);
    expect(["presentación", "granel"]).toContain(lavender[0]![7]);
    expect(lavender[0]![9]).toBe("sí");
  });

  it("the same file imported back changes nothing", async () => {
    const result = await previewOk(await exportCsv());
    expect(result.errors).toEqual([]);
    expect(result.changes).toEqual([]);
    expect(result.newProducts).toEqual([]);
    expect(result.canApply).toBe(false);
    expect(result.id).toBeNull();
  });
});

describe("catalogue CSV import", () => {
  it("previews exactly the two edited prices, applies them to the shop, and undoes them", async () => {
    const table = cells(await exportCsv());
    const before30 = Number(table.find((r) => r[0] === "AE-001" && r[3] === "30")![5]);
    const before100 = Number(table.find((r) => r[0] === "AE-002" && r[3] === "100")![5]);
    setPrice(table, "AE-001", "30", String(before30 + 15));
    setPrice(table, "AE-002", "100", String(before100 + 40));
    const result = await previewOk(toText(table));
    expect(result.errors).toEqual([]);
    expect(result.changes.map((c) => [c.code, c.size, c.field, c.from, c.to])).toEqual([
      ["AE-001", 30, "price", `$\u00a0${before30}`, `$\u00a0${before30 + 15}`],
      ["AE-002", 100, "price", `$\u00a0${before100}`, `$\u00a0${before100 + 40}`],
    ]);
    expect(result.canApply).toBe(true);
    expect(result.missing).toBeGreaterThanOrEqual(0);
    // Nothing changed yet.
    const lavender = await slugOf("AE-001");
    const lemon = await slugOf("AE-002");
    expect(await shopPrice(lavender, 30)).toBe(before30);

    const applied = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect((await applied.json()).message).toBe("Se aplicaron 2 cambios.");
    expect(await shopPrice(lavender, 30)).toBe(before30 + 15);
    expect(await shopPrice(lemon, 100)).toBe(before100 + 40);

    // Applying the same preview twice does nothing more.
    const again = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(again.status).toBe(409);

    const history: CatalogueHistory = await (
      await shop.request("/api/admin/catalogue/history", { headers: admin })
    ).json();
    expect(history.import?.description).toBe("Importación de catalogo.csv");

    const undone = await post("/api/admin/catalogue/undo/import");
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect(await shopPrice(lavender, 30)).toBe(before30);
    expect(await shopPrice(lemon, 100)).toBe(before100);
    const twice = await post("/api/admin/catalogue/undo/import");
    expect(twice.status).toBe(404);
    expect((await twice.json()).error.message).toBe("No hay ninguna importación para deshacer.");
  });

  it("reports each bad row with its number and a Spanish reason, and stores nothing to apply", async () => {
    const table = cells(await exportCsv());
    const header = table[0]!;
    const base = table.find((r) => r[0] === "AE-001" && r[3] === "30")!;
    const bad = (change: (r: string[]) => void) => {
      const row = [...base];
      change(row);
      return row;
    };
    const file = [
      header,
      bad((r) => {
        r[0] = "NUEVO-1";
        r[2] = "Perfumería";
      }),
      bad((r) => {
        r[0] = "NUEVO-2";
        r[3] = "250";
      }),
      bad((r) => {
        r[0] = "NUEVO-3";
        r[5] = "12,5";
      }),
      bad((r) => {
        r[0] = "NUEVO-4";
        r[5] = "0";
      }),
      [...base],
      [...base],
      bad((r) => {
        r[0] = "";
      }),
    ];
    const result = await previewOk(toText(file));
    expect(result.errors).toEqual([
      { row: 2, message: "La categoría «Perfumería» no existe. Créela antes en «Categorías» o corrija el nombre." },
      { row: 3, message: "El tamaño «250» no es válido: use 30, 100, 500 o 1000." },
      { row: 4, message: "El precio «12,5» no es válido: debe ser un número entero de pesos mayor que 0." },
      { row: 5, message: "El precio «0» no es válido: debe ser un número entero de pesos mayor que 0." },
      { row: 7, message: "El código «AE-001» con tamaño 30 ya está en la fila 6." },
    ]);
    expect(result.skipped.map((s) => s.row)).toEqual([8]);
    expect(result.canApply).toBe(false);
    expect(result.id).toBeNull();
    const { rows } = await shop.pg.query(
      "select 1 from catalogue_changes where status = 'previewed' and plan::text like '%NUEVO%'",
    );
    expect(rows).toEqual([]);
  });

  it("refuses a file without the catalogue's columns", async () => {
    const res = await preview("nombre;precio\r\nx;1\r\n");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "invalid_file" });
  });

  it("takes the file as rows of text cells (split in the browser) and refuses anything else in Spanish", async () => {
    const send = (body: unknown) =>
      shop.request("/api/admin/catalogue/import/preview", {
        method: "POST",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const cells of [[["a", 1]], "codigo;nombre", [[["a"]]], null]) {
      const res = await send({ name: "x.csv", cells });
      expect(res.status, JSON.stringify(cells)).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: "invalid_input",
        message: "Envíe el archivo como filas de celdas de texto.",
      });
    }
    const nul = await send({ name: "x.csv", cells: [["Código\u0000"]] });
    expect(nul.status).toBe(400);
    const csvBody = await shop.request("/api/admin/catalogue/import/preview", {
      method: "POST",
      headers: { ...admin, "content-type": "text/csv" },
      body: "codigo;nombre\r\n",
    });
    expect(csvBody.status).toBe(400);
  });

  it("creates new codes as drafts with their sizes, counts the products left out, and undo deletes the drafts", async () => {
    const table = cells(await exportCsv());
    const header = table[0]!;
    const lavender = table.filter((r) => r[0] === "AE-001");
    const draft = (size: string, price: string) => [
      "NV-900",
      "Aceite esencial de Prueba",
      "Aceites",
      size,
      "cc",
      price,
      "0",
      "presentación",
      "7",
      "sí",
    ];
    const result = await previewOk(toText([header, ...lavender, draft("30", "210"), draft("100", "520")]));
    expect(result.errors).toEqual([]);
    expect(result.newProducts).toEqual([
      {
        row: 5 + 1,
        code: "NV-900",
        name: "Aceite esencial de Prueba",
        category: "Aceites",
        sizes: "30 cc $\u00a0210 (7 u.), 100 cc $\u00a0520 (7 u.)",
      },
    ]);
    const { rows: count } = await shop.pg.query<{ n: number }>("select count(*)::int as n from products");
    expect(result.missing).toBe(count[0]!.n - 1);
    const applied = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
    const { rows } = await shop.pg.query<{ published: boolean; prices: string }>(
      `select p.published, string_agg(v.size || '=' || v.price || 'x' || v.stock, ',' order by v.size) as prices
         from products p join product_variants v on v.product_id = p.id where p.code = 'NV-900' group by p.id`,
    );
    expect(rows).toEqual([{ published: false, prices: "30=210x7,100=520x7" }]);
    // A draft: the shop does not show it.
    expect((await shop.request("/api/products/aceite-esencial-de-prueba")).status).toBe(404);
    expect((await post("/api/admin/catalogue/undo/import")).status).toBe(200);
    const { rows: gone } = await shop.pg.query("select 1 from products where code = 'NV-900'");
    expect(gone).toEqual([]);
  });

  it("refuses to apply a preview whose values changed since, and to undo once a changed value was edited", async () => {
    const table = cells(await exportCsv());
    const row = table.find((r) => r[0] === "AE-003" && r[3] === "30")!;
    const price = Number(row[5]);
    row[5] = String(price + 5);
    const first = await previewOk(toText(table));
    await shop.pg.query(
      "update product_variants set price = price + 1 where size = 30 and product_id = (select id from products where code = 'AE-003')",
    );
    const stale = await post(`/api/admin/catalogue/changes/${first.id}/apply`);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(
      /^El catálogo cambió desde la vista previa; vuelva a generarla\. Cambió: AE-003 /,
    );

    const second = await previewOk(toText(table));
    expect((await post(`/api/admin/catalogue/changes/${second.id}/apply`)).status).toBe(200);
    await shop.pg.query(
      "update product_variants set price = 999 where size = 30 and product_id = (select id from products where code = 'AE-003')",
    );
    const undo = await post("/api/admin/catalogue/undo/import");
    expect(undo.status).toBe(409);
    expect((await undo.json()).error.message).toMatch(
      /^No se puede deshacer la importación: desde entonces AE-003 .* 30 cambió\.$/,
    );
    const { rows } = await shop.pg.query<{ price: number }>(
      "select price from product_variants where size = 30 and product_id = (select id from products where code = 'AE-003')",
    );
    expect(rows[0]!.price).toBe(999);
  });

  it("refuses an expired preview (410) and an unknown one (404), changing nothing", async () => {
    const table = cells(await exportCsv());
    const row = table.find((r) => r[0] === "AE-004" && r[3] === "30")!;
    const price = Number(row[5]);
    row[5] = String(price + 10);
    const result = await previewOk(toText(table));
    await shop.pg.query("update catalogue_changes set expires_at = now() - interval '1 minute' where id = $1", [
      result.id,
    ]);
    const expired = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe(
      "La vista previa venció. Vuelva a generarla para ver el catálogo actual.",
    );
    expect((await post("/api/admin/catalogue/changes/00000000-0000-4000-8000-000000000000/apply")).status).toBe(404);
    const { rows } = await shop.pg.query<{ price: number }>(
      "select price from product_variants where size = 30 and product_id = (select id from products where code = 'AE-004')",
    );
    expect(rows[0]!.price).toBe(price);
  });

  it("applies a preview once when it is confirmed twice at the same time", async () => {
    const table = cells(await exportCsv());
    const row = table.find((r) => r[0] === "AE-005" && r[3] === "100")!;
    const price = Number(row[5]);
    row[5] = String(price + 20);
    const result = await previewOk(toText(table));
    const answers = await Promise.all([1, 2, 3].map(() => post(`/api/admin/catalogue/changes/${result.id}/apply`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const { rows } = await shop.pg.query<{ price: number }>(
      "select price from product_variants where size = 100 and product_id = (select id from products where code = 'AE-005')",
    );
    expect(rows[0]!.price).toBe(price + 20);
    expect((await post("/api/admin/catalogue/undo/import")).status).toBe(200);
  });

  it("requires an admin: 401 without a token, 403 for a signed-in shopper", async () => {
    const shopper = await bearer({ appRole: null });
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
    ] as const) {
      expect((await shop.request("/api/admin/catalogue/export.csv", { headers })).status).toBe(status);
      expect((await preview("x", headers)).status).toBe(status);
      expect((await post("/api/admin/catalogue/undo/import", headers)).status).toBe(status);
      expect(
        (await post("/api/admin/catalogue/changes/00000000-0000-4000-8000-000000000000/apply", headers)).status,
      ).toBe(status);
    }
  });
});

// Issue 38, items 6 and 12: undo keeps what was sold since (a size added to a product counted in bulk too) and
// says why it refuses: which order sold it, or when and by whom it was edited.
describe("undoing an import after sales and edits", () => {
  let seq = 0;
  const send = (method: string, path: string, body: unknown) =>
    shop.request(path, {
      method,
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** A published product made in the back office, with one size of 100 and a code. */
  async function ownerProduct(code: string, name: string, stock: { mode: "bulk" | "size"; amount: number }) {
    const { rows } = await shop.pg.query<{ id: number }>(
      "select id::int from categories where not is_all order by id limit 1",
    );
    const input = {
      name,
      code,
      slug: `${code.toLowerCase()}-${Date.now()}-${++seq}`,
      categoryId: rows[0]!.id,
      description: "Un producto para las pruebas de deshacer.",
      discount: 0,
      isNew: false,
      isNotEaten: false,
      stockMode: stock.mode,
      bulkStock: stock.mode === "bulk" ? stock.amount : 0,
      unit: "grs",
      benefits: [],
      uses: [],
      doses: [],
      published: true,
      images: [{ url: "/images/products/lavanda.svg", alt: "Frasco" }],
      thumbImages: [],
      variants: [{ size: 100, price: 300, stock: stock.mode === "size" ? stock.amount : 0 }],
    };
    const res = await send("POST", "/api/admin/products", input);
    expect(res.status, await res.clone().text()).toBe(201);
    return { ...input, id: (await res.json()).product.id as number };
  }
  const variantId = async (code: string, size: number) =>
    (
      await shop.pg.query<{ id: number }>(
        "select v.id::int from product_variants v join products p on p.id = v.product_id where p.code = $1 and v.size = $2",
        [code, size],
      )
    ).rows[0]?.id;
  async function sell(productId: number, variant: number) {
    const res = await send("POST", "/api/orders", {
      ...customer(),
      items: [{ productId, variantId: variant, quantity: 1 }],
      idempotencyKey: `undo-sale-${Date.now()}-${++seq}`,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()).order.id as number;
  }
  async function importRows(edit: (table: string[][]) => string[][]) {
    const table = cells(await exportCsv());
    const result = await previewOk(toText(edit(table)));
    expect(result.errors).toEqual([]);
    const applied = await post(`/api/admin/catalogue/changes/${result.id}/apply`);
    expect(applied.status, await applied.clone().text()).toBe(200);
  }

  it("keeps a size it added to a product counted in bulk once that size was sold, naming the order", async () => {
    const butter = await ownerProduct("MT-910", "Manteca de prueba", { mode: "bulk", amount: 5000 });
    await importRows((table) => {
      const row = table.find((r) => r[0] === "MT-910")!;
      const added = [...row];
      added[3] = "500";
      added[5] = "1200";
      return [table[0]!, row, added];
    });
    const size = (await variantId("MT-910", 500))!;
    expect(size).toBeDefined();
    const orderId = await sell(butter.id, size);

    const undo = await post("/api/admin/catalogue/undo/import");
    expect(undo.status).toBe(409);
    expect((await undo.json()).error).toMatchObject({
      code: "changed_since",
      message: `No se puede deshacer la importación: desde entonces MT-910 Manteca de prueba 500 (tamaño agregado por la importación) se vendió (pedido N.º ${orderId}).`,
    });
    // Nothing undone: the size is there and the order's line still points at it.
    expect(await variantId("MT-910", 500)).toBe(size);
    const { rows } = await shop.pg.query<{ variantId: number }>(
      `select variant_id::int as "variantId" from order_items where order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ variantId: size }]);
  });

  it("says which order sold a stock it set, and when and by whom a price it set was edited", async () => {
    const sold = await ownerProduct("MT-911", "Manteca vendida", { mode: "bulk", amount: 2000 });
    const edited = await ownerProduct("MT-912", "Aceite editado", { mode: "size", amount: 8 });
    await importRows((table) => {
      const soldRow = table.find((r) => r[0] === "MT-911")!;
      soldRow[8] = "3000";
      const editedRow = table.find((r) => r[0] === "MT-912")!;
      editedRow[5] = "350";
      return [table[0]!, soldRow, editedRow];
    });
    const orderId = await sell(sold.id, (await variantId("MT-911", 100))!);
    const { id, ...input } = edited;
    const saved = await send("PUT", `/api/admin/products/${id}`, {
      ...input,
      variants: [{ size: 100, price: 360, stock: 8 }],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const undo = await post("/api/admin/catalogue/undo/import");
    expect(undo.status).toBe(409);
    const { message } = (await undo.json()).error;
    expect(message).toMatch(
      new RegExp(
        `^No se puede deshacer la importación: desde entonces MT-911 Manteca vendida se vendió \\(pedido N\\.º ${orderId}\\); ` +
          "MT-912 Aceite editado 100 fue editado el \\d{2}/\\d{2}/\\d{4} a las \\d{2}:\\d{2} por admin@quimica\\.test\\.$",
      ),
    );
    const { rows } = await shop.pg.query<{ bulk: number }>(
      "select bulk_stock as bulk from products where code = 'MT-911'",
    );
    expect(rows[0]!.bulk).toBe(2900);
  });
});

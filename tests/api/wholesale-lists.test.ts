import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// 'Listas de precios' (issue 44, W2; decision 036): the back office's API of the wholesale price lists.

let shop: TestShop;
let admin: Record<string, string>;
let variant: { id: number; productId: number; price: number };
let category: number;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number; productId: number; price: number }>(
    'select id::int, product_id::int as "productId", price from product_variants order by id limit 1',
  );
  variant = rows[0]!;
  category = (await shop.pg.query<{ id: number }>("select min(id)::int as id from categories")).rows[0]!.id;
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  shop.request(`/api/admin/price-lists${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function create(body: Record<string, unknown>) {
  const res = await send("POST", "", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { list: { id: number; name: string } };
}

const refusal = async (res: Response, status = 400) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()).error as { code: string; message: string; details?: { path: string; message: string }[] };
};

describe("who may manage lists", () => {
  it("401 without a session, 403 for a customer; a customer cannot write the tables directly", async () => {
    expect((await send("GET", "", undefined, {})).status).toBe(401);
    const customer = await bearer({ appRole: null });
    expect((await send("GET", "", undefined, customer)).status).toBe(403);
    expect((await send("POST", "", { name: "Pirata" }, customer)).status).toBe(403);
    const error = await shop.pg
      .transaction(async (tx) => {
        await tx.query("set local role authenticated");
        await tx.query("insert into price_lists (name) values ('Pirata')");
      })
      .then(
        () => null,
        (e: Error) => e.message,
      );
    expect(error).toMatch(/row-level security/);
  });
});

describe("creating, editing, deleting", () => {
  it("creates a list, replaces it whole, lists it with its counts, and reads each size's product", async () => {
    const { list } = await create({ name: "Mayorista A" });
    expect(list.name).toBe("Mayorista A");
    const twin = await refusal(await send("POST", "", { name: " mayorista a " }), 409);
    expect(twin.message).toBe("Ya existe una lista llamada «mayorista a».");

    const put = await send("PUT", `/${list.id}`, {
      name: "Mayorista A",
      transferDiscountPercent: 8,
      categories: [{ categoryId: category, percent: 10 }],
      sizes: [
        {
          variantId: variant.id,
          price: { kind: "fixed", price: 900 },
          breaks: [
            { from: 5, price: 850 },
            { from: 10, price: 800 },
          ],
          minQuantity: 5,
          multiple: 5,
        },
      ],
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const read = await (await send("GET", `/${list.id}`)).json();
    expect(read.list).toMatchObject({
      name: "Mayorista A",
      transferDiscountPercent: 8,
      categories: [{ categoryId: category, percent: 10 }],
      sizes: [{ variantId: variant.id, price: { kind: "fixed", price: 900 }, minQuantity: 5, multiple: 5 }],
    });
    expect(read.list.sizes[0].breaks).toEqual([
      { from: 5, price: 850 },
      { from: 10, price: 800 },
    ]);
    expect(read.sizes[0]).toMatchObject({ variantId: variant.id, productId: variant.productId, price: variant.price });
    expect(typeof read.sizes[0].productName).toBe("string");
    expect(read.shopTransferDiscountPercent).toEqual(expect.any(Number));

    // Replaced whole: what the new body leaves out is gone.
    const emptied = await send("PUT", `/${list.id}`, { name: "Mayorista B", transferDiscountPercent: null });
    expect(emptied.status).toBe(200);
    const index = await (await send("GET", "")).json();
    expect(index.lists).toContainEqual({
      id: list.id,
      name: "Mayorista B",
      transferDiscountPercent: null,
      sizes: 0,
      categories: 0,
      companies: 0,
    });
  });

  it("refuses to delete a list a company buys with (409), deletes it once free", async () => {
    const { list } = await create({ name: "Distribuidores" });
    const company = await shop.pg.query<{ id: number }>(
      `insert into companies (rut, legal_name, activity, price_list_id)
       values ('210000000019', 'Cosmética del Sur S.A.', 'cosmetica', $1) returning id::int`,
      [list.id],
    );
    const inUse = await refusal(await send("DELETE", `/${list.id}`), 409);
    expect(inUse).toMatchObject({
      code: "price_list_in_use",
      message: "No se puede eliminar la lista: hay empresas que compran con ella. Asígneles otra lista primero.",
    });
    expect((await (await send("GET", "")).json()).lists).toContainEqual(
      expect.objectContaining({ id: list.id, companies: 1 }),
    );
    await shop.pg.query("delete from companies where id = $1", [company.rows[0]!.id]);
    expect((await send("DELETE", `/${list.id}`)).status).toBe(204);
    expect((await send("GET", `/${list.id}`)).status).toBe(404);
    expect((await send("DELETE", `/${list.id}`)).status).toBe(404);
  });
});

describe("bad lists are refused whole", () => {
  it("names an unknown size or category; refuses overlapping or rising breaks and a minimum off its multiple", async () => {
    const { list } = await create({ name: "Rechazos" });
    const put = (body: Record<string, unknown>) => send("PUT", `/${list.id}`, { name: "Rechazos", ...body });

    const size = await refusal(await put({ sizes: [{ variantId: 987654321 }] }));
    expect(size).toMatchObject({ message: "El tamaño N.º 987654321 no existe." });
    expect(size.details).toEqual([{ path: "sizes.0.variantId", message: "El tamaño N.º 987654321 no existe." }]);
    const cat = await refusal(await put({ categories: [{ categoryId: 987654321, percent: 5 }] }));
    expect(cat.details).toEqual([
      { path: "categories.0.categoryId", message: "La categoría N.º 987654321 no existe." },
    ]);

    const overlapping = await refusal(
      await put({
        sizes: [
          {
            variantId: variant.id,
            breaks: [
              { from: 5, price: 850 },
              { from: 5, price: 800 },
            ],
          },
        ],
      }),
    );
    expect(overlapping.details?.[0]).toEqual({
      path: "sizes.0.breaks.1.from",
      message: "Cada escala empieza en más unidades que la anterior.",
    });
    const rising = await refusal(
      await put({
        sizes: [
          {
            variantId: variant.id,
            breaks: [
              { from: 5, price: 800 },
              { from: 10, price: 850 },
            ],
          },
        ],
      }),
    );
    expect(rising.details?.[0]).toEqual({
      path: "sizes.0.breaks.1.price",
      message: "Cada escala tiene un precio menor que la anterior.",
    });
    const offMultiple = await refusal(await put({ sizes: [{ variantId: variant.id, minQuantity: 3, multiple: 5 }] }));
    expect(offMultiple.details?.[0]).toEqual({
      path: "sizes.0.minQuantity",
      message: "El mínimo debe ser un múltiplo del múltiplo.",
    });

    // Nothing of the refused bodies was written.
    const read = await (await send("GET", `/${list.id}`)).json();
    expect(read.list).toMatchObject({ categories: [], sizes: [] });
  });
});

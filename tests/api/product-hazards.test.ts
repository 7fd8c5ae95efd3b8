import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSafetyFields } from "../../domain/safety/index.ts";
import type { ProductInput } from "../../domain/schemas/product-form.ts";
import { productSafety } from "../../supabase/seed/safety.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 42, part 1 (decision 033): a product's hazard data, saved by the back office, checked against domain/safety,
// shown on the product page with its texts resolved by the server, and found by the shop search.

let shop: TestShop;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
  const { rows } = await shop.pg.query<{ id: number }>("select id::int from categories where not is_all order by id");
  categoryId = rows[0]!.id;
});
afterAll(() => shop.close());

const send = (method: string, path: string, body: unknown) =>
  shop.request(path, { method, headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify(body) });

let seq = 0;
function product(overrides: Partial<ProductInput> = {}): ProductInput {
  seq += 1;
  return {
    name: `Solvente de prueba ${seq}`,
    code: `HZ-${seq}`,
    slug: `solvente-de-prueba-${seq}`,
    categoryId,
    description: "Un solvente para las pruebas.",
    discount: 0,
    isNew: false,
    isNotEaten: true,
    stockMode: "size",
    bulkStock: 0,
    unit: "cc",
    benefits: [],
    uses: [],
    doses: [],
    published: true,
    images: [],
    thumbImages: [],
    variants: [{ size: 100, price: 500, stock: 10 }],
    ...overrides,
  };
}

const hazardous = {
  inciName: "Limonene",
  casNumbers: ["5989-27-5", "138-86-3"],
  ghsPictograms: ["GHS02", "GHS07", "GHS09"],
  signalWord: "Atención",
  hazardStatements: ["H226", "H315", "H317", "H410"],
  precautionaryStatements: ["P210", "P302+P352", "P333+P313"],
  otherWarnings: "Conservar lejos de oxidantes.",
} satisfies Partial<ProductInput>;

const errorOf = async (res: Response) =>
  (await res.json()) as { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describe("the back office saves a product's hazard data", () => {
  it("stores INCI, CAS, pictograms, signal word, H/P codes and other warnings, and reads them back", async () => {
    // Unpublished: a product with pictograms is published only with its FDS (tests/api/publishing-rule.test.ts).
    const res = await send("POST", "/api/admin/products", product({ ...hazardous, published: false }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { product: saved } = await res.json();
    expect(saved).toMatchObject(hazardous);
    const read = await (await shop.request(`/api/admin/products/${saved.id}`, { headers: admin })).json();
    expect(read.product).toMatchObject(hazardous);
  });

  it("keeps the hazard data when an edit leaves it out, and clears it when the form sends it empty", async () => {
    const input = product({ ...hazardous, published: false });
    const { product: saved } = await (await send("POST", "/api/admin/products", input)).json();
    const {
      inciName,
      casNumbers,
      ghsPictograms,
      signalWord,
      hazardStatements,
      precautionaryStatements,
      otherWarnings,
      ...plain
    } = input;
    const kept = await send("PUT", `/api/admin/products/${saved.id}`, { ...plain, name: "Solvente renombrado" });
    expect(kept.status).toBe(200);
    expect((await kept.json()).product).toMatchObject({ name: "Solvente renombrado", ...hazardous });
    const cleared = await send("PUT", `/api/admin/products/${saved.id}`, {
      ...input,
      inciName: "",
      casNumbers: [],
      ghsPictograms: [],
      signalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
      otherWarnings: "",
    });
    expect((await cleared.json()).product).toMatchObject({
      inciName: "",
      casNumbers: [],
      ghsPictograms: [],
      signalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
    });
  });

  it("refuses a CAS number with a wrong check digit, an unknown H or P code and an unknown signal word, writing nothing", async () => {
    const cases: [Partial<ProductInput>, string, string][] = [
      [
        { casNumbers: ["7732-18-4"] },
        "casNumbers",
        "El número CAS «7732-18-4» no es válido: su dígito de control no coincide.",
      ],
      [
        { casNumbers: ["7732185"] },
        "casNumbers",
        "«7732185» no es un número CAS: escríbalo como 7732-18-5 (dígitos y guiones).",
      ],
      [
        { hazardStatements: ["H226", "H999"] },
        "hazardStatements",
        "«H999» no es una indicación de peligro (H) conocida: elija el código de la lista.",
      ],
      [
        { precautionaryStatements: ["P210+P999"] },
        "precautionaryStatements",
        "«P210+P999» no es un consejo de prudencia (P) conocido: elija el código de la lista.",
      ],
      [
        { signalWord: "Cuidado" as never },
        "signalWord",
        "La palabra de advertencia es «Peligro», «Atención» o ninguna.",
      ],
      [{ ghsPictograms: ["GHS10" as never] }, "ghsPictograms.0", "Pictograma no válido: GHS01 a GHS09."],
    ];
    for (const [overrides, path, message] of cases) {
      const input = product(overrides);
      const res = await send("POST", "/api/admin/products", input);
      expect(res.status, path).toBe(400);
      const { error } = await errorOf(res);
      expect(error.code, path).toBe("invalid_input");
      expect(error.details?.find((d) => d.path === path)?.message, path).toBe(message);
      const { rows } = await shop.pg.query("select 1 from products where code = $1", [input.code]);
      expect(rows, path).toHaveLength(0);
    }
  });
});

describe("the product page", () => {
  it("carries the pictograms with their Spanish names, the signal word and the texts of the product's own codes", async () => {
    const res = await shop.request("/api/products/aceite-esencial-de-eucalipto");
    expect(res.status).toBe(200);
    const { product: eucalipto } = await res.json();
    expect(eucalipto.inciName).toBe("Eucalyptus Globulus Leaf Oil");
    expect(eucalipto.casNumbers).toContain("8000-48-4");
    expect(eucalipto.hazards.pictograms).toEqual([
      { code: "GHS02", name: "Inflamable" },
      { code: "GHS07", name: "Nocivo o irritante" },
    ]);
    expect(eucalipto.hazards.signalWord).toBe("Atención");
    expect(eucalipto.hazards.hazardStatements).toContainEqual({
      code: "H226",
      text: "Líquidos y vapores inflamables.",
    });
    expect(eucalipto.hazards.precautionaryStatements).toContainEqual({
      code: "P333+P313",
      text: "En caso de irritación o erupción cutánea: Consultar a un médico.",
    });
  });

  it("has no hazard block for a product without hazard data", async () => {
    const input = product();
    expect((await send("POST", "/api/admin/products", input)).status).toBe(201);
    const { product: plain } = await (await shop.request(`/api/products/${input.slug}`)).json();
    expect(plain.hazards).toBeNull();
    expect(plain.casNumbers).toEqual([]);
  });
});

describe("the shop search", () => {
  const found = async (q: string) =>
    ((await (await shop.request(`/api/products?q=${encodeURIComponent(q)}`)).json()).items as { name: string }[]).map(
      (p) => p.name,
    );

  it("finds Eucalipto by its CAS number and by its INCI name", async () => {
    expect(await found("8000-48-4")).toEqual(["Aceite esencial de Eucalipto"]);
    expect(await found("eucalyptus globulus leaf")).toEqual(["Aceite esencial de Eucalipto"]);
  });

  it("follows a product's INCI and CAS when the back office changes them", async () => {
    const input = product({ inciName: "Dipropylene Glycol", casNumbers: ["25265-71-8"] });
    const { product: saved } = await (await send("POST", "/api/admin/products", input)).json();
    expect(await found("25265-71-8")).toEqual([input.name]);
    await send("PUT", `/api/admin/products/${saved.id}`, { ...input, inciName: "", casNumbers: ["57-55-6"] });
    expect(await found("25265-71-8")).toEqual([]);
    expect(await found("dipropylene")).toEqual([]);
    expect(await found("57-55-6")).toEqual([input.name]);
  });
});

describe("the seed's hazard data", () => {
  it("passes the checks the back office applies (known codes, CAS check digits)", () => {
    for (const [name, safety] of Object.entries(productSafety)) {
      expect(productSafetyFields.casNumbers.safeParse(safety.cas_numbers).success, name).toBe(true);
      expect(productSafetyFields.ghsPictograms.safeParse(safety.ghs_pictograms).success, name).toBe(true);
      expect(productSafetyFields.hazardStatements.safeParse(safety.hazard_statements).error, name).toBeUndefined();
      expect(
        productSafetyFields.precautionaryStatements.safeParse(safety.precautionary_statements).error,
        name,
      ).toBeUndefined();
    }
  });
});

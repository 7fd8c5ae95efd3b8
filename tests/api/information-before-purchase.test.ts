import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TERMS_REQUIRED } from "../../domain/schemas/checkout.ts";
import { createApp } from "../../worker/app.ts";
import { parseConfig } from "../../worker/config.ts";
import { buildDeps } from "../../worker/deps.ts";
import { bearer } from "../support/admin-session.ts";
import { TEST_ISSUER } from "../support/invoice-settings.ts";
import { countRows, customer, pickVariant, postJson } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

// Issue 40, section 2 (decision 030): the terms accepted at checkout and their versions, the placeholder guard of
// the legal pages, the seeded Términos, and the seller named from Facturación.

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const send = (method: string, path: string, body: unknown) =>
  shop.request(path, { method, headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify(body) });

async function order(overrides: Record<string, unknown> = {}) {
  const sale = await pickVariant(shop);
  return postJson(shop, "/api/orders", {
    ...customer(overrides),
    items: [{ productId: sale.productId, variantId: sale.variantId, quantity: 1 }],
    idempotencyKey: `terms-${Math.random()}`,
  });
}

async function placed(): Promise<{ id: number; accessToken: string; termsVersion: number | null }> {
  const res = await order();
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).order;
}

const terms = async (query = "") => (await shop.request(`/api/pages/terminos${query}`)).json();

describe("the terms' checkbox", () => {
  it.each([
    ["missing", { acceptTerms: undefined }],
    ["unticked", { acceptTerms: false }],
    ["not a boolean", { acceptTerms: "sí" }],
  ])("refuses an order whose terms are %s, on the field, writing nothing", async (_, overrides) => {
    const before = await countRows(shop, "orders");
    const res = await order(overrides);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe(TERMS_REQUIRED);
    expect(error.details).toContainEqual({ path: "acceptTerms", message: TERMS_REQUIRED });
    expect(await countRows(shop, "orders")).toBe(before);
  });

  it("stores the version in force, which the order page links and which outlives a new version", async () => {
    const current = (await terms()).page;
    expect(current.version).toBeGreaterThanOrEqual(1);
    const first = await placed();
    expect(first.termsVersion).toBe(current.version);
    const stored = await shop.pg.query<{ v: number }>("select terms_version as v from orders where id = $1", [
      first.id,
    ]);
    expect(stored.rows[0]!.v).toBe(current.version);

    // The owner publishes new terms: a new version; the first order keeps (and links) the one it accepted.
    const saved = await send("PUT", "/api/admin/pages/terminos", {
      title: current.title,
      lead: current.lead,
      body: `${current.body}\n\n## 13. Nueva cláusula\n\nTexto nuevo.`,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await saved.json()).page.version).toBe(current.version + 1);
    const second = await placed();
    expect(second.termsVersion).toBe(current.version + 1);
    const view = await shop.request(`/api/orders/${first.id}?token=${first.accessToken}`);
    expect((await view.json()).order.termsVersion).toBe(current.version);

    // /terms-and-conditions?version=N shows that text.
    const old = await shop.request(`/api/pages/terminos?version=${current.version}`);
    expect(old.status).toBe(200);
    const { page } = await old.json();
    expect(page).toMatchObject({ slug: "terminos", version: current.version, body: current.body });
    expect((await terms(`?version=${current.version + 1}`)).page.body).toContain("## 13. Nueva cláusula");
    expect((await terms()).page.version).toBe(current.version + 1);
  });

  it("keeps no new version for a save that changes nothing, and 404s an unknown or malformed version", async () => {
    const current = (await terms()).page;
    const res = await send("PUT", "/api/admin/pages/terminos", {
      title: current.title,
      lead: current.lead,
      body: current.body,
    });
    expect((await res.json()).page.version).toBe(current.version);
    for (const version of ["999", "0", "-1", "abc", "1.5", ""]) {
      const missing = await shop.request(`/api/pages/terminos?version=${version}`);
      expect(missing.status, version).toBe(404);
      expect((await missing.json()).error).toEqual({
        code: "not_found",
        message: "Esa versión de la página no existe.",
      });
    }
  });
});

describe("the legal pages' placeholder guard", () => {
  it.each([
    ["terminos", "Términos y condiciones"],
    ["informacion", "Información"],
  ])("refuses to publish %s with a placeholder, naming the page and the paragraph", async (slug, name) => {
    const before = (await (await shop.request(`/api/pages/${slug}`)).json()).page;
    const body = "## 1. Alcance\n\nTexto final.\n\n## 2. Derechos\n\nOtro texto.\n\n[PENDIENTE: el texto del asesor.]";
    const res = await send("PUT", `/api/admin/pages/${slug}`, { title: name, body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("page_placeholder");
    expect(error.message).toBe(
      `La página «${name}» no puede publicarse con textos pendientes de completar: ` +
        "reemplace el párrafo 2 de «2. Derechos» («[PENDIENTE: el texto del asesor.]»).",
    );
    const after = (await (await shop.request(`/api/pages/${slug}`)).json()).page;
    expect(after.body).toBe(before.body);
    expect(after.version).toBe(before.version);
  });

  it("refuses 'Reemplace ...' too, and counts every pending text", async () => {
    const body = "Reemplace este párrafo por el texto revisado.\n\nBien.\n\n[PENDIENTE: otro]";
    const res = await send("PUT", "/api/admin/pages/terminos", { title: "Términos y condiciones", body });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      "La página «Términos y condiciones» no puede publicarse con textos pendientes de completar: reemplace el " +
        "párrafo 1 («Reemplace este párrafo por el texto revisado.»). Hay 2 textos pendientes en total.",
    );
  });

  it("lets a page that is not a legal one keep a placeholder", async () => {
    const res = await send("PUT", "/api/admin/pages/nosotros", {
      title: "Nuestra empresa",
      body: "## Historia\n\n[PENDIENTE: fotos]",
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("the seeded Términos y condiciones", () => {
  it("hold no placeholder and state the right of withdrawal, its term, how to use it and its exclusions", async () => {
    const fresh = await startTestShop();
    try {
      const { page } = await (await fresh.request("/api/pages/terminos")).json();
      expect(page.body).not.toMatch(/\[PENDIENTE|Reemplace/);
      expect(page.version).toBe(1);
      expect(page.body).toContain("## 6. Derecho de arrepentimiento {#arrepentimiento}");
      expect(page.body).toContain("artículo 16 de la Ley N.º 17.250");
      expect(page.body).toContain("cinco días hábiles contados desde la entrega del pedido");
      expect(page.body).toContain("desde la página de su pedido");
      expect(page.body).toContain("compras con RUT");
      expect(page.body).toContain("«Sin derecho de arrepentimiento»");
      const info = (await (await fresh.request("/api/pages/informacion")).json()).page;
      expect(info.body).toContain("(Ley N.º 17.250, artículo 16)");
      // Every seeded page is its own version 1 (the four of SPEC and the privacy policy).
      const versions = await fresh.pg.query<{ n: number }>("select count(*)::int as n from page_versions");
      expect(versions.rows[0]!.n).toBe(5);
    } finally {
      await fresh.close();
    }
  });

  it("the migration replaces the Términos as seeded, never an owner's own text", async () => {
    const dir = "supabase/migrations";
    const seededBody = readFileSync(`${dir}/20261125000600_pages.sql`, "utf8").split("$md$")[7]!;
    const migration = readFileSync(`${dir}/20261130020000_terms_versions.sql`, "utf8");
    const update = /update public\.pages set body = \$md\$## 1\. Alcance[\s\S]*?md5\(body\) = '[0-9a-f]{32}';/.exec(
      migration,
    )?.[0];
    expect(update).toBeTruthy();
    const body = async () =>
      (await shop.pg.query<{ body: string }>("select body from pages where slug = 'terminos'")).rows[0]!.body;
    await shop.pg.query("update pages set body = $1 where slug = 'terminos'", ["## Mis términos\n\nTexto propio."]);
    await shop.pg.exec(update!);
    expect(await body()).toBe("## Mis términos\n\nTexto propio.");
    await shop.pg.query("update pages set body = $1 where slug = 'terminos'", [seededBody]);
    await shop.pg.exec(update!);
    expect(await body()).toContain("## 6. Derecho de arrepentimiento");
  });
});

describe("the seller", () => {
  it("is named from Facturación in GET /api/settings and in every page the Worker sends", async () => {
    const before = await (await shop.request("/api/settings")).json();
    expect(before.seller).toBeNull();
    const res = await send("PUT", "/api/admin/invoice-settings", { ...TEST_ISSUER, address: "Av. Gral. Flores 2415" });
    expect(res.status, await res.clone().text()).toBe(200);
    const seller = {
      legalName: "Química Oriental S.A.",
      rut: "211234560019",
      address: "Av. Gral. Flores 2415, Montevideo, Montevideo",
      phone: "(+598) 2200 1995",
      email: "ventas@quimicaoriental.com.uy",
    };
    // The save clears the cache: the answer names the seller at once.
    expect((await (await shop.request("/api/settings")).json()).seller).toEqual(seller);

    const app = createApp(() => buildDeps(parseConfig({ ENVIRONMENT: "test" }), shop.db), {
      loadShell: async () => '<!doctype html><html lang="es"><head></head><body><div id="root"></div></body></html>',
    });
    const page = await app.request("/terms-and-conditions", {}, { ASSETS: { fetch: async () => new Response("") } }, {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as never);
    const html = await page.text();
    const data = JSON.parse(/<script type="application\/json" id="api-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(data["/settings"].seller).toEqual(seller);
  });
});

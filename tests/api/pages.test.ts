import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Page, pageBodyProblems, pendingTexts } from "../../domain/schemas/page.ts";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const save = (slug: string, body: unknown, headers: Record<string, string> = admin) =>
  shop.request(`/api/admin/pages/${slug}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const publicPage = async (slug: string): Promise<Page> =>
  (await (await shop.request(`/api/pages/${slug}`)).json()).page;

const terms = {
  title: "Términos y condiciones",
  lead: "Condiciones de compra.",
  body: "## Derechos del consumidor\n\nSegún la **Ley N.º 17.250**:\n\n- Puede arrepentirse.\n\n[Más](https://www.impo.com.uy/)",
};

describe("owner pages", () => {
  it("anyone reads the four seeded pages, with the rules as placeholders and the Términos complete", async () => {
    for (const slug of ["nosotros", "servicios", "informacion", "terminos"]) {
      const res = await shop.request(`/api/pages/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.headers.get("cache-control")).toContain("public");
      const { page } = await res.json();
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.body.length).toBeGreaterThan(200);
      expect(typeof page.updatedAt).toBe("string");
    }
    const information = await publicPage("informacion");
    expect(information.body).toContain("## Envíos {#envios}");
    expect(information.body).toContain("**{{envio_montevideo}}**");
    const seeded = await publicPage("terminos");
    expect(seeded.body).toContain("Ley N.º 17.250");
    // Issue 40: the seeded Términos are complete (no '[PENDIENTE: ...]'), with the right of withdrawal.
    expect(seeded.body).not.toContain("[PENDIENTE");
    expect(seeded.body).toContain("Derecho de arrepentimiento");
  });

  it("seeds a complete 'Política de privacidad' (issue 40): no placeholder, every processor and country, the rights", async () => {
    const privacy = await publicPage("privacidad");
    expect(privacy.title).toBe("Política de privacidad");
    expect(pendingTexts(privacy.body)).toBe(0);
    expect(privacy.body).not.toMatch(/PENDIENTE|Reemplace/i);
    expect(pageBodyProblems(privacy.body)).toEqual([]);
    for (const needed of [
      "Ley N.º 18.331",
      "RUT",
      "cédula",
      "dirección IP",
      "Supabase",
      "Cloudflare",
      "Resend",
      "Mercado Pago",
      "facturación electrónica",
      "Estados Unidos",
      "Uruguay",
      "(/mis-datos)",
      "mailto:ventas@quimicaoriental.com.uy",
      "URCDP",
    ]) {
      expect(privacy.body, needed).toContain(needed);
    }
    const listed = await shop.request("/api/admin/pages", { headers: admin });
    const { pages } = (await listed.json()) as { pages: { slug: string }[] };
    expect(pages.map((p) => p.slug)).toContain("privacidad");
  });

  it("answers 404 with a Spanish message for a page that does not exist", async () => {
    for (const path of ["/api/pages/contacto", "/api/pages/..%2Fsettings", "/api/pages/NOSOTROS"]) {
      const res = await shop.request(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error).toEqual({ code: "not_found", message: "Página no encontrada." });
    }
    expect((await shop.request("/api/admin/pages/contacto", { headers: admin })).status).toBe(404);
  });

  it("an admin lists and saves a page; the storefront's cached read shows it at once", async () => {
    const before = await publicPage("terminos"); // now in the cache
    // The storefront's read is cached: a change behind the API's back is not seen yet...
    await shop.pg.query("update pages set title = 'Cambiado a mano' where slug = 'terminos'");
    expect((await publicPage("terminos")).title).toBe(before.title);
    const list = await shop.request("/api/admin/pages", { headers: admin });
    expect(list.status).toBe(200);
    expect((await list.json()).pages.map((p: Page) => p.slug)).toEqual([
      "nosotros",
      "servicios",
      "informacion",
      "terminos",
      "privacidad",
    ]);
    const res = await save("terminos", { ...terms, title: "  Términos y condiciones  " });
    expect(res.status, await res.clone().text()).toBe(200);
    const { page } = await res.json();
    expect(page).toMatchObject({ slug: "terminos", ...terms });
    expect(page.updatedAt > before.updatedAt).toBe(true);
    expect(await publicPage("terminos")).toEqual(page);
    const read = await shop.request("/api/admin/pages/terminos", { headers: admin });
    expect((await read.json()).page).toEqual(page);
    // The other pages are untouched.
    expect((await publicPage("nosotros")).title).toBe("Nuestra empresa");
  });

  it.each([
    [{ ...terms, title: "" }, "Escriba el título."],
    [{ ...terms, title: "x".repeat(121) }, "El título admite hasta 120 caracteres."],
    [{ ...terms, title: "Dos\nlíneas" }, "Escriba este dato en una sola línea."],
    [{ ...terms, lead: "x".repeat(301) }, "La entradilla admite hasta 300 caracteres."],
    [{ ...terms, body: "   " }, "Escriba el texto de la página."],
    [{ ...terms, body: "x".repeat(50_001) }, "El texto admite hasta 50.000 caracteres."],
    [{ ...terms, body: "Hola <script>alert(1)</script>" }, "El texto no puede incluir código (<script>)."],
    [{ ...terms, body: "[Clic](javascript:alert(1))" }, "El texto no puede incluir enlaces javascript:."],
    [{ ...terms, body: "[Clic](JavaScript:alert(1))" }, "El texto no puede incluir enlaces javascript:."],
    [
      { ...terms, body: "[Archivo](ftp://example.com/x)" },
      "El enlace «ftp://example.com/x» no es válido: use una dirección que empiece con https://, mailto:, tel: o /.",
    ],
    [{ ...terms, body: "Envío: {{envio_gratis}}" }, "{{envio_gratis}} no es un valor de la tienda."],
    [{ title: "Sin texto" }, "Escriba el texto de la página."],
  ])("refuses an invalid page (%#) with a Spanish message and keeps the saved one", async (body, message) => {
    const res = await save("terminos", body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe(message);
    expect((await publicPage("terminos")).body).toBe(terms.body);
  });

  it("accepts every known placeholder and the allowed links", async () => {
    const body =
      "{{envio_montevideo}} {{ envio_gratis_desde }} {{minimo_envio}} {{descuento_transferencia}} {{hora_corte}} " +
      "{{horario}} {{plazo_retiro}} {{plazo_montevideo}} {{plazo_interior}}\n\n" +
      "[a](https://example.com) [b](http://example.com) [c](mailto:a@b.uy) [d](tel:+59822001995) [e](/shop) [f](#envios)";
    const res = await save("informacion", { title: "Información", body });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).page.lead).toBe("");
  });

  it("refuses the back office's API without a session (401) and to a signed-in non-admin (403)", async () => {
    expect((await shop.request("/api/admin/pages")).status).toBe(401);
    const anonymousSave = await save("terminos", terms, {});
    expect(anonymousSave.status).toBe(401);
    expect((await anonymousSave.json()).error.code).toBeTruthy();
    const shopper = await bearer({ appRole: null });
    expect((await shop.request("/api/admin/pages", { headers: shopper })).status).toBe(403);
    expect((await save("terminos", { ...terms, title: "Mío" }, shopper)).status).toBe(403);
    expect((await publicPage("terminos")).title).toBe(terms.title);
  });

  it("the database lets anyone read, only admins change, and nobody add or remove a page (RLS, grants)", async () => {
    // One transaction per statement, one turn of the shared session (not interleaved with a request's).
    const asRole = (role: string, claims: object, statement: string) =>
      shop.pg.transaction(async (tx) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          role,
          JSON.stringify(claims),
        ]);
        try {
          const result = await tx.query(statement);
          return { rows: result.rows.length, changed: result.affectedRows ?? 0 };
        } catch (error) {
          return { error: (error as Error).message };
        } finally {
          await tx.rollback();
        }
      });
    const shopper = { role: "authenticated", sub: "00000000-0000-0000-0000-0000000000c1", app_metadata: {} };
    const owner = { ...shopper, app_metadata: { role: "admin" } };
    expect(await asRole("anon", {}, "select slug from pages")).toMatchObject({ rows: 5 });
    expect(await asRole("anon", {}, "update pages set title = 'x'")).toMatchObject({ changed: 0 });
    expect(await asRole("authenticated", shopper, "update pages set title = 'x'")).toMatchObject({ changed: 0 });
    expect(await asRole("authenticated", owner, "update pages set title = 'x'")).toMatchObject({ changed: 5 });
    expect(await asRole("authenticated", owner, "delete from pages")).toMatchObject({
      error: expect.stringMatching(/permission denied/),
    });
    expect(
      await asRole("authenticated", owner, "insert into pages (slug, title, body) values ('nosotros', 'x', 'y')"),
    ).toMatchObject({ error: expect.stringMatching(/permission denied/) });
  });
});

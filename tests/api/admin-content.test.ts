import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { countRows } from "../support/orders.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown) =>
  shop.request(path, {
    method,
    headers: { ...admin, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("/api/admin/banner", () => {
  it("replaces the one banner (the old one removed in the same transaction) and home reads the new one", async () => {
    const first = await send("PUT", "/api/admin/banner", { title: "  Invierno  ", subtitle: "Todo en aceites" });
    expect(first.status, await first.clone().text()).toBe(201);
    const { banner: a } = await first.json();
    expect(a).toMatchObject({ title: "Invierno", subtitle: "Todo en aceites", comment: "", image: null, link: null });

    const second = await send("PUT", "/api/admin/banner", {
      title: "Verano",
      comment: "Hasta agotar stock",
      image: { url: "/images/home/promo-descuento.webp", alt: "Frascos de aceite" },
      link: "/shop?category=aceites",
    });
    expect(second.status).toBe(201);
    const { banner: b } = await second.json();
    expect(b.id).not.toBe(a.id);
    expect(b).toMatchObject({ image: "/images/home/promo-descuento.webp", imageAlt: "Frascos de aceite" });
    expect(await countRows(shop, "banners")).toBe(1);

    const notices = await (await shop.request("/api/site-notices")).json();
    expect(notices.banner).toMatchObject({ id: b.id, title: "Verano", link: "/shop?category=aceites" });
    expect((await (await send("GET", "/api/admin/banner")).json()).banner.id).toBe(b.id);
  });

  it.each([
    [{ title: "   " }, "Rellene los campos"],
    [{}, "Rellene los campos"],
    [
      { title: "Ok", link: "javascript:alert(1)" },
      "El enlace debe empezar con / (una página de la tienda) o con https://",
    ],
    [{ title: "Ok", image: { url: "data:image/png;base64,AAA", alt: "" } }, "Imagen no válida"],
    [{ title: "x".repeat(121) }, "Máximo 120 caracteres."],
  ])("refuses %j with a Spanish message and keeps the banner", async (body, message) => {
    const before = (await (await send("GET", "/api/admin/banner")).json()).banner;
    const res = await send("PUT", "/api/admin/banner", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "invalid_input", message });
    expect((await (await send("GET", "/api/admin/banner")).json()).banner).toEqual(before);
  });

  it("deletes the banner, then answers 404 'No hay banner.'", async () => {
    await send("PUT", "/api/admin/banner", { title: "Para borrar" });
    const res = await send("DELETE", "/api/admin/banner");
    expect(res.status).toBe(200);
    expect(await countRows(shop, "banners")).toBe(0);
    expect((await (await shop.request("/api/site-notices")).json()).banner).toBeNull();
    const again = await send("DELETE", "/api/admin/banner");
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("No hay banner.");
  });

  it("erases a replaced uploaded image after the commit", async () => {
    const path = `2026-11/${crypto.randomUUID()}.webp`;
    await shop.pg.query(
      `insert into stored_files (bucket, path, content_type, size_bytes, data) values ('images', $1, 'image/webp', 3, '\\x010203')`,
      [path],
    );
    const url = `/media/images/${path}`;
    expect((await send("PUT", "/api/admin/banner", { title: "Con foto", image: { url, alt: "" } })).status).toBe(201);
    expect((await send("PUT", "/api/admin/banner", { title: "Sin foto" })).status).toBe(201);
    const { rows } = await shop.pg.query("select 1 from stored_files where bucket = 'images' and path = $1", [path]);
    expect(rows).toHaveLength(0);
  });
});

describe("/api/admin/vacation", () => {
  it("keeps one notice: a replacement gets a new id and the public read shows it", async () => {
    const a = await send("PUT", "/api/admin/vacation", { content: "Cerrado por vacaciones del 1 al 15 de enero" });
    expect(a.status).toBe(201);
    const b = await send("PUT", "/api/admin/vacation", { content: "Cerrado el 25 de diciembre" });
    const { notice } = await b.json();
    expect(notice.id).not.toBe((await a.json()).notice.id);
    expect(await countRows(shop, "vacation_notices")).toBe(1);
    const notices = await (await shop.request("/api/site-notices")).json();
    expect(notices.vacation).toMatchObject({ id: notice.id, content: "Cerrado el 25 de diciembre" });
  });

  it("requires the content", async () => {
    for (const body of [{ content: "  " }, {}]) {
      const res = await send("PUT", "/api/admin/vacation", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("Rellene los campos");
    }
    expect(await countRows(shop, "vacation_notices")).toBe(1);
  });

  it("deletes it; a second delete is a 404 with the empty-state text", async () => {
    expect((await send("DELETE", "/api/admin/vacation")).status).toBe(200);
    expect((await (await shop.request("/api/site-notices")).json()).vacation).toBeNull();
    const again = await send("DELETE", "/api/admin/vacation");
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe("No hay notificaciones de vacaciones.");
  });
});

describe("/api/admin/feed", () => {
  const idsOf = async (res: Response) => ((await res.json()).items as { id: number }[]).map((i) => i.id);
  /** Every post, as the back office lists them. */
  const ids = async () => idsOf(await send("GET", "/api/admin/feed"));
  /** What the home and the product page read: the first 14. */
  const shown = async () => idsOf(await shop.request("/api/feed"));

  it("adds first (so the home shows it), refuses a repeated link, deletes", async () => {
    const before = await ids();
    const res = await send("POST", "/api/admin/feed", {
      img: "/images/feed/feed-01.webp",
      link: "https://www.instagram.com/p/nuevo-1/",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { item } = await res.json();
    expect(await ids()).toEqual([item.id, ...before]);
    expect(await shown()).toEqual([item.id, ...before].slice(0, 14));

    const twice = await send("POST", "/api/admin/feed", { img: "/images/feed/x.svg", link: item.link });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe("Esa publicación ya está en el listado.");

    expect((await send("DELETE", `/api/admin/feed/${item.id}`)).status).toBe(200);
    expect(await ids()).toEqual(before);
    expect((await send("DELETE", `/api/admin/feed/${item.id}`)).status).toBe(404);
  });

  it.each([
    [{ img: "/images/feed/a.svg", link: "http://insecure.example/p" }, "El enlace debe empezar con https://"],
    [{ img: "javascript:x", link: "https://www.instagram.com/p/a/" }, "Imagen no válida"],
    [{ img: "/images/feed/a.svg", link: "" }, "Escriba el enlace de la publicación."],
  ])("refuses %j", async (body, message) => {
    const res = await send("POST", "/api/admin/feed", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("reorders when the new order names every item once; otherwise changes nothing", async () => {
    for (const n of [1, 2]) {
      await send("POST", "/api/admin/feed", {
        img: "/images/feed/a.svg",
        link: `https://www.instagram.com/p/orden-${n}/`,
      });
    }
    const before = await ids();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const reversed = [...before].reverse();
    const res = await send("PUT", "/api/admin/feed/order", { ids: reversed });
    expect(res.status).toBe(200);
    expect(((await res.json()).items as { id: number }[]).map((i) => i.id)).toEqual(reversed);
    expect(await ids()).toEqual(reversed);

    const missing = await send("PUT", "/api/admin/feed/order", { ids: reversed.slice(1) });
    expect(missing.status).toBe(409);
    const repeated = await send("PUT", "/api/admin/feed/order", { ids: [...reversed, reversed[0]] });
    expect(repeated.status).toBe(400);
    expect(await ids()).toEqual(reversed);
  });

  it("sends the home the first 14 posts of the owner's order, the newest added first", async () => {
    for (let n = 0; n < 16; n++) {
      await send("POST", "/api/admin/feed", {
        img: "/images/feed/a.svg",
        link: `https://www.instagram.com/p/muchas-${n}/`,
      });
    }
    const all = await ids();
    expect(all.length).toBeGreaterThan(14);
    const home = await shown();
    expect(home).toEqual(all.slice(0, 14));
    const newest = await send("POST", "/api/admin/feed", {
      img: "/images/feed/a.svg",
      link: "https://www.instagram.com/p/la-ultima/",
    });
    const { item } = await newest.json();
    expect((await shown())[0]).toBe(item.id);
  });
});

describe("GET /api/featured", () => {
  it("never features what cannot be bought, and counts the discounted products truthfully", async () => {
    const { rows: dearest } = await shop.pg.query<{ id: number }>(
      "select id::int from products where published and quantity > 0 order by (discount > 0) desc, final_price desc, id desc limit 1",
    );
    // Nothing of any size left, whichever way it counts its stock (quantity is derived: decision 019).
    await shop.pg.query("update products set bulk_stock = 0 where id = $1", [dearest[0]!.id]);
    await shop.pg.query("update product_variants set stock = 0 where product_id = $1", [dearest[0]!.id]);
    const res = await shop.request("/api/featured");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { id: number; quantity: number }[]; discounted: number; total: number };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(8);
    expect(body.items.map((i) => i.id)).not.toContain(dearest[0]!.id);
    expect(body.items.every((i) => i.quantity > 0)).toBe(true);
    const { rows } = await shop.pg.query<{ discounted: number; total: number }>(
      "select (count(*) filter (where discount > 0))::int as discounted, count(*)::int as total from products where published",
    );
    expect({ discounted: body.discounted, total: body.total }).toEqual(rows[0]);
    expect(body.discounted).toBeLessThan(body.total);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/admin-session.ts";
import { startTestShop, type TestShop } from "../support/test-database.ts";

let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await bearer();
});
afterAll(() => shop.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) =>
  shop.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** An uploaded image as the upload route stores it (embedded: bytes in stored_files), and its URL. */
async function uploadedImage() {
  const path = `2026-11/${crypto.randomUUID()}.webp`;
  await shop.pg.query(
    `insert into stored_files (bucket, path, content_type, size_bytes, data)
     values ('images', $1, 'image/webp', 3, '\\x010203'), ('images', $2, 'image/webp', 3, '\\x010203')`,
    [path, path.replace(".webp", ".card.webp")],
  );
  return { path, url: `/media/images/${path}` };
}

const stored = async (path: string) =>
  (await shop.pg.query("select 1 from stored_files where bucket = 'images' and path = $1", [path])).rows.length > 0;

const post = (change: Record<string, unknown> = {}) => ({
  mainTitle: "Velas de soja en casa",
  category: "Velas",
  cover: { url: "/images/blog/velas-aromaticas.webp", alt: "Velas encendidas sobre una mesa" },
  images: [{ url: "/images/blog/velas-aromaticas-2.webp", alt: "Mechas y cera" }],
  content: [
    { title: "Materiales", text: "Cera de soja, mechas de algodón y un aceite esencial." },
    { title: "Paso a paso", text: "Derrita la cera a baño maría.\n\nAgregue el aroma a 70 °C." },
  ],
  quote: "La paciencia es el mejor ingrediente.",
  videoLink: "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
  published: true,
  ...change,
});

describe("/api/admin/blogs", () => {
  it("creates a post the shop then shows, and lists it with drafts for the admin", async () => {
    const res = await send("POST", "/api/admin/blogs", post());
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const draft = await (
      await send("POST", "/api/admin/blogs", post({ mainTitle: "Borrador", published: false }))
    ).json();

    const publicPost = await (await shop.request(`/api/blog/${id}`)).json();
    expect(publicPost.post).toMatchObject({
      mainTitle: "Velas de soja en casa",
      cover: { url: "/images/blog/velas-aromaticas.webp", alt: "Velas encendidas sobre una mesa" },
      images: [{ url: "/images/blog/velas-aromaticas-2.webp", alt: "Mechas y cera" }],
      content: post().content,
      quote: "La paciencia es el mejor ingrediente.",
      videoLink: "https://www.youtube.com/watch?v=Qm7pXh2LrVk",
    });
    expect((await shop.request(`/api/blog/${draft.id}`)).status).toBe(404);

    const list = await (await send("GET", "/api/admin/blogs")).json();
    expect(list.items[0]).toMatchObject({ id: draft.id, mainTitle: "Borrador", published: false });
    expect(list.items[1]).toMatchObject({ id, mainTitle: "Velas de soja en casa", published: true });
    const one = await (await send("GET", `/api/admin/blogs/${draft.id}`)).json();
    expect(one.post.published).toBe(false);
  });

  it.each([
    ["no title", { mainTitle: "  " }],
    ["no sections", { content: [] }],
    ["a section without a paragraph", { content: [{ title: "Solo título", text: "" }] }],
  ])("refuses %s with 'Rellene los campos' and writes nothing", async (_, change) => {
    const before = (await shop.pg.query("select count(*)::int as n from blog_posts")).rows[0];
    const res = await send("POST", "/api/admin/blogs", post(change));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "invalid_input", message: "Rellene los campos" });
    expect((await shop.pg.query("select count(*)::int as n from blog_posts")).rows[0]).toEqual(before);
  });

  it("refuses a missing cover, a fourth image, an unsafe image and a video that is not YouTube", async () => {
    const image = { url: "/images/blog/velas-aromaticas-2.webp", alt: "" };
    for (const change of [
      { cover: undefined },
      { images: [image, image, image, image] },
      { cover: { url: "javascript:alert(1)", alt: "" } },
      { videoLink: "https://evil.example/watch?v=Qm7pXh2LrVk" },
    ]) {
      const res = await send("POST", "/api/admin/blogs", post(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((await res.json()).error.message).toMatch(/[a-záéíóú]/);
    }
  });

  it("edits a post keeping its date, and erases the uploaded image it replaced after the commit", async () => {
    const oldCover = await uploadedImage();
    const kept = await uploadedImage();
    const created = await send(
      "POST",
      "/api/admin/blogs",
      post({ cover: { url: oldCover.url, alt: "" }, images: [{ url: kept.url, alt: "" }] }),
    );
    const { id } = await created.json();
    const before = (await shop.pg.query<{ created_at: Date }>("select created_at from blog_posts where id = $1", [id]))
      .rows[0]!;

    const res = await send(
      "PUT",
      `/api/admin/blogs/${id}`,
      post({ mainTitle: "Velas de soja, versión 2", images: [{ url: kept.url, alt: "Cera" }], quote: "" }),
    );
    expect(res.status).toBe(200);
    const { post: edited } = await (await send("GET", `/api/admin/blogs/${id}`)).json();
    expect(edited).toMatchObject({
      mainTitle: "Velas de soja, versión 2",
      quote: null,
      images: [{ url: kept.url, alt: "Cera" }],
    });
    const after = (await shop.pg.query<{ created_at: Date }>("select created_at from blog_posts where id = $1", [id]))
      .rows[0]!;
    expect(after.created_at).toEqual(before.created_at);
    expect(await stored(oldCover.path)).toBe(false);
    expect(await stored(oldCover.path.replace(".webp", ".card.webp"))).toBe(false);
    expect(await stored(kept.path)).toBe(true);
  });

  it("deletes a post and its uploaded images; an unknown id is a Spanish 404", async () => {
    const cover = await uploadedImage();
    const { id } = await (await send("POST", "/api/admin/blogs", post({ cover: { url: cover.url, alt: "" } }))).json();
    const res = await send("DELETE", `/api/admin/blogs/${id}`);
    expect(res.status).toBe(200);
    expect((await shop.request(`/api/blog/${id}`)).status).toBe(404);
    expect(await stored(cover.path)).toBe(false);
    // The seed's images are never erased.
    expect(
      (await shop.pg.query("select 1 from blog_posts where cover_image_url like '/images/blog/%'")).rows.length,
    ).toBeGreaterThan(0);

    for (const [method, body] of [
      ["DELETE", undefined],
      ["PUT", post()],
      ["GET", undefined],
    ] as const) {
      const missing = await send(method, `/api/admin/blogs/999999`, body);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toEqual({ code: "not_found", message: "No encontramos el blog post." });
    }
  });

  it("lets no one but an admin read or write", async () => {
    const before = (await shop.pg.query("select count(*)::int as n from blog_posts")).rows[0];
    expect((await send("POST", "/api/admin/blogs", post(), {})).status).toBe(401);
    expect((await send("GET", "/api/admin/blogs", undefined, await bearer({ appRole: null }))).status).toBe(403);
    expect((await shop.pg.query("select count(*)::int as n from blog_posts")).rows[0]).toEqual(before);
  });
});

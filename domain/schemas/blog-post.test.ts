import { describe, expect, it } from "vitest";
import {
  blogPageQuery,
  blogPostForm,
  blogPostInput,
  FILL_FIELDS,
  INVALID_VIDEO,
  sectionIsComplete,
  toBlogPostInput,
} from "./blog-post.ts";

const valid = {
  mainTitle: "  Velas aromáticas  ",
  category: "Velas",
  cover: { url: "/media/images/2026-11/0b4cb8b2-6a53-4b0a-9d0e-3e4c1b2a9f00.webp", alt: "Velas encendidas" },
  images: [],
  content: [{ title: "Materiales", text: "Cera de soja y mechas." }],
  quote: "",
  videoLink: "https://youtu.be/Qm7pXh2LrVk",
  published: false,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("blogPostInput", () => {
  it("trims the texts and turns blank optional fields into null", () => {
    const post = blogPostInput.parse(valid);
    expect(post.mainTitle).toBe("Velas aromáticas");
    expect(post.quote).toBeNull();
    expect(post.videoLink).toBe("https://youtu.be/Qm7pXh2LrVk");
    expect(post.published).toBe(false);
    expect(blogPostInput.parse({ ...valid, videoLink: "", published: undefined }).published).toBe(true);
  });

  it.each([
    ["no title", { mainTitle: "   " }],
    ["no sections", { content: [] }],
    ["a section without its paragraph", { content: [{ title: "Materiales", text: " " }] }],
  ])("refuses %s with 'Rellene los campos'", (_, change) => {
    expect(firstMessage(blogPostInput.safeParse({ ...valid, ...change }))).toBe(FILL_FIELDS);
  });

  it("needs a cover, at most three content images, safe image URLs and a YouTube video", () => {
    expect(blogPostInput.safeParse({ ...valid, cover: undefined }).success).toBe(false);
    const image = { url: "/images/blog/velas-aromaticas-2.webp", alt: "" };
    expect(blogPostInput.safeParse({ ...valid, images: [image, image, image] }).success).toBe(true);
    expect(firstMessage(blogPostInput.safeParse({ ...valid, images: [image, image, image, image] }))).toBe(
      "Hasta 3 imágenes.",
    );
    expect(blogPostInput.safeParse({ ...valid, cover: { url: "javascript:alert(1)", alt: "" } }).success).toBe(false);
    expect(blogPostInput.safeParse({ ...valid, cover: { url: "http://example.com/a.png", alt: "" } }).success).toBe(
      false,
    );
    expect(firstMessage(blogPostInput.safeParse({ ...valid, videoLink: "https://vimeo.com/1" }))).toBe(INVALID_VIDEO);
    expect(blogPostInput.safeParse({ ...valid, mainTitle: "Dos\nlíneas" }).success).toBe(false);
  });
});

describe("blogPostForm", () => {
  const form = { ...valid, cover: [valid.cover], quote: "  Una cita.  " };

  it("turns the form's values into the API's input", () => {
    expect(toBlogPostInput(blogPostForm.parse(form))).toEqual({
      ...blogPostInput.parse(valid),
      quote: "Una cita.",
    });
  });

  it("asks for a cover with 'Rellene los campos'", () => {
    expect(firstMessage(blogPostForm.safeParse({ ...form, cover: [] }))).toBe(FILL_FIELDS);
  });
});

describe("sections and pages", () => {
  it("adds a section only when both its subtitle and paragraph have text", () => {
    expect(sectionIsComplete({ title: "A", text: "B" })).toBe(true);
    expect(sectionIsComplete({ title: "A", text: "  " })).toBe(false);
    expect(sectionIsComplete({ title: "", text: "B" })).toBe(false);
  });

  it("reads ?page as a number from 1", () => {
    expect(blogPageQuery.parse({})).toEqual({ page: 1 });
    expect(blogPageQuery.parse({ page: "" })).toEqual({ page: 1 });
    expect(blogPageQuery.parse({ page: "3" })).toEqual({ page: 3 });
    expect(blogPageQuery.safeParse({ page: "0" }).success).toBe(false);
  });
});

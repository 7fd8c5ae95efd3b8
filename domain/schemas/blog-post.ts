import * as z from "zod";
import { adminImageSchema } from "../images.ts";
import { hasControlCharacters } from "../text.ts";
import { youtubeVideoId } from "../video.ts";
import { blankAsMissing, requiredLine, requiredText, SINGLE_LINE } from "./fields.ts";

// Blog posts (SPEC sections 2, 3, 5, 9): the admin form and POST/PUT /api/admin/blogs share these rules;
// the public pages read the same shapes.

/** Posts per page on /blog; the sidebar's latest posts; the content images a post may have. */
export const BLOG_PAGE_SIZE = 7;
export const BLOG_SIDEBAR_LATEST = 5;
export const BLOG_MAX_IMAGES = 3;
/** The SPEC's message when the title, the cover or every section is missing. */
export const FILL_FIELDS = "Rellene los campos";
export const INVALID_VIDEO = "El video debe ser un enlace de YouTube (youtube.com/watch?v=…, /shorts/… o youtu.be/…).";

/** An image of a post: its URL and alt text (the shared image field's value). */
export const blogImage = adminImageSchema;
export type BlogImage = z.infer<typeof blogImage>;

/** A content section: a subtitle and its paragraph, both required. */
export const blogSection = z.object({
  title: requiredLine(160, FILL_FIELDS),
  text: requiredText(8000, FILL_FIELDS),
});
export type BlogSection = z.infer<typeof blogSection>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (blankAsMissing(v) === undefined ? null : v),
    z
      .string({ error: "Texto no válido." })
      .trim()
      .max(max, { error: `Máximo ${max} caracteres.` })
      .nullable(),
  );

const videoLink = z.preprocess(
  (v) => (blankAsMissing(v) === undefined ? null : v),
  z
    .string({ error: INVALID_VIDEO })
    .trim()
    .max(300, { error: INVALID_VIDEO })
    .refine((v) => youtubeVideoId(v) !== null, { error: INVALID_VIDEO })
    .nullable(),
);

const category = z.preprocess(
  (v) => (v == null ? "" : v),
  z
    .string({ error: "Categoría no válida." })
    .trim()
    .max(60, { error: "Máximo 60 caracteres." })
    .refine((v) => !hasControlCharacters(v), { error: SINGLE_LINE }),
);

/** What POST /api/admin/blogs and PUT /api/admin/blogs/:id take. */
export const blogPostInput = z.object({
  mainTitle: requiredLine(160, FILL_FIELDS),
  category,
  cover: blogImage,
  images: z
    .array(blogImage)
    .max(BLOG_MAX_IMAGES, { error: `Hasta ${BLOG_MAX_IMAGES} imágenes.` })
    .default([]),
  content: z
    .array(blogSection, { error: FILL_FIELDS })
    .min(1, { error: FILL_FIELDS })
    .max(40, { error: "Hasta 40 secciones." }),
  quote: optionalText(600),
  videoLink,
  published: z.boolean({ error: "Indique si se publica." }).default(true),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;

/**
 * The admin form's values: the cover is a one-image list (the shared image field), texts are plain strings.
 * Its schema checks the same rules and `toBlogPostInput` turns it into the API's input.
 */
export const blogPostForm = z.object({
  mainTitle: requiredLine(160, FILL_FIELDS),
  category,
  cover: z.array(blogImage).min(1, { error: FILL_FIELDS }).max(1, { error: "Una sola imagen de portada." }),
  images: z.array(blogImage).max(BLOG_MAX_IMAGES, { error: `Hasta ${BLOG_MAX_IMAGES} imágenes.` }),
  content: z.array(blogSection).min(1, { error: FILL_FIELDS }).max(40, { error: "Hasta 40 secciones." }),
  quote: z.string().trim().max(600, { error: "Máximo 600 caracteres." }),
  videoLink: z
    .string()
    .trim()
    .refine((v) => v === "" || youtubeVideoId(v) !== null, { error: INVALID_VIDEO }),
  published: z.boolean(),
});
export type BlogPostFormValues = z.input<typeof blogPostForm>;
export type BlogPostFormOutput = z.output<typeof blogPostForm>;

export function toBlogPostInput(values: BlogPostFormOutput): BlogPostInput {
  return {
    mainTitle: values.mainTitle,
    category: values.category,
    cover: values.cover[0]!,
    images: values.images,
    content: values.content,
    quote: values.quote || null,
    videoLink: values.videoLink || null,
    published: values.published,
  };
}

/** A section joins the post only when both its subtitle and its paragraph have text (SPEC section 5). */
export function sectionIsComplete(section: { title: string; text: string }): boolean {
  return section.title.trim() !== "" && section.text.trim() !== "";
}

/** /api/blog?page= and /blog?page=: a page number from 1 (blank or absent: 1). */
export const blogPageQuery = z.object({
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "Página no válida" })
      .int({ error: "Página no válida" })
      .min(1, { error: "Página no válida" })
      .max(10_000, { error: "Página no válida" })
      .default(1),
  ),
});

/** A post id in a URL: a positive integer. */
export const blogPostParam = z.object({
  id: z.coerce
    .number({ error: "Publicación no válida" })
    .int({ error: "Publicación no válida" })
    .min(1, { error: "Publicación no válida" })
    .max(Number.MAX_SAFE_INTEGER, { error: "Publicación no válida" }),
});

export const BLOG_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

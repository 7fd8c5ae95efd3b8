/**
 * Seeds a fresh database with the demo content of catalogue.ts: categories, products and their variants,
 * blog posts, the social feed and the banner (no closure notice). Everything goes in one transaction,
 * one insert statement per table: each table's rows travel as a single JSON text parameter and are expanded
 * with jsonb_to_recordset, which keeps the statements small and independent of how a driver encodes arrays.
 * The parameter is typed `$1::text::jsonb`, not `$1::jsonb`: postgres.js asks the server for parameter
 * types and JSON-encodes a value it is told is jsonb, so the already stringified rows would arrive as one
 * JSON string ("cannot call jsonb_to_recordset on a non-array"); as text they arrive as they are, from
 * postgres.js and from PGlite alike.
 *
 * Variants are inserted after their products: the database triggers fill each variant's final_price and
 * the product's listing price (price, final_price).
 */
import type { SqlRunner } from "../../scripts/db/sql-runner.ts";
import { banner, blogPosts, categories, feedItems, products } from "./catalogue.ts";
import {
  DEMO_FDS_PRODUCTS,
  DEMO_FICHA_TECNICA_PRODUCTS,
  DEMO_REVISION_DATE,
  demoFds,
  demoFichaTecnica,
} from "./documents.ts";
import { productSafety } from "./safety.ts";

/** Whether demo content (or any real content) is already there: any category exists. */
export async function isSeeded(db: SqlRunner): Promise<boolean> {
  const rows = await db.query<{ seeded: boolean }>("select exists (select 1 from public.categories) as seeded");
  return rows[0]?.seeded === true;
}

/** Inserts the demo catalogue and site content. Expects empty content tables; all or nothing. */
export async function seedDemoContent(db: SqlRunner): Promise<void> {
  await db.exec("begin");
  try {
    await insertAll(db);
    await db.exec("commit");
  } catch (error) {
    await db.exec("rollback").catch(() => {});
    throw error;
  }
}

async function insertAll(db: SqlRunner): Promise<void> {
  // A published product with a GHS pictogram needs a current FDS (migration 20261203020000): checked at the commit,
  // once the documents below are in.
  await db.exec("set constraints all deferred");
  await db.query(
    `insert into public.categories (slug, title, image, is_all, sort_order)
     select r.slug, r.title, r.image, r.is_all, r.sort_order
       from jsonb_to_recordset($1::text::jsonb) as r(slug text, title text, image text, is_all boolean, sort_order integer)`,
    [JSON.stringify(categories)],
  );

  // New products get the most recent creation dates, so "latest" orderings show them first.
  const productRows = products.map((p, i) => ({
    slug: p.slug,
    name: p.name,
    code: p.code,
    category: p.category,
    description: p.description,
    thumb_images: p.thumb_images,
    images: p.images,
    discount: p.discount,
    is_new: p.is_new,
    stock_mode: p.stock_mode,
    bulk_stock: p.bulk_stock,
    unit: p.unit,
    benefits: p.benefits,
    uses: p.uses,
    doses: p.doses,
    is_not_eaten: p.is_not_eaten,
    age_minutes: (p.is_new ? 0 : 60 * 24 * 30) + i * 90,
  }));
  await db.query(
    `insert into public.products
       (slug, name, code, category_id, description, thumb_images, images, discount, is_new, stock_mode,
        bulk_stock, unit, benefits, uses, doses, is_not_eaten, created_at, updated_at)
     select r.slug, r.name, r.code, c.id, r.description, r.thumb_images, r.images, r.discount, r.is_new,
            r.stock_mode, r.bulk_stock, r.unit, r.benefits, r.uses, r.doses, r.is_not_eaten,
            now() - make_interval(mins => r.age_minutes), now() - make_interval(mins => r.age_minutes)
       from jsonb_to_recordset($1::text::jsonb) as r(
              slug text, name text, code text, category text, description text, thumb_images text[],
              images text[], discount integer, is_new boolean, stock_mode text, bulk_stock integer, unit text, benefits text[],
              uses text[], doses text[], is_not_eaten boolean, age_minutes integer)
       join public.categories c on c.slug = r.category`,
    [JSON.stringify(productRows)],
  );

  // The hazard data of the demo chemicals (safety.ts; decision 033).
  const safetyRows = products.flatMap((p) => {
    const safety = productSafety[p.name];
    return safety ? [{ slug: p.slug, ...safety }] : [];
  });
  await db.query(
    `update public.products p
        set inci_name = r.inci_name, cas_numbers = r.cas_numbers, ghs_pictograms = r.ghs_pictograms,
            signal_word = r.signal_word, hazard_statements = r.hazard_statements,
            precautionary_statements = r.precautionary_statements, other_warnings = r.other_warnings
       from jsonb_to_recordset($1::text::jsonb) as r(
              slug text, inci_name text, cas_numbers text[], ghs_pictograms text[], signal_word text,
              hazard_statements text[], precautionary_statements text[], other_warnings text)
      where p.slug = r.slug`,
    [JSON.stringify(safetyRows)],
  );

  const variantRows = products.flatMap((p) =>
    p.variants.map((v) => ({ slug: p.slug, size: v.size, price: v.price, stock: v.stock })),
  );
  await db.query(
    // The shipping weight from the size: a gram per cc, ml or grs (issue 45, decision 035).
    `insert into public.product_variants (product_id, size, price, stock, shipping_grams)
     select p.id, r.size, r.price, r.stock, r.size
       from jsonb_to_recordset($1::text::jsonb) as r(slug text, size integer, price integer, stock integer)
       join public.products p on p.slug = r.slug
      order by p.id, r.size`,
    [JSON.stringify(variantRows)],
  );

  await insertDemoDocuments(db);

  const postRows = blogPosts.map((b) => ({
    main_title: b.main_title,
    category: b.category,
    cover_image_url: b.cover_image_url,
    image_urls: b.image_urls,
    quote: b.quote,
    video_link: b.video_link,
    content: b.content,
    created_at: b.created_at,
  }));
  await db.query(
    `insert into public.blog_posts (main_title, category, cover_image_url, image_urls, quote, video_link, content, created_at)
     select r.main_title, r.category, r.cover_image_url, r.image_urls, r.quote, r.video_link, r.content, r.created_at
       from jsonb_to_recordset($1::text::jsonb) as r(
              main_title text, category text, cover_image_url text, image_urls text[], quote text,
              video_link text, content jsonb, created_at timestamptz)
      order by r.created_at`,
    [JSON.stringify(postRows)],
  );

  await db.query(
    `insert into public.feed_items (link, img, sort_order)
     select r.link, r.img, r.sort_order
       from jsonb_to_recordset($1::text::jsonb) as r(link text, img text, sort_order integer)
      order by r.sort_order`,
    [JSON.stringify(feedItems)],
  );

  await db.query(
    `insert into public.banners (title, subtitle, comment, image, image_alt, link) values ($1, $2, $3, $4, $5, $6)`,
    [banner.title, banner.subtitle, banner.comment, banner.image, banner.imageAlt, banner.link],
  );

  // Every product must have found its category and every variant its product.
  const [check] = await db.query<{ products: number; variants: number }>(
    `select (select count(*)::int from public.products) as products,
            (select count(*)::int from public.product_variants) as variants`,
  );
  if (check?.products !== products.length || check.variants !== variantRows.length) {
    throw new Error(
      `Seed incomplete: ${check?.products} of ${products.length} products, ${check?.variants} of ${variantRows.length} variants`,
    );
  }
}

/**
 * The demo FDSs (the five products with GHS data) and Eucalipto's Ficha técnica (supabase/seed/documents.ts): their
 * bytes in stored_files as the embedded Storage adapter keeps them, served at /media/documents/….
 */
async function insertDemoDocuments(db: SqlRunner): Promise<void> {
  const nameOf = new Map(products.map((p) => [p.slug, p.name]));
  const docs = [
    ...DEMO_FDS_PRODUCTS.map((slug) => ({
      slug,
      kind: "fds",
      folder: "fds",
      bytes: demoFds(nameOf.get(slug) ?? slug),
    })),
    ...DEMO_FICHA_TECNICA_PRODUCTS.map((slug) => ({
      slug,
      kind: "ficha_tecnica",
      folder: "ficha-tecnica",
      bytes: demoFichaTecnica(nameOf.get(slug) ?? slug),
    })),
  ].map((d) => ({
    slug: d.slug,
    kind: d.kind,
    path: `${d.folder}/${crypto.randomUUID()}.pdf`,
    data: Buffer.from(d.bytes).toString("base64"),
  }));
  await db.query(
    `insert into public.stored_files (bucket, path, content_type, size_bytes, data)
     select 'documents', r.path, 'application/pdf', length(decode(r.data, 'base64')), decode(r.data, 'base64')
       from jsonb_to_recordset($1::text::jsonb) as r(path text, data text)`,
    [JSON.stringify(docs)],
  );
  const inserted = await db.query<{ n: number }>(
    `with added as (
       insert into public.product_documents (product_id, kind, revision_date, file_id, url)
       select p.id, r.kind, $2::date, f.id, '/media/documents/' || r.path
         from jsonb_to_recordset($1::text::jsonb) as r(slug text, kind text, path text)
         join public.products p on p.slug = r.slug
         join public.stored_files f on f.bucket = 'documents' and f.path = r.path
       returning 1)
     select count(*)::int as n from added`,
    [JSON.stringify(docs), DEMO_REVISION_DATE],
  );
  if (inserted[0]?.n !== docs.length) throw new Error(`Seed: ${inserted[0]?.n} of ${docs.length} demo documents`);
}

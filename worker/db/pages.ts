import type { Page, PageData, PageSlug } from "../../domain/schemas/page.ts";
import type { Tx } from "./database.ts";

// The pages the owner writes (supabase/migrations/20261125000600_pages.sql): one row per page.

const columns = (tx: Tx) => tx`slug, title, lead, body, to_json(updated_at) #>> '{}' as "updatedAt",
  (select max(v.version) from page_versions v where v.slug = pages.slug) as version`;

/** Every page, in the back office's order (Nosotros, Servicios, Información, Términos). */
export async function listPages(tx: Tx) {
  return tx<Page[]>`
    select ${columns(tx)} from pages
     order by array_position(array['nosotros', 'servicios', 'informacion', 'terminos', 'privacidad'], slug)`;
}

/** One page, or null. */
export async function readPage(tx: Tx, slug: PageSlug) {
  const [row] = await tx<Page[]>`select ${columns(tx)} from pages where slug = ${slug}`;
  return row ?? null;
}

/** Writes a page (already validated); null when it is not there or RLS hid it. */
export async function updatePage(tx: Tx, slug: PageSlug, page: PageData) {
  const [row] = await tx<{ slug: string }[]>`
    update pages set title = ${page.title}, lead = ${page.lead}, body = ${page.body}, updated_at = now()
     where slug = ${slug}
    returning slug`;
  // Read again: the version the save's trigger kept is not visible to the update's own RETURNING.
  return row ? readPage(tx, slug) : null;
}

/** One published version of a page (page_versions: one per save; issue 40), or null. */
export async function readPageVersion(tx: Tx, slug: PageSlug, version: number) {
  const [row] = await tx<Page[]>`
    select slug, title, lead, body, to_json(published_at) #>> '{}' as "updatedAt", version
      from page_versions where slug = ${slug} and version = ${version}`;
  return row ?? null;
}

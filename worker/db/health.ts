import type { Tx } from "./database.ts";

/** Row counts as the caller's role sees them (RLS applies). */
export async function readHealthCounts(tx: Tx) {
  const [row] = await tx<{ categories: number; products: number; blogPosts: number }[]>`
    select (select count(*) from categories where not is_all)::int as categories,
           (select count(*) from products)::int as products,
           (select count(*) from blog_posts)::int as "blogPosts"`;
  return row;
}

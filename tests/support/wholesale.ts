import { bearer } from "./admin-session.ts";
import type { TestShop } from "./test-database.ts";

// Issue 44 (decision 036): a price list, a company and its buyer, written straight into the database as the
// back office would leave them, for the tests of the buyer's prices.

export interface SizeRow {
  productId: number;
  variantId: number;
  slug: string;
}

/** A new published product with one size (`size` units at `price`, 1000 in stock), in `categoryId`. */
export async function newSize(
  shop: TestShop,
  options: { categoryId: number | null; price: number; discount?: number; name?: string },
): Promise<SizeRow> {
  const slug = `mayorista-${crypto.randomUUID().slice(0, 8)}`;
  const { rows } = await shop.pg.query<SizeRow>(
    `with p as (insert into products (slug, name, unit, category_id, discount, published)
                values ($1, $2, 'cc', $3, $4, true) returning id)
     insert into product_variants (product_id, size, price, stock) select id, 500, $5, 1000 from p
     returning product_id::int as "productId", id::int as "variantId", $1 as slug`,
    [slug, options.name ?? slug, options.categoryId, options.discount ?? 0, options.price],
  );
  return rows[0]!;
}

/** A category of its own (so a list's category percent touches only this test's products). */
export async function newCategory(shop: TestShop, name: string): Promise<number> {
  const { rows } = await shop.pg.query<{ id: number }>(
    "insert into categories (title, slug) values ($1, $2) returning id::int",
    [name, `cat-${crypto.randomUUID().slice(0, 8)}`],
  );
  return rows[0]!.id;
}

export interface ListSize {
  variantId: number;
  fixedPrice?: number | null;
  percent?: number | null;
  breaks?: { from: number; price: number }[];
  minQuantity?: number | null;
  multiple?: number | null;
}

/** A price list with its category percents and sizes; its id. */
export async function newPriceList(
  shop: TestShop,
  list: {
    name: string;
    transferDiscountPercent?: number | null;
    categories?: { categoryId: number; percent: number }[];
    sizes?: ListSize[];
  },
): Promise<number> {
  const { rows } = await shop.pg.query<{ id: number }>(
    "insert into price_lists (name, transfer_discount_percent) values ($1, $2) returning id::int",
    [list.name, list.transferDiscountPercent ?? null],
  );
  const id = rows[0]!.id;
  for (const c of list.categories ?? []) {
    await shop.pg.query("insert into price_list_categories (price_list_id, category_id, percent) values ($1, $2, $3)", [
      id,
      c.categoryId,
      c.percent,
    ]);
  }
  for (const s of list.sizes ?? []) {
    await shop.pg.query(
      `insert into price_list_sizes (price_list_id, variant_id, fixed_price, percent, breaks, min_quantity, multiple)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [
        id,
        s.variantId,
        s.fixedPrice ?? null,
        s.percent ?? null,
        JSON.stringify(s.breaks ?? []),
        s.minQuantity ?? null,
        s.multiple ?? null,
      ],
    );
  }
  return id;
}

/** An approved company on `listId` whose buyer is `email`; its id. */
export async function newCompany(
  shop: TestShop,
  company: { rut: string; legalName: string; fiscalAddress?: string; listId: number; buyers: string[] },
): Promise<number> {
  const { rows } = await shop.pg.query<{ id: number }>(
    `insert into companies (rut, legal_name, fiscal_address, activity, price_list_id)
     values ($1, $2, $3, 'cosmetica', $4) returning id::int`,
    [company.rut, company.legalName, company.fiscalAddress ?? "", company.listId],
  );
  const id = rows[0]!.id;
  for (const email of company.buyers) {
    await shop.pg.query("insert into company_buyers (email, company_id) values ($1, $2)", [email, id]);
  }
  return id;
}

/**
 * A customer account for `email` (made as 'Mi cuenta' makes it: POST /api/account/code) and an access token of it,
 * signed as the embedded Auth stand-in signs them.
 */
export async function customerHeaders(
  request: (path: string, init: RequestInit) => Promise<Response>,
  shop: TestShop,
  email: string,
): Promise<Record<string, string>> {
  const made = await request("/api/account/code", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email }),
  });
  if (made.status !== 200) throw new Error(`account for ${email}: ${made.status} ${await made.text()}`);
  const { rows } = await shop.pg.query<{ id: string }>("select id::text from auth.users where email = $1", [email]);
  return bearer({ appRole: "customer", sub: rows[0]!.id, email, signInMethod: "otp" });
}

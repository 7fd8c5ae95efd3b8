import type { SqlRunner } from "../../scripts/db/sql-runner.ts";

/**
 * Fills a scratch database with `count` believable products (four sizes each) for the benchmark and the
 * EXPLAIN test. Runs in bulk SQL with triggers off, so listing prices are computed here with the same
 * discounted_price() the triggers use.
 */
export async function loadBulkCatalogue(db: SqlRunner, count: number): Promise<void> {
  await db.exec(`
    begin;
    set local session_replication_role = replica;
    insert into categories (slug, title, sort_order)
    select s, initcap(s), 10 + row_number() over () from unnest(array['aceites','fragancias','colorantes','sabores','vitaminas','otros']) s
    on conflict (slug) do nothing;
    with words as (
      select array['Aceite esencial de','Aceite de','Fragancia','Esencia de','Colorante','Sabor','Extracto de','Manteca de'] as kinds,
             array['Limón','Lavanda','Menta','Eucalipto','Romero','Árbol de té','Naranja','Jazmín','Rosa','Vainilla',
                   'Coco','Almendras','Jojoba','Karité','Cacao','Canela','Clavo','Sándalo','Pachulí','Bergamota',
                   'Manzanilla','Caléndula','Frutilla','Durazno','Ananá','Uva','Melón','Kiwi','Mango','Café'] as names
    ), cats as (
      select array_agg(id order by id) as ids from categories where not is_all
    )
    insert into products (slug, name, code, category_id, description, discount, is_new, quantity, stock_mode, bulk_stock,
                          unit, price, final_price)
    select 'bulk-' || i,
           kinds[1 + i % 8] || ' ' || names[1 + (i / 8) % 30] || ' ' || i,
           'BK-' || i,
           ids[1 + i % cardinality(ids)],
           'Producto de prueba número ' || i,
           case when i % 9 = 0 then 10 when i % 13 = 0 then 25 else 0 end,
           i % 17 = 0,
           case when i % 50 = 0 then 0 else 5 + i % 200 end,
           'bulk',
           -- In bulk, in the unit; quantity (written here because triggers are off) is bulk / the smallest size, 30.
           case when i % 50 = 0 then 0 else 5 + i % 200 end * 30,
           (array['cc','ml','grs'])[1 + i % 3],
           60 + (i * 37) % 1400,
           public.discounted_price(60 + (i * 37) % 1400, case when i % 9 = 0 then 10 when i % 13 = 0 then 25 else 0 end)
      from generate_series(1, ${Number(count)}) i, words, cats;
    insert into product_variants (product_id, size, price, final_price)
    select p.id, s.size, (p.price * s.factor)::int, public.discounted_price((p.price * s.factor)::int, p.discount)
      from products p
      cross join (values (30, 1.0), (100, 2.5), (500, 9.0), (1000, 16.0)) s (size, factor)
     where p.slug like 'bulk-%';
    insert into product_search (product_id, name_key)
    select id, name_key from products where slug like 'bulk-%' and published;
    commit;
    analyze;
  `);
}

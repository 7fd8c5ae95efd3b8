-- Interior shipping by carrier (issue 45 part 2, docs/decisions/035-owner-orders-and-shipping.md).
--
-- shop_settings.shipping: Ajustes > Envíos, checked first by domain/schemas/shipping.ts. The carriers the owner
-- enables ({id, name, modes, trackingPattern}), who pays ('receiver': the receiver pays the carrier on arrival, the
-- default and the shop's rule until now; 'table': the shop charges its table), and the table of departments × weight
-- bands. The row's policies stand: anyone reads it (checkout shows the carriers and the cost), admins change it.
alter table public.shop_settings add column shipping jsonb not null
  default '{"carriers": [], "cost": "receiver", "table": {"bands": [1000, 5000, 10000, 20000], "rows": []}}'::jsonb
  check (
    jsonb_typeof(shipping) = 'object'
    and jsonb_typeof(shipping -> 'carriers') = 'array'
    and shipping ->> 'cost' in ('receiver', 'table')
    and jsonb_typeof(shipping -> 'table') = 'object'
  );

-- Each size's shipping weight in grams (null: not known; the table cannot price a cart with it). Prefilled from the
-- size: grs are grams, cc and ml are taken at density 1 (a gram per cc); the owner corrects it in the product form.
alter table public.product_variants add column shipping_grams integer
  check (shipping_grams between 1 and 1000000);
update public.product_variants v set shipping_grams = greatest(1, round(v.size))
  from public.products p where p.id = v.product_id and p.unit in ('grs', 'cc', 'ml');

-- What an interior order chose and was charged for its shipping: {carrier, carrierName, mode, agency, grams,
-- fee, paidByReceiver, notice}. The fee is the order's delivery_fee (the Worker computes it: the client never sends
-- one); notice is for the owner only. Orders stay written by the Worker's service path alone (decision 014).
alter table public.orders add column shipping jsonb
  check (shipping is null or (jsonb_typeof(shipping) = 'object' and shipping ->> 'mode' in ('agency', 'address')));

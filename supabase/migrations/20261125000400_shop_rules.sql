-- The shop's rules in the owner's hands (issue 24, DESIGN.md section 9): the Montevideo delivery fee, the
-- free-delivery threshold, the minimum for delivery, the transfer discount, the cut-off hour, the lead times, the
-- store hours and the non-working days live in shop_settings.rules, edited in Ajustes (checked first by
-- domain/schemas/shop-rules.ts). Each order keeps the values it was priced and estimated with (orders.pricing_rules),
-- so a later change never rewrites what an older order charged, says in its mails or shows on its page.

-- Whole numbers in a range: a jsonb value that is a number without decimals.
create function public.jsonb_int_between(value jsonb, low integer, high integer) returns boolean
  language sql immutable set search_path = '' as $$
    -- case, not and: the cast must never run on a value that is not a number.
    select case when jsonb_typeof(value) = 'number'
                then (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
                     and (value #>> '{}')::numeric between low and high
                else false end
  $$;

-- The part of the rules an order is priced and estimated with (shop_settings.rules has these and more).
create function public.valid_pricing_rules(r jsonb) returns boolean
  language sql immutable set search_path = '' as $$
    select coalesce(jsonb_typeof(r) = 'object'
      and public.jsonb_int_between(r -> 'montevideoDeliveryFee', 0, 100000)
      and public.jsonb_int_between(r -> 'freeDeliveryFrom', 0, 10000000)
      and public.jsonb_int_between(r -> 'deliveryMinimum', 0, 10000000)
      and public.jsonb_int_between(r -> 'transferDiscountPercent', 0, 50)
      and public.jsonb_int_between(r -> 'cutoffHour', 0, 23)
      and public.jsonb_int_between(r #> '{leadTimes,pickup}', 0, 30)
      and public.jsonb_int_between(r #> '{leadTimes,montevideo}', 0, 30)
      and public.jsonb_int_between(r #> '{leadTimes,interior}', 0, 30), false)
  $$;

alter table public.shop_settings add column rules jsonb;

update public.shop_settings set rules = jsonb_build_object(
  'storeHours', 'Lunes a viernes 8:30–12:30 y 13:00–17:30',
  'nonWorkingDays', '[
    {"date": "2026-01-01", "name": "Año Nuevo"},
    {"date": "2026-01-06", "name": "Día de Reyes"},
    {"date": "2026-02-16", "name": "Carnaval (lunes)"},
    {"date": "2026-02-17", "name": "Carnaval (martes)"},
    {"date": "2026-04-02", "name": "Jueves Santo (Semana de Turismo)"},
    {"date": "2026-04-03", "name": "Viernes Santo (Semana de Turismo)"},
    {"date": "2026-04-19", "name": "Desembarco de los 33 Orientales"},
    {"date": "2026-05-01", "name": "Día de los Trabajadores"},
    {"date": "2026-05-18", "name": "Batalla de Las Piedras"},
    {"date": "2026-06-19", "name": "Natalicio de Artigas"},
    {"date": "2026-07-18", "name": "Jura de la Constitución"},
    {"date": "2026-08-25", "name": "Declaratoria de la Independencia"},
    {"date": "2026-10-12", "name": "Día de la Diversidad Cultural"},
    {"date": "2026-11-02", "name": "Día de los Difuntos"},
    {"date": "2026-12-25", "name": "Navidad"},
    {"date": "2027-01-01", "name": "Año Nuevo"},
    {"date": "2027-01-06", "name": "Día de Reyes"},
    {"date": "2027-02-08", "name": "Carnaval (lunes)"},
    {"date": "2027-02-09", "name": "Carnaval (martes)"},
    {"date": "2027-03-25", "name": "Jueves Santo (Semana de Turismo)"},
    {"date": "2027-03-26", "name": "Viernes Santo (Semana de Turismo)"},
    {"date": "2027-04-19", "name": "Desembarco de los 33 Orientales"},
    {"date": "2027-05-01", "name": "Día de los Trabajadores"},
    {"date": "2027-05-18", "name": "Batalla de Las Piedras"},
    {"date": "2027-06-19", "name": "Natalicio de Artigas"},
    {"date": "2027-07-18", "name": "Jura de la Constitución"},
    {"date": "2027-08-25", "name": "Declaratoria de la Independencia"},
    {"date": "2027-10-12", "name": "Día de la Diversidad Cultural"},
    {"date": "2027-11-02", "name": "Día de los Difuntos"},
    {"date": "2027-12-25", "name": "Navidad"}
  ]'::jsonb
) || '{"montevideoDeliveryFee": 350, "freeDeliveryFrom": 4000, "deliveryMinimum": 2000, "transferDiscountPercent": 5,
  "cutoffHour": 15, "leadTimes": {"pickup": 1, "montevideo": 2, "interior": 3}}'::jsonb;
alter table public.shop_settings alter column rules set not null;
alter table public.shop_settings add constraint shop_settings_rules_check check (
  public.valid_pricing_rules(rules)
  and (rules ->> 'freeDeliveryFrom')::integer >= (rules ->> 'deliveryMinimum')::integer
  and jsonb_typeof(rules -> 'storeHours') = 'string' and length(trim(rules ->> 'storeHours')) > 0
  and jsonb_typeof(rules -> 'nonWorkingDays') = 'array'
);

-- What each order was priced and estimated with. Orders placed before this migration used today's values; the
-- Worker always writes the rules of the moment (the default only serves rows written by hand, such as fixtures).
alter table public.orders add column pricing_rules jsonb not null default '{"montevideoDeliveryFee": 350, "freeDeliveryFrom": 4000, "deliveryMinimum": 2000, "transferDiscountPercent": 5,
  "cutoffHour": 15, "leadTimes": {"pickup": 1, "montevideo": 2, "interior": 3}}'::jsonb
  check (public.valid_pricing_rules(pricing_rules));

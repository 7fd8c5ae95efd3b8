-- Issue 42 (DESIGN.md section 13; docs/decisions/033): a chemical's hazard data on its product, as Decreto 307/009
-- asks of chemicals used at work (GHS labels and safety data sheets). The official texts of the H and P statements
-- and the pictograms' names are kept once in domain/ (domain/safety/); the database keeps their codes.
alter table public.products
  add column inci_name text check (inci_name is null or length(trim(inci_name)) > 0),
  -- CAS registry numbers ('8000-48-4'); their check digit is verified in domain/safety/cas.ts.
  add column cas_numbers text[] not null default '{}'
    check (cardinality(cas_numbers) <= 10
      and (cardinality(cas_numbers) = 0 or array_to_string(cas_numbers, ',') ~ '^[0-9]{2,7}-[0-9]{2}-[0-9](,[0-9]{2,7}-[0-9]{2}-[0-9])*$')),
  -- The nine GHS pictograms by code.
  add column ghs_pictograms text[] not null default '{}'
    check (ghs_pictograms <@ array['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09']::text[]),
  add column signal_word text check (signal_word in ('Peligro', 'Atención')),
  -- H and P statement codes ('H226', 'P210', 'P303+P361+P353'); checked against domain/'s lists by the Worker.
  add column hazard_statements text[] not null default '{}'
    check (cardinality(hazard_statements) = 0 or array_to_string(hazard_statements, ',') ~ '^(EU)?H[0-9]{3}[A-Za-z]*(\+H[0-9]{3}[A-Za-z]*)*(,(EU)?H[0-9]{3}[A-Za-z]*(\+H[0-9]{3}[A-Za-z]*)*)*$'),
  add column precautionary_statements text[] not null default '{}'
    check (cardinality(precautionary_statements) = 0 or array_to_string(precautionary_statements, ',') ~ '^P[0-9]{3}(\+P[0-9]{3})*(,P[0-9]{3}(\+P[0-9]{3})*)*$'),
  add column other_warnings text not null default '';

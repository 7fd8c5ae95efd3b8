-- The shop's contact in the owner's hands (issue 40, session 21; Decreto 167/021 asks for the seller's address,
-- telephone and e-mail before a purchase): the address, telephone, fax and e-mail customers read in the footer, the
-- contact page, checkout, the order page, the remito and every mail were code constants (domain/shop-info.ts); they
-- are now edited in Ajustes > Tienda and checked first by domain/schemas/settings.ts (shopContactSchema). The 'tel:'
-- link and the map's address are derived from them, not stored. The defaults are the values the shop showed until
-- now, so a fresh shop and an existing one look the same. The table's policies (anyone reads, admins update) cover
-- the new columns.
alter table public.shop_settings
  add column contact_address text not null default 'Av. General Flores 2415, Montevideo'
    check (length(trim(contact_address)) between 1 and 120),
  add column contact_phone text not null default '(+598) 2200 1995'
    check (contact_phone ~ '^[0-9 +()-]+$' and length(contact_phone) <= 30),
  add column contact_fax text not null default '(+598) 2200 1996'
    check (contact_fax ~ '^[0-9 +()-]*$' and length(contact_fax) <= 30),
  add column contact_email text not null default 'ventas@quimicaoriental.com.uy'
    check (contact_email ~ '^[^@\s]+@[^@\s]+$' and length(contact_email) <= 254);

-- What the owner changes without a developer (issue 13): the bank accounts shown for transfers, the company
-- video and the social profile. One row (id is always true); read by anyone (the storefront shows them),
-- changed by admins only. The values are checked by domain/schemas/settings.ts before they are written.
create table public.shop_settings (
  id boolean primary key default true check (id),
  -- [{ "bank", "accountType", "currency": "UYU" | "USD", "number", "holder" }, ...] (one or two)
  bank_accounts jsonb not null check (
    jsonb_typeof(bank_accounts) = 'array' and jsonb_array_length(bank_accounts) between 1 and 2
  ),
  video_url text not null check (video_url like 'https://%'),
  social_url text not null check (social_url like 'https://%'),
  social_handle text not null check (length(trim(social_handle)) > 0),
  updated_at timestamptz not null default now()
);
alter table public.shop_settings enable row level security;

create policy "Anyone can read the shop settings" on public.shop_settings
  for select to anon, authenticated using (true);
create policy "Admins can change the shop settings" on public.shop_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- The row exists from the start and is never added or removed by the API roles.
revoke insert, delete, truncate, references, trigger on public.shop_settings from anon, authenticated;

insert into public.shop_settings (bank_accounts, video_url, social_url, social_handle) values (
  '[{"bank": "BROU", "accountType": "Caja de ahorro", "currency": "UYU", "number": "001234567-00001",
     "holder": "Química Oriental S.A."},
    {"bank": "Itaú", "accountType": "Cuenta corriente", "currency": "UYU", "number": "7654321",
     "holder": "Química Oriental S.A."}]'::jsonb,
  'https://www.youtube.com/watch?v=Qm7pXh2LrVk',
  'https://www.instagram.com/quimicaoriental/',
  '@quimicaoriental'
);

-- The banner image's text for screen readers (the back office's image field asks for it).
alter table public.banners add column image_alt text not null default '';

-- Issue 44, W2: the back office edits price lists ('Listas de precios') and the catalogue spreadsheet writes their
-- terms in the same transaction as the rest of an import (decision 023), both under the admin's claims like every
-- other back-office write (products, discount codes). So admins may write the three list tables; companies, buyers
-- and requests stay Worker-only (20261205000000_wholesale.sql). Deleting a list a company uses is refused by the
-- companies' foreign key (restrict); the API says so in Spanish.
grant insert, update, delete on public.price_lists, public.price_list_categories, public.price_list_sizes
  to authenticated;
create policy "Admins can add price lists" on public.price_lists
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change price lists" on public.price_lists
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete price lists" on public.price_lists
  for delete to authenticated using ((select public.is_admin()));
create policy "Admins can add price list categories" on public.price_list_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change price list categories" on public.price_list_categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete price list categories" on public.price_list_categories
  for delete to authenticated using ((select public.is_admin()));
create policy "Admins can add price list sizes" on public.price_list_sizes
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can change price list sizes" on public.price_list_sizes
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete price list sizes" on public.price_list_sizes
  for delete to authenticated using ((select public.is_admin()));

-- Issue 38, item 1 (docs/decisions/009-back-office.md): adding an admin from the back office never changes an
-- existing account. embedded_auth_upsert_admin set the password of any account with that e-mail (another admin's,
-- one's own without the current password, a non-admin's), so a stolen admin token could take any account over.
-- It is replaced by embedded_auth_add_admin, which only creates: an e-mail already in auth.users (admin or not,
-- in any letter case) returns no row and changes nothing. `npm run admin:create` (the owner's offline tool) keeps
-- setting passwords through its own SQL (worker/db/auth.ts UPSERT_ADMIN_SQL), not through these functions.

drop function public.embedded_auth_upsert_admin(text, text);

-- Creates the admin with this password hash and lists it in admin_profiles; no row when the e-mail is taken.
create function public.embedded_auth_add_admin(p_email text, p_hash text)
returns table (id uuid)
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.embedded_auth_guard();
  return query
    with account as (
      insert into auth.users (email, encrypted_password, raw_app_meta_data)
      select lower(p_email), p_hash, '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb
       where not exists (select 1 from auth.users u where lower(u.email) = lower(p_email))
      on conflict (email) do nothing
      returning auth.users.id, auth.users.email
    ), profile as (
      insert into public.admin_profiles (user_id, email)
      select a.id, a.email from account a
      on conflict (user_id) do update set email = excluded.email
    )
    select a.id from account a;
end
$$;

revoke execute on function public.embedded_auth_add_admin(text, text) from public, anon, authenticated;
grant execute on function public.embedded_auth_add_admin(text, text) to service_role;

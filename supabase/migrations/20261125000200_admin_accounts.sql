-- The back office manages its admins (issue 23): list them, add one, remove one, change one's password.
-- On Supabase the Worker does this through Auth's Admin API (supabase-js); with the embedded Auth stand-in
-- (no Supabase project, never production) the accounts are in this database's auth.users, which the
-- service role cannot touch (bootstrap.sql). These functions are the stand-in's only way in, and only the
-- service role may call them. On a Supabase project they exist too (migrations run unchanged there) but
-- refuse to run: GoTrue's own auth.schema_migrations is there, and GoTrue owns those accounts.

create function public.embedded_auth_guard() returns void
language plpgsql
set search_path = ''
as $$
begin
  if to_regclass('auth.schema_migrations') is not null then
    raise exception 'the embedded admin functions do not run where Supabase Auth owns auth.users';
  end if;
end
$$;
revoke execute on function public.embedded_auth_guard() from public, anon, authenticated;

-- Every admin: app_metadata.role = 'admin'.
create function public.embedded_auth_admins()
returns table (id uuid, email text, created_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.embedded_auth_guard();
  return query
    select u.id, u.email::text, u.created_at
      from auth.users u
     where u.raw_app_meta_data ->> 'role' = 'admin'
     order by u.created_at, u.email;
end
$$;

-- Creates the admin with this password hash, or makes the existing account an admin with it; lists it in
-- admin_profiles. `created` says which.
create function public.embedded_auth_upsert_admin(p_email text, p_hash text)
returns table (id uuid, created boolean)
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.embedded_auth_guard();
  return query
    with account as (
      insert into auth.users (email, encrypted_password, raw_app_meta_data)
      values (lower(p_email), p_hash, '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb)
      on conflict (email) do update
         set encrypted_password = excluded.encrypted_password,
             raw_app_meta_data = auth.users.raw_app_meta_data || '{"role": "admin"}'::jsonb,
             updated_at = now()
      returning auth.users.id, auth.users.email, (xmax = 0) as created
    ), profile as (
      insert into public.admin_profiles (user_id, email)
      select a.id, a.email from account a
      on conflict (user_id) do update set email = excluded.email
    )
    select a.id, a.created from account a;
end
$$;

-- Sets an account's password hash; true when the account exists.
create function public.embedded_auth_set_password(p_id uuid, p_hash text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.embedded_auth_guard();
  update auth.users set encrypted_password = p_hash, updated_at = now() where auth.users.id = p_id;
  return found;
end
$$;

-- Deletes an admin's account (its admin profile and refresh tokens go with it) unless it is the last admin:
-- 'removed', 'not_found' or 'last_admin'. The advisory lock makes two removals at once take turns, so
-- two admins removing each other cannot leave none.
create function public.embedded_auth_remove_admin(p_id uuid)
returns text
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.embedded_auth_guard();
  perform pg_advisory_xact_lock(hashtext('admin accounts'));
  if not exists (select 1 from auth.users u where u.id = p_id and u.raw_app_meta_data ->> 'role' = 'admin') then
    return 'not_found';
  end if;
  if not exists (select 1 from auth.users u where u.id <> p_id and u.raw_app_meta_data ->> 'role' = 'admin') then
    return 'last_admin';
  end if;
  delete from auth.users u where u.id = p_id;
  return 'removed';
end
$$;

revoke execute on function public.embedded_auth_admins() from public, anon, authenticated;
revoke execute on function public.embedded_auth_upsert_admin(text, text) from public, anon, authenticated;
revoke execute on function public.embedded_auth_set_password(uuid, text) from public, anon, authenticated;
revoke execute on function public.embedded_auth_remove_admin(uuid) from public, anon, authenticated;
grant execute on function public.embedded_auth_guard() to service_role;
grant execute on function public.embedded_auth_admins() to service_role;
grant execute on function public.embedded_auth_upsert_admin(text, text) to service_role;
grant execute on function public.embedded_auth_set_password(uuid, text) to service_role;
grant execute on function public.embedded_auth_remove_admin(uuid) to service_role;

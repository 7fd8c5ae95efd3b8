-- What a Supabase project already has, recreated on plain Postgres (PGlite or a Postgres server) so that
-- the migrations in supabase/migrations run unchanged everywhere. Idempotent: safe to run on every start.
-- Never run this against Supabase itself.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting user switches into these roles per transaction (set_config('role', ..., true)).
grant anon, authenticated, service_role to current_user;

-- The Worker's login role, like Supabase's `authenticator`: NOINHERIT, so it holds no table rights of its
-- own and may only switch into the three API roles. A statement that ever ran outside its unit of work's
-- transaction would run as this role and could read and write nothing. No password here: set one with
-- `WORKER_DB_PASSWORD=… npm run db:migrate` (README, "Production"); on PGlite it is unused.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'shop_worker') then
    create role shop_worker login noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to shop_worker;

create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists storage;
grant usage on schema auth, extensions, public to anon, authenticated, service_role;

-- Supabase's auth.users, reduced to the columns this project reads. The embedded Auth adapter keeps
-- local admin accounts here (password hashed by the Worker); on Supabase, GoTrue owns this table.
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.sub', true), auth.jwt() ->> 'sub'),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(current_setting('request.jwt.claim.role', true), auth.jwt() ->> 'role')::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- Supabase grants table privileges to the API roles by default and lets RLS decide; do the same.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- Where the migration runner records what it applied (the same table the Supabase CLI uses).
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

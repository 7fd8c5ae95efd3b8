-- What a hosted Supabase project's database holds before the first `supabase db push`, for the production
-- rehearsal (scripts/rehearse/supabase-cluster.ts). Run ONCE, as the bootstrap superuser supabase_admin, on a
-- throwaway cluster. Never on Supabase, and never as a stand-in for supabase/local/bootstrap.sql.
--
-- Sources, in the order Supabase itself runs them (supabase/postgres migrations/db/migrate.sh, and
-- migrations/README.md "For compatibility with hosted projects ... same order as ami build"):
--   [M] migrations/db/migrate.sh: create role postgres superuser; alter database postgres owner to postgres
--   [I] migrations/db/init-scripts/*.sql, run AS postgres while it is still a superuser
--   [D] migrations/db/migrations/*.sql, run AS supabase_admin (the first one demotes postgres)
--   [G] supabase/auth migrations/*.up.sql: GoTrue's own migrations, run by Auth as supabase_auth_admin
--   [S] ansible/files/postgresql_config/supautils.conf.j2: supautils is NOT reproduced (no Debian package).
--       On Supabase it runs privileged_extensions (pg_trgm among them) as supabase_admin; here pg_trgm is a
--       trusted extension, so postgres may create it and its objects belong to the bootstrap superuser
--       (supabase_admin) all the same. It also forbids postgres to alter reserved_roles (anon*, authenticator*,
--       supabase_*...) or grant reserved_memberships (authenticator): here only PostgreSQL's rules apply.
-- Left out, because nothing in supabase/migrations uses them and Debian's PostgreSQL lacks the pieces:
-- realtime, graphql/pg_graphql, pgsodium/vault, pg_cron, pg_net, pgjwt, pgbouncer's auth schema, the
-- PostgREST schema-reload event triggers, and `session_preload_libraries = supautils, safeupdate` on
-- authenticator/postgres (the libraries do not exist here: every login as those roles would fail).

-- [M] migrate.sh: "create role postgres superuser login password ..."; "alter database postgres owner to
-- postgres". The password is set at the end by the caller, like migrate.sh's postinit step.
create role postgres superuser login;
alter database postgres owner to postgres;

-- [I] The init scripts run as postgres, so what they create (schema extensions, the default privileges
-- "in schema public" without FOR ROLE) belongs to postgres.
set role postgres;

-- [I] 00000000000000-initial-schema.sql
create publication supabase_realtime;
alter user supabase_admin with superuser createdb createrole replication bypassrls;
create user supabase_replication_admin with login replication;
create role supabase_read_only_user with login bypassrls;
grant pg_read_all_data to supabase_read_only_user;
create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;
-- (pgjwt is not packaged by Debian; nothing here calls it.)
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create user authenticator noinherit;
grant anon to authenticator;
grant authenticated to authenticator;
grant service_role to authenticator;
grant supabase_admin to authenticator; -- revoked again by [D] 20221103090837_revoke_admin.sql below
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter user supabase_admin set search_path to public, extensions;
alter default privileges for user supabase_admin in schema public grant all
  on sequences to postgres, anon, authenticated, service_role;
alter default privileges for user supabase_admin in schema public grant all
  on tables to postgres, anon, authenticated, service_role;
alter default privileges for user supabase_admin in schema public grant all
  on functions to postgres, anon, authenticated, service_role;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- [I] 00000000000001-auth-schema.sql (current version: supabase_auth_admin is NOCREATEROLE, as
-- [D] 20260821154147_revoke_createrole_from_auth_admin.sql also says)
create schema if not exists auth authorization supabase_admin;
create table auth.users (
  instance_id uuid null,
  id uuid not null unique,
  aud varchar(255) null,
  "role" varchar(255) null,
  email varchar(255) null unique,
  encrypted_password varchar(255) null,
  confirmed_at timestamptz null,
  invited_at timestamptz null,
  confirmation_token varchar(255) null,
  confirmation_sent_at timestamptz null,
  recovery_token varchar(255) null,
  recovery_sent_at timestamptz null,
  email_change_token varchar(255) null,
  email_change varchar(255) null,
  email_change_sent_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  constraint users_pkey primary key (id)
);
create index users_instance_id_idx on auth.users using btree (instance_id);
create table auth.refresh_tokens (
  instance_id uuid null,
  id bigserial not null,
  "token" varchar(255) null,
  user_id varchar(255) null,
  revoked bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  constraint refresh_tokens_pkey primary key (id)
);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens using btree (instance_id, user_id);
create table auth.instances (id uuid not null primary key, uuid uuid null, raw_base_config text null,
  created_at timestamptz null, updated_at timestamptz null);
create table auth.audit_log_entries (instance_id uuid null, id uuid not null primary key, payload json null,
  created_at timestamptz null);
create table auth.schema_migrations ("version" varchar(255) not null primary key);
create or replace function auth.uid() returns uuid as $$
  select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid;
$$ language sql stable;
create or replace function auth.role() returns text as $$
  select nullif(current_setting('request.jwt.claim.role', true), '')::text;
$$ language sql stable;
create or replace function auth.email() returns text as $$
  select nullif(current_setting('request.jwt.claim.email', true), '')::text;
$$ language sql stable;
grant usage on schema auth to anon, authenticated, service_role;
create user supabase_auth_admin noinherit nocreaterole login noreplication;
grant all privileges on schema auth to supabase_auth_admin;
grant all privileges on all tables in schema auth to supabase_auth_admin;
grant all privileges on all sequences in schema auth to supabase_auth_admin;
alter user supabase_auth_admin set search_path = "auth";
alter table auth.users owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.audit_log_entries owner to supabase_auth_admin;
alter table auth.instances owner to supabase_auth_admin;
alter table auth.schema_migrations owner to supabase_auth_admin;

-- [I] 00000000000002-storage-schema.sql (current version: the schema and its admin only; the Storage
-- service creates its own tables at start-up, as supabase_storage_admin)
create schema if not exists storage authorization supabase_admin;
create user supabase_storage_admin noinherit createrole login noreplication;
alter user supabase_storage_admin set search_path = "storage";
grant create on database postgres to supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage grant all on sequences to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;

-- [I] 00000000000003-post-setup.sql. The "\$user" is verbatim: psql does not unescape inside an identifier,
-- so hosted projects really show `"\$user", public, extensions`.
alter role supabase_admin set search_path to "\$user",public,auth,extensions;
alter role postgres set search_path to "\$user",public,extensions;
create role dashboard_user nosuperuser createdb createrole replication;
grant all on database postgres to dashboard_user;
grant all on schema auth, extensions, storage to dashboard_user;
grant all on all tables in schema auth, extensions to dashboard_user;
grant all on all sequences in schema auth, storage, extensions to dashboard_user;
grant all on all routines in schema auth, storage, extensions to dashboard_user;

-- [D] From here on as supabase_admin (migrate.sh: "run migrations as super user - postgres user demoted").
reset role;

-- [D] 10000000000000_demote-postgres.sql: postgres is NOT a superuser on Supabase.
grant all on database postgres to postgres;
grant all on schema auth, extensions, storage to postgres;
grant all on all tables in schema auth, extensions, storage to postgres;
grant all on all sequences in schema auth, extensions, storage to postgres;
grant all on all routines in schema auth, extensions, storage to postgres;
alter role postgres nosuperuser createdb createrole login replication bypassrls;

-- [D] 20211115181400_update-auth-permissions.sql: postgres gets every right on what Auth creates later
-- (auth.sessions, ...), which is why `references auth.users` works in user migrations.
grant usage on schema auth to postgres;
grant all on all tables in schema auth to postgres, dashboard_user;
grant all on all sequences in schema auth to postgres, dashboard_user;
grant all on all routines in schema auth to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres, dashboard_user;
-- [D] 20211124212715_update-auth-owner.sql
alter function auth.uid owner to supabase_auth_admin;
alter function auth.role owner to supabase_auth_admin;
alter function auth.email owner to supabase_auth_admin;
-- [D] 20220322085208, 20221028101028, 20221103090837, 20221222113022, 20231130133139
alter role supabase_auth_admin set idle_in_transaction_session_timeout to 60000;
alter role authenticator set statement_timeout = '8s';
revoke supabase_admin from authenticator;
grant select on all tables in schema information_schema to supabase_auth_admin;
alter role authenticator set lock_timeout to '8s';
-- [D] 20230201083204_grant_auth_roles_to_postgres.sql, 20230306081037, 20240606060239
grant anon, authenticated, service_role to postgres;
grant pg_monitor to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;
-- [D] 20230224042246_grant_extensions_perms_for_postgres.sql
grant all privileges on all tables in schema extensions to postgres with grant option;
grant all privileges on all routines in schema extensions to postgres with grant option;
grant all privileges on all sequences in schema extensions to postgres with grant option;
alter default privileges in schema extensions grant all on tables to postgres with grant option;
alter default privileges in schema extensions grant all on routines to postgres with grant option;
alter default privileges in schema extensions grant all on sequences to postgres with grant option;
-- [D] 20231013070755_grant_authenticator_to_supabase_storage_admin.sql (net of 20230327032006)
grant authenticator to supabase_storage_admin;
-- [D] 20230529180330_alter_api_roles_for_inherit.sql (its pgsodium_keyholder grant: no pgsodium here)
alter role authenticated inherit;
alter role anon inherit;
alter role service_role inherit;
-- [D] 20250421084701_revoke_admin_roles_from_postgres.sql: postgres may no longer create in auth or
-- storage, nor act as their admin roles (the 20220609081115 grant of both to postgres is undone here).
revoke create on schema storage from postgres;
revoke create on schema auth from postgres;
revoke all on auth.schema_migrations from dashboard_user, postgres;
-- [D] 20250605172253_grant_with_admin_to_postgres_16_and_above.sql: from PostgreSQL 16, CREATEROLE alone no
-- longer lets postgres grant these roles (README "Production" step 2 does).
do $$
begin
  if current_setting('server_version_num')::int / 10000 >= 16 then
    grant anon, authenticated, service_role to postgres with admin option;
  end if;
end $$;
-- [D] 20250709135250_grant_storage_schema_to_postgres_with_grant_option.sql, 20251121141100
grant usage on schema storage to postgres with grant option;
grant create on database postgres to supabase_auth_admin;

-- [G] Auth runs its own migrations at start-up, as supabase_auth_admin; the final shape of what they make.
set role supabase_auth_admin;
-- 20210710035447_alter_users, 20230116124310_alter_phone_type, 20210722035447_adds_confirmed_at,
-- 20210730183235_add_email_change_confirmed, 20220114185340, 20220323170000, 20221215195500, 20230116124412,
-- 20240214120130, 20220114185221, 20220429102000 (one of its partial unique token indexes, for the shape)
alter table auth.users
  add column if not exists phone text null unique default null,
  add column if not exists phone_confirmed_at timestamptz null default null,
  add column if not exists phone_change text null default '',
  add column if not exists phone_change_token varchar(255) null default '',
  add column if not exists phone_change_sent_at timestamptz null default null;
alter table auth.users rename column confirmed_at to email_confirmed_at;
alter table auth.users
  add column if not exists confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored;
alter table auth.users
  add column if not exists email_change_token_current varchar(255) null default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2);
alter table auth.users rename column email_change_token to email_change_token_new;
alter table auth.users
  add column if not exists banned_until timestamptz null,
  add column if not exists reauthentication_token varchar(255) null default '',
  add column if not exists reauthentication_sent_at timestamptz null default null,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz null,
  add column if not exists is_anonymous boolean not null default false;
alter table only auth.users drop constraint if exists users_email_key;
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users using btree (instance_id, lower(email));
create unique index if not exists confirmation_token_idx on auth.users using btree (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
-- 20210909172000_create_identities_table + 20231117164230_add_id_pkey_identities + 20221215195800
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz null,
  created_at timestamptz null,
  updated_at timestamptz null,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
-- 20221003041349_add_mfa_schema (the enum only), 20220811173540_add_sessions_table and the session columns
-- of 20221003041400, 20221114143122, 20231027141322, 20231114161723, 20250904133000 (without its foreign
-- key to auth.oauth_clients, not made here), 20251007112900, 20251111201300
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz null,
  updated_at timestamptz null,
  factor_id uuid null,
  aal auth.aal_level null,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text null constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- 20210927181326_add_refresh_token_parent, 20220811173540_add_sessions_table
alter table auth.refresh_tokens
  add column if not exists parent varchar(255) null,
  add column if not exists session_id uuid null references auth.sessions (id) on delete cascade,
  add constraint refresh_tokens_token_unique unique ("token");
-- 20220224000811_update_auth_functions, 20220531120530_add_auth_jwt_function: the definitions in force today.
create or replace function auth.uid() returns uuid language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;
-- 20240612123726_enable_rls_update_grants: RLS on (no policies), and postgres may read (and re-grant reads).
-- A security definer function owned by postgres reads auth.users because postgres has SELECT and BYPASSRLS.
alter table auth.schema_migrations enable row level security;
alter table auth.instances enable row level security;
alter table auth.users enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.sessions enable row level security;
alter table auth.identities enable row level security;
grant select on auth.schema_migrations, auth.instances, auth.users, auth.audit_log_entries,
  auth.refresh_tokens, auth.sessions, auth.identities to postgres with grant option;
-- GoTrue records what it applied (the init script's seven versions, then its own); here, what is reproduced.
insert into auth.schema_migrations (version) values
  ('20171026211738'), ('20171026211808'), ('20171026211834'), ('20180103212743'), ('20180108183307'),
  ('20180119214651'), ('20180125194653'), ('20210710035447'), ('20210722035447'), ('20210730183235'),
  ('20210909172000'), ('20210927181326'), ('20220114185221'), ('20220114185340'), ('20220224000811'),
  ('20220323170000'), ('20220429102000'), ('20220531120530'), ('20220811173540'), ('20221003041349'),
  ('20221003041400'), ('20221020193600'), ('20221114143122'), ('20221215195500'), ('20221215195800'),
  ('20230116124310'), ('20230116124412'), ('20231027141322'), ('20231114161723'), ('20231117164230'),
  ('20240214120130'), ('20240612123726'), ('20250904133000'), ('20251007112900'), ('20251111201300');
reset role;

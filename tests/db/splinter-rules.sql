-- The rules of Supabase's database linter, splinter (https://github.com/supabase/splinter, the lints that
-- the Supabase dashboard shows as Security and Performance Advisors), as queries of our own, run by
-- tests/db/lint.test.ts against the migrated schema.
--
-- Written for this project from the rules as splinter states them (lints/*.sql and docs/*.md at commit
-- 55db5b1f28e58d816f7d9136eed87eabcd95868d, 2026-04-27): same lint names, levels and remediation links, so
-- a finding here reads like the dashboard's, but not splinter's text. Splinter's own SQL is not vendored:
-- at that commit the repository has no licence file (issue supabase/splinter#137 asks for one; PR #145,
-- which proposed one, is not merged), so nothing grants a right to copy it. To run the real thing as
-- well, point SPLINTER_SQL at a copy of its splinter.sql (see lint.test.ts).
--
-- Format: one query per rule, each after a `-- @lint <number>_<name>` line, each returning the columns
-- name, level (ERROR / WARN / INFO), detail and remediation. Every name is schema-qualified: the test runs
-- them with search_path = ''.
--
-- Shared pieces, written out in each query so that each one runs on its own:
-- * managed schemas (Supabase's and extensions', never ours):
--   '{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,
--   graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,
--   pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'
-- * schemas the Data API exposes: the setting pgrst.db_schemas as on Supabase, else 'public' (our
--   supabase/config.toml: [api] schemas = ["public"]).
-- * objects that belong to an extension (pg_depend deptype 'e') are skipped.
--
-- Not here, with the reason:
-- * 0005 unused_index and 0020 table_bloat read usage statistics: in a freshly migrated database every
--   index is unused and no table is bloated, so they say nothing about the schema.
-- * 0012 auth_allow_anonymous_sign_ins is a setting of Supabase Auth, not of the database.
-- * 0025 public_bucket_allows_listing reads storage.buckets and the policies on storage.objects, which
--   only exist on Supabase; our migrations create neither (the receipts bucket is private and made by
--   hand, README "Production").

-- @lint 0001_unindexed_foreign_keys
select 'unindexed_foreign_keys' as name, 'INFO' as level,
       pg_catalog.format('Table `%s.%s` has a foreign key `%s` (%s) that no index starts with.',
         n.nspname, c.relname, k.conname,
         (select pg_catalog.string_agg(a.attname::text, ', ' order by key.ord)
            from pg_catalog.unnest(k.conkey) with ordinality as key (attnum, ord)
            join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0001_unindexed_foreign_keys' as remediation
  from pg_catalog.pg_constraint k
  join pg_catalog.pg_class c on c.oid = k.conrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where k.contype = 'f'
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
   -- An index covers the key when its leading columns are the key's columns, in order. As in splinter, a
   -- partial index counts too (products.category_id has only the `where published` listing indexes).
   and not exists (
     select 1 from pg_catalog.pg_index i
      where i.indrelid = c.oid and i.indisvalid
        and (pg_catalog.string_to_array(i.indkey::text, ' ')::smallint[])[1:pg_catalog.cardinality(k.conkey)] = k.conkey)
 order by 3;

-- @lint 0002_auth_users_exposed
select distinct 'auth_users_exposed' as name, 'ERROR' as level,
       pg_catalog.format('%s `%s.%s` reads auth.users and anon or authenticated can select from it.',
         case v.relkind when 'm' then 'Materialized view' else 'View' end, n.nspname, v.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0002_auth_users_exposed' as remediation
  from pg_catalog.pg_class u
  join pg_catalog.pg_namespace un on un.oid = u.relnamespace
  join pg_catalog.pg_depend d
    on d.refobjid = u.oid and d.classid = 'pg_catalog.pg_rewrite'::pg_catalog.regclass and d.deptype = 'n'
  join pg_catalog.pg_rewrite r on r.oid = d.objid
  join pg_catalog.pg_class v on v.oid = r.ev_class
  join pg_catalog.pg_namespace n on n.oid = v.relnamespace
 where un.nspname = 'auth' and u.relname = 'users'
   and v.relkind in ('v', 'm')
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and (pg_catalog.has_table_privilege('anon', v.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', v.oid, 'SELECT'))
   -- A materialized view has no RLS; a plain view reads as its owner; an invoker view is safe only if
   -- auth.users itself has RLS.
   and (v.relkind = 'm'
        or not exists (select 1 from pg_catalog.unnest(v.reloptions) as o
                        where pg_catalog.lower(o) in ('security_invoker=true', 'security_invoker=on',
                                                      'security_invoker=yes', 'security_invoker=1'))
        or not u.relrowsecurity);

-- @lint 0003_auth_rls_initplan
select 'auth_rls_initplan' as name, 'WARN' as level,
       pg_catalog.format('Table `%s.%s`: policy `%s` calls %s for every row; write `(select ...)` around it so it runs once per statement.',
         n.nspname, c.relname, p.polname, calls.list) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0003_auth_rls_initplan' as remediation
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 cross join lateral (
   select pg_catalog.string_agg(distinct f.call, ', ') as list
     from pg_catalog.unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()', 'current_setting(']) as f (call),
          pg_catalog.unnest(array[pg_catalog.pg_get_expr(p.polqual, p.polrelid),
                                  pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid)]) as e (expr)
    where pg_catalog.strpos(e.expr, f.call) > 0
      and pg_catalog.strpos(pg_catalog.lower(e.expr), 'select ' || f.call) = 0) as calls
 where c.relrowsecurity
   and calls.list is not null
   -- The managed schemas but realtime, as in splinter: policies on realtime.messages are the user's own.
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
 order by 3;

-- @lint 0004_no_primary_key
select 'no_primary_key' as name, 'INFO' as level,
       pg_catalog.format('Table `%s.%s` has no primary key.', n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0004_no_primary_key' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r'
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
   and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary)
 order by 3;

-- @lint 0006_multiple_permissive_policies
select 'multiple_permissive_policies' as name, 'WARN' as level,
       pg_catalog.format('Table `%s.%s` has %s permissive %s policies for role `%s`: %s.',
         n.nspname, c.relname, pg_catalog.count(*), act.cmd, r.rolname,
         pg_catalog.string_agg(pg_catalog.quote_ident(p.polname), ', ' order by p.polname)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0006_multiple_permissive_policies' as remediation
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  -- A policy for PUBLIC (role oid 0) applies to every role.
  join pg_catalog.pg_roles r on r.oid = any (p.polroles) or p.polroles = '{0}'::pg_catalog.oid[]
 cross join lateral pg_catalog.unnest(case p.polcmd
     when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE']
     when 'd' then array['DELETE'] else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as act (cmd)
 where c.relkind = 'r'
   and p.polpermissive
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
   -- Roles RLS does not apply to, and the system's and Supabase's own (patterns as splinter has them).
   and not r.rolbypassrls
   and r.rolname not like 'pg_%'
   and r.rolname not like 'supabase%admin'
 group by n.nspname, c.relname, r.rolname, act.cmd
having pg_catalog.count(*) > 1
 order by 3;

-- @lint 0007_policy_exists_rls_disabled
select 'policy_exists_rls_disabled' as name, 'ERROR' as level,
       pg_catalog.format('Table `%s.%s` has policies (%s) but row level security is not enabled on it.',
         n.nspname, c.relname, pg_catalog.string_agg(pg_catalog.quote_ident(p.polname), ', ' order by p.polname)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0007_policy_exists_rls_disabled' as remediation
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r'
   and not c.relrowsecurity
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
 group by n.nspname, c.relname
 order by 3;

-- @lint 0008_rls_enabled_no_policy
select 'rls_enabled_no_policy' as name, 'INFO' as level,
       pg_catalog.format('Table `%s.%s` has row level security enabled and no policy: only roles that bypass RLS can use it.',
         n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0008_rls_enabled_no_policy' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r'
   and c.relrowsecurity
   and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
 order by 3;

-- @lint 0009_duplicate_index
select 'duplicate_index' as name, 'WARN' as level,
       pg_catalog.format('Table `%s.%s` has identical indexes %s; keep one.',
         n.nspname, c.relname, pg_catalog.string_agg(ic.relname::text, ', ' order by ic.relname)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0009_duplicate_index' as remediation
  from pg_catalog.pg_index i
  join pg_catalog.pg_class ic on ic.oid = i.indexrelid
  join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'm')
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
 -- Two indexes are the same when their definitions differ only in their names.
 group by n.nspname, c.relname, pg_catalog.replace(pg_catalog.pg_get_indexdef(i.indexrelid), ic.relname::text, '')
having pg_catalog.count(*) > 1
 order by 3;

-- @lint 0010_security_definer_view
select 'security_definer_view' as name, 'ERROR' as level,
       pg_catalog.format('View `%s.%s` runs with its owner''s rights and RLS (it is not security_invoker) and anon or authenticated can select from it.',
         n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0010_security_definer_view' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'v'
   and pg_catalog.current_setting('server_version_num')::integer >= 150000
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
   and not exists (select 1 from pg_catalog.unnest(c.reloptions) as o
                    where pg_catalog.lower(o) in ('security_invoker=true', 'security_invoker=on',
                                                  'security_invoker=yes', 'security_invoker=1'))
 order by 3;

-- @lint 0011_function_search_path_mutable
select 'function_search_path_mutable' as name, 'WARN' as level,
       pg_catalog.format('Function `%s.%s(%s)` has no search_path of its own: it resolves names with its caller''s.',
         n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0011_function_search_path_mutable' as remediation
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass and d.objid = p.oid and d.deptype = 'e')
   and not exists (select 1 from pg_catalog.unnest(p.proconfig) as setting where setting like 'search\_path=%')
 order by 3;

-- @lint 0013_rls_disabled_in_public
select 'rls_disabled_in_public' as name, 'ERROR' as level,
       pg_catalog.format('Table `%s.%s` is exposed through the Data API without row level security.', n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0013_rls_disabled_in_public' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'r'
   and not c.relrowsecurity
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
 order by 3;

-- @lint 0014_extension_in_public
select 'extension_in_public' as name, 'WARN' as level,
       pg_catalog.format('Extension `%s` is installed in schema public; install it in another schema (extensions).', e.extname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0014_extension_in_public' as remediation
  from pg_catalog.pg_extension e
  join pg_catalog.pg_namespace n on n.oid = e.extnamespace
 where n.nspname = 'public'
   and e.extname <> 'plpgsql'
 order by 3;

-- @lint 0015_rls_references_user_metadata
select 'rls_references_user_metadata' as name, 'ERROR' as level,
       pg_catalog.format('Table `%s.%s`: policy `%s` reads user_metadata from the JWT, which every user can change for themselves.',
         n.nspname, c.relname, p.polname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0015_rls_references_user_metadata' as remediation
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and exists (
     select 1
       from pg_catalog.unnest(array[pg_catalog.pg_get_expr(p.polqual, p.polrelid),
                                    pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid)]) as e (expr)
      where e.expr ~ 'auth\.jwt\(\).*user_metadata'
         or e.expr ~ 'current_setting\(.*request\.jwt\.claims.*\).*user_metadata')
 order by 3;

-- @lint 0016_materialized_view_in_api
select 'materialized_view_in_api' as name, 'WARN' as level,
       pg_catalog.format('Materialized view `%s.%s` (no row level security) is selectable by anon or authenticated.',
         n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0016_materialized_view_in_api' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'm'
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
 order by 3;

-- @lint 0017_foreign_table_in_api
select 'foreign_table_in_api' as name, 'WARN' as level,
       pg_catalog.format('Foreign table `%s.%s` (no row level security) is selectable by anon or authenticated.',
         n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0017_foreign_table_in_api' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind = 'f'
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
 order by 3;

-- @lint 0018_unsupported_reg_types
select 'unsupported_reg_types' as name, 'WARN' as level,
       pg_catalog.format('Table `%s.%s` column `%s` has type %s, which pg_upgrade cannot carry over.',
         n.nspname, c.relname, a.attname, t.typname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=unsupported_reg_types' as remediation
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_class c on c.oid = a.attrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_type t on t.oid = a.atttypid
  join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
 where a.attnum > 0 and not a.attisdropped
   and tn.nspname = 'pg_catalog'
   and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator',
                     'regproc', 'regprocedure')
   and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
 order by 3;

-- @lint 0019_insecure_queue_exposed_in_api
select 'insecure_queue_exposed_in_api' as name, 'ERROR' as level,
       pg_catalog.format('Queue table `%s.%s` has no row level security and the Data API exposes pgmq_public.',
         n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0019_insecure_queue_exposed_in_api' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p')
   and not c.relrowsecurity
   and n.nspname = 'pgmq'
   and c.relname like 'q\_%'
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
   and 'pgmq_public' = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
 order by 3;

-- @lint 0021_fkey_to_auth_unique
select 'fkey_to_auth_unique' as name, 'ERROR' as level,
       pg_catalog.format('Table `%s.%s` has a foreign key `%s` to a unique constraint of `%s.%s` (not its primary key), which Supabase Auth may change.',
         n.nspname, c.relname, k.conname, rn.nspname, rc.relname) as detail,
       'Drop the foreign key, or reference the primary key instead.' as remediation
  from pg_catalog.pg_constraint k
  join pg_catalog.pg_class c on c.oid = k.conrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_class rc on rc.oid = k.confrelid
  join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
  join pg_catalog.pg_index i on i.indexrelid = k.conindid
 where k.contype = 'f'
   and rn.nspname = 'auth'
   and i.indisunique and not i.indisprimary
 order by 3;

-- @lint 0022_extension_versions_outdated
select 'extension_versions_outdated' as name, 'WARN' as level,
       pg_catalog.format('Extension `%s` is at version %s; version %s is available.',
         e.name, e.installed_version, e.default_version) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0022_extension_versions_outdated' as remediation
  from pg_catalog.pg_available_extensions e
 where e.installed_version is not null
   and e.default_version is not null
   and e.installed_version <> e.default_version
   -- An installed version the server no longer ships (left over from an upgrade) is not offered.
   and exists (select 1 from pg_catalog.pg_available_extension_versions v where v.name = e.name and v.installed)
 order by 3;

-- @lint 0023_sensitive_columns_exposed
select 'sensitive_columns_exposed' as name, 'ERROR' as level,
       pg_catalog.format('Table `%s.%s` is exposed without row level security and has columns that look sensitive: %s.',
         n.nspname, c.relname, pg_catalog.string_agg(a.attname::text, ', ' order by a.attname)) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0023_sensitive_columns_exposed' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where c.relkind = 'r'
   and not c.relrowsecurity
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
   -- Column names (lower case, '-' read as '_') that usually hold credentials or personal data.
   and pg_catalog.replace(pg_catalog.lower(a.attname::text), '-', '_') = any ('{
         password,passwd,pwd,passphrase,secret,secret_key,private_key,api_key,apikey,auth_key,token,jwt,
         access_token,refresh_token,oauth_token,session_token,bearer_token,auth_code,session_id,session_key,
         session_secret,recovery_code,backup_code,verification_code,otp,two_factor,2fa_secret,2fa_code,
         ssn,social_security,social_security_number,driver_license,drivers_license,license_number,
         passport_number,passport_id,national_id,tax_id,credit_card,card_number,cvv,cvc,cvn,bank_account,
         account_number,routing_number,iban,swift_code,bic,health_record,medical_record,patient_id,
         insurance_number,health_insurance,medical_insurance,treatment,mac_address,macaddr,imei,device_uuid,
         pgp_key,gpg_key,ssh_key,certificate,license_key,activation_key,facial_recognition}'::text[])
 group by n.nspname, c.relname
 order by 3;

-- @lint 0024_rls_policy_always_true
select 'rls_policy_always_true' as name, 'WARN' as level,
       pg_catalog.format('Table `%s.%s`: %s policy `%s` for %s lets every row through (%s).',
         n.nspname, c.relname, x.cmd, p.polname, x.roles,
         case when x.open_using and x.open_check then 'USING and WITH CHECK'
              when x.open_using then 'USING' else 'WITH CHECK' end) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0024_permissive_rls_policy' as remediation
  from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 cross join lateral (
   select case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
                        when 'd' then 'DELETE' else 'ALL' end as cmd,
          pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.pg_get_expr(p.polqual, p.polrelid)), '\s', '', 'g') as qual,
          pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid)), '\s', '', 'g') as with_check,
          (select pg_catalog.string_agg(case when r = 0 then 'public' else pg_catalog.pg_get_userbyid(r)::text end, ', ')
             from pg_catalog.unnest(p.polroles) as r) as roles
 ) as e
 cross join lateral (
   select e.cmd, e.roles,
          -- SELECT policies that let everything through are usually meant (public catalogue data).
          e.cmd in ('UPDATE', 'DELETE', 'ALL')
            and (e.qual is null or e.qual in ('true', '(true)', '1=1', '(1=1)')) as open_using,
          e.with_check in ('true', '(true)', '1=1', '(1=1)')
            or (e.with_check is null and e.cmd = 'INSERT')
            or (e.with_check is null and e.cmd in ('UPDATE', 'ALL') and e.qual in ('true', '(true)', '1=1', '(1=1)'))
            as open_check
 ) as x
 where c.relkind = 'r'
   and c.relrowsecurity
   and p.polpermissive
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and (p.polroles = '{0}'::pg_catalog.oid[]
        or exists (select 1 from pg_catalog.pg_roles r
                    where r.oid = any (p.polroles) and r.rolname in ('anon', 'authenticated')))
   and (x.open_using or x.open_check)
 order by 3;

-- @lint 0026_pg_graphql_anon_table_exposed
select 'pg_graphql_anon_table_exposed' as name, 'WARN' as level,
       pg_catalog.format('%s `%s.%s` shows in the GraphQL schema to anon: it can select at least one column.',
         case c.relkind when 'r' then 'Table' when 'v' then 'View' when 'm' then 'Materialized view'
                        else 'Foreign table' end, n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0026_pg_graphql_anon_table_exposed' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 -- Only where pg_graphql is installed (on Supabase by default; never on PGlite or a plain server).
 where exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql')
   and c.relkind in ('r', 'v', 'm', 'f')
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and exists (select 1 from pg_catalog.pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  and pg_catalog.has_column_privilege('anon', c.oid, a.attnum, 'SELECT'))
 order by 3;

-- @lint 0027_pg_graphql_authenticated_table_exposed
select 'pg_graphql_authenticated_table_exposed' as name, 'WARN' as level,
       pg_catalog.format('%s `%s.%s` shows in the GraphQL schema to every signed-in user: authenticated can select at least one column.',
         case c.relkind when 'r' then 'Table' when 'v' then 'View' when 'm' then 'Materialized view'
                        else 'Foreign table' end, n.nspname, c.relname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0027_pg_graphql_authenticated_table_exposed' as remediation
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
 where exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql')
   and c.relkind in ('r', 'v', 'm', 'f')
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
   and exists (select 1 from pg_catalog.pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  and pg_catalog.has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'))
 order by 3;

-- @lint 0028_anon_security_definer_function_executable
select 'anon_security_definer_function_executable' as name, 'WARN' as level,
       pg_catalog.format('Function `%s.%s(%s)` is SECURITY DEFINER and anon may execute it (through /rest/v1/rpc/%s).',
         n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), p.proname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0028_anon_security_definer_function_executable' as remediation
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where p.prosecdef
   and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
 order by 3;

-- @lint 0029_authenticated_security_definer_function_executable
select 'authenticated_security_definer_function_executable' as name, 'WARN' as level,
       pg_catalog.format('Function `%s.%s(%s)` is SECURITY DEFINER and every signed-in user may execute it (through /rest/v1/rpc/%s).',
         n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid), p.proname) as detail,
       'https://supabase.com/docs/guides/database/database-linter?lint=0029_authenticated_security_definer_function_executable' as remediation
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where p.prosecdef
   and pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')
   and n.nspname = any (select pg_catalog.btrim(s) from pg_catalog.unnest(pg_catalog.string_to_array(
         coalesce(nullif(pg_catalog.current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) as s)
   and n.nspname <> all ('{_timescaledb_cache,_timescaledb_catalog,_timescaledb_config,_timescaledb_internal,auth,cron,extensions,graphql,graphql_public,information_schema,net,pgmq,pgroonga,pgsodium,pgsodium_masks,pgtle,pgbouncer,pg_catalog,realtime,repack,storage,supabase_functions,supabase_migrations,tiger,topology,vault}'::text[])
 order by 3;

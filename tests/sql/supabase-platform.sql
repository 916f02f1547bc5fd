-- What the Supabase platform provides before a project's migrations run, reduced to what Tischlein's
-- migrations and tests touch. Written from Supabase's published definitions:
--
--   * roles, schema grants and default privileges: supabase/postgres,
--     migrations/db/init-scripts/00000000000000-initial-schema.sql (anon, authenticated: nologin noinherit;
--     service_role: nologin noinherit bypassrls; authenticator: noinherit, member of the three; usage on
--     public; default privileges granting ALL on tables, functions and sequences in public to the API roles);
--   * schema auth, auth.users and the grant of usage on auth to the API roles:
--     supabase/postgres, migrations/db/init-scripts/00000000000001-auth-schema.sql;
--   * auth.uid(), auth.role(), auth.email(): supabase/auth, migrations/20211124214934_update_auth_functions
--     and 20211202183645_update_auth_uid (claims from request.jwt.claim.<name> or request.jwt.claims);
--     auth.jwt(): supabase/auth, migrations/20220531120530_add_auth_jwt_function;
--   * schema storage, storage.buckets, storage.objects (RLS on), storage.foldername/filename/extension and
--     the grants on storage: supabase/storage, migrations/tenant/0002-storage-schema.sql, with the bucket
--     columns added by 0007 (public), 0011 (avif_autodetection), 0012 (file_size_limit,
--     allowed_mime_types), 0017 (owner_id) and the object columns of 0002-pathtoken-column (path_tokens),
--     0014 (version), 0017 (owner_id), 0025 (user_metadata); storage.buckets has RLS enabled as on the platform.
--
-- Differences, on purpose: authenticator is NOLOGIN here (the platform's has LOGIN and a password; tests switch
-- roles with SET ROLE as the superuser, exactly as PostgREST does after authenticating); the platform's owner
-- roles (supabase_admin, supabase_auth_admin, supabase_storage_admin) are not created, so auth and storage
-- objects belong to the migration user. Roles are cluster-wide on a real server: they are created only when
-- missing, so this file can run in any number of databases of one server.

-- ---------------------------------------------------------------------------------------------------------
-- Realtime: every Supabase database has this publication, empty until a migration adds a table
-- ---------------------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- roles
-- ---------------------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
exception
  -- another database of the same server created it between the check and the create
  when duplicate_object or unique_violation then null;
end;
$$;

do $$
begin
  if not exists (
    select from pg_catalog.pg_auth_members m
    join pg_catalog.pg_roles r on r.oid = m.roleid
    join pg_catalog.pg_roles u on u.oid = m.member
    where r.rolname = 'anon' and u.rolname = 'authenticator'
  ) then
    grant anon, authenticated, service_role to authenticator;
  end if;
exception
  when duplicate_object or unique_violation then null;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- schema public: usage and Supabase's default privileges (ALL to the API roles on everything new)
-- ---------------------------------------------------------------------------------------------------------
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- auth
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists auth;

create table if not exists auth.users (
  instance_id uuid null,
  id uuid not null unique,
  aud varchar(255) null,
  role varchar(255) null,
  email varchar(255) null unique,
  encrypted_password varchar(255) null,
  email_confirmed_at timestamptz null,
  invited_at timestamptz null,
  confirmation_token varchar(255) null,
  confirmation_sent_at timestamptz null,
  recovery_token varchar(255) null,
  recovery_sent_at timestamptz null,
  last_sign_in_at timestamptz null,
  raw_app_meta_data jsonb null,
  raw_user_meta_data jsonb null,
  is_super_admin bool null,
  created_at timestamptz null,
  updated_at timestamptz null,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id)
);

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql
stable
as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

grant usage on schema auth to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- storage
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  primary key (id)
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid(),
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id),
  primary key (id)
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text)
returns text[]
language plpgsql
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
returns text
language plpgsql
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
returns text
language plpgsql
as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- the default privileges above cover tables created from here on; be explicit for re-runs
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

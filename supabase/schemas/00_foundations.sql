-- Foundations: the extensions, the private schema, the API roles' privileges and the helpers every other file
-- uses. The files of supabase/schemas are the schema as it is, one file per concern, applied in the order of
-- their names; supabase/migrations is how a database gets there. tests/sql/schema-files.test.ts builds one
-- database from each and fails when `pg_dump --schema-only` of the two differ.
--
-- Conventions:
--   * every table has created_at / updated_at (timestamptz, not null, default now()); one trigger function
--     keeps updated_at current and created_at unchanged on every UPDATE;
--   * every CHECK constraint has an explicit name (tests/sql/constraints.test.ts hits each one by name);
--   * text limits: names/titles <= 200, e-mails <= 254, phones <= 40, notes/requests <= 2000,
--     descriptions/content <= 20000, URLs <= 2048;
--   * every function sets `search_path = ''` (every name schema-qualified) and is SECURITY DEFINER only where
--     it must reach rows its caller cannot; EXECUTE is revoked from everybody and granted to the roles that
--     need it; every multi-step write is one function, so it is atomic;
--   * refusals are SQLSTATE 22023 (invalid_parameter_value, HTTP 400 through PostgREST) with a translation key
--     as message and the offending field as detail; "staff only" is 42501 (HTTP 403); a missing row is P0002
--     (HTTP 404).

-- The admin's free-text search (a trigram index), the HMAC of the guests' self-service links, and one table
-- held by one party at a time (an exclusion constraint over a uuid and a time range).
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists btree_gist with schema extensions;

-- What the API does not expose: counters, secrets and internal functions. No API role has USAGE on it.
create schema if not exists private;
revoke all on schema private from public;

-- Two locks on every door: a privilege (GRANT) and a row-level security policy. Supabase's default
-- privileges give anon and authenticated ALL on new tables in public (TRUNCATE included, which RLS does not
-- check), so everything is revoked here and each file grants back exactly what its policies need.
revoke all on all tables in schema public from public, anon, authenticated;
grant all on all tables in schema public to service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- updated_at trigger
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.created_at := old.created_at;
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'BEFORE UPDATE trigger: sets updated_at = now() and keeps created_at unchanged.';

revoke all on function public.set_updated_at() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- internal helpers (no API role may execute them)
-- ---------------------------------------------------------------------------------------------------------

-- Language code of the visitor reduced to one the site supports; German is the fallback.
create or replace function public.normalize_language(p_language text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case pg_catalog.lower(pg_catalog.left(pg_catalog.btrim(coalesce(p_language, '')), 2))
    when 'en' then 'en'
    when 'zh' then 'zh'
    else 'de'
  end;
$$;

revoke all on function public.normalize_language(text) from public, anon, authenticated, service_role;

create or replace function public.raise_invalid(p_key text, p_field text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = p_key, detail = p_field;
end;
$$;

revoke all on function public.raise_invalid(text, text) from public, anon, authenticated, service_role;

-- A guest's text is trimmed as the booking form trims it (zod's trim(), JavaScript's String.prototype.trim()),
-- so that nothing anon sends can store what the form refuses. PostgreSQL's `\s` is the server's space class:
-- it leaves U+00A0, U+202F and U+FEFF in place on PostgreSQL (C.UTF-8) and on PGlite, U+1680 on PGlite, and
-- PGlite's takes U+0085, which JavaScript does not; a name of one no-break space would be blank in the admin
-- list and the e-mails.
-- ECMAScript's WhiteSpace and LineTerminator, the set String.prototype.trim() removes and `\s` matches in
-- JavaScript, as a bracket expression of PostgreSQL's regular expressions (ARE escapes).
create or replace function private.form_trim(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    p,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
      '|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g');
$$;

revoke all on function private.form_trim(text) from public;

-- Guest-facing content in German, English and Chinese (decision 0076). German stays in each
-- table's own text columns, which keep their constraints, indexes and queries; the English and Chinese texts
-- sit next to it in one `translations` jsonb per row: {"en": {"name": "…"}, "zh": {"name": "…"}}. A missing
-- or absent text falls back to German (src/domain/shared/translations.ts, localized()). RLS is untouched: the
-- column belongs to its row, so whoever may read or write the row may read or write its translations.

-- Whether t is a row's translations: an object whose keys are 'en' or 'zh', each an object whose keys are
-- fields named in p_limits, each a non-empty string of at most p_limits[field] characters. The domain schema
-- (translationsSchema) trims and drops blank texts before saving, so everything it returns passes.
create or replace function public.translations_valid(t jsonb, p_limits jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_typeof(t) = 'object'
    and not exists (
      select 1
      from pg_catalog.jsonb_each(t) as l(language, texts)
      where l.language not in ('en', 'zh')
         or pg_catalog.jsonb_typeof(l.texts) <> 'object'
         or exists (
           select 1
           from pg_catalog.jsonb_each(l.texts) as f(field, text)
           where not (p_limits ? f.field)
              or pg_catalog.jsonb_typeof(f.text) <> 'string'
              or (f.text #>> '{}') = ''
              or pg_catalog.char_length(f.text #>> '{}') > (p_limits ->> f.field)::integer
         )
    )
$$;

-- A check runs with the rights of whoever writes the row: admins (authenticated) and the service role.
revoke all on function public.translations_valid(jsonb, jsonb) from public;
grant execute on function public.translations_valid(jsonb, jsonb) to authenticated, service_role;

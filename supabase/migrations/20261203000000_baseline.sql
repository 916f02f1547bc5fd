-- The schema as of 3 December 2026: supabase/schemas/00_foundations.sql … 11_personal_data.sql joined, in
-- that order (decision 0105). tests/sql/schema-files.test.ts keeps the migrations and the files equal.

-- =========================================================================================================
-- 00_foundations.sql
-- =========================================================================================================

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

-- The admin's free-text search (a trigram index) and the HMAC of the guests' self-service links.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

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

-- =========================================================================================================
-- 01_staff.sql
-- =========================================================================================================

-- Staff: who may use the admin area, and who may also manage the staff (decision 0089).
--
-- Model (docs/security.md has the full access matrix, generated from tests/sql/access-matrix.ts):
--   * anon and signed-in non-admins read public content only (some tables filtered to what is published);
--   * an admin is an authenticated Supabase Auth user listed in public.admin_users (public.is_admin());
--   * reservations and consent records are written only through validating SQL functions;
--   * service_role bypasses RLS (Supabase creates it with BYPASSRLS) and keeps its table privileges.
--
-- Roles. admin_users.role is 'owner' or 'staff'. Every listed account is staff (is_admin()); an owner
-- also invites and removes staff. Those are Supabase Auth admin operations, which need the service role, so the
-- edge function manage-staff performs them after asking is_owner() as the caller (with the caller's JWT).
-- The API roles get no write privilege on admin_users at all: anon and signed-in users can change no role,
-- and staff cannot make themselves owners; only the service role (that function, the owner's dashboard,
-- scripts/create-admin.mjs) writes the table. Removing a member deletes their admin_users row first, so
-- every policy refuses them at once, then their Auth user (which ends their sessions).
-- There is always an owner once there was one: the last owner can be neither demoted nor removed.
--
-- Audit. reservations.status_changed_by (the Auth user), status_changed_by_name (their admin_users.username
-- at the time, so the name stays after they leave) and status_changed_at are set by a trigger whenever the
-- status changes, from auth.uid(): staff through change_reservation_status(), nobody (null) for a guest's own
-- cancellation through the self-service link or a job. The e-mail outbox triggers are not touched.

-- ---------------------------------------------------------------------------------------------------------
-- admin_users: staff accounts. An admin is a Supabase Auth user listed here (no password column: Supabase
-- Auth holds the credential).
-- ---------------------------------------------------------------------------------------------------------
create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  last_login timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint admin_users_username_key unique (username),
  constraint admin_users_username_length check (char_length(btrim(username)) between 1 and 200),
  role text not null default 'staff'
    constraint admin_users_role_valid check (role in ('owner', 'staff'))
);
create trigger set_updated_at before update on public.admin_users
  for each row execute function public.set_updated_at();

alter table public.admin_users enable row level security;

-- Staff list: admins read it; last_login is written by record_admin_login().
grant select on public.admin_users to authenticated;

comment on column public.admin_users.role is
  'owner: also invites and removes staff (edge function manage-staff); staff: the admin area only.';

-- ---------------------------------------------------------------------------------------------------------
-- is_admin(): true iff the caller's JWT subject is listed in admin_users.
-- SECURITY DEFINER so that policies can call it without the caller being able to read admin_users.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = auth.uid());
$$;

comment on function public.is_admin() is
  'True iff auth.uid() is listed in public.admin_users. Used by every admin policy.';

revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Policies. (select public.is_admin()) is evaluated once per statement (initPlan), not once per row.
-- ---------------------------------------------------------------------------------------------------------

-- admin_users
create policy admin_users_admin_select on public.admin_users
  for select to authenticated
  using ((select public.is_admin()));

create or replace function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
end;
$$;

revoke all on function public.assert_admin() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- is_owner(): true iff the caller's JWT subject is listed in admin_users with the role 'owner'. Like
-- is_admin(), SECURITY DEFINER so that it can be asked without reading admin_users, and executable by every
-- API role (anon and non-staff simply get false).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = auth.uid() and a.role = 'owner');
$$;

comment on function public.is_owner() is
  'True iff auth.uid() is listed in public.admin_users as owner. Asked by the edge function manage-staff.';

revoke all on function public.is_owner() from public, anon, authenticated, service_role;
grant execute on function public.is_owner() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The last owner stays: no update or delete may leave admin_users without an owner (a delete cascading from
-- auth.users included), once it had one.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_users_keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner') and not exists (
    select 1 from public.admin_users a where a.role = 'owner' and a.id <> old.id
  ) then
    raise exception using errcode = '23514', message = 'admin_users: the last owner cannot be removed or demoted',
      constraint = 'admin_users_last_owner';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.admin_users_keep_an_owner() from public;

create trigger admin_users_keep_an_owner before update of role or delete on public.admin_users
  for each row execute function private.admin_users_keep_an_owner();

-- Called after a successful Supabase Auth sign-in. Records the server's time (never a client timestamp) and
-- tells the browser whether this user is staff.
create or replace function public.record_admin_login()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  update public.admin_users a set last_login = pg_catalog.now() where a.id = v_uid;
  return found;
end;
$$;

revoke all on function public.record_admin_login() from public, anon, authenticated, service_role;
grant execute on function public.record_admin_login() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- staff_members(): the owner's list, for the edge function manage-staff (service role only; the function has
-- checked is_owner() first). SECURITY DEFINER to read the sign-in e-mail from auth.users, which the API roles
-- cannot read. Owners first, then by name.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.staff_members()
returns table (id uuid, email text, name text, role text, last_login timestamptz, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, coalesce(u.email, '')::text, a.username, a.role, a.last_login, a.created_at
  from public.admin_users a
  left join auth.users u on u.id = a.id
  order by a.role <> 'owner', a.username, a.id;
$$;

comment on function public.staff_members() is
  'Every staff account with its sign-in e-mail, owners first. For the edge function manage-staff (service role).';

revoke all on function public.staff_members() from public, anon, authenticated, service_role;
grant execute on function public.staff_members() to service_role;

-- =========================================================================================================
-- 02_content.sql
-- =========================================================================================================

-- ---------------------------------------------------------------------------------------------------------
-- menu
-- ---------------------------------------------------------------------------------------------------------
create table public.menu_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint menu_categories_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint menu_categories_description_length check (char_length(description) <= 20000),
  translations jsonb not null default '{}'::jsonb,
  constraint menu_categories_translations_valid
    check (public.translations_valid(translations, '{"name": 200, "description": 20000}'))
);
create trigger set_updated_at before update on public.menu_categories
  for each row execute function public.set_updated_at();
alter table public.menu_categories enable row level security;
grant select on public.menu_categories to anon;
grant select, insert, update, delete on public.menu_categories to authenticated;

-- Public content tables: a read policy (filtered where the public sees only part) and three admin policies.
create policy menu_categories_public_select on public.menu_categories
  for select to anon, authenticated
  using (true);
create policy menu_categories_admin_insert on public.menu_categories for insert to authenticated
  with check ((select public.is_admin()));
create policy menu_categories_admin_update on public.menu_categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy menu_categories_admin_delete on public.menu_categories for delete to authenticated
  using ((select public.is_admin()));

create table public.menu_items (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  ingredients text,
  -- A category in use cannot be deleted.
  category_id uuid not null references public.menu_categories (id) on delete restrict,
  image_url text,
  regular_price numeric(8, 2) not null default 0,
  student_price numeric(8, 2),
  is_featured boolean not null default false,
  is_available boolean not null default true,
  dietary_tags text[] not null default '{}',
  display_order integer not null default 0,
  cuisine_type text not null default 'fusion',
  ai_generated_image boolean not null default false,
  ai_prompt_used text,
  image_generation_cost numeric(10, 3),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint menu_items_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint menu_items_description_length check (char_length(description) <= 20000),
  constraint menu_items_ingredients_length check (char_length(ingredients) <= 20000),
  constraint menu_items_image_url_length check (char_length(image_url) <= 2048),
  constraint menu_items_regular_price_nonnegative check (regular_price >= 0),
  constraint menu_items_student_price_nonnegative check (student_price >= 0),
  constraint menu_items_dietary_tags_shape check (
    cardinality(dietary_tags) <= 20 and array_position(dietary_tags, null) is null
  ),
  constraint menu_items_cuisine_type_valid check (
    cuisine_type in ('korean', 'japanese', 'chinese', 'vietnamese', 'fusion')
  ),
  constraint menu_items_ai_prompt_used_length check (char_length(ai_prompt_used) <= 20000),
  constraint menu_items_image_generation_cost_nonnegative check (image_generation_cost >= 0),
  translations jsonb not null default '{}'::jsonb,
  constraint menu_items_translations_valid
    check (public.translations_valid(translations, '{"name": 200, "description": 20000, "ingredients": 20000}'))
);

create index menu_items_category_id_idx on public.menu_items (category_id);
create index menu_items_display_order_idx on public.menu_items (display_order);
create trigger set_updated_at before update on public.menu_items
  for each row execute function public.set_updated_at();
alter table public.menu_items enable row level security;
grant select on public.menu_items to anon;
grant select, insert, update, delete on public.menu_items to authenticated;

create policy menu_items_public_select on public.menu_items
  for select to anon, authenticated
  using (is_available or (select public.is_admin()));
create policy menu_items_admin_insert on public.menu_items for insert to authenticated
  with check ((select public.is_admin()));
create policy menu_items_admin_update on public.menu_items for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy menu_items_admin_delete on public.menu_items for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- videos: at most one hero video (partial unique index), see set_hero_video()
-- ---------------------------------------------------------------------------------------------------------
create table public.restaurant_videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  video_url text not null,
  thumbnail_url text,
  featured_for_hero boolean not null default false,
  is_featured boolean not null default false,
  autoplay boolean not null default false,
  show_controls boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint restaurant_videos_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint restaurant_videos_description_length check (char_length(description) <= 20000),
  constraint restaurant_videos_video_url_length check (char_length(video_url) between 1 and 2048),
  constraint restaurant_videos_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  constraint restaurant_videos_display_order_nonnegative check (display_order >= 0),
  translations jsonb not null default '{}'::jsonb,
  constraint restaurant_videos_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000}'))
);

create unique index restaurant_videos_single_hero on public.restaurant_videos (featured_for_hero)
  where featured_for_hero;
create trigger set_updated_at before update on public.restaurant_videos
  for each row execute function public.set_updated_at();
alter table public.restaurant_videos enable row level security;
grant select on public.restaurant_videos to anon;
grant select, insert, update, delete on public.restaurant_videos to authenticated;

create policy restaurant_videos_public_select on public.restaurant_videos
  for select to anon, authenticated
  using (true);
create policy restaurant_videos_admin_insert on public.restaurant_videos for insert to authenticated
  with check ((select public.is_admin()));
create policy restaurant_videos_admin_update on public.restaurant_videos for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy restaurant_videos_admin_delete on public.restaurant_videos for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- press, gallery, events
-- ---------------------------------------------------------------------------------------------------------
create table public.press_articles (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  publication_name text not null,
  article_url text not null,
  publication_date date not null,
  excerpt text,
  image_url text,
  is_featured boolean not null default false,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint press_articles_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint press_articles_publication_name_length check (char_length(btrim(publication_name)) between 1 and 200),
  constraint press_articles_article_url_length check (char_length(article_url) between 1 and 2048),
  constraint press_articles_excerpt_length check (char_length(excerpt) <= 20000),
  constraint press_articles_image_url_length check (char_length(image_url) <= 2048),
  translations jsonb not null default '{}'::jsonb,
  constraint press_articles_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "excerpt": 20000}'))
);
create trigger set_updated_at before update on public.press_articles
  for each row execute function public.set_updated_at();
alter table public.press_articles enable row level security;
grant select on public.press_articles to anon;
grant select, insert, update, delete on public.press_articles to authenticated;

create policy press_articles_public_select on public.press_articles
  for select to anon, authenticated
  using (true);
create policy press_articles_admin_insert on public.press_articles for insert to authenticated
  with check ((select public.is_admin()));
create policy press_articles_admin_update on public.press_articles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy press_articles_admin_delete on public.press_articles for delete to authenticated
  using ((select public.is_admin()));

create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  alt_text text,
  category text not null default 'general',
  is_featured boolean not null default false,
  image_url text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gallery_images_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint gallery_images_description_length check (char_length(description) <= 20000),
  constraint gallery_images_alt_text_length check (char_length(alt_text) <= 2000),
  constraint gallery_images_category_valid check (
    category in ('interior', 'seating', 'kitchen', 'community', 'details', 'atmosphere', 'food', 'general')
  ),
  constraint gallery_images_image_url_length check (char_length(image_url) between 1 and 2048),
  translations jsonb not null default '{}'::jsonb,
  constraint gallery_images_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000, "alt_text": 2000}'))
);

create index gallery_images_display_order_idx on public.gallery_images (display_order);
create trigger set_updated_at before update on public.gallery_images
  for each row execute function public.set_updated_at();
alter table public.gallery_images enable row level security;
grant select on public.gallery_images to anon;
grant select, insert, update, delete on public.gallery_images to authenticated;

create policy gallery_images_public_select on public.gallery_images
  for select to anon, authenticated
  using (true);
create policy gallery_images_admin_insert on public.gallery_images for insert to authenticated
  with check ((select public.is_admin()));
create policy gallery_images_admin_update on public.gallery_images for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy gallery_images_admin_delete on public.gallery_images for delete to authenticated
  using ((select public.is_admin()));

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  event_date timestamptz not null,
  max_participants integer not null default 30,
  current_participants integer not null default 0,
  image_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint events_description_length check (char_length(description) <= 20000),
  constraint events_max_participants_range check (max_participants between 1 and 1000),
  constraint events_current_participants_range check (current_participants between 0 and max_participants),
  constraint events_image_url_length check (char_length(image_url) <= 2048),
  translations jsonb not null default '{}'::jsonb,
  constraint events_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000}'))
);

create index events_event_date_idx on public.events (event_date);
create trigger set_updated_at before update on public.events
  for each row execute function public.set_updated_at();
alter table public.events enable row level security;
grant select on public.events to anon;
grant select, insert, update, delete on public.events to authenticated;

create policy events_public_select on public.events
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy events_admin_insert on public.events for insert to authenticated
  with check ((select public.is_admin()));
create policy events_admin_update on public.events for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy events_admin_delete on public.events for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- content blocks (legal texts among them): one block per section name
-- ---------------------------------------------------------------------------------------------------------
create table public.content_blocks (
  id uuid primary key default gen_random_uuid(),
  section_name text not null,
  title text,
  content text,
  image_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint content_blocks_section_name_key unique (section_name),
  constraint content_blocks_section_name_length check (char_length(btrim(section_name)) between 1 and 200),
  constraint content_blocks_title_length check (char_length(title) <= 200),
  constraint content_blocks_content_length check (char_length(content) <= 20000),
  constraint content_blocks_image_url_length check (char_length(image_url) <= 2048),
  -- The names pages look content up by follow the domain's rules, so that a block or a
  -- section written past the admin UI (SQL editor, a script, a future client) still matches what the pages
  -- and the demo accept (src/domain/content/content-block-schema.ts, src/domain/about/about-schema.ts):
  --   * content_blocks.section_name: lowercase letters, digits and underscores, at most 100 characters
  --     ('business_info'; the legal pages read blocks by these names);
  --   * about_sections.section_key: lowercase letters, digits, hyphens and underscores, at most 100 ('our-story').
  -- Named *_pattern so that they sort after the *_length checks: PostgreSQL reports the first failing CHECK by
  -- name, and a blank name keeps failing as too short rather than as badly formed.
  constraint content_blocks_section_name_pattern check (section_name ~ '^[a-z0-9_]{1,100}$'),
  translations jsonb not null default '{}'::jsonb,
  constraint content_blocks_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "content": 20000}'))
);
create trigger set_updated_at before update on public.content_blocks
  for each row execute function public.set_updated_at();
alter table public.content_blocks enable row level security;
grant select on public.content_blocks to anon;
grant select, insert, update, delete on public.content_blocks to authenticated;

create policy content_blocks_public_select on public.content_blocks
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy content_blocks_admin_insert on public.content_blocks for insert to authenticated
  with check ((select public.is_admin()));
create policy content_blocks_admin_update on public.content_blocks for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy content_blocks_admin_delete on public.content_blocks for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- about page
-- ---------------------------------------------------------------------------------------------------------
create table public.about_sections (
  id uuid primary key default gen_random_uuid(),
  section_key text not null,
  title text not null,
  subtitle text,
  content text,
  section_type text not null default 'text',
  is_published boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint about_sections_section_key_key unique (section_key),
  constraint about_sections_section_key_length check (char_length(btrim(section_key)) between 1 and 200),
  constraint about_sections_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint about_sections_subtitle_length check (char_length(subtitle) <= 200),
  constraint about_sections_content_length check (char_length(content) <= 20000),
  constraint about_sections_section_type_valid check (
    section_type in ('text', 'hero', 'gallery', 'team', 'timeline')
  ),
  constraint about_sections_section_key_pattern check (section_key ~ '^[a-z0-9_-]{1,100}$'),
  translations jsonb not null default '{}'::jsonb,
  constraint about_sections_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "subtitle": 200, "content": 20000}'))
);
create trigger set_updated_at before update on public.about_sections
  for each row execute function public.set_updated_at();
alter table public.about_sections enable row level security;
grant select on public.about_sections to anon;
grant select, insert, update, delete on public.about_sections to authenticated;

create policy about_sections_public_select on public.about_sections
  for select to anon, authenticated
  using (is_published or (select public.is_admin()));
create policy about_sections_admin_insert on public.about_sections for insert to authenticated
  with check ((select public.is_admin()));
create policy about_sections_admin_update on public.about_sections for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy about_sections_admin_delete on public.about_sections for delete to authenticated
  using ((select public.is_admin()));

create table public.about_images (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references public.about_sections (id) on delete cascade,
  image_url text not null,
  alt_text text,
  title text,
  caption text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint about_images_image_url_length check (char_length(image_url) between 1 and 2048),
  constraint about_images_alt_text_length check (char_length(alt_text) <= 2000),
  constraint about_images_title_length check (char_length(title) <= 200),
  constraint about_images_caption_length check (char_length(caption) <= 2000),
  translations jsonb not null default '{}'::jsonb,
  constraint about_images_translations_valid
    check (public.translations_valid(translations, '{"alt_text": 2000, "title": 200, "caption": 2000}'))
);

create index about_images_section_id_idx on public.about_images (section_id);
create trigger set_updated_at before update on public.about_images
  for each row execute function public.set_updated_at();
alter table public.about_images enable row level security;
grant select on public.about_images to anon;
grant select, insert, update, delete on public.about_images to authenticated;

create policy about_images_public_select on public.about_images
  for select to anon, authenticated
  using (
    exists (select 1 from public.about_sections s where s.id = section_id and s.is_published)
    or (select public.is_admin())
  );
create policy about_images_admin_insert on public.about_images for insert to authenticated
  with check ((select public.is_admin()));
create policy about_images_admin_update on public.about_images for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy about_images_admin_delete on public.about_images for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- content administration (admins only)
-- ---------------------------------------------------------------------------------------------------------

-- Sets or clears the hero flag. Turning it on clears it on every other video in the same transaction;
-- a transaction-level advisory lock serialises concurrent calls (the last one wins) and the partial unique
-- index restaurant_videos_single_hero guards every other writer.
create or replace function public.set_hero_video(p_id uuid, p_on boolean)
returns public.restaurant_videos
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.restaurant_videos;
begin
  perform public.assert_admin();
  if p_id is null or p_on is null then
    perform public.raise_invalid('videos.validation.heroInvalid', 'featured_for_hero');
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.set_hero_video'));
  if p_on then
    update public.restaurant_videos v
    set featured_for_hero = false
    where v.featured_for_hero and v.id <> p_id;
  end if;
  update public.restaurant_videos v
  set featured_for_hero = p_on
  where v.id = p_id
  returning v.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'video not found';
  end if;
  return v_row;
end;
$$;

revoke all on function public.set_hero_video(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_hero_video(uuid, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- create_video: SECURITY INVOKER, so the caller's privileges and the restaurant_videos policies decide
-- exactly as for a direct insert (admins only). A hero upload first clears the flag under the same advisory
-- lock as set_hero_video(), so the partial unique index restaurant_videos_single_hero is never hit.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.create_video(
  p_title text,
  p_description text,
  p_video_url text,
  p_thumbnail_url text,
  p_featured_for_hero boolean,
  p_is_featured boolean,
  p_autoplay boolean,
  p_show_controls boolean,
  p_display_order integer
)
returns public.restaurant_videos
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_row public.restaurant_videos;
begin
  if coalesce(p_featured_for_hero, false) then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.set_hero_video'));
    update public.restaurant_videos v set featured_for_hero = false where v.featured_for_hero;
  end if;
  insert into public.restaurant_videos as v (
    title, description, video_url, thumbnail_url, featured_for_hero, is_featured, autoplay, show_controls,
    display_order
  )
  values (
    p_title, p_description, p_video_url, p_thumbnail_url, coalesce(p_featured_for_hero, false),
    coalesce(p_is_featured, false), coalesce(p_autoplay, false), coalesce(p_show_controls, true),
    coalesce(p_display_order, 0)
  )
  returning v.* into v_row;
  return v_row;
end;
$$;

comment on function public.create_video(text, text, text, text, boolean, boolean, boolean, boolean, integer) is
  'Inserts a video as the caller (RLS applies); a hero upload takes the hero flag from every other video.';

revoke all on function public.create_video(text, text, text, text, boolean, boolean, boolean, boolean, integer)
from public, anon, authenticated, service_role;
grant execute on function public.create_video(text, text, text, text, boolean, boolean, boolean, boolean, integer)
to authenticated;

create or replace function public.swap_about_section_order(p_a uuid, p_b uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_a integer;
  v_b integer;
begin
  perform public.assert_admin();
  if p_a is null or p_b is null or p_a = p_b then
    perform public.raise_invalid('about.validation.swapInvalid', 'id');
  end if;
  -- lock both rows in a fixed order, so two opposite swaps cannot deadlock
  perform 1 from public.about_sections s where s.id in (p_a, p_b) order by s.id for update;
  select s.display_order into v_a from public.about_sections s where s.id = p_a;
  if not found then
    raise exception using errcode = 'P0002', message = 'about section not found';
  end if;
  select s.display_order into v_b from public.about_sections s where s.id = p_b;
  if not found then
    raise exception using errcode = 'P0002', message = 'about section not found';
  end if;
  update public.about_sections s
  set display_order = case when s.id = p_a then v_b else v_a end
  where s.id in (p_a, p_b);
end;
$$;

revoke all on function public.swap_about_section_order(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.swap_about_section_order(uuid, uuid) to authenticated;

-- =========================================================================================================
-- 03_ai_credits.sql
-- =========================================================================================================

-- ---------------------------------------------------------------------------------------------------------
-- AI image credits, one row per month. reserved_cost holds credits reserved by a running generation
-- (reserve_ai_credits / settle_ai_credits / release_ai_credits).
-- ---------------------------------------------------------------------------------------------------------
create table public.ai_usage_tracking (
  id uuid primary key default gen_random_uuid(),
  month_year text not null,
  images_generated integer not null default 0,
  total_cost numeric(10, 3) not null default 0,
  budget_limit numeric(10, 3) not null default 10,
  reserved_cost numeric(10, 3) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_usage_tracking_month_year_key unique (month_year),
  constraint ai_usage_tracking_month_year_format check (month_year ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  constraint ai_usage_tracking_images_generated_nonnegative check (images_generated >= 0),
  constraint ai_usage_tracking_total_cost_nonnegative check (total_cost >= 0),
  constraint ai_usage_tracking_budget_limit_nonnegative check (budget_limit >= 0),
  constraint ai_usage_tracking_reserved_cost_nonnegative check (reserved_cost >= 0),
  -- AI credits held by a generation that never finished.
  --
  -- generate-menu-image holds credits with reserve_ai_credits() before it calls the images API, and gives them back
  -- with settle_ai_credits() or release_ai_credits() on every path it can run to the end. A function that is
  -- stopped in between (the edge runtime's wall-clock limit, a crash, a redeploy) runs neither, and its credits
  -- would stay reserved for the rest of the month: with a budget of 10, ten of those would block every image.
  --
  -- reserved_at records when the month's last reservation was made. Every live generation reserved within the
  -- last few minutes (the runtime stops a function after at most 400 s), so when the last reservation is older
  -- than 15 minutes every reservation of the month is dead, and reserve_ai_credits() clears them before it counts.
  -- Admins cannot write reserved_at (their column privileges cover budget_limit only).
  reserved_at timestamptz
);
create trigger set_updated_at before update on public.ai_usage_tracking
  for each row execute function public.set_updated_at();
alter table public.ai_usage_tracking enable row level security;

-- AI credits: admins read the month and set its budget; usage columns are written by the service role only.
grant select on public.ai_usage_tracking to authenticated;
grant insert (month_year, budget_limit) on public.ai_usage_tracking to authenticated;
grant update (budget_limit) on public.ai_usage_tracking to authenticated;

-- ai_usage_tracking: admin only (column privileges above limit what an admin may write).
create policy ai_usage_tracking_admin_select on public.ai_usage_tracking
  for select to authenticated
  using ((select public.is_admin()));

create policy ai_usage_tracking_admin_insert on public.ai_usage_tracking
  for insert to authenticated
  with check ((select public.is_admin()));

create policy ai_usage_tracking_admin_update on public.ai_usage_tracking
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

comment on column public.ai_usage_tracking.reserved_at is
  'When reserve_ai_credits() last held credits of this month; reserved_cost older than 15 minutes is cleared.';

-- ---------------------------------------------------------------------------------------------------------
-- AI image credits (service_role only: called by the generate-menu-image edge function).
-- reserve before calling the image API, then settle with the real cost, or release on failure.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.check_ai_month(p_month text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_month is null or p_month !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then
    perform public.raise_invalid('ai.validation.monthInvalid', 'month_year');
  end if;
end;
$$;

revoke all on function public.check_ai_month(text) from public, anon, authenticated, service_role;

create or replace function public.reserve_ai_credits(p_month text, p_cost numeric)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cost numeric := pg_catalog.round(p_cost, 3);
  v_row public.ai_usage_tracking;
  v_reserved numeric;
begin
  perform public.check_ai_month(p_month);
  if v_cost is null or v_cost <= 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;

  insert into public.ai_usage_tracking (month_year) values (p_month) on conflict (month_year) do nothing;
  -- the row lock serialises concurrent reservations for the month; FOR UPDATE re-reads the latest version
  select u.* into v_row from public.ai_usage_tracking u where u.month_year = p_month for update;

  v_reserved := v_row.reserved_cost;
  if v_reserved > 0 and (v_row.reserved_at is null or v_row.reserved_at < pg_catalog.now() - interval '15 minutes') then
    v_reserved := 0;
  end if;

  if v_row.total_cost + v_reserved + v_cost > v_row.budget_limit then
    if v_reserved <> v_row.reserved_cost then
      update public.ai_usage_tracking u set reserved_cost = 0 where u.id = v_row.id;
    end if;
    return false;
  end if;
  update public.ai_usage_tracking u
  set reserved_cost = v_reserved + v_cost, reserved_at = pg_catalog.now()
  where u.id = v_row.id;
  return true;
end;
$$;

revoke all on function public.reserve_ai_credits(text, numeric) from public, anon, authenticated, service_role;
grant execute on function public.reserve_ai_credits(text, numeric) to service_role;

create or replace function public.settle_ai_credits(
  p_month text,
  p_reserved numeric,
  p_actual numeric,
  p_images integer default 1
)
returns public.ai_usage_tracking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.ai_usage_tracking;
begin
  perform public.check_ai_month(p_month);
  if p_reserved is null or p_reserved < 0 or p_actual is null or p_actual < 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;
  if p_images is null or p_images < 0 then
    perform public.raise_invalid('ai.validation.imagesInvalid', 'images_generated');
  end if;
  update public.ai_usage_tracking u
  set
    reserved_cost = greatest(u.reserved_cost - pg_catalog.round(p_reserved, 3), 0),
    total_cost = u.total_cost + pg_catalog.round(p_actual, 3),
    images_generated = u.images_generated + p_images
  where u.month_year = p_month
  returning u.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'no credit reservation for this month';
  end if;
  return v_row;
end;
$$;

revoke all on function public.settle_ai_credits(text, numeric, numeric, integer) from public, anon, authenticated, service_role;
grant execute on function public.settle_ai_credits(text, numeric, numeric, integer) to service_role;

create or replace function public.release_ai_credits(p_month text, p_reserved numeric)
returns public.ai_usage_tracking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.ai_usage_tracking;
begin
  perform public.check_ai_month(p_month);
  if p_reserved is null or p_reserved < 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;
  update public.ai_usage_tracking u
  set reserved_cost = greatest(u.reserved_cost - pg_catalog.round(p_reserved, 3), 0)
  where u.month_year = p_month
  returning u.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'no credit reservation for this month';
  end if;
  return v_row;
end;
$$;

revoke all on function public.release_ai_credits(text, numeric) from public, anon, authenticated, service_role;
grant execute on function public.release_ai_credits(text, numeric) to service_role;

-- =========================================================================================================
-- 04_settings.sql
-- =========================================================================================================

-- The owner's settings: one domain concept, one row of public.restaurant_settings, read by every page, e-mail
-- and SQL rule. Each column is one JSON value of the shape the domain names, checked here by the bounds of the
-- settings form's schema (a test checks they agree): booking_rules, contact, retention and abuse_limits.
--
-- Opening hours, closed days and capacity as data. The owner's booking rules are one JSON value in
-- the one row of public.restaurant_settings, the same shape as BookingRules in
-- src/domain/settings/booking-rules.ts, so the browser and this file read the same thing. The public reads it
-- (hours and closed-day notes are for guests); only an admin changes it. create_reservation() enforces every
-- rule here, in one transaction per date that cannot overbook, because the anon key can call it without the
-- form.

-- Whether a value is one of the rule set's opening ranges: {"from": "HH:MM", "to": "HH:MM"}, from < to.
create or replace function private.time_range_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'object'
     and p ->> 'from' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     and p ->> 'to' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
     and p ->> 'from' < p ->> 'to', false);
$$;

revoke all on function private.time_range_valid(jsonb) from public;

-- Whether a value is a whole number within bounds (JSON numbers may have fractions; these may not).
create or replace function private.json_int_between(p jsonb, p_min integer, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'number'
     and (p #>> '{}')::numeric = pg_catalog.trunc((p #>> '{}')::numeric)
     and (p #>> '{}')::numeric between p_min and p_max, false);
$$;

revoke all on function private.json_int_between(jsonb, integer, integer) from public;

-- Covers: null (no limit) or a whole number of guests.
create or replace function private.json_covers_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is not null and (p = 'null'::jsonb or private.json_int_between(p, 0, 100000));
$$;

revoke all on function private.json_covers_valid(jsonb) from public;

-- Whether a value is a yyyy-MM-dd date.
create or replace function private.json_date_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'string' or (p #>> '{}') !~ '^\d{4}-\d{2}-\d{2}$' then
    return false;
  end if;
  perform (p #>> '{}')::date;
  return true;
exception when others then
  return false;
end;
$$;

revoke all on function private.json_date_valid(jsonb) from public;

-- The bounds are the settings form's (src/domain/settings/booking-rules-schema.ts); a test checks they agree.
-- Public and SECURITY DEFINER: the table's check constraint runs it as whoever updates the row (an admin),
-- who has no access to the private schema its helpers live in.
create or replace function public.booking_rules_valid(p jsonb)
returns boolean
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v_day text;
  v_item jsonb;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or pg_catalog.jsonb_typeof(p -> 'weeklyHours') is distinct from 'object'
     or not private.json_int_between(p -> 'slotMinutes', 5, 240)
     or not private.json_int_between(p -> 'lastSlotBeforeCloseMinutes', 0, 720)
     or not private.json_int_between(p -> 'horizonDays', 0, 730)
     or not private.json_int_between(p -> 'leadTimeMinutes', 0, 20160)
     or not private.json_int_between(p -> 'maxPartySize', 1, 20)
     or not private.json_covers_valid(p -> 'coversPerSlot')
     or not private.json_covers_valid(p -> 'coversPerDay')
     or pg_catalog.jsonb_typeof(p -> 'closedPeriods') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p -> 'specialOpenings') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p -> 'capacityOverrides') is distinct from 'array' then
    return false;
  end if;
  foreach v_day in array array['1', '2', '3', '4', '5', '6', '7'] loop
    if pg_catalog.jsonb_typeof(p -> 'weeklyHours' -> v_day) is distinct from 'array' then
      return false;
    end if;
    for v_item in select pg_catalog.jsonb_array_elements(p -> 'weeklyHours' -> v_day) loop
      if not private.time_range_valid(v_item) then
        return false;
      end if;
    end loop;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'closedPeriods') loop
    -- coalesce: a missing field makes the test null, which must not pass.
    if not coalesce(private.json_date_valid(v_item -> 'from') and private.json_date_valid(v_item -> 'to')
            and v_item ->> 'from' <= v_item ->> 'to'
            and pg_catalog.jsonb_typeof(v_item -> 'note') = 'string'
            and pg_catalog.char_length(v_item ->> 'note') <= 200, false) then
      return false;
    end if;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'specialOpenings') loop
    if not coalesce(private.json_date_valid(v_item -> 'date')
            and pg_catalog.jsonb_typeof(v_item -> 'hours') = 'array'
            and pg_catalog.jsonb_array_length(v_item -> 'hours') > 0
            and not exists (select from pg_catalog.jsonb_array_elements(v_item -> 'hours') h
                            where not private.time_range_valid(h)), false) then
      return false;
    end if;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'capacityOverrides') loop
    if not coalesce(private.json_date_valid(v_item -> 'date')
            and private.json_covers_valid(v_item -> 'coversPerSlot')
            and private.json_covers_valid(v_item -> 'coversPerDay'), false) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function public.booking_rules_valid(jsonb) from public;
grant execute on function public.booking_rules_valid(jsonb) to authenticated, service_role;

-- The restaurant's contact as data : street, postal code, city, phone, e-mail and the map pin
-- are one JSON value in the one row of public.restaurant_settings, the same shape as RestaurantContact in
-- src/domain/settings/restaurant-contact.ts. The public reads it (every public page shows it); only an admin
-- changes it, within restaurant_contact_valid(), the bounds of restaurantContactSchema in
-- src/domain/settings/restaurant-contact-schema.ts (a property test compares the two on random contacts).

-- Whether a value is a RestaurantContact the settings form accepts. The schema trims each text as
-- JavaScript's String.prototype.trim() does before it checks it, and counts characters (code points, as
-- char_length() does); so does this function, with JavaScript's white space spelled out (\s in a regular
-- expression depends on the server's locale). One difference, on purpose: the schema drops keys
-- it does not know and the adapters save what it returns; the column refuses them, so it holds the seven
-- keys and nothing else.
-- Not SECURITY DEFINER: it reads nothing and calls no private helper, so it runs as the admin who saves.
create or replace function public.restaurant_contact_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- JavaScript's WhiteSpace and LineTerminator, as regular expression escapes for a bracket expression.
  v_space constant text := '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  v_key text;
  v_max integer;
  v_text text;
  v_trimmed jsonb := '{}';
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or not p ?& array['street', 'postalCode', 'city', 'phone', 'email', 'latitude', 'longitude']
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 7 then
    return false;
  end if;
  for v_key, v_max in
    select f.k, f.m from (values ('street', 200), ('postalCode', 20), ('city', 100), ('phone', 40),
                                 ('email', 254)) f(k, m)
  loop
    if pg_catalog.jsonb_typeof(p -> v_key) is distinct from 'string' then
      return false;
    end if;
    v_text := pg_catalog.regexp_replace(p ->> v_key, '^[' || v_space || ']+|[' || v_space || ']+$', '', 'g');
    if pg_catalog.char_length(v_text) > v_max then
      return false;
    end if;
    v_trimmed := v_trimmed || pg_catalog.jsonb_build_object(v_key, v_text);
  end loop;
  if v_trimmed ->> 'street' = '' or v_trimmed ->> 'city' = ''
     or v_trimmed ->> 'phone' !~ '^[+0-9 ()/.-]*$'
     or v_trimmed ->> 'email' !~ ('^([^@' || v_space || ']+@[^@' || v_space || ']+\.[^@' || v_space || ']+)?$') then
    return false;
  end if;
  -- The pin: both null (the map searches the address), or both numbers within range.
  if pg_catalog.jsonb_typeof(p -> 'latitude') = 'null' and pg_catalog.jsonb_typeof(p -> 'longitude') = 'null' then
    return true;
  end if;
  if pg_catalog.jsonb_typeof(p -> 'latitude') <> 'number' or pg_catalog.jsonb_typeof(p -> 'longitude') <> 'number' then
    return false;
  end if;
  return (p ->> 'latitude')::numeric between -90 and 90 and (p ->> 'longitude')::numeric between -180 and 180;
end;
$$;

revoke all on function public.restaurant_contact_valid(jsonb) from public;
grant execute on function public.restaurant_contact_valid(jsonb) to authenticated, service_role;

-- Personal data has a lifetime (GDPR Art. 5(1)(e), decision 0081). How long guests' data is
-- kept is one JSON value in the one row of public.restaurant_settings, the same shape as RetentionSettings in
-- src/domain/settings/retention.ts: {"reservationDays": 180}. The public reads it (the privacy statement states
-- it); only an admin changes it, within restaurant_retention_valid(), the bounds of retentionSchema in
-- src/domain/settings/retention-schema.ts.
--
-- public.anonymise_old_reservations() applies it: once reservationDays have passed after a reservation's date,
-- the guest's name and e-mail address become placeholders the table's checks accept, and phone, special
-- requests and staff notes become null; date, time, party size, status, language and event stay for the
-- statistics. The outbox rows of such a booking (reservation_emails) keep no address, only the reason staff
-- typed with a cancellation, which is cleared too. Consent records are deleted once they have expired.
-- Scheduled daily with pg_cron where it can be enabled; service role only otherwise.

-- Whether a value is a RetentionSettings the settings form accepts: exactly the key reservationDays, a whole
-- number of days from 1 to 3650. Not SECURITY DEFINER: it reads nothing, so it runs as the admin who saves.
create or replace function public.restaurant_retention_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_days numeric;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 1
     or pg_catalog.jsonb_typeof(p -> 'reservationDays') is distinct from 'number' then
    return false;
  end if;
  v_days := (p ->> 'reservationDays')::numeric;
  return v_days = pg_catalog.trunc(v_days) and v_days between 1 and 3650;
end;
$$;

revoke all on function public.restaurant_retention_valid(jsonb) from public;
grant execute on function public.restaurant_retention_valid(jsonb) to authenticated, service_role;

-- Limits against abuse (decision 0087). The anon key is public, so a script can call the
-- public RPCs as often as it likes. How often is enough is the owner's business, so the numbers are one JSON
-- value in the one row of public.restaurant_settings, the same shape as AbuseLimits in
-- src/domain/settings/abuse-limits.ts:
--   bookingsPerAddressPerHour  public bookings from one client address in the last hour
--   bookingsPerEmailPerDay     public bookings for one e-mail address per restaurant day (Europe/Berlin)
--   bookingsPerDay             public bookings per restaurant day across all addresses (a flood ceiling)
--   consentsPerAddressPerHour  consent records from one client address in the last hour
--   mailsPerAddressPerDay      e-mails the outbox sends to one address per day (the mail relay, decision 0088)
-- The public reads the row already (the numbers are no secret: a script learns them by trying); only an admin
-- changes them, within public.abuse_limits_valid(), the bounds of abuseLimitsSchema in
-- src/domain/settings/abuse-limits-schema.ts. SQL reads a number with private.abuse_limit('key').

-- Whether a value is an AbuseLimits the settings form accepts: exactly the five keys, each a whole number from 1
-- to 100000. Not SECURITY DEFINER: it reads nothing and calls no private helper (the table's check constraint runs
-- it as the admin who saves, who has no USAGE on schema private).
create or replace function public.abuse_limits_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key text;
  v_value numeric;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 5 then
    return false;
  end if;
  foreach v_key in array array['bookingsPerAddressPerHour', 'bookingsPerEmailPerDay', 'bookingsPerDay',
                               'consentsPerAddressPerHour', 'mailsPerAddressPerDay'] loop
    if pg_catalog.jsonb_typeof(p -> v_key) is distinct from 'number' then
      return false;
    end if;
    v_value := (p ->> v_key)::numeric;
    if v_value <> pg_catalog.trunc(v_value) or v_value not between 1 and 100000 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function public.abuse_limits_valid(jsonb) from public;
grant execute on function public.abuse_limits_valid(jsonb) to authenticated, service_role;

create table public.restaurant_settings (
  id boolean primary key default true constraint restaurant_settings_one_row check (id),
  booking_rules jsonb not null constraint restaurant_settings_booking_rules_valid
    check (public.booking_rules_valid(booking_rules)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- DEFAULT_RESTAURANT_CONTACT of the domain (a test checks they are equal): the demo's invented address.
  contact jsonb not null default $json${
    "street": "Musterstraße 12",
    "postalCode": "13353",
    "city": "Berlin",
    "phone": "030 000 000 00",
    "email": "hallo@tischlein.example",
    "latitude": 52.5459,
    "longitude": 13.3592
    }$json$::jsonb
    constraint restaurant_settings_contact_valid check (public.restaurant_contact_valid(contact)),
  -- DEFAULT_RETENTION of the domain (a test checks they are equal).
  retention jsonb not null default '{"reservationDays": 180}'::jsonb
    constraint restaurant_settings_retention_valid check (public.restaurant_retention_valid(retention)),
  -- DEFAULT_ABUSE_LIMITS of the domain (a test checks they are equal).
  abuse_limits jsonb not null default
    '{"bookingsPerAddressPerHour": 10, "bookingsPerEmailPerDay": 3, "bookingsPerDay": 200,
    "consentsPerAddressPerHour": 30, "mailsPerAddressPerDay": 5}'::jsonb
    constraint restaurant_settings_abuse_limits_valid check (public.abuse_limits_valid(abuse_limits))
);

-- DEFAULT_BOOKING_RULES of the domain (a test checks they are equal): what the site always offered.
insert into public.restaurant_settings (booking_rules) values ($json${
  "weeklyHours": {
    "1": [{"from": "08:00", "to": "22:00"}], "2": [{"from": "08:00", "to": "22:00"}],
    "3": [{"from": "08:00", "to": "22:00"}], "4": [{"from": "08:00", "to": "22:00"}],
    "5": [{"from": "08:00", "to": "22:00"}], "6": [{"from": "08:00", "to": "22:00"}],
    "7": [{"from": "08:00", "to": "22:00"}]
  },
  "slotMinutes": 30,
  "lastSlotBeforeCloseMinutes": 30,
  "closedPeriods": [],
  "specialOpenings": [],
  "horizonDays": 90,
  "leadTimeMinutes": 120,
  "maxPartySize": 20,
  "coversPerSlot": null,
  "coversPerDay": null,
  "capacityOverrides": []
}$json$::jsonb);

create trigger restaurant_settings_updated_at before update on public.restaurant_settings
  for each row execute function public.set_updated_at();

alter table public.restaurant_settings enable row level security;
revoke all on table public.restaurant_settings from public, anon, authenticated;
grant all on table public.restaurant_settings to service_role;
-- Everyone reads the settings (the hours, closed-day notes, contact and retention are for guests; the abuse
-- limits are no secret: a script learns them by trying); only staff change them, each column within its check.
grant select on table public.restaurant_settings to anon, authenticated;
grant update (booking_rules, contact, retention, abuse_limits) on table public.restaurant_settings to authenticated;
create policy "Everyone reads the settings" on public.restaurant_settings
  for select to anon, authenticated using (true);
create policy "Admins change the settings" on public.restaurant_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts; '
  'contact: RestaurantContact of src/domain/settings/restaurant-contact.ts; '
  'retention: RetentionSettings of src/domain/settings/retention.ts; '
  'abuse_limits: AbuseLimits of src/domain/settings/abuse-limits.ts.';
comment on column public.restaurant_settings.contact is
  'The restaurant''s address, phone, e-mail and map pin: RestaurantContact of src/domain/settings/restaurant-contact.ts.';
comment on column public.restaurant_settings.retention is
  'How long guests'' personal data is kept: RetentionSettings of src/domain/settings/retention.ts, applied by '
  'anonymise_old_reservations().';
comment on column public.restaurant_settings.abuse_limits is
  'How often the public may book, give consent and be mailed: AbuseLimits of src/domain/settings/abuse-limits.ts, '
  'read in SQL with private.abuse_limit(key).';

-- The rules in force.
create or replace function private.booking_rules()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select s.booking_rules from public.restaurant_settings s where s.id;
$$;

revoke all on function private.booking_rules() from public;

-- One number of the setting, for the functions that enforce it (they run as the owner; nobody else may call
-- this: schema private has no USAGE for the API roles). An unknown key is a programming error, not a limit.
create or replace function private.abuse_limit(p_key text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer;
begin
  select (s.abuse_limits ->> p_key)::integer into v_limit from public.restaurant_settings s where s.id;
  if v_limit is null then
    raise exception 'unknown abuse limit: %', p_key;
  end if;
  return v_limit;
end;
$$;

revoke all on function private.abuse_limit(text) from public;

-- =========================================================================================================
-- 05_reservations.sql
-- =========================================================================================================

-- What the admin's free-text search looks in: name, e-mail and phone, lower-cased, joined by a line break,
-- which no search text contains (src/domain/reservation/query.ts, searchableText). Not given a search_path
-- of its own, so that the planner inlines it and matches the trigram index below; every name is qualified.
-- A pure function of its arguments, executable by every API role: the planner inlines a SQL function only
-- for a caller who may execute it, and the index's expression is inlined (and cached per connection) for
-- whoever first touches the table, e.g. the service role inserting.
create or replace function public.reservation_search_text(p_name text, p_email text, p_phone text)
returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.lower(
    p_name operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) p_email
      operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) coalesce(p_phone, '')
  );
$$;

revoke all on function public.reservation_search_text(text, text, text) from public;
grant execute on function public.reservation_search_text(text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- reservations: created only through create_reservation(); status changes only through
-- change_reservation_status().
-- ---------------------------------------------------------------------------------------------------------
create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  customer_name text not null,
  customer_email text not null,
  customer_phone text,
  reservation_date date not null,
  reservation_time text not null,
  party_size integer not null,
  special_requests text,
  language_preference text not null default 'de',
  status text not null default 'pending',
  admin_notes text,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  -- Idempotency key generated by the browser for one submission.
  submission_key uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservations_submission_key_key unique (submission_key),
  constraint reservations_customer_name_length check (char_length(btrim(customer_name)) between 1 and 200),
  constraint reservations_customer_email_length check (char_length(customer_email) <= 254),
  constraint reservations_customer_email_shape check (customer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint reservations_customer_phone_length check (char_length(customer_phone) <= 40),
  constraint reservations_party_size_range check (party_size between 1 and 20),
  constraint reservations_special_requests_length check (char_length(special_requests) <= 2000),
  constraint reservations_language_preference_valid check (language_preference in ('de', 'en', 'zh')),
  constraint reservations_status_valid check (
    status in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show')
  ),
  constraint reservations_admin_notes_length check (char_length(admin_notes) <= 2000),
  constraint reservations_reservation_time_slot
    check (reservation_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- The event this booking signs up for; null for a table booking. create_reservation() books a sign-up by
  -- the event's rules instead of the restaurant's hours.
  event_id uuid null references public.events (id) on delete set null,
  -- Who changed a reservation's status, and when.
  status_changed_by uuid,
  status_changed_by_name text,
  status_changed_at timestamptz
);
create trigger set_updated_at before update on public.reservations
  for each row execute function public.set_updated_at();
alter table public.reservations enable row level security;

-- Reservations: created by create_reservation(), status and notes changed by change_reservation_status()
-- and save_reservation_notes(); admins list and delete them directly.
grant select, delete on public.reservations to authenticated;

-- reservations: admins read and delete; nobody but service_role updates or inserts directly.
create policy reservations_admin_select on public.reservations
  for select to authenticated
  using ((select public.is_admin()));

create policy reservations_admin_delete on public.reservations
  for delete to authenticated
  using ((select public.is_admin()));
create index reservations_date_time_id_idx
  on public.reservations (reservation_date, reservation_time, id);
create index reservations_status_date_time_id_idx
  on public.reservations (status, reservation_date, reservation_time, id);
create index reservations_created_at_id_idx on public.reservations (created_at, id);
create index reservations_search_trgm_idx on public.reservations
  using gin (public.reservation_search_text(customer_name, customer_email, customer_phone) extensions.gin_trgm_ops);

comment on column public.reservations.event_id is
  'The event this booking signs up for; null for a table booking. Kept (as null) when the event is deleted.';

create index reservations_event_id_idx on public.reservations (event_id);

comment on column public.reservations.status_changed_by is
  'The Auth user who last changed the status (null: no one signed in, e.g. the guest''s own cancellation).';
comment on column public.reservations.status_changed_by_name is
  'That staff member''s admin_users.username at the time, kept after they leave.';

-- Written by the confirmation e-mail sender (service role) once the mail went out.
create table public.reservation_confirmations (
  reservation_id uuid primary key references public.reservations (id) on delete cascade,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger set_updated_at before update on public.reservation_confirmations
  for each row execute function public.set_updated_at();
alter table public.reservation_confirmations enable row level security;

-- How many reservations each date has in each status, kept by statement triggers in the same transaction
-- as the change (so as exact as a count(*), whoever reads it), in a schema the API does not expose. A
-- count over a date range or of every row sums at most a few rows a day here instead of reading one index
-- entry per booking: 200,000 bookings are 100,000 from today on, which took a full index scan per count.
create table private.reservation_day_counts (
  reservation_date date not null,
  status text not null,
  bookings bigint not null,
  primary key (reservation_date, status)
);
revoke all on table private.reservation_day_counts from public;

-- SECURITY DEFINER: the triggers fire for whoever changes reservations (an admin deleting, the service
-- role, create_reservation()), none of whom may touch the private schema.
create or replace function private.count_reservation_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.reservation_day_counts;
  elsif tg_op = 'INSERT' then
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select n.reservation_date, n.status, count(*) from new_rows n group by 1, 2
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  elsif tg_op = 'DELETE' then
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select o.reservation_date, o.status, -count(*) from old_rows o group by 1, 2
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  else
    -- Only what moved: a change of notes or of nothing counted writes nothing here.
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select d.reservation_date, d.status, sum(d.delta)
      from (select o.reservation_date, o.status, -1 as delta from old_rows o
            union all
            select n.reservation_date, n.status, 1 from new_rows n) d
     group by 1, 2
    having sum(d.delta) <> 0
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  end if;
  return null;
end;
$$;

revoke all on function private.count_reservation_days() from public;

create trigger reservations_day_counts_insert after insert on public.reservations
  referencing new table as new_rows for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_update after update on public.reservations
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_delete after delete on public.reservations
  referencing old table as old_rows for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_truncate after truncate on public.reservations
  for each statement execute function private.count_reservation_days();

-- SECURITY DEFINER to read the name from admin_users whoever changes the status (a guest's cancellation runs
-- as anon inside a definer function; the name is then null).
create or replace function private.stamp_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  new.status_changed_at := pg_catalog.now();
  new.status_changed_by := (select a.id from public.admin_users a where a.id = v_uid);
  new.status_changed_by_name := (select a.username from public.admin_users a where a.id = v_uid);
  return new;
end;
$$;

revoke all on function private.stamp_status_change() from public;

create trigger reservations_stamp_status_change before update of status on public.reservations
  for each row when (old.status is distinct from new.status)
  execute function private.stamp_status_change();

-- Reservations at scale: the admin reads one page and the counts, filtered, sorted and counted here on
-- indexes, never the whole table (PostgREST answers at most max_rows = 1000 rows, and a year is 15,000).
--
-- admin_list_reservations() and admin_reservation_counts() are SECURITY DEFINER and check is_admin()
-- themselves (42501 for anybody else), like change_reservation_status(). They cannot be SECURITY INVOKER:
-- under the table's row-level security PostgreSQL may use a caller's condition in an index scan only when
-- its operator is leakproof, and LIKE is not, so an invoker's search would read all 200,000 rows instead
-- of the trigram index (tests/sql/reservation-scale.test.ts). assert_admin() and raise_invalid() are not
-- called: nobody holds EXECUTE on them, and these functions' errors are raised in place.
-- Totals without a search, and the counts, are sums of private.reservation_day_counts (below).

create function public.admin_list_reservations(
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'soonest',
  p_offset integer default 0,
  p_limit integer default 25,
  p_event_id uuid default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text := 'true';
  v_order text;
  v_pattern text;
  v_search text := pg_catalog.btrim(coalesce(p_search, ''));
  v_total bigint;
  v_rows jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.status', detail = 'status';
  end if;
  if p_sort is null or p_sort not in ('soonest', 'latest', 'newest') then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.sort', detail = 'sort';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.page', detail = 'page';
  end if;
  if pg_catalog.char_length(v_search) > 100 then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.search', detail = 'search';
  end if;

  v_order := case p_sort
    when 'soonest' then '%1$s.reservation_date, %1$s.reservation_time, %1$s.id'
    when 'latest' then '%1$s.reservation_date desc, %1$s.reservation_time desc, %1$s.id desc'
    else '%1$s.created_at desc, %1$s.id desc'
  end;
  if p_status is not null then
    v_where := v_where || ' and r.status = $1';
  end if;
  if p_from is not null then
    v_where := v_where || ' and r.reservation_date >= $2';
  end if;
  if p_to is not null then
    v_where := v_where || ' and r.reservation_date <= $3';
  end if;
  if v_search <> '' then
    -- LIKE's own wildcards and escape character in the text are matched literally.
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.lower(v_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where
      || ' and public.reservation_search_text(r.customer_name, r.customer_email, r.customer_phone) like $4';
  end if;
  if p_event_id is not null then
    v_where := v_where || ' and r.event_id = $7';
  end if;

  if v_search = '' and p_event_id is null then
    -- The same filters on the day counts (the columns have the same names).
    execute pg_catalog.format(
      'select coalesce(sum(r.bookings), 0) from private.reservation_day_counts r where %s', v_where)
      into v_total
      using p_status, p_from, p_to;
  elsif v_search = '' then
    -- One event's bookings, counted exactly on reservations_event_id_idx (an event seats at most 1000).
    execute pg_catalog.format('select count(*) from public.reservations r where %s', v_where)
      into v_total
      using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;
  else
    -- Counted up to one past the limit (src/domain/reservation/query.ts, SEARCH_COUNT_LIMIT): a common
    -- fragment over years of bookings matches thousands, and counting them all costs more than the page.
    execute pg_catalog.format(
      'select count(*) from (select from public.reservations r where %s limit 1001) m', v_where)
      into v_total
      using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;
  end if;

  execute pg_catalog.format(
    'select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(p) order by %s), ''[]'')
       from (select r.* from public.reservations r where %s order by %s offset $5 limit $6) p',
    pg_catalog.format(v_order, 'p'), v_where, pg_catalog.format(v_order, 'r'))
    into v_rows
    using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;

  if v_total > 1000 then
    return pg_catalog.jsonb_build_object('rows', v_rows, 'total', 1000, 'totalIsLowerBound', true);
  end if;
  return pg_catalog.jsonb_build_object('rows', v_rows, 'total', v_total);
end;
$$;

revoke all on function public.admin_list_reservations(text, date, date, text, text, integer, integer, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reservations(text, date, date, text, text, integer, integer, uuid)
  to authenticated;

-- The figures of the reservations page and the dashboard, on the restaurant's clock (Europe/Berlin):
-- pending (requests for today or later still unanswered), upcoming (confirmed, slot still ahead), total,
-- and today's bookings and covers (pending, confirmed and completed take a seat; src/domain/reservation/summary.ts).
-- A slot is ahead when its date is after today, or it is today and its 'HH:MM' is after the restaurant's
-- wall clock cut to the minute: the same as comparing instants, as no slot lies in a daylight-saving shift
-- (08:00 .. 21:30). Whole days are summed from the day counts; today's slots are read on the index.
create or replace function public.admin_reservation_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamp := pg_catalog.now() at time zone 'Europe/Berlin';
  v_today date := v_now::date;
  v_minute text := pg_catalog.to_char(v_now, 'HH24:MI');
  v_today_bookings bigint;
  v_today_covers bigint;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  select count(*), coalesce(sum(r.party_size), 0)
    into v_today_bookings, v_today_covers
    from public.reservations r
   where r.reservation_date = v_today and r.status in ('pending', 'confirmed', 'completed');
  return pg_catalog.jsonb_build_object(
    'pending', (
      select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c
       where c.status = 'pending' and c.reservation_date >= v_today),
    'upcoming', (
      select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c
       where c.status = 'confirmed' and c.reservation_date > v_today)
      + (select count(*) from public.reservations r
          where r.status = 'confirmed' and r.reservation_date = v_today and r.reservation_time > v_minute),
    'total', (select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c),
    'today', pg_catalog.jsonb_build_object(
      'date', v_today, 'bookings', v_today_bookings, 'covers', v_today_covers)
  );
end;
$$;

revoke all on function public.admin_reservation_counts() from public, anon, authenticated, service_role;
grant execute on function public.admin_reservation_counts() to authenticated;

create function public.change_reservation_status(
  p_id uuid,
  p_status text,
  p_admin_notes text default null,
  p_reason text default null
)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old public.reservations;
  v_row public.reservations;
  v_reason text := nullif(pg_catalog.btrim(p_reason), '');
begin
  perform public.assert_admin();
  if p_status is null or p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
    perform public.raise_invalid('reservations.validation.statusInvalid', 'status');
  end if;
  if pg_catalog.char_length(p_admin_notes) > 2000 then
    perform public.raise_invalid('reservations.validation.adminNotesTooLong', 'admin_notes');
  end if;
  if pg_catalog.char_length(v_reason) > 500 then
    perform public.raise_invalid('admin:reservations.validation.reasonTooLong', 'reason');
  end if;

  select r.* into v_old from public.reservations r where r.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'reservation not found';
  end if;
  if v_old.status = p_status then
    perform public.raise_invalid('admin:reservations.validation.sameStatus', 'status');
  end if;

  update public.reservations r
  set
    status = p_status,
    confirmed_at = case when p_status = 'confirmed' then pg_catalog.now() else r.confirmed_at end,
    cancelled_at = case when p_status = 'cancelled' then pg_catalog.now() else r.cancelled_at end,
    admin_notes = case when p_admin_notes is null then r.admin_notes else nullif(p_admin_notes, '') end
  where r.id = p_id
  returning r.* into v_row;

  if v_reason is not null and p_status = 'cancelled' then
    update public.reservation_emails e
    set reason = v_reason
    where e.reservation_id = p_id and e.kind in ('declined', 'cancelled') and e.state = 'pending'
      and e.created_at = pg_catalog.now();
  end if;
  return v_row;
end;
$$;

comment on function public.change_reservation_status(uuid, text, text, text) is
  'An admin moves a reservation to another status (not its own); notes are saved when given; p_reason '
  '(at most 500 characters) goes to the guest with a cancellation.';

revoke all on function public.change_reservation_status(uuid, text, text, text)
from public, anon, authenticated, service_role;
grant execute on function public.change_reservation_status(uuid, text, text, text) to authenticated;

create or replace function public.save_reservation_notes(p_id uuid, p_admin_notes text)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
begin
  perform public.assert_admin();
  if pg_catalog.char_length(p_admin_notes) > 2000 then
    perform public.raise_invalid('reservations.validation.adminNotesTooLong', 'admin_notes');
  end if;
  update public.reservations r
  set admin_notes = nullif(p_admin_notes, '')
  where r.id = p_id
  returning r.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'reservation not found';
  end if;
  return v_row;
end;
$$;

revoke all on function public.save_reservation_notes(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.save_reservation_notes(uuid, text) to authenticated;

-- An open admin tab hears of new and changed bookings : public.reservations joins Supabase
-- Realtime's publication. Realtime checks every change against the listener's RLS (the select policy lets
-- staff read reservations, nobody else), so guests subscribing with the anon key receive nothing. Only this
-- table: the e-mail outbox, consent records and settings stay out of the stream.
-- Where the publication does not exist (a plain PostgreSQL, PGlite), there is nothing to join.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'reservations'
     ) then
    alter publication supabase_realtime add table public.reservations;
  end if;
end
$$;

-- =========================================================================================================
-- 06_abuse_bounds.sql
-- =========================================================================================================

-- Bounded booking (decisions 0086 and 0087). The anon key is public, so without bounds a script could make
-- unlimited pending reservations and consent records. A request from the public
-- (an HTTP request through PostgREST by anyone who is not staff and not the service role):
--   * proves some work before create_reservation() accepts it: a self-hosted ALTCHA proof-of-work made by
--     public.booking_challenge() and checked here, in SQL (decision 0086): the HMAC signature, that
--     SHA-256(salt || number) is the challenge, the expiry in the salt, and that it was never used before;
--   * meets the owner's limits (restaurant_settings.abuse_limits): bookings per client
--     address per hour, per e-mail address per restaurant day, all bookings per restaurant day, and consent
--     records per client address per hour (decision 0087).
-- A refusal is a documented 22023 with a translation key like every other refusal of these functions, and
-- is counted by day and reason, without any personal data, for the staff's dashboard
-- (public.refused_attempts_today()).
--
-- What is a request from the public: PostgREST sets request.headers on every request it runs. A session
-- without it holds a database connection (a migration, the owner, a test of other rules) and is not bounded;
-- neither is staff (is_admin()) nor the service role (edge functions, which have their own bounds).
--
-- record_consent() stores false for the purposes the site does not offer (analytics, marketing), as
-- the domain does (src/domain/consent/purposes.ts, decision 0077): a script sending true cannot make a record
-- claim a consent nobody was asked for.

-- ---------------------------------------------------------------------------------------------------------
-- Secrets: the key that signs challenges, and the salt of the client address hashes
-- ---------------------------------------------------------------------------------------------------------
create table private.abuse_secrets (
  id boolean primary key default true constraint abuse_secrets_one_row check (id),
  -- text, because ALTCHA's HMAC key is a string (its UTF-8 bytes are the key), so altcha-lib verifies too
  challenge_key text not null,
  address_salt bytea not null
);
revoke all on table private.abuse_secrets from public;
comment on table private.abuse_secrets is
  'The HMAC key of booking challenges and the salt of client address hashes. Replacing a value invalidates '
  'the challenges handed out so far / forgets which address made which attempt; nothing else depends on them.';
insert into private.abuse_secrets (challenge_key, address_salt)
values (pg_catalog.encode(extensions.gen_random_bytes(32), 'hex'), extensions.gen_random_bytes(32));

-- Challenges already used, until they expire (then the expiry alone refuses them).
create table private.used_booking_challenges (
  challenge text primary key,
  expires_at timestamptz not null
);
create index used_booking_challenges_expires_at_idx on private.used_booking_challenges (expires_at);
revoke all on table private.used_booking_challenges from public;

-- Who did what in the last hour, by a salted hash of the client address (never the address itself); rows
-- older than an hour are deleted by the next call that counts.
create table private.client_attempts (
  kind text not null constraint client_attempts_kind check (kind in ('booking', 'consent')),
  address_hash bytea not null,
  at timestamptz not null default pg_catalog.now()
);
create index client_attempts_kind_address_at_idx on private.client_attempts (kind, address_hash, at);
create index client_attempts_at_idx on private.client_attempts (at);
revoke all on table private.client_attempts from public;

-- ---------------------------------------------------------------------------------------------------------
-- Refused attempts, counted by day and reason. A refusal raises, which rolls back everything the request
-- wrote, so the counter cannot be a table row: it is a sequence (nextval() is never rolled back), one per
-- reason, whose value is day * 1000000 + the refusals of that day (day: days since 2000-01-01 in
-- Europe/Berlin). The first refusal of a new day starts the count at 1 again.
-- ---------------------------------------------------------------------------------------------------------
create sequence private.refused_challenge;
create sequence private.refused_address;
create sequence private.refused_email;
create sequence private.refused_day;
create sequence private.refused_consent;
revoke all on sequence private.refused_challenge, private.refused_address, private.refused_email,
  private.refused_day, private.refused_consent from public;

create or replace function private.refusal_day()
returns bigint
language sql
stable
set search_path = ''
as $$
  select ((pg_catalog.now() at time zone 'Europe/Berlin')::date - date '2000-01-01')::bigint;
$$;

revoke all on function private.refusal_day() from public;

-- Counts the refusal, then refuses with the translation key (and field, '' for none) as raise_invalid() does.
create or replace function private.refuse(p_reason text, p_key text, p_field text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_sequence regclass := pg_catalog.format('private.%I', 'refused_' || p_reason)::regclass;
  v_day bigint := private.refusal_day();
begin
  if pg_catalog.nextval(v_sequence) / 1000000 <> v_day then
    perform pg_catalog.setval(v_sequence, v_day * 1000000 + 1);
  end if;
  perform public.raise_invalid(p_key, coalesce(p_field, ''));
end;
$$;

revoke all on function private.refuse(text, text, text) from public;

-- The refusals of today by reason, for the dashboard: staff only.
create or replace function public.refused_attempts_today()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day bigint := private.refusal_day();
  v_counts jsonb := '{}'::jsonb;
  v_reason text;
  v_value bigint;
  v_called boolean;
begin
  perform public.assert_admin();
  foreach v_reason in array array['challenge', 'address', 'email', 'day', 'consent'] loop
    execute pg_catalog.format('select last_value, is_called from private.%I', 'refused_' || v_reason)
      into v_value, v_called;
    v_counts := v_counts || pg_catalog.jsonb_build_object(
      v_reason, case when v_called and v_value / 1000000 = v_day then v_value % 1000000 else 0 end);
  end loop;
  return v_counts;
end;
$$;

comment on function public.refused_attempts_today() is
  'Staff only: how many public bookings and consent records were refused today (Europe/Berlin), by reason: '
  'challenge (no valid proof of work), address, email, day (the limits of abuse_limits), consent.';

revoke all on function public.refused_attempts_today() from public, anon, authenticated, service_role;
grant execute on function public.refused_attempts_today() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Who is bounded, and by which address
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.guarded_request()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_claims jsonb;
begin
  if coalesce(pg_catalog.current_setting('request.headers', true), '') = '' then
    return false;
  end if;
  v_claims := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  return coalesce(v_claims ->> 'role', 'anon') <> 'service_role' and not public.is_admin();
end;
$$;

revoke all on function private.guarded_request() from public;

-- The client's address as the proxies in front of PostgREST report it: Cloudflare's cf-connecting-ip (set by
-- the edge, a client cannot forge it through Cloudflare), then x-real-ip, then the first hop of
-- x-forwarded-for; 'unknown' when none is there (all such requests share one bucket). Only its HMAC with a
-- secret salt leaves this function.
create or replace function private.client_address_hash()
returns bytea
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_headers json;
  v_address text;
begin
  begin
    v_headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    v_headers := null;
  end;
  v_address := coalesce(
    nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(v_headers ->> 'x-real-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
  return (select extensions.hmac(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.left(v_address, 100)), 'UTF8'),
                                 s.address_salt, 'sha256')
            from private.abuse_secrets s where s.id);
end;
$$;

revoke all on function private.client_address_hash() from public;

create or replace function private.forget_old_attempts()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.client_attempts a where a.at <= pg_catalog.now() - interval '1 hour';
  delete from private.used_booking_challenges u where u.expires_at <= pg_catalog.now();
$$;

revoke all on function private.forget_old_attempts() from public;

-- ---------------------------------------------------------------------------------------------------------
-- The proof of work (decision 0086): ALTCHA's classic challenge, as altcha-lib/v1's createChallenge() makes
-- it: salt = random hex + '?expires=<unix seconds>&', challenge = hex(SHA-256(salt || number)) for a secret
-- random number below maxnumber, signature = hex(HMAC-SHA-256(challenge, key)). The browser tries numbers
-- until the hash matches (50,000 at most, a few hundred milliseconds on a phone) and sends back
-- base64(JSON {algorithm, challenge, number, salt, signature}).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.booking_challenge()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_maxnumber constant integer := 50000;
  v_salt text := pg_catalog.encode(extensions.gen_random_bytes(12), 'hex') || '?expires='
    || pg_catalog.floor(extract(epoch from pg_catalog.now() + interval '10 minutes'))::bigint || '&';
  v_number integer := (('x' || pg_catalog.encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint
                       % v_maxnumber)::integer;
  v_challenge text := pg_catalog.encode(
    extensions.digest(pg_catalog.convert_to(v_salt || v_number, 'UTF8'), 'sha256'), 'hex');
begin
  return pg_catalog.jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', v_challenge,
    'maxnumber', v_maxnumber,
    'salt', v_salt,
    'signature', (select pg_catalog.encode(
                    extensions.hmac(pg_catalog.convert_to(v_challenge, 'UTF8'),
                                    pg_catalog.convert_to(s.challenge_key, 'UTF8'), 'sha256'), 'hex')
                  from private.abuse_secrets s where s.id));
end;
$$;

comment on function public.booking_challenge() is
  'A proof-of-work challenge (ALTCHA, SHA-256, valid 10 minutes) for create_reservation(p_challenge).';

revoke all on function public.booking_challenge() from public, anon, authenticated, service_role;
grant execute on function public.booking_challenge() to anon, authenticated, service_role;

-- Whether p_payload is a solution of a challenge this database made, unexpired and never used before; a
-- solution that passes is used up (when the request commits). Anything malformed is simply false.
create or replace function private.booking_challenge_solved(p_payload text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_solution jsonb;
  v_salt text;
  v_challenge text;
  v_number text;
  v_expires timestamptz;
  v_key text;
begin
  if p_payload is null or pg_catalog.length(p_payload) > 2000 then
    return false;
  end if;
  begin
    v_solution := pg_catalog.convert_from(pg_catalog.decode(p_payload, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return false;
  end;
  if pg_catalog.jsonb_typeof(v_solution) is distinct from 'object'
     or v_solution ->> 'algorithm' is distinct from 'SHA-256'
     or pg_catalog.jsonb_typeof(v_solution -> 'number') is distinct from 'number'
     or pg_catalog.jsonb_typeof(v_solution -> 'salt') is distinct from 'string'
     or pg_catalog.jsonb_typeof(v_solution -> 'challenge') is distinct from 'string'
     or pg_catalog.jsonb_typeof(v_solution -> 'signature') is distinct from 'string' then
    return false;
  end if;
  v_salt := v_solution ->> 'salt';
  v_challenge := v_solution ->> 'challenge';
  v_number := v_solution ->> 'number';
  if v_salt !~ '^[0-9a-f]{8,64}\?expires=[0-9]{1,12}&$' or v_number !~ '^[0-9]{1,9}$' then
    return false;
  end if;
  v_expires := pg_catalog.to_timestamp(pg_catalog.substring(v_salt, 'expires=([0-9]+)&')::bigint);
  if v_expires <= pg_catalog.now() then
    return false;
  end if;
  select s.challenge_key into v_key from private.abuse_secrets s where s.id;
  if pg_catalog.encode(extensions.digest(pg_catalog.convert_to(v_salt || v_number, 'UTF8'), 'sha256'), 'hex')
       <> v_challenge
     or pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(v_challenge, 'UTF8'),
                                          pg_catalog.convert_to(v_key, 'UTF8'), 'sha256'), 'hex')
       <> v_solution ->> 'signature' then
    return false;
  end if;
  insert into private.used_booking_challenges (challenge, expires_at)
  values (v_challenge, v_expires)
  on conflict (challenge) do nothing;
  return found;
end;
$$;

revoke all on function private.booking_challenge_solved(text) from public;

-- =========================================================================================================
-- 07_booking.sql
-- =========================================================================================================

-- True when the slot (restaurant time, Europe/Berlin) starts more than two hours after p_now.
-- Pure in p_now so tests can pin the boundary, midnight and DST changes.
create or replace function public.reservation_lead_time_ok(p_date date, p_time text, p_now timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select ((p_date + p_time::time) at time zone 'Europe/Berlin') > p_now + interval '2 hours';
$$;

revoke all on function public.reservation_lead_time_ok(date, text, timestamptz) from public, anon, authenticated, service_role;

-- Every time a guest could book on a date, whatever the clock says: slotsOf() of
-- src/domain/settings/bookable-slots.ts (a property test compares the two on random rules and dates).
create or replace function public.reservation_slots(p_rules jsonb, p_date date)
returns text[]
language sql
stable
set search_path = ''
as $$
  with hours as (
    select coalesce(
      (select s -> 'hours' from pg_catalog.jsonb_array_elements(p_rules -> 'specialOpenings') s
        where (s ->> 'date')::date = p_date limit 1),
      case when exists (select from pg_catalog.jsonb_array_elements(p_rules -> 'closedPeriods') c
                         where p_date between (c ->> 'from')::date and (c ->> 'to')::date)
           then '[]'::jsonb
           else p_rules -> 'weeklyHours' -> (extract(isodow from p_date)::integer::text) end) as ranges
  ),
  minutes as (
    select distinct m
      from hours, pg_catalog.jsonb_array_elements(hours.ranges) r,
           lateral (select (pg_catalog.split_part(r ->> 'from', ':', 1)::integer * 60
                            + pg_catalog.split_part(r ->> 'from', ':', 2)::integer) as first,
                           (pg_catalog.split_part(r ->> 'to', ':', 1)::integer * 60
                            + pg_catalog.split_part(r ->> 'to', ':', 2)::integer)
                           - (p_rules ->> 'lastSlotBeforeCloseMinutes')::integer as last) b,
           pg_catalog.generate_series(b.first, b.last, (p_rules ->> 'slotMinutes')::integer) m
     where m < 24 * 60
  ),
  times as (
    select pg_catalog.to_char(pg_catalog.make_time(m / 60, m % 60, 0), 'HH24:MI') as t,
           p_date + pg_catalog.make_time(m / 60, m % 60, 0) as wall
      from minutes
  )
  -- A wall-clock time inside the hour skipped in spring does not read back as itself.
  select coalesce(pg_catalog.array_agg(t order by t), '{}')
    from times
   where (wall at time zone 'Europe/Berlin') at time zone 'Europe/Berlin' = wall;
$$;

revoke all on function public.reservation_slots(jsonb, date) from public;
grant execute on function public.reservation_slots(jsonb, date) to service_role;

-- Why a booking cannot be taken, as the domain's bookingRefusal() without capacity; null when it can.
create or replace function public.reservation_refusal(
  p_rules jsonb, p_date date, p_time text, p_party_size integer, p_now timestamptz
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (p_now at time zone 'Europe/Berlin')::date;
  v_slots text[];
begin
  if p_party_size > (p_rules ->> 'maxPartySize')::integer then
    return 'partyTooLarge';
  end if;
  if p_date < v_today then
    return 'dateInPast';
  end if;
  if p_date > v_today + (p_rules ->> 'horizonDays')::integer then
    return 'dateTooFar';
  end if;
  v_slots := public.reservation_slots(p_rules, p_date);
  if pg_catalog.cardinality(v_slots) = 0 then
    return 'dateClosed';
  end if;
  if not (p_time = any (v_slots)) then
    return 'timeOutsideHours';
  end if;
  if (p_date + p_time::time) at time zone 'Europe/Berlin'
       <= p_now + pg_catalog.make_interval(mins => (p_rules ->> 'leadTimeMinutes')::integer) then
    return 'timeTooSoon';
  end if;
  return null;
end;
$$;

revoke all on function public.reservation_refusal(jsonb, date, text, integer, timestamptz) from public;
grant execute on function public.reservation_refusal(jsonb, date, text, integer, timestamptz) to service_role;

-- The covers a date's slot and the whole date can take (null: no limit), after the date's override.
create or replace function private.capacity_of(p_rules jsonb, p_date date, out per_slot integer, out per_day integer)
language sql
stable
set search_path = ''
as $$
  select (coalesce(o, p_rules) ->> 'coversPerSlot')::integer, (coalesce(o, p_rules) ->> 'coversPerDay')::integer
    from (select (select x from pg_catalog.jsonb_array_elements(p_rules -> 'capacityOverrides') x
                   where (x ->> 'date')::date = p_date limit 1) as o) d;
$$;

revoke all on function private.capacity_of(jsonb, date) from public;

-- The times of a date a party can book now: bookable and with room. For the booking form; it reveals how
-- full a slot is no more than trying to book it does.
create or replace function public.free_reservation_times(p_date date, p_party_size integer)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := private.booking_rules();
  v_capacity record;
  v_day_taken integer;
  v_party integer := greatest(coalesce(p_party_size, 1), 1);
begin
  if p_date is null or public.reservation_refusal(v_rules, p_date, null, v_party, pg_catalog.now())
       in ('partyTooLarge', 'dateInPast', 'dateTooFar', 'dateClosed') then
    return '{}';
  end if;
  select * into v_capacity from private.capacity_of(v_rules, p_date);
  select coalesce(sum(r.party_size), 0) into v_day_taken
    from public.reservations r
   where r.reservation_date = p_date and r.status in ('pending', 'confirmed');
  if v_capacity.per_day is not null and v_day_taken + v_party > v_capacity.per_day then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(s.t order by s.t)
      from pg_catalog.unnest(public.reservation_slots(v_rules, p_date)) s(t)
     where (p_date + s.t::time) at time zone 'Europe/Berlin'
             > pg_catalog.now() + pg_catalog.make_interval(mins => (v_rules ->> 'leadTimeMinutes')::integer)
       and (v_capacity.per_slot is null or v_party + (
             select coalesce(sum(r.party_size), 0) from public.reservations r
              where r.reservation_date = p_date and r.reservation_time = s.t
                and r.status in ('pending', 'confirmed')) <= v_capacity.per_slot)
  ), '{}');
end;
$$;

revoke all on function public.free_reservation_times(date, integer) from public;
grant execute on function public.free_reservation_times(date, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- events.current_participants follows the sign-ups
-- ---------------------------------------------------------------------------------------------------------

-- Event sign-up: a booking can be made for an event. reservations.event_id names the
-- event; create_reservation() takes it as its last argument and then books by the event's rules instead of the
-- restaurant's hours (src/domain/event/seats.ts, eventSignUpRefusal, says the same in TypeScript):
--   * the event exists and is public (is_active), else eventUnknown;
--   * the booking's date and time are the event's, read on the restaurant's wall clock (Europe/Berlin),
--     else eventMismatch;
--   * the event has not begun (event_date > now()), else eventOver;
--   * the party fits the owner's party limit (partyTooLarge), and the seats left (eventFull): the seats held
--     by the event's pending and confirmed bookings plus this party are at most max_participants. The event's
--     row is locked first, so sign-ups for one event are counted one after another and never overbook.
-- Opening hours, slots, closed days, the horizon, the lead time and the slot and day covers do not apply to a
-- sign-up: an event is the owner's own arrangement of the room, and may lie outside the normal hours.
-- events.current_participants follows the bookings (triggers below), so the public site can show the seats
-- left and "sold out" from the event row alone, without reading a single reservation.

-- The seats an event's bookings hold: a request not yet answered holds its seats, as it holds covers
-- (HOLDS_SEATS in src/domain/event/seats.ts).
create or replace function private.event_seats_taken(p_event_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(r.party_size), 0)::integer
    from public.reservations r
   where r.event_id = p_event_id and r.status in ('pending', 'confirmed');
$$;

revoke all on function private.event_seats_taken(uuid) from public;

-- Why least(): events_current_participants_range (current_participants between 0 and max_participants) stays
-- as it is, because the public site reads "sold out" from current_participants = max_participants. Staff may
-- still lower max_participants below the seats already booked (a smaller room, a cancelled helper): the
-- bookings stay, the event shows as full, create_reservation() takes no further sign-up (it counts the
-- bookings themselves, never this column), and staff decide whom to decline. Counting the real number would
-- make that edit, and every later status change of the event's bookings, fail on the check.
create or replace function private.refresh_event_participants(p_event_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_taken integer := private.event_seats_taken(p_event_id);
begin
  update public.events e
     set current_participants = least(e.max_participants, v_taken)
   where e.id = p_event_id and e.current_participants <> least(e.max_participants, v_taken);
end;
$$;

revoke all on function private.refresh_event_participants(uuid) from public;

-- After a booking is made, changes status, party size or event, or is deleted: the old and the new event
-- count again. SECURITY DEFINER: it runs for whoever changes reservations (create_reservation(), an admin
-- changing a status or deleting, the service role), none of whom may use the private schema or write
-- current_participants themselves.
create or replace function private.sync_event_participants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.event_id is not null then
    perform private.refresh_event_participants(old.event_id);
  end if;
  if tg_op = 'INSERT' and new.event_id is not null
     or tg_op = 'UPDATE' and new.event_id is not null and new.event_id is distinct from old.event_id then
    perform private.refresh_event_participants(new.event_id);
  end if;
  return null;
end;
$$;

revoke all on function private.sync_event_participants() from public;

-- Row triggers, each called only for a row that has to do with an event: table bookings (and the 200,000 of
-- tests/sql/reservation-scale.test.ts) never run the function.
create trigger reservations_event_participants_insert after insert on public.reservations
  for each row when (new.event_id is not null)
  execute function private.sync_event_participants();
create trigger reservations_event_participants_update
  after update of status, party_size, event_id on public.reservations
  for each row when (old.event_id is not null or new.event_id is not null)
  execute function private.sync_event_participants();
create trigger reservations_event_participants_delete after delete on public.reservations
  for each row when (old.event_id is not null)
  execute function private.sync_event_participants();

-- When staff save an event that has bookings on the site, its count comes from those bookings, not from the
-- form: the event dialog sends back the count it showed when it opened, which a sign-up since then has made
-- stale; and a lowered max_participants clamps it (least(), see above). An event without any booking on the
-- site keeps the number staff type (guests who signed up by phone before the site took sign-ups), within the
-- check as before.
create or replace function private.event_participants_on_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from public.reservations r where r.event_id = new.id) then
    new.current_participants := least(new.max_participants, private.event_seats_taken(new.id));
  end if;
  return new;
end;
$$;

revoke all on function private.event_participants_on_edit() from public;

create trigger events_participants_from_sign_ups
  before update of current_participants, max_participants on public.events
  for each row execute function private.event_participants_on_edit();

-- ---------------------------------------------------------------------------------------------------------
-- Booking: create_reservation() reads top to bottom as the rule, one private function per concern, so that a
-- change to one rule changes one function: the guest's input, the bounds on the public, the table rules
-- (hours, horizon, lead time, covers) or the event's seats.
-- ---------------------------------------------------------------------------------------------------------

-- A booking's date is given and its time is 'HH:MM' (surrounding white space ignored); answers the time.
create or replace function private.assert_date_and_time(p_date date, p_time text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_time text := pg_catalog.regexp_replace(coalesce(p_time, ''), '^\s+|\s+$', '', 'g');
begin
  if p_date is null then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  if v_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    perform public.raise_invalid('reservations.validation.timeRequired', 'reservation_time');
  end if;
  return v_time;
end;
$$;

revoke all on function private.assert_date_and_time(date, text) from public;

-- The guest's input as the booking form checks it (src/domain/reservation/booking-schema.ts), in the form's
-- order: texts trimmed as the form trims them (private.form_trim()), the e-mail's shape by the ECMAScript white
-- space set as well as by the table's own constraint (reservations_customer_email_shape, `\s`), so that an
-- address passes only when both agree and no check constraint can fail on insert. Answers the cleaned values.
create or replace function private.reservation_input(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  out customer_name text,
  out customer_email text,
  out customer_phone text,
  out reservation_time text,
  out special_requests text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  customer_name := private.form_trim(coalesce(p_customer_name, ''));
  customer_email := private.form_trim(coalesce(p_customer_email, ''));
  customer_phone := nullif(private.form_trim(coalesce(p_customer_phone, '')), '');
  special_requests := nullif(private.form_trim(coalesce(p_special_requests, '')), '');
  if customer_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(customer_name) > 200 then
    perform public.raise_invalid('reservations.validation.nameTooLong', 'customer_name');
  end if;
  if customer_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if pg_catalog.char_length(customer_email) > 254
     or customer_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or customer_email !~ ('^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$') then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if customer_phone is not null and (pg_catalog.char_length(customer_phone) > 40 or customer_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  reservation_time := private.assert_date_and_time(p_reservation_date, p_reservation_time);
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if p_party_size > 20 then
    perform public.raise_invalid('reservations.validation.partySizeMax', 'party_size');
  end if;
  if special_requests is not null and pg_catalog.char_length(special_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.specialRequestsTooLong', 'special_requests');
  end if;
end;
$$;

revoke all on function private.reservation_input(text, text, text, date, text, integer, text) from public;

-- The limits of restaurant_settings.abuse_limits on a request from the public (decision 0087), checked after
-- the input is valid: a typo is no attempt. Counted per client address (a salted hash, kept for an hour), per
-- e-mail address and across all addresses per restaurant day (bookings made today, Europe/Berlin). Answers the
-- client address's hash, which the booking records as an attempt once it is made.
create or replace function private.assert_booking_within_bounds(p_email text)
returns bytea
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_address bytea;
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
begin
  perform private.forget_old_attempts();
  v_address := private.client_address_hash();
  -- One booking per address at a time (to the end of the transaction), so that parallel requests from one
  -- address cannot all pass the count; the e-mail and day counts may be passed by the requests in flight.
  perform pg_catalog.pg_advisory_xact_lock(7132, pg_catalog.hashtext(pg_catalog.encode(v_address, 'hex')));
  if (select pg_catalog.count(*) from private.client_attempts a
       where a.kind = 'booking' and a.address_hash = v_address
         and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('bookingsPerAddressPerHour') then
    perform private.refuse('address', 'reservations.validation.tooManyFromAddress', '');
  end if;
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin')
         and pg_catalog.lower(r.customer_email) = pg_catalog.lower(p_email))
     >= private.abuse_limit('bookingsPerEmailPerDay') then
    perform private.refuse('email', 'reservations.validation.tooManyForEmail', 'customer_email');
  end if;
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin'))
     >= private.abuse_limit('bookingsPerDay') then
    perform private.refuse('day', 'reservations.validation.tooManyToday', '');
  end if;
  return v_address;
end;
$$;

revoke all on function private.assert_booking_within_bounds(text) from public;

-- One booking per date at a time: the lock is held to the end of the caller's transaction, so the next caller
-- for the date counts this booking (READ COMMITTED reads what committed before each statement). Taking it
-- again in the same transaction is free.
create or replace function private.lock_reservation_date(p_date date)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(7131, p_date - date '2000-01-01');
$$;

revoke all on function private.lock_reservation_date(date) from public;

-- A table booking for p_party at p_date p_time fits the owner's rules: open, within the horizon and the lead
-- time (public.reservation_refusal()), and within the slot's and the day's covers counted under the date's
-- lock. p_except is a booking being moved, which does not count against itself.
create or replace function private.assert_table_bookable(
  p_rules jsonb,
  p_date date,
  p_time text,
  p_party integer,
  p_except uuid default null
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_refusal text := public.reservation_refusal(p_rules, p_date, p_time, p_party, pg_catalog.now());
  v_capacity record;
  v_slot_taken integer;
  v_day_taken integer;
begin
  if v_refusal is not null then
    perform public.raise_invalid(
      'reservations.validation.' || v_refusal,
      case when v_refusal = 'partyTooLarge' then 'party_size'
           when v_refusal in ('timeOutsideHours', 'timeTooSoon') then 'reservation_time'
           else 'reservation_date' end);
  end if;
  perform private.lock_reservation_date(p_date);
  select * into v_capacity from private.capacity_of(p_rules, p_date);
  select coalesce(sum(r.party_size) filter (where r.reservation_time = p_time), 0),
         coalesce(sum(r.party_size), 0)
    into v_slot_taken, v_day_taken
    from public.reservations r
   where r.reservation_date = p_date and r.status in ('pending', 'confirmed')
     and r.id is distinct from p_except;
  if (v_capacity.per_slot is not null and v_slot_taken + p_party > v_capacity.per_slot)
     or (v_capacity.per_day is not null and v_day_taken + p_party > v_capacity.per_day) then
    perform public.raise_invalid('reservations.validation.slotFull', 'reservation_time');
  end if;
end;
$$;

revoke all on function private.assert_table_bookable(jsonb, date, text, integer, uuid) from public;

-- A sign-up for p_event_id fits: the owner's party limit, then the event's rules in eventSignUpRefusal()'s order
-- (public, at this date and time, not begun, seats left). The event's row lock is held to the end of the
-- caller's transaction: the next sign-up for the event waits here, then counts this booking.
create or replace function private.assert_event_seats(
  p_rules jsonb,
  p_event_id uuid,
  p_date date,
  p_time text,
  p_party integer
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_event public.events;
  v_event_wall timestamp;
begin
  if p_party > (p_rules ->> 'maxPartySize')::integer then
    perform public.raise_invalid('reservations.validation.partyTooLarge', 'party_size');
  end if;
  select e.* into v_event from public.events e where e.id = p_event_id and e.is_active for update;
  if not found then
    perform public.raise_invalid('reservations.validation.eventUnknown', 'reservation_date');
  end if;
  v_event_wall := v_event.event_date at time zone 'Europe/Berlin';
  if v_event_wall::date <> p_date or pg_catalog.to_char(v_event_wall, 'HH24:MI') <> p_time then
    perform public.raise_invalid('reservations.validation.eventMismatch', 'reservation_time');
  end if;
  if v_event.event_date <= pg_catalog.now() then
    perform public.raise_invalid('reservations.validation.eventOver', 'reservation_date');
  end if;
  if private.event_seats_taken(p_event_id) + p_party > v_event.max_participants then
    perform public.raise_invalid('reservations.validation.eventFull', 'party_size');
  end if;
end;
$$;

revoke all on function private.assert_event_seats(jsonb, uuid, date, text, integer) from public;

-- A guest's booking: a pending reservation for a table or (p_event_id) for an event, idempotent per the
-- browser-made p_submission_key.
create or replace function public.create_reservation(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  p_language_preference text,
  p_submission_key uuid,
  p_event_id uuid default null,
  p_challenge text default null
)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_guarded boolean := private.guarded_request();
  v_input record;
  v_address bytea;
  v_rules jsonb;
  v_row public.reservations;
begin
  -- A request from the public (decisions 0086, 0087) first proves its work: a solved, unexpired challenge
  -- that was never used. Before the submission key, so that a retry pays again like any other call.
  if v_guarded and not private.booking_challenge_solved(p_challenge) then
    perform private.refuse('challenge', 'reservations.validation.challengeFailed', '');
  end if;

  -- A repeated submission (same browser-made key) returns the reservation it already created.
  if p_submission_key is not null then
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    if found then
      return v_row;
    end if;
  end if;

  select * into v_input from private.reservation_input(
    p_customer_name, p_customer_email, p_customer_phone, p_reservation_date, p_reservation_time, p_party_size,
    p_special_requests);
  if v_guarded then
    v_address := private.assert_booking_within_bounds(v_input.customer_email);
  end if;
  v_rules := private.booking_rules();
  if p_event_id is null then
    perform private.assert_table_bookable(v_rules, p_reservation_date, v_input.reservation_time, p_party_size);
  else
    perform private.assert_event_seats(v_rules, p_event_id, p_reservation_date, v_input.reservation_time, p_party_size);
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key, event_id
  )
  values (
    v_input.customer_name, v_input.customer_email, v_input.customer_phone, p_reservation_date,
    v_input.reservation_time, p_party_size, v_input.special_requests,
    public.normalize_language(p_language_preference), 'pending', p_submission_key, p_event_id
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;

  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
  elsif v_guarded then
    insert into private.client_attempts (kind, address_hash) values ('booking', v_address);
  end if;
  return v_row;
end;
$$;

comment on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text) is
  'Validates and creates a pending reservation, for a table or (p_event_id) for an event; idempotent per '
  'p_submission_key. From the public: p_challenge is a solved booking_challenge(), and the limits of '
  'restaurant_settings.abuse_limits apply. Errors: 22023 + translation key.';

revoke all on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  from public, anon, authenticated, service_role;
grant execute on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  to anon, authenticated, service_role;

-- =========================================================================================================
-- 08_self_service.sql
-- =========================================================================================================

-- A guest's self-service link (decision 0079): every e-mail about a booking carries
-- /reservation/<token>, a page that shows that one booking and lets the guest cancel it or move it to another
-- free time. The token is the only key, so it is built to be unguessable, tamper-proof and short-lived:
--
--   token  = base64url( payload || HMAC-SHA256(secret, payload) )                      76 characters
--   payload = 0x01 (version) || reservation id (16 bytes) || expiry (Unix seconds, int8 big-endian)
--
-- The secret is 32 random bytes made here, in private.reservation_token_key, which no API role can read
-- (schema private has no USAGE for anon, authenticated or service_role). Without it nobody can make a token
-- for another booking or change the id or the expiry of one they hold: the 256-bit MAC is checked before
-- anything is read. A token expires at the end of the day after its booking (Berlin time). The offline demo
-- builds the same tokens with Web Crypto (src/adapters/memory/reservation-token.ts), and a test checks that
-- the two agree byte for byte.
--
-- Errors are 22023 with a translation key of the page (common:selfService.errors.*) as message and 'token'
-- as detail, never SQL text: invalid (malformed, tampered, unknown or deleted booking), expired, used (the
-- booking is cancelled), closed (the booking has begun or is over: completed, no-show), eventBooking (an
-- event sign-up keeps the event's time). A move is refused with create_reservation()'s own keys.

-- ---------------------------------------------------------------------------------------------------------
-- The secret
-- ---------------------------------------------------------------------------------------------------------
create table private.reservation_token_key (
  id boolean primary key default true constraint reservation_token_key_one_row check (id),
  secret bytea not null constraint reservation_token_key_length check (pg_catalog.octet_length(secret) = 32),
  created_at timestamptz not null default pg_catalog.now()
);

comment on table private.reservation_token_key is
  'The HMAC key of the guests'' self-service links. Replacing it (update ... set secret = '
  'extensions.gen_random_bytes(32)) invalidates every link sent so far.';

insert into private.reservation_token_key (secret) values (extensions.gen_random_bytes(32));

revoke all on table private.reservation_token_key from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Building and opening a token (internal)
-- ---------------------------------------------------------------------------------------------------------

-- When a booking's link stops working: the end of the day after the booking, in Berlin.
create or replace function private.reservation_token_expiry(p_date date)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((p_date + 2)::timestamp at time zone 'Europe/Berlin');
$$;

revoke all on function private.reservation_token_expiry(date) from public;

create or replace function private.reservation_token_mac(p_payload bytea)
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(p_payload, k.secret, 'sha256') from private.reservation_token_key k where k.id;
$$;

revoke all on function private.reservation_token_mac(bytea) from public;

create or replace function private.reservation_token(p_reservation_id uuid, p_expires_at timestamptz)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_payload bytea := '\x01'::bytea
    || pg_catalog.uuid_send(p_reservation_id)
    || pg_catalog.int8send(pg_catalog.floor(extract(epoch from p_expires_at))::bigint);
  v_mac bytea := private.reservation_token_mac(v_payload);
begin
  if v_mac is null then
    raise exception using errcode = 'P0002', message = 'no self-service key';
  end if;
  -- base64 without line breaks or padding (57 bytes are 76 characters), in the URL's alphabet
  return pg_catalog.translate(pg_catalog.encode(v_payload || v_mac, 'base64'), E'+/=\n', '-_');
end;
$$;

revoke all on function private.reservation_token(uuid, timestamptz) from public;

-- The booking a token opens, or the error the page shows. The MAC is checked first, so an expired token
-- says "expired" only when it is genuine; the two MACs are compared as their SHA-256 digests, so the time
-- the comparison takes tells nothing about the expected value.
create or replace function private.open_reservation_token(p_token text)
returns public.reservations
language plpgsql
stable
set search_path = ''
as $$
declare
  v_raw bytea;
  v_payload bytea;
  v_row public.reservations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{76}$' then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  v_raw := pg_catalog.decode(pg_catalog.translate(p_token, '-_', '+/'), 'base64');
  if pg_catalog.octet_length(v_raw) <> 57 or pg_catalog.get_byte(v_raw, 0) <> 1 then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  v_payload := pg_catalog.substr(v_raw, 1, 25);
  if pg_catalog.sha256(pg_catalog.substr(v_raw, 26, 32))
     is distinct from pg_catalog.sha256(private.reservation_token_mac(v_payload)) then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if pg_catalog.to_timestamp(
       ('x' || pg_catalog.encode(pg_catalog.substr(v_payload, 18, 8), 'hex'))::bit(64)::bigint
     ) <= pg_catalog.now() then
    perform public.raise_invalid('selfService.errors.expired', 'token');
  end if;
  select r.* into v_row from public.reservations r
   where r.id = pg_catalog.encode(pg_catalog.substr(v_payload, 2, 16), 'hex')::uuid;
  if not found then
    -- Deleted by staff: as good as a wrong link.
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  return v_row;
end;
$$;

revoke all on function private.open_reservation_token(text) from public;

-- What the guest page shows of a booking: nothing else of it (no e-mail, phone, requests or staff notes),
-- and nothing of any other booking. The event's title with its translations, for a sign-up.
create or replace function private.guest_reservation(p_row public.reservations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'reservation_date', p_row.reservation_date,
    'reservation_time', p_row.reservation_time,
    'party_size', p_row.party_size,
    'customer_name', p_row.customer_name,
    'status', p_row.status,
    'language_preference', p_row.language_preference,
    'event', (
      select pg_catalog.jsonb_build_object(
        'title', e.title,
        'translations', pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
          'en', case when e.translations -> 'en' ? 'title'
                     then pg_catalog.jsonb_build_object('title', e.translations -> 'en' -> 'title') end,
          'zh', case when e.translations -> 'zh' ? 'title'
                     then pg_catalog.jsonb_build_object('title', e.translations -> 'zh' -> 'title') end)))
        from public.events e where e.id = p_row.event_id),
    'expires_at', private.reservation_token_expiry(p_row.reservation_date)
  );
$$;

revoke all on function private.guest_reservation(public.reservations) from public;

-- Whether the guest may still change the booking: pending or confirmed, and not yet begun.
create or replace function private.assert_guest_may_change(p_row public.reservations)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_row.status not in ('pending', 'confirmed')
     or (p_row.reservation_date + p_row.reservation_time::time) at time zone 'Europe/Berlin' <= pg_catalog.now() then
    perform public.raise_invalid('selfService.errors.closed', 'token');
  end if;
end;
$$;

revoke all on function private.assert_guest_may_change(public.reservations) from public;

-- ---------------------------------------------------------------------------------------------------------
-- reservation_manage_token(): the link's token, for the e-mails (service role only)
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.reservation_manage_token(p_reservation_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_date date;
begin
  select r.reservation_date into v_date from public.reservations r where r.id = p_reservation_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'reservation not found';
  end if;
  return private.reservation_token(p_reservation_id, private.reservation_token_expiry(v_date));
end;
$$;

comment on function public.reservation_manage_token(uuid) is
  'The token of a booking''s self-service link /reservation/<token>, valid to the end of the day after the '
  'booking (Berlin). For the e-mail function (service role); guests never call it.';

revoke all on function public.reservation_manage_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.reservation_manage_token(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The guest's three calls (anon): show, cancel, move. SECURITY DEFINER: the guest cannot read reservations;
-- the token names the one row these functions touch.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.reservation_by_token(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.guest_reservation(private.open_reservation_token(p_token));
end;
$$;

comment on function public.reservation_by_token(text) is
  'The booking a self-service token opens, as the guest page shows it. Errors: 22023 + selfService.errors.*.';

revoke all on function public.reservation_by_token(text) from public, anon, authenticated, service_role;
grant execute on function public.reservation_by_token(text) to anon, authenticated, service_role;

-- Cancelling frees the covers (and an event's seats) at once: only pending and confirmed bookings hold them.
create or replace function public.cancel_reservation_by_token(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations := private.open_reservation_token(p_token);
begin
  -- Locked and read again: staff may be changing it at this moment.
  select r.* into v_row from public.reservations r where r.id = v_row.id for update;
  if not found then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  perform private.assert_guest_may_change(v_row);
  update public.reservations r
     set status = 'cancelled', cancelled_at = pg_catalog.now()
   where r.id = v_row.id
  returning r.* into v_row;
  return private.guest_reservation(v_row);
end;
$$;

comment on function public.cancel_reservation_by_token(text) is
  'The guest cancels the booking a self-service token opens (pending or confirmed, not yet begun). '
  'Errors: 22023 + selfService.errors.*.';

revoke all on function public.cancel_reservation_by_token(text) from public, anon, authenticated, service_role;
grant execute on function public.cancel_reservation_by_token(text) to anon, authenticated, service_role;

-- The guest moves a table booking to another free time, by the same rules as a new booking. The dates
-- 'infinity' and '-infinity' (which PostgREST passes through) are read as the last and the first date
-- PostgreSQL knows, which the same checks in the same order then refuse (the token, the booking's state, then
-- dateTooFar or dateInPast), so neither is ever stored.
create or replace function public.move_reservation_by_token(p_token text, p_date date, p_time text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations := private.open_reservation_token(p_token);
  v_date date := case p_date when 'infinity' then date '5874897-12-31'
                             when '-infinity' then date '4714-11-24 BC' else p_date end;
  v_time text := private.assert_date_and_time(v_date, p_time);
begin
  -- The new date's lock first, as create_reservation() takes it, then the row: every booking of the date
  -- waits here and counts this one once it has moved.
  perform private.lock_reservation_date(v_date);
  select r.* into v_row from public.reservations r where r.id = v_row.id for update;
  if not found then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  perform private.assert_guest_may_change(v_row);
  if v_row.event_id is not null then
    perform public.raise_invalid('selfService.errors.eventBooking', 'token');
  end if;

  if v_row.reservation_date <> v_date or v_row.reservation_time <> v_time then
    perform private.assert_table_bookable(private.booking_rules(), v_date, v_time, v_row.party_size, v_row.id);
    update public.reservations r
       set reservation_date = v_date, reservation_time = v_time, status = 'pending', confirmed_at = null
     where r.id = v_row.id
    returning r.* into v_row;
  end if;

  return pg_catalog.jsonb_build_object(
    'reservation', private.guest_reservation(v_row),
    'token', private.reservation_token(v_row.id, private.reservation_token_expiry(v_row.reservation_date))
  );
end;
$$;

comment on function public.move_reservation_by_token(text, date, text) is
  'The guest moves the table booking a self-service token opens to another free time, by the booking rules; '
  'answers {reservation, token}. Errors: 22023 + selfService.errors.* or reservations.validation.*.';

revoke all on function public.move_reservation_by_token(text, date, text)
  from public, anon, authenticated, service_role;
grant execute on function public.move_reservation_by_token(text, date, text) to anon, authenticated, service_role;

-- =========================================================================================================
-- 09_emails.sql
-- =========================================================================================================

-- The e-mail outbox (decision 0078): every e-mail about a booking is a row of
-- public.reservation_emails, written by SQL in the same transaction as the change it reports, so that no
-- e-mail is lost when the browser goes away. The edge function send-reservation-confirmation delivers the
-- due rows (claim, send, mark sent or record the failure with backoff); it never takes an address or a text
-- from its caller: the guest's address is read from the reservation when the mail is made, the restaurant's
-- from restaurant_settings.contact.
--
-- Kinds (EMAIL_KINDS in src/domain/reservation/guest-emails.ts):
--   received   a booking came in (pending), to the guest          - insert trigger
--   staff_new  a booking came in, to the restaurant's address      - insert trigger
--   confirmed  the restaurant confirmed it                          - status trigger
--   declined   the restaurant turned a pending request down         - status trigger, optional reason
--   cancelled  the restaurant cancelled a confirmed booking          - status trigger, optional reason
--   reminder   the day before a confirmed booking                   - enqueue_reservation_reminders(), pg_cron
-- A status change made by a guest (the self-service link, as anon or a signed-in non-admin) is not the
-- restaurant's decision and enqueues nothing here. Bookings on a past date get no e-mail.
--
-- States: pending -> sending (claimed; attempts + 1) -> sent | retrying (backoff) -> ... -> given_up, or
-- skipped (the booking moved on: e.g. a confirmation still due when the booking was cancelled).

create table public.reservation_emails (
  id uuid primary key default gen_random_uuid(),
  -- The order rows were written in, across reservations (due rows are sent oldest first).
  seq bigint generated always as identity,
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  kind text not null,
  -- The n-th e-mail of this kind for this booking (confirmed again after a cancellation is a second one).
  occurrence integer not null default 1,
  -- What staff typed for the guest with a cancellation; shown in the e-mail.
  reason text,
  state text not null default 'pending',
  -- Claims so far; also the claim's fencing token: only the call holding the latest claim may finish it.
  attempts integer not null default 0,
  -- When the row is due: at once, after a failure's backoff, or when a claim's lease runs out.
  next_attempt_at timestamptz not null default now(),
  -- A code (e.g. 'smtp ECONNECTION', 'smtp 550 EENVELOPE'), never a server's message: no address fits.
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservation_emails_once unique (reservation_id, kind, occurrence),
  constraint reservation_emails_state_valid check (
    state in ('pending', 'sending', 'sent', 'retrying', 'given_up', 'skipped')
  ),
  constraint reservation_emails_occurrence_positive check (occurrence >= 1),
  constraint reservation_emails_attempts_range check (attempts between 0 and 100),
  constraint reservation_emails_reason_length check (char_length(reason) between 1 and 500),
  constraint reservation_emails_reason_kind check (reason is null or kind in ('declined', 'cancelled')),
  constraint reservation_emails_last_error_code check (last_error ~ '^[A-Za-z0-9_ .:-]{1,100}$'),
  constraint reservation_emails_sent_at_iff_sent check ((state = 'sent') = (sent_at is not null)),
  constraint reservation_emails_kind_valid check (
    kind in ('received', 'staff_new', 'confirmed', 'declined', 'cancelled', 'reminder', 'changed', 'staff_changed', 'staff_cancelled')
    )
);

comment on table public.reservation_emails is
  'The outbox of the e-mails about each booking (decision 0078): kind, delivery state, attempts, backoff. '
  'Written by triggers and change_reservation_status(); delivered by the edge function '
  'send-reservation-confirmation (service role); admins read it for the reservation''s detail.';

create index reservation_emails_due_idx on public.reservation_emails (next_attempt_at, seq)
  where state in ('pending', 'sending', 'retrying');

create trigger set_updated_at before update on public.reservation_emails
  for each row execute function public.set_updated_at();

-- Staff read the delivery state of a booking's e-mails; only the service role writes.
alter table public.reservation_emails enable row level security;
revoke all on table public.reservation_emails from public, anon, authenticated;
grant all on table public.reservation_emails to service_role;
grant select on table public.reservation_emails to authenticated;

create policy reservation_emails_admin_select on public.reservation_emails
  for select to authenticated
  using ((select public.is_admin()));

-- The sent rows of the last day are what the limits count.
create index reservation_emails_sent_at_idx on public.reservation_emails (sent_at) where state = 'sent';

-- No mail relay (decision 0088). The e-mail function sends only what SQL queued (decision
-- 0078): to the booking's own address or the restaurant's, each outbox row once. But anyone
-- with the anon key can book in a stranger's name, as often as the booking limits let them (decision 0087),
-- and each booking mails that address. So the claim of public.claim_reservation_emails() now also bounds what
-- goes out, before a row is handed to the sender:
--
--   1. Fresh bookings only. A booking's "received" and "staff_new" go out only when first tried within
--      15 minutes of the booking (FRESH_BOOKING_MINUTES of src/domain/reservation/guest-emails.ts): the
--      browser calls at once and the schedule every five minutes. A row never tried by then (an imported or
--      restored booking, a function configured weeks later) is skipped as 'stale'; a row tried in time keeps
--      its retries. Status e-mails are queued only by staff's changes and the guest's own link (the triggers
--      above), reminders by the schedule.
--   2. At most private.abuse_limit('mailsPerAddressPerDay') e-mails (default 5) to one guest address in any
--      24 hours: every kind to the guest counts, sent or being sent. The address is compared as a mail server
--      delivers it (private.mail_address_key: lower case, without a "+tag", and for Gmail without dots), so
--      that "victim+1@…", "Victim@…" and "v.ictim@gmail.com" are one. A row over the limit is skipped as
--      'daily_limit' (staff see it in the booking's e-mail list).
--   3. The restaurant's own notices (staff_new, staff_changed, staff_cancelled) are not counted against a
--      guest's address, but are not an amplifier either: at most 30 in any hour (STAFF_NOTICES_PER_HOUR);
--      beyond that they are skipped as 'staff_limit' (the bookings are on the dashboard all the same).
--
-- Two senders must not both take the last mail of a limit: each check takes a transaction-level advisory lock
-- on its address (or on the restaurant's notices) and counts what is sent or being sent; a sender that finds
-- the lock taken leaves the row for the next call instead of waiting (no waiting: no deadlock between two
-- senders holding each other's address). The claim is SECURITY DEFINER now, to read the limit and the key in
-- schema private; it stays the service role's alone.
--
-- "Once per kind": the outbox holds one row per (reservation, kind, occurrence) (reservations_emails_once),
-- the insert trigger writes occurrence 1 of received and staff_new once per booking, a later occurrence is
-- only queued by a new change (a staff decision, a guest's move or cancel), and a row is sent once (the
-- claim's lease and fencing token): a replayed call finds nothing due (tests/sql/mail-relay.test.ts).

-- The address as the mailbox it reaches: lower case, no "+tag", Gmail's dots ignored.
create or replace function private.mail_address_key(p_address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when a.domain in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(pg_catalog.split_part(a.local, '+', 1), '.', '') || '@gmail.com'
    else pg_catalog.split_part(a.local, '+', 1) || '@' || a.domain
  end
  from (
    select pg_catalog.split_part(x.address, '@', 1) as local, pg_catalog.split_part(x.address, '@', 2) as domain
    from (select pg_catalog.lower(pg_catalog.btrim(p_address)) as address) x
  ) a;
$$;

revoke all on function private.mail_address_key(text) from public;

-- The next occurrence of a kind for a booking.
create or replace function private.queue_reservation_email(p_reservation_id uuid, p_kind text)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.reservation_emails (reservation_id, kind, occurrence)
  select p_reservation_id, p_kind, coalesce(max(e.occurrence), 0) + 1
  from public.reservation_emails e
  where e.reservation_id = p_reservation_id and e.kind = p_kind;
$$;

revoke all on function private.queue_reservation_email(uuid, text) from public;

-- The e-mails a booking's insert and status change queue (the kinds above). A guest's own cancellation (pending or confirmed -> cancelled, as anon or a
-- signed-in non-admin: the self-service page) queues the restaurant's staff_cancelled notice.
create or replace function private.enqueue_reservation_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(
    nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_kind text;
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'confirmed') then
      insert into public.reservation_emails (reservation_id, kind) values (new.id, 'received');
    end if;
    insert into public.reservation_emails (reservation_id, kind) values (new.id, 'staff_new');
    return null;
  end if;
  -- A guest (the self-service page: anon, or signed in without being staff) changed their own booking: no
  -- news to them, but the restaurant hears of a cancellation (a table is free again).
  if v_role in ('anon', 'authenticated') and not public.is_admin() then
    if new.status = 'cancelled' and old.status in ('pending', 'confirmed') then
      perform private.queue_reservation_email(new.id, 'staff_cancelled');
    end if;
    return null;
  end if;
  v_kind := case
    when new.status = 'confirmed' then 'confirmed'
    when new.status = 'cancelled' and old.status = 'pending' then 'declined'
    when new.status = 'cancelled' and old.status = 'confirmed' then 'cancelled'
  end;
  if v_kind is not null then
    perform private.queue_reservation_email(new.id, v_kind);
  end if;
  return null;
end;
$$;

revoke all on function private.enqueue_reservation_emails() from public;

create trigger reservations_emails_insert after insert on public.reservations
  for each row execute function private.enqueue_reservation_emails();
create trigger reservations_emails_status after update of status on public.reservations
  for each row when (old.status is distinct from new.status)
  execute function private.enqueue_reservation_emails();

-- The date, time or party size changed (a guest's move, or any later edit): the guest's "changed" and the
-- restaurant's notice, while the booking holds its table and is not past.
create or replace function private.enqueue_reservation_change_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date
     or new.status not in ('pending', 'confirmed') then
    return null;
  end if;
  perform private.queue_reservation_email(new.id, 'changed');
  perform private.queue_reservation_email(new.id, 'staff_changed');
  return null;
end;
$$;

revoke all on function private.enqueue_reservation_change_emails() from public;

create trigger reservations_emails_change
  after update of reservation_date, reservation_time, party_size on public.reservations
  for each row when (
    old.reservation_date is distinct from new.reservation_date
    or old.reservation_time is distinct from new.reservation_time
    or old.party_size is distinct from new.party_size
  )
  execute function private.enqueue_reservation_change_emails();

-- ---------------------------------------------------------------------------------------------------------
-- Reminders: the day before a confirmed booking. pg_cron runs this each morning (below); the e-mail function
-- then delivers the rows. Idempotent: a booking gets one reminder however often it runs.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.enqueue_reservation_reminders(p_now timestamptz default now())
returns integer
language sql
volatile
set search_path = ''
as $$
  with added as (
    insert into public.reservation_emails (reservation_id, kind)
    select r.id, 'reminder'
    from public.reservations r
    where r.status = 'confirmed'
      and r.reservation_date = (p_now at time zone 'Europe/Berlin')::date + 1
    on conflict (reservation_id, kind, occurrence) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer from added;
$$;

comment on function public.enqueue_reservation_reminders(timestamptz) is
  'Enqueues the reminder e-mail of every confirmed booking on the day after p_now (Berlin); answers how many '
  'were new. Scheduled daily with pg_cron where it is available.';

revoke all on function public.enqueue_reservation_reminders(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.enqueue_reservation_reminders(timestamptz) to service_role;

-- Claims due rows for delivery: skips what no longer applies, gives up what ran out of attempts, and applies
-- the three bounds above, row by row in claim order.
create or replace function public.claim_reservation_emails(p_reservation_id uuid default null, p_limit integer default 1)
returns table (email_id uuid, kind text, reason text, attempt integer, reservation jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- FRESH_BOOKING_MINUTES, STAFF_NOTICES_PER_HOUR of src/domain/reservation/guest-emails.ts
  c_fresh constant interval := interval '15 minutes';
  c_staff_per_hour constant integer := 30;
  v_limit integer := least(greatest(coalesce(p_limit, 1), 1), 50);
  v_per_address integer := private.abuse_limit('mailsPerAddressPerDay');
  v_candidate record;
  v_key text;
  v_used integer;
  v_claimed integer := 0;
  v_passed uuid[] := '{}';
begin
  update public.reservation_emails e
  set state = 'skipped', last_error = 'no_longer_applies'
  from public.reservations r
  where r.id = e.reservation_id
    and e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
    and (p_reservation_id is null or e.reservation_id = p_reservation_id)
    and not (
      case e.kind
        when 'received' then r.status in ('pending', 'confirmed')
        when 'confirmed' then r.status = 'confirmed'
        when 'declined' then r.status = 'cancelled'
        when 'cancelled' then r.status = 'cancelled'
        when 'reminder' then r.status = 'confirmed'
          and r.reservation_date >= (pg_catalog.now() at time zone 'Europe/Berlin')::date
        when 'changed' then r.status in ('pending', 'confirmed')
        when 'staff_cancelled' then r.status = 'cancelled'
        else true
      end
      and (
        e.kind not in ('confirmed', 'declined', 'cancelled')
        or not exists (
          select 1 from public.reservation_emails n
          where n.reservation_id = e.reservation_id and n.kind in ('confirmed', 'declined', 'cancelled')
            and n.seq > e.seq
        )
      )
      and (
        e.kind not in ('changed', 'staff_changed')
        or not exists (
          select 1 from public.reservation_emails n
          where n.reservation_id = e.reservation_id and n.kind = e.kind and n.seq > e.seq
        )
      )
    );

  -- 1. A new booking's first e-mails, never tried while the booking was fresh.
  update public.reservation_emails e
  set state = 'skipped', last_error = 'stale'
  from public.reservations r
  where r.id = e.reservation_id
    and e.kind in ('received', 'staff_new') and e.state = 'pending' and e.attempts = 0
    and e.next_attempt_at <= pg_catalog.now()
    and (p_reservation_id is null or e.reservation_id = p_reservation_id)
    and r.created_at < pg_catalog.now() - c_fresh;

  -- MAX_EMAIL_ATTEMPTS (8) of src/domain/reservation/guest-emails.ts
  update public.reservation_emails e
  set state = 'given_up', last_error = 'interrupted'
  where e.state = 'sending' and e.next_attempt_at <= pg_catalog.now() and e.attempts >= 8
    and (p_reservation_id is null or e.reservation_id = p_reservation_id);

  -- One row at a time (a FOR loop would fetch and lock ten ahead, which another sender could have taken).
  -- A claimed row is due again only after its lease and a skipped one never; a row whose limit another
  -- sender is checking right now is passed over in this call.
  loop
    select e.id, e.kind, r.customer_email into v_candidate
    from public.reservation_emails e
    join public.reservations r on r.id = e.reservation_id
    where e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
      and (p_reservation_id is null or e.reservation_id = p_reservation_id)
      and e.id <> all (v_passed)
    order by e.next_attempt_at, e.seq
    limit 1
    for update of e skip locked;
    exit when not found;
    if v_candidate.kind in ('staff_new', 'staff_changed', 'staff_cancelled') then
      -- 3. The restaurant's notices: a ceiling per hour.
      if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('tischlein.mail.staff', 0)) then
        v_passed := v_passed || v_candidate.id;
        continue;
      end if;
      select pg_catalog.count(*)::integer into v_used
      from public.reservation_emails s
      where s.kind in ('staff_new', 'staff_changed', 'staff_cancelled') and s.id <> v_candidate.id
        and ((s.state = 'sent' and s.sent_at > pg_catalog.now() - interval '1 hour') or s.state = 'sending');
      if v_used >= c_staff_per_hour then
        update public.reservation_emails e set state = 'skipped', last_error = 'staff_limit'
        where e.id = v_candidate.id;
        continue;
      end if;
    else
      -- 2. The guest's address: mailsPerAddressPerDay in any 24 hours.
      v_key := private.mail_address_key(v_candidate.customer_email);
      if not pg_catalog.pg_try_advisory_xact_lock(
        pg_catalog.hashtextextended('tischlein.mail.guest:' || v_key, 0)) then
        v_passed := v_passed || v_candidate.id;
        continue;
      end if;
      select pg_catalog.count(*)::integer into v_used
      from public.reservation_emails s
      join public.reservations q on q.id = s.reservation_id
      where s.kind not in ('staff_new', 'staff_changed', 'staff_cancelled') and s.id <> v_candidate.id
        and ((s.state = 'sent' and s.sent_at > pg_catalog.now() - interval '24 hours') or s.state = 'sending')
        and private.mail_address_key(q.customer_email) = v_key;
      if v_used >= v_per_address then
        update public.reservation_emails e set state = 'skipped', last_error = 'daily_limit'
        where e.id = v_candidate.id;
        continue;
      end if;
    end if;

    return query
      with claimed as (
        update public.reservation_emails e
        set state = 'sending', attempts = e.attempts + 1,
            next_attempt_at = pg_catalog.now() + interval '5 minutes'
        where e.id = v_candidate.id
        returning e.id, e.kind, e.reason, e.attempts, e.reservation_id
      )
      select c.id, c.kind, c.reason, c.attempts, pg_catalog.to_jsonb(r)
      from claimed c
      join public.reservations r on r.id = c.reservation_id;
    v_claimed := v_claimed + 1;
    exit when v_claimed >= v_limit;
  end loop;
end;
$$;

comment on function public.claim_reservation_emails(uuid, integer) is
  'The e-mail function claims up to p_limit due outbox rows (of one booking, or all): skips what no longer '
  'applies, a new booking''s first e-mails no longer fresh (stale), e-mails over mailsPerAddressPerDay to one '
  'guest address (daily_limit) and restaurant notices over 30 an hour (staff_limit); decisions 0078, 0088.';

revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_reservation_emails(uuid, integer) to service_role;

-- The claimed row went out. False when the claim was lost (its lease ran out and another call took it).
create or replace function public.reservation_email_sent(p_id uuid, p_attempt integer)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.reservation_emails e
    set state = 'sent', sent_at = pg_catalog.now(), last_error = null
    where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
    returning 1
  )
  select exists (select 1 from done);
$$;

revoke all on function public.reservation_email_sent(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.reservation_email_sent(uuid, integer) to service_role;

-- The claimed row did not go out: due again after 1, 4, 16, 64 minutes, ... at most 6 hours
-- (retryDelayMinutes), or given up after the 8th attempt. Answers the new state; null if the claim was lost.
create or replace function public.reservation_email_failed(p_id uuid, p_attempt integer, p_error text)
returns text
language sql
volatile
set search_path = ''
as $$
  update public.reservation_emails e
  set state = case when e.attempts >= 8 then 'given_up' else 'retrying' end,
      next_attempt_at = pg_catalog.now()
        + least(interval '1 minute' * pg_catalog.power(4, e.attempts - 1), interval '6 hours'),
      last_error = p_error
  where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
  returning e.state;
$$;

revoke all on function public.reservation_email_failed(uuid, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.reservation_email_failed(uuid, integer, text) to service_role;

-- The claimed row is not to be sent (e.g. the restaurant has no e-mail address for its own notice).
create or replace function public.reservation_email_skipped(p_id uuid, p_attempt integer, p_why text)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.reservation_emails e
    set state = 'skipped', last_error = p_why
    where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
    returning 1
  )
  select exists (select 1 from done);
$$;

revoke all on function public.reservation_email_skipped(uuid, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.reservation_email_skipped(uuid, integer, text) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The schedule. Where pg_cron can be enabled (Supabase: yes), two jobs:
--   tischlein-reservation-reminders  daily 08:00 UTC (09:00 or 10:00 in Berlin): enqueue tomorrow's reminders;
--   tischlein-reservation-emails     every 5 minutes: ask the edge function to deliver what is due (retries,
--                                    reminders, changes made while no browser called it), through pg_net,
--                                    once the project's URL and key are stored in Vault
--                                    (docs/running-on-supabase.md, "E-mail schedule").
-- Where pg_cron is not installed (PGlite, a plain PostgreSQL) the migration only says so: run the two
-- statements from any scheduler instead.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.request_reservation_email_delivery()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null or pg_catalog.to_regnamespace('net') is null then
    return;
  end if;
  if not exists (
    select 1 from public.reservation_emails e
    where e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
  ) then
    return;
  end if;
  execute $q$select max(decrypted_secret) filter (where name = 'project_url'),
                    coalesce(max(decrypted_secret) filter (where name = 'publishable_key'),
                             max(decrypted_secret) filter (where name = 'anon_key'))
             from vault.decrypted_secrets
             where name in ('project_url', 'publishable_key', 'anon_key')$q$
    into v_url, v_key;
  if v_url is null or v_key is null then
    return;
  end if;
  execute $q$select net.http_post(url := $1, headers := $2, body := $3)$q$
    using pg_catalog.rtrim(v_url, '/') || '/functions/v1/send-reservation-confirmation',
          pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'apikey', v_key,
                                        'Authorization', 'Bearer ' || v_key),
          '{"due": true}'::jsonb;
end;
$$;

revoke all on function private.request_reservation_email_delivery() from public;

do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed: reminders and retries are not scheduled (docs/running-on-supabase.md)';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): reminders and retries are not scheduled', sqlerrm;
    return;
  end;
  perform cron.schedule('tischlein-reservation-reminders', '0 8 * * *',
                        'select public.enqueue_reservation_reminders()');
  perform cron.schedule('tischlein-reservation-emails', '*/5 * * * *',
                        'select private.request_reservation_email_delivery()');
end
$cron$;

-- =========================================================================================================
-- 10_consent.sql
-- =========================================================================================================

-- ---------------------------------------------------------------------------------------------------------
-- cookie consent, written only through record_consent()
-- ---------------------------------------------------------------------------------------------------------
create table public.consent_records (
  id uuid primary key default gen_random_uuid(),
  user_session_id text not null,
  consent_version text not null default '1.0',
  essential_cookies boolean not null default true,
  functional_cookies boolean not null default false,
  analytics_cookies boolean not null default false,
  marketing_cookies boolean not null default false,
  expires_at timestamptz not null,
  ip_address inet,
  user_agent text,
  language_preference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint consent_records_user_session_id_shape check (user_session_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  constraint consent_records_consent_version_valid check (consent_version = '1.0'),
  constraint consent_records_essential_cookies_required check (essential_cookies),
  constraint consent_records_expires_after_created check (expires_at > created_at),
  constraint consent_records_user_agent_length check (char_length(user_agent) <= 500),
  constraint consent_records_language_preference_valid check (language_preference in ('de', 'en', 'zh'))
);

create index consent_records_session_idx on public.consent_records (user_session_id, created_at desc);
create trigger set_updated_at before update on public.consent_records
  for each row execute function public.set_updated_at();
alter table public.consent_records enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- record_consent(): a bound per client address, and false for the purposes the site does not offer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.record_consent(
  p_session_id text,
  p_essential boolean,
  p_functional boolean,
  p_analytics boolean,
  p_marketing boolean,
  p_user_agent text,
  p_language text
)
returns public.consent_records
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.consent_records;
  v_guarded boolean := private.guarded_request();
  v_address bytea;
begin
  if p_session_id is null or p_session_id !~ '^[A-Za-z0-9_-]{8,100}$' then
    perform public.raise_invalid('consent.validation.sessionIdInvalid', 'user_session_id');
  end if;
  if p_essential is distinct from true then
    perform public.raise_invalid('consent.validation.essentialRequired', 'essential_cookies');
  end if;
  if p_functional is null or p_analytics is null or p_marketing is null then
    perform public.raise_invalid('consent.validation.choiceRequired', 'cookies');
  end if;
  if v_guarded then
    perform private.forget_old_attempts();
    v_address := private.client_address_hash();
    if (select pg_catalog.count(*) from private.client_attempts a
         where a.kind = 'consent' and a.address_hash = v_address
           and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('consentsPerAddressPerHour') then
      perform private.refuse('consent', 'consent.validation.tooMany', '');
    end if;
    insert into private.client_attempts (kind, address_hash) values ('consent', v_address);
  end if;

  -- Analytics and marketing are not offered (CONSENT_PURPOSES, decision 0077): whatever is sent, no record
  -- says they were agreed to. The arguments stay, so that older clients keep working.
  insert into public.consent_records as c (
    user_session_id, consent_version, essential_cookies, functional_cookies, analytics_cookies,
    marketing_cookies, expires_at, ip_address, user_agent, language_preference
  )
  values (
    p_session_id, '1.0', true, p_functional, false,
    false, pg_catalog.now() + interval '1 year', null,
    -- informational only: cut to the column limit instead of refusing the consent
    pg_catalog.left(nullif(pg_catalog.btrim(coalesce(p_user_agent, '')), ''), 500),
    public.normalize_language(p_language)
  )
  returning c.* into v_row;
  return v_row;
end;
$$;

revoke all on function public.record_consent(text, boolean, boolean, boolean, boolean, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_consent(text, boolean, boolean, boolean, boolean, text, text) to anon, authenticated;

create or replace function public.find_consent(p_session_id text)
returns setof public.consent_records
language sql
stable
security definer
set search_path = ''
as $$
  select c.*
  from public.consent_records c
  where c.user_session_id = p_session_id
    and c.consent_version = '1.0'
    and c.expires_at > pg_catalog.now()
  order by c.created_at desc, c.id desc
  limit 1;
$$;

revoke all on function public.find_consent(text) from public, anon, authenticated, service_role;
grant execute on function public.find_consent(text) to anon, authenticated;

-- =========================================================================================================
-- 11_personal_data.sql
-- =========================================================================================================

-- ---------------------------------------------------------------------------------------------------------
-- The job. Idempotent: a reservation already anonymised is not counted again, an expired consent record is
-- gone after the first run. Answers how many reservations it anonymised and consent records it deleted.
-- The placeholders are ANONYMISED_NAME and ANONYMISED_EMAIL of src/domain/settings/retention.ts (.invalid is
-- reserved, RFC 2606, so no mail can reach it, and it passes reservations_customer_email_shape).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.anonymise_old_reservations(p_now timestamptz default now())
returns table (reservations_anonymised integer, consent_records_deleted integer)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_days integer;
  v_before date;
begin
  select (s.retention ->> 'reservationDays')::integer into v_days from public.restaurant_settings s where s.id;
  v_before := (p_now at time zone 'Europe/Berlin')::date - coalesce(v_days, 180);

  -- The outbox's free text of old bookings (reason), and what is still due of them is never sent.
  update public.reservation_emails e
  set reason = null
  from public.reservations r
  where r.id = e.reservation_id and r.reservation_date < v_before and e.reason is not null;
  update public.reservation_emails e
  set state = 'skipped', last_error = 'anonymised'
  from public.reservations r
  where r.id = e.reservation_id and r.reservation_date < v_before
    and e.state in ('pending', 'sending', 'retrying');

  with anonymised as (
    update public.reservations r
    set customer_name = 'Anonymisiert',
        customer_email = 'anonymisiert@anonymisiert.invalid',
        customer_phone = null,
        special_requests = null,
        admin_notes = null
    where r.reservation_date < v_before
      and (r.customer_name <> 'Anonymisiert' or r.customer_email <> 'anonymisiert@anonymisiert.invalid'
           or r.customer_phone is not null or r.special_requests is not null or r.admin_notes is not null)
    returning 1
  )
  select pg_catalog.count(*)::integer into reservations_anonymised from anonymised;

  with deleted as (
    delete from public.consent_records c where c.expires_at <= p_now returning 1
  )
  select pg_catalog.count(*)::integer into consent_records_deleted from deleted;

  return next;
end;
$$;

comment on function public.anonymise_old_reservations(timestamptz) is
  'Anonymises the reservations dated more than restaurant_settings.retention.reservationDays before p_now '
  '(Berlin) and deletes expired consent records; answers both counts. Scheduled daily with pg_cron where it '
  'is available.';

revoke all on function public.anonymise_old_reservations(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.anonymise_old_reservations(timestamptz) to service_role;

-- The schedule: daily at 03:30 UTC (night in Berlin), where pg_cron can be enabled (Supabase: yes). Where it
-- is not installed (PGlite, a plain PostgreSQL) the migration only says so: run
-- `select * from public.anonymise_old_reservations()` daily from any scheduler instead.
do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed: personal data is not anonymised on a schedule (decision 0081)';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): personal data is not anonymised on a schedule', sqlerrm;
    return;
  end;
  perform cron.schedule('tischlein-personal-data-lifetime', '30 3 * * *',
                        'select public.anonymise_old_reservations()');
end
$cron$;

-- A guest's data on request (GDPR Art. 15 and 17; decision 0081): staff export everything
-- stored about one e-mail address, and erase it. Both are admin-only SECURITY DEFINER functions with their own
-- is_admin() check, and each call is logged in private.data_requests without the personal data: the action,
-- how many reservations it touched, who and when; never the address.
--
-- What is stored about an address: its reservations (matched case-insensitively, surrounding spaces ignored)
-- and their outbox rows (reservation_emails, which hold no address but the reason typed with a cancellation).
-- Consent records are tied to a random browser session, never to an address, so no request can find them;
-- they expire and are deleted (anonymise_old_reservations()).

create table private.data_requests (
  id bigint generated always as identity primary key,
  action text not null constraint data_requests_action_valid check (action in ('export', 'erase')),
  reservations integer not null constraint data_requests_reservations_count check (reservations >= 0),
  requested_by uuid,
  created_at timestamptz not null default now()
);

comment on table private.data_requests is
  'Each export or erasure of one guest''s data by staff (decision 0081): what, how many reservations, who, '
  'when; no address or other personal data.';

revoke all on table private.data_requests from public, anon, authenticated, service_role;

-- The address as the request compares it: trimmed and lower case; refused when it cannot be an address.
create or replace function private.data_request_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^@\s]+@[^@\s]+$' or pg_catalog.char_length(v_email) > 254 then
    raise exception using errcode = '22023', message = 'settings.dataRequest.validation.email',
      detail = 'email';
  end if;
  return v_email;
end;
$$;

revoke all on function private.data_request_email(text) from public;

-- Everything stored about an address, as one JSON document: {email, exportedAt, reservations: [...rows],
-- emails: [...outbox rows]}.
create or replace function public.admin_export_personal_data(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_reservations jsonb;
  v_emails jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  v_email := private.data_request_email(p_email);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) order by r.reservation_date, r.reservation_time, r.id), '[]')
  into v_reservations
  from public.reservations r
  where pg_catalog.lower(pg_catalog.btrim(r.customer_email)) = v_email;
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'reservation_id', e.reservation_id, 'kind', e.kind, 'reason', e.reason, 'state', e.state,
           'sent_at', e.sent_at, 'created_at', e.created_at) order by e.seq), '[]')
  into v_emails
  from public.reservation_emails e
  join public.reservations r on r.id = e.reservation_id
  where pg_catalog.lower(pg_catalog.btrim(r.customer_email)) = v_email;
  insert into private.data_requests (action, reservations, requested_by)
  values ('export', pg_catalog.jsonb_array_length(v_reservations), auth.uid());
  return pg_catalog.jsonb_build_object('email', v_email, 'exportedAt', pg_catalog.now(),
    'reservations', v_reservations, 'emails', v_emails);
end;
$$;

revoke all on function public.admin_export_personal_data(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_export_personal_data(text) to authenticated;

-- Deletes every reservation of an address (its outbox rows and confirmation go with it, on delete cascade;
-- the day counts and event seats follow through their triggers). Answers how many there were.
create or replace function public.admin_erase_personal_data(p_email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_count integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  v_email := private.data_request_email(p_email);
  with erased as (
    delete from public.reservations r
    where pg_catalog.lower(pg_catalog.btrim(r.customer_email)) = v_email
    returning 1
  )
  select pg_catalog.count(*)::integer into v_count from erased;
  insert into private.data_requests (action, reservations, requested_by) values ('erase', v_count, auth.uid());
  return v_count;
end;
$$;

revoke all on function public.admin_erase_personal_data(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_erase_personal_data(text) to authenticated;

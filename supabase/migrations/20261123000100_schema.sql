-- Tischlein schema: tables, constraints, indexes and the updated_at trigger.
-- Column names follow docs spec section 3; limits follow spec sections 5 and 9.
-- Access rules live in 20261123000200_rls.sql, callable functions in 20261123000300_functions.sql.
--
-- Conventions:
--   * every table has created_at / updated_at (timestamptz, not null, default now()); one trigger function
--     keeps updated_at current and created_at unchanged on every UPDATE;
--   * every CHECK constraint has an explicit name (tests/sql/constraints.test.ts hits each one by name);
--   * text limits: names/titles <= 200, e-mails <= 254, phones <= 40, notes/requests <= 2000,
--     descriptions/content <= 20000, URLs <= 2048.

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
  constraint admin_users_username_length check (char_length(btrim(username)) between 1 and 200)
);

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
  constraint menu_categories_description_length check (char_length(description) <= 20000)
);

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
  constraint menu_items_image_generation_cost_nonnegative check (image_generation_cost >= 0)
);

create index menu_items_category_id_idx on public.menu_items (category_id);
create index menu_items_display_order_idx on public.menu_items (display_order);

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
  constraint restaurant_videos_display_order_nonnegative check (display_order >= 0)
);

create unique index restaurant_videos_single_hero on public.restaurant_videos (featured_for_hero)
  where featured_for_hero;

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
  constraint ai_usage_tracking_reserved_cost_nonnegative check (reserved_cost >= 0)
);

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
  constraint press_articles_image_url_length check (char_length(image_url) <= 2048)
);

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
  constraint gallery_images_image_url_length check (char_length(image_url) between 1 and 2048)
);

create index gallery_images_display_order_idx on public.gallery_images (display_order);

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
  constraint events_image_url_length check (char_length(image_url) <= 2048)
);

create index events_event_date_idx on public.events (event_date);

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
  constraint content_blocks_image_url_length check (char_length(image_url) <= 2048)
);

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
  )
);

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
  constraint about_images_caption_length check (char_length(caption) <= 2000)
);

create index about_images_section_id_idx on public.about_images (section_id);

-- ---------------------------------------------------------------------------------------------------------
-- reservations: created only through create_reservation(); status changes only through
-- change_reservation_status() (see 20261123000300_functions.sql).
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
  -- The 28 half-hour slots 08:00 .. 21:30.
  constraint reservations_reservation_time_slot check (reservation_time ~ '^(0[89]|1[0-9]|2[01]):[03]0$'),
  constraint reservations_party_size_range check (party_size between 1 and 20),
  constraint reservations_special_requests_length check (char_length(special_requests) <= 2000),
  constraint reservations_language_preference_valid check (language_preference in ('de', 'en', 'zh')),
  constraint reservations_status_valid check (
    status in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show')
  ),
  constraint reservations_admin_notes_length check (char_length(admin_notes) <= 2000)
);

create index reservations_date_time_idx on public.reservations (reservation_date, reservation_time);
create index reservations_status_idx on public.reservations (status);

-- Written by the confirmation e-mail sender (service role) once the mail went out.
create table public.reservation_confirmations (
  reservation_id uuid primary key references public.reservations (id) on delete cascade,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

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

-- ---------------------------------------------------------------------------------------------------------
-- updated_at triggers on every table
-- ---------------------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array[
    'admin_users', 'menu_categories', 'menu_items', 'restaurant_videos', 'ai_usage_tracking', 'press_articles',
    'gallery_images', 'events', 'content_blocks', 'about_sections', 'about_images', 'reservations',
    'reservation_confirmations', 'consent_records'
  ]
  loop
    execute format(
      'create trigger set_updated_at before update on public.%I '
      'for each row execute function public.set_updated_at()',
      t
    );
  end loop;
end;
$$;

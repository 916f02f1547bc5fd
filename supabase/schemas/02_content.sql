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

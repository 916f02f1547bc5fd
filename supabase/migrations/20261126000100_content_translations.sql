-- Guest-facing content in German, English and Chinese (issue 17, item 1; decision 0076). German stays in each
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

alter table public.menu_categories
  add column translations jsonb not null default '{}'::jsonb,
  add constraint menu_categories_translations_valid
    check (public.translations_valid(translations, '{"name": 200, "description": 20000}'));

alter table public.menu_items
  add column translations jsonb not null default '{}'::jsonb,
  add constraint menu_items_translations_valid
    check (public.translations_valid(translations, '{"name": 200, "description": 20000, "ingredients": 20000}'));

alter table public.restaurant_videos
  add column translations jsonb not null default '{}'::jsonb,
  add constraint restaurant_videos_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000}'));

alter table public.press_articles
  add column translations jsonb not null default '{}'::jsonb,
  add constraint press_articles_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "excerpt": 20000}'));

alter table public.gallery_images
  add column translations jsonb not null default '{}'::jsonb,
  add constraint gallery_images_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000, "alt_text": 2000}'));

alter table public.events
  add column translations jsonb not null default '{}'::jsonb,
  add constraint events_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "description": 20000}'));

alter table public.content_blocks
  add column translations jsonb not null default '{}'::jsonb,
  add constraint content_blocks_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "content": 20000}'));

alter table public.about_sections
  add column translations jsonb not null default '{}'::jsonb,
  add constraint about_sections_translations_valid
    check (public.translations_valid(translations, '{"title": 200, "subtitle": 200, "content": 20000}'));

alter table public.about_images
  add column translations jsonb not null default '{}'::jsonb,
  add constraint about_images_translations_valid
    check (public.translations_valid(translations, '{"alt_text": 2000, "title": 200, "caption": 2000}'));

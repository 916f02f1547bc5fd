-- The names pages look content up by follow the domain's rules in the database too, so that a block or a
-- section written past the admin UI (SQL editor, a script, a future client) still matches what the pages
-- and the demo accept (src/domain/content/content-block-schema.ts, src/domain/about/about-schema.ts):
--   * content_blocks.section_name: lowercase letters, digits and underscores, at most 100 characters
--     ('business_info'; the legal pages read blocks by these names);
--   * about_sections.section_key: lowercase letters, digits, hyphens and underscores, at most 100 ('our-story').
-- Named *_pattern so that they sort after the *_length checks: PostgreSQL reports the first failing CHECK by
-- name, and a blank name keeps failing as too short rather than as badly formed.

alter table public.content_blocks
  add constraint content_blocks_section_name_pattern check (section_name ~ '^[a-z0-9_]{1,100}$');

alter table public.about_sections
  add constraint about_sections_section_key_pattern check (section_key ~ '^[a-z0-9_-]{1,100}$');

-- Row Level Security, table privileges and the one admin test used by every policy.
--
-- Model (docs/security.md has the full access matrix, generated from tests/sql/access-matrix.ts):
--   * anon and signed-in non-admins read public content only (some tables filtered to what is published);
--   * an admin is an authenticated Supabase Auth user listed in public.admin_users (public.is_admin());
--   * reservations and consent records are written only through validating SQL functions;
--   * service_role bypasses RLS (Supabase creates it with BYPASSRLS) and keeps its table privileges.
--
-- Two independent locks on every door: a privilege (GRANT) and a policy. Supabase's default privileges give
-- anon and authenticated ALL on new tables in public (TRUNCATE included, which RLS does not check), so all
-- privileges are revoked first and exactly what the policies need is granted back.

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
-- RLS on every table in public
-- ---------------------------------------------------------------------------------------------------------
alter table public.admin_users enable row level security;
alter table public.menu_categories enable row level security;
alter table public.menu_items enable row level security;
alter table public.restaurant_videos enable row level security;
alter table public.ai_usage_tracking enable row level security;
alter table public.press_articles enable row level security;
alter table public.gallery_images enable row level security;
alter table public.events enable row level security;
alter table public.content_blocks enable row level security;
alter table public.about_sections enable row level security;
alter table public.about_images enable row level security;
alter table public.reservations enable row level security;
alter table public.reservation_confirmations enable row level security;
alter table public.consent_records enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- Privileges: revoke everything from the API roles, then grant back exactly what the policies below need.
-- ---------------------------------------------------------------------------------------------------------
revoke all on all tables in schema public from public, anon, authenticated;
grant all on all tables in schema public to service_role;

-- Objects created later in public by this role start closed too (Supabase's defaults would open them).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

-- Public content: anon reads, authenticated reads and (admins only, by policy) writes.
grant select on
  public.menu_categories, public.menu_items, public.restaurant_videos, public.press_articles,
  public.gallery_images, public.events, public.content_blocks, public.about_sections, public.about_images
  to anon;
grant select, insert, update, delete on
  public.menu_categories, public.menu_items, public.restaurant_videos, public.press_articles,
  public.gallery_images, public.events, public.content_blocks, public.about_sections, public.about_images
  to authenticated;

-- Staff list: admins read it; last_login is written by record_admin_login().
grant select on public.admin_users to authenticated;

-- AI credits: admins read the month and set its budget; usage columns are written by the service role only.
grant select on public.ai_usage_tracking to authenticated;
grant insert (month_year, budget_limit) on public.ai_usage_tracking to authenticated;
grant update (budget_limit) on public.ai_usage_tracking to authenticated;

-- Reservations: created by create_reservation(), status and notes changed by change_reservation_status()
-- and save_reservation_notes(); admins list and delete them directly.
grant select, delete on public.reservations to authenticated;

-- consent_records and reservation_confirmations: no privileges for anon/authenticated at all.

-- ---------------------------------------------------------------------------------------------------------
-- Policies. (select public.is_admin()) is evaluated once per statement (initPlan), not once per row.
-- ---------------------------------------------------------------------------------------------------------

-- admin_users
create policy admin_users_admin_select on public.admin_users
  for select to authenticated
  using ((select public.is_admin()));

-- Public content tables: a read policy (filtered where the public sees only part) and three admin policies.
create policy menu_categories_public_select on public.menu_categories
  for select to anon, authenticated
  using (true);

create policy menu_items_public_select on public.menu_items
  for select to anon, authenticated
  using (is_available or (select public.is_admin()));

create policy restaurant_videos_public_select on public.restaurant_videos
  for select to anon, authenticated
  using (true);

create policy press_articles_public_select on public.press_articles
  for select to anon, authenticated
  using (true);

create policy gallery_images_public_select on public.gallery_images
  for select to anon, authenticated
  using (true);

create policy events_public_select on public.events
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));

create policy content_blocks_public_select on public.content_blocks
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));

create policy about_sections_public_select on public.about_sections
  for select to anon, authenticated
  using (is_published or (select public.is_admin()));

create policy about_images_public_select on public.about_images
  for select to anon, authenticated
  using (
    exists (select 1 from public.about_sections s where s.id = section_id and s.is_published)
    or (select public.is_admin())
  );

do $$
declare
  t text;
begin
  foreach t in array array[
    'menu_categories', 'menu_items', 'restaurant_videos', 'press_articles', 'gallery_images', 'events',
    'content_blocks', 'about_sections', 'about_images'
  ]
  loop
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
      t || '_admin_insert', t
    );
    execute format(
      'create policy %I on public.%I for update to authenticated '
      'using ((select public.is_admin())) with check ((select public.is_admin()))',
      t || '_admin_update', t
    );
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
      t || '_admin_delete', t
    );
  end loop;
end;
$$;

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

-- reservations: admins read and delete; nobody but service_role updates or inserts directly.
create policy reservations_admin_select on public.reservations
  for select to authenticated
  using ((select public.is_admin()));

create policy reservations_admin_delete on public.reservations
  for delete to authenticated
  using ((select public.is_admin()));

-- consent_records, reservation_confirmations: no policies (service_role only).

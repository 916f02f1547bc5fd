-- What the Supabase adapters need beyond the first four migrations, so that they fail exactly like the
-- in-memory adapters (tests/contracts) and every multi-step write stays one transaction:
--   * change_reservation_status() refuses the status a reservation already has, as the domain's transition()
--     does (src/domain/reservation/lifecycle.ts): a stale admin page must not re-confirm silently;
--   * create_video() inserts a video and, for a hero upload, takes the hero flag from every other video in the
--     same transaction (spec section 4, Hero video).

-- ---------------------------------------------------------------------------------------------------------
-- change_reservation_status: as in 20261123000300_functions.sql, plus the same-status refusal.
-- CREATE OR REPLACE keeps the function's EXECUTE grants.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.change_reservation_status(
  p_id uuid,
  p_status text,
  p_admin_notes text default null
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
begin
  perform public.assert_admin();
  if p_status is null or p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
    perform public.raise_invalid('reservations.validation.statusInvalid', 'status');
  end if;
  if pg_catalog.char_length(p_admin_notes) > 2000 then
    perform public.raise_invalid('reservations.validation.adminNotesTooLong', 'admin_notes');
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
  return v_row;
end;
$$;

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

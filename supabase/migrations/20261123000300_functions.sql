-- Callable SQL functions (supabase.rpc(...)). Every multi-step write is one function, so it is atomic.
--
-- All functions: SECURITY DEFINER where they must reach rows the caller cannot, `set search_path = ''`
-- (every name schema-qualified), EXECUTE revoked from everybody and granted only to the roles that need it.
-- Validation errors use SQLSTATE 22023 (invalid_parameter_value, HTTP 400 through PostgREST) with the
-- translation key as message and the offending field as detail; "admin only" uses 42501
-- (insufficient_privilege, HTTP 403); a missing row uses P0002 (no_data_found, HTTP 404).

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

create or replace function public.raise_invalid(p_key text, p_field text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = p_key, detail = p_field;
end;
$$;

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

-- ---------------------------------------------------------------------------------------------------------
-- create_reservation: the only way to create a reservation (anon and authenticated).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.create_reservation(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  p_language_preference text,
  p_submission_key uuid
)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- inputs trimmed of surrounding white space (spaces, tabs, line breaks), as the browser form does
  v_name text := pg_catalog.regexp_replace(coalesce(p_customer_name, ''), '^\s+|\s+$', '', 'g');
  v_email text := pg_catalog.regexp_replace(coalesce(p_customer_email, ''), '^\s+|\s+$', '', 'g');
  v_phone text := nullif(pg_catalog.regexp_replace(coalesce(p_customer_phone, ''), '^\s+|\s+$', '', 'g'), '');
  v_time text := pg_catalog.regexp_replace(coalesce(p_reservation_time, ''), '^\s+|\s+$', '', 'g');
  v_requests text := nullif(
    pg_catalog.regexp_replace(coalesce(p_special_requests, ''), '^\s+|\s+$', '', 'g'), ''
  );
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
  v_row public.reservations;
begin
  -- A repeated submission (same browser-made key) returns the reservation it already created.
  if p_submission_key is not null then
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    if found then
      return v_row;
    end if;
  end if;

  if v_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(v_name) > 200 then
    perform public.raise_invalid('reservations.validation.nameTooLong', 'customer_name');
  end if;
  if v_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if pg_catalog.char_length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if v_phone is not null and (pg_catalog.char_length(v_phone) > 40 or v_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  if p_reservation_date is null then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  if v_time !~ '^(0[89]|1[0-9]|2[01]):[03]0$' then
    perform public.raise_invalid('reservations.validation.timeRequired', 'reservation_time');
  end if;
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if p_party_size > 20 then
    perform public.raise_invalid('reservations.validation.partySizeMax', 'party_size');
  end if;
  if v_requests is not null and pg_catalog.char_length(v_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.specialRequestsTooLong', 'special_requests');
  end if;
  if p_reservation_date < v_today then
    perform public.raise_invalid('reservations.validation.dateInPast', 'reservation_date');
  end if;
  if not public.reservation_lead_time_ok(p_reservation_date, v_time, pg_catalog.now()) then
    perform public.raise_invalid('reservations.validation.timeTooSoon', 'reservation_time');
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key
  )
  values (
    v_name, v_email, v_phone, p_reservation_date, v_time, p_party_size,
    v_requests, public.normalize_language(p_language_preference), 'pending', p_submission_key
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;

  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
  end if;
  return v_row;
end;
$$;

comment on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid) is
  'Validates and creates a pending reservation; idempotent per p_submission_key. Errors: 22023 + translation key.';

-- ---------------------------------------------------------------------------------------------------------
-- reservation administration (admins only)
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

  update public.reservations r
  set
    status = p_status,
    confirmed_at = case
      when p_status = 'confirmed' and v_old.status <> 'confirmed' then pg_catalog.now()
      else r.confirmed_at
    end,
    cancelled_at = case
      when p_status = 'cancelled' and v_old.status <> 'cancelled' then pg_catalog.now()
      else r.cancelled_at
    end,
    admin_notes = case when p_admin_notes is null then r.admin_notes else nullif(p_admin_notes, '') end
  where r.id = p_id
  returning r.* into v_row;
  return v_row;
end;
$$;

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

-- ---------------------------------------------------------------------------------------------------------
-- cookie consent (anon and authenticated). The session id is a random id made by the browser; knowing it
-- is what allows reading the record back.
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

  insert into public.consent_records as c (
    user_session_id, consent_version, essential_cookies, functional_cookies, analytics_cookies,
    marketing_cookies, expires_at, ip_address, user_agent, language_preference
  )
  values (
    p_session_id, '1.0', true, p_functional, p_analytics,
    p_marketing, pg_catalog.now() + interval '1 year', null,
    -- informational only: cut to the column limit instead of refusing the consent
    pg_catalog.left(nullif(pg_catalog.btrim(coalesce(p_user_agent, '')), ''), 500),
    public.normalize_language(p_language)
  )
  returning c.* into v_row;
  return v_row;
end;
$$;

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
begin
  perform public.check_ai_month(p_month);
  if v_cost is null or v_cost <= 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;

  insert into public.ai_usage_tracking (month_year) values (p_month) on conflict (month_year) do nothing;
  -- the row lock serialises concurrent reservations for the month; FOR UPDATE re-reads the latest version
  select u.* into v_row from public.ai_usage_tracking u where u.month_year = p_month for update;

  if v_row.total_cost + v_row.reserved_cost + v_cost > v_row.budget_limit then
    return false;
  end if;
  update public.ai_usage_tracking u set reserved_cost = u.reserved_cost + v_cost where u.id = v_row.id;
  return true;
end;
$$;

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

-- ---------------------------------------------------------------------------------------------------------
-- EXECUTE: nobody by default, then exactly the callers listed in tests/sql/access-matrix.ts.
-- ---------------------------------------------------------------------------------------------------------
revoke all on function
  public.set_updated_at(),
  public.normalize_language(text),
  public.reservation_lead_time_ok(date, text, timestamptz),
  public.raise_invalid(text, text),
  public.assert_admin(),
  public.check_ai_month(text),
  public.create_reservation(text, text, text, date, text, integer, text, text, uuid),
  public.change_reservation_status(uuid, text, text),
  public.save_reservation_notes(uuid, text),
  public.record_consent(text, boolean, boolean, boolean, boolean, text, text),
  public.find_consent(text),
  public.set_hero_video(uuid, boolean),
  public.swap_about_section_order(uuid, uuid),
  public.record_admin_login(),
  public.reserve_ai_credits(text, numeric),
  public.settle_ai_credits(text, numeric, numeric, integer),
  public.release_ai_credits(text, numeric)
from public, anon, authenticated, service_role;

grant execute on function
  public.create_reservation(text, text, text, date, text, integer, text, text, uuid)
to anon, authenticated, service_role;

grant execute on function
  public.record_consent(text, boolean, boolean, boolean, boolean, text, text),
  public.find_consent(text)
to anon, authenticated;

-- Admin functions check is_admin() themselves; a signed-in non-admin gets 42501.
grant execute on function
  public.change_reservation_status(uuid, text, text),
  public.save_reservation_notes(uuid, text),
  public.set_hero_video(uuid, boolean),
  public.swap_about_section_order(uuid, uuid),
  public.record_admin_login()
to authenticated;

grant execute on function
  public.reserve_ai_credits(text, numeric),
  public.settle_ai_credits(text, numeric, numeric, integer),
  public.release_ai_credits(text, numeric)
to service_role;

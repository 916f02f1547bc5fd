-- The room's rules for the host stand, each function defined once here as it stands in supabase/schemas:
--   * staff are held to the room, not to the booking form (decision 0108): reservation_refusal() and
--     table_availability() take p_online (default true, so every earlier caller still books online), and
--     day_availability() tells staff each time of a date with its tables or the reason it cannot be booked;
--   * a weekday's own stays (booking_rules.staysByWeekday, optional, so the rules in force stay valid):
--     stay_minutes() reads the date;
--   * statuses for service (decision 0109): 'seated' keeps its table and covers until completed, is set from
--     the booking's date on, and completed and no-show only once the booking's time has come.
-- The functions whose arguments change are dropped first, so that no old overload stays behind.

drop function public.reservation_refusal(jsonb, date, text, integer, timestamptz);
drop function private.table_availability(jsonb, date, text, integer, timestamptz, uuid);
drop function private.stay_minutes(jsonb, integer);

alter table public.reservations drop constraint reservations_status_valid;
alter table public.reservations add constraint reservations_status_valid check (
    status in ('pending', 'confirmed', 'seated', 'cancelled', 'completed', 'no_show')
  );

create or replace function private.stays_by_weekday_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_day text;
begin
  if p is null then
    return true;
  end if;
  if pg_catalog.jsonb_typeof(p) is distinct from 'object' then
    return false;
  end if;
  for v_day in select pg_catalog.jsonb_object_keys(p) loop
    if not (v_day = any (array['1', '2', '3', '4', '5', '6', '7'])) or not private.stays_valid(p -> v_day) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function private.stays_by_weekday_valid(jsonb) from public;

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
     or pg_catalog.jsonb_typeof(p -> 'capacityOverrides') is distinct from 'array'
     or not private.json_int_between(p -> 'bufferMinutes', 0, 240)
     or pg_catalog.jsonb_typeof(p -> 'staysEndByClose') is distinct from 'boolean'
     -- coalesce: a missing key makes the test null, which must not pass.
     or not coalesce(p -> 'guestsAtOnce' = 'null'::jsonb or private.json_int_between(p -> 'guestsAtOnce', 1, 100000), false)
     or not private.stays_valid(p -> 'stays')
     or not private.stays_by_weekday_valid(p -> 'staysByWeekday') then
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

create or replace function public.reservation_refusal(
  p_rules jsonb, p_date date, p_time text, p_party_size integer, p_now timestamptz, p_online boolean default true
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
  if p_online and p_party_size > (p_rules ->> 'maxPartySize')::integer then
    return 'partyTooLarge';
  end if;
  if p_date < v_today then
    return 'dateInPast';
  end if;
  if p_online and p_date > v_today + (p_rules ->> 'horizonDays')::integer then
    return 'dateTooFar';
  end if;
  v_slots := public.reservation_slots(p_rules, p_date);
  if pg_catalog.cardinality(v_slots) = 0 then
    return 'dateClosed';
  end if;
  if not (p_time = any (v_slots)) then
    return 'timeOutsideHours';
  end if;
  if p_online and (p_date + p_time::time) at time zone 'Europe/Berlin'
       <= p_now + pg_catalog.make_interval(mins => (p_rules ->> 'leadTimeMinutes')::integer) then
    return 'timeTooSoon';
  end if;
  return null;
end;
$$;

revoke all on function public.reservation_refusal(jsonb, date, text, integer, timestamptz, boolean) from public;

grant execute on function public.reservation_refusal(jsonb, date, text, integer, timestamptz, boolean) to service_role;

create or replace function private.stay_minutes(p_rules jsonb, p_date date, p_party integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (
    select (s ->> 'minutes')::integer
      from pg_catalog.jsonb_array_elements(coalesce(
             p_rules -> 'staysByWeekday' -> (extract(isodow from p_date)::integer)::text,
             p_rules -> 'stays')) s
     where (s ->> 'fromPartySize')::integer <= p_party
     order by (s ->> 'fromPartySize')::integer desc
     limit 1
  );
end;
$$;

revoke all on function private.stay_minutes(jsonb, date, integer) from public;

create or replace function private.hold_of(p_rules jsonb, p_date date, p_time text, p_party integer)
returns tstzrange
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select pg_catalog.tstzrange(s.at, s.at + pg_catalog.make_interval(
             mins => private.stay_minutes(p_rules, p_date, p_party) + (p_rules ->> 'bufferMinutes')::integer), '[)')
      from (select (p_date + p_time::time) at time zone 'Europe/Berlin' as at) s
  );
end;
$$;

create or replace function private.room_has_space(
  p_rules jsonb, p_date date, p_party integer, p_hold tstzrange, p_except uuid
)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    with present as (
      select private.reservation_hold(p_rules, r) as hold, r.party_size
        from public.reservations r
       where r.reservation_date = p_date and r.status in ('pending', 'confirmed', 'seated') and r.event_id is null
         and r.id is distinct from p_except
    ),
    moments as (
      select pg_catalog.lower(p_hold) as at
      union
      select pg_catalog.lower(p.hold) from present p where p_hold operator(pg_catalog.@>) pg_catalog.lower(p.hold)
    )
    select (p_rules ->> 'guestsAtOnce') is null
        or p_party + coalesce((
             select pg_catalog.max(g.guests)
               from (select (select coalesce(pg_catalog.sum(p.party_size), 0) from present p
                              where p.hold operator(pg_catalog.@>) m.at) as guests
                       from moments m) g), 0)
           <= (p_rules ->> 'guestsAtOnce')::integer
  );
end;
$$;

create or replace function private.table_availability(
  p_rules jsonb,
  p_date date,
  p_time text,
  p_party integer,
  p_now timestamptz,
  p_except uuid,
  p_online boolean default true,
  out reason text,
  out table_ids uuid[],
  out hold tstzrange
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_capacity record;
  v_slot_taken integer;
  v_day_taken integer;
  v_closing integer;
begin
  reason := public.reservation_refusal(p_rules, p_date, p_time, p_party, p_now, p_online);
  if reason is not null then
    return;
  end if;
  if (p_rules ->> 'staysEndByClose')::boolean then
    v_closing := private.closing_minute(p_rules, p_date, p_time);
    if v_closing is null or private.minute_of(p_time) + private.stay_minutes(p_rules, p_date, p_party) > v_closing then
      reason := 'stayPastClose';
      return;
    end if;
  end if;
  select * into v_capacity from private.capacity_of(p_rules, p_date);
  select coalesce(pg_catalog.sum(r.party_size) filter (where r.reservation_time = p_time), 0),
         coalesce(pg_catalog.sum(r.party_size), 0)
    into v_slot_taken, v_day_taken
    from public.reservations r
   where r.reservation_date = p_date and r.status in ('pending', 'confirmed', 'seated')
     and r.id is distinct from p_except;
  if v_capacity.per_slot is not null and v_slot_taken + p_party > v_capacity.per_slot then
    reason := 'pacingSlot';
    return;
  end if;
  if v_capacity.per_day is not null and v_day_taken + p_party > v_capacity.per_day then
    reason := 'pacingDay';
    return;
  end if;
  hold := private.hold_of(p_rules, p_date, p_time, p_party);
  if exists (select from public.restaurant_tables) then
    if not exists (select from private.seatings_for(p_party, p_online)) then
      reason := 'noTableFits';
      return;
    end if;
    table_ids := private.free_seating(p_party, p_online, hold, p_except);
    if table_ids is null then
      reason := 'noTableFree';
    end if;
    return;
  end if;
  table_ids := '{}';
  if not private.room_has_space(p_rules, p_date, p_party, hold, p_except) then
    reason := 'roomFull';
    table_ids := null;
  end if;
end;
$$;

revoke all on function private.table_availability(jsonb, date, text, integer, timestamptz, uuid, boolean) from public;

create or replace function public.day_availability(p_date date, p_party_size integer, p_online boolean)
returns table (reservation_time text, reason text, table_ids uuid[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := private.booking_rules();
  v_now timestamptz := pg_catalog.now();
begin
  if not public.is_admin() then
    raise exception 'staff only' using errcode = '42501';
  end if;
  if p_date is null then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  return query
    select s.t, a.reason, a.table_ids
      from pg_catalog.unnest(public.reservation_slots(v_rules, p_date)) s(t)
     cross join lateral private.table_availability(
             v_rules, p_date, s.t, p_party_size, v_now, null, coalesce(p_online, true)) a
     order by s.t;
end;
$$;

comment on function public.day_availability(date, integer, boolean) is
  'Each time of a date for a party: the tables it would get, or why not (Unavailability of src/domain/room/availability.ts). Staff only.';

revoke all on function public.day_availability(date, integer, boolean) from public, anon, authenticated, service_role;

grant execute on function public.day_availability(date, integer, boolean) to authenticated;

create or replace function private.release_tables()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_holds boolean := new.status in ('pending', 'confirmed', 'seated');
begin
  update public.reservation_tables t set holds = v_holds
   where t.reservation_id = new.id and t.holds <> v_holds;
  return null;
exception when exclusion_violation then
  delete from public.reservation_tables t where t.reservation_id = new.id;
  return null;
end;
$$;

create or replace function private.event_seats_taken(p_event_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(r.party_size), 0)::integer
    from public.reservations r
   where r.event_id = p_event_id and r.status in ('pending', 'confirmed', 'seated');
$$;

create or replace function public.change_reservation_status(
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
  if p_status is null or p_status not in ('pending', 'confirmed', 'seated', 'cancelled', 'completed', 'no_show') then
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
  -- Completed and no-show tell how a meal went: not before the booking's time; a party is seated from its
  -- date on, early guests included (canMoveTo() in the domain).
  if p_status in ('completed', 'no_show')
     and (v_old.reservation_date + v_old.reservation_time::time) at time zone 'Europe/Berlin' > pg_catalog.now() then
    perform public.raise_invalid('admin:reservations.validation.notBegun', 'status');
  end if;
  if p_status = 'seated' and v_old.reservation_date > (pg_catalog.now() at time zone 'Europe/Berlin')::date then
    perform public.raise_invalid('admin:reservations.validation.notToday', 'status');
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
  'An admin moves a reservation to another status (not its own; completed and no-show not before its time); '
  'notes are saved when given; p_reason '
  '(at most 500 characters) goes to the guest with a cancellation.';

create or replace function public.admin_list_reservations(
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
  if p_status is not null
     and p_status not in ('pending', 'confirmed', 'seated', 'cancelled', 'completed', 'no_show') then
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
   where r.reservation_date = v_today and r.status in ('pending', 'confirmed', 'seated', 'completed');
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

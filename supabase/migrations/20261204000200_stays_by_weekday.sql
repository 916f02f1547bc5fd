-- A weekday's own stays (decision 0107): booking_rules.staysByWeekday, e.g. Sunday's brunch longer than a
-- weekday's breakfast. The key is optional, so the rules in force stay valid as they are; stay_minutes() reads
-- the date, and the old one without it is dropped.

-- A weekday's own stays: absent, or an object whose keys are ISO weekdays ('1' Monday to '7' Sunday), each
-- holding stays as stays_valid() reads them.
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

drop function private.stay_minutes(jsonb, integer);

-- How long a party stays on a date: the minutes of the last entry of the date's stays whose fromPartySize it
-- reaches; a weekday with stays of its own (staysByWeekday) reads those, any other the usual stays.
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
   where r.reservation_date = p_date and r.status in ('pending', 'confirmed')
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

-- The room (decision 0107): tables, stays and the hold the database never gives twice. Every booking is
-- kept; bookings made before tables existed stay unassigned and hold by the rules in force.

create extension if not exists btree_gist with schema extensions;

alter table public.reservations add column held_until timestamptz;

-- The rules in force gain the stay of a party, the buffer between sittings, stays ending by the close and the
-- room's seats (the defaults of a new install), before the check that requires them.
update public.restaurant_settings
   set booking_rules = booking_rules || $json${
  "stays": [
    {"fromPartySize": 1, "minutes": 90}, {"fromPartySize": 3, "minutes": 105}, {"fromPartySize": 5, "minutes": 120}
  ],
  "bufferMinutes": 15,
  "staysEndByClose": true,
  "guestsAtOnce": 40
}$json$::jsonb
 where id;

-- How long parties stay: 1 to 12 entries { fromPartySize, minutes }, the first from 1 guest, fromPartySize
-- rising strictly, minutes 15 to 720.
create or replace function private.stays_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_item jsonb;
  v_last integer := 0;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'array' or pg_catalog.jsonb_array_length(p) not between 1 and 12 then
    return false;
  end if;
  for v_item in select pg_catalog.jsonb_array_elements(p) loop
    if not coalesce(pg_catalog.jsonb_typeof(v_item) = 'object'
            and private.json_int_between(v_item -> 'fromPartySize', 1, 100)
            and private.json_int_between(v_item -> 'minutes', 15, 720), false)
       or (v_last = 0 and (v_item ->> 'fromPartySize')::integer <> 1)
       or (v_item ->> 'fromPartySize')::integer <= v_last then
      return false;
    end if;
    v_last := (v_item ->> 'fromPartySize')::integer;
  end loop;
  return true;
end;
$$;

revoke all on function private.stays_valid(jsonb) from public;

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
     or pg_catalog.jsonb_typeof(p -> 'capacityOverrides') is distinct from 'array'
     or not private.json_int_between(p -> 'bufferMinutes', 0, 240)
     or pg_catalog.jsonb_typeof(p -> 'staysEndByClose') is distinct from 'boolean'
     -- coalesce: a missing key makes the test null, which must not pass.
     or not coalesce(p -> 'guestsAtOnce' = 'null'::jsonb or private.json_int_between(p -> 'guestsAtOnce', 1, 100000), false)
     or not private.stays_valid(p -> 'stays') then
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

-- The opening ranges of a date: a special opening's, none in a closed period, else the weekday's (hoursOf() of
-- src/domain/settings/booking-rules.ts).
create or replace function public.reservation_hours(p_rules jsonb, p_date date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select coalesce(
      (select s -> 'hours' from pg_catalog.jsonb_array_elements(p_rules -> 'specialOpenings') s
        where (s ->> 'date')::date = p_date limit 1),
      case when exists (select from pg_catalog.jsonb_array_elements(p_rules -> 'closedPeriods') c
                         where p_date between (c ->> 'from')::date and (c ->> 'to')::date)
           then '[]'::jsonb
           else p_rules -> 'weeklyHours' -> (extract(isodow from p_date)::integer::text) end)
  );
end;
$$;

revoke all on function public.reservation_hours(jsonb, date) from public;
grant execute on function public.reservation_hours(jsonb, date) to service_role;

-- Every time a guest could book on a date, whatever the clock says: slotsOf() of
-- src/domain/settings/bookable-slots.ts (a property test compares the two on random rules and dates).
create or replace function public.reservation_slots(p_rules jsonb, p_date date)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    with hours as (
      select public.reservation_hours(p_rules, p_date) as ranges
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
     where (wall at time zone 'Europe/Berlin') at time zone 'Europe/Berlin' = wall
  );
end;
$$;

revoke all on function public.reservation_slots(jsonb, date) from public;
grant execute on function public.reservation_slots(jsonb, date) to service_role;

-- The room (decision 0107): dining areas, the tables in them and the combinations they join into, and the
-- tables each booking holds for its stay. src/domain/room/ states the same rule in TypeScript; the SQL tests
-- run both on the same bookings and compare every answer.
--
--   * A party stays the minutes of the last entry of booking_rules.stays whose fromPartySize it reaches; a
--     booking holds its seats from its time until its stay plus booking_rules.bufferMinutes have passed
--     (reservations.held_until, fixed when it is booked or moved).
--   * Seated at the first of private.seatings_for() (the fewest seats that fit, then the lower priority
--     number, then a single table before a combination, then id) none of whose tables is held during the
--     hold. A room without any table counts guests present at once instead (booking_rules.guestsAtOnce).
--   * Decided under the date's lock (private.lock_reservation_date()); reservation_tables' exclusion
--     constraint refuses a second hold of one table at overlapping times whatever writes it.

-- ---------------------------------------------------------------------------------------------------------
-- The floor plan: staff read and change it; the public never reads it (the free times are computed by
-- SECURITY DEFINER functions, which answer times, never tables).
-- ---------------------------------------------------------------------------------------------------------
create table public.dining_areas (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint dining_areas_name_length check (char_length(btrim(name)) between 1 and 60)
);

create table public.restaurant_tables (
  id uuid primary key default gen_random_uuid(),
  area_id uuid not null references public.dining_areas (id) on delete restrict,
  name text not null,
  min_seats integer not null default 1,
  max_seats integer not null,
  -- Whether guests may be seated here by the booking form; staff seat anywhere.
  online_bookable boolean not null default true,
  -- Among tables with as many seats, the lower number is seated first.
  priority integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint restaurant_tables_name_key unique (name),
  constraint restaurant_tables_name_length check (char_length(btrim(name)) between 1 and 30),
  constraint restaurant_tables_seats_range check (min_seats between 1 and 100 and max_seats between min_seats and 100),
  constraint restaurant_tables_priority_range check (priority between -1000 and 1000)
);

create index restaurant_tables_area_id_idx on public.restaurant_tables (area_id);

-- Tables that may be joined for a larger party: their seats add up (the sum of the members' max_seats); a
-- member stays bookable on its own while the combination is not in use.
create table public.table_combinations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  min_seats integer not null default 1,
  online_bookable boolean not null default true,
  priority integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint table_combinations_name_key unique (name),
  constraint table_combinations_name_length check (char_length(btrim(name)) between 1 and 30),
  constraint table_combinations_min_seats_range check (min_seats between 1 and 200),
  constraint table_combinations_priority_range check (priority between -1000 and 1000)
);

create table public.table_combination_members (
  id uuid primary key default gen_random_uuid(),
  combination_id uuid not null references public.table_combinations (id) on delete cascade,
  table_id uuid not null references public.restaurant_tables (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint table_combination_members_once unique (combination_id, table_id)
);

create index table_combination_members_table_id_idx on public.table_combination_members (table_id);

-- The tables a booking holds, and for when: [its time, held_until). `holds` follows the booking's status
-- (private.release_tables()): a cancelled, declined, no-show or completed booking frees its tables.
create table public.reservation_tables (
  id uuid primary key default gen_random_uuid(),
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  -- A table taken out of the plan frees its bookings, which then show as not yet seated.
  table_id uuid not null references public.restaurant_tables (id) on delete cascade,
  during tstzrange not null,
  holds boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservation_tables_once unique (reservation_id, table_id),
  constraint reservation_tables_during_bounded
    check (not pg_catalog.isempty(during) and not pg_catalog.lower_inf(during) and not pg_catalog.upper_inf(during)),
  -- The rule the whole room rests on: one table, one party at a time.
  constraint reservation_tables_one_party_at_a_time
    exclude using gist (table_id with =, during with &&) where (holds)
);

create index reservation_tables_reservation_id_idx on public.reservation_tables (reservation_id);

create trigger set_updated_at before update on public.dining_areas
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.restaurant_tables
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.table_combinations
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.table_combination_members
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.reservation_tables
  for each row execute function public.set_updated_at();

alter table public.dining_areas enable row level security;
alter table public.restaurant_tables enable row level security;
alter table public.table_combinations enable row level security;
alter table public.table_combination_members enable row level security;
alter table public.reservation_tables enable row level security;

grant select, insert, update, delete on public.dining_areas to authenticated;
grant select, insert, update, delete on public.restaurant_tables to authenticated;
grant select, insert, update, delete on public.table_combinations to authenticated;
grant select, insert, update, delete on public.table_combination_members to authenticated;
-- Seating is written by the booking functions; staff read it.
grant select on public.reservation_tables to authenticated;

create policy dining_areas_admin_all on public.dining_areas for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy restaurant_tables_admin_all on public.restaurant_tables for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy table_combinations_admin_all on public.table_combinations for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy table_combination_members_admin_all on public.table_combination_members for all to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy reservation_tables_admin_select on public.reservation_tables for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Stays and holds
-- ---------------------------------------------------------------------------------------------------------

-- Minutes since midnight of an 'HH:MM' wall-clock time ('24:00' is 1440).
create or replace function private.minute_of(p_time text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (
    select pg_catalog.split_part(p_time, ':', 1)::integer * 60 + pg_catalog.split_part(p_time, ':', 2)::integer
  );
end;
$$;

revoke all on function private.minute_of(text) from public;

-- How long a party stays: the minutes of the last entry of stays whose fromPartySize it reaches.
create or replace function private.stay_minutes(p_rules jsonb, p_party integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (
    select (s ->> 'minutes')::integer
      from pg_catalog.jsonb_array_elements(p_rules -> 'stays') s
     where (s ->> 'fromPartySize')::integer <= p_party
     order by (s ->> 'fromPartySize')::integer desc
     limit 1
  );
end;
$$;

revoke all on function private.stay_minutes(jsonb, integer) from public;

-- The close of the opening range a time starts in (the latest, where ranges overlap), in minutes; null when
-- no range holds it.
create or replace function private.closing_minute(p_rules jsonb, p_date date, p_time text)
returns integer
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select pg_catalog.max(private.minute_of(r ->> 'to'))
      from pg_catalog.jsonb_array_elements(public.reservation_hours(p_rules, p_date)) r
     where private.minute_of(r ->> 'from') <= private.minute_of(p_time)
       and private.minute_of(p_time) < private.minute_of(r ->> 'to')
  );
end;
$$;

revoke all on function private.closing_minute(jsonb, date, text) from public;

-- The hold of a party booked at p_date p_time: from its time until its stay and the buffer have passed.
create or replace function private.hold_of(p_rules jsonb, p_date date, p_time text, p_party integer)
returns tstzrange
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select pg_catalog.tstzrange(s.at, s.at + pg_catalog.make_interval(
             mins => private.stay_minutes(p_rules, p_party) + (p_rules ->> 'bufferMinutes')::integer), '[)')
      from (select (p_date + p_time::time) at time zone 'Europe/Berlin' as at) s
  );
end;
$$;

revoke all on function private.hold_of(jsonb, date, text, integer) from public;

-- The hold of a stored booking: until its held_until, or (booked before stays existed) by the rules in force.
create or replace function private.reservation_hold(p_rules jsonb, p_row public.reservations)
returns tstzrange
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select case when p_row.held_until is null
                then private.hold_of(p_rules, p_row.reservation_date, p_row.reservation_time, p_row.party_size)
                else pg_catalog.tstzrange(
                       (p_row.reservation_date + p_row.reservation_time::time) at time zone 'Europe/Berlin',
                       p_row.held_until, '[)') end
  );
end;
$$;

revoke all on function private.reservation_hold(jsonb, public.reservations) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Seating
-- ---------------------------------------------------------------------------------------------------------

-- The tables and combinations that fit a party, best first: the fewest seats, then the lower priority
-- number, then a single table before a combination, then id. Online, only those guests may book.
create or replace function private.seatings_for(p_party integer, p_online boolean)
returns table (kind text, id uuid, table_ids uuid[], seats integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query
    select c.kind, c.id, c.table_ids, c.seats
      from (
        select 'table' as kind, t.id, array[t.id] as table_ids, t.max_seats as seats, t.min_seats, t.priority,
               t.online_bookable, 0 as kind_order
          from public.restaurant_tables t
        union all
        select 'combination', k.id, pg_catalog.array_agg(m.table_id order by m.table_id),
               pg_catalog.sum(t.max_seats)::integer, k.min_seats, k.priority, k.online_bookable, 1
          from public.table_combinations k
          join public.table_combination_members m on m.combination_id = k.id
          join public.restaurant_tables t on t.id = m.table_id
         group by k.id
        having pg_catalog.count(*) >= 2
      ) c
     where c.min_seats <= p_party and p_party <= c.seats and (c.online_bookable or not p_online)
     order by c.seats, c.priority, c.kind_order, c.id;
end;
$$;

revoke all on function private.seatings_for(integer, boolean) from public;

-- The tables of the best seating none of whose tables is held during p_hold (p_except's own holds aside: a
-- booking being moved); null when none is free.
create or replace function private.free_seating(p_party integer, p_online boolean, p_hold tstzrange, p_except uuid)
returns uuid[]
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select s.table_ids
      from private.seatings_for(p_party, p_online) with ordinality s(kind, id, table_ids, seats, n)
     where not exists (
             select from public.reservation_tables h
              where h.holds and h.table_id = any (s.table_ids) and h.during operator(pg_catalog.&&) p_hold
                and h.reservation_id is distinct from p_except)
     order by s.n
     limit 1
  );
end;
$$;

revoke all on function private.free_seating(integer, boolean, tstzrange, uuid) from public;

-- A room without tables: whether the guests present at every moment of p_hold, plus the party, stay within
-- guestsAtOnce. Presence changes only where a hold starts, so the moments to look at are p_hold's start and
-- every hold's start inside it.
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
       where r.reservation_date = p_date and r.status in ('pending', 'confirmed') and r.event_id is null
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

revoke all on function private.room_has_space(jsonb, date, integer, tstzrange, uuid) from public;

-- Why an online table booking for p_party at p_date p_time cannot be taken, in checkBooking()'s order
-- (src/domain/room/availability.ts), with the tables it would get when it can (empty in a room without
-- tables). Counts what committed before; a caller that books takes the date's lock first.
create or replace function private.table_availability(
  p_rules jsonb,
  p_date date,
  p_time text,
  p_party integer,
  p_now timestamptz,
  p_except uuid,
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
  reason := public.reservation_refusal(p_rules, p_date, p_time, p_party, p_now);
  if reason is not null then
    return;
  end if;
  if (p_rules ->> 'staysEndByClose')::boolean then
    v_closing := private.closing_minute(p_rules, p_date, p_time);
    if v_closing is null or private.minute_of(p_time) + private.stay_minutes(p_rules, p_party) > v_closing then
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
    if not exists (select from private.seatings_for(p_party, true)) then
      reason := 'noTableFits';
      return;
    end if;
    table_ids := private.free_seating(p_party, true, hold, p_except);
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

revoke all on function private.table_availability(jsonb, date, text, integer, timestamptz, uuid) from public;

-- The guest's message for a reason (guestRefusal() of src/domain/room/availability.ts).
create or replace function private.guest_refusal(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (
    select case when p_reason = 'stayPastClose' then 'timeOutsideHours'
                when p_reason in ('pacingSlot', 'pacingDay', 'noTableFree', 'roomFull') then 'slotFull'
                when p_reason = 'noTableFits' then 'partyTooLarge'
                else p_reason end
  );
end;
$$;

revoke all on function private.guest_refusal(text) from public;

-- Holds p_tables for p_reservation during p_hold. A second hold of one of them (a stay reaching past midnight
-- into a date locked by another booking) is refused as a full time, never stored.
create or replace function private.hold_tables(p_reservation uuid, p_tables uuid[], p_hold tstzrange)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from public.reservation_tables t where t.reservation_id = p_reservation;
  insert into public.reservation_tables (reservation_id, table_id, during)
  select p_reservation, t, p_hold from pg_catalog.unnest(p_tables) t;
exception when exclusion_violation then
  perform public.raise_invalid('reservations.validation.slotFull', 'reservation_time');
end;
$$;

revoke all on function private.hold_tables(uuid, uuid[], tstzrange) from public;

-- A booking that stops holding (cancelled, declined, no-show, completed) frees its tables; one that holds
-- again takes them back if nobody has taken them since, else it shows as not yet seated. SECURITY DEFINER:
-- it runs for whoever changes a status, none of whom may write reservation_tables.
create or replace function private.release_tables()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_holds boolean := new.status in ('pending', 'confirmed');
begin
  update public.reservation_tables t set holds = v_holds
   where t.reservation_id = new.id and t.holds <> v_holds;
  return null;
exception when exclusion_violation then
  delete from public.reservation_tables t where t.reservation_id = new.id;
  return null;
end;
$$;

revoke all on function private.release_tables() from public;

create trigger reservations_release_tables after update of status on public.reservations
  for each row when (old.status is distinct from new.status)
  execute function private.release_tables();

-- ---------------------------------------------------------------------------------------------------------
-- The floor plan as one value: FloorPlan of src/domain/room/floor-plan.ts, read and saved whole by staff, so
-- that Settings shows and replaces areas, tables and combinations in one request and one transaction.
-- ---------------------------------------------------------------------------------------------------------

-- The plan in the domain's shape, each list in a stable order.
create or replace function private.floor_plan()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return pg_catalog.jsonb_build_object(
    'areas', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', a.id, 'name', a.name, 'displayOrder', a.display_order) order by a.display_order, a.name, a.id)
        from public.dining_areas a), '[]'::jsonb),
    'tables', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', t.id, 'areaId', t.area_id, 'name', t.name, 'minSeats', t.min_seats, 'maxSeats', t.max_seats,
               'onlineBookable', t.online_bookable, 'priority', t.priority) order by t.name, t.id)
        from public.restaurant_tables t), '[]'::jsonb),
    'combinations', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', k.id, 'name', k.name, 'minSeats', k.min_seats, 'onlineBookable', k.online_bookable,
               'priority', k.priority,
               'tableIds', (select coalesce(pg_catalog.jsonb_agg(m.table_id order by m.table_id), '[]'::jsonb)
                              from public.table_combination_members m where m.combination_id = k.id))
             order by k.name, k.id)
        from public.table_combinations k), '[]'::jsonb));
end;
$$;

revoke all on function private.floor_plan() from public;

-- Staff read the plan.
create or replace function public.floor_plan()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'staff only' using errcode = '42501';
  end if;
  return private.floor_plan();
end;
$$;

comment on function public.floor_plan() is
  'The floor plan (FloorPlan of src/domain/room/floor-plan.ts): areas, tables and combinations. Staff only.';

revoke all on function public.floor_plan() from public, anon, authenticated, service_role;
grant execute on function public.floor_plan() to authenticated;

-- Staff replace the plan whole: areas, tables and combinations are kept by id, changed, added, or removed when
-- missing from p_plan. A removed table frees the bookings seated at it (they show as not yet seated); a removed
-- area must have no table left. Every bound is a constraint of the tables (floorPlanSchema says the same);
-- a combination naming a table outside the plan is refused as settings.validation.combinationTables.
create or replace function public.save_floor_plan(p_plan jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'staff only' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_plan -> 'areas') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p_plan -> 'tables') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p_plan -> 'combinations') is distinct from 'array' then
    perform public.raise_invalid('settings.validation.floorPlan', '');
  end if;

  insert into public.dining_areas as a (id, name, display_order)
  select (x ->> 'id')::uuid, x ->> 'name', (x ->> 'displayOrder')::integer
    from pg_catalog.jsonb_array_elements(p_plan -> 'areas') x
  on conflict (id) do update set name = excluded.name, display_order = excluded.display_order
   where (a.name, a.display_order) is distinct from (excluded.name, excluded.display_order);

  -- Names are unique: the kept and changed tables take their new names after the removed ones are gone.
  delete from public.table_combinations k
   where k.id not in (select (x ->> 'id')::uuid from pg_catalog.jsonb_array_elements(p_plan -> 'combinations') x);
  delete from public.restaurant_tables t
   where t.id not in (select (x ->> 'id')::uuid from pg_catalog.jsonb_array_elements(p_plan -> 'tables') x);
  insert into public.restaurant_tables as t (id, area_id, name, min_seats, max_seats, online_bookable, priority)
  select (x ->> 'id')::uuid, (x ->> 'areaId')::uuid, x ->> 'name', (x ->> 'minSeats')::integer,
         (x ->> 'maxSeats')::integer, (x ->> 'onlineBookable')::boolean, (x ->> 'priority')::integer
    from pg_catalog.jsonb_array_elements(p_plan -> 'tables') x
  on conflict (id) do update
     set area_id = excluded.area_id, name = excluded.name, min_seats = excluded.min_seats,
         max_seats = excluded.max_seats, online_bookable = excluded.online_bookable, priority = excluded.priority
   where (t.area_id, t.name, t.min_seats, t.max_seats, t.online_bookable, t.priority)
         is distinct from (excluded.area_id, excluded.name, excluded.min_seats, excluded.max_seats,
                           excluded.online_bookable, excluded.priority);
  delete from public.dining_areas a
   where a.id not in (select (x ->> 'id')::uuid from pg_catalog.jsonb_array_elements(p_plan -> 'areas') x);

  insert into public.table_combinations as k (id, name, min_seats, online_bookable, priority)
  select (x ->> 'id')::uuid, x ->> 'name', (x ->> 'minSeats')::integer, (x ->> 'onlineBookable')::boolean,
         (x ->> 'priority')::integer
    from pg_catalog.jsonb_array_elements(p_plan -> 'combinations') x
  on conflict (id) do update
     set name = excluded.name, min_seats = excluded.min_seats, online_bookable = excluded.online_bookable,
         priority = excluded.priority
   where (k.name, k.min_seats, k.online_bookable, k.priority)
         is distinct from (excluded.name, excluded.min_seats, excluded.online_bookable, excluded.priority);
  delete from public.table_combination_members m
   where m.combination_id in (select (x ->> 'id')::uuid from pg_catalog.jsonb_array_elements(p_plan -> 'combinations') x);
  if exists (select from pg_catalog.jsonb_array_elements(p_plan -> 'combinations') x
              where pg_catalog.jsonb_typeof(x -> 'tableIds') is distinct from 'array'
                 or pg_catalog.jsonb_array_length(x -> 'tableIds') < 2
                 or exists (select from pg_catalog.jsonb_array_elements_text(x -> 'tableIds') m
                             where not exists (select from public.restaurant_tables t where t.id::text = m))) then
    perform public.raise_invalid('settings.validation.combinationTables', 'combinations');
  end if;
  insert into public.table_combination_members (combination_id, table_id)
  select (x ->> 'id')::uuid, m::uuid
    from pg_catalog.jsonb_array_elements(p_plan -> 'combinations') x,
         pg_catalog.jsonb_array_elements_text(x -> 'tableIds') m;
  return private.floor_plan();
end;
$$;

comment on function public.save_floor_plan(jsonb) is
  'Replaces the floor plan (FloorPlan of src/domain/room/floor-plan.ts) in one transaction and answers it. '
  'Staff only. Errors: 22023 + translation key, or the constraint of the tables (23xxx).';

revoke all on function public.save_floor_plan(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.save_floor_plan(jsonb) to authenticated;

-- The times of a date a party can book now: open, within the horizon and the lead time, its stay ending by the
-- close, within the pacing limits, and with a table free for the whole hold (or room for it, without tables).
-- For the booking form; it reveals how full a time is no more than trying to book it does.
create or replace function public.free_reservation_times(p_date date, p_party_size integer)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := private.booking_rules();
  v_party integer := greatest(coalesce(p_party_size, 1), 1);
  v_now timestamptz := pg_catalog.now();
begin
  if p_date is null or public.reservation_refusal(v_rules, p_date, null, v_party, v_now)
       in ('partyTooLarge', 'dateInPast', 'dateTooFar', 'dateClosed') then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(s.t order by s.t)
      from pg_catalog.unnest(public.reservation_slots(v_rules, p_date)) s(t)
     where (private.table_availability(v_rules, p_date, s.t, v_party, v_now, null)).reason is null
  ), '{}');
end;
$$;

revoke all on function public.free_reservation_times(date, integer) from public;
grant execute on function public.free_reservation_times(date, integer) to anon, authenticated, service_role;

drop function private.assert_table_bookable(jsonb, date, text, integer, uuid);

-- A table booking for p_party at p_date p_time fits the owner's rules and the room, decided under the date's
-- lock (private.table_availability()); answers the tables it is seated at (none in a room without tables)
-- and its hold. p_except is a booking being moved, which does not count against itself.
create or replace function private.assert_table_bookable(
  p_rules jsonb,
  p_date date,
  p_time text,
  p_party integer,
  p_except uuid default null,
  out table_ids uuid[],
  out hold tstzrange
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_refusal text := public.reservation_refusal(p_rules, p_date, p_time, p_party, pg_catalog.now());
  v_answer record;
begin
  -- A date or time that can never be booked is refused before waiting for the date's lock.
  if v_refusal is null then
    perform private.lock_reservation_date(p_date);
    select * into v_answer from private.table_availability(p_rules, p_date, p_time, p_party, pg_catalog.now(), p_except);
    v_refusal := private.guest_refusal(v_answer.reason);
  end if;
  if v_refusal is not null then
    perform public.raise_invalid(
      'reservations.validation.' || v_refusal,
      case when v_refusal = 'partyTooLarge' then 'party_size'
           when v_refusal in ('timeOutsideHours', 'timeTooSoon', 'slotFull') then 'reservation_time'
           else 'reservation_date' end);
  end if;
  table_ids := v_answer.table_ids;
  hold := v_answer.hold;
end;
$$;

revoke all on function private.assert_table_bookable(jsonb, date, text, integer, uuid) from public;

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
  v_tables uuid[];
  v_hold tstzrange;
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
    select s.table_ids, s.hold into v_tables, v_hold
      from private.assert_table_bookable(v_rules, p_reservation_date, v_input.reservation_time, p_party_size) s;
  else
    perform private.assert_event_seats(v_rules, p_event_id, p_reservation_date, v_input.reservation_time, p_party_size);
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key, event_id, held_until
  )
  values (
    v_input.customer_name, v_input.customer_email, v_input.customer_phone, p_reservation_date,
    v_input.reservation_time, p_party_size, v_input.special_requests,
    public.normalize_language(p_language_preference), 'pending', p_submission_key, p_event_id,
    pg_catalog.upper(v_hold)
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;

  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
  else
    if p_event_id is null then
      perform private.hold_tables(v_row.id, v_tables, v_hold);
    end if;
    if v_guarded then
      insert into private.client_attempts (kind, address_hash) values ('booking', v_address);
    end if;
  end if;
  return v_row;
end;
$$;

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
  v_tables uuid[];
  v_hold tstzrange;
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
    select s.table_ids, s.hold into v_tables, v_hold
      from private.assert_table_bookable(private.booking_rules(), v_date, v_time, v_row.party_size, v_row.id) s;
    update public.reservations r
       set reservation_date = v_date, reservation_time = v_time, status = 'pending', confirmed_at = null,
           held_until = pg_catalog.upper(v_hold)
     where r.id = v_row.id
    returning r.* into v_row;
    perform private.hold_tables(v_row.id, v_tables, v_hold);
  end if;

  return pg_catalog.jsonb_build_object(
    'reservation', private.guest_reservation(v_row),
    'token', private.reservation_token(v_row.id, private.reservation_token_expiry(v_row.reservation_date))
  );
end;
$$;

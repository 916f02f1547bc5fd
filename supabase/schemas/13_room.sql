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
             mins => private.stay_minutes(p_rules, p_date, p_party) + (p_rules ->> 'bufferMinutes')::integer), '[)')
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

revoke all on function private.room_has_space(jsonb, date, integer, tstzrange, uuid) from public;

-- Why a table booking for p_party at p_date p_time cannot be taken, in checkBooking()'s order
-- (src/domain/room/availability.ts), with the tables it would get when it can (empty in a room without
-- tables): online (p_online) as the booking form, else as staff book, held to the room but not to the form's
-- limits or its tables. Counts what committed before; a caller that books takes the date's lock first.
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

-- Every time of a date with its answer for a party, for staff: the tables it would get, or why it cannot be
-- booked (dayAvailability() of src/domain/room/availability.ts), online as guests see it or as staff book.
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

-- Holds p_tables for p_reservation during p_hold, and notes a change of tables in the booking's history. A
-- second hold of one of them (a stay reaching past midnight into a date locked by another booking) is refused
-- as a full time, never stored.
create or replace function private.hold_tables(p_reservation uuid, p_tables uuid[], p_hold tstzrange)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_before text := private.tables_label(p_reservation);
  v_after text;
begin
  delete from public.reservation_tables t where t.reservation_id = p_reservation;
  insert into public.reservation_tables (reservation_id, table_id, during)
  select p_reservation, t, p_hold from pg_catalog.unnest(p_tables) t;
  v_after := private.tables_label(p_reservation);
  if v_before is distinct from v_after then
    perform private.note_reservation_change(p_reservation, 'changed', pg_catalog.jsonb_build_array(
      pg_catalog.jsonb_build_object('field', 'tables', 'from', v_before, 'to', v_after)));
  end if;
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

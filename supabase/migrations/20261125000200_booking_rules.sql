-- Opening hours, closed days and capacity as data (issue 14). The owner's booking rules are one JSON value in
-- the one row of public.restaurant_settings, the same shape as BookingRules in
-- src/domain/settings/booking-rules.ts, so the browser and this file read the same thing. The public reads it
-- (hours and closed-day notes are for guests); only an admin changes it. create_reservation() enforces every
-- rule here, in one transaction per date that cannot overbook, because the anon key can call it without the
-- form.

-- Whether a value is one of the rule set's opening ranges: {"from": "HH:MM", "to": "HH:MM"}, from < to.
create or replace function private.time_range_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'object'
     and p ->> 'from' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     and p ->> 'to' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
     and p ->> 'from' < p ->> 'to', false);
$$;

-- Whether a value is a whole number within bounds (JSON numbers may have fractions; these may not).
create or replace function private.json_int_between(p jsonb, p_min integer, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'number'
     and (p #>> '{}')::numeric = pg_catalog.trunc((p #>> '{}')::numeric)
     and (p #>> '{}')::numeric between p_min and p_max, false);
$$;

-- Covers: null (no limit) or a whole number of guests.
create or replace function private.json_covers_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is not null and (p = 'null'::jsonb or private.json_int_between(p, 0, 100000));
$$;

-- Whether a value is a yyyy-MM-dd date.
create or replace function private.json_date_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'string' or (p #>> '{}') !~ '^\d{4}-\d{2}-\d{2}$' then
    return false;
  end if;
  perform (p #>> '{}')::date;
  return true;
exception when others then
  return false;
end;
$$;

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
     or pg_catalog.jsonb_typeof(p -> 'capacityOverrides') is distinct from 'array' then
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

create table public.restaurant_settings (
  id boolean primary key default true constraint restaurant_settings_one_row check (id),
  booking_rules jsonb not null constraint restaurant_settings_booking_rules_valid
    check (public.booking_rules_valid(booking_rules)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts.';

-- DEFAULT_BOOKING_RULES of the domain (a test checks they are equal): what the site always offered.
insert into public.restaurant_settings (booking_rules) values ($json${
  "weeklyHours": {
    "1": [{"from": "08:00", "to": "22:00"}], "2": [{"from": "08:00", "to": "22:00"}],
    "3": [{"from": "08:00", "to": "22:00"}], "4": [{"from": "08:00", "to": "22:00"}],
    "5": [{"from": "08:00", "to": "22:00"}], "6": [{"from": "08:00", "to": "22:00"}],
    "7": [{"from": "08:00", "to": "22:00"}]
  },
  "slotMinutes": 30,
  "lastSlotBeforeCloseMinutes": 30,
  "closedPeriods": [],
  "specialOpenings": [],
  "horizonDays": 90,
  "leadTimeMinutes": 120,
  "maxPartySize": 20,
  "coversPerSlot": null,
  "coversPerDay": null,
  "capacityOverrides": []
}$json$::jsonb);

create trigger restaurant_settings_updated_at before update on public.restaurant_settings
  for each row execute function public.set_updated_at();

alter table public.restaurant_settings enable row level security;
revoke all on table public.restaurant_settings from public, anon, authenticated;
grant select on table public.restaurant_settings to anon, authenticated;
grant all on table public.restaurant_settings to service_role;
grant update (booking_rules) on table public.restaurant_settings to authenticated;
create policy "Everyone reads the settings" on public.restaurant_settings
  for select to anon, authenticated using (true);
create policy "Admins change the settings" on public.restaurant_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

-- The rules in force.
create or replace function private.booking_rules()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select s.booking_rules from public.restaurant_settings s where s.id;
$$;

-- Every time a guest could book on a date, whatever the clock says: slotsOf() of
-- src/domain/settings/bookable-slots.ts (a property test compares the two on random rules and dates).
create or replace function public.reservation_slots(p_rules jsonb, p_date date)
returns text[]
language sql
stable
set search_path = ''
as $$
  with hours as (
    select coalesce(
      (select s -> 'hours' from pg_catalog.jsonb_array_elements(p_rules -> 'specialOpenings') s
        where (s ->> 'date')::date = p_date limit 1),
      case when exists (select from pg_catalog.jsonb_array_elements(p_rules -> 'closedPeriods') c
                         where p_date between (c ->> 'from')::date and (c ->> 'to')::date)
           then '[]'::jsonb
           else p_rules -> 'weeklyHours' -> (extract(isodow from p_date)::integer::text) end) as ranges
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
   where (wall at time zone 'Europe/Berlin') at time zone 'Europe/Berlin' = wall;
$$;

-- Why a booking cannot be taken, as the domain's bookingRefusal() without capacity; null when it can.
create or replace function public.reservation_refusal(
  p_rules jsonb, p_date date, p_time text, p_party_size integer, p_now timestamptz
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
  if p_party_size > (p_rules ->> 'maxPartySize')::integer then
    return 'partyTooLarge';
  end if;
  if p_date < v_today then
    return 'dateInPast';
  end if;
  if p_date > v_today + (p_rules ->> 'horizonDays')::integer then
    return 'dateTooFar';
  end if;
  v_slots := public.reservation_slots(p_rules, p_date);
  if pg_catalog.cardinality(v_slots) = 0 then
    return 'dateClosed';
  end if;
  if not (p_time = any (v_slots)) then
    return 'timeOutsideHours';
  end if;
  if (p_date + p_time::time) at time zone 'Europe/Berlin'
       <= p_now + pg_catalog.make_interval(mins => (p_rules ->> 'leadTimeMinutes')::integer) then
    return 'timeTooSoon';
  end if;
  return null;
end;
$$;

-- The covers a date's slot and the whole date can take (null: no limit), after the date's override.
create or replace function private.capacity_of(p_rules jsonb, p_date date, out per_slot integer, out per_day integer)
language sql
stable
set search_path = ''
as $$
  select (coalesce(o, p_rules) ->> 'coversPerSlot')::integer, (coalesce(o, p_rules) ->> 'coversPerDay')::integer
    from (select (select x from pg_catalog.jsonb_array_elements(p_rules -> 'capacityOverrides') x
                   where (x ->> 'date')::date = p_date limit 1) as o) d;
$$;

-- The times of a date a party can book now: bookable and with room. For the booking form; it reveals how
-- full a slot is no more than trying to book it does.
create or replace function public.free_reservation_times(p_date date, p_party_size integer)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := private.booking_rules();
  v_capacity record;
  v_day_taken integer;
  v_party integer := greatest(coalesce(p_party_size, 1), 1);
begin
  if p_date is null or public.reservation_refusal(v_rules, p_date, null, v_party, pg_catalog.now())
       in ('partyTooLarge', 'dateInPast', 'dateTooFar', 'dateClosed') then
    return '{}';
  end if;
  select * into v_capacity from private.capacity_of(v_rules, p_date);
  select coalesce(sum(r.party_size), 0) into v_day_taken
    from public.reservations r
   where r.reservation_date = p_date and r.status in ('pending', 'confirmed');
  if v_capacity.per_day is not null and v_day_taken + v_party > v_capacity.per_day then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(s.t order by s.t)
      from pg_catalog.unnest(public.reservation_slots(v_rules, p_date)) s(t)
     where (p_date + s.t::time) at time zone 'Europe/Berlin'
             > pg_catalog.now() + pg_catalog.make_interval(mins => (v_rules ->> 'leadTimeMinutes')::integer)
       and (v_capacity.per_slot is null or v_party + (
             select coalesce(sum(r.party_size), 0) from public.reservations r
              where r.reservation_date = p_date and r.reservation_time = s.t
                and r.status in ('pending', 'confirmed')) <= v_capacity.per_slot)
  ), '{}');
end;
$$;

-- Any 'HH:MM' the owner's hours may hold; create_reservation() decides which are bookable.
alter table public.reservations drop constraint reservations_reservation_time_slot;
alter table public.reservations add constraint reservations_reservation_time_slot
  check (reservation_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

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
  v_rules jsonb;
  v_refusal text;
  v_capacity record;
  v_slot_taken integer;
  v_day_taken integer;
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
  if v_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
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

  v_rules := private.booking_rules();
  v_refusal := public.reservation_refusal(v_rules, p_reservation_date, v_time, p_party_size, pg_catalog.now());
  if v_refusal is not null then
    perform public.raise_invalid(
      'reservations.validation.' || v_refusal,
      case when v_refusal = 'partyTooLarge' then 'party_size'
           when v_refusal in ('timeOutsideHours', 'timeTooSoon') then 'reservation_time'
           else 'reservation_date' end);
  end if;

  -- One booking per date at a time: the lock is held to the end of this transaction, so the next caller
  -- for the date counts this booking (READ COMMITTED reads what committed before each statement).
  perform pg_catalog.pg_advisory_xact_lock(7131, p_reservation_date - date '2000-01-01');
  select * into v_capacity from private.capacity_of(v_rules, p_reservation_date);
  select coalesce(sum(r.party_size) filter (where r.reservation_time = v_time), 0),
         coalesce(sum(r.party_size), 0)
    into v_slot_taken, v_day_taken
    from public.reservations r
   where r.reservation_date = p_reservation_date and r.status in ('pending', 'confirmed');
  if (v_capacity.per_slot is not null and v_slot_taken + p_party_size > v_capacity.per_slot)
     or (v_capacity.per_day is not null and v_day_taken + p_party_size > v_capacity.per_day) then
    perform public.raise_invalid('reservations.validation.slotFull', 'reservation_time');
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

revoke all on function private.time_range_valid(jsonb) from public;
revoke all on function private.json_int_between(jsonb, integer, integer) from public;
revoke all on function private.json_covers_valid(jsonb) from public;
revoke all on function private.json_date_valid(jsonb) from public;
revoke all on function public.booking_rules_valid(jsonb) from public;
grant execute on function public.booking_rules_valid(jsonb) to authenticated, service_role;
revoke all on function private.booking_rules() from public;
revoke all on function private.capacity_of(jsonb, date) from public;
revoke all on function public.reservation_slots(jsonb, date) from public;
revoke all on function public.reservation_refusal(jsonb, date, text, integer, timestamptz) from public;
revoke all on function public.free_reservation_times(date, integer) from public;
grant execute on function public.reservation_slots(jsonb, date) to service_role;
grant execute on function public.reservation_refusal(jsonb, date, text, integer, timestamptz) to service_role;
grant execute on function public.free_reservation_times(date, integer) to anon, authenticated, service_role;

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

revoke all on function public.reservation_lead_time_ok(date, text, timestamptz) from public, anon, authenticated, service_role;

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

-- Why a booking cannot be taken, as the domain's bookingRefusal() without capacity; null when it can. The
-- party limit, the horizon and the lead time bind the public form only (p_online): staff take a party of 25,
-- next year's booking or a guest who calls twenty minutes ahead, at any minute the restaurant is open.
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
  -- Guests book the slots; staff any minute of an opening range (from <= time < to) that exists that day,
  -- such as a walk-in at 19:07 (isWithinHours() of src/domain/settings/bookable-slots.ts).
  if not (case when p_online then p_time = any (v_slots)
               else ((p_date + p_time::time) at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'
                      = p_date + p_time::time
                    and exists (select from pg_catalog.jsonb_array_elements(public.reservation_hours(p_rules, p_date)) r
                                 where (r ->> 'from')::time <= p_time::time and p_time::time < (r ->> 'to')::time)
          end) then
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

revoke all on function private.capacity_of(jsonb, date) from public;

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

-- The open dates from p_from to p_to (at most 42 of them, a calendar's month view, and only those from today
-- to the last bookable date) on which no time is free for a party: the booking calendar greys them out with the closed ones (fullDaysOf() of
-- src/domain/room/availability.ts answers the same for the demo). It tells no more than asking
-- free_reservation_times() for each date.
create or replace function public.full_reservation_days(p_from date, p_to date, p_party_size integer)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := private.booking_rules();
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
  v_from date;
  v_to date;
begin
  -- Only the days a guest could book at all: from today to the last bookable date.
  v_from := greatest(p_from, v_today);
  v_to := least(p_to, v_today + (v_rules ->> 'horizonDays')::integer);
  if v_from is null or v_to is null or v_to < v_from then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(pg_catalog.to_char(v_from + n, 'YYYY-MM-DD') order by n)
      from pg_catalog.generate_series(0, least(v_to - v_from, 41)) n
     where pg_catalog.cardinality(public.reservation_slots(v_rules, v_from + n)) > 0
       and pg_catalog.cardinality(public.free_reservation_times(v_from + n, p_party_size)) = 0
  ), '{}');
end;
$$;
revoke all on function public.full_reservation_days(date, date, integer) from public;
grant execute on function public.full_reservation_days(date, date, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- events.current_participants follows the sign-ups
-- ---------------------------------------------------------------------------------------------------------

-- Event sign-up: a booking can be made for an event. reservations.event_id names the
-- event; create_reservation() takes it as its last argument and then books by the event's rules instead of the
-- restaurant's hours (src/domain/event/seats.ts, eventSignUpRefusal, says the same in TypeScript):
--   * the event exists and is public (is_active), else eventUnknown;
--   * the booking's date and time are the event's, read on the restaurant's wall clock (Europe/Berlin),
--     else eventMismatch;
--   * the event has not begun (event_date > now()), else eventOver;
--   * the party fits the owner's party limit (partyTooLarge), and the seats left (eventFull): the seats held
--     by the event's pending and confirmed bookings plus this party are at most max_participants. The event's
--     row is locked first, so sign-ups for one event are counted one after another and never overbook.
-- Opening hours, slots, closed days, the horizon, the lead time and the slot and day covers do not apply to a
-- sign-up: an event is the owner's own arrangement of the room, and may lie outside the normal hours.
-- events.current_participants follows the bookings (triggers below), so the public site can show the seats
-- left and "sold out" from the event row alone, without reading a single reservation.

-- The seats an event's bookings hold: a request not yet answered holds its seats, as it holds covers
-- (HOLDS_SEATS in src/domain/event/seats.ts).
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

revoke all on function private.event_seats_taken(uuid) from public;

-- Why least(): events_current_participants_range (current_participants between 0 and max_participants) stays
-- as it is, because the public site reads "sold out" from current_participants = max_participants. Staff may
-- still lower max_participants below the seats already booked (a smaller room, a cancelled helper): the
-- bookings stay, the event shows as full, create_reservation() takes no further sign-up (it counts the
-- bookings themselves, never this column), and staff decide whom to decline. Counting the real number would
-- make that edit, and every later status change of the event's bookings, fail on the check.
create or replace function private.refresh_event_participants(p_event_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_taken integer := private.event_seats_taken(p_event_id);
begin
  update public.events e
     set current_participants = least(e.max_participants, v_taken)
   where e.id = p_event_id and e.current_participants <> least(e.max_participants, v_taken);
end;
$$;

revoke all on function private.refresh_event_participants(uuid) from public;

-- After a booking is made, changes status, party size or event, or is deleted: the old and the new event
-- count again. SECURITY DEFINER: it runs for whoever changes reservations (create_reservation(), an admin
-- changing a status or deleting, the service role), none of whom may use the private schema or write
-- current_participants themselves.
create or replace function private.sync_event_participants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.event_id is not null then
    perform private.refresh_event_participants(old.event_id);
  end if;
  if tg_op = 'INSERT' and new.event_id is not null
     or tg_op = 'UPDATE' and new.event_id is not null and new.event_id is distinct from old.event_id then
    perform private.refresh_event_participants(new.event_id);
  end if;
  return null;
end;
$$;

revoke all on function private.sync_event_participants() from public;

-- Row triggers, each called only for a row that has to do with an event: table bookings (and the 200,000 of
-- tests/sql/reservation-scale.test.ts) never run the function.
create trigger reservations_event_participants_insert after insert on public.reservations
  for each row when (new.event_id is not null)
  execute function private.sync_event_participants();
create trigger reservations_event_participants_update
  after update of status, party_size, event_id on public.reservations
  for each row when (old.event_id is not null or new.event_id is not null)
  execute function private.sync_event_participants();
create trigger reservations_event_participants_delete after delete on public.reservations
  for each row when (old.event_id is not null)
  execute function private.sync_event_participants();

-- When staff save an event that has bookings on the site, its count comes from those bookings, not from the
-- form: the event dialog sends back the count it showed when it opened, which a sign-up since then has made
-- stale; and a lowered max_participants clamps it (least(), see above). An event without any booking on the
-- site keeps the number staff type (guests who signed up by phone before the site took sign-ups), within the
-- check as before.
create or replace function private.event_participants_on_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from public.reservations r where r.event_id = new.id) then
    new.current_participants := least(new.max_participants, private.event_seats_taken(new.id));
  end if;
  return new;
end;
$$;

revoke all on function private.event_participants_on_edit() from public;

create trigger events_participants_from_sign_ups
  before update of current_participants, max_participants on public.events
  for each row execute function private.event_participants_on_edit();

-- ---------------------------------------------------------------------------------------------------------
-- Booking: create_reservation() reads top to bottom as the rule, one private function per concern, so that a
-- change to one rule changes one function: the guest's input, the bounds on the public, the table rules
-- (hours, horizon, lead time, covers) or the event's seats.
-- ---------------------------------------------------------------------------------------------------------

-- A booking's date is given and its time is 'HH:MM' (surrounding white space ignored); answers the time.
create or replace function private.assert_date_and_time(p_date date, p_time text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_time text := pg_catalog.regexp_replace(coalesce(p_time, ''), '^\s+|\s+$', '', 'g');
begin
  if p_date is null then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  if v_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    perform public.raise_invalid('reservations.validation.timeRequired', 'reservation_time');
  end if;
  return v_time;
end;
$$;

revoke all on function private.assert_date_and_time(date, text) from public;

-- An e-mail address as the forms accept it: at most 254 characters, its shape by the ECMAScript white space
-- set as well as by the table's own constraint (reservations_customer_email_shape, `\s`), so that an address
-- passes only when both agree and no check constraint can fail on insert.
create or replace function private.email_shape_ok(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.char_length(p_email) <= 254
     and p_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     and p_email ~ ('^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$');
$$;

revoke all on function private.email_shape_ok(text) from public;

-- The guest's input as the booking form checks it (src/domain/reservation/booking-schema.ts), in the form's
-- order: texts trimmed as the form trims them (private.form_trim()), the e-mail's shape by the ECMAScript white
-- space set as well as by the table's own constraint (reservations_customer_email_shape, `\s`), so that an
-- address passes only when both agree and no check constraint can fail on insert. Answers the cleaned values.
create or replace function private.reservation_input(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  out customer_name text,
  out customer_email text,
  out customer_phone text,
  out reservation_time text,
  out special_requests text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  customer_name := private.form_trim(coalesce(p_customer_name, ''));
  customer_email := private.form_trim(coalesce(p_customer_email, ''));
  customer_phone := nullif(private.form_trim(coalesce(p_customer_phone, '')), '');
  special_requests := nullif(private.form_trim(coalesce(p_special_requests, '')), '');
  if customer_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(customer_name) > 200 then
    perform public.raise_invalid('reservations.validation.nameTooLong', 'customer_name');
  end if;
  if customer_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if not private.email_shape_ok(customer_email) then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if customer_phone is not null and (pg_catalog.char_length(customer_phone) > 40 or customer_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  reservation_time := private.assert_date_and_time(p_reservation_date, p_reservation_time);
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if p_party_size > 20 then
    perform public.raise_invalid('reservations.validation.partySizeMax', 'party_size');
  end if;
  if special_requests is not null and pg_catalog.char_length(special_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.specialRequestsTooLong', 'special_requests');
  end if;
end;
$$;

revoke all on function private.reservation_input(text, text, text, date, text, integer, text) from public;

-- The limits of restaurant_settings.abuse_limits on a request from the public (decision 0087), checked after
-- the input is valid: a typo is no attempt. Counted per client address (a salted hash, kept for an hour), per
-- e-mail address and across all addresses per restaurant day (bookings made today, Europe/Berlin). Answers the
-- client address's hash, which the booking records as an attempt once it is made.
create or replace function private.assert_booking_within_bounds(p_email text)
returns bytea
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_address bytea;
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
begin
  perform private.forget_old_attempts();
  v_address := private.client_address_hash();
  -- One booking per address at a time (to the end of the transaction), so that parallel requests from one
  -- address cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(7132, pg_catalog.hashtext(pg_catalog.encode(v_address, 'hex')));
  if (select pg_catalog.count(*) from private.client_attempts a
       where a.kind = 'booking' and a.address_hash = v_address
         and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('bookingsPerAddressPerHour') then
    perform private.refuse('address', 'reservations.validation.tooManyFromAddress', '');
  end if;
  -- Then one public booking of the day at a time, so that requests in flight from many networks cannot all
  -- pass the mailbox's and the day's counts (taken after the address's lock: every caller takes the two in
  -- the same order).
  perform pg_catalog.pg_advisory_xact_lock(7133, v_today - date '2000-01-01');
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin')
         and private.mail_address_key(r.customer_email) = private.mail_address_key(p_email))
     >= private.abuse_limit('bookingsPerEmailPerDay') then
    perform private.refuse('email', 'reservations.validation.tooManyForEmail', 'customer_email');
  end if;
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin'))
     >= private.abuse_limit('bookingsPerDay') then
    perform private.refuse('day', 'reservations.validation.tooManyToday', '');
  end if;
  return v_address;
end;
$$;

revoke all on function private.assert_booking_within_bounds(text) from public;

-- One booking per date at a time: the lock is held to the end of the caller's transaction, so the next caller
-- for the date counts this booking (READ COMMITTED reads what committed before each statement). Taking it
-- again in the same transaction is free.
create or replace function private.lock_reservation_date(p_date date)
returns void
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(7131, p_date - date '2000-01-01');
$$;

revoke all on function private.lock_reservation_date(date) from public;

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

-- A sign-up for p_event_id fits: the owner's party limit, then the event's rules in eventSignUpRefusal()'s order
-- (public, at this date and time, not begun, seats left). The event's row lock is held to the end of the
-- caller's transaction: the next sign-up for the event waits here, then counts this booking.
create or replace function private.assert_event_seats(
  p_rules jsonb,
  p_event_id uuid,
  p_date date,
  p_time text,
  p_party integer
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_event public.events;
  v_event_wall timestamp;
begin
  if p_party > (p_rules ->> 'maxPartySize')::integer then
    perform public.raise_invalid('reservations.validation.partyTooLarge', 'party_size');
  end if;
  select e.* into v_event from public.events e where e.id = p_event_id and e.is_active for update;
  if not found then
    perform public.raise_invalid('reservations.validation.eventUnknown', 'reservation_date');
  end if;
  v_event_wall := v_event.event_date at time zone 'Europe/Berlin';
  if v_event_wall::date <> p_date or pg_catalog.to_char(v_event_wall, 'HH24:MI') <> p_time then
    perform public.raise_invalid('reservations.validation.eventMismatch', 'reservation_time');
  end if;
  if v_event.event_date <= pg_catalog.now() then
    perform public.raise_invalid('reservations.validation.eventOver', 'reservation_date');
  end if;
  if private.event_seats_taken(p_event_id) + p_party > v_event.max_participants then
    perform public.raise_invalid('reservations.validation.eventFull', 'party_size');
  end if;
end;
$$;

revoke all on function private.assert_event_seats(jsonb, uuid, date, text, integer) from public;

-- A booking as its guest's browser gets it back for a submission: what the guest typed and the status, never
-- what staff wrote or who they are. A replayed submission key is the one way anon reads a stored row, and
-- by then staff may have added notes or changed its status.
create or replace function private.as_submitted(p_row public.reservations)
returns public.reservations
language plpgsql
immutable
set search_path = ''
as $$
begin
  p_row.admin_notes := null;
  p_row.status_changed_by := null;
  p_row.status_changed_by_name := null;
  return p_row;
end;
$$;
revoke all on function private.as_submitted(public.reservations) from public;

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

  -- A repeated submission (same browser-made key) returns the reservation it already created, as the guest
  -- sees it.
  if p_submission_key is not null then
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    if found then
      return private.as_submitted(v_row);
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
    return private.as_submitted(v_row);
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

comment on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text) is
  'Validates and creates a pending reservation, for a table or (p_event_id) for an event; idempotent per '
  'p_submission_key. From the public: p_challenge is a solved booking_challenge(), and the limits of '
  'restaurant_settings.abuse_limits apply. Errors: 22023 + translation key.';

revoke all on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  from public, anon, authenticated, service_role;
grant execute on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  to anon, authenticated, service_role;

-- Event sign-up (issue 14, item 4): a booking can be made for an event. reservations.event_id names the
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

-- ---------------------------------------------------------------------------------------------------------
-- reservations.event_id
-- ---------------------------------------------------------------------------------------------------------
alter table public.reservations
  add column event_id uuid null references public.events (id) on delete set null;

comment on column public.reservations.event_id is
  'The event this booking signs up for; null for a table booking. Kept (as null) when the event is deleted.';

create index reservations_event_id_idx on public.reservations (event_id);

-- ---------------------------------------------------------------------------------------------------------
-- events.current_participants follows the sign-ups
-- ---------------------------------------------------------------------------------------------------------

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
   where r.event_id = p_event_id and r.status in ('pending', 'confirmed');
$$;

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

create trigger events_participants_from_sign_ups
  before update of current_participants, max_participants on public.events
  for each row execute function private.event_participants_on_edit();

revoke all on function private.event_seats_taken(uuid) from public;
revoke all on function private.refresh_event_participants(uuid) from public;
revoke all on function private.sync_event_participants() from public;
revoke all on function private.event_participants_on_edit() from public;

-- ---------------------------------------------------------------------------------------------------------
-- create_reservation(..., p_event_id): the 9-argument function is dropped first, so that PostgREST finds
-- exactly one create_reservation (an overload would make a call without p_event_id ambiguous).
-- ---------------------------------------------------------------------------------------------------------
drop function public.create_reservation(text, text, text, date, text, integer, text, text, uuid);

create function public.create_reservation(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  p_language_preference text,
  p_submission_key uuid,
  p_event_id uuid default null
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
  v_event public.events;
  v_event_wall timestamp;
  v_seats_taken integer;
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
  if p_event_id is null then
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
  else
    -- A sign-up: the owner's party limit, then the event's rules in eventSignUpRefusal()'s order.
    if p_party_size > (v_rules ->> 'maxPartySize')::integer then
      perform public.raise_invalid('reservations.validation.partyTooLarge', 'party_size');
    end if;
    -- The event's row lock is held to the end of this transaction: the next sign-up for the event waits
    -- here, then counts this booking (its next statement reads what committed before it).
    select e.* into v_event from public.events e where e.id = p_event_id and e.is_active for update;
    if not found then
      perform public.raise_invalid('reservations.validation.eventUnknown', 'reservation_date');
    end if;
    v_event_wall := v_event.event_date at time zone 'Europe/Berlin';
    if v_event_wall::date <> p_reservation_date or pg_catalog.to_char(v_event_wall, 'HH24:MI') <> v_time then
      perform public.raise_invalid('reservations.validation.eventMismatch', 'reservation_time');
    end if;
    if v_event.event_date <= pg_catalog.now() then
      perform public.raise_invalid('reservations.validation.eventOver', 'reservation_date');
    end if;
    v_seats_taken := private.event_seats_taken(p_event_id);
    if v_seats_taken + p_party_size > v_event.max_participants then
      perform public.raise_invalid('reservations.validation.eventFull', 'party_size');
    end if;
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key, event_id
  )
  values (
    v_name, v_email, v_phone, p_reservation_date, v_time, p_party_size,
    v_requests, public.normalize_language(p_language_preference), 'pending', p_submission_key, p_event_id
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

comment on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid) is
  'Validates and creates a pending reservation, for a table or (p_event_id) for an event; idempotent per '
  'p_submission_key. Errors: 22023 + translation key.';

-- As the 9-argument function had it (20261123000300_functions.sql): the public books, nobody else is given
-- anything by default.
revoke all on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- admin_list_reservations(..., p_event_id): the list of one event's bookings. As in
-- 20261125000100_reservations_at_scale.sql, plus the event filter; the 7-argument function is dropped so
-- that PostgREST finds exactly one.
-- ---------------------------------------------------------------------------------------------------------
drop function public.admin_list_reservations(text, date, date, text, text, integer, integer);

create function public.admin_list_reservations(
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
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
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

revoke all on function public.admin_list_reservations(text, date, date, text, text, integer, integer, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reservations(text, date, date, text, text, integer, integer, uuid)
  to authenticated;

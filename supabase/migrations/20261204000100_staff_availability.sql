-- Staff are held to the room, not to the booking form (decision 0108): the party limit, the horizon and the
-- lead time bind online bookings only, and staff see each time of a date with the tables it would get or the
-- reason it cannot be booked. Both functions gain a last argument, p_online (default true: every caller so
-- far books online), so the old ones are dropped first.

drop function public.reservation_refusal(jsonb, date, text, integer, timestamptz);
drop function private.table_availability(jsonb, date, text, integer, timestamptz, uuid);

-- Why a booking cannot be taken, as the domain's bookingRefusal() without capacity; null when it can. The
-- party limit, the horizon and the lead time bind the public form only (p_online): staff take a party of 25,
-- next year's booking or a guest who calls twenty minutes ahead.
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

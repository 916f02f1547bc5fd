-- The booking calendar greys out the open days on which nothing is free for a party (issue 40).

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


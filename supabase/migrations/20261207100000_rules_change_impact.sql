-- Changes to the settings that touch booked guests: what saving new booking rules does to the bookings
-- still to come, and a save that cancels the bookings the new rules close (decision 0111).

-- Changes to the settings that touch booked guests. A change of the hours or closed days can close the time
-- of a booking already taken, and lower pacing limits can find a date or time over full: the owner sees which
-- before saving and may cancel the first kind with the change, telling each guest with their message.
-- rulesChangeImpact() of src/domain/settings/rules-change.ts answers the same for the demo's store.

-- The bookings a change of the rules can touch: pending or confirmed table bookings whose time has not begun
-- (event sign-ups follow their event).
create or replace function private.bookings_to_come()
returns setof public.reservations
language sql
stable
set search_path = ''
as $$
  select r.*
    from public.reservations r
   where r.reservation_date >= (pg_catalog.now() at time zone 'Europe/Berlin')::date
     and r.status in ('pending', 'confirmed')
     and r.event_id is null
     and (r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin' > pg_catalog.now();
$$;
revoke all on function private.bookings_to_come() from public;

-- The bookings still to come that the rules p_old let happen and p_new close: a closed day or a time outside
-- the new hours, by the test staff book by.
create or replace function private.bookings_closed_by(p_old jsonb, p_new jsonb)
returns setof public.reservations
language sql
stable
set search_path = ''
as $$
  select r.*
    from private.bookings_to_come() r
   where public.reservation_refusal(p_old, r.reservation_date, r.reservation_time, r.party_size,
                                    pg_catalog.now(), false) is null
     and public.reservation_refusal(p_new, r.reservation_date, r.reservation_time, r.party_size,
                                    pg_catalog.now(), false) is not null;
$$;
revoke all on function private.bookings_closed_by(jsonb, jsonb) from public;

-- What saving p_rules would do to the guests booked from now on (staff): the bookings it closes (counted, the
-- first 50 by date and time listed with their contact, so that those without an e-mail can be phoned), and
-- the other bookings still to come on dates or at times whose covers the new pacing limits find over full
-- though the rules in force did not (counted, the first 20 dates listed): these stay booked.
create or replace function public.rules_change_impact(p_rules jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_old jsonb := private.booking_rules();
begin
  perform public.assert_admin();
  if p_rules is null or not public.booking_rules_valid(p_rules) then
    perform public.raise_invalid('settings.rules.saveFailed', '_');
  end if;
  return (
    with closed as (
      select * from private.bookings_closed_by(v_old, p_rules)
    ),
    still_open as (
      select r.* from private.bookings_to_come() r where r.id not in (select c.id from closed c)
    ),
    days as (
      select s.reservation_date as day, pg_catalog.sum(s.party_size) as covers
        from still_open s group by s.reservation_date
    ),
    times as (
      select s.reservation_date as day, s.reservation_time as at, pg_catalog.sum(s.party_size) as covers
        from still_open s group by s.reservation_date, s.reservation_time
    ),
    full_days as (
      select d.day
        from days d, private.capacity_of(p_rules, d.day) n, private.capacity_of(v_old, d.day) o
       where d.covers > n.per_day and not coalesce(d.covers > o.per_day, false)
    ),
    full_times as (
      select t.day, t.at
        from times t, private.capacity_of(p_rules, t.day) n, private.capacity_of(v_old, t.day) o
       where t.covers > n.per_slot and not coalesce(t.covers > o.per_slot, false)
    ),
    over_full as (
      select s.*
        from still_open s
       where s.reservation_date in (select f.day from full_days f)
          or (s.reservation_date, s.reservation_time) in (select f.day, f.at from full_times f)
    )
    select pg_catalog.jsonb_build_object(
      'closed', (
        select pg_catalog.jsonb_build_object(
                 'bookings', pg_catalog.count(*),
                 'guests', coalesce(pg_catalog.sum(c.party_size), 0),
                 'withoutEmail', pg_catalog.count(*) filter (where c.customer_email is null),
                 'first', coalesce((
                   select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                            'id', f.id, 'reservation_date', f.reservation_date,
                            'reservation_time', f.reservation_time, 'party_size', f.party_size,
                            'status', f.status, 'customer_name', f.customer_name,
                            'customer_email', f.customer_email, 'customer_phone', f.customer_phone)
                          order by f.reservation_date, f.reservation_time, f.id)
                     from (select * from closed
                            order by reservation_date, reservation_time, id limit 50) f), '[]'))
          from closed c),
      'overCapacity', (
        select pg_catalog.jsonb_build_object(
                 'bookings', pg_catalog.count(*),
                 'guests', coalesce(pg_catalog.sum(o.party_size), 0),
                 'dates', coalesce((select pg_catalog.jsonb_agg(d.day order by d.day)
                                      from (select distinct x.reservation_date as day from over_full x
                                             order by 1 limit 20) d), '[]'))
          from over_full o))
  );
end;
$$;

comment on function public.rules_change_impact(jsonb) is
  'What saving these booking rules would do to the guests booked from now on: the bookings they close, and '
  'those on dates or at times the new pacing limits find over full. Staff only.';

revoke all on function public.rules_change_impact(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.rules_change_impact(jsonb) to authenticated;

-- Saves the booking rules (staff); with p_cancel, cancels in the same transaction every booking the new rules
-- close (bookings_closed_by()), each guest told by the cancellation e-mail with p_reason (at most 500
-- characters). The settings row is locked first, so that two saves do not judge against the same old rules.
create or replace function public.save_booking_rules(p_rules jsonb, p_cancel boolean default false,
                                                     p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_reason text := nullif(pg_catalog.btrim(p_reason), '');
  v_booking record;
begin
  perform public.assert_admin();
  if pg_catalog.char_length(v_reason) > 500 then
    perform public.raise_invalid('admin:reservations.validation.reasonTooLong', 'reason');
  end if;
  select s.booking_rules into v_old from public.restaurant_settings s where s.id for update;
  update public.restaurant_settings s set booking_rules = p_rules where s.id;
  if coalesce(p_cancel, false) then
    for v_booking in select c.id from private.bookings_closed_by(v_old, p_rules) c loop
      perform public.change_reservation_status(v_booking.id, 'cancelled', null, v_reason);
    end loop;
  end if;
  return p_rules;
end;
$$;

comment on function public.save_booking_rules(jsonb, boolean, text) is
  'Saves the booking rules; with p_cancel, cancels the bookings they close and tells each guest, with '
  'p_reason. Staff only.';

revoke all on function public.save_booking_rules(jsonb, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.save_booking_rules(jsonb, boolean, text) to authenticated;

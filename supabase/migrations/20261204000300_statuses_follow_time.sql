-- Statuses follow time (the host stand): a booking is marked completed or no-show only once its time has come;
-- a booking three days ahead marked no-show told its guest "we missed you". canMoveTo() in the domain says
-- the same.

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
  if p_status is null or p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
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
  -- Completed and no-show tell how a meal went: not before the booking's time (canMoveTo() in the domain).
  if p_status in ('completed', 'no_show')
     and (v_old.reservation_date + v_old.reservation_time::time) at time zone 'Europe/Berlin' > pg_catalog.now() then
    perform public.raise_invalid('admin:reservations.validation.notBegun', 'status');
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

revoke all on function public.change_reservation_status(uuid, text, text, text)
from public, anon, authenticated, service_role;
grant execute on function public.change_reservation_status(uuid, text, text, text) to authenticated;

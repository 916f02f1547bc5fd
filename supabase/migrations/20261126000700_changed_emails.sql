-- The e-mails of a changed booking (issue 15, item 1: "changed (date, time or party size edited by staff)";
-- decisions 0078 and 0079). Staff cannot edit a booking's date, time or party size in this app, but a guest
-- can move it through the self-service link (move_reservation_by_token(): a new token, pending again) or
-- cancel it; until now neither queued an e-mail. Three more kinds of public.reservation_emails
-- (EMAIL_KINDS in src/domain/reservation/guest-emails.ts):
--   changed          the date, time or party size changed, to the guest: the new details, "waiting for our
--                    confirmation" while pending, and the self-service link of the new date  - change trigger
--   staff_changed    the same change, to the restaurant's address (German)                      - change trigger
--   staff_cancelled  the guest cancelled through the link (a table is free again), to the
--                    restaurant's address (German)                                              - status trigger
-- A change is mailed whoever makes it (the guest's page as anon, or later staff), as long as the booking
-- still holds its table (pending or confirmed) and is not on a past date. Each change is a new occurrence:
-- a second move queues a second "changed". When the e-mail function claims the rows, a "changed" (or
-- "staff_changed") overtaken by a later one of its kind is skipped: both would show the same, current
-- booking. A "changed" of a booking since cancelled and a "staff_cancelled" of one booked again are skipped.

alter table public.reservation_emails drop constraint reservation_emails_kind_valid;
alter table public.reservation_emails add constraint reservation_emails_kind_valid check (
  kind in ('received', 'staff_new', 'confirmed', 'declined', 'cancelled', 'reminder', 'changed', 'staff_changed', 'staff_cancelled')
);

-- The next occurrence of a kind for a booking.
create or replace function private.queue_reservation_email(p_reservation_id uuid, p_kind text)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.reservation_emails (reservation_id, kind, occurrence)
  select p_reservation_id, p_kind, coalesce(max(e.occurrence), 0) + 1
  from public.reservation_emails e
  where e.reservation_id = p_reservation_id and e.kind = p_kind;
$$;

revoke all on function private.queue_reservation_email(uuid, text) from public;

-- As in 20261126000300, plus: a guest's own cancellation (pending or confirmed -> cancelled, as anon or a
-- signed-in non-admin: the self-service page) queues the restaurant's staff_cancelled notice.
create or replace function private.enqueue_reservation_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(
    nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_kind text;
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date then
    return null;
  end if;
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'confirmed') then
      insert into public.reservation_emails (reservation_id, kind) values (new.id, 'received');
    end if;
    insert into public.reservation_emails (reservation_id, kind) values (new.id, 'staff_new');
    return null;
  end if;
  -- A guest (the self-service page: anon, or signed in without being staff) changed their own booking: no
  -- news to them, but the restaurant hears of a cancellation (a table is free again).
  if v_role in ('anon', 'authenticated') and not public.is_admin() then
    if new.status = 'cancelled' and old.status in ('pending', 'confirmed') then
      perform private.queue_reservation_email(new.id, 'staff_cancelled');
    end if;
    return null;
  end if;
  v_kind := case
    when new.status = 'confirmed' then 'confirmed'
    when new.status = 'cancelled' and old.status = 'pending' then 'declined'
    when new.status = 'cancelled' and old.status = 'confirmed' then 'cancelled'
  end;
  if v_kind is not null then
    perform private.queue_reservation_email(new.id, v_kind);
  end if;
  return null;
end;
$$;

-- The date, time or party size changed (a guest's move, or any later edit): the guest's "changed" and the
-- restaurant's notice, while the booking holds its table and is not past.
create or replace function private.enqueue_reservation_change_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date
     or new.status not in ('pending', 'confirmed') then
    return null;
  end if;
  perform private.queue_reservation_email(new.id, 'changed');
  perform private.queue_reservation_email(new.id, 'staff_changed');
  return null;
end;
$$;

revoke all on function private.enqueue_reservation_change_emails() from public;

create trigger reservations_emails_change
  after update of reservation_date, reservation_time, party_size on public.reservations
  for each row when (
    old.reservation_date is distinct from new.reservation_date
    or old.reservation_time is distinct from new.reservation_time
    or old.party_size is distinct from new.party_size
  )
  execute function private.enqueue_reservation_change_emails();

-- As in 20261126000300, with the new kinds: a "changed" applies while the booking holds its table, a
-- "staff_cancelled" while it stays cancelled, a "staff_changed" always; a "changed" or "staff_changed"
-- overtaken by a later one of its kind is skipped. (create or replace keeps the grants: service role only.)
create or replace function public.claim_reservation_emails(p_reservation_id uuid default null, p_limit integer default 1)
returns table (email_id uuid, kind text, reason text, attempt integer, reservation jsonb)
language sql
volatile
set search_path = ''
as $$
  update public.reservation_emails e
  set state = 'skipped', last_error = 'no_longer_applies'
  from public.reservations r
  where r.id = e.reservation_id
    and e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
    and (p_reservation_id is null or e.reservation_id = p_reservation_id)
    and not (
      case e.kind
        when 'received' then r.status in ('pending', 'confirmed')
        when 'confirmed' then r.status = 'confirmed'
        when 'declined' then r.status = 'cancelled'
        when 'cancelled' then r.status = 'cancelled'
        when 'reminder' then r.status = 'confirmed'
          and r.reservation_date >= (pg_catalog.now() at time zone 'Europe/Berlin')::date
        when 'changed' then r.status in ('pending', 'confirmed')
        when 'staff_cancelled' then r.status = 'cancelled'
        else true
      end
      and (
        e.kind not in ('confirmed', 'declined', 'cancelled')
        or not exists (
          select 1 from public.reservation_emails n
          where n.reservation_id = e.reservation_id and n.kind in ('confirmed', 'declined', 'cancelled')
            and n.seq > e.seq
        )
      )
      and (
        e.kind not in ('changed', 'staff_changed')
        or not exists (
          select 1 from public.reservation_emails n
          where n.reservation_id = e.reservation_id and n.kind = e.kind and n.seq > e.seq
        )
      )
    );

  -- MAX_EMAIL_ATTEMPTS (8) of src/domain/reservation/guest-emails.ts
  update public.reservation_emails e
  set state = 'given_up', last_error = 'interrupted'
  where e.state = 'sending' and e.next_attempt_at <= pg_catalog.now() and e.attempts >= 8
    and (p_reservation_id is null or e.reservation_id = p_reservation_id);

  with due as (
    select e.id
    from public.reservation_emails e
    where e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
      and (p_reservation_id is null or e.reservation_id = p_reservation_id)
    order by e.next_attempt_at, e.seq
    limit least(greatest(coalesce(p_limit, 1), 1), 50)
    for update skip locked
  ),
  claimed as (
    update public.reservation_emails e
    set state = 'sending', attempts = e.attempts + 1,
        next_attempt_at = pg_catalog.now() + interval '5 minutes'
    from due
    where e.id = due.id
    returning e.id, e.kind, e.reason, e.attempts, e.reservation_id, e.next_attempt_at, e.seq
  )
  select c.id, c.kind, c.reason, c.attempts, pg_catalog.to_jsonb(r)
  from claimed c
  join public.reservations r on r.id = c.reservation_id
  order by c.next_attempt_at, c.seq;
$$;

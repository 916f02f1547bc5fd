-- The e-mail outbox (issue 15, items 1, 3 and 4; decision 0078): every e-mail about a booking is a row of
-- public.reservation_emails, written by SQL in the same transaction as the change it reports, so that no
-- e-mail is lost when the browser goes away. The edge function send-reservation-confirmation delivers the
-- due rows (claim, send, mark sent or record the failure with backoff); it never takes an address or a text
-- from its caller: the guest's address is read from the reservation when the mail is made, the restaurant's
-- from restaurant_settings.contact.
--
-- Kinds (EMAIL_KINDS in src/domain/reservation/guest-emails.ts):
--   received   a booking came in (pending), to the guest          - insert trigger
--   staff_new  a booking came in, to the restaurant's address      - insert trigger
--   confirmed  the restaurant confirmed it                          - status trigger
--   declined   the restaurant turned a pending request down         - status trigger, optional reason
--   cancelled  the restaurant cancelled a confirmed booking          - status trigger, optional reason
--   reminder   the day before a confirmed booking                   - enqueue_reservation_reminders(), pg_cron
-- A status change made by a guest (the self-service link, as anon or a signed-in non-admin) is not the
-- restaurant's decision and enqueues nothing here. Bookings on a past date get no e-mail.
--
-- States: pending -> sending (claimed; attempts + 1) -> sent | retrying (backoff) -> ... -> given_up, or
-- skipped (the booking moved on: e.g. a confirmation still due when the booking was cancelled).

create table public.reservation_emails (
  id uuid primary key default gen_random_uuid(),
  -- The order rows were written in, across reservations (due rows are sent oldest first).
  seq bigint generated always as identity,
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  kind text not null,
  -- The n-th e-mail of this kind for this booking (confirmed again after a cancellation is a second one).
  occurrence integer not null default 1,
  -- What staff typed for the guest with a cancellation; shown in the e-mail.
  reason text,
  state text not null default 'pending',
  -- Claims so far; also the claim's fencing token: only the call holding the latest claim may finish it.
  attempts integer not null default 0,
  -- When the row is due: at once, after a failure's backoff, or when a claim's lease runs out.
  next_attempt_at timestamptz not null default now(),
  -- A code (e.g. 'smtp ECONNECTION', 'smtp 550 EENVELOPE'), never a server's message: no address fits.
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservation_emails_once unique (reservation_id, kind, occurrence),
  constraint reservation_emails_kind_valid check (
    kind in ('received', 'staff_new', 'confirmed', 'declined', 'cancelled', 'reminder')
  ),
  constraint reservation_emails_state_valid check (
    state in ('pending', 'sending', 'sent', 'retrying', 'given_up', 'skipped')
  ),
  constraint reservation_emails_occurrence_positive check (occurrence >= 1),
  constraint reservation_emails_attempts_range check (attempts between 0 and 100),
  constraint reservation_emails_reason_length check (char_length(reason) between 1 and 500),
  constraint reservation_emails_reason_kind check (reason is null or kind in ('declined', 'cancelled')),
  constraint reservation_emails_last_error_code check (last_error ~ '^[A-Za-z0-9_ .:-]{1,100}$'),
  constraint reservation_emails_sent_at_iff_sent check ((state = 'sent') = (sent_at is not null))
);

comment on table public.reservation_emails is
  'The outbox of the e-mails about each booking (decision 0078): kind, delivery state, attempts, backoff. '
  'Written by triggers and change_reservation_status(); delivered by the edge function '
  'send-reservation-confirmation (service role); admins read it for the reservation''s detail.';

create index reservation_emails_due_idx on public.reservation_emails (next_attempt_at, seq)
  where state in ('pending', 'sending', 'retrying');

create trigger set_updated_at before update on public.reservation_emails
  for each row execute function public.set_updated_at();

-- Staff read the delivery state of a booking's e-mails; only the service role writes.
alter table public.reservation_emails enable row level security;
revoke all on table public.reservation_emails from public, anon, authenticated;
grant all on table public.reservation_emails to service_role;
grant select on table public.reservation_emails to authenticated;

create policy reservation_emails_admin_select on public.reservation_emails
  for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Enqueueing: triggers on public.reservations
-- ---------------------------------------------------------------------------------------------------------
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
  -- A guest (the self-service page: anon, or signed in without being staff) changed their own booking.
  if v_role in ('anon', 'authenticated') and not public.is_admin() then
    return null;
  end if;
  v_kind := case
    when new.status = 'confirmed' then 'confirmed'
    when new.status = 'cancelled' and old.status = 'pending' then 'declined'
    when new.status = 'cancelled' and old.status = 'confirmed' then 'cancelled'
  end;
  if v_kind is not null then
    insert into public.reservation_emails (reservation_id, kind, occurrence)
    select new.id, v_kind, coalesce(max(e.occurrence), 0) + 1
    from public.reservation_emails e
    where e.reservation_id = new.id and e.kind = v_kind;
  end if;
  return null;
end;
$$;

revoke all on function private.enqueue_reservation_emails() from public;

create trigger reservations_emails_insert after insert on public.reservations
  for each row execute function private.enqueue_reservation_emails();
create trigger reservations_emails_status after update of status on public.reservations
  for each row when (old.status is distinct from new.status)
  execute function private.enqueue_reservation_emails();

-- ---------------------------------------------------------------------------------------------------------
-- change_reservation_status: as in 20261123001000, plus p_reason, the staff's words to the guest with a
-- cancellation (kept on the declined/cancelled e-mail the trigger just enqueued; ignored for other moves).
-- The old three-argument function is dropped, so that PostgREST has one function of this name to call.
-- ---------------------------------------------------------------------------------------------------------
drop function public.change_reservation_status(uuid, text, text);

create function public.change_reservation_status(
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
  'An admin moves a reservation to another status (not its own); notes are saved when given; p_reason '
  '(at most 500 characters) goes to the guest with a cancellation.';

revoke all on function public.change_reservation_status(uuid, text, text, text)
from public, anon, authenticated, service_role;
grant execute on function public.change_reservation_status(uuid, text, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Reminders: the day before a confirmed booking. pg_cron runs this each morning (below); the e-mail function
-- then delivers the rows. Idempotent: a booking gets one reminder however often it runs.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.enqueue_reservation_reminders(p_now timestamptz default now())
returns integer
language sql
volatile
set search_path = ''
as $$
  with added as (
    insert into public.reservation_emails (reservation_id, kind)
    select r.id, 'reminder'
    from public.reservations r
    where r.status = 'confirmed'
      and r.reservation_date = (p_now at time zone 'Europe/Berlin')::date + 1
    on conflict (reservation_id, kind, occurrence) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer from added;
$$;

comment on function public.enqueue_reservation_reminders(timestamptz) is
  'Enqueues the reminder e-mail of every confirmed booking on the day after p_now (Berlin); answers how many '
  'were new. Scheduled daily with pg_cron where it is available.';

-- ---------------------------------------------------------------------------------------------------------
-- Delivery, for the edge function (service role): claim, then sent / failed / skipped.
-- ---------------------------------------------------------------------------------------------------------

-- Claims up to p_limit due rows (of one booking, or of all with null), oldest first, for one sender: each
-- becomes 'sending' with a five-minute lease and one more attempt. Rows locked by another sender are left to
-- it (skip locked), and a row is due again only when its lease runs out, so two calls never both send it.
-- Before claiming, due rows that no longer fit their booking are skipped: a confirmation of a booking since
-- cancelled, a cancellation of one confirmed again, a status e-mail overtaken by a later one, a reminder of a
-- booking no longer confirmed or already past. A row whose last lease ran out after the last attempt is given
-- up. Answers each claimed row with its booking as JSON (the stored row, never the browser's copy).
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

-- The claimed row went out. False when the claim was lost (its lease ran out and another call took it).
create or replace function public.reservation_email_sent(p_id uuid, p_attempt integer)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.reservation_emails e
    set state = 'sent', sent_at = pg_catalog.now(), last_error = null
    where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
    returning 1
  )
  select exists (select 1 from done);
$$;

-- The claimed row did not go out: due again after 1, 4, 16, 64 minutes, ... at most 6 hours
-- (retryDelayMinutes), or given up after the 8th attempt. Answers the new state; null if the claim was lost.
create or replace function public.reservation_email_failed(p_id uuid, p_attempt integer, p_error text)
returns text
language sql
volatile
set search_path = ''
as $$
  update public.reservation_emails e
  set state = case when e.attempts >= 8 then 'given_up' else 'retrying' end,
      next_attempt_at = pg_catalog.now()
        + least(interval '1 minute' * pg_catalog.power(4, e.attempts - 1), interval '6 hours'),
      last_error = p_error
  where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
  returning e.state;
$$;

-- The claimed row is not to be sent (e.g. the restaurant has no e-mail address for its own notice).
create or replace function public.reservation_email_skipped(p_id uuid, p_attempt integer, p_why text)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update public.reservation_emails e
    set state = 'skipped', last_error = p_why
    where e.id = p_id and e.state = 'sending' and e.attempts = p_attempt
    returning 1
  )
  select exists (select 1 from done);
$$;

revoke all on function public.enqueue_reservation_reminders(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.reservation_email_sent(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.reservation_email_failed(uuid, integer, text) from public, anon, authenticated, service_role;
revoke all on function public.reservation_email_skipped(uuid, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.enqueue_reservation_reminders(timestamptz) to service_role;
grant execute on function public.claim_reservation_emails(uuid, integer) to service_role;
grant execute on function public.reservation_email_sent(uuid, integer) to service_role;
grant execute on function public.reservation_email_failed(uuid, integer, text) to service_role;
grant execute on function public.reservation_email_skipped(uuid, integer, text) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The schedule. Where pg_cron can be enabled (Supabase: yes), two jobs:
--   tischlein-reservation-reminders  daily 08:00 UTC (09:00 or 10:00 in Berlin): enqueue tomorrow's reminders;
--   tischlein-reservation-emails     every 5 minutes: ask the edge function to deliver what is due (retries,
--                                    reminders, changes made while no browser called it), through pg_net,
--                                    once the project's URL and key are stored in Vault
--                                    (docs/running-on-supabase.md, "E-mail schedule").
-- Where pg_cron is not installed (PGlite, a plain PostgreSQL) the migration only says so: run the two
-- statements from any scheduler instead.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.request_reservation_email_delivery()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
begin
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null or pg_catalog.to_regnamespace('net') is null then
    return;
  end if;
  if not exists (
    select 1 from public.reservation_emails e
    where e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
  ) then
    return;
  end if;
  execute $q$select max(decrypted_secret) filter (where name = 'project_url'),
                    coalesce(max(decrypted_secret) filter (where name = 'publishable_key'),
                             max(decrypted_secret) filter (where name = 'anon_key'))
             from vault.decrypted_secrets
             where name in ('project_url', 'publishable_key', 'anon_key')$q$
    into v_url, v_key;
  if v_url is null or v_key is null then
    return;
  end if;
  execute $q$select net.http_post(url := $1, headers := $2, body := $3)$q$
    using pg_catalog.rtrim(v_url, '/') || '/functions/v1/send-reservation-confirmation',
          pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'apikey', v_key,
                                        'Authorization', 'Bearer ' || v_key),
          '{"due": true}'::jsonb;
end;
$$;

revoke all on function private.request_reservation_email_delivery() from public;

do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed: reminders and retries are not scheduled (docs/running-on-supabase.md)';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): reminders and retries are not scheduled', sqlerrm;
    return;
  end;
  perform cron.schedule('tischlein-reservation-reminders', '0 8 * * *',
                        'select public.enqueue_reservation_reminders()');
  perform cron.schedule('tischlein-reservation-emails', '*/5 * * * *',
                        'select private.request_reservation_email_delivery()');
end
$cron$;

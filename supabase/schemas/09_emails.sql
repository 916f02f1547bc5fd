-- The e-mail outbox (decision 0078): every e-mail about a booking is a row of
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
  constraint reservation_emails_state_valid check (
    state in ('pending', 'sending', 'sent', 'retrying', 'given_up', 'skipped')
  ),
  constraint reservation_emails_occurrence_positive check (occurrence >= 1),
  constraint reservation_emails_attempts_range check (attempts between 0 and 100),
  constraint reservation_emails_reason_length check (char_length(reason) between 1 and 500),
  constraint reservation_emails_reason_kind check (reason is null or kind in ('declined', 'cancelled')),
  constraint reservation_emails_last_error_code check (last_error ~ '^[A-Za-z0-9_ .:-]{1,100}$'),
  constraint reservation_emails_sent_at_iff_sent check ((state = 'sent') = (sent_at is not null)),
  constraint reservation_emails_kind_valid check (
    kind in ('received', 'staff_new', 'confirmed', 'declined', 'cancelled', 'reminder', 'changed', 'staff_changed', 'staff_cancelled')
    )
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

-- The sent rows of the last day are what the limits count.
create index reservation_emails_sent_at_idx on public.reservation_emails (sent_at) where state = 'sent';

-- No mail relay (decision 0088). The e-mail function sends only what SQL queued (decision
-- 0078): to the booking's own address or the restaurant's, each outbox row once. But anyone
-- with the anon key can book in a stranger's name, as often as the booking limits let them (decision 0087),
-- and each booking mails that address. So the claim of public.claim_reservation_emails() now also bounds what
-- goes out, before a row is handed to the sender:
--
--   1. Fresh bookings only. A booking's "received" and "staff_new" go out only when first tried within
--      15 minutes of the booking (FRESH_BOOKING_MINUTES of src/domain/reservation/guest-emails.ts): the
--      browser calls at once and the schedule every five minutes. A row never tried by then (an imported or
--      restored booking, a function configured weeks later) is skipped as 'stale'; a row tried in time keeps
--      its retries. Status e-mails are queued only by staff's changes and the guest's own link (the triggers
--      above), reminders by the schedule.
--   2. At most private.abuse_limit('mailsPerAddressPerDay') e-mails (default 5) to one guest address in any
--      24 hours: every kind to the guest counts, sent or being sent. The address is compared as a mail server
--      delivers it (private.mail_address_key: lower case, without a "+tag", and for Gmail without dots), so
--      that "victim+1@…", "Victim@…" and "v.ictim@gmail.com" are one. A row over the limit is skipped as
--      'daily_limit' (staff see it in the booking's e-mail list).
--   3. The restaurant's own notices (staff_new, staff_changed, staff_cancelled) are not counted against a
--      guest's address, but are not an amplifier either: at most 30 in any hour (STAFF_NOTICES_PER_HOUR) of
--      the notices of new bookings, and 30 of those of guests' changes and cancellations, so that a flood of
--      moves never holds back a real booking's notice; beyond that they are skipped as 'staff_limit' (the
--      bookings are on the dashboard all the same).
--
-- Two senders must not both take the last mail of a limit: each check takes a transaction-level advisory lock
-- on its address (or on the restaurant's notices) and counts what is sent or being sent; a sender that finds
-- the lock taken leaves the row for the next call instead of waiting (no waiting: no deadlock between two
-- senders holding each other's address). The claim is SECURITY DEFINER now, to read the limit and the key in
-- schema private; it stays the service role's alone.
--
-- "Once per kind": the outbox holds one row per (reservation, kind, occurrence) (reservations_emails_once),
-- the insert trigger writes occurrence 1 of received and staff_new once per booking, a later occurrence is
-- only queued by a new change (a staff decision, a guest's move or cancel), and a row is sent once (the
-- claim's lease and fencing token): a replayed call finds nothing due (tests/sql/mail-relay.test.ts).

-- The address as the mailbox it reaches, the one normalisation of guests' addresses (the mail cap here, the
-- bookings per address, export and erasure): lower case and trimmed, no "+tag", at Yahoo no "-keyword", at
-- Gmail no dots and googlemail.com as gmail.com (mailboxOf() of src/domain/reservation/mailbox.ts).
create or replace function private.mail_address_key(p_address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when a.domain in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(a.untagged, '.', '') || '@gmail.com'
    when a.domain like 'yahoo.%' or a.domain in ('ymail.com', 'rocketmail.com')
      then pg_catalog.split_part(a.untagged, '-', 1) || '@' || a.domain
    else a.untagged || '@' || a.domain
  end
  from (
    select pg_catalog.split_part(pg_catalog.split_part(x.address, '@', 1), '+', 1) as untagged,
           pg_catalog.split_part(x.address, '@', 2) as domain
    from (select pg_catalog.lower(pg_catalog.btrim(p_address)) as address) x
  ) a;
$$;
revoke all on function private.mail_address_key(text) from public;
-- The index reservations_mailbox_idx evaluates it on every write of an address, also the service role's own
-- (the retention job's anonymisation, an import).
grant execute on function private.mail_address_key(text) to service_role;

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

-- The e-mails a booking's insert and status change queue (the kinds above). A guest's own cancellation (pending or confirmed -> cancelled, as anon or a
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
    -- Taken by staff, confirmed at once: the guest's confirmation when they gave an address; no notice to
    -- the restaurant, which took it; a walk-in (seated) is here and gets nothing.
    if new.source <> 'online' then
      if new.status = 'confirmed' and new.customer_email is not null then
        insert into public.reservation_emails (reservation_id, kind) values (new.id, 'confirmed');
      end if;
      return null;
    end if;
    if new.status in ('pending', 'confirmed') and new.customer_email is not null then
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
  if v_kind is not null and new.customer_email is not null then
    perform private.queue_reservation_email(new.id, v_kind);
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

-- The date, time or party size changed, while the booking holds its table and is not past: the guest's
-- "changed" when they have an address, and the restaurant's notice when the guest moved it (staff know).
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
  if new.customer_email is not null then
    perform private.queue_reservation_email(new.id, 'changed');
  end if;
  if not public.is_admin() then
    perform private.queue_reservation_email(new.id, 'staff_changed');
  end if;
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
    where r.status = 'confirmed' and r.customer_email is not null
      and r.reservation_date = (p_now at time zone 'Europe/Berlin')::date + 1
    on conflict (reservation_id, kind, occurrence) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer from added;
$$;

comment on function public.enqueue_reservation_reminders(timestamptz) is
  'Enqueues the reminder e-mail of every confirmed booking with an address on the day after p_now (Berlin); answers how many '
  'were new. Scheduled daily with pg_cron where it is available.';

revoke all on function public.enqueue_reservation_reminders(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.enqueue_reservation_reminders(timestamptz) to service_role;

-- Claims due rows for delivery: skips what no longer applies, gives up what ran out of attempts, and applies
-- the three bounds above, row by row in claim order.
create or replace function public.claim_reservation_emails(p_reservation_id uuid default null, p_limit integer default 1)
returns table (email_id uuid, kind text, reason text, attempt integer, reservation jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- FRESH_BOOKING_MINUTES, STAFF_NOTICES_PER_HOUR of src/domain/reservation/guest-emails.ts
  c_fresh constant interval := interval '15 minutes';
  c_staff_per_hour constant integer := 30;
  v_limit integer := least(greatest(coalesce(p_limit, 1), 1), 50);
  v_per_address integer := private.abuse_limit('mailsPerAddressPerDay');
  v_candidate record;
  v_key text;
  v_used integer;
  v_bucket text[];
  v_claimed integer := 0;
  v_passed uuid[] := '{}';
begin
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

  -- 1. A new booking's first e-mails, never tried while the booking was fresh.
  update public.reservation_emails e
  set state = 'skipped', last_error = 'stale'
  from public.reservations r
  where r.id = e.reservation_id
    and e.kind in ('received', 'staff_new') and e.state = 'pending' and e.attempts = 0
    and e.next_attempt_at <= pg_catalog.now()
    and (p_reservation_id is null or e.reservation_id = p_reservation_id)
    and r.created_at < pg_catalog.now() - c_fresh;

  -- MAX_EMAIL_ATTEMPTS (8) of src/domain/reservation/guest-emails.ts
  update public.reservation_emails e
  set state = 'given_up', last_error = 'interrupted'
  where e.state = 'sending' and e.next_attempt_at <= pg_catalog.now() and e.attempts >= 8
    and (p_reservation_id is null or e.reservation_id = p_reservation_id);

  -- One row at a time (a FOR loop would fetch and lock ten ahead, which another sender could have taken).
  -- A claimed row is due again only after its lease and a skipped one never; a row whose limit another
  -- sender is checking right now is passed over in this call.
  loop
    select e.id, e.kind, r.customer_email into v_candidate
    from public.reservation_emails e
    join public.reservations r on r.id = e.reservation_id
    where e.state in ('pending', 'sending', 'retrying') and e.next_attempt_at <= pg_catalog.now()
      and (p_reservation_id is null or e.reservation_id = p_reservation_id)
      and e.id <> all (v_passed)
    order by e.next_attempt_at, e.seq
    limit 1
    for update of e skip locked;
    exit when not found;
    if v_candidate.kind in ('staff_new', 'staff_changed', 'staff_cancelled') then
      -- 3. The restaurant's notices: a ceiling per hour for the notices of new bookings, and another for those
      -- of guests' changes and cancellations, so that a flood of moves never holds back a real booking's.
      v_bucket := case when v_candidate.kind = 'staff_new' then array['staff_new']
                       else array['staff_changed', 'staff_cancelled'] end;
      if not pg_catalog.pg_try_advisory_xact_lock(
        pg_catalog.hashtextextended('tischlein.mail.staff:' || v_bucket[1], 0)) then
        v_passed := v_passed || v_candidate.id;
        continue;
      end if;
      select pg_catalog.count(*)::integer into v_used
      from public.reservation_emails s
      where s.kind = any (v_bucket) and s.id <> v_candidate.id
        and ((s.state = 'sent' and s.sent_at > pg_catalog.now() - interval '1 hour') or s.state = 'sending');
      if v_used >= c_staff_per_hour then
        update public.reservation_emails e set state = 'skipped', last_error = 'staff_limit'
        where e.id = v_candidate.id;
        continue;
      end if;
    else
      -- 2. The guest's address: mailsPerAddressPerDay in any 24 hours.
      v_key := private.mail_address_key(v_candidate.customer_email);
      if not pg_catalog.pg_try_advisory_xact_lock(
        pg_catalog.hashtextextended('tischlein.mail.guest:' || v_key, 0)) then
        v_passed := v_passed || v_candidate.id;
        continue;
      end if;
      select pg_catalog.count(*)::integer into v_used
      from public.reservation_emails s
      join public.reservations q on q.id = s.reservation_id
      where s.kind not in ('staff_new', 'staff_changed', 'staff_cancelled') and s.id <> v_candidate.id
        and ((s.state = 'sent' and s.sent_at > pg_catalog.now() - interval '24 hours') or s.state = 'sending')
        and private.mail_address_key(q.customer_email) = v_key;
      if v_used >= v_per_address then
        update public.reservation_emails e set state = 'skipped', last_error = 'daily_limit'
        where e.id = v_candidate.id;
        continue;
      end if;
    end if;

    return query
      with claimed as (
        update public.reservation_emails e
        set state = 'sending', attempts = e.attempts + 1,
            next_attempt_at = pg_catalog.now() + interval '5 minutes'
        where e.id = v_candidate.id
        returning e.id, e.kind, e.reason, e.attempts, e.reservation_id
      )
      select c.id, c.kind, c.reason, c.attempts, pg_catalog.to_jsonb(r)
      from claimed c
      join public.reservations r on r.id = c.reservation_id;
    v_claimed := v_claimed + 1;
    exit when v_claimed >= v_limit;
  end loop;
end;
$$;

comment on function public.claim_reservation_emails(uuid, integer) is
  'The e-mail function claims up to p_limit due outbox rows (of one booking, or all): skips what no longer '
  'applies, a new booking''s first e-mails no longer fresh (stale), e-mails over mailsPerAddressPerDay to one '
  'guest address (daily_limit) and restaurant notices over 30 an hour of new bookings, or of changes and '
  'cancellations (staff_limit); decisions 0078, 0088, 0112.';

revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated, service_role;
revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_reservation_emails(uuid, integer) to service_role;

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

revoke all on function public.reservation_email_sent(uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.reservation_email_sent(uuid, integer) to service_role;

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

revoke all on function public.reservation_email_failed(uuid, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.reservation_email_failed(uuid, integer, text) to service_role;

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

revoke all on function public.reservation_email_skipped(uuid, integer, text) from public, anon, authenticated, service_role;
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

-- No mail relay (issue 18, item 2; decision 0088). The e-mail function sends only what SQL queued (decision
-- 0078): to the booking's own address or the restaurant's, each outbox row once. What was still open: anyone
-- with the anon key can book in a stranger's name, as often as the booking limits let them (decision 0087),
-- and each booking mails that address. So the claim of public.claim_reservation_emails() now also bounds what
-- goes out, before a row is handed to the sender:
--
--   1. Fresh bookings only. A booking's "received" and "staff_new" go out only when first tried within
--      15 minutes of the booking (FRESH_BOOKING_MINUTES of src/domain/reservation/guest-emails.ts): the
--      browser calls at once and the schedule every five minutes. A row never tried by then (an imported or
--      restored booking, a function configured weeks later) is skipped as 'stale'; a row tried in time keeps
--      its retries. Status e-mails are queued only by staff's changes and the guest's own link (the triggers
--      of 20261126000300 and 20261126000700), reminders by the schedule.
--   2. At most private.abuse_limit('mailsPerAddressPerDay') e-mails (default 5) to one guest address in any
--      24 hours: every kind to the guest counts, sent or being sent. The address is compared as a mail server
--      delivers it (private.mail_address_key: lower case, without a "+tag", and for Gmail without dots), so
--      that "victim+1@…", "Victim@…" and "v.ictim@gmail.com" are one. A row over the limit is skipped as
--      'daily_limit' (staff see it in the booking's e-mail list).
--   3. The restaurant's own notices (staff_new, staff_changed, staff_cancelled) are not counted against a
--      guest's address, but are not an amplifier either: at most 30 in any hour (STAFF_NOTICES_PER_HOUR);
--      beyond that they are skipped as 'staff_limit' (the bookings are on the dashboard all the same).
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

-- The address as the mailbox it reaches: lower case, no "+tag", Gmail's dots ignored.
create or replace function private.mail_address_key(p_address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when a.domain in ('gmail.com', 'googlemail.com')
      then pg_catalog.replace(pg_catalog.split_part(a.local, '+', 1), '.', '') || '@gmail.com'
    else pg_catalog.split_part(a.local, '+', 1) || '@' || a.domain
  end
  from (
    select pg_catalog.split_part(x.address, '@', 1) as local, pg_catalog.split_part(x.address, '@', 2) as domain
    from (select pg_catalog.lower(pg_catalog.btrim(p_address)) as address) x
  ) a;
$$;

revoke all on function private.mail_address_key(text) from public;

-- The sent rows of the last day are what the limits count.
create index reservation_emails_sent_at_idx on public.reservation_emails (sent_at) where state = 'sent';

-- As in 20261126000700 (skips what no longer applies, gives up what ran out of attempts), plus the three
-- bounds above, checked row by row in claim order.
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
      -- 3. The restaurant's notices: a ceiling per hour.
      if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended('tischlein.mail.staff', 0)) then
        v_passed := v_passed || v_candidate.id;
        continue;
      end if;
      select pg_catalog.count(*)::integer into v_used
      from public.reservation_emails s
      where s.kind in ('staff_new', 'staff_changed', 'staff_cancelled') and s.id <> v_candidate.id
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
  'guest address (daily_limit) and restaurant notices over 30 an hour (staff_limit); decisions 0078, 0088.';

revoke all on function public.claim_reservation_emails(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_reservation_emails(uuid, integer) to service_role;

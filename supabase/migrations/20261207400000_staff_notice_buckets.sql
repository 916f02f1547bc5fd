-- The restaurant's notices are capped per hour in two buckets, new bookings and guests' changes and
-- cancellations, so that a flood of moves never holds back the notice of a real booking (decision 0112).

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


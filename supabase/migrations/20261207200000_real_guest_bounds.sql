-- A real guest behind every booking, first part (decision 0112): limits count a client's network (IPv4 /24,
-- IPv6 /64) rather than its address; one normalisation of e-mail addresses (the mailbox) for the bookings per
-- address, the mail cap, export and erasure; a replayed submission shows no staff field; a guest moves one
-- booking at most movesPerBooking times with its link; the day's public bookings are counted one at a time;
-- client network hashes are forgotten hourly; the restaurant's notices are capped in two buckets. And the
-- booking calendar's full days (issue 40).

-- The new limit: the check is replaced around the row's update, which the old check would refuse.
alter table public.restaurant_settings drop constraint restaurant_settings_abuse_limits_valid;

-- Whether a value is an AbuseLimits the settings form accepts: exactly the five keys, each a whole number from 1
-- to 100000. Not SECURITY DEFINER: it reads nothing and calls no private helper (the table's check constraint runs
-- it as the admin who saves, who has no USAGE on schema private).
create or replace function public.abuse_limits_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key text;
  v_value numeric;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 6 then
    return false;
  end if;
  foreach v_key in array array['bookingsPerAddressPerHour', 'bookingsPerEmailPerDay', 'bookingsPerDay',
                               'consentsPerAddressPerHour', 'mailsPerAddressPerDay', 'movesPerBooking'] loop
    if pg_catalog.jsonb_typeof(p -> v_key) is distinct from 'number' then
      return false;
    end if;
    v_value := (p ->> v_key)::numeric;
    if v_value <> pg_catalog.trunc(v_value) or v_value not between 1 and 100000 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function public.abuse_limits_valid(jsonb) from public;
grant execute on function public.abuse_limits_valid(jsonb) to authenticated, service_role;


update public.restaurant_settings
   set abuse_limits = abuse_limits || '{"movesPerBooking": 3}'::jsonb
 where not abuse_limits ? 'movesPerBooking';
alter table public.restaurant_settings alter column abuse_limits set default
    '{"bookingsPerAddressPerHour": 10, "bookingsPerEmailPerDay": 3, "bookingsPerDay": 200,
    "consentsPerAddressPerHour": 30, "mailsPerAddressPerDay": 5, "movesPerBooking": 3}'::jsonb;
alter table public.restaurant_settings add constraint restaurant_settings_abuse_limits_valid
  check (public.abuse_limits_valid(abuse_limits));

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


-- Export and erasure find a guest's bookings by mailbox, however each was spelled.
create index reservations_mailbox_idx on public.reservations (private.mail_address_key(customer_email));

-- The network a client address belongs to, which the limits count rather than the address: an attacker
-- gets a whole IPv6 /64 from any provider and often many IPv4 addresses of one /24, while a real guest's
-- phone or office sits in one of each. The /24 of an IPv4 address, the /64 of an IPv6 one (an IPv4-mapped
-- IPv6 address counts as its IPv4), and anything that is not an address as it is written, lower case.
create or replace function private.client_network(p_address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_inet inet;
begin
  begin
    v_inet := pg_catalog.btrim(p_address)::inet;
  exception when others then
    return pg_catalog.lower(pg_catalog.left(p_address, 100));
  end;
  if pg_catalog.family(v_inet) = 6 and v_inet << inet '::ffff:0:0/96' then
    v_inet := pg_catalog.regexp_replace(pg_catalog.host(v_inet), '^.*:', '')::inet;
  end if;
  return pg_catalog.text(pg_catalog.network(pg_catalog.set_masklen(
    v_inet, case pg_catalog.family(v_inet) when 4 then 24 else 64 end)));
end;
$$;
revoke all on function private.client_network(text) from public;

-- The client's network (private.client_network()) as the proxies in front of PostgREST report its address:
-- Cloudflare's cf-connecting-ip (set by the edge, a client cannot forge it through Cloudflare), then
-- x-real-ip, then the first hop of x-forwarded-for; 'unknown' when none is there (all such requests share one
-- bucket). Only its HMAC with a secret salt leaves this function.
create or replace function private.client_address_hash()
returns bytea
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_headers json;
  v_address text;
begin
  begin
    v_headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    v_headers := null;
  end;
  v_address := coalesce(
    nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(v_headers ->> 'x-real-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown');
  return (select extensions.hmac(pg_catalog.convert_to(private.client_network(v_address), 'UTF8'),
                                 s.address_salt, 'sha256')
            from private.abuse_secrets s where s.id);
end;
$$;
revoke all on function private.client_address_hash() from public;

-- The limits of restaurant_settings.abuse_limits on a request from the public (decision 0087), checked after
-- the input is valid: a typo is no attempt. Counted per client address (a salted hash, kept for an hour), per
-- e-mail address and across all addresses per restaurant day (bookings made today, Europe/Berlin). Answers the
-- client address's hash, which the booking records as an attempt once it is made.
create or replace function private.assert_booking_within_bounds(p_email text)
returns bytea
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_address bytea;
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
begin
  perform private.forget_old_attempts();
  v_address := private.client_address_hash();
  -- One booking per address at a time (to the end of the transaction), so that parallel requests from one
  -- address cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(7132, pg_catalog.hashtext(pg_catalog.encode(v_address, 'hex')));
  if (select pg_catalog.count(*) from private.client_attempts a
       where a.kind = 'booking' and a.address_hash = v_address
         and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('bookingsPerAddressPerHour') then
    perform private.refuse('address', 'reservations.validation.tooManyFromAddress', '');
  end if;
  -- Then one public booking of the day at a time, so that requests in flight from many networks cannot all
  -- pass the mailbox's and the day's counts (taken after the address's lock: every caller takes the two in
  -- the same order).
  perform pg_catalog.pg_advisory_xact_lock(7133, v_today - date '2000-01-01');
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin')
         and private.mail_address_key(r.customer_email) = private.mail_address_key(p_email))
     >= private.abuse_limit('bookingsPerEmailPerDay') then
    perform private.refuse('email', 'reservations.validation.tooManyForEmail', 'customer_email');
  end if;
  if (select pg_catalog.count(*) from public.reservations r
       where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin'))
     >= private.abuse_limit('bookingsPerDay') then
    perform private.refuse('day', 'reservations.validation.tooManyToday', '');
  end if;
  return v_address;
end;
$$;

revoke all on function private.assert_booking_within_bounds(text) from public;

-- A booking as its guest's browser gets it back for a submission: what the guest typed and the status, never
-- what staff wrote or who they are. A replayed submission key is the one way anon reads a stored row, and
-- by then staff may have added notes or changed its status.
create or replace function private.as_submitted(p_row public.reservations)
returns public.reservations
language plpgsql
immutable
set search_path = ''
as $$
begin
  p_row.admin_notes := null;
  p_row.status_changed_by := null;
  p_row.status_changed_by_name := null;
  return p_row;
end;
$$;
revoke all on function private.as_submitted(public.reservations) from public;

-- A guest's booking: a pending reservation for a table or (p_event_id) for an event, idempotent per the
-- browser-made p_submission_key.
create or replace function public.create_reservation(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  p_language_preference text,
  p_submission_key uuid,
  p_event_id uuid default null,
  p_challenge text default null
)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_guarded boolean := private.guarded_request();
  v_input record;
  v_address bytea;
  v_rules jsonb;
  v_tables uuid[];
  v_hold tstzrange;
  v_row public.reservations;
begin
  -- A request from the public (decisions 0086, 0087) first proves its work: a solved, unexpired challenge
  -- that was never used. Before the submission key, so that a retry pays again like any other call.
  if v_guarded and not private.booking_challenge_solved(p_challenge) then
    perform private.refuse('challenge', 'reservations.validation.challengeFailed', '');
  end if;

  -- A repeated submission (same browser-made key) returns the reservation it already created, as the guest
  -- sees it.
  if p_submission_key is not null then
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    if found then
      return private.as_submitted(v_row);
    end if;
  end if;

  select * into v_input from private.reservation_input(
    p_customer_name, p_customer_email, p_customer_phone, p_reservation_date, p_reservation_time, p_party_size,
    p_special_requests);
  if v_guarded then
    v_address := private.assert_booking_within_bounds(v_input.customer_email);
  end if;
  v_rules := private.booking_rules();
  if p_event_id is null then
    select s.table_ids, s.hold into v_tables, v_hold
      from private.assert_table_bookable(v_rules, p_reservation_date, v_input.reservation_time, p_party_size) s;
  else
    perform private.assert_event_seats(v_rules, p_event_id, p_reservation_date, v_input.reservation_time, p_party_size);
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key, event_id, held_until
  )
  values (
    v_input.customer_name, v_input.customer_email, v_input.customer_phone, p_reservation_date,
    v_input.reservation_time, p_party_size, v_input.special_requests,
    public.normalize_language(p_language_preference), 'pending', p_submission_key, p_event_id,
    pg_catalog.upper(v_hold)
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;

  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    return private.as_submitted(v_row);
  else
    if p_event_id is null then
      perform private.hold_tables(v_row.id, v_tables, v_hold);
    end if;
    if v_guarded then
      insert into private.client_attempts (kind, address_hash) values ('booking', v_address);
    end if;
  end if;
  return v_row;
end;
$$;

comment on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text) is
  'Validates and creates a pending reservation, for a table or (p_event_id) for an event; idempotent per '
  'p_submission_key. From the public: p_challenge is a solved booking_challenge(), and the limits of '
  'restaurant_settings.abuse_limits apply. Errors: 22023 + translation key.';

revoke all on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  from public, anon, authenticated, service_role;
grant execute on function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)
  to anon, authenticated, service_role;

-- Everything stored about an address, as one JSON document: {email, exportedAt, reservations: [...rows],
-- emails: [...outbox rows]}.
create or replace function public.admin_export_personal_data(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_reservations jsonb;
  v_emails jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  v_email := private.data_request_email(p_email);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) order by r.reservation_date, r.reservation_time, r.id), '[]')
  into v_reservations
  from public.reservations r
  where private.mail_address_key(r.customer_email) = private.mail_address_key(v_email);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'reservation_id', e.reservation_id, 'kind', e.kind, 'reason', e.reason, 'state', e.state,
           'sent_at', e.sent_at, 'created_at', e.created_at) order by e.seq), '[]')
  into v_emails
  from public.reservation_emails e
  join public.reservations r on r.id = e.reservation_id
  where private.mail_address_key(r.customer_email) = private.mail_address_key(v_email);
  insert into private.data_requests (action, reservations, requested_by)
  values ('export', pg_catalog.jsonb_array_length(v_reservations), auth.uid());
  return pg_catalog.jsonb_build_object('email', v_email, 'exportedAt', pg_catalog.now(),
    'reservations', v_reservations, 'emails', v_emails);
end;
$$;

revoke all on function public.admin_export_personal_data(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_export_personal_data(text) to authenticated;

-- Deletes every reservation of an address's mailbox (its outbox rows and confirmation go with it, on delete cascade;
-- the day counts and event seats follow through their triggers). Answers how many there were.
create or replace function public.admin_erase_personal_data(p_email text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_count integer;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  v_email := private.data_request_email(p_email);
  with erased as (
    delete from public.reservations r
    where private.mail_address_key(r.customer_email) = private.mail_address_key(v_email)
    returning 1
  )
  select pg_catalog.count(*)::integer into v_count from erased;
  insert into private.data_requests (action, reservations, requested_by) values ('erase', v_count, auth.uid());
  return v_count;
end;
$$;

revoke all on function public.admin_erase_personal_data(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_erase_personal_data(text) to authenticated;

-- The guest moves a table booking to another free time, by the same rules as a new booking. The dates
-- 'infinity' and '-infinity' (which PostgREST passes through) are read as the last and the first date
-- PostgreSQL knows, which the same checks in the same order then refuse (the token, the booking's state, then
-- dateTooFar or dateInPast), so neither is ever stored.
create or replace function public.move_reservation_by_token(p_token text, p_date date, p_time text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations := private.open_reservation_token(p_token);
  v_date date := case p_date when 'infinity' then date '5874897-12-31'
                             when '-infinity' then date '4714-11-24 BC' else p_date end;
  v_time text := private.assert_date_and_time(v_date, p_time);
  v_tables uuid[];
  v_hold tstzrange;
begin
  -- The new date's lock first, as create_reservation() takes it, then the row: every booking of the date
  -- waits here and counts this one once it has moved.
  perform private.lock_reservation_date(v_date);
  select r.* into v_row from public.reservations r where r.id = v_row.id for update;
  if not found then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  perform private.assert_guest_may_change(v_row);
  if v_row.event_id is not null then
    perform public.raise_invalid('selfService.errors.eventBooking', 'token');
  end if;

  if v_row.reservation_date <> v_date or v_row.reservation_time <> v_time then
    -- Each move mails the guest and the restaurant: a link moves its booking a few times only
    -- (guestMovesIn() of src/domain/reservation/history.ts counts the same).
    if (select pg_catalog.count(*) from public.reservation_changes c
         where c.reservation_id = v_row.id and c.kind = 'changed' and c.changed_by is null
           and exists (select from pg_catalog.jsonb_array_elements(c.changes) f
                        where f ->> 'field' in ('reservation_date', 'reservation_time')))
       >= private.abuse_limit('movesPerBooking') then
      perform public.raise_invalid('selfService.errors.tooManyMoves', 'reservation_date');
    end if;
    select s.table_ids, s.hold into v_tables, v_hold
      from private.assert_table_bookable(private.booking_rules(), v_date, v_time, v_row.party_size, v_row.id) s;
    update public.reservations r
       set reservation_date = v_date, reservation_time = v_time, status = 'pending', confirmed_at = null,
           held_until = pg_catalog.upper(v_hold)
     where r.id = v_row.id
    returning r.* into v_row;
    perform private.hold_tables(v_row.id, v_tables, v_hold);
  end if;

  return pg_catalog.jsonb_build_object(
    'reservation', private.guest_reservation(v_row),
    'token', private.reservation_token(v_row.id, private.reservation_token_expiry(v_row.reservation_date))
  );
end;
$$;

comment on function public.move_reservation_by_token(text, date, text) is
  'The guest moves the table booking a self-service token opens to another free time, by the booking rules; '
  'answers {reservation, token}. Errors: 22023 + selfService.errors.* or reservations.validation.*.';

revoke all on function public.move_reservation_by_token(text, date, text)
  from public, anon, authenticated, service_role;
grant execute on function public.move_reservation_by_token(text, date, text) to anon, authenticated, service_role;

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


-- The hashes of client networks are kept for the hour they are counted: a booking or a consent forgets the
-- older ones, and this schedule does it every hour when nobody books. Where pg_cron is not installed (PGlite,
-- a plain PostgreSQL) the migration only says so: run `select private.forget_old_attempts()` hourly instead.
do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed: client network hashes are forgotten only when someone books';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): client network hashes are not forgotten on a schedule', sqlerrm;
    return;
  end;
  perform cron.schedule('tischlein-forget-client-attempts', '7 * * * *', 'select private.forget_old_attempts()');
end
$cron$;

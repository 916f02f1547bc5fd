-- Bounded booking (issue 18, item 1; decisions 0086 and 0087). The anon key is public, so until now a script
-- could make unlimited pending reservations and consent records. From here on a request from the public
-- (an HTTP request through PostgREST by anyone who is not staff and not the service role):
--   * proves some work before create_reservation() accepts it: a self-hosted ALTCHA proof-of-work made by
--     public.booking_challenge() and checked here, in SQL (decision 0086): the HMAC signature, that
--     SHA-256(salt || number) is the challenge, the expiry in the salt, and that it was never used before;
--   * meets the owner's limits (restaurant_settings.abuse_limits, 20261127000100): bookings per client
--     address per hour, per e-mail address per restaurant day, all bookings per restaurant day, and consent
--     records per client address per hour (decision 0087).
-- A refusal is a documented 22023 with a translation key like every other refusal of these functions, and
-- is counted by day and reason, without any personal data, for the staff's dashboard
-- (public.refused_attempts_today()).
--
-- What is a request from the public: PostgREST sets request.headers on every request it runs. A session
-- without it holds a database connection (a migration, the owner, a test of other rules) and is not bounded;
-- neither is staff (is_admin()) nor the service role (edge functions, which have their own bounds).
--
-- Also record_consent() now stores false for the purposes the site does not offer (analytics, marketing), as
-- the domain does (src/domain/consent/purposes.ts, decision 0077): a script sending true cannot make a record
-- claim a consent nobody was asked for.

-- ---------------------------------------------------------------------------------------------------------
-- Secrets: the key that signs challenges, and the salt of the client address hashes
-- ---------------------------------------------------------------------------------------------------------
create table private.abuse_secrets (
  id boolean primary key default true constraint abuse_secrets_one_row check (id),
  -- text, because ALTCHA's HMAC key is a string (its UTF-8 bytes are the key), so altcha-lib verifies too
  challenge_key text not null,
  address_salt bytea not null
);
revoke all on table private.abuse_secrets from public;
comment on table private.abuse_secrets is
  'The HMAC key of booking challenges and the salt of client address hashes. Replacing a value invalidates '
  'the challenges handed out so far / forgets which address made which attempt; nothing else depends on them.';
insert into private.abuse_secrets (challenge_key, address_salt)
values (pg_catalog.encode(extensions.gen_random_bytes(32), 'hex'), extensions.gen_random_bytes(32));

-- Challenges already used, until they expire (then the expiry alone refuses them).
create table private.used_booking_challenges (
  challenge text primary key,
  expires_at timestamptz not null
);
create index used_booking_challenges_expires_at_idx on private.used_booking_challenges (expires_at);
revoke all on table private.used_booking_challenges from public;

-- Who did what in the last hour, by a salted hash of the client address (never the address itself); rows
-- older than an hour are deleted by the next call that counts.
create table private.client_attempts (
  kind text not null constraint client_attempts_kind check (kind in ('booking', 'consent')),
  address_hash bytea not null,
  at timestamptz not null default pg_catalog.now()
);
create index client_attempts_kind_address_at_idx on private.client_attempts (kind, address_hash, at);
create index client_attempts_at_idx on private.client_attempts (at);
revoke all on table private.client_attempts from public;

-- ---------------------------------------------------------------------------------------------------------
-- Refused attempts, counted by day and reason. A refusal raises, which rolls back everything the request
-- wrote, so the counter cannot be a table row: it is a sequence (nextval() is never rolled back), one per
-- reason, whose value is day * 1000000 + the refusals of that day (day: days since 2000-01-01 in
-- Europe/Berlin). The first refusal of a new day starts the count at 1 again.
-- ---------------------------------------------------------------------------------------------------------
create sequence private.refused_challenge;
create sequence private.refused_address;
create sequence private.refused_email;
create sequence private.refused_day;
create sequence private.refused_consent;
revoke all on sequence private.refused_challenge, private.refused_address, private.refused_email,
  private.refused_day, private.refused_consent from public;

create or replace function private.refusal_day()
returns bigint
language sql
stable
set search_path = ''
as $$
  select ((pg_catalog.now() at time zone 'Europe/Berlin')::date - date '2000-01-01')::bigint;
$$;
revoke all on function private.refusal_day() from public;

-- Counts the refusal, then refuses with the translation key (and field, '' for none) as raise_invalid() does.
create or replace function private.refuse(p_reason text, p_key text, p_field text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_sequence regclass := pg_catalog.format('private.%I', 'refused_' || p_reason)::regclass;
  v_day bigint := private.refusal_day();
begin
  if pg_catalog.nextval(v_sequence) / 1000000 <> v_day then
    perform pg_catalog.setval(v_sequence, v_day * 1000000 + 1);
  end if;
  perform public.raise_invalid(p_key, coalesce(p_field, ''));
end;
$$;
revoke all on function private.refuse(text, text, text) from public;

-- The refusals of today by reason, for the dashboard: staff only.
create or replace function public.refused_attempts_today()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day bigint := private.refusal_day();
  v_counts jsonb := '{}'::jsonb;
  v_reason text;
  v_value bigint;
  v_called boolean;
begin
  perform public.assert_admin();
  foreach v_reason in array array['challenge', 'address', 'email', 'day', 'consent'] loop
    execute pg_catalog.format('select last_value, is_called from private.%I', 'refused_' || v_reason)
      into v_value, v_called;
    v_counts := v_counts || pg_catalog.jsonb_build_object(
      v_reason, case when v_called and v_value / 1000000 = v_day then v_value % 1000000 else 0 end);
  end loop;
  return v_counts;
end;
$$;
comment on function public.refused_attempts_today() is
  'Staff only: how many public bookings and consent records were refused today (Europe/Berlin), by reason: '
  'challenge (no valid proof of work), address, email, day (the limits of abuse_limits), consent.';
revoke all on function public.refused_attempts_today() from public, anon, authenticated, service_role;
grant execute on function public.refused_attempts_today() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Who is bounded, and by which address
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.guarded_request()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_claims jsonb;
begin
  if coalesce(pg_catalog.current_setting('request.headers', true), '') = '' then
    return false;
  end if;
  v_claims := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  return coalesce(v_claims ->> 'role', 'anon') <> 'service_role' and not public.is_admin();
end;
$$;
revoke all on function private.guarded_request() from public;

-- The client's address as the proxies in front of PostgREST report it: Cloudflare's cf-connecting-ip (set by
-- the edge, a client cannot forge it through Cloudflare), then x-real-ip, then the first hop of
-- x-forwarded-for; 'unknown' when none is there (all such requests share one bucket). Only its HMAC with a
-- secret salt leaves this function.
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
  return (select extensions.hmac(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.left(v_address, 100)), 'UTF8'),
                                 s.address_salt, 'sha256')
            from private.abuse_secrets s where s.id);
end;
$$;
revoke all on function private.client_address_hash() from public;

create or replace function private.forget_old_attempts()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.client_attempts a where a.at <= pg_catalog.now() - interval '1 hour';
  delete from private.used_booking_challenges u where u.expires_at <= pg_catalog.now();
$$;
revoke all on function private.forget_old_attempts() from public;

-- ---------------------------------------------------------------------------------------------------------
-- The proof of work (decision 0086): ALTCHA's classic challenge, as altcha-lib/v1's createChallenge() makes
-- it: salt = random hex + '?expires=<unix seconds>&', challenge = hex(SHA-256(salt || number)) for a secret
-- random number below maxnumber, signature = hex(HMAC-SHA-256(challenge, key)). The browser tries numbers
-- until the hash matches (50,000 at most, a few hundred milliseconds on a phone) and sends back
-- base64(JSON {algorithm, challenge, number, salt, signature}).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.booking_challenge()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_maxnumber constant integer := 50000;
  v_salt text := pg_catalog.encode(extensions.gen_random_bytes(12), 'hex') || '?expires='
    || pg_catalog.floor(extract(epoch from pg_catalog.now() + interval '10 minutes'))::bigint || '&';
  v_number integer := (('x' || pg_catalog.encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint
                       % v_maxnumber)::integer;
  v_challenge text := pg_catalog.encode(
    extensions.digest(pg_catalog.convert_to(v_salt || v_number, 'UTF8'), 'sha256'), 'hex');
begin
  return pg_catalog.jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', v_challenge,
    'maxnumber', v_maxnumber,
    'salt', v_salt,
    'signature', (select pg_catalog.encode(
                    extensions.hmac(pg_catalog.convert_to(v_challenge, 'UTF8'),
                                    pg_catalog.convert_to(s.challenge_key, 'UTF8'), 'sha256'), 'hex')
                  from private.abuse_secrets s where s.id));
end;
$$;
comment on function public.booking_challenge() is
  'A proof-of-work challenge (ALTCHA, SHA-256, valid 10 minutes) for create_reservation(p_challenge).';
revoke all on function public.booking_challenge() from public, anon, authenticated, service_role;
grant execute on function public.booking_challenge() to anon, authenticated, service_role;

-- Whether p_payload is a solution of a challenge this database made, unexpired and never used before; a
-- solution that passes is used up (when the request commits). Anything malformed is simply false.
create or replace function private.booking_challenge_solved(p_payload text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_solution jsonb;
  v_salt text;
  v_challenge text;
  v_number text;
  v_expires timestamptz;
  v_key text;
begin
  if p_payload is null or pg_catalog.length(p_payload) > 2000 then
    return false;
  end if;
  begin
    v_solution := pg_catalog.convert_from(pg_catalog.decode(p_payload, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return false;
  end;
  if pg_catalog.jsonb_typeof(v_solution) is distinct from 'object'
     or v_solution ->> 'algorithm' is distinct from 'SHA-256'
     or pg_catalog.jsonb_typeof(v_solution -> 'number') is distinct from 'number'
     or pg_catalog.jsonb_typeof(v_solution -> 'salt') is distinct from 'string'
     or pg_catalog.jsonb_typeof(v_solution -> 'challenge') is distinct from 'string'
     or pg_catalog.jsonb_typeof(v_solution -> 'signature') is distinct from 'string' then
    return false;
  end if;
  v_salt := v_solution ->> 'salt';
  v_challenge := v_solution ->> 'challenge';
  v_number := v_solution ->> 'number';
  if v_salt !~ '^[0-9a-f]{8,64}\?expires=[0-9]{1,12}&$' or v_number !~ '^[0-9]{1,9}$' then
    return false;
  end if;
  v_expires := pg_catalog.to_timestamp(pg_catalog.substring(v_salt, 'expires=([0-9]+)&')::bigint);
  if v_expires <= pg_catalog.now() then
    return false;
  end if;
  select s.challenge_key into v_key from private.abuse_secrets s where s.id;
  if pg_catalog.encode(extensions.digest(pg_catalog.convert_to(v_salt || v_number, 'UTF8'), 'sha256'), 'hex')
       <> v_challenge
     or pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(v_challenge, 'UTF8'),
                                          pg_catalog.convert_to(v_key, 'UTF8'), 'sha256'), 'hex')
       <> v_solution ->> 'signature' then
    return false;
  end if;
  insert into private.used_booking_challenges (challenge, expires_at)
  values (v_challenge, v_expires)
  on conflict (challenge) do nothing;
  return found;
end;
$$;
revoke all on function private.booking_challenge_solved(text) from public;

-- ---------------------------------------------------------------------------------------------------------
-- create_reservation(..., p_challenge): the 10-argument function is dropped, so that PostgREST finds exactly
-- one function for a body with or without p_challenge. As in 20261126000500_guest_input_as_the_form_reads_it.sql,
-- plus the challenge and the limits at the start and the attempt recorded at the end.
-- ---------------------------------------------------------------------------------------------------------
drop function public.create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid);

create function public.create_reservation(
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
  -- inputs trimmed of surrounding white space as the browser form trims them (private.form_trim())
  v_name text := private.form_trim(coalesce(p_customer_name, ''));
  v_email text := private.form_trim(coalesce(p_customer_email, ''));
  v_phone text := nullif(private.form_trim(coalesce(p_customer_phone, '')), '');
  v_time text := pg_catalog.regexp_replace(coalesce(p_reservation_time, ''), '^\s+|\s+$', '', 'g');
  v_requests text := nullif(private.form_trim(coalesce(p_special_requests, '')), '');
  v_rules jsonb;
  v_refusal text;
  v_capacity record;
  v_slot_taken integer;
  v_day_taken integer;
  v_event public.events;
  v_event_wall timestamp;
  v_seats_taken integer;
  v_row public.reservations;
  v_guarded boolean := private.guarded_request();
  v_address bytea;
  v_today date := (pg_catalog.now() at time zone 'Europe/Berlin')::date;
begin
  -- A request from the public (decisions 0086, 0087) first proves its work: a solved, unexpired challenge
  -- that was never used. Before the submission key, so that a retry pays again like any other call.
  if v_guarded and not private.booking_challenge_solved(p_challenge) then
    perform private.refuse('challenge', 'reservations.validation.challengeFailed', '');
  end if;

  -- A repeated submission (same browser-made key) returns the reservation it already created.
  if p_submission_key is not null then
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
    if found then
      return v_row;
    end if;
  end if;

  if v_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(v_name) > 200 then
    perform public.raise_invalid('reservations.validation.nameTooLong', 'customer_name');
  end if;
  if v_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if pg_catalog.char_length(v_email) > 254
     or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     or v_email !~ ('^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$') then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if v_phone is not null and (pg_catalog.char_length(v_phone) > 40 or v_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  if p_reservation_date is null then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  if v_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    perform public.raise_invalid('reservations.validation.timeRequired', 'reservation_time');
  end if;
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if p_party_size > 20 then
    perform public.raise_invalid('reservations.validation.partySizeMax', 'party_size');
  end if;
  if v_requests is not null and pg_catalog.char_length(v_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.specialRequestsTooLong', 'special_requests');
  end if;

  -- The limits of restaurant_settings.abuse_limits (decision 0087), after the inputs are valid: a typo is
  -- no attempt. Counted per client address (a salted hash, kept for an hour), per e-mail address and
  -- across all addresses per restaurant day (bookings made today, Europe/Berlin).
  if v_guarded then
    perform private.forget_old_attempts();
    v_address := private.client_address_hash();
    -- One booking per address at a time (to the end of the transaction), so that parallel requests from one
    -- address cannot all pass the count; the e-mail and day counts may be passed by the requests in flight.
    perform pg_catalog.pg_advisory_xact_lock(7132, pg_catalog.hashtext(pg_catalog.encode(v_address, 'hex')));
    if (select pg_catalog.count(*) from private.client_attempts a
         where a.kind = 'booking' and a.address_hash = v_address
           and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('bookingsPerAddressPerHour') then
      perform private.refuse('address', 'reservations.validation.tooManyFromAddress', '');
    end if;
    if (select pg_catalog.count(*) from public.reservations r
         where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin')
           and pg_catalog.lower(r.customer_email) = pg_catalog.lower(v_email))
       >= private.abuse_limit('bookingsPerEmailPerDay') then
      perform private.refuse('email', 'reservations.validation.tooManyForEmail', 'customer_email');
    end if;
    if (select pg_catalog.count(*) from public.reservations r
         where r.created_at >= (v_today::timestamp at time zone 'Europe/Berlin'))
       >= private.abuse_limit('bookingsPerDay') then
      perform private.refuse('day', 'reservations.validation.tooManyToday', '');
    end if;
  end if;

  v_rules := private.booking_rules();
  if p_event_id is null then
    v_refusal := public.reservation_refusal(v_rules, p_reservation_date, v_time, p_party_size, pg_catalog.now());
    if v_refusal is not null then
      perform public.raise_invalid(
        'reservations.validation.' || v_refusal,
        case when v_refusal = 'partyTooLarge' then 'party_size'
             when v_refusal in ('timeOutsideHours', 'timeTooSoon') then 'reservation_time'
             else 'reservation_date' end);
    end if;

    -- One booking per date at a time: the lock is held to the end of this transaction, so the next caller
    -- for the date counts this booking (READ COMMITTED reads what committed before each statement).
    perform pg_catalog.pg_advisory_xact_lock(7131, p_reservation_date - date '2000-01-01');
    select * into v_capacity from private.capacity_of(v_rules, p_reservation_date);
    select coalesce(sum(r.party_size) filter (where r.reservation_time = v_time), 0),
           coalesce(sum(r.party_size), 0)
      into v_slot_taken, v_day_taken
      from public.reservations r
     where r.reservation_date = p_reservation_date and r.status in ('pending', 'confirmed');
    if (v_capacity.per_slot is not null and v_slot_taken + p_party_size > v_capacity.per_slot)
       or (v_capacity.per_day is not null and v_day_taken + p_party_size > v_capacity.per_day) then
      perform public.raise_invalid('reservations.validation.slotFull', 'reservation_time');
    end if;
  else
    -- A sign-up: the owner's party limit, then the event's rules in eventSignUpRefusal()'s order.
    if p_party_size > (v_rules ->> 'maxPartySize')::integer then
      perform public.raise_invalid('reservations.validation.partyTooLarge', 'party_size');
    end if;
    -- The event's row lock is held to the end of this transaction: the next sign-up for the event waits
    -- here, then counts this booking (its next statement reads what committed before it).
    select e.* into v_event from public.events e where e.id = p_event_id and e.is_active for update;
    if not found then
      perform public.raise_invalid('reservations.validation.eventUnknown', 'reservation_date');
    end if;
    v_event_wall := v_event.event_date at time zone 'Europe/Berlin';
    if v_event_wall::date <> p_reservation_date or pg_catalog.to_char(v_event_wall, 'HH24:MI') <> v_time then
      perform public.raise_invalid('reservations.validation.eventMismatch', 'reservation_time');
    end if;
    if v_event.event_date <= pg_catalog.now() then
      perform public.raise_invalid('reservations.validation.eventOver', 'reservation_date');
    end if;
    v_seats_taken := private.event_seats_taken(p_event_id);
    if v_seats_taken + p_party_size > v_event.max_participants then
      perform public.raise_invalid('reservations.validation.eventFull', 'party_size');
    end if;
  end if;

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, language_preference, status, submission_key, event_id
  )
  values (
    v_name, v_email, v_phone, p_reservation_date, v_time, p_party_size,
    v_requests, public.normalize_language(p_language_preference), 'pending', p_submission_key, p_event_id
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;

  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = p_submission_key;
  elsif v_guarded then
    insert into private.client_attempts (kind, address_hash) values ('booking', v_address);
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

-- ---------------------------------------------------------------------------------------------------------
-- record_consent(): the same signature; a bound per client address, and false for the purposes not offered.
-- As in 20261123000300_functions.sql otherwise.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.record_consent(
  p_session_id text,
  p_essential boolean,
  p_functional boolean,
  p_analytics boolean,
  p_marketing boolean,
  p_user_agent text,
  p_language text
)
returns public.consent_records
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.consent_records;
  v_guarded boolean := private.guarded_request();
  v_address bytea;
begin
  if p_session_id is null or p_session_id !~ '^[A-Za-z0-9_-]{8,100}$' then
    perform public.raise_invalid('consent.validation.sessionIdInvalid', 'user_session_id');
  end if;
  if p_essential is distinct from true then
    perform public.raise_invalid('consent.validation.essentialRequired', 'essential_cookies');
  end if;
  if p_functional is null or p_analytics is null or p_marketing is null then
    perform public.raise_invalid('consent.validation.choiceRequired', 'cookies');
  end if;
  if v_guarded then
    perform private.forget_old_attempts();
    v_address := private.client_address_hash();
    if (select pg_catalog.count(*) from private.client_attempts a
         where a.kind = 'consent' and a.address_hash = v_address
           and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('consentsPerAddressPerHour') then
      perform private.refuse('consent', 'consent.validation.tooMany', '');
    end if;
    insert into private.client_attempts (kind, address_hash) values ('consent', v_address);
  end if;

  -- Analytics and marketing are not offered (CONSENT_PURPOSES, decision 0077): whatever is sent, no record
  -- says they were agreed to. The arguments stay, so that older clients keep working.
  insert into public.consent_records as c (
    user_session_id, consent_version, essential_cookies, functional_cookies, analytics_cookies,
    marketing_cookies, expires_at, ip_address, user_agent, language_preference
  )
  values (
    p_session_id, '1.0', true, p_functional, false,
    false, pg_catalog.now() + interval '1 year', null,
    -- informational only: cut to the column limit instead of refusing the consent
    pg_catalog.left(nullif(pg_catalog.btrim(coalesce(p_user_agent, '')), ''), 500),
    public.normalize_language(p_language)
  )
  returning c.* into v_row;
  return v_row;
end;
$$;
-- create or replace keeps the function's privileges.

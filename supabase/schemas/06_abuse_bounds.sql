-- Bounded booking (decisions 0086 and 0087). The anon key is public, so without bounds a script could make
-- unlimited pending reservations and consent records. A request from the public
-- (an HTTP request through PostgREST by anyone who is not staff and not the service role):
--   * proves some work before create_reservation() accepts it: a self-hosted ALTCHA proof-of-work made by
--     public.booking_challenge() and checked here, in SQL (decision 0086): the HMAC signature, that
--     SHA-256(salt || number) is the challenge, the expiry in the salt, and that it was never used before;
--   * meets the owner's limits (restaurant_settings.abuse_limits): bookings per client
--     network per hour (the /24 of an IPv4 address, the /64 of an IPv6 one), per mailbox per restaurant day,
--     all bookings per restaurant day, and consent records per client network per hour (decision 0087).
-- A refusal is a documented 22023 with a translation key like every other refusal of these functions, and
-- is counted by day and reason, without any personal data, for the staff's dashboard
-- (public.refused_attempts_today()).
--
-- What is a request from the public: PostgREST sets request.headers on every request it runs. A session
-- without it holds a database connection (a migration, the owner, a test of other rules) and is not bounded;
-- neither is staff (is_admin()) nor the service role (edge functions, which have their own bounds).
--
-- record_consent() stores false for the purposes the site does not offer (analytics, marketing), as
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

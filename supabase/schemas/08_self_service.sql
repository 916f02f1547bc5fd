-- A guest's self-service link (decision 0079): every e-mail about a booking carries
-- /reservation/<token>, a page that shows that one booking and lets the guest cancel it or move it to another
-- free time. The token is the only key, so it is built to be unguessable, tamper-proof and short-lived:
--
--   token  = base64url( payload || HMAC-SHA256(secret, payload) )                      76 characters
--   payload = 0x01 (version) || reservation id (16 bytes) || expiry (Unix seconds, int8 big-endian)
--
-- The secret is 32 random bytes made here, in private.reservation_token_key, which no API role can read
-- (schema private has no USAGE for anon, authenticated or service_role). Without it nobody can make a token
-- for another booking or change the id or the expiry of one they hold: the 256-bit MAC is checked before
-- anything is read. A token expires at the end of the day after its booking (Berlin time). The offline demo
-- builds the same tokens with Web Crypto (src/adapters/memory/reservation-token.ts), and a test checks that
-- the two agree byte for byte.
--
-- Errors are 22023 with a translation key of the page (common:selfService.errors.*) as message and 'token'
-- as detail, never SQL text: invalid (malformed, tampered, unknown or deleted booking), expired, used (the
-- booking is cancelled), closed (the booking has begun or is over: completed, no-show), eventBooking (an
-- event sign-up keeps the event's time). A move is refused with create_reservation()'s own keys.

-- ---------------------------------------------------------------------------------------------------------
-- The secret
-- ---------------------------------------------------------------------------------------------------------
create table private.reservation_token_key (
  id boolean primary key default true constraint reservation_token_key_one_row check (id),
  secret bytea not null constraint reservation_token_key_length check (pg_catalog.octet_length(secret) = 32),
  created_at timestamptz not null default pg_catalog.now()
);

comment on table private.reservation_token_key is
  'The HMAC key of the guests'' self-service links. Replacing it (update ... set secret = '
  'extensions.gen_random_bytes(32)) invalidates every link sent so far.';

insert into private.reservation_token_key (secret) values (extensions.gen_random_bytes(32));

revoke all on table private.reservation_token_key from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Building and opening a token (internal)
-- ---------------------------------------------------------------------------------------------------------

-- When a booking's link stops working: the end of the day after the booking, in Berlin.
create or replace function private.reservation_token_expiry(p_date date)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((p_date + 2)::timestamp at time zone 'Europe/Berlin');
$$;

revoke all on function private.reservation_token_expiry(date) from public;

create or replace function private.reservation_token_mac(p_payload bytea)
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(p_payload, k.secret, 'sha256') from private.reservation_token_key k where k.id;
$$;

revoke all on function private.reservation_token_mac(bytea) from public;

create or replace function private.reservation_token(p_reservation_id uuid, p_expires_at timestamptz)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_payload bytea := '\x01'::bytea
    || pg_catalog.uuid_send(p_reservation_id)
    || pg_catalog.int8send(pg_catalog.floor(extract(epoch from p_expires_at))::bigint);
  v_mac bytea := private.reservation_token_mac(v_payload);
begin
  if v_mac is null then
    raise exception using errcode = 'P0002', message = 'no self-service key';
  end if;
  -- base64 without line breaks or padding (57 bytes are 76 characters), in the URL's alphabet
  return pg_catalog.translate(pg_catalog.encode(v_payload || v_mac, 'base64'), E'+/=\n', '-_');
end;
$$;

revoke all on function private.reservation_token(uuid, timestamptz) from public;

-- The booking a token opens, or the error the page shows. The MAC is checked first, so an expired token
-- says "expired" only when it is genuine; the two MACs are compared as their SHA-256 digests, so the time
-- the comparison takes tells nothing about the expected value.
create or replace function private.open_reservation_token(p_token text)
returns public.reservations
language plpgsql
stable
set search_path = ''
as $$
declare
  v_raw bytea;
  v_payload bytea;
  v_row public.reservations;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{76}$' then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  v_raw := pg_catalog.decode(pg_catalog.translate(p_token, '-_', '+/'), 'base64');
  if pg_catalog.octet_length(v_raw) <> 57 or pg_catalog.get_byte(v_raw, 0) <> 1 then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  v_payload := pg_catalog.substr(v_raw, 1, 25);
  if pg_catalog.sha256(pg_catalog.substr(v_raw, 26, 32))
     is distinct from pg_catalog.sha256(private.reservation_token_mac(v_payload)) then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if pg_catalog.to_timestamp(
       ('x' || pg_catalog.encode(pg_catalog.substr(v_payload, 18, 8), 'hex'))::bit(64)::bigint
     ) <= pg_catalog.now() then
    perform public.raise_invalid('selfService.errors.expired', 'token');
  end if;
  select r.* into v_row from public.reservations r
   where r.id = pg_catalog.encode(pg_catalog.substr(v_payload, 2, 16), 'hex')::uuid;
  if not found then
    -- Deleted by staff: as good as a wrong link.
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  return v_row;
end;
$$;

revoke all on function private.open_reservation_token(text) from public;

-- What the guest page shows of a booking: nothing else of it (no e-mail, phone, requests or staff notes),
-- and nothing of any other booking. The event's title with its translations, for a sign-up.
create or replace function private.guest_reservation(p_row public.reservations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'reservation_date', p_row.reservation_date,
    'reservation_time', p_row.reservation_time,
    'party_size', p_row.party_size,
    'customer_name', p_row.customer_name,
    'status', p_row.status,
    'language_preference', p_row.language_preference,
    'event', (
      select pg_catalog.jsonb_build_object(
        'title', e.title,
        'translations', pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
          'en', case when e.translations -> 'en' ? 'title'
                     then pg_catalog.jsonb_build_object('title', e.translations -> 'en' -> 'title') end,
          'zh', case when e.translations -> 'zh' ? 'title'
                     then pg_catalog.jsonb_build_object('title', e.translations -> 'zh' -> 'title') end)))
        from public.events e where e.id = p_row.event_id),
    'expires_at', private.reservation_token_expiry(p_row.reservation_date)
  );
$$;

revoke all on function private.guest_reservation(public.reservations) from public;

-- Whether the guest may still change the booking: pending or confirmed, and not yet begun.
create or replace function private.assert_guest_may_change(p_row public.reservations)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_row.status not in ('pending', 'confirmed')
     or (p_row.reservation_date + p_row.reservation_time::time) at time zone 'Europe/Berlin' <= pg_catalog.now() then
    perform public.raise_invalid('selfService.errors.closed', 'token');
  end if;
end;
$$;

revoke all on function private.assert_guest_may_change(public.reservations) from public;

-- ---------------------------------------------------------------------------------------------------------
-- reservation_manage_token(): the link's token, for the e-mails (service role only)
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.reservation_manage_token(p_reservation_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_date date;
begin
  select r.reservation_date into v_date from public.reservations r where r.id = p_reservation_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'reservation not found';
  end if;
  return private.reservation_token(p_reservation_id, private.reservation_token_expiry(v_date));
end;
$$;

comment on function public.reservation_manage_token(uuid) is
  'The token of a booking''s self-service link /reservation/<token>, valid to the end of the day after the '
  'booking (Berlin). For the e-mail function (service role); guests never call it.';

revoke all on function public.reservation_manage_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.reservation_manage_token(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The guest's three calls (anon): show, cancel, move. SECURITY DEFINER: the guest cannot read reservations;
-- the token names the one row these functions touch.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.reservation_by_token(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.guest_reservation(private.open_reservation_token(p_token));
end;
$$;

comment on function public.reservation_by_token(text) is
  'The booking a self-service token opens, as the guest page shows it. Errors: 22023 + selfService.errors.*.';

revoke all on function public.reservation_by_token(text) from public, anon, authenticated, service_role;
grant execute on function public.reservation_by_token(text) to anon, authenticated, service_role;

-- Cancelling frees the covers (and an event's seats) at once: only pending and confirmed bookings hold them.
create or replace function public.cancel_reservation_by_token(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations := private.open_reservation_token(p_token);
begin
  -- Locked and read again: staff may be changing it at this moment.
  select r.* into v_row from public.reservations r where r.id = v_row.id for update;
  if not found then
    perform public.raise_invalid('selfService.errors.invalid', 'token');
  end if;
  if v_row.status = 'cancelled' then
    perform public.raise_invalid('selfService.errors.used', 'token');
  end if;
  perform private.assert_guest_may_change(v_row);
  update public.reservations r
     set status = 'cancelled', cancelled_at = pg_catalog.now()
   where r.id = v_row.id
  returning r.* into v_row;
  return private.guest_reservation(v_row);
end;
$$;

comment on function public.cancel_reservation_by_token(text) is
  'The guest cancels the booking a self-service token opens (pending or confirmed, not yet begun). '
  'Errors: 22023 + selfService.errors.*.';

revoke all on function public.cancel_reservation_by_token(text) from public, anon, authenticated, service_role;
grant execute on function public.cancel_reservation_by_token(text) to anon, authenticated, service_role;

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

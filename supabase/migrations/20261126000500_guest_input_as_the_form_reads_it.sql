-- Two fixes found by the fuzz of the public surface (tests/sql/public-surface-fuzz.test.ts, issue 18 item 3),
-- which calls every function anon may execute with hostile input as PostgREST does, reads every row it
-- created back and validates it with the domain's schemas:
--
--   A. create_reservation() trims a guest's text, and checks the e-mail's shape, exactly as the form's zod
--      schema does (src/domain/reservation/booking-schema.ts);
--   B. move_reservation_by_token() refuses the dates 'infinity' and '-infinity' with the booking rules' keys
--      instead of an SQL error (at the end of this file).
--
-- A. The form trims with JavaScript's String.prototype.trim() (zod's trim()): ECMAScript white space and line
-- terminators, among them U+00A0 (no-break space), U+FEFF, U+1680, U+2000..U+200A, U+202F, U+205F and
-- U+3000; EMAIL_PATTERN's `\s` is the same set. The SQL used `\s`, which in PostgreSQL's regular expressions
-- is the server's space class: it leaves U+00A0, U+202F and U+FEFF in place on PostgreSQL (C.UTF-8) and on
-- PGlite, U+1680 on PGlite, and PGlite's takes U+0085, which JavaScript does not. So anon could store what
-- the form refuses: a name of a single no-break space (blank in the admin list and the
-- e-mails), " Mia" with a leading U+00A0, an address "mia\u00a0chen@example.org". Now the function trims
-- with private.form_trim() and checks the e-mail against the ECMAScript set as well as against the table's
-- own constraint (reservations_customer_email_shape, `\s`), so an address passes only when both agree and no
-- check constraint can fail inside the function. Lengths were already counted alike (char_length() and this
-- zod's max() both count code points), and control characters stay `[[:cntrl:]]`, which covers the form's
-- [\u0000-\u001f\u007f] in every locale (the SQL may refuse more, a C1 control in a name, never less). The
-- rest of the function is as in 20261125000300_event_sign_up.sql.

-- ECMAScript's WhiteSpace and LineTerminator, the set String.prototype.trim() removes and `\s` matches in
-- JavaScript, as a bracket expression of PostgreSQL's regular expressions (ARE escapes).
create or replace function private.form_trim(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    p,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
      '|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g');
$$;

revoke all on function private.form_trim(text) from public;

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
  p_event_id uuid default null
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
begin
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
  end if;
  return v_row;
end;
$$;

-- create or replace keeps the function's privileges (20261125000300: anon, authenticated, service_role).

-- ---------------------------------------------------------------------------------------------------------
-- B. move_reservation_by_token() and the infinite dates
-- ---------------------------------------------------------------------------------------------------------
-- 'infinity' and '-infinity' are values of type date, so PostgREST hands them to the function. The function
-- of 20261126000200_reservation_self_service.sql takes the new date's advisory lock before it applies the
-- booking rules, keyed by p_date - date '2000-01-01', and PostgreSQL refuses that subtraction for an
-- infinite date ("cannot subtract infinite dates", 22008): whoever held a valid link got SQL text (HTTP 400
-- with a message the page cannot translate) instead of a refusal. The function stays exactly as that
-- migration wrote it, as private.move_reservation_by_token_finite(); the public function hands it the last
-- or the first date PostgreSQL knows instead of an infinite one, which the same checks in the same order
-- then refuse (the token, the booking's state, then dateTooFar or dateInPast: no horizon reaches them), so
-- neither date is ever stored.
alter function public.move_reservation_by_token(text, date, text) set schema private;
alter function private.move_reservation_by_token(text, date, text) rename to move_reservation_by_token_finite;
revoke all on function private.move_reservation_by_token_finite(text, date, text)
  from public, anon, authenticated, service_role;

create function public.move_reservation_by_token(p_token text, p_date date, p_time text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.move_reservation_by_token_finite(
    p_token,
    case p_date when 'infinity' then date '5874897-12-31' when '-infinity' then date '4714-11-24 BC' else p_date end,
    p_time);
$$;

do $comment$
begin
  execute pg_catalog.format('comment on function public.move_reservation_by_token(text, date, text) is %L',
    pg_catalog.obj_description('private.move_reservation_by_token_finite(text, date, text)'::regprocedure, 'pg_proc'));
end
$comment$;
comment on function private.move_reservation_by_token_finite(text, date, text) is
  'move_reservation_by_token() for finite dates (20261126000200); called by public.move_reservation_by_token().';

revoke all on function public.move_reservation_by_token(text, date, text)
  from public, anon, authenticated, service_role;
grant execute on function public.move_reservation_by_token(text, date, text) to anon, authenticated, service_role;

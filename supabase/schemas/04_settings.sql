-- The owner's settings: one domain concept, one row of public.restaurant_settings, read by every page, e-mail
-- and SQL rule. Each column is one JSON value of the shape the domain names, checked here by the bounds of the
-- settings form's schema (a test checks they agree): booking_rules, contact, retention and abuse_limits.
--
-- Opening hours, closed days and capacity as data. The owner's booking rules are one JSON value in
-- the one row of public.restaurant_settings, the same shape as BookingRules in
-- src/domain/settings/booking-rules.ts, so the browser and this file read the same thing. The public reads it
-- (hours and closed-day notes are for guests); only an admin changes it. create_reservation() enforces every
-- rule here, in one transaction per date that cannot overbook, because the anon key can call it without the
-- form.

-- Whether a value is one of the rule set's opening ranges: {"from": "HH:MM", "to": "HH:MM"}, from < to.
create or replace function private.time_range_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'object'
     and p ->> 'from' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
     and p ->> 'to' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
     and p ->> 'from' < p ->> 'to', false);
$$;

revoke all on function private.time_range_valid(jsonb) from public;

-- Whether a value is a whole number within bounds (JSON numbers may have fractions; these may not).
create or replace function private.json_int_between(p jsonb, p_min integer, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_typeof(p) = 'number'
     and (p #>> '{}')::numeric = pg_catalog.trunc((p #>> '{}')::numeric)
     and (p #>> '{}')::numeric between p_min and p_max, false);
$$;

revoke all on function private.json_int_between(jsonb, integer, integer) from public;

-- Covers: null (no limit) or a whole number of guests.
create or replace function private.json_covers_valid(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is not null and (p = 'null'::jsonb or private.json_int_between(p, 0, 100000));
$$;

revoke all on function private.json_covers_valid(jsonb) from public;

-- Whether a value is a yyyy-MM-dd date.
create or replace function private.json_date_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'string' or (p #>> '{}') !~ '^\d{4}-\d{2}-\d{2}$' then
    return false;
  end if;
  perform (p #>> '{}')::date;
  return true;
exception when others then
  return false;
end;
$$;

revoke all on function private.json_date_valid(jsonb) from public;

-- How long parties stay: 1 to 12 entries { fromPartySize, minutes }, the first from 1 guest, fromPartySize
-- rising strictly, minutes 15 to 720.
create or replace function private.stays_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_item jsonb;
  v_last integer := 0;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'array' or pg_catalog.jsonb_array_length(p) not between 1 and 12 then
    return false;
  end if;
  for v_item in select pg_catalog.jsonb_array_elements(p) loop
    if not coalesce(pg_catalog.jsonb_typeof(v_item) = 'object'
            and private.json_int_between(v_item -> 'fromPartySize', 1, 100)
            and private.json_int_between(v_item -> 'minutes', 15, 720), false)
       or (v_last = 0 and (v_item ->> 'fromPartySize')::integer <> 1)
       or (v_item ->> 'fromPartySize')::integer <= v_last then
      return false;
    end if;
    v_last := (v_item ->> 'fromPartySize')::integer;
  end loop;
  return true;
end;
$$;

revoke all on function private.stays_valid(jsonb) from public;

-- A weekday's own stays: absent, or an object whose keys are ISO weekdays ('1' Monday to '7' Sunday), each
-- holding stays as stays_valid() reads them.
create or replace function private.stays_by_weekday_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_day text;
begin
  if p is null then
    return true;
  end if;
  if pg_catalog.jsonb_typeof(p) is distinct from 'object' then
    return false;
  end if;
  for v_day in select pg_catalog.jsonb_object_keys(p) loop
    if not (v_day = any (array['1', '2', '3', '4', '5', '6', '7'])) or not private.stays_valid(p -> v_day) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function private.stays_by_weekday_valid(jsonb) from public;

-- The bounds are the settings form's (src/domain/settings/booking-rules-schema.ts); a test checks they agree.
-- Public and SECURITY DEFINER: the table's check constraint runs it as whoever updates the row (an admin),
-- who has no access to the private schema its helpers live in.
create or replace function public.booking_rules_valid(p jsonb)
returns boolean
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v_day text;
  v_item jsonb;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or pg_catalog.jsonb_typeof(p -> 'weeklyHours') is distinct from 'object'
     or not private.json_int_between(p -> 'slotMinutes', 5, 240)
     or not private.json_int_between(p -> 'lastSlotBeforeCloseMinutes', 0, 720)
     or not private.json_int_between(p -> 'horizonDays', 0, 730)
     or not private.json_int_between(p -> 'leadTimeMinutes', 0, 20160)
     or not private.json_int_between(p -> 'maxPartySize', 1, 20)
     or not private.json_covers_valid(p -> 'coversPerSlot')
     or not private.json_covers_valid(p -> 'coversPerDay')
     or pg_catalog.jsonb_typeof(p -> 'closedPeriods') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p -> 'specialOpenings') is distinct from 'array'
     or pg_catalog.jsonb_typeof(p -> 'capacityOverrides') is distinct from 'array'
     or not private.json_int_between(p -> 'bufferMinutes', 0, 240)
     or pg_catalog.jsonb_typeof(p -> 'staysEndByClose') is distinct from 'boolean'
     -- coalesce: a missing key makes the test null, which must not pass.
     or not coalesce(p -> 'guestsAtOnce' = 'null'::jsonb or private.json_int_between(p -> 'guestsAtOnce', 1, 100000), false)
     or not private.stays_valid(p -> 'stays')
     or not private.stays_by_weekday_valid(p -> 'staysByWeekday') then
    return false;
  end if;
  foreach v_day in array array['1', '2', '3', '4', '5', '6', '7'] loop
    if pg_catalog.jsonb_typeof(p -> 'weeklyHours' -> v_day) is distinct from 'array' then
      return false;
    end if;
    for v_item in select pg_catalog.jsonb_array_elements(p -> 'weeklyHours' -> v_day) loop
      if not private.time_range_valid(v_item) then
        return false;
      end if;
    end loop;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'closedPeriods') loop
    -- coalesce: a missing field makes the test null, which must not pass.
    if not coalesce(private.json_date_valid(v_item -> 'from') and private.json_date_valid(v_item -> 'to')
            and v_item ->> 'from' <= v_item ->> 'to'
            and pg_catalog.jsonb_typeof(v_item -> 'note') = 'string'
            and pg_catalog.char_length(v_item ->> 'note') <= 200, false) then
      return false;
    end if;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'specialOpenings') loop
    if not coalesce(private.json_date_valid(v_item -> 'date')
            and pg_catalog.jsonb_typeof(v_item -> 'hours') = 'array'
            and pg_catalog.jsonb_array_length(v_item -> 'hours') > 0
            and not exists (select from pg_catalog.jsonb_array_elements(v_item -> 'hours') h
                            where not private.time_range_valid(h)), false) then
      return false;
    end if;
  end loop;
  for v_item in select pg_catalog.jsonb_array_elements(p -> 'capacityOverrides') loop
    if not coalesce(private.json_date_valid(v_item -> 'date')
            and private.json_covers_valid(v_item -> 'coversPerSlot')
            and private.json_covers_valid(v_item -> 'coversPerDay'), false) then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

revoke all on function public.booking_rules_valid(jsonb) from public;
grant execute on function public.booking_rules_valid(jsonb) to authenticated, service_role;

-- The restaurant's contact as data : street, postal code, city, phone, e-mail and the map pin
-- are one JSON value in the one row of public.restaurant_settings, the same shape as RestaurantContact in
-- src/domain/settings/restaurant-contact.ts. The public reads it (every public page shows it); only an admin
-- changes it, within restaurant_contact_valid(), the bounds of restaurantContactSchema in
-- src/domain/settings/restaurant-contact-schema.ts (a property test compares the two on random contacts).

-- Whether a value is a RestaurantContact the settings form accepts. The schema trims each text as
-- JavaScript's String.prototype.trim() does before it checks it, and counts characters (code points, as
-- char_length() does); so does this function, with JavaScript's white space spelled out (\s in a regular
-- expression depends on the server's locale). One difference, on purpose: the schema drops keys
-- it does not know and the adapters save what it returns; the column refuses them, so it holds the seven
-- keys and nothing else.
-- Not SECURITY DEFINER: it reads nothing and calls no private helper, so it runs as the admin who saves.
create or replace function public.restaurant_contact_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- JavaScript's WhiteSpace and LineTerminator, as regular expression escapes for a bracket expression.
  v_space constant text := '\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  v_key text;
  v_max integer;
  v_text text;
  v_trimmed jsonb := '{}';
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or not p ?& array['street', 'postalCode', 'city', 'phone', 'email', 'latitude', 'longitude']
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 7 then
    return false;
  end if;
  for v_key, v_max in
    select f.k, f.m from (values ('street', 200), ('postalCode', 20), ('city', 100), ('phone', 40),
                                 ('email', 254)) f(k, m)
  loop
    if pg_catalog.jsonb_typeof(p -> v_key) is distinct from 'string' then
      return false;
    end if;
    v_text := pg_catalog.regexp_replace(p ->> v_key, '^[' || v_space || ']+|[' || v_space || ']+$', '', 'g');
    if pg_catalog.char_length(v_text) > v_max then
      return false;
    end if;
    v_trimmed := v_trimmed || pg_catalog.jsonb_build_object(v_key, v_text);
  end loop;
  if v_trimmed ->> 'street' = '' or v_trimmed ->> 'city' = ''
     or v_trimmed ->> 'phone' !~ '^[+0-9 ()/.-]*$'
     or v_trimmed ->> 'email' !~ ('^([^@' || v_space || ']+@[^@' || v_space || ']+\.[^@' || v_space || ']+)?$') then
    return false;
  end if;
  -- The pin: both null (the map searches the address), or both numbers within range.
  if pg_catalog.jsonb_typeof(p -> 'latitude') = 'null' and pg_catalog.jsonb_typeof(p -> 'longitude') = 'null' then
    return true;
  end if;
  if pg_catalog.jsonb_typeof(p -> 'latitude') <> 'number' or pg_catalog.jsonb_typeof(p -> 'longitude') <> 'number' then
    return false;
  end if;
  return (p ->> 'latitude')::numeric between -90 and 90 and (p ->> 'longitude')::numeric between -180 and 180;
end;
$$;

revoke all on function public.restaurant_contact_valid(jsonb) from public;
grant execute on function public.restaurant_contact_valid(jsonb) to authenticated, service_role;

-- Personal data has a lifetime (GDPR Art. 5(1)(e), decision 0081). How long guests' data is
-- kept is one JSON value in the one row of public.restaurant_settings, the same shape as RetentionSettings in
-- src/domain/settings/retention.ts: {"reservationDays": 180}. The public reads it (the privacy statement states
-- it); only an admin changes it, within restaurant_retention_valid(), the bounds of retentionSchema in
-- src/domain/settings/retention-schema.ts.
--
-- public.anonymise_old_reservations() applies it: once reservationDays have passed after a reservation's date,
-- the guest's name and e-mail address become placeholders the table's checks accept, and phone, special
-- requests and staff notes become null; date, time, party size, status, language and event stay for the
-- statistics. The outbox rows of such a booking (reservation_emails) keep no address, only the reason staff
-- typed with a cancellation, which is cleared too. Consent records are deleted once they have expired.
-- Scheduled daily with pg_cron where it can be enabled; service role only otherwise.

-- Whether a value is a RetentionSettings the settings form accepts: exactly the key reservationDays, a whole
-- number of days from 1 to 3650. Not SECURITY DEFINER: it reads nothing, so it runs as the admin who saves.
create or replace function public.restaurant_retention_valid(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_days numeric;
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object'
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 1
     or pg_catalog.jsonb_typeof(p -> 'reservationDays') is distinct from 'number' then
    return false;
  end if;
  v_days := (p ->> 'reservationDays')::numeric;
  return v_days = pg_catalog.trunc(v_days) and v_days between 1 and 3650;
end;
$$;

revoke all on function public.restaurant_retention_valid(jsonb) from public;
grant execute on function public.restaurant_retention_valid(jsonb) to authenticated, service_role;

-- Limits against abuse (decision 0087). The anon key is public, so a script can call the
-- public RPCs as often as it likes. How often is enough is the owner's business, so the numbers are one JSON
-- value in the one row of public.restaurant_settings, the same shape as AbuseLimits in
-- src/domain/settings/abuse-limits.ts:
--   bookingsPerAddressPerHour  public bookings from one client address in the last hour
--   bookingsPerEmailPerDay     public bookings for one e-mail address per restaurant day (Europe/Berlin)
--   bookingsPerDay             public bookings per restaurant day across all addresses (a flood ceiling)
--   consentsPerAddressPerHour  consent records from one client address in the last hour
--   mailsPerAddressPerDay      e-mails the outbox sends to one address per day (the mail relay, decision 0088)
-- The public reads the row already (the numbers are no secret: a script learns them by trying); only an admin
-- changes them, within public.abuse_limits_valid(), the bounds of abuseLimitsSchema in
-- src/domain/settings/abuse-limits-schema.ts. SQL reads a number with private.abuse_limit('key').

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

create table public.restaurant_settings (
  id boolean primary key default true constraint restaurant_settings_one_row check (id),
  booking_rules jsonb not null constraint restaurant_settings_booking_rules_valid
    check (public.booking_rules_valid(booking_rules)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- DEFAULT_RESTAURANT_CONTACT of the domain (a test checks they are equal): the demo's invented address.
  contact jsonb not null default $json${
    "street": "Musterstraße 12",
    "postalCode": "13353",
    "city": "Berlin",
    "phone": "030 000 000 00",
    "email": "hallo@tischlein.example",
    "latitude": 52.5459,
    "longitude": 13.3592
    }$json$::jsonb
    constraint restaurant_settings_contact_valid check (public.restaurant_contact_valid(contact)),
  -- DEFAULT_RETENTION of the domain (a test checks they are equal).
  retention jsonb not null default '{"reservationDays": 180}'::jsonb
    constraint restaurant_settings_retention_valid check (public.restaurant_retention_valid(retention)),
  -- DEFAULT_ABUSE_LIMITS of the domain (a test checks they are equal).
  abuse_limits jsonb not null default
    '{"bookingsPerAddressPerHour": 10, "bookingsPerEmailPerDay": 3, "bookingsPerDay": 200,
    "consentsPerAddressPerHour": 30, "mailsPerAddressPerDay": 5, "movesPerBooking": 3}'::jsonb
    constraint restaurant_settings_abuse_limits_valid check (public.abuse_limits_valid(abuse_limits))
);

-- DEFAULT_BOOKING_RULES of the domain (a test checks they are equal): a 40-seat room, open every day.
insert into public.restaurant_settings (booking_rules) values ($json${
  "weeklyHours": {
    "1": [{"from": "08:00", "to": "22:00"}], "2": [{"from": "08:00", "to": "22:00"}],
    "3": [{"from": "08:00", "to": "22:00"}], "4": [{"from": "08:00", "to": "22:00"}],
    "5": [{"from": "08:00", "to": "22:00"}], "6": [{"from": "08:00", "to": "22:00"}],
    "7": [{"from": "08:00", "to": "22:00"}]
  },
  "slotMinutes": 30,
  "lastSlotBeforeCloseMinutes": 30,
  "closedPeriods": [],
  "specialOpenings": [],
  "horizonDays": 90,
  "leadTimeMinutes": 120,
  "maxPartySize": 20,
  "coversPerSlot": null,
  "coversPerDay": null,
  "capacityOverrides": [],
  "stays": [
    {"fromPartySize": 1, "minutes": 90}, {"fromPartySize": 3, "minutes": 105}, {"fromPartySize": 5, "minutes": 120}
  ],
  "bufferMinutes": 15,
  "staysEndByClose": true,
  "guestsAtOnce": 40
}$json$::jsonb);

create trigger restaurant_settings_updated_at before update on public.restaurant_settings
  for each row execute function public.set_updated_at();

alter table public.restaurant_settings enable row level security;
revoke all on table public.restaurant_settings from public, anon, authenticated;
grant all on table public.restaurant_settings to service_role;
-- Everyone reads the settings (the hours, closed-day notes, contact and retention are for guests; the abuse
-- limits are no secret: a script learns them by trying); only staff change them, each column within its check.
grant select on table public.restaurant_settings to anon, authenticated;
grant update (booking_rules, contact, retention, abuse_limits) on table public.restaurant_settings to authenticated;
create policy "Everyone reads the settings" on public.restaurant_settings
  for select to anon, authenticated using (true);
create policy "Admins change the settings" on public.restaurant_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts; '
  'contact: RestaurantContact of src/domain/settings/restaurant-contact.ts; '
  'retention: RetentionSettings of src/domain/settings/retention.ts; '
  'abuse_limits: AbuseLimits of src/domain/settings/abuse-limits.ts.';
comment on column public.restaurant_settings.contact is
  'The restaurant''s address, phone, e-mail and map pin: RestaurantContact of src/domain/settings/restaurant-contact.ts.';
comment on column public.restaurant_settings.retention is
  'How long guests'' personal data is kept: RetentionSettings of src/domain/settings/retention.ts, applied by '
  'anonymise_old_reservations().';
comment on column public.restaurant_settings.abuse_limits is
  'How often the public may book, give consent and be mailed: AbuseLimits of src/domain/settings/abuse-limits.ts, '
  'read in SQL with private.abuse_limit(key).';

-- The rules in force.
create or replace function private.booking_rules()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select s.booking_rules from public.restaurant_settings s where s.id;
$$;

revoke all on function private.booking_rules() from public;

-- One number of the setting, for the functions that enforce it (they run as the owner; nobody else may call
-- this: schema private has no USAGE for the API roles). An unknown key is a programming error, not a limit.
create or replace function private.abuse_limit(p_key text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer;
begin
  select (s.abuse_limits ->> p_key)::integer into v_limit from public.restaurant_settings s where s.id;
  if v_limit is null then
    raise exception 'unknown abuse limit: %', p_key;
  end if;
  return v_limit;
end;
$$;

revoke all on function private.abuse_limit(text) from public;

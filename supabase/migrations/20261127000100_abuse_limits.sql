-- Limits against abuse (issue 18, item 1; decision 0087). The anon key is public, so a script can call the
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
     or (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(p)) <> 5 then
    return false;
  end if;
  foreach v_key in array array['bookingsPerAddressPerHour', 'bookingsPerEmailPerDay', 'bookingsPerDay',
                               'consentsPerAddressPerHour', 'mailsPerAddressPerDay'] loop
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

-- DEFAULT_ABUSE_LIMITS of the domain (a test checks they are equal).
alter table public.restaurant_settings
  add column abuse_limits jsonb not null default
    '{"bookingsPerAddressPerHour": 10, "bookingsPerEmailPerDay": 3, "bookingsPerDay": 200,
      "consentsPerAddressPerHour": 30, "mailsPerAddressPerDay": 5}'::jsonb
  constraint restaurant_settings_abuse_limits_valid check (public.abuse_limits_valid(abuse_limits));

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts; '
  'contact: RestaurantContact of src/domain/settings/restaurant-contact.ts; '
  'retention: RetentionSettings of src/domain/settings/retention.ts; '
  'abuse_limits: AbuseLimits of src/domain/settings/abuse-limits.ts.';
comment on column public.restaurant_settings.abuse_limits is
  'How often the public may book, give consent and be mailed: AbuseLimits of src/domain/settings/abuse-limits.ts, '
  'read in SQL with private.abuse_limit(key).';

-- Everyone reads the row already; admins change it ("Admins change the settings"), now this column too.
grant update (abuse_limits) on table public.restaurant_settings to authenticated;

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

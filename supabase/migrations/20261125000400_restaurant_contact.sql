-- The restaurant's contact as data (issue 17, item 2): street, postal code, city, phone, e-mail and the map pin
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

-- DEFAULT_RESTAURANT_CONTACT of the domain (a test checks they are equal): the demo's invented address.
alter table public.restaurant_settings
  add column contact jsonb not null default $json${
    "street": "Musterstraße 12",
    "postalCode": "13353",
    "city": "Berlin",
    "phone": "030 000 000 00",
    "email": "hallo@tischlein.example",
    "latitude": 52.5459,
    "longitude": 13.3592
  }$json$::jsonb
  constraint restaurant_settings_contact_valid check (public.restaurant_contact_valid(contact));

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts; '
  'contact: RestaurantContact of src/domain/settings/restaurant-contact.ts.';
comment on column public.restaurant_settings.contact is
  'The restaurant''s address, phone, e-mail and map pin: RestaurantContact of src/domain/settings/restaurant-contact.ts.';

-- Everyone reads the row already ("Everyone reads the settings"); admins change it ("Admins change the
-- settings"), now this column too.
grant update (contact) on table public.restaurant_settings to authenticated;

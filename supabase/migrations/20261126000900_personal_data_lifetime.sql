-- Personal data has a lifetime (issue 18, item 4; GDPR Art. 5(1)(e), decision 0081). How long guests' data is
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

-- DEFAULT_RETENTION of the domain (a test checks they are equal).
alter table public.restaurant_settings
  add column retention jsonb not null default '{"reservationDays": 180}'::jsonb
  constraint restaurant_settings_retention_valid check (public.restaurant_retention_valid(retention));

comment on table public.restaurant_settings is
  'The owner''s settings, one row. booking_rules: BookingRules of src/domain/settings/booking-rules.ts; '
  'contact: RestaurantContact of src/domain/settings/restaurant-contact.ts; '
  'retention: RetentionSettings of src/domain/settings/retention.ts.';
comment on column public.restaurant_settings.retention is
  'How long guests'' personal data is kept: RetentionSettings of src/domain/settings/retention.ts, applied by '
  'anonymise_old_reservations().';

-- Everyone reads the row already; admins change it ("Admins change the settings"), now this column too.
grant update (retention) on table public.restaurant_settings to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- The job. Idempotent: a reservation already anonymised is not counted again, an expired consent record is
-- gone after the first run. Answers how many reservations it anonymised and consent records it deleted.
-- The placeholders are ANONYMISED_NAME and ANONYMISED_EMAIL of src/domain/settings/retention.ts (.invalid is
-- reserved, RFC 2606, so no mail can reach it, and it passes reservations_customer_email_shape).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.anonymise_old_reservations(p_now timestamptz default now())
returns table (reservations_anonymised integer, consent_records_deleted integer)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_days integer;
  v_before date;
begin
  select (s.retention ->> 'reservationDays')::integer into v_days from public.restaurant_settings s where s.id;
  v_before := (p_now at time zone 'Europe/Berlin')::date - coalesce(v_days, 180);

  -- The outbox's free text of old bookings (reason), and what is still due of them is never sent.
  update public.reservation_emails e
  set reason = null
  from public.reservations r
  where r.id = e.reservation_id and r.reservation_date < v_before and e.reason is not null;
  update public.reservation_emails e
  set state = 'skipped', last_error = 'anonymised'
  from public.reservations r
  where r.id = e.reservation_id and r.reservation_date < v_before
    and e.state in ('pending', 'sending', 'retrying');

  with anonymised as (
    update public.reservations r
    set customer_name = 'Anonymisiert',
        customer_email = 'anonymisiert@anonymisiert.invalid',
        customer_phone = null,
        special_requests = null,
        admin_notes = null
    where r.reservation_date < v_before
      and (r.customer_name <> 'Anonymisiert' or r.customer_email <> 'anonymisiert@anonymisiert.invalid'
           or r.customer_phone is not null or r.special_requests is not null or r.admin_notes is not null)
    returning 1
  )
  select pg_catalog.count(*)::integer into reservations_anonymised from anonymised;

  with deleted as (
    delete from public.consent_records c where c.expires_at <= p_now returning 1
  )
  select pg_catalog.count(*)::integer into consent_records_deleted from deleted;

  return next;
end;
$$;

comment on function public.anonymise_old_reservations(timestamptz) is
  'Anonymises the reservations dated more than restaurant_settings.retention.reservationDays before p_now '
  '(Berlin) and deletes expired consent records; answers both counts. Scheduled daily with pg_cron where it '
  'is available.';

revoke all on function public.anonymise_old_reservations(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.anonymise_old_reservations(timestamptz) to service_role;

-- The schedule: daily at 03:30 UTC (night in Berlin), where pg_cron can be enabled (Supabase: yes). Where it
-- is not installed (PGlite, a plain PostgreSQL) the migration only says so: run
-- `select * from public.anonymise_old_reservations()` daily from any scheduler instead.
do $cron$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not installed: personal data is not anonymised on a schedule (decision 0081)';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): personal data is not anonymised on a schedule', sqlerrm;
    return;
  end;
  perform cron.schedule('tischlein-personal-data-lifetime', '30 3 * * *',
                        'select public.anonymise_old_reservations()');
end
$cron$;

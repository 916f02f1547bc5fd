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

-- A guest's data on request (GDPR Art. 15 and 17; decision 0081): staff export everything
-- stored about one e-mail address, and erase it. Both are admin-only SECURITY DEFINER functions with their own
-- is_admin() check, and each call is logged in private.data_requests without the personal data: the action,
-- how many reservations it touched, who and when; never the address.
--
-- What is stored about an address: the reservations of its mailbox, however each was spelled
-- (private.mail_address_key(): case, spaces, "+tags", Yahoo's "-keywords", Gmail's dots) and their outbox rows (reservation_emails, which hold no address but the reason typed with a cancellation).
-- Consent records are tied to a random browser session, never to an address, so no request can find them;
-- they expire and are deleted (anonymise_old_reservations()).

create table private.data_requests (
  id bigint generated always as identity primary key,
  action text not null constraint data_requests_action_valid check (action in ('export', 'erase')),
  reservations integer not null constraint data_requests_reservations_count check (reservations >= 0),
  requested_by uuid,
  created_at timestamptz not null default now()
);

comment on table private.data_requests is
  'Each export or erasure of one guest''s data by staff (decision 0081): what, how many reservations, who, '
  'when; no address or other personal data.';

revoke all on table private.data_requests from public, anon, authenticated, service_role;

-- The address as the request compares it: trimmed and lower case; refused when it cannot be an address.
create or replace function private.data_request_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^@\s]+@[^@\s]+$' or pg_catalog.char_length(v_email) > 254 then
    raise exception using errcode = '22023', message = 'settings.dataRequest.validation.email',
      detail = 'email';
  end if;
  return v_email;
end;
$$;

revoke all on function private.data_request_email(text) from public;

-- Export and erasure find a guest's bookings by mailbox, however each was spelled.
create index reservations_mailbox_idx on public.reservations (private.mail_address_key(customer_email));

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

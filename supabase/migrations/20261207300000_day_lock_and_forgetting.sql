-- The day's public bookings are counted one at a time (the mailbox's and the day's limits hold for requests in
-- flight), and the hashes of client networks are forgotten every hour even when nobody books (decision 0112).

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

-- Reservations at scale: the admin reads one page and the counts, filtered, sorted and counted here on
-- indexes, never the whole table (PostgREST answers at most max_rows = 1000 rows, and a year is 15,000).
--
-- admin_list_reservations() and admin_reservation_counts() are SECURITY DEFINER and check is_admin()
-- themselves (42501 for anybody else), like change_reservation_status(). They cannot be SECURITY INVOKER:
-- under the table's row-level security PostgreSQL may use a caller's condition in an index scan only when
-- its operator is leakproof, and LIKE is not, so an invoker's search would read all 200,000 rows instead
-- of the trigram index (tests/sql/reservation-scale.test.ts). assert_admin() and raise_invalid() are not
-- called: nobody holds EXECUTE on them, and these functions' errors are raised in place.
-- Totals without a search, and the counts, are sums of private.reservation_day_counts (below).

create extension if not exists pg_trgm with schema extensions;

-- What the admin's free-text search looks in: name, e-mail and phone, lower-cased, joined by a line break,
-- which no search text contains (src/domain/reservation/query.ts, searchableText). Not given a search_path
-- of its own, so that the planner inlines it and matches the trigram index below; every name is qualified.
-- A pure function of its arguments, executable by every API role: the planner inlines a SQL function only
-- for a caller who may execute it, and the index's expression is inlined (and cached per connection) for
-- whoever first touches the table, e.g. the service role inserting.
create or replace function public.reservation_search_text(p_name text, p_email text, p_phone text)
returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.lower(
    p_name operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) p_email
      operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) coalesce(p_phone, '')
  );
$$;

revoke all on function public.reservation_search_text(text, text, text) from public;
grant execute on function public.reservation_search_text(text, text, text) to anon, authenticated, service_role;

-- Every order of the list ends on the id (a total order, so pages neither repeat nor skip a row); each has
-- an index that yields it, alone or after the status.
drop index if exists public.reservations_date_time_idx;
drop index if exists public.reservations_status_idx;
create index reservations_date_time_id_idx
  on public.reservations (reservation_date, reservation_time, id);
create index reservations_status_date_time_id_idx
  on public.reservations (status, reservation_date, reservation_time, id);
create index reservations_created_at_id_idx on public.reservations (created_at, id);
create index reservations_search_trgm_idx on public.reservations
  using gin (public.reservation_search_text(customer_name, customer_email, customer_phone) extensions.gin_trgm_ops);

-- How many reservations each date has in each status, kept by statement triggers in the same transaction
-- as the change (so as exact as a count(*), whoever reads it), in a schema the API does not expose. A
-- count over a date range or of every row sums at most a few rows a day here instead of reading one index
-- entry per booking: 200,000 bookings are 100,000 from today on, which took a full index scan per count.
create schema if not exists private;
revoke all on schema private from public;

create table private.reservation_day_counts (
  reservation_date date not null,
  status text not null,
  bookings bigint not null,
  primary key (reservation_date, status)
);
revoke all on table private.reservation_day_counts from public;

insert into private.reservation_day_counts (reservation_date, status, bookings)
select r.reservation_date, r.status, count(*) from public.reservations r group by 1, 2;

-- SECURITY DEFINER: the triggers fire for whoever changes reservations (an admin deleting, the service
-- role, create_reservation()), none of whom may touch the private schema.
create or replace function private.count_reservation_days()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.reservation_day_counts;
  elsif tg_op = 'INSERT' then
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select n.reservation_date, n.status, count(*) from new_rows n group by 1, 2
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  elsif tg_op = 'DELETE' then
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select o.reservation_date, o.status, -count(*) from old_rows o group by 1, 2
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  else
    -- Only what moved: a change of notes or of nothing counted writes nothing here.
    insert into private.reservation_day_counts as c (reservation_date, status, bookings)
    select d.reservation_date, d.status, sum(d.delta)
      from (select o.reservation_date, o.status, -1 as delta from old_rows o
            union all
            select n.reservation_date, n.status, 1 from new_rows n) d
     group by 1, 2
    having sum(d.delta) <> 0
    on conflict (reservation_date, status) do update set bookings = c.bookings + excluded.bookings;
  end if;
  return null;
end;
$$;
revoke all on function private.count_reservation_days() from public;

create trigger reservations_day_counts_insert after insert on public.reservations
  referencing new table as new_rows for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_update after update on public.reservations
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_delete after delete on public.reservations
  referencing old table as old_rows for each statement execute function private.count_reservation_days();
create trigger reservations_day_counts_truncate after truncate on public.reservations
  for each statement execute function private.count_reservation_days();

-- One page of reservations and how many match in all, as {"rows": [...], "total": n}.
-- The statement is put together from the filters given, so that each runs with a plan made for it.
-- Errors: 42501 for anybody but an admin; 22023 with the translation key as message and the field as detail.
create or replace function public.admin_list_reservations(
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'soonest',
  p_offset integer default 0,
  p_limit integer default 25
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text := 'true';
  v_order text;
  v_pattern text;
  v_search text := pg_catalog.btrim(coalesce(p_search, ''));
  v_total bigint;
  v_rows jsonb;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show') then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.status', detail = 'status';
  end if;
  if p_sort is null or p_sort not in ('soonest', 'latest', 'newest') then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.sort', detail = 'sort';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.page', detail = 'page';
  end if;
  if pg_catalog.char_length(v_search) > 100 then
    raise exception using errcode = '22023', message = 'admin:reservations.validation.search', detail = 'search';
  end if;

  v_order := case p_sort
    when 'soonest' then '%1$s.reservation_date, %1$s.reservation_time, %1$s.id'
    when 'latest' then '%1$s.reservation_date desc, %1$s.reservation_time desc, %1$s.id desc'
    else '%1$s.created_at desc, %1$s.id desc'
  end;
  if p_status is not null then
    v_where := v_where || ' and r.status = $1';
  end if;
  if p_from is not null then
    v_where := v_where || ' and r.reservation_date >= $2';
  end if;
  if p_to is not null then
    v_where := v_where || ' and r.reservation_date <= $3';
  end if;
  if v_search <> '' then
    -- LIKE's own wildcards and escape character in the text are matched literally.
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.lower(v_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where
      || ' and public.reservation_search_text(r.customer_name, r.customer_email, r.customer_phone) like $4';
  end if;

  if v_search = '' then
    -- The same filters on the day counts (the columns have the same names).
    execute pg_catalog.format(
      'select coalesce(sum(r.bookings), 0) from private.reservation_day_counts r where %s', v_where)
      into v_total
      using p_status, p_from, p_to;
  else
    -- Counted up to one past the limit (src/domain/reservation/query.ts, SEARCH_COUNT_LIMIT): a common
    -- fragment over years of bookings matches thousands, and counting them all costs more than the page.
    execute pg_catalog.format(
      'select count(*) from (select from public.reservations r where %s limit 1001) m', v_where)
      into v_total
      using p_status, p_from, p_to, v_pattern;
  end if;

  execute pg_catalog.format(
    'select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(p) order by %s), ''[]'')
       from (select r.* from public.reservations r where %s order by %s offset $5 limit $6) p',
    pg_catalog.format(v_order, 'p'), v_where, pg_catalog.format(v_order, 'r'))
    into v_rows
    using p_status, p_from, p_to, v_pattern, p_offset, p_limit;

  if v_total > 1000 then
    return pg_catalog.jsonb_build_object('rows', v_rows, 'total', 1000, 'totalIsLowerBound', true);
  end if;
  return pg_catalog.jsonb_build_object('rows', v_rows, 'total', v_total);
end;
$$;

-- The figures of the reservations page and the dashboard, on the restaurant's clock (Europe/Berlin):
-- pending (requests for today or later still unanswered), upcoming (confirmed, slot still ahead), total,
-- and today's bookings and covers (pending, confirmed and completed take a seat; src/domain/reservation/summary.ts).
-- A slot is ahead when its date is after today, or it is today and its 'HH:MM' is after the restaurant's
-- wall clock cut to the minute: the same as comparing instants, as no slot lies in a daylight-saving shift
-- (08:00 .. 21:30). Whole days are summed from the day counts; today's slots are read on the index.
create or replace function public.admin_reservation_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamp := pg_catalog.now() at time zone 'Europe/Berlin';
  v_today date := v_now::date;
  v_minute text := pg_catalog.to_char(v_now, 'HH24:MI');
  v_today_bookings bigint;
  v_today_covers bigint;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
  select count(*), coalesce(sum(r.party_size), 0)
    into v_today_bookings, v_today_covers
    from public.reservations r
   where r.reservation_date = v_today and r.status in ('pending', 'confirmed', 'completed');
  return pg_catalog.jsonb_build_object(
    'pending', (
      select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c
       where c.status = 'pending' and c.reservation_date >= v_today),
    'upcoming', (
      select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c
       where c.status = 'confirmed' and c.reservation_date > v_today)
      + (select count(*) from public.reservations r
          where r.status = 'confirmed' and r.reservation_date = v_today and r.reservation_time > v_minute),
    'total', (select coalesce(sum(c.bookings), 0) from private.reservation_day_counts c),
    'today', pg_catalog.jsonb_build_object(
      'date', v_today, 'bookings', v_today_bookings, 'covers', v_today_covers)
  );
end;
$$;

revoke all on function public.admin_list_reservations(text, date, date, text, text, integer, integer)
  from public, anon, authenticated, service_role;
revoke all on function public.admin_reservation_counts() from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reservations(text, date, date, text, text, integer, integer)
  to authenticated;
grant execute on function public.admin_reservation_counts() to authenticated;

-- The host stand (decision 0110): staff take bookings by phone, in person and by e-mail and seat walk-ins,
-- held to the room but not to the booking form's limits, and change any booking; every change of a booking is
-- kept in its history. Each function is defined here as it stands in supabase/schemas.

-- A booking staff take may have no address (a walk-in, a guest who gave only a phone number), a party up to
-- the whole room, and says how it came in.
alter table public.reservations alter column customer_email drop not null;
alter table public.reservations drop constraint reservations_party_size_range;
alter table public.reservations add constraint reservations_party_size_range check (party_size between 1 and 100);
alter table public.reservations add column source text not null default 'online';
alter table public.reservations add constraint reservations_source_valid
  check (source in ('online', 'phone', 'walk_in', 'in_person', 'email'));

-- What the admin's free-text search looks in: name, e-mail and phone (either of the two may be missing),
-- lower-cased, joined by a line break, which no search text contains (src/domain/reservation/query.ts,
-- searchableText). Not given a search_path of its own, so that the planner inlines it and matches the
-- trigram index below; every name is qualified.
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
    p_name operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) coalesce(p_email, '')
      operator(pg_catalog.||) pg_catalog.chr(10) operator(pg_catalog.||) coalesce(p_phone, '')
  );
$$;

-- Each listed booking says which tables it sits at.
create or replace function public.admin_list_reservations(
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_sort text default 'soonest',
  p_offset integer default 0,
  p_limit integer default 25,
  p_event_id uuid default null
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
  if p_status is not null
     and p_status not in ('pending', 'confirmed', 'seated', 'cancelled', 'completed', 'no_show') then
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
  if p_event_id is not null then
    v_where := v_where || ' and r.event_id = $7';
  end if;

  if v_search = '' and p_event_id is null then
    -- The same filters on the day counts (the columns have the same names).
    execute pg_catalog.format(
      'select coalesce(sum(r.bookings), 0) from private.reservation_day_counts r where %s', v_where)
      into v_total
      using p_status, p_from, p_to;
  elsif v_search = '' then
    -- One event's bookings, counted exactly on reservations_event_id_idx (an event seats at most 1000).
    execute pg_catalog.format('select count(*) from public.reservations r where %s', v_where)
      into v_total
      using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;
  else
    -- Counted up to one past the limit (src/domain/reservation/query.ts, SEARCH_COUNT_LIMIT): a common
    -- fragment over years of bookings matches thousands, and counting them all costs more than the page.
    execute pg_catalog.format(
      'select count(*) from (select from public.reservations r where %s limit 1001) m', v_where)
      into v_total
      using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;
  end if;

  -- Each row with the tables it sits at (reservation_tables, in the order of their ids; empty when none).
  execute pg_catalog.format(
    'select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(p) operator(pg_catalog.||) pg_catalog.jsonb_build_object(
              ''table_ids'', coalesce((select pg_catalog.jsonb_agg(h.table_id order by h.table_id)
                                        from public.reservation_tables h where h.reservation_id = p.id), ''[]''))
              order by %s), ''[]'')
       from (select r.* from public.reservations r where %s order by %s offset $5 limit $6) p',
    pg_catalog.format(v_order, 'p'), v_where, pg_catalog.format(v_order, 'r'))
    into v_rows
    using p_status, p_from, p_to, v_pattern, p_offset, p_limit, p_event_id;

  if v_total > 1000 then
    return pg_catalog.jsonb_build_object('rows', v_rows, 'total', 1000, 'totalIsLowerBound', true);
  end if;
  return pg_catalog.jsonb_build_object('rows', v_rows, 'total', v_total);
end;
$$;

-- The search index's expression now reads a missing address as empty.
reindex index public.reservations_search_trgm_idx;

-- Why a booking cannot be taken, as the domain's bookingRefusal() without capacity; null when it can. The
-- party limit, the horizon and the lead time bind the public form only (p_online): staff take a party of 25,
-- next year's booking or a guest who calls twenty minutes ahead, at any minute the restaurant is open.
create or replace function public.reservation_refusal(
  p_rules jsonb, p_date date, p_time text, p_party_size integer, p_now timestamptz, p_online boolean default true
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_today date := (p_now at time zone 'Europe/Berlin')::date;
  v_slots text[];
begin
  if p_online and p_party_size > (p_rules ->> 'maxPartySize')::integer then
    return 'partyTooLarge';
  end if;
  if p_date < v_today then
    return 'dateInPast';
  end if;
  if p_online and p_date > v_today + (p_rules ->> 'horizonDays')::integer then
    return 'dateTooFar';
  end if;
  v_slots := public.reservation_slots(p_rules, p_date);
  if pg_catalog.cardinality(v_slots) = 0 then
    return 'dateClosed';
  end if;
  -- Guests book the slots; staff any minute of an opening range (from <= time < to) that exists that day,
  -- such as a walk-in at 19:07 (isWithinHours() of src/domain/settings/bookable-slots.ts).
  if not (case when p_online then p_time = any (v_slots)
               else ((p_date + p_time::time) at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'
                      = p_date + p_time::time
                    and exists (select from pg_catalog.jsonb_array_elements(public.reservation_hours(p_rules, p_date)) r
                                 where (r ->> 'from')::time <= p_time::time and p_time::time < (r ->> 'to')::time)
          end) then
    return 'timeOutsideHours';
  end if;
  if p_online and (p_date + p_time::time) at time zone 'Europe/Berlin'
       <= p_now + pg_catalog.make_interval(mins => (p_rules ->> 'leadTimeMinutes')::integer) then
    return 'timeTooSoon';
  end if;
  return null;
end;
$$;

-- An e-mail address as the forms accept it: at most 254 characters, its shape by the ECMAScript white space
-- set as well as by the table's own constraint (reservations_customer_email_shape, `\s`), so that an address
-- passes only when both agree and no check constraint can fail on insert.
create or replace function private.email_shape_ok(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.char_length(p_email) <= 254
     and p_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
     and p_email ~ ('^[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '@[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+'
                    '\.[^@\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$');
$$;

revoke all on function private.email_shape_ok(text) from public;

-- The guest's input as the booking form checks it (src/domain/reservation/booking-schema.ts), in the form's
-- order: texts trimmed as the form trims them (private.form_trim()), the e-mail's shape by the ECMAScript white
-- space set as well as by the table's own constraint (reservations_customer_email_shape, `\s`), so that an
-- address passes only when both agree and no check constraint can fail on insert. Answers the cleaned values.
create or replace function private.reservation_input(
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_reservation_date date,
  p_reservation_time text,
  p_party_size integer,
  p_special_requests text,
  out customer_name text,
  out customer_email text,
  out customer_phone text,
  out reservation_time text,
  out special_requests text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  customer_name := private.form_trim(coalesce(p_customer_name, ''));
  customer_email := private.form_trim(coalesce(p_customer_email, ''));
  customer_phone := nullif(private.form_trim(coalesce(p_customer_phone, '')), '');
  special_requests := nullif(private.form_trim(coalesce(p_special_requests, '')), '');
  if customer_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(customer_name) > 200 then
    perform public.raise_invalid('reservations.validation.nameTooLong', 'customer_name');
  end if;
  if customer_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if not private.email_shape_ok(customer_email) then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if customer_phone is not null and (pg_catalog.char_length(customer_phone) > 40 or customer_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  reservation_time := private.assert_date_and_time(p_reservation_date, p_reservation_time);
  if p_party_size is null or p_party_size < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if p_party_size > 20 then
    perform public.raise_invalid('reservations.validation.partySizeMax', 'party_size');
  end if;
  if special_requests is not null and pg_catalog.char_length(special_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.specialRequestsTooLong', 'special_requests');
  end if;
end;
$$;

-- The e-mails a booking's insert and status change queue (the kinds above). A guest's own cancellation (pending or confirmed -> cancelled, as anon or a
-- signed-in non-admin: the self-service page) queues the restaurant's staff_cancelled notice.
create or replace function private.enqueue_reservation_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(
    nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  v_kind text;
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date then
    return null;
  end if;
  if tg_op = 'INSERT' then
    -- Taken by staff, confirmed at once: the guest's confirmation when they gave an address; no notice to
    -- the restaurant, which took it; a walk-in (seated) is here and gets nothing.
    if new.source <> 'online' then
      if new.status = 'confirmed' and new.customer_email is not null then
        insert into public.reservation_emails (reservation_id, kind) values (new.id, 'confirmed');
      end if;
      return null;
    end if;
    if new.status in ('pending', 'confirmed') and new.customer_email is not null then
      insert into public.reservation_emails (reservation_id, kind) values (new.id, 'received');
    end if;
    insert into public.reservation_emails (reservation_id, kind) values (new.id, 'staff_new');
    return null;
  end if;
  -- A guest (the self-service page: anon, or signed in without being staff) changed their own booking: no
  -- news to them, but the restaurant hears of a cancellation (a table is free again).
  if v_role in ('anon', 'authenticated') and not public.is_admin() then
    if new.status = 'cancelled' and old.status in ('pending', 'confirmed') then
      perform private.queue_reservation_email(new.id, 'staff_cancelled');
    end if;
    return null;
  end if;
  v_kind := case
    when new.status = 'confirmed' then 'confirmed'
    when new.status = 'cancelled' and old.status = 'pending' then 'declined'
    when new.status = 'cancelled' and old.status = 'confirmed' then 'cancelled'
  end;
  if v_kind is not null and new.customer_email is not null then
    perform private.queue_reservation_email(new.id, v_kind);
  end if;
  return null;
end;
$$;

-- The date, time or party size changed, while the booking holds its table and is not past: the guest's
-- "changed" when they have an address, and the restaurant's notice when the guest moved it (staff know).
create or replace function private.enqueue_reservation_change_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reservation_date < (pg_catalog.now() at time zone 'Europe/Berlin')::date
     or new.status not in ('pending', 'confirmed') then
    return null;
  end if;
  if new.customer_email is not null then
    perform private.queue_reservation_email(new.id, 'changed');
  end if;
  if not public.is_admin() then
    perform private.queue_reservation_email(new.id, 'staff_changed');
  end if;
  return null;
end;
$$;

create or replace function public.enqueue_reservation_reminders(p_now timestamptz default now())
returns integer
language sql
volatile
set search_path = ''
as $$
  with added as (
    insert into public.reservation_emails (reservation_id, kind)
    select r.id, 'reminder'
    from public.reservations r
    where r.status = 'confirmed' and r.customer_email is not null
      and r.reservation_date = (p_now at time zone 'Europe/Berlin')::date + 1
    on conflict (reservation_id, kind, occurrence) do nothing
    returning 1
  )
  select pg_catalog.count(*)::integer from added;
$$;

comment on function public.enqueue_reservation_reminders(timestamptz) is
  'Enqueues the reminder e-mail of every confirmed booking with an address on the day after p_now (Berlin); answers how many '
  'were new. Scheduled daily with pg_cron where it is available.';

-- Holds p_tables for p_reservation during p_hold, and notes a change of tables in the booking's history. A
-- second hold of one of them (a stay reaching past midnight into a date locked by another booking) is refused
-- as a full time, never stored.
create or replace function private.hold_tables(p_reservation uuid, p_tables uuid[], p_hold tstzrange)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_before text := private.tables_label(p_reservation);
  v_after text;
begin
  delete from public.reservation_tables t where t.reservation_id = p_reservation;
  insert into public.reservation_tables (reservation_id, table_id, during)
  select p_reservation, t, p_hold from pg_catalog.unnest(p_tables) t;
  v_after := private.tables_label(p_reservation);
  if v_before is distinct from v_after then
    perform private.note_reservation_change(p_reservation, 'changed', pg_catalog.jsonb_build_array(
      pg_catalog.jsonb_build_object('field', 'tables', 'from', v_before, 'to', v_after)));
  end if;
exception when exclusion_violation then
  perform public.raise_invalid('reservations.validation.slotFull', 'reservation_time');
end;
$$;

-- The host stand: staff take bookings (by phone, in person, by e-mail), seat walk-ins and change any booking,
-- held to the room but not to the public form's limits (decision 0110); every change of a booking, whoever
-- makes it, is kept in its history. src/domain/room/staff-seating.ts and src/domain/reservation/history.ts
-- state the same rules in TypeScript; the SQL tests run both on the same bookings and compare the answers.

-- ---------------------------------------------------------------------------------------------------------
-- A booking's history: one entry per booking and transaction (what one call changed), written by the
-- triggers below and by private.hold_tables(). It records what changed to what for the booking's own facts,
-- and only that a personal detail or the notes changed, never their words: nothing in it outlives what the
-- booking itself keeps, and it is deleted with the booking.
-- ---------------------------------------------------------------------------------------------------------
create table public.reservation_changes (
  id uuid primary key default gen_random_uuid(),
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  -- When the change was made (its transaction's time: one entry per booking and transaction).
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The staff account that made the change and its name then; null for a guest (the form, the link).
  changed_by uuid,
  changed_by_name text,
  kind text not null,
  -- [{field, from, to}] in the order of private.history_order(); from and to null for personal details.
  changes jsonb not null default '[]',
  -- Why staff set the room's rules aside with this change (checkStaffSeating()'s override).
  override_reason text,
  constraint reservation_changes_kind_valid check (kind in ('created', 'changed')),
  constraint reservation_changes_changes_array check (pg_catalog.jsonb_typeof(changes) = 'array'),
  constraint reservation_changes_override_reason_length check (char_length(override_reason) between 1 and 500)
);

create index reservation_changes_reservation_id_created_at_idx
  on public.reservation_changes (reservation_id, created_at);

create trigger set_updated_at before update on public.reservation_changes
  for each row execute function public.set_updated_at();

alter table public.reservation_changes enable row level security;
revoke all on table public.reservation_changes from public, anon, authenticated;
-- Staff read a booking's history; only the booking functions and triggers write it.
grant select on table public.reservation_changes to authenticated;

create policy reservation_changes_admin_select on public.reservation_changes
  for select to authenticated
  using ((select public.is_admin()));

-- Changes in the order a booking's history lists them (HISTORY_VALUE_FIELDS, then HISTORY_PRIVATE_FIELDS of
-- src/domain/reservation/history.ts), one per field: the first from and the last to.
create or replace function private.history_order(p_changes jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(m.change order by m.position), '[]'::jsonb)
    from (
      select pg_catalog.array_position(
               array['reservation_date', 'reservation_time', 'party_size', 'tables', 'status', 'source',
                     'language_preference', 'held_until', 'customer_name', 'customer_email', 'customer_phone',
                     'special_requests', 'admin_notes'],
               c.value ->> 'field') as position,
             pg_catalog.jsonb_build_object(
               'field', c.value ->> 'field',
               'from', (pg_catalog.array_agg(c.value -> 'from' order by c.n))[1],
               'to', (pg_catalog.array_agg(c.value -> 'to' order by c.n desc))[1]) as change
        from pg_catalog.jsonb_array_elements(p_changes) with ordinality c(value, n)
       group by c.value ->> 'field'
    ) m;
$$;

revoke all on function private.history_order(jsonb) from public;

-- Adds changes (and an override's reason) to the entry this transaction already wrote for the booking, or
-- writes a new one in the name of the signed-in staff member (none for a guest).
create or replace function private.note_reservation_change(
  p_reservation uuid,
  p_kind text,
  p_changes jsonb,
  p_override text default null
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_entry uuid;
begin
  if pg_catalog.jsonb_array_length(p_changes) = 0 and p_override is null then
    return;
  end if;
  select c.id into v_entry
    from public.reservation_changes c
   where c.reservation_id = p_reservation and c.created_at = pg_catalog.now()
   limit 1
   for update;
  if found then
    update public.reservation_changes c
       set changes = private.history_order(c.changes operator(pg_catalog.||) p_changes),
           override_reason = coalesce(p_override, c.override_reason)
     where c.id = v_entry;
  else
    insert into public.reservation_changes (reservation_id, changed_by, changed_by_name, kind, changes, override_reason)
    select p_reservation, a.id, a.username, p_kind, private.history_order(p_changes), p_override
      from (select) one
      left join public.admin_users a on a.id = v_uid;
  end if;
end;
$$;

revoke all on function private.note_reservation_change(uuid, text, jsonb, text) from public;

-- The UTC instant as JavaScript's toISOString() writes it, so that both stores record held_until alike.
create or replace function private.iso_instant(p timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.to_char(p at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
$$;

revoke all on function private.iso_instant(timestamptz) from public;

-- New bookings, in one statement however many rows it inserts (a restore, the demo's seed): how each came in
-- and its status. SECURITY DEFINER, as the triggers fire for whoever writes reservations.
create or replace function private.record_reservations_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  insert into public.reservation_changes (reservation_id, changed_by, changed_by_name, kind, changes)
  select n.id, a.id, a.username, 'created', pg_catalog.jsonb_build_array(
           pg_catalog.jsonb_build_object('field', 'status', 'from', null, 'to', n.status),
           pg_catalog.jsonb_build_object('field', 'source', 'from', null, 'to', n.source))
    from new_rows n
    left join public.admin_users a on a.id = v_uid;
  return null;
end;
$$;

revoke all on function private.record_reservations_created() from public;

create trigger reservations_history_insert after insert on public.reservations
  referencing new table as new_rows
  for each statement execute function private.record_reservations_created();

-- A changed booking: each recorded field that changed (changesBetween() of src/domain/reservation/history.ts).
create or replace function private.record_reservation_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.note_reservation_change(new.id, 'changed', (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'field', f.field,
             'from', case when f.personal then null else f.before end,
             'to', case when f.personal then null else f.after end) order by f.n), '[]'::jsonb)
      from (values
        (1, 'reservation_date', old.reservation_date::text, new.reservation_date::text, false),
        (2, 'reservation_time', old.reservation_time, new.reservation_time, false),
        (3, 'party_size', old.party_size::text, new.party_size::text, false),
        (4, 'status', old.status, new.status, false),
        (5, 'source', old.source, new.source, false),
        (6, 'language_preference', old.language_preference, new.language_preference, false),
        (7, 'held_until', private.iso_instant(old.held_until), private.iso_instant(new.held_until), false),
        (8, 'customer_name', old.customer_name, new.customer_name, true),
        (9, 'customer_email', old.customer_email, new.customer_email, true),
        (10, 'customer_phone', old.customer_phone, new.customer_phone, true),
        (11, 'special_requests', old.special_requests, new.special_requests, true),
        (12, 'admin_notes', old.admin_notes, new.admin_notes, true)
      ) f(n, field, before, after, personal)
     where f.before is distinct from f.after));
  return null;
end;
$$;

revoke all on function private.record_reservation_change() from public;

create trigger reservations_history_update after update on public.reservations
  for each row execute function private.record_reservation_change();

-- The tables of a booking as staff read them in its history: their names in the order of their numbers,
-- joined by " + " (tablesLabel() of src/domain/room/staff-seating.ts); null when it sits at none.
create or replace function private.tables_label(p_reservation uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.string_agg(t.name, ' + ' order by
           coalesce(pg_catalog.substring(t.name, '^[0-9]+')::numeric, 1e30), t.name collate "C")
    from public.reservation_tables rt
    join public.restaurant_tables t on t.id = rt.table_id
   where rt.reservation_id = p_reservation;
$$;

revoke all on function private.tables_label(uuid) from public;

-- ---------------------------------------------------------------------------------------------------------
-- Staff bookings
-- ---------------------------------------------------------------------------------------------------------

-- What staff typed for a booking (staffBookingSchema / staffChangeSchema of
-- src/domain/reservation/staff-booking.ts), checked in the schema's order; answers the cleaned values. The
-- date and time are the caller's (a walk-in's are the clock's). p_source is null for a change, which keeps
-- the booking's own source and asks for no contact.
create or replace function private.staff_input(
  p jsonb,
  p_source text,
  out customer_name text,
  out customer_email text,
  out customer_phone text,
  out reservation_date date,
  out reservation_time text,
  out party_size integer,
  out special_requests text,
  out admin_notes text,
  out language_preference text,
  out table_ids uuid[],
  out override_reason text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(p) is distinct from 'object' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  customer_name := private.form_trim(coalesce(p ->> 'customer_name', ''));
  customer_email := nullif(private.form_trim(coalesce(p ->> 'customer_email', '')), '');
  customer_phone := nullif(private.form_trim(coalesce(p ->> 'customer_phone', '')), '');
  special_requests := nullif(private.form_trim(coalesce(p ->> 'special_requests', '')), '');
  admin_notes := nullif(private.form_trim(coalesce(p ->> 'admin_notes', '')), '');
  override_reason := nullif(private.form_trim(coalesce(p ->> 'override_reason', '')), '');
  if customer_name = '' then
    perform public.raise_invalid('reservations.validation.nameRequired', 'customer_name');
  end if;
  if pg_catalog.char_length(customer_name) > 200 then
    perform public.raise_invalid('reservations.validation.tooLong', 'customer_name');
  end if;
  if customer_name ~ '[[:cntrl:]]' then
    perform public.raise_invalid('reservations.validation.nameInvalid', 'customer_name');
  end if;
  if customer_email is not null and not private.email_shape_ok(customer_email) then
    perform public.raise_invalid('reservations.validation.emailInvalid', 'customer_email');
  end if;
  if customer_phone is not null and (pg_catalog.char_length(customer_phone) > 40 or customer_phone ~ '[[:cntrl:]]') then
    perform public.raise_invalid('reservations.validation.phoneInvalid', 'customer_phone');
  end if;
  if coalesce(p ->> 'reservation_date', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
     or pg_catalog.to_char(pg_catalog.to_date(p ->> 'reservation_date', 'YYYY-MM-DD'), 'YYYY-MM-DD')
        <> p ->> 'reservation_date' then
    perform public.raise_invalid('reservations.validation.dateRequired', 'reservation_date');
  end if;
  reservation_date := (p ->> 'reservation_date')::date;
  reservation_time := p ->> 'reservation_time';
  if coalesce(reservation_time, '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    perform public.raise_invalid('reservations.validation.timeRequired', 'reservation_time');
  end if;
  if pg_catalog.jsonb_typeof(p -> 'party_size') is distinct from 'number'
     or (p ->> 'party_size')::numeric <> pg_catalog.trunc((p ->> 'party_size')::numeric)
     or (p ->> 'party_size')::numeric < 1 then
    perform public.raise_invalid('reservations.validation.partySizeMin', 'party_size');
  end if;
  if (p ->> 'party_size')::numeric > 100 then
    perform public.raise_invalid('admin:hostStand.validation.partyTooLarge', 'party_size');
  end if;
  party_size := (p ->> 'party_size')::integer;
  if pg_catalog.char_length(special_requests) > 2000 then
    perform public.raise_invalid('reservations.validation.tooLong', 'special_requests');
  end if;
  if pg_catalog.char_length(admin_notes) > 2000 then
    perform public.raise_invalid('reservations.validation.tooLong', 'admin_notes');
  end if;
  language_preference := p ->> 'language_preference';
  if language_preference is null or language_preference not in ('de', 'en', 'zh') then
    perform public.raise_invalid('reservations.validation.language', 'language_preference');
  end if;
  if pg_catalog.jsonb_typeof(p -> 'table_ids') = 'array' then
    if pg_catalog.jsonb_array_length(p -> 'table_ids') not between 1 and 12
       or exists (select from pg_catalog.jsonb_array_elements(p -> 'table_ids') t
                   where pg_catalog.jsonb_typeof(t) <> 'string'
                      or t #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      perform public.raise_invalid('admin:hostStand.validation.tableUnknown', 'table_ids');
    end if;
    table_ids := (select pg_catalog.array_agg(distinct (t #>> '{}')::uuid)
                    from pg_catalog.jsonb_array_elements(p -> 'table_ids') t);
  elsif coalesce(pg_catalog.jsonb_typeof(p -> 'table_ids'), 'null') <> 'null' then
    perform public.raise_invalid('admin:hostStand.validation.tableUnknown', 'table_ids');
  end if;
  if pg_catalog.char_length(override_reason) > 500 then
    perform public.raise_invalid('admin:hostStand.validation.reasonTooLong', 'override_reason');
  end if;
  if p_source is not null and p_source <> 'walk_in' and customer_email is null and customer_phone is null then
    perform public.raise_invalid('admin:hostStand.validation.contactRequired', 'customer_phone');
  end if;
end;
$$;

revoke all on function private.staff_input(jsonb, text) from public;

-- Where staff can seat a party (checkStaffSeating() of src/domain/room/staff-seating.ts), decided under the
-- date's lock: every rule of the room it breaks, in the domain's order; at the tables staff chose (p_tables)
-- or the best free ones. With p_override the overridable rules are set aside: a party no table is free for
-- is taken without one, and earlier parties at a chosen table have their hold end when it sits down
-- (`shortened`, which the caller applies). A refusal is raised with every reason (detail 'room', hint the
-- reasons), as staffRefusalError() reports it. p_except is a booking being changed.
create or replace function private.staff_seating(
  p_rules jsonb,
  p_date date,
  p_time text,
  p_party integer,
  p_tables uuid[],
  p_override boolean,
  p_except uuid,
  out table_ids uuid[],
  out hold tstzrange,
  out overridden text[],
  out shortened uuid[]
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_now timestamptz := pg_catalog.now();
  v_reasons text[] := '{}';
  v_clock text;
  v_capacity record;
  v_slot_taken integer;
  v_day_taken integer;
  v_closing integer;
  v_seating uuid[];
  v_until timestamptz;
begin
  perform private.lock_reservation_date(p_date);
  hold := private.hold_of(p_rules, p_date, p_time, p_party);
  shortened := '{}';
  v_clock := public.reservation_refusal(p_rules, p_date, p_time, p_party, v_now, false);
  if v_clock = 'dateInPast' then
    v_reasons := array['dateInPast'];
  else
    if v_clock is not null then
      v_reasons := array[v_clock];
    elsif (p_rules ->> 'staysEndByClose')::boolean then
      v_closing := private.closing_minute(p_rules, p_date, p_time);
      if v_closing is null or private.minute_of(p_time) + private.stay_minutes(p_rules, p_date, p_party) > v_closing then
        v_reasons := v_reasons || 'stayPastClose'::text;
      end if;
    end if;
    select * into v_capacity from private.capacity_of(p_rules, p_date);
    select coalesce(pg_catalog.sum(r.party_size) filter (where r.reservation_time = p_time), 0),
           coalesce(pg_catalog.sum(r.party_size), 0)
      into v_slot_taken, v_day_taken
      from public.reservations r
     where r.reservation_date = p_date and r.status in ('pending', 'confirmed', 'seated')
       and r.id is distinct from p_except;
    if v_capacity.per_slot is not null and v_slot_taken + p_party > v_capacity.per_slot then
      v_reasons := v_reasons || 'pacingSlot'::text;
    elsif v_capacity.per_day is not null and v_day_taken + p_party > v_capacity.per_day then
      v_reasons := v_reasons || 'pacingDay'::text;
    end if;
    if exists (select from public.restaurant_tables) then
      if not exists (select from private.seatings_for(p_party, false)) then
        v_reasons := v_reasons || 'noTableFits'::text;
      else
        v_seating := private.free_seating(p_party, false, hold, p_except);
        if v_seating is null then
          v_reasons := v_reasons || 'noTableFree'::text;
        end if;
      end if;
    else
      v_seating := '{}';
      if not private.room_has_space(p_rules, p_date, p_party, hold, p_except) then
        v_reasons := v_reasons || 'roomFull'::text;
        v_seating := null;
      end if;
    end if;
    table_ids := coalesce(v_seating, '{}');

    if p_tables is not null then
      v_reasons := array(select r from pg_catalog.unnest(v_reasons) r
                          where r not in ('noTableFits', 'noTableFree', 'roomFull'));
      table_ids := p_tables;
      if (select pg_catalog.count(*) from public.restaurant_tables t where t.id = any (p_tables))
         <> pg_catalog.cardinality(p_tables) then
        v_reasons := v_reasons || 'tableUnknown'::text;
      else
        if (select pg_catalog.sum(t.max_seats) from public.restaurant_tables t where t.id = any (p_tables)) < p_party then
          v_reasons := v_reasons || 'tableTooSmall'::text;
        end if;
        if exists (
          select from public.reservation_tables h
           where h.holds and h.table_id = any (p_tables) and h.during operator(pg_catalog.&&) hold
             and h.reservation_id is distinct from p_except
             and pg_catalog.lower(h.during) = pg_catalog.lower(hold)) then
          v_reasons := array(select r from pg_catalog.unnest(v_reasons) r where r <> 'tableTooSmall') || 'tableInUse'::text;
        elsif exists (
          select from public.reservation_tables h
           where h.holds and h.table_id = any (p_tables) and h.during operator(pg_catalog.&&) hold
             and h.reservation_id is distinct from p_except) then
          v_reasons := v_reasons || 'tableTaken'::text;
          select pg_catalog.min(pg_catalog.lower(h.during)) into v_until
            from public.reservation_tables h
           where h.holds and h.table_id = any (p_tables) and h.during operator(pg_catalog.&&) hold
             and h.reservation_id is distinct from p_except and pg_catalog.lower(h.during) > pg_catalog.lower(hold);
          shortened := array(
            select distinct h.reservation_id
              from public.reservation_tables h
             where h.holds and h.table_id = any (p_tables) and h.during operator(pg_catalog.&&) hold
               and h.reservation_id is distinct from p_except
               and pg_catalog.lower(h.during) < pg_catalog.lower(hold));
          if v_until is not null and v_until < pg_catalog.upper(hold) then
            hold := pg_catalog.tstzrange(pg_catalog.lower(hold), v_until, '[)');
          end if;
        end if;
      end if;
    end if;
  end if;

  overridden := '{}';
  if pg_catalog.cardinality(v_reasons) = 0 then
    shortened := '{}';
    return;
  end if;
  if not p_override or exists (
       select from pg_catalog.unnest(v_reasons) r
        where r not in ('dateClosed', 'timeOutsideHours', 'stayPastClose', 'pacingSlot', 'pacingDay',
                        'noTableFits', 'noTableFree', 'roomFull', 'tableTaken', 'tableTooSmall')) then
    raise exception using errcode = '22023',
      message = case when exists (
                  select from pg_catalog.unnest(v_reasons) r
                   where r not in ('dateClosed', 'timeOutsideHours', 'stayPastClose', 'pacingSlot', 'pacingDay',
                                   'noTableFits', 'noTableFree', 'roomFull', 'tableTaken', 'tableTooSmall'))
                     then 'admin:hostStand.refusedFinal' else 'admin:hostStand.refused' end,
      detail = 'room',
      hint = pg_catalog.array_to_string(v_reasons, ',');
  end if;
  overridden := v_reasons;
end;
$$;

revoke all on function private.staff_seating(jsonb, date, text, integer, uuid[], boolean, uuid) from public;

-- Earlier parties at a table staff gave to a new party leave by the time it sits down: their holds end then.
create or replace function private.shorten_holds(p_reservations uuid[], p_until timestamptz)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  update public.reservation_tables h
     set during = pg_catalog.tstzrange(pg_catalog.lower(h.during), p_until, '[)')
   where h.reservation_id = any (p_reservations) and h.holds;
  update public.reservations r
     set held_until = p_until
   where r.id = any (p_reservations);
end;
$$;

revoke all on function private.shorten_holds(uuid[], timestamptz) from public;

-- Staff take a booking: by phone, in person or by e-mail, confirmed at once; a walk-in (source 'walk_in') is
-- seated today at the current minute, whatever date and time p_booking names. Idempotent per submission_key.
create or replace function public.book_reservation_as_staff(p_booking jsonb)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_source text := p_booking ->> 'source';
  v_key uuid;
  v_now timestamp := pg_catalog.now() at time zone 'Europe/Berlin';
  v_input record;
  v_seat record;
  v_row public.reservations;
begin
  perform public.assert_admin();
  if coalesce(p_booking ->> 'submission_key', '')
     !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform public.raise_invalid('reservations.validation.submissionKey', 'submission_key');
  end if;
  v_key := (p_booking ->> 'submission_key')::uuid;
  select r.* into v_row from public.reservations r where r.submission_key = v_key;
  if found then
    return v_row;
  end if;
  if v_source is null or v_source not in ('phone', 'walk_in', 'in_person', 'email') then
    perform public.raise_invalid('admin:hostStand.validation.source', 'source');
  end if;
  if v_source = 'walk_in' then
    p_booking := p_booking operator(pg_catalog.||) pg_catalog.jsonb_build_object(
      'reservation_date', pg_catalog.to_char(v_now, 'YYYY-MM-DD'),
      'reservation_time', pg_catalog.to_char(v_now, 'HH24:MI'));
  end if;
  select * into v_input from private.staff_input(p_booking, v_source);
  select * into v_seat from private.staff_seating(
    private.booking_rules(), v_input.reservation_date, v_input.reservation_time, v_input.party_size,
    v_input.table_ids, v_input.override_reason is not null, null);
  perform private.shorten_holds(v_seat.shortened, pg_catalog.lower(v_seat.hold));

  insert into public.reservations as r (
    customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
    special_requests, admin_notes, language_preference, status, confirmed_at, submission_key, held_until, source
  )
  values (
    v_input.customer_name, v_input.customer_email, v_input.customer_phone, v_input.reservation_date,
    v_input.reservation_time, v_input.party_size, v_input.special_requests, v_input.admin_notes,
    v_input.language_preference, case when v_source = 'walk_in' then 'seated' else 'confirmed' end,
    pg_catalog.now(), v_key, pg_catalog.upper(v_seat.hold), v_source
  )
  on conflict (submission_key) do nothing
  returning r.* into v_row;
  if not found then
    -- A concurrent call with the same key won the insert (it has committed by now): return its row.
    select r.* into v_row from public.reservations r where r.submission_key = v_key;
    return v_row;
  end if;
  perform private.hold_tables(v_row.id, v_seat.table_ids, v_seat.hold);
  if pg_catalog.cardinality(v_seat.overridden) > 0 then
    perform private.note_reservation_change(v_row.id, 'created', '[]', v_input.override_reason);
  end if;
  return v_row;
end;
$$;

comment on function public.book_reservation_as_staff(jsonb) is
  'Staff take a booking (phone, in person, e-mail: confirmed) or seat a walk-in now, held to the room but not '
  'to the booking form''s limits; override_reason sets the overridable rules aside and is recorded. Staff '
  'only. Errors: 22023 + translation key; a refusal by the room: admin:hostStand.refused[Final], hint the reasons.';

revoke all on function public.book_reservation_as_staff(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.book_reservation_as_staff(jsonb) to authenticated;

-- Staff change a booking: its guest, contact, notes and language always; its date, time, party and tables
-- while it is a table booking that holds its table, by the same rules as a new one (it does not count
-- against itself). The status stays; the guest hears of a move by the change e-mail trigger.
create or replace function public.change_reservation_as_staff(p_id uuid, p_change jsonb)
returns public.reservations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_input record;
  v_row public.reservations;
  v_tables uuid[];
  v_seat record;
begin
  perform public.assert_admin();
  select * into v_input from private.staff_input(p_change, null);
  perform private.lock_reservation_date(v_input.reservation_date);
  select r.* into v_row from public.reservations r where r.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'reservation not found';
  end if;
  v_tables := array(select t.table_id from public.reservation_tables t where t.reservation_id = p_id order by 1);
  -- The guest's details first, so that a move's e-mail goes to an address given with it.
  update public.reservations r
     set customer_name = v_input.customer_name, customer_email = v_input.customer_email,
         customer_phone = v_input.customer_phone, special_requests = v_input.special_requests,
         admin_notes = v_input.admin_notes, language_preference = v_input.language_preference
   where r.id = p_id
  returning r.* into v_row;
  if v_row.reservation_date <> v_input.reservation_date or v_row.reservation_time <> v_input.reservation_time
     or v_row.party_size <> v_input.party_size
     or (v_input.table_ids is not null
         and v_tables <> array(select t from pg_catalog.unnest(v_input.table_ids) t order by 1)) then
    if v_row.event_id is not null then
      perform public.raise_invalid('admin:hostStand.validation.eventBooking', 'reservation_date');
    end if;
    if v_row.status not in ('pending', 'confirmed', 'seated') then
      perform public.raise_invalid('admin:hostStand.validation.notHolding', 'reservation_date');
    end if;
    select * into v_seat from private.staff_seating(
      private.booking_rules(), v_input.reservation_date, v_input.reservation_time, v_input.party_size,
      v_input.table_ids, v_input.override_reason is not null, p_id);
    perform private.shorten_holds(v_seat.shortened, pg_catalog.lower(v_seat.hold));
    update public.reservations r
       set reservation_date = v_input.reservation_date, reservation_time = v_input.reservation_time,
           party_size = v_input.party_size, held_until = pg_catalog.upper(v_seat.hold)
     where r.id = p_id
    returning r.* into v_row;
    perform private.hold_tables(p_id, v_seat.table_ids, v_seat.hold);
    if pg_catalog.cardinality(v_seat.overridden) > 0 then
      perform private.note_reservation_change(p_id, 'changed', '[]', v_input.override_reason);
    end if;
  end if;
  return v_row;
end;
$$;

comment on function public.change_reservation_as_staff(uuid, jsonb) is
  'Staff change a booking''s guest, contact, notes and language, and (a table booking that holds its table) '
  'its date, time, party and tables by the room''s rules; recorded in reservation_changes. Staff only.';

revoke all on function public.change_reservation_as_staff(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.change_reservation_as_staff(uuid, jsonb) to authenticated;

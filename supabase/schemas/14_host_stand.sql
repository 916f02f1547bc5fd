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

-- Changes to the settings that touch booked guests. A change of the hours or closed days can close the time
-- of a booking already taken, and lower pacing limits can find a date or time over full: the owner sees which
-- before saving and may cancel the first kind with the change, telling each guest with their message.
-- rulesChangeImpact() of src/domain/settings/rules-change.ts answers the same for the demo's store.

-- The bookings a change of the rules can touch: pending or confirmed table bookings whose time has not begun
-- (event sign-ups follow their event).
create or replace function private.bookings_to_come()
returns setof public.reservations
language sql
stable
set search_path = ''
as $$
  select r.*
    from public.reservations r
   where r.reservation_date >= (pg_catalog.now() at time zone 'Europe/Berlin')::date
     and r.status in ('pending', 'confirmed')
     and r.event_id is null
     and (r.reservation_date + r.reservation_time::time) at time zone 'Europe/Berlin' > pg_catalog.now();
$$;
revoke all on function private.bookings_to_come() from public;

-- The bookings still to come that the rules p_old let happen and p_new close: a closed day or a time outside
-- the new hours, by the test staff book by.
create or replace function private.bookings_closed_by(p_old jsonb, p_new jsonb)
returns setof public.reservations
language sql
stable
set search_path = ''
as $$
  select r.*
    from private.bookings_to_come() r
   where public.reservation_refusal(p_old, r.reservation_date, r.reservation_time, r.party_size,
                                    pg_catalog.now(), false) is null
     and public.reservation_refusal(p_new, r.reservation_date, r.reservation_time, r.party_size,
                                    pg_catalog.now(), false) is not null;
$$;
revoke all on function private.bookings_closed_by(jsonb, jsonb) from public;

-- What saving p_rules would do to the guests booked from now on (staff): the bookings it closes (counted, the
-- first 50 by date and time listed with their contact, so that those without an e-mail can be phoned), and
-- the other bookings still to come on dates or at times whose covers the new pacing limits find over full
-- though the rules in force did not (counted, the first 20 dates listed): these stay booked.
create or replace function public.rules_change_impact(p_rules jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_old jsonb := private.booking_rules();
begin
  perform public.assert_admin();
  if p_rules is null or not public.booking_rules_valid(p_rules) then
    perform public.raise_invalid('settings.rules.saveFailed', '_');
  end if;
  return (
    with closed as (
      select * from private.bookings_closed_by(v_old, p_rules)
    ),
    still_open as (
      select r.* from private.bookings_to_come() r where r.id not in (select c.id from closed c)
    ),
    days as (
      select s.reservation_date as day, pg_catalog.sum(s.party_size) as covers
        from still_open s group by s.reservation_date
    ),
    times as (
      select s.reservation_date as day, s.reservation_time as at, pg_catalog.sum(s.party_size) as covers
        from still_open s group by s.reservation_date, s.reservation_time
    ),
    full_days as (
      select d.day
        from days d, private.capacity_of(p_rules, d.day) n, private.capacity_of(v_old, d.day) o
       where d.covers > n.per_day and not coalesce(d.covers > o.per_day, false)
    ),
    full_times as (
      select t.day, t.at
        from times t, private.capacity_of(p_rules, t.day) n, private.capacity_of(v_old, t.day) o
       where t.covers > n.per_slot and not coalesce(t.covers > o.per_slot, false)
    ),
    over_full as (
      select s.*
        from still_open s
       where s.reservation_date in (select f.day from full_days f)
          or (s.reservation_date, s.reservation_time) in (select f.day, f.at from full_times f)
    )
    select pg_catalog.jsonb_build_object(
      'closed', (
        select pg_catalog.jsonb_build_object(
                 'bookings', pg_catalog.count(*),
                 'guests', coalesce(pg_catalog.sum(c.party_size), 0),
                 'withoutEmail', pg_catalog.count(*) filter (where c.customer_email is null),
                 'first', coalesce((
                   select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                            'id', f.id, 'reservation_date', f.reservation_date,
                            'reservation_time', f.reservation_time, 'party_size', f.party_size,
                            'status', f.status, 'customer_name', f.customer_name,
                            'customer_email', f.customer_email, 'customer_phone', f.customer_phone)
                          order by f.reservation_date, f.reservation_time, f.id)
                     from (select * from closed
                            order by reservation_date, reservation_time, id limit 50) f), '[]'))
          from closed c),
      'overCapacity', (
        select pg_catalog.jsonb_build_object(
                 'bookings', pg_catalog.count(*),
                 'guests', coalesce(pg_catalog.sum(o.party_size), 0),
                 'dates', coalesce((select pg_catalog.jsonb_agg(d.day order by d.day)
                                      from (select distinct x.reservation_date as day from over_full x
                                             order by 1 limit 20) d), '[]'))
          from over_full o))
  );
end;
$$;

comment on function public.rules_change_impact(jsonb) is
  'What saving these booking rules would do to the guests booked from now on: the bookings they close, and '
  'those on dates or at times the new pacing limits find over full. Staff only.';

revoke all on function public.rules_change_impact(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.rules_change_impact(jsonb) to authenticated;

-- Saves the booking rules (staff); with p_cancel, cancels in the same transaction every booking the new rules
-- close (bookings_closed_by()), each guest told by the cancellation e-mail with p_reason (at most 500
-- characters). The settings row is locked first, so that two saves do not judge against the same old rules.
create or replace function public.save_booking_rules(p_rules jsonb, p_cancel boolean default false,
                                                     p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_reason text := nullif(pg_catalog.btrim(p_reason), '');
  v_booking record;
begin
  perform public.assert_admin();
  if pg_catalog.char_length(v_reason) > 500 then
    perform public.raise_invalid('admin:reservations.validation.reasonTooLong', 'reason');
  end if;
  select s.booking_rules into v_old from public.restaurant_settings s where s.id for update;
  update public.restaurant_settings s set booking_rules = p_rules where s.id;
  if coalesce(p_cancel, false) then
    for v_booking in select c.id from private.bookings_closed_by(v_old, p_rules) c loop
      perform public.change_reservation_status(v_booking.id, 'cancelled', null, v_reason);
    end loop;
  end if;
  return p_rules;
end;
$$;

comment on function public.save_booking_rules(jsonb, boolean, text) is
  'Saves the booking rules; with p_cancel, cancels the bookings they close and tells each guest, with '
  'p_reason. Staff only.';

revoke all on function public.save_booking_rules(jsonb, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.save_booking_rules(jsonb, boolean, text) to authenticated;

// Performs every cell of tests/sql/access-matrix.ts as PostgREST would, against the fixture rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accessMatrix,
  functionMatrix,
  operations,
  type MatrixRow,
  type Operation,
  type Outcome,
} from './access-matrix';
import { attempt, personas, roleOf, targets, type Persona, type TestDatabase } from './db';
import { F, probes, seedFixtures } from './fixtures';

const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
type ApiRole = (typeof apiRoles)[number];

const personasOf = (role: ApiRole): Persona[] => personas.filter((p) => roleOf[p] === role);

/** Valid calls of every function in public; the outcome then only depends on who calls. */
const calls: Record<string, string> = {
  'is_admin()': `select public.is_admin() as v`,
  'is_owner()': `select public.is_owner() as v`,
  'staff_members()': `select id from public.staff_members()`,
  'create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)': `select id from public.create_reservation(
     'Ana', 'ana@example.org', null, (now() at time zone 'Europe/Berlin')::date + 5, '12:00', 2, null, 'en',
     gen_random_uuid())`,
  'change_reservation_status(uuid, text, text, text)': `select status from public.change_reservation_status('${F.reservationA}', 'confirmed')`,
  'enqueue_reservation_reminders(timestamp with time zone)': `select public.enqueue_reservation_reminders() as v`,
  'anonymise_old_reservations(timestamp with time zone)': `select reservations_anonymised from public.anonymise_old_reservations()`,
  'claim_reservation_emails(uuid, integer)': `select email_id from public.claim_reservation_emails(null, 1)`,
  'reservation_email_sent(uuid, integer)': `select public.reservation_email_sent('${F.reservationA}', 1) as v`,
  'reservation_email_failed(uuid, integer, text)': `select public.reservation_email_failed('${F.reservationA}', 1, 'smtp ETEST') as v`,
  'reservation_email_skipped(uuid, integer, text)': `select public.reservation_email_skipped('${F.reservationA}', 1, 'test') as v`,
  'book_reservation_as_staff(jsonb)': `select id from public.book_reservation_as_staff(jsonb_build_object(
     'customer_name', 'Herr Wang', 'customer_phone', '030 1234', 'source', 'phone', 'party_size', 2,
     'reservation_date', to_char((now() at time zone 'Europe/Berlin')::date + 5, 'YYYY-MM-DD'),
     'reservation_time', '12:00', 'language_preference', 'de', 'submission_key', gen_random_uuid()))`,
  'change_reservation_as_staff(uuid, jsonb)': `select id from public.change_reservation_as_staff('${F.reservationB}',
     jsonb_build_object('customer_name', 'Jon', 'customer_email', 'jon@example.org', 'party_size', 4,
       'reservation_date', '2030-05-04', 'reservation_time', '11:30', 'language_preference', 'de',
       'admin_notes', 'Fensterplatz'))`,
  'rules_change_impact(jsonb)': `select public.rules_change_impact(booking_rules) as v from public.restaurant_settings`,
  'save_booking_rules(jsonb, boolean, text)': `select public.save_booking_rules(booking_rules) as v from public.restaurant_settings`,
  'save_reservation_notes(uuid, text)': `select admin_notes from public.save_reservation_notes('${F.reservationA}', 'VIP')`,
  'record_consent(text, boolean, boolean, boolean, boolean, text, text)': `select id from public.record_consent(
     'matrix-session-01', true, false, false, false, 'vitest', 'de')`,
  'find_consent(text)': `select id from public.find_consent('fixture-session-0001')`,
  'admin_list_reservations(text, date, date, text, text, integer, integer, uuid)': `select public.admin_list_reservations(
     'pending', '2030-05-01', '2030-05-31', 'mia', 'soonest', 0, 25) as v`,
  'admin_reservation_counts()': `select public.admin_reservation_counts() as v`,
  'reservation_search_text(text, text, text)': `select public.reservation_search_text('Mia', 'mia@example.org', null) as v`,
  'admin_export_personal_data(text)': `select public.admin_export_personal_data('mia@example.org') as v`,
  'admin_erase_personal_data(text)': `select public.admin_erase_personal_data('mia@example.org') as v`,
  'set_hero_video(uuid, boolean)': `select id from public.set_hero_video('${F.videoOther}', true)`,
  'create_video(text, text, text, text, boolean, boolean, boolean, boolean, integer)': `select id from public.create_video(
     'Tour', null, 'https://example.org/tour.mp4', null, true, false, false, true, 0)`,
  'swap_about_section_order(uuid, uuid)': `select public.swap_about_section_order('${F.sectionPublished}', '${F.sectionDraft}')`,
  'record_admin_login()': `select public.record_admin_login() as v`,
  'reserve_ai_credits(text, numeric)': `select public.reserve_ai_credits('2026-01', 1) as v`,
  'settle_ai_credits(text, numeric, numeric, integer)': `select id from public.settle_ai_credits('2026-01', 0, 1, 1)`,
  'release_ai_credits(text, numeric)': `select id from public.release_ai_credits('2026-01', 0)`,
  'assert_admin()': `select public.assert_admin()`,
  'check_ai_month(text)': `select public.check_ai_month('2026-01')`,
  'normalize_language(text)': `select public.normalize_language('en')`,
  'raise_invalid(text, text)': `select public.raise_invalid('x', 'y')`,
  'reservation_lead_time_ok(date, text, timestamp with time zone)': `select public.reservation_lead_time_ok(current_date, '12:00', now())`,
  'set_updated_at()': `select public.set_updated_at()`,
  'full_reservation_days(date, date, integer)': `select public.full_reservation_days((now() at time zone 'Europe/Berlin')::date, (now() at time zone 'Europe/Berlin')::date + 6, 2) as v`,
  'free_reservation_times(date, integer)': `select public.free_reservation_times((now() at time zone 'Europe/Berlin')::date + 5, 2) as v`,
  'booking_rules_valid(jsonb)': `select public.booking_rules_valid('{}') as v`,
  'restaurant_contact_valid(jsonb)': `select public.restaurant_contact_valid('{}') as v`,
  'restaurant_retention_valid(jsonb)': `select public.restaurant_retention_valid('{}') as v`,
  'abuse_limits_valid(jsonb)': `select public.abuse_limits_valid('{}') as v`,
  'booking_challenge()': `select public.booking_challenge() as v`,
  'refused_attempts_today()': `select public.refused_attempts_today() as v`,
  'translations_valid(jsonb, jsonb)': `select public.translations_valid('{}', '{}') as v`,
  'floor_plan()': `select public.floor_plan() as v`,
  'save_floor_plan(jsonb)': `select public.save_floor_plan(public.floor_plan()) as v`,
  'reservation_hours(jsonb, date)': `select public.reservation_hours(booking_rules, current_date) as v from public.restaurant_settings`,
  'reservation_slots(jsonb, date)': `select public.reservation_slots(booking_rules, current_date) as v from public.restaurant_settings`,
  'reservation_refusal(jsonb, date, text, integer, timestamp with time zone, boolean)': `select public.reservation_refusal(
     booking_rules, current_date, '12:00', 2, now(), false) as v from public.restaurant_settings`,
  'day_availability(date, integer, boolean)': `select reservation_time from public.day_availability(
     (now() at time zone 'Europe/Berlin')::date + 5, 2, true)`,
  'reservation_manage_token(uuid)': `select public.reservation_manage_token('${F.reservationA}') as v`,
  // The self-service calls take reservation A's token, made in beforeAll (selfServiceCalls).
  'reservation_by_token(text)': '',
  'cancel_reservation_by_token(text)': '',
  'move_reservation_by_token(text, date, text)': '',
};

/** The guest's calls with a genuine token of reservation A (each probe rolls back, so each may cancel it). */
const selfServiceCalls = (token: string): Record<string, string> => ({
  'reservation_by_token(text)': `select public.reservation_by_token('${token}') as v`,
  'cancel_reservation_by_token(text)': `select public.cancel_reservation_by_token('${token}') as v`,
  'move_reservation_by_token(text, date, text)': `select public.move_reservation_by_token('${token}',
     (now() at time zone 'Europe/Berlin')::date + 5, '12:00') as v`,
});

describe.each(targets)('access matrix on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
    await seedFixtures(db);
    const { rows } = await db.request<{ t: string }>(
      'service_role',
      `select public.reservation_manage_token($1) as t`,
      [F.reservationA],
    );
    Object.assign(calls, selfServiceCalls(rows[0]!.t));
  });
  afterAll(async () => {
    await db?.close();
  });

  const keys = async (sql: string): Promise<string[]> =>
    (await db.query<{ k: string }>(sql)).rows.map((r) => r.k).sort();

  /** Whether the role holds the privilege for op on the relation (column-level privileges count). */
  const holds = async (role: ApiRole, relation: string, op: Operation): Promise<boolean> => {
    const privilege = op.toUpperCase();
    const fn = op === 'delete' ? 'has_table_privilege' : 'has_any_column_privilege';
    const { rows } = await db.query<{ ok: boolean }>(`select ${fn}($1, $2, $3) as ok`, [
      role,
      relation,
      privilege,
    ]);
    return rows[0]!.ok;
  };

  async function checkCell(row: MatrixRow, persona: Persona, op: Operation, outcome: Outcome): Promise<void> {
    const probe = probes[row.resource]!;
    const privileged = await holds(roleOf[persona], probe.relation, op);
    const selectSql = `select ${probe.key}::text as k from ${probe.from}`;

    if (op === 'select') {
      const all = await keys(selectSql);
      expect(all.length, 'fixture rows exist').toBeGreaterThan(0);
      const seen = await attempt(() => db.as(persona, (s) => s.query<{ k: string }>(selectSql)));
      if (outcome === 'deny' && !privileged) {
        expect(seen.ok ? 'visible' : seen.error.code).toBe('42501');
        if (!seen.ok) expect(seen.error.message).toMatch(/permission denied/);
        return;
      }
      expect(seen.ok ? 'ok' : seen.error.message).toBe('ok');
      const visible = seen.ok ? seen.value.rows.map((r) => r.k).sort() : [];
      if (outcome === 'allow') expect(visible).toEqual(all);
      if (outcome === 'deny') expect(visible).toEqual([]);
      if (outcome === 'filtered') {
        const where = probe.from.includes(' where ') ? ' and ' : ' where ';
        const expected = await keys(`${selectSql}${where}(${row.publicRows})`);
        expect(expected.length, 'fixture has public rows').toBeGreaterThan(0);
        expect(expected.length, 'fixture has hidden rows').toBeLessThan(all.length);
        expect(visible).toEqual(expected);
      }
      return;
    }

    expect(outcome, 'writes are allowed or denied, never filtered').not.toBe('filtered');
    const result = await attempt(() => db.as(persona, (s) => s.query(probe.write[op])));
    if (outcome === 'allow') {
      expect(result.ok ? result.value.rowCount : result.error.message).toBe(1);
    } else if (!privileged) {
      expect(result.ok ? `${result.value.rowCount} row(s)` : result.error.code).toBe('42501');
      if (!result.ok) expect(result.error.message).toMatch(/permission denied/);
    } else if (op === 'insert') {
      expect(result.ok ? `${result.value.rowCount} row(s)` : result.error.code).toBe('42501');
      if (!result.ok) expect(result.error.message).toMatch(/row-level security/);
    } else {
      expect(result.ok ? result.value.rowCount : result.error.message).toBe(0);
    }
  }

  it('has a row for every table in schema public, and no row for a table that does not exist', async () => {
    const tables = await keys(`select tablename as k from pg_tables where schemaname = 'public'`);
    const listed = accessMatrix
      .map((r) => r.resource)
      .filter((r) => !r.startsWith('bucket:'))
      .sort();
    expect(listed).toEqual(tables);
  });

  it('has a row for every storage bucket the migrations create', async () => {
    const buckets = await keys(`select id as k from storage.buckets where id <> 'unrelated-private'`);
    for (const b of buckets) expect(accessMatrix.map((r) => r.resource)).toContain(`bucket:${b}`);
  });

  it('names every resource once and probes each one', () => {
    const names = accessMatrix.map((r) => r.resource);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(probes).sort()).toEqual([...names].sort());
    for (const row of accessMatrix) {
      const filtered = Object.values(row.access).some((c) => Object.values(c).includes('filtered'));
      expect(filtered, `${row.resource}: publicRows given iff some cell is filtered`).toBe(!!row.publicRows);
    }
  });

  for (const row of accessMatrix) {
    for (const persona of personas) {
      for (const op of operations) {
        const outcome = row.access[persona][op];
        it(`${row.resource}: ${persona} ${op} -> ${outcome}`, async () => {
          await checkCell(row, persona, op, outcome);
        });
      }
    }
  }

  it('grants anon and authenticated exactly the table privileges the matrix needs, service_role all', async () => {
    const mismatches: string[] = [];
    for (const row of accessMatrix.filter((r) => !r.resource.startsWith('bucket:'))) {
      for (const role of apiRoles) {
        for (const op of operations) {
          const needed =
            role === 'service_role' || personasOf(role).some((p) => row.access[p][op] !== 'deny');
          const held = await holds(role, `public.${row.resource}`, op);
          if (held !== needed)
            mismatches.push(`${row.resource} ${role} ${op}: held ${held}, needed ${needed}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('grants anon and authenticated no TRUNCATE, REFERENCES or TRIGGER on any table in public', async () => {
    const { rows } = await db.query(
      `select c.relname, r.role, p.privilege
       from pg_class c
       cross join (values ('anon'), ('authenticated')) r(role)
       cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(rows).toEqual([]);
  });

  it('has a row for every function in schema public, and no row for a function that does not exist', async () => {
    const functions = await keys(
      `select format('%s(%s)', proname, oidvectortypes(proargtypes)) as k
       from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(functionMatrix.map((f) => f.signature).sort()).toEqual(functions);
    expect(Object.keys(calls).sort()).toEqual(functions);
  });

  it('grants EXECUTE exactly to the roles the function matrix needs', async () => {
    const mismatches: string[] = [];
    for (const fn of functionMatrix) {
      for (const role of apiRoles) {
        const needed = personasOf(role).some((p) => fn.access[p] === 'allow');
        const { rows } = await db.query<{ ok: boolean }>(
          `select has_function_privilege($1, $2, 'EXECUTE') as ok`,
          [role, `public.${fn.signature}`],
        );
        if (rows[0]!.ok !== needed)
          mismatches.push(`${fn.signature} ${role}: held ${rows[0]!.ok}, needed ${needed}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  for (const fn of functionMatrix) {
    for (const persona of personas) {
      const outcome = fn.access[persona];
      it(`${fn.signature}: ${persona} execute -> ${outcome}`, async () => {
        const result = await attempt(() => db.as(persona, (s) => s.query(calls[fn.signature]!)));
        if (outcome === 'allow') {
          expect(result.ok ? 'ok' : `${result.error.code} ${result.error.message}`).toBe('ok');
        } else {
          expect(result.ok ? 'ran' : result.error.code).toBe('42501');
        }
      });
    }
  }

  it('answers is_admin() and record_admin_login() per persona', async () => {
    const answers: Record<string, unknown> = {};
    for (const p of personas) {
      answers[p] = (await db.as(p, (s) => s.query<{ v: boolean }>(calls['is_admin()']!))).rows[0]!.v;
    }
    expect(answers).toEqual({ anon: false, user: false, admin: true, service_role: false });
    const login = async (p: Persona) =>
      (await db.as(p, (s) => s.query<{ v: boolean }>(calls['record_admin_login()']!))).rows[0]!.v;
    expect(await login('user')).toBe(false);
    expect(await login('admin')).toBe(true);
  });
});

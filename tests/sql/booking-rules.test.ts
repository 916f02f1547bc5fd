// The booking rules that tests/sql/reservations.test.ts and admin-functions.test.ts leave open:
// the public cannot choose a status or a timestamp, status changes keep the timestamps exactly as the domain's
// lifecycle does (a model-based property), and the form's schema and create_reservation agree on what is valid.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reservationDraftSchema } from '../../src/domain/reservation/booking-schema';
import { checkBooking } from '../../src/domain/room/availability';
import { EMPTY_FLOOR_PLAN } from '../../src/domain/room/floor-plan';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';

const UNLIMITED_ROOM = { ...DEFAULT_BOOKING_RULES, guestsAtOnce: null };

import { transition } from '../../src/domain/reservation/lifecycle';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../src/domain/reservation/reservation';
import { TIME_SLOTS } from '../../src/domain/reservation/slots';
import { addDays } from '../../src/domain/shared/time';
import { attempt, targets, type Persona, type TestDatabase } from './db';

interface Row {
  id: string;
  status: ReservationStatus;
  admin_notes: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

const ROW = `id::text, status, admin_notes, confirmed_at::text, cancelled_at::text, created_at::text, updated_at::text`;

describe.each(targets)('booking rules on $name', (target) => {
  let db: TestDatabase;
  let today: string;
  let now: Date;

  beforeAll(async () => {
    db = await target.open();
    const { rows } = await db.query<{ today: string; now: string }>(
      `select to_char(now() at time zone 'Europe/Berlin', 'YYYY-MM-DD') as today, now()::text as now`,
    );
    today = rows[0]!.today;
    now = new Date(rows[0]!.now);
  });
  afterAll(async () => {
    await db?.close();
  });

  const create = (persona: Persona = 'anon', date = addDays(today, 4)) =>
    db
      .request<Row>(
        persona,
        `select ${ROW} from public.create_reservation('Mia', 'mia@example.org', null, $1::date, '10:00', 2,
           null, 'de', gen_random_uuid())`,
        [date],
      )
      .then((r) => r.rows[0]!);

  it('offers the public one way to create a reservation, with no status, note or timestamp to choose', async () => {
    const { rows } = await db.query<{ args: string }>(
      `select pg_catalog.array_to_string(p.proargnames, ',') as args
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = 'create_reservation'`,
    );
    expect(rows).toEqual([
      {
        args: 'p_customer_name,p_customer_email,p_customer_phone,p_reservation_date,p_reservation_time,p_party_size,p_special_requests,p_language_preference,p_submission_key,p_event_id,p_challenge',
      },
    ]);
  });

  it('stores every public booking as pending, unconfirmed, uncancelled, without notes, stamped now', async () => {
    for (const persona of ['anon', 'user'] as const) {
      const row = await create(persona);
      expect(row).toMatchObject({
        status: 'pending',
        admin_notes: null,
        confirmed_at: null,
        cancelled_at: null,
      });
      expect(row.created_at).toBe(row.updated_at);
      const [stored] = (
        await db.query<{ fresh: boolean }>(
          `select created_at >= now() - interval '1 minute' and created_at <= now() as fresh
           from public.reservations where id = $1`,
          [row.id],
        )
      ).rows;
      expect(stored?.fresh).toBe(true);
    }
  });

  it('lets neither the public nor a signed-in guest read their own row, change its status or its timestamps', async () => {
    const row = await create('anon');
    for (const persona of ['anon', 'user'] as const) {
      const read = await attempt(() =>
        db.request(persona, `select ${ROW} from public.reservations where id = $1`, [row.id]),
      );
      expect(read.ok ? read.value.rows : read.error.code, persona).toSatisfy(
        (outcome: unknown) => outcome === '42501' || (Array.isArray(outcome) && outcome.length === 0),
      );
      for (const set of [
        `status = 'confirmed'`,
        `confirmed_at = now()`,
        `cancelled_at = now()`,
        `created_at = now() - interval '1 day'`,
        `updated_at = now() + interval '1 day'`,
        `admin_notes = 'VIP'`,
      ]) {
        const update = await attempt(() =>
          db.request(persona, `update public.reservations set ${set} where id = $1`, [row.id]),
        );
        expect(update.ok ? `updated ${update.value.rowCount}` : update.error.code, `${persona}: ${set}`).toBe(
          '42501',
        );
      }
      for (const fn of [
        `select public.change_reservation_status($1, 'confirmed')`,
        `select public.save_reservation_notes($1, 'VIP')`,
      ]) {
        const call = await attempt(() => db.request(persona, fn, [row.id]));
        expect(call.ok ? 'ran' : call.error.code, `${persona}: ${fn}`).toBe('42501');
      }
    }
    const [after] = (await db.query<Row>(`select ${ROW} from public.reservations where id = $1`, [row.id]))
      .rows;
    expect(after).toEqual(row);
  });

  it('even an admin changes status and timestamps only through change_reservation_status', async () => {
    const row = await create('anon');
    for (const set of [`status = 'confirmed'`, `confirmed_at = now()`, `updated_at = now()`]) {
      const update = await attempt(() =>
        db.request('admin', `update public.reservations set ${set} where id = $1`, [row.id]),
      );
      expect(update.ok ? 'updated' : update.error.code, set).toBe('42501');
    }
  });

  it("moves status exactly like the domain's lifecycle (model-based, random sequences)", async () => {
    const model = (row: Row): Reservation =>
      ({
        ...row,
        customer_name: 'Mia',
        customer_email: 'mia@example.org',
        customer_phone: null,
        // As create() books it: four days ahead, so completed and no-show are refused as not begun and seated
        // as not today, by SQL and the domain alike.
        reservation_date: addDays(today, 4),
        reservation_time: '10:00',
        party_size: 2,
        special_requests: null,
        language_preference: 'de',
        submission_key: null,
      }) as Reservation;
    const status = fc.constantFrom(...RESERVATION_STATUSES);
    const step = fc.record({
      to: status,
      notes: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        let current = await create('anon');
        for (const { to, notes } of steps) {
          const expected = transition(model(current), to, now);
          const result = await attempt(() =>
            db
              .request<Row>('admin', `select ${ROW} from public.change_reservation_status($1, $2, $3)`, [
                current.id,
                to,
                notes ?? null,
              ])
              .then((r) => r.rows[0]!),
          );
          if (!expected.ok) {
            // The domain refuses the status a reservation already has, and one whose time has not come; so
            // does SQL, with the same key.
            expect(result.ok ? 'changed' : `${result.error.code} ${result.error.message}`).toBe(
              `22023 ${expected.error.message}`,
            );
            continue;
          }
          if (!result.ok) throw new Error(`${result.error.code} ${result.error.message}`);
          const next = result.value;
          expect(next.status).toBe(to);
          // confirmed_at and cancelled_at move exactly when the domain moves them, and never otherwise.
          expect(next.confirmed_at !== current.confirmed_at).toBe(to === 'confirmed');
          expect(next.cancelled_at !== current.cancelled_at).toBe(to === 'cancelled');
          if (to === 'confirmed') expect(next.confirmed_at).toBe(next.updated_at);
          if (to === 'cancelled') expect(next.cancelled_at).toBe(next.updated_at);
          // Every change sets updated_at to its transaction's now(); PGlite's clock has millisecond steps, so
          // two quick changes may share one, and only the order can be checked.
          expect(Date.parse(next.updated_at)).toBeGreaterThanOrEqual(Date.parse(current.updated_at));
          expect(next.created_at).toBe(current.created_at);
          const expectedNotes = notes === undefined ? current.admin_notes : notes === '' ? null : notes;
          expect(next.admin_notes).toBe(expectedNotes);
          current = next;
        }
        // Each sequence leaves its booking holding or not; gone, it leaves the room to the next one.
        await db.query(`delete from public.reservations where id = $1`, [current.id]);
      }),
      { numRuns: 25 },
    );
  });

  it('accepts exactly the drafts that the booking form and the use case accept', async () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: max }),
        fc.constantFrom('', '   ', ' Mia ', 'Zoë Ünal', '陈美'),
        fc.integer({ min: max - 2, max: max + 2 }).map((n) => 'x'.repeat(n)),
      );
    const draft = fc.record({
      customer_name: text(200),
      customer_email: fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('mia@example', 'mia.example.org', 'a b@c.de', ' mia@example.org ', ''),
      ),
      customer_phone: fc.option(text(40), { nil: null }),
      reservation_date: fc.integer({ min: -3, max: 60 }).map((n) => addDays(today, n)),
      reservation_time: fc.oneof(
        fc.constantFrom(...TIME_SLOTS),
        fc.constantFrom('07:30', '22:00', '12:15', ''),
      ),
      party_size: fc.integer({ min: -1, max: 22 }),
      special_requests: fc.option(text(2000), { nil: null }),
      language_preference: fc.constantFrom('de', 'en', 'zh'),
      submission_key: fc.uuid(),
    });
    // Control characters (a line break in a name) are refused by SQL and not yet by the schema: left out here
    // and reported, so that this property states what both agree on today.
    // eslint-disable-next-line no-control-regex
    const printable = (value: string | null) => value === null || !/[\u0000-\u001f\u007f]/.test(value);

    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(UNLIMITED_ROOM),
    ]);
    await fc.assert(
      fc.asyncProperty(
        draft.filter((d) => printable(d.customer_name) && printable(d.customer_phone)),
        async (d) => {
          const parsed = reservationDraftSchema.safeParse(d);
          const clockNow = new Date();
          // A room without a limit of guests at once, on both sides, so that the bookings this property has
          // already made do not matter: it compares the input and the rules of the clock, not the room.
          const domainAccepts =
            parsed.success &&
            checkBooking(
              UNLIMITED_ROOM,
              EMPTY_FLOOR_PLAN,
              {
                date: parsed.data.reservation_date,
                time: parsed.data.reservation_time,
                partySize: parsed.data.party_size,
              },
              clockNow,
              [],
            ).ok;
          const before = await db.count('public.reservations');
          const sql = await attempt(() =>
            db.request(
              'anon',
              `select id from public.create_reservation($1, $2, $3, $4::date, $5, $6, $7, $8, $9::uuid)`,
              [
                d.customer_name,
                d.customer_email,
                d.customer_phone,
                d.reservation_date,
                d.reservation_time,
                d.party_size,
                d.special_requests,
                d.language_preference,
                d.submission_key,
              ],
            ),
          );
          const detail = sql.ok ? 'accepted' : sql.error.message;
          expect(
            sql.ok,
            `${JSON.stringify(d)}: SQL ${detail}, schema ${parsed.success ? 'ok' : parsed.error.issues[0]?.message}`,
          ).toBe(domainAccepts);
          expect(await db.count('public.reservations')).toBe(before + (sql.ok ? 1 : 0));
        },
      ),
      { numRuns: 150 },
    );
  });
});

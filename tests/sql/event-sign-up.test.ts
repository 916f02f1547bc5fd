// Signing up for an event (supabase/schemas/07_booking.sql): create_reservation() with
// p_event_id books by the event's rules, refuses with eventUnknown, eventMismatch, eventOver and eventFull,
// and keeps events.current_participants equal to the seats the event's pending and confirmed bookings hold;
// staff may lower the maximum below the seats taken; the public never writes events. On PostgreSQL, 100
// sign-ups racing for 20 seats never overbook.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventWallClock } from '../../src/domain/event/seats';
import { DEFAULT_BOOKING_RULES, weekOf } from '../../src/domain/settings/booking-rules';
import { asPgError, attempt, targets, type Persona, type Session, type TestDatabase } from './db';

interface Event {
  id: string;
  /** yyyy-MM-dd and HH:MM on the restaurant's wall clock */
  date: string;
  time: string;
}

/** An event made by the migration owner, `starts` after now (an SQL interval; negative for a past one). */
const makeEvent = async (
  db: Session,
  starts: string,
  options: { max?: number; active?: boolean } = {},
): Promise<Event> => {
  const { rows } = await db.query<Event>(
    `insert into public.events (title, event_date, max_participants, is_active)
     values ('Dim sum workshop', date_trunc('minute', now()) + $1::interval, $2, $3)
     returning id,
               to_char(event_date at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date,
               to_char(event_date at time zone 'Europe/Berlin', 'HH24:MI') as time`,
    [starts, options.max ?? 30, options.active ?? true],
  );
  return rows[0]!;
};

const SIGN_UP = `select id from public.create_reservation($1, $2, null, $3::date, $4, $5, null, 'de',
  gen_random_uuid(), $6::uuid)`;

/** A sign-up as one API request: 'accepted', or the refusal's key and field. */
const signUp = async (
  db: Session,
  event: Pick<Event, 'id' | 'date' | 'time'>,
  party: number,
  persona: Persona = 'anon',
  guest = 'Ana',
): Promise<string> => {
  const r = await attempt(() =>
    db.request<{ id: string }>(persona, SIGN_UP, [
      guest,
      'ana@example.org',
      event.date,
      event.time,
      party,
      event.id,
    ]),
  );
  if (r.ok) return 'accepted';
  const error = asPgError(r.error);
  return `${error.code} ${error.message} ${error.detail ?? ''}`.trim();
};

const refusal = (key: string, field: string) => `22023 reservations.validation.${key} ${field}`;

const participants = async (db: Session, id: string): Promise<number> =>
  (await db.query<{ n: number }>(`select current_participants as n from public.events where id = $1`, [id]))
    .rows[0]!.n;

const seatsBooked = async (db: Session, id: string): Promise<number> =>
  (
    await db.query<{ n: number }>(
      `select coalesce(sum(party_size), 0)::int as n from public.reservations
        where event_id = $1 and status in ('pending', 'confirmed')`,
      [id],
    )
  ).rows[0]!.n;

const bookingsOf = async (db: Session, id: string) =>
  (
    await db.query<{ id: string; party_size: number }>(
      `select id, party_size from public.reservations where event_id = $1 order by created_at, id`,
      [id],
    )
  ).rows;

const setStatus = (db: Session, id: string, status: string) =>
  db.request('admin', `select id from public.change_reservation_status($1, $2)`, [id, status]);

const putRules = (db: Session, rules: unknown) =>
  db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [JSON.stringify(rules)]);

describe.each(targets)('event sign-up on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  it('reads an event’s date and time on the Berlin wall clock as the domain’s eventWallClock does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 1000, max: Date.UTC(2028, 11, 31) / 1000 }),
        async (seconds) => {
          const at = new Date(seconds * 1000).toISOString();
          const { rows } = await db.query<{ date: string; time: string }>(
            `select to_char($1::timestamptz at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date,
                    to_char($1::timestamptz at time zone 'Europe/Berlin', 'HH24:MI') as time`,
            [at],
          );
          expect(rows[0]).toEqual(eventWallClock({ event_date: at }));
        },
      ),
      {
        numRuns: 60,
        examples: [
          [Date.UTC(2026, 9, 25, 0, 30) / 1000],
          [Date.UTC(2026, 9, 25, 1, 30) / 1000],
          [Date.UTC(2026, 2, 29, 1, 0) / 1000 - 1],
        ],
      },
    );
  });

  it('stores the event on the booking and fills current_participants with the seats taken', async () => {
    const event = await makeEvent(db, '3 days', { max: 10 });
    expect(await signUp(db, event, 3)).toBe('accepted');
    expect(await signUp(db, event, 4, 'user', 'Jon')).toBe('accepted');
    expect(await participants(db, event.id)).toBe(7);
    const rows = await db.query<{ event_id: string; status: string }>(
      `select event_id, status from public.reservations where event_id = $1`,
      [event.id],
    );
    expect(rows.rows).toEqual([
      { event_id: event.id, status: 'pending' },
      { event_id: event.id, status: 'pending' },
    ]);
  });

  it('frees the seats of a cancelled or deleted booking, and counts them again when it is reopened', async () => {
    const event = await makeEvent(db, '4 days', { max: 10 });
    for (const party of [2, 3, 4]) expect(await signUp(db, event, party)).toBe('accepted');
    const [two, three, four] = await bookingsOf(db, event.id);
    expect(await participants(db, event.id)).toBe(9);
    await setStatus(db, two!.id, 'confirmed');
    expect(await participants(db, event.id)).toBe(9);
    await setStatus(db, three!.id, 'cancelled');
    expect(await participants(db, event.id)).toBe(6);
    await setStatus(db, three!.id, 'pending');
    expect(await participants(db, event.id)).toBe(9);
    // A party that did not come frees its seats too (set straight in the table: the event is days ahead,
    // and staff mark a no-show only once its time has come).
    await db.query(`update public.reservations set status = 'no_show' where id = $1`, [four!.id]);
    expect(await participants(db, event.id)).toBe(5);
    await db.request('admin', `delete from public.reservations where id = $1`, [two!.id]);
    expect(await participants(db, event.id)).toBe(3);
    expect(await seatsBooked(db, event.id)).toBe(3);
  });

  it('refuses an unknown or hidden event, another date or time, a past event and a full one', async () => {
    const event = await makeEvent(db, '5 days', { max: 5 });
    const hidden = await makeEvent(db, '5 days', { active: false });
    const past = await makeEvent(db, '-1 day');
    const unknown = { ...event, id: crypto.randomUUID() };
    expect(await signUp(db, unknown, 2)).toBe(refusal('eventUnknown', 'reservation_date'));
    expect(await signUp(db, hidden, 2)).toBe(refusal('eventUnknown', 'reservation_date'));
    const [hh, mm] = event.time.split(':').map(Number);
    const otherTime = `${String((hh! + 1) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
    expect(await signUp(db, { ...event, time: otherTime }, 2)).toBe(
      refusal('eventMismatch', 'reservation_time'),
    );
    const dayAfter = (await db.query<{ d: string }>(`select ($1::date + 1)::text as d`, [event.date]))
      .rows[0]!.d;
    expect(await signUp(db, { ...event, date: dayAfter }, 2)).toBe(
      refusal('eventMismatch', 'reservation_time'),
    );
    expect(await signUp(db, past, 2)).toBe(refusal('eventOver', 'reservation_date'));
    expect(await signUp(db, event, 4)).toBe('accepted');
    expect(await signUp(db, event, 2)).toBe(refusal('eventFull', 'party_size'));
    expect(await signUp(db, event, 1)).toBe('accepted');
    expect(await signUp(db, event, 1)).toBe(refusal('eventFull', 'party_size'));
    expect(await participants(db, event.id)).toBe(5);
    // The form's own rules still come first, and the owner's party limit applies to a sign-up too.
    expect(await signUp(db, event, 21)).toBe(refusal('partySizeMax', 'party_size'));
    await putRules(db, { ...DEFAULT_BOOKING_RULES, maxPartySize: 6 });
    try {
      const roomy = await makeEvent(db, '5 days', { max: 50 });
      expect(await signUp(db, roomy, 7)).toBe(refusal('partyTooLarge', 'party_size'));
      expect(await signUp(db, roomy, 6)).toBe('accepted');
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
    expect(
      await db.count(`public.reservations where event_id in ($1, $2, $3)`, [event.id, hidden.id, past.id]),
    ).toBe(2);
  });

  it('books an event outside the hours, on a closed day, past the horizon and within the lead time', async () => {
    await putRules(db, {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf(() => []),
      horizonDays: 7,
      leadTimeMinutes: 24 * 60,
    });
    try {
      const soon = await makeEvent(db, '30 minutes');
      const far = await makeEvent(db, '200 days');
      expect(await signUp(db, soon, 2)).toBe('accepted');
      expect(await signUp(db, far, 2)).toBe('accepted');
      // A table booking without p_event_id is refused as before.
      const table = await attempt(() =>
        db.request('anon', SIGN_UP, ['Ana', 'ana@example.org', far.date, far.time, 2, null]),
      );
      expect(table.ok ? 'accepted' : asPgError(table.error).message).toBe(
        'reservations.validation.dateTooFar',
      );
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
  });

  it('holds a sign-up to the event’s seats, not to the covers of its slot; a table booking needs no new argument', async () => {
    await putRules(db, { ...DEFAULT_BOOKING_RULES, coversPerSlot: 2 });
    try {
      const event = await makeEvent(db, '6 days', { max: 30 });
      expect(await signUp(db, event, 8)).toBe('accepted');
      const date = (
        await db.query<{ d: string }>(`select ((now() at time zone 'Europe/Berlin')::date + 8)::text as d`)
      ).rows[0]!.d;
      const nine = await attempt(() =>
        db.request<{ event_id: string | null }>(
          'anon',
          `select event_id from public.create_reservation('Mia', 'mia@example.org', null, $1::date, '12:00',
             2, null, 'de', gen_random_uuid())`,
          [date],
        ),
      );
      expect(nine.ok && nine.value.rows).toEqual([{ event_id: null }]);
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
  });

  it('returns the first booking again for a repeated submission key', async () => {
    const event = await makeEvent(db, '7 days', { max: 4 });
    const key = crypto.randomUUID();
    const call = `select id from public.create_reservation('Ana', 'ana@example.org', null, $1::date, $2, 3,
      null, 'de', $3::uuid, $4::uuid)`;
    const first = await db.request<{ id: string }>('anon', call, [event.date, event.time, key, event.id]);
    const again = await db.request<{ id: string }>('anon', call, [event.date, event.time, key, event.id]);
    expect(again.rows[0]!.id).toBe(first.rows[0]!.id);
    expect(await participants(db, event.id)).toBe(3);
  });

  it('lets staff lower the maximum below the seats taken: the event shows full and takes nobody more', async () => {
    const event = await makeEvent(db, '8 days', { max: 10 });
    for (const party of [3, 4]) expect(await signUp(db, event, party)).toBe('accepted');
    const lowered = await db.request<{ max_participants: number; current_participants: number }>(
      'admin',
      `update public.events set max_participants = 5 where id = $1
       returning max_participants, current_participants`,
      [event.id],
    );
    expect(lowered.rows).toEqual([{ max_participants: 5, current_participants: 5 }]);
    expect(await signUp(db, event, 1)).toBe(refusal('eventFull', 'party_size'));
    // Status changes of its bookings still work, and the count stays within the maximum.
    const [three] = await bookingsOf(db, event.id);
    await setStatus(db, three!.id, 'confirmed');
    expect(await participants(db, event.id)).toBe(5);
    await setStatus(db, three!.id, 'cancelled');
    expect(await participants(db, event.id)).toBe(4);
    // A save with the number the dialog showed when it opened cannot overwrite the bookings' count.
    await db.request(
      'admin',
      `update public.events set current_participants = 0, max_participants = 12 where id = $1`,
      [event.id],
    );
    expect(await participants(db, event.id)).toBe(4);
    expect(await signUp(db, event, 8)).toBe('accepted');
    expect(await participants(db, event.id)).toBe(12);
  });

  it('keeps the number staff typed for an event without sign-ups, within its maximum as before', async () => {
    const event = await makeEvent(db, '9 days', { max: 10 });
    await db.request('admin', `update public.events set current_participants = 6 where id = $1`, [event.id]);
    expect(await participants(db, event.id)).toBe(6);
    const over = await attempt(() =>
      db.request('admin', `update public.events set current_participants = 11 where id = $1`, [event.id]),
    );
    expect(over.ok ? 'updated' : asPgError(over.error).constraint).toBe('events_current_participants_range');
    // The first sign-up makes the count the bookings'.
    expect(await signUp(db, event, 2)).toBe('accepted');
    expect(await participants(db, event.id)).toBe(2);
  });

  it('keeps the bookings of a deleted event, without the event', async () => {
    const event = await makeEvent(db, '10 days');
    expect(await signUp(db, event, 2)).toBe('accepted');
    const booking = (await bookingsOf(db, event.id))[0]!;
    await db.request('admin', `delete from public.events where id = $1`, [event.id]);
    const { rows } = await db.query(`select event_id from public.reservations where id = $1`, [booking.id]);
    expect(rows).toEqual([{ event_id: null }]);
  });

  it('lists one event’s bookings for the admin', async () => {
    const event = await makeEvent(db, '11 days', { max: 20 });
    for (const party of [1, 2, 3]) expect(await signUp(db, event, party)).toBe('accepted');
    const { rows } = await db.request<{
      v: { rows: { party_size: number; event_id: string }[]; total: number };
    }>('admin', `select public.admin_list_reservations(p_sort => 'soonest', p_event_id => $1::uuid) as v`, [
      event.id,
    ]);
    expect(rows[0]!.v.total).toBe(3);
    expect(rows[0]!.v.rows.map((r) => [r.event_id, r.party_size]).sort()).toEqual([
      [event.id, 1],
      [event.id, 2],
      [event.id, 3],
    ]);
    const pending = await db.request<{ v: { total: number } }>(
      'admin',
      `select public.admin_list_reservations('confirmed', null, null, 'ana', 'newest', 0, 25, $1::uuid) as v`,
      [event.id],
    );
    expect(pending.rows[0]!.v.total).toBe(0);
  });

  it('never lets the public write an event, its count included', async () => {
    const event = await makeEvent(db, '12 days');
    const anon = await attempt(() =>
      db.request('anon', `update public.events set current_participants = 0 where id = $1`, [event.id]),
    );
    expect(anon.ok ? 'updated' : asPgError(anon.error).code).toBe('42501');
    const user = await db.request('user', `update public.events set current_participants = 1 where id = $1`, [
      event.id,
    ]);
    expect(user.rowCount).toBe(0);
    expect(await participants(db, event.id)).toBe(0);
    for (const fn of [
      'private.event_seats_taken(uuid)',
      'private.refresh_event_participants(uuid)',
      'private.sync_event_participants()',
      'private.event_participants_on_edit()',
    ]) {
      for (const role of ['anon', 'authenticated']) {
        const { rows } = await db.query<{ ok: boolean }>(
          `select has_function_privilege($1, $2, 'EXECUTE') as ok`,
          [role, fn],
        );
        expect(rows[0]!.ok, `${role} ${fn}`).toBe(false);
      }
    }
  });

  it('has exactly one create_reservation, which anon, users and the service role may run', async () => {
    const { rows } = await db.query<{ signature: string; anon: boolean; service: boolean }>(
      `select format('%s(%s)', p.proname, oidvectortypes(p.proargtypes)) as signature,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('service_role', p.oid, 'EXECUTE') as service
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'create_reservation'`,
    );
    expect(rows).toEqual([
      {
        signature: 'create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)',
        anon: true,
        service: true,
      },
    ]);
  });
});

describe.each(targets.filter((t) => t.name === 'postgres'))('signing up at once on $name', (target) => {
  let db: TestDatabase;
  afterAll(async () => db?.close());

  it('100 sign-ups of 1 to 4 guests racing for 20 seats never overbook; the count is the bookings’', async () => {
    db = await target.open();
    const event = await makeEvent(db, '5 days', { max: 20 });
    const sessions = await Promise.all(Array.from({ length: 25 }, () => db.connect()));
    try {
      // 25 sessions at once, each sending its 4 sign-ups one after another (a connection runs one
      // transaction at a time, as PostgREST's pool does).
      const perSession = await Promise.all(
        sessions.map(async (session, s) => {
          const outcomes: { party: number; outcome: string }[] = [];
          for (let k = 0; k < 4; k++) {
            const i = s * 4 + k;
            const party = 1 + (i % 4);
            outcomes.push({ party, outcome: await signUp(session, event, party, 'anon', `Guest ${i}`) });
          }
          return outcomes;
        }),
      );
      const outcomes = perSession.flat();
      expect(outcomes).toHaveLength(100);
      const accepted = outcomes.filter((o) => o.outcome === 'accepted');
      expect(new Set(outcomes.filter((o) => o.outcome !== 'accepted').map((o) => o.outcome))).toEqual(
        new Set([refusal('eventFull', 'party_size')]),
      );
      const seats = accepted.reduce((sum, o) => sum + o.party, 0);
      expect(seats).toBeLessThanOrEqual(20);
      // Whoever was turned away found fewer seats than their party: at the end at most 3 can be left.
      expect(seats).toBeGreaterThanOrEqual(17);
      expect(await seatsBooked(db, event.id)).toBe(seats);
      expect(await participants(db, event.id)).toBe(seats);
      expect(await db.count(`public.reservations where event_id = $1`, [event.id])).toBe(accepted.length);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  }, 60_000);
});

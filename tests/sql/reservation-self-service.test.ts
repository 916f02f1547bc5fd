// The guest's self-service link (supabase/schemas/08_self_service.sql): a token
// opens only its own booking; tampered, forged, expired and used (cancelled) tokens are refused with the
// page's keys and never SQL text; anon cannot list or read other bookings through the new functions, nor
// read the key; the demo's Web Crypto tokens are the SQL's byte for byte; cancelling frees the covers (and an
// event's seats) at once; a move is booked by create_reservation()'s rules, not counting the booking itself,
// and, on PostgreSQL, moves racing for the last covers of a slot never overbook.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signReservationToken } from '../../src/adapters/memory/reservation-token';
import { manageLinkExpiry } from '../../src/domain/reservation/self-service';
import { DEFAULT_BOOKING_RULES, weekOf, weekdayOf } from '../../src/domain/settings/booking-rules';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { asPgError, attempt, targets, type Persona, type Session, type TestDatabase } from './db';

const today = () => restaurantDate(new Date());

interface Booking {
  id: string;
  date: string;
  time: string;
}

/** A booking as the migration owner writes it (no rules apply), `days` after today. */
const insertBooking = async (
  db: Session,
  options: {
    days?: number;
    time?: string;
    party?: number;
    name?: string;
    status?: string;
    eventId?: string | null;
  } = {},
): Promise<Booking> => {
  const date = addDays(today(), options.days ?? 10);
  const time = options.time ?? '10:00';
  const { rows } = await db.query<{ id: string }>(
    `insert into public.reservations
       (customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
        special_requests, status, event_id)
     values ($1, $2, '+49 30 1234567', $3, $4, $5, 'Window seat, please', $6, $7) returning id`,
    [
      options.name ?? 'Mia Schulz',
      `${(options.name ?? 'Mia Schulz').toLowerCase().replace(/\W+/g, '.')}@example.org`,
      date,
      time,
      options.party ?? 2,
      options.status ?? 'pending',
      options.eventId ?? null,
    ],
  );
  return { id: rows[0]!.id, date, time };
};

/** A booking made as a guest makes it, by the rules: 'accepted' or the refusal. */
const bookAsGuest = async (db: Session, date: string, time: string, party: number, name = 'Ana') => {
  const r = await attempt(() =>
    db.request(
      'anon',
      `select id from public.create_reservation($1, 'ana@example.org', null, $2::date, $3, $4, null, 'de',
         gen_random_uuid())`,
      [name, date, time, party],
    ),
  );
  return r.ok ? 'accepted' : `${r.error.code} ${r.error.message}`;
};

const manageToken = async (db: Session, id: string): Promise<string> =>
  (await db.request<{ t: string }>('service_role', `select public.reservation_manage_token($1) as t`, [id]))
    .rows[0]!.t;

/** A token as the owner makes one with any expiry (the e-mails only ever get reservation_manage_token's). */
const tokenExpiring = async (db: Session, id: string, expiresAt: string): Promise<string> =>
  (
    await db.query<{ t: string }>(`select private.reservation_token($1, $2::timestamptz) as t`, [
      id,
      expiresAt,
    ])
  ).rows[0]!.t;

/** One API request to a self-service function: its JSON, or "code message detail". */
const call = async (
  db: Session,
  fn: 'reservation_by_token' | 'cancel_reservation_by_token' | 'move_reservation_by_token',
  args: unknown[],
  persona: Persona = 'anon',
): Promise<Record<string, unknown> | string> => {
  const placeholders = args.map((_, i) => `$${i + 1}`).join(', ');
  const r = await attempt(() =>
    db.request<{ v: Record<string, unknown> }>(persona, `select public.${fn}(${placeholders}) as v`, args),
  );
  if (r.ok) return r.value.rows[0]!.v;
  const error = asPgError(r.error);
  return `${error.code} ${error.message} ${error.detail ?? ''}`.trim();
};

const refused = (key: string) => `22023 selfService.errors.${key} token`;
const ruleRefusal = (key: string, field: string) => `22023 reservations.validation.${key} ${field}`;

const statusOf = async (db: Session, id: string) =>
  (await db.query<{ status: string }>(`select status from public.reservations where id = $1`, [id])).rows[0]!
    .status;

const putRules = (db: Session, rules: unknown) =>
  db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [JSON.stringify(rules)]);

const freeTimes = async (db: Session, date: string, party: number) =>
  (
    await db.request<{ t: string[] }>('anon', `select public.free_reservation_times($1::date, $2) as t`, [
      date,
      party,
    ])
  ).rows[0]!.t;

/** The token with one character replaced by another of the alphabet. */
const flip = (token: string, at: number): string => {
  const c = token[at]!;
  return token.slice(0, at) + (c === 'A' ? 'B' : 'A') + token.slice(at + 1);
};

const BASE64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

describe.each(targets)('self-service links on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  it('makes a 76-character base64url token for the service role only, with the demo’s exact bytes', async () => {
    const booking = await insertBooking(db, { days: 12 });
    const token = await manageToken(db, booking.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{76}$/);
    expect(token).not.toContain(booking.id);
    expect(await manageToken(db, booking.id)).toBe(token);

    for (const persona of ['anon', 'user', 'admin'] as const) {
      const r = await attempt(() =>
        db.request(persona, `select public.reservation_manage_token($1)`, [booking.id]),
      );
      expect(r.ok ? 'allowed' : r.error.code, persona).toBe('42501');
    }
    const missing = await attempt(() =>
      db.request('service_role', `select public.reservation_manage_token(gen_random_uuid())`),
    );
    expect(missing.ok ? 'token' : missing.error.code).toBe('P0002');

    // The offline demo signs with Web Crypto: given the same key, id and expiry, the same token.
    const { rows } = await db.query<{ secret: Uint8Array }>(
      `select secret from private.reservation_token_key`,
    );
    const secret = new Uint8Array(rows[0]!.secret);
    expect(secret).toHaveLength(32);
    expect(await signReservationToken(secret, booking.id, manageLinkExpiry(booking.date))).toBe(token);
  });

  it('opens only its own booking and shows only what the guest page needs', async () => {
    const a = await insertBooking(db, { days: 14, name: 'Mia Schulz', party: 3, status: 'confirmed' });
    const b = await insertBooking(db, { days: 15, time: '11:30', name: 'Jon Weber', party: 5 });
    const shownA = await call(db, 'reservation_by_token', [await manageToken(db, a.id)]);
    expect(shownA).toEqual({
      reservation_date: a.date,
      reservation_time: '10:00',
      party_size: 3,
      customer_name: 'Mia Schulz',
      status: 'confirmed',
      language_preference: 'de',
      event: null,
      expires_at: expect.any(String),
    });
    expect(new Date((shownA as { expires_at: string }).expires_at).toISOString()).toBe(
      manageLinkExpiry(a.date).toISOString(),
    );
    // No e-mail, phone, requests, notes or id of the booking, and nothing of another.
    expect(JSON.stringify(shownA)).not.toMatch(/example\.org|1234567|Window|Jon|[0-9a-f]{8}-[0-9a-f]{4}/);
    const shownB = await call(db, 'reservation_by_token', [await manageToken(db, b.id)], 'user');
    expect(shownB).toMatchObject({ customer_name: 'Jon Weber', party_size: 5, reservation_time: '11:30' });
  });

  it('names the event of a sign-up with its title’s translations, and nothing else of the event', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.events (title, description, event_date, is_active, translations)
       values ('Dim-Sum-Kurs', 'Geheimes Rezept', now() + interval '9 days', false,
               '{"en": {"title": "Dim sum class", "description": "Secret recipe"}}') returning id`,
    );
    const signUp = await insertBooking(db, { days: 9, eventId: rows[0]!.id });
    const shown = await call(db, 'reservation_by_token', [await manageToken(db, signUp.id)]);
    expect(shown).toMatchObject({
      event: { title: 'Dim-Sum-Kurs', translations: { en: { title: 'Dim sum class' } } },
    });
    expect(JSON.stringify(shown)).not.toContain('ecret');
  });

  it('refuses tampered, forged, malformed and spliced tokens as invalid, whatever is changed', async () => {
    const a = await insertBooking(db, { days: 16 });
    const b = await insertBooking(db, { days: 16, time: '12:00' });
    const token = await manageToken(db, a.id);
    // Every character: the version, the id, the expiry and the MAC.
    for (let at = 0; at < token.length; at++) {
      expect(await call(db, 'reservation_by_token', [flip(token, at)]), `character ${at}`).toBe(
        refused('invalid'),
      );
    }
    // B's payload with A's MAC: the id cannot be swapped.
    const other = await manageToken(db, b.id);
    const spliced = other.slice(0, 33) + token.slice(33);
    expect(await call(db, 'reservation_by_token', [spliced])).toBe(refused('invalid'));
    for (const malformed of [
      '',
      null,
      token.slice(0, 75),
      `${token}A`,
      `${token.slice(0, 74)}==`,
      // A character outside base64url ('+' is standard base64), whatever the token holds.
      `+${token.slice(1)}`,
      a.id,
      `${a.id}${a.id}`.slice(0, 76).replace(/-/g, 'A'),
      "' or true --".padEnd(76, 'x'),
    ]) {
      expect(await call(db, 'reservation_by_token', [malformed]), String(malformed)).toBe(refused('invalid'));
    }
    // Random tokens never open anything.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...BASE64URL), { minLength: 76, maxLength: 76 }),
        async (chars) => {
          expect(await call(db, 'reservation_by_token', [chars.join('')])).toBe(refused('invalid'));
        },
      ),
      { numRuns: 40 },
    );
    // A token made with another key (as after the key is replaced) is forged.
    const forged = await signReservationToken(new Uint8Array(32).fill(7), a.id, manageLinkExpiry(a.date));
    expect(await call(db, 'reservation_by_token', [forged])).toBe(refused('invalid'));
    // The genuine one still opens A.
    expect(await call(db, 'reservation_by_token', [token])).toMatchObject({ reservation_date: a.date });
  });

  it('refuses expired tokens, and a link stays valid to the end of the day after its booking', async () => {
    const booking = await insertBooking(db, { days: 18 });
    const expired = await tokenExpiring(db, booking.id, new Date(Date.now() - 1000).toISOString());
    for (const fn of ['reservation_by_token', 'cancel_reservation_by_token'] as const) {
      expect(await call(db, fn, [expired])).toBe(refused('expired'));
    }
    expect(await call(db, 'move_reservation_by_token', [expired, booking.date, '11:00'])).toBe(
      refused('expired'),
    );
    // An expired token whose expiry is pushed into the future (characters 22-33 hold it) is tampered.
    const later = await tokenExpiring(db, booking.id, new Date(Date.now() + 60_000).toISOString());
    expect(await call(db, 'reservation_by_token', [later])).toMatchObject({ reservation_date: booking.date });
    expect(later.slice(0, 22)).toBe(expired.slice(0, 22));
    expect(await call(db, 'reservation_by_token', [later.slice(0, 34) + expired.slice(34)])).toBe(
      refused('invalid'),
    );

    // Yesterday's booking: the link still shows it today (no change any more); three days ago: expired.
    const yesterday = await insertBooking(db, { days: -1 });
    const yesterdays = await manageToken(db, yesterday.id);
    expect(await call(db, 'reservation_by_token', [yesterdays])).toMatchObject({
      reservation_date: yesterday.date,
    });
    expect(await call(db, 'cancel_reservation_by_token', [yesterdays])).toBe(refused('closed'));
    const older = await insertBooking(db, { days: -3 });
    expect(await call(db, 'reservation_by_token', [await manageToken(db, older.id)])).toBe(
      refused('expired'),
    );
  });

  it('cancels once: the link is used afterwards, also when staff cancelled; begun or over is closed', async () => {
    const booking = await insertBooking(db, { days: 20, status: 'confirmed' });
    const token = await manageToken(db, booking.id);
    expect(await call(db, 'cancel_reservation_by_token', [token])).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(db, booking.id)).toBe('cancelled');
    const { rows } = await db.query<{ at: string | null }>(
      `select cancelled_at::text as at from public.reservations where id = $1`,
      [booking.id],
    );
    expect(rows[0]!.at).not.toBeNull();
    expect(await call(db, 'cancel_reservation_by_token', [token])).toBe(refused('used'));
    expect(await call(db, 'reservation_by_token', [token])).toBe(refused('used'));
    expect(await call(db, 'move_reservation_by_token', [token, booking.date, '12:00'])).toBe(refused('used'));

    const byStaff = await insertBooking(db, { days: 20, time: '11:00' });
    await db.request('admin', `select id from public.change_reservation_status($1, 'cancelled')`, [
      byStaff.id,
    ]);
    expect(await call(db, 'reservation_by_token', [await manageToken(db, byStaff.id)])).toBe(refused('used'));

    for (const status of ['completed', 'no_show']) {
      const over = await insertBooking(db, { days: 20, time: '12:30', status });
      const overToken = await manageToken(db, over.id);
      expect(await call(db, 'reservation_by_token', [overToken])).toMatchObject({ status });
      expect(await call(db, 'cancel_reservation_by_token', [overToken])).toBe(refused('closed'));
      expect(await call(db, 'move_reservation_by_token', [overToken, over.date, '13:00'])).toBe(
        refused('closed'),
      );
    }
    // Today's booking an hour ago has begun.
    const begun = await insertBooking(db, { days: 0, time: '00:00' });
    expect(await call(db, 'cancel_reservation_by_token', [await manageToken(db, begun.id)])).toBe(
      refused('closed'),
    );
    // A booking staff deleted: the link opens nothing.
    const deleted = await insertBooking(db, { days: 21 });
    const deletedToken = await manageToken(db, deleted.id);
    await db.query(`delete from public.reservations where id = $1`, [deleted.id]);
    expect(await call(db, 'reservation_by_token', [deletedToken])).toBe(refused('invalid'));
  });

  it('frees the covers at once: a full slot is offered and bookable again after a cancellation', async () => {
    const date = addDays(today(), 25);
    await putRules(db, { ...DEFAULT_BOOKING_RULES, coversPerSlot: 4 });
    try {
      expect(await bookAsGuest(db, date, '10:00', 4, 'Full Table')).toBe('accepted');
      const { rows } = await db.query<{ id: string }>(
        `select id from public.reservations where customer_name = 'Full Table'`,
      );
      expect(await freeTimes(db, date, 2)).not.toContain('10:00');
      expect(await bookAsGuest(db, date, '10:00', 2)).toBe('22023 reservations.validation.slotFull');

      expect(
        await call(db, 'cancel_reservation_by_token', [await manageToken(db, rows[0]!.id)]),
      ).toMatchObject({
        status: 'cancelled',
      });
      expect(await freeTimes(db, date, 2)).toContain('10:00');
      expect(await bookAsGuest(db, date, '10:00', 2)).toBe('accepted');
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
  });

  it('frees an event’s seats when a sign-up is cancelled', async () => {
    const { rows } = await db.query<{ id: string; date: string; time: string }>(
      `insert into public.events (title, event_date, max_participants, is_active)
       values ('Tasting', date_trunc('minute', now()) + interval '6 days', 4, true)
       returning id, to_char(event_date at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date,
                 to_char(event_date at time zone 'Europe/Berlin', 'HH24:MI') as time`,
    );
    const event = rows[0]!;
    const signed = await db.request<{ id: string }>(
      'anon',
      `select id from public.create_reservation('Ana', 'ana@example.org', null, $1::date, $2, 4, null, 'en',
         gen_random_uuid(), $3::uuid)`,
      [event.date, event.time, event.id],
    );
    const participants = async () =>
      (
        await db.query<{ n: number }>(`select current_participants as n from public.events where id = $1`, [
          event.id,
        ])
      ).rows[0]!.n;
    expect(await participants()).toBe(4);
    const token = await manageToken(db, signed.rows[0]!.id);
    // A sign-up keeps its event's time.
    expect(await call(db, 'move_reservation_by_token', [token, addDays(today(), 30), '10:00'])).toBe(
      refused('eventBooking'),
    );
    expect(await call(db, 'cancel_reservation_by_token', [token])).toMatchObject({
      status: 'cancelled',
      event: { title: 'Tasting' },
    });
    expect(await participants()).toBe(0);
  });

  it('moves by the booking rules, refusing with create_reservation’s keys, and hands out a new link', async () => {
    const date = addDays(today(), 30);
    const closed = addDays(today(), 31);
    await putRules(db, {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf((day) => (day === weekdayOf(closed) ? [] : [{ from: '09:00', to: '14:00' }])),
      coversPerSlot: 4,
      maxPartySize: 8,
    });
    try {
      const booking = await insertBooking(db, { days: 30, time: '10:00', party: 3, status: 'confirmed' });
      const token = await manageToken(db, booking.id);
      expect(await bookAsGuest(db, date, '11:00', 2, 'Other Guest')).toBe('accepted');

      const move = (d: unknown, t: unknown) => call(db, 'move_reservation_by_token', [token, d, t]);
      expect(await move(closed, '10:00')).toBe(ruleRefusal('dateClosed', 'reservation_date'));
      expect(await move(addDays(today(), -1), '10:00')).toBe(ruleRefusal('dateInPast', 'reservation_date'));
      expect(await move(addDays(today(), 91), '10:00')).toBe(ruleRefusal('dateTooFar', 'reservation_date'));
      expect(await move(date, '10:15')).toBe(ruleRefusal('timeOutsideHours', 'reservation_time'));
      expect(await move(date, '16:00')).toBe(ruleRefusal('timeOutsideHours', 'reservation_time'));
      // Two covers are left at 11:00 for a party of three.
      expect(await move(date, '11:00')).toBe(ruleRefusal('slotFull', 'reservation_time'));
      expect(await move(null, '10:00')).toBe(ruleRefusal('dateRequired', 'reservation_date'));
      expect(await move(date, '9 Uhr')).toBe(ruleRefusal('timeRequired', 'reservation_time'));
      // Nothing moved, and the confirmation stands.
      expect(await statusOf(db, booking.id)).toBe('confirmed');

      // A party of three stays 105 minutes: 12:00 is the last time whose stay ends by the close at 14:00.
      expect(await move(date, '12:30')).toBe(ruleRefusal('timeOutsideHours', 'reservation_time'));
      const moved = (await move(date, '12:00')) as { reservation: Record<string, unknown>; token: string };
      expect(moved.reservation).toMatchObject({
        reservation_date: date,
        reservation_time: '12:00',
        party_size: 3,
        status: 'pending',
      });
      const { rows } = await db.query<{ confirmed_at: string | null; reservation_time: string }>(
        `select confirmed_at::text, reservation_time from public.reservations where id = $1`,
        [booking.id],
      );
      expect(rows[0]).toEqual({ confirmed_at: null, reservation_time: '12:00' });
      // The new link (same date, same expiry: the same token) opens the moved booking; so does the old.
      expect(moved.token).toBe(await manageToken(db, booking.id));
      expect(await call(db, 'reservation_by_token', [token])).toMatchObject({ reservation_time: '12:00' });

      // Moving to another date gives a link that expires after the new date.
      const later = addDays(today(), 40);
      const movedLater = (await call(db, 'move_reservation_by_token', [moved.token, later, '09:00'])) as {
        reservation: { expires_at: string };
        token: string;
      };
      expect(new Date(movedLater.reservation.expires_at).toISOString()).toBe(
        manageLinkExpiry(later).toISOString(),
      );
      expect(movedLater.token).not.toBe(moved.token);
      expect(movedLater.token).toBe(await manageToken(db, booking.id));
      // The same date and time again changes nothing.
      expect(await call(db, 'move_reservation_by_token', [movedLater.token, later, '09:00'])).toMatchObject({
        reservation: { reservation_time: '09:00', status: 'pending' },
      });
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
  });

  it('does not count the booking’s own covers against its move within the day', async () => {
    const date = addDays(today(), 33);
    await putRules(db, { ...DEFAULT_BOOKING_RULES, coversPerDay: 4 });
    try {
      const booking = await insertBooking(db, { days: 33, time: '10:00', party: 4 });
      const token = await manageToken(db, booking.id);
      expect(await bookAsGuest(db, date, '12:00', 1)).toBe('22023 reservations.validation.slotFull');
      expect(await call(db, 'move_reservation_by_token', [token, date, '11:00'])).toMatchObject({
        reservation: { reservation_time: '11:00' },
      });
    } finally {
      await putRules(db, DEFAULT_BOOKING_RULES);
    }
  });

  it('gives anon nothing but the three functions: no table, no key, no helper, no list', async () => {
    await insertBooking(db, { days: 22 });
    const denied = async (persona: Persona, sql: string) => {
      const r = await attempt(() => db.request(persona, sql));
      return r.ok ? 'allowed' : r.error.code;
    };
    for (const persona of ['anon', 'user', 'service_role'] as const) {
      expect(await denied(persona, `select * from private.reservation_token_key`), persona).toBe('42501');
      expect(
        await denied(
          persona,
          `select private.reservation_token(gen_random_uuid(), now() + interval '1 day')`,
        ),
        persona,
      ).toBe('42501');
    }
    expect(await denied('anon', `select * from public.reservations`)).toBe('42501');
    // The error a wrong token gets carries the key only: no SQL, no row, no hint.
    const r = await attempt(() =>
      db.request('anon', `select public.reservation_by_token($1)`, ['A'.repeat(76)]),
    );
    expect(r.ok ? null : { ...r.error, message: r.error.message, detail: r.error.detail }).toMatchObject({
      code: '22023',
      message: 'selfService.errors.invalid',
      detail: 'token',
    });
    const grants = await db.query<{ fn: string; anon: boolean; service: boolean }>(
      `select p.proname as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('service_role', p.oid, 'execute') as service
         from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and p.proname in ('reservation_manage_token', 'reservation_by_token', 'cancel_reservation_by_token',
                            'move_reservation_by_token')
        order by p.proname`,
    );
    expect(grants.rows).toEqual([
      { fn: 'cancel_reservation_by_token', anon: true, service: true },
      { fn: 'move_reservation_by_token', anon: true, service: true },
      { fn: 'reservation_by_token', anon: true, service: true },
      { fn: 'reservation_manage_token', anon: false, service: true },
    ]);
  });
});

describe.each(targets.filter((t) => t.name === 'postgres'))('moving at once on $name', (target) => {
  let db: TestDatabase;
  afterAll(async () => db?.close());

  it('20 guests moving parties of 2 into a slot of 4 covers at once: exactly two get it', async () => {
    db = await target.open();
    const date = addDays(today(), 35);
    await putRules(db, { ...DEFAULT_BOOKING_RULES, coversPerSlot: 4 });
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const booking = await insertBooking(db, { days: 35, time: i % 2 ? '09:00' : '09:30', party: 2 });
      tokens.push(await manageToken(db, booking.id));
    }
    const sessions = await Promise.all(tokens.map(() => db.connect()));
    try {
      const outcomes = await Promise.all(
        sessions.map(async (session, i) => {
          const answer = await call(session, 'move_reservation_by_token', [tokens[i], date, '12:00']);
          return typeof answer === 'string' ? answer : 'moved';
        }),
      );
      expect(outcomes.filter((o) => o === 'moved')).toHaveLength(2);
      expect(new Set(outcomes.filter((o) => o !== 'moved'))).toEqual(
        new Set([ruleRefusal('slotFull', 'reservation_time')]),
      );
      expect(
        await db.count(`public.reservations where reservation_date = $1 and reservation_time = '12:00'`, [
          date,
        ]),
      ).toBe(2);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  }, 60_000);
});

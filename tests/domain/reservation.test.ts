import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSchema, type BookingInput } from '../../src/domain/reservation/booking-schema';
import {
  isDateInPast,
  isFarEnoughAhead as isFarEnoughAheadBy,
} from '../../src/domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';

/** The lead time the site always had: two hours (the default rules). */
const MIN_LEAD_TIME_MS = DEFAULT_BOOKING_RULES.leadTimeMinutes * 60_000;
const isFarEnoughAhead = (date: string, time: string, now: Date) =>
  isFarEnoughAheadBy(DEFAULT_BOOKING_RULES, date, time, now);
import {
  canMoveTo,
  isLate,
  quickActions,
  transition,
  withNotes,
} from '../../src/domain/reservation/lifecycle';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../src/domain/reservation/reservation';
import { isSlot, TIME_SLOTS } from '../../src/domain/reservation/slots';
import { validate } from '../../src/domain/shared/validation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// An oracle for Berlin wall-clock time written from the EU rule, independent of src/domain/shared/time.ts:
// summer time runs from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC.
const lastSundayUtc = (year: number, monthIndex: number) => {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};
const isSummerTime = (instant: number) => {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayUtc(year, 2) && instant < lastSundayUtc(year, 9);
};
/** The instant of a Berlin wall-clock time outside the night-time switch hours (every slot is). */
const berlinInstant = (date: string, time: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  return isSummerTime(wall - 2 * HOUR) ? wall - 2 * HOUR : wall - HOUR;
};
const berlinDate = (instant: number) => {
  const local = new Date(instant + (isSummerTime(instant) ? 2 : 1) * HOUR);
  return local.toISOString().slice(0, 10);
};
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const SPAN = {
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2028-12-31T23:59:59Z'),
  noInvalidDate: true,
};
const DST_DAYS = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
const slot = fc.constantFrom(...TIME_SLOTS);

const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 'r1',
  created_at: '2026-06-01T08:00:00.000Z',
  updated_at: '2026-06-01T08:00:00.000Z',
  customer_name: 'Mia Schulz',
  customer_email: 'mia@example.org',
  customer_phone: null,
  reservation_date: '2026-06-20',
  reservation_time: '10:30',
  party_size: 2,
  special_requests: null,
  language_preference: 'de',
  status: 'pending',
  admin_notes: null,
  confirmed_at: null,
  cancelled_at: null,
  submission_key: 'k1',
  event_id: null,
  ...overrides,
});

describe('time slots', () => {
  it('are the 28 half hours from 08:00 to 21:30', () => {
    expect(TIME_SLOTS).toHaveLength(28);
    expect([TIME_SLOTS[0], TIME_SLOTS[27]]).toEqual(['08:00', '21:30']);
  });

  it('accept exactly the HH:00 and HH:30 times from 08 to 21', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(isSlot(time)).toBe(h >= 8 && h <= 21 && (m === 0 || m === 30));
      }),
    );
  });
});

describe('lead time', () => {
  it('matches the oracle on the DST switch days and the days around them', () => {
    expect(new Date(berlinInstant('2026-03-29', '12:00')).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(new Date(berlinInstant('2026-03-28', '12:00')).toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(new Date(berlinInstant('2026-10-25', '12:00')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(new Date(berlinInstant('2026-10-24', '12:00')).toISOString()).toBe('2026-10-24T10:00:00.000Z');
  });

  it('holds strictly more than two hours ahead of random instants across four years', () => {
    fc.assert(
      fc.property(fc.date(SPAN), fc.integer({ min: -1, max: 2 }), slot, (now, days, time) => {
        const date = shiftDate(berlinDate(now.getTime()), days);
        const expected = berlinInstant(date, time) - now.getTime() > MIN_LEAD_TIME_MS;
        expect(isFarEnoughAhead(date, time, now)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('flips exactly at two hours before the slot, including on DST switch days', () => {
    const day = fc.oneof(
      fc.constantFrom(...DST_DAYS),
      fc.date(SPAN).map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(day, slot, fc.integer({ min: -120_000, max: 120_000 }), (date, time, deltaMs) => {
        const now = new Date(berlinInstant(date, time) - MIN_LEAD_TIME_MS + deltaMs);
        expect(isFarEnoughAhead(date, time, now)).toBe(deltaMs < 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('calls a date past only before the restaurant date of now', () => {
    fc.assert(
      fc.property(fc.date(SPAN), fc.integer({ min: -3, max: 3 }), (now, days) => {
        const date = shiftDate(berlinDate(now.getTime()), days);
        expect(isDateInPast(date, now)).toBe(days < 0);
      }),
    );
    // 23:30 UTC on a winter evening is already the next day in Berlin.
    expect(isDateInPast('2026-01-10', new Date('2026-01-10T23:30:00Z'))).toBe(true);
  });
});

describe('reservation lifecycle', () => {
  type Step =
    | { readonly kind: 'move'; readonly to: ReservationStatus; readonly after: number }
    | {
        readonly kind: 'notes';
        readonly notes: string | null;
        readonly after: number;
      };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('move' as const),
      to: fc.constantFrom(...RESERVATION_STATUSES),
      after: fc.nat(2 * DAY),
    }),
    fc.record({
      kind: fc.constant('notes' as const),
      notes: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
      after: fc.nat(DAY),
    }),
  );

  it('follows a simple model over random sequences of moves and notes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const start = reservation();
        let current = start;
        let clock = Date.parse(start.updated_at);
        const model = {
          status: start.status,
          confirmed_at: start.confirmed_at,
          cancelled_at: start.cancelled_at,
          updated_at: start.updated_at,
          admin_notes: start.admin_notes,
          status_changed_by: undefined as string | null | undefined,
          status_changed_by_name: undefined as string | null | undefined,
          status_changed_at: undefined as string | null | undefined,
        };
        for (const [index, s] of steps.entries()) {
          clock += s.after;
          const now = new Date(clock);
          if (s.kind === 'notes') {
            current = withNotes(current, s.notes, now);
            model.admin_notes = s.notes !== null && s.notes.trim() !== '' ? s.notes : null;
            model.updated_at = now.toISOString();
          } else {
            // Every other move by a signed-in member, the others by nobody (a guest's own cancellation).
            const by = index % 2 === 0 ? { id: 'staff-anna', name: 'Anna' } : null;
            const moved = transition(current, s.to, now, by);
            if (s.to === model.status) {
              expect(moved.ok ? 'ok' : moved.error.kind).toBe('Invalid');
              continue;
            }
            // Completed and no-show only once the booking's time (10:30 in Berlin, 08:30 UTC) has come.
            if ((s.to === 'completed' || s.to === 'no_show') && clock < Date.parse('2026-06-20T08:30:00Z')) {
              expect(moved.ok ? 'ok' : moved.error.message).toBe('admin:reservations.validation.notBegun');
              continue;
            }
            // Seated from the booking's date (20 June, in Berlin) on.
            if (s.to === 'seated' && berlinDate(clock) < '2026-06-20') {
              expect(moved.ok ? 'ok' : moved.error.message).toBe('admin:reservations.validation.notToday');
              continue;
            }
            if (!moved.ok) throw new Error('a move to another status was refused');
            current = moved.value;
            model.status = s.to;
            model.updated_at = now.toISOString();
            if (s.to === 'confirmed') model.confirmed_at = now.toISOString();
            if (s.to === 'cancelled') model.cancelled_at = now.toISOString();
            model.status_changed_by = by?.id ?? null;
            model.status_changed_by_name = by?.name ?? null;
            model.status_changed_at = now.toISOString();
          }
          expect(current).toEqual({ ...start, ...model });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('calls a confirmed guest late from 15 minutes after the time while the table is held for them', () => {
    const at = (iso: string) => new Date(iso);
    const confirmed = reservation({ status: 'confirmed', held_until: '2026-06-20T10:15:00.000Z' });
    expect(isLate(confirmed, at('2026-06-20T08:44:59Z'))).toBe(false);
    expect(isLate(confirmed, at('2026-06-20T08:45:00Z'))).toBe(true);
    expect(isLate(confirmed, at('2026-06-20T10:14:59Z'))).toBe(true);
    expect(isLate(confirmed, at('2026-06-20T10:15:00Z'))).toBe(false);
    expect(isLate({ ...confirmed, status: 'pending' }, at('2026-06-20T09:00:00Z'))).toBe(false);
    expect(isLate({ ...confirmed, held_until: null }, at('2026-06-20T10:29:00Z'))).toBe(true);
    expect(isLate({ ...confirmed, held_until: null }, at('2026-06-20T10:30:00Z'))).toBe(false);
    expect(canMoveTo(confirmed, 'no_show', at('2026-06-20T08:29:59Z'))).toBe(false);
    expect(canMoveTo(confirmed, 'no_show', at('2026-06-20T08:30:00Z'))).toBe(true);
    expect(canMoveTo(confirmed, 'cancelled', at('2026-06-01T08:00:00Z'))).toBe(true);
    // Seated from the booking's day on (midnight in Berlin is 22:00 UTC the day before in June).
    expect(canMoveTo(confirmed, 'seated', at('2026-06-19T21:59:59Z'))).toBe(false);
    expect(canMoveTo(confirmed, 'seated', at('2026-06-19T22:00:00Z'))).toBe(true);
    expect(isLate({ ...confirmed, status: 'seated' }, at('2026-06-20T09:00:00Z'))).toBe(false);
  });

  it('offers quick actions only from pending and confirmed, and each is a real move', () => {
    expect(quickActions('pending')).toEqual(['confirmed', 'cancelled']);
    expect(quickActions('confirmed')).toEqual(['seated', 'completed', 'no_show']);
    expect(quickActions('seated')).toEqual(['completed']);
    for (const status of ['cancelled', 'completed', 'no_show'] as const)
      expect(quickActions(status)).toEqual([]);
    for (const status of RESERVATION_STATUSES) {
      for (const to of quickActions(status)) {
        expect(transition(reservation({ status }), to, new Date()).ok).toBe(true);
      }
    }
  });
});

describe('booking schema', () => {
  const validBooking: fc.Arbitrary<BookingInput> = fc.record({
    customer_name: fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß .'-]{0,40}$/),
    customer_email: fc.emailAddress({ size: 'small' }).filter((e) => e.length <= 254),
    customer_phone: fc.option(fc.stringMatching(/^\+?[0-9 ]{0,20}$/), { nil: null }),
    reservation_date: fc.date(SPAN).map((d) => d.toISOString().slice(0, 10)),
    reservation_time: slot,
    party_size: fc.integer({ min: 1, max: 20 }),
    special_requests: fc.option(fc.string({ maxLength: 200 }), { nil: null }),
  });

  const key = (name: string) => `reservations.validation.${name}`;
  /** One broken field: its name, a bad value and the key the form must show under it. */
  const breakage: fc.Arbitrary<readonly [keyof BookingInput, unknown, string]> = fc.oneof(
    fc
      .constantFrom('', ' ', '\t\n', undefined)
      .map((v) => ['customer_name', v, key('nameRequired')] as const),
    fc
      .string({ minLength: 201, maxLength: 300 })
      .filter((s) => s.trim().length > 200)
      .map((v) => ['customer_name', v, key('tooLong')] as const),
    fc
      .constantFrom(
        '',
        'mia',
        'mia@',
        '@example.org',
        'mia@example',
        'mia schulz@example.org',
        'mia@exa mple.org',
        'a@b@c.de',
        undefined,
      )
      .map((v) => ['customer_email', v, key('emailInvalid')] as const),
    fc.constant(['customer_email', `${'a'.repeat(250)}@example.org`, key('emailInvalid')] as const),
    fc
      .string({ minLength: 41, maxLength: 80 })
      .filter((s) => s.trim().length > 40)
      .map((v) => ['customer_phone', v, key('tooLong')] as const),
    fc
      .constantFrom(
        '',
        '2026-13-01',
        '2026-02-30',
        '15.06.2026',
        '2026-6-15',
        '2026-06-15T10:00',
        undefined,
        null,
      )
      .map((v) => ['reservation_date', v, key('dateRequired')] as const),
    fc
      .constantFrom('', '24:00', '12:60', '12:00:00', '8:00', 'noon', undefined)
      .map((v) => ['reservation_time', v, key('timeRequired')] as const),
    fc
      .oneof(fc.integer({ min: -1000, max: 0 }), fc.constantFrom(1.5, Number.NaN, undefined))
      .map((v) => ['party_size', v, key('partySizeMin')] as const),
    fc.integer({ min: 21, max: 10_000 }).map((v) => ['party_size', v, key('partySizeMax')] as const),
    fc
      .string({ minLength: 2001, maxLength: 2100 })
      .filter((s) => s.trim().length > 2000)
      .map((v) => ['special_requests', v, key('tooLong')] as const),
  );

  it('accepts every well-formed booking', () => {
    fc.assert(
      fc.property(validBooking, (booking) => {
        expect(bookingSchema.safeParse(booking).success).toBe(true);
      }),
    );
  });

  it("rejects a booking with one broken field, with that field's key and no other", () => {
    fc.assert(
      fc.property(validBooking, breakage, (booking, [field, value, expected]) => {
        const result = validate(bookingSchema, { ...booking, [field]: value });
        if (result.ok) throw new Error(`accepted ${field} = ${String(value)}`);
        expect(result.error.issues).toEqual({ [field]: expected });
      }),
      { numRuns: 1000 },
    );
  });

  it('trims text and turns empty optional fields into null', () => {
    const parsed = bookingSchema.parse({
      customer_name: '  Mia ',
      customer_email: ' mia@example.org ',
      customer_phone: '  ',
      reservation_date: '2026-06-20',
      reservation_time: '10:30',
      party_size: 2,
      special_requests: '',
    });
    expect(parsed).toMatchObject({
      customer_name: 'Mia',
      customer_email: 'mia@example.org',
      customer_phone: null,
      special_requests: null,
    });
  });
});

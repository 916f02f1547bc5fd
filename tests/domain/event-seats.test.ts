import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RestaurantEvent } from '../../src/domain/event/event';
import {
  EVENT_REFUSAL_FIELD,
  EVENT_SIGN_UP_REFUSALS,
  eventSignUpRefusal,
  eventWallClock,
  isSoldOut,
  participantsShown,
  seatsLeft,
  seatsTaken,
} from '../../src/domain/event/seats';
import { RESERVATION_STATUSES } from '../../src/domain/reservation/reservation';
import { addDays } from '../../src/domain/shared/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// An oracle for Berlin wall-clock time written from the EU rule, independent of src/domain/shared/time.ts.
const lastSundayUtc = (year: number, monthIndex: number) => {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};
const isSummerTime = (instant: number) => {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayUtc(year, 2) && instant < lastSundayUtc(year, 9);
};
const berlinWall = (instant: number) => {
  const local = new Date(instant + (isSummerTime(instant) ? 2 : 1) * HOUR).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

type SignUpEvent = Pick<RestaurantEvent, 'event_date' | 'max_participants' | 'is_active'>;

/** Event instants to the second over three years, the daylight-saving changes among them. */
const anyInstant = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1) / 1000, max: Date.UTC(2028, 11, 31) / 1000 }).map((s) => s * 1000),
  fc
    .constantFrom(Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 0), Date.UTC(2026, 9, 25, 1))
    .chain((t) => fc.integer({ min: -90, max: 90 }).map((m) => t + m * MINUTE)),
);
const anyEvent: fc.Arbitrary<SignUpEvent> = fc.record({
  event_date: anyInstant.map((ms) => new Date(ms).toISOString()),
  max_participants: fc.integer({ min: 1, max: 1000 }),
  is_active: fc.boolean(),
});
const anyNow = anyInstant;
const party = fc.integer({ min: 1, max: 20 });
const taken = fc.integer({ min: 0, max: 1100 });

/** The request that names the event's own date and time. */
const requestFor = (event: SignUpEvent, partySize: number) => ({ ...eventWallClock(event), partySize });

describe('event seats', () => {
  it('reads the event’s date and time on the Berlin wall clock, to the minute', () => {
    fc.assert(
      fc.property(anyInstant, (ms) => {
        expect(eventWallClock({ event_date: new Date(ms).toISOString() })).toEqual(berlinWall(ms));
      }),
      {
        examples: [
          [Date.UTC(2026, 9, 25, 0, 30)], // 02:30 summer time
          [Date.UTC(2026, 9, 25, 1, 30)], // 02:30 winter time, the repeated hour
          [Date.UTC(2026, 2, 29, 1, 0)], // 03:00, just after the skipped hour
        ],
      },
    );
  });

  it('accepts a sign-up exactly when the event is public, the date and time are its own, it lies ahead and the party fits', () => {
    fc.assert(
      fc.property(anyEvent, party, taken, anyNow, (event, size, seats, now) => {
        const accepted = eventSignUpRefusal(event, requestFor(event, size), seats, new Date(now)) === null;
        expect(accepted).toBe(
          event.is_active && Date.parse(event.event_date) > now && seats + size <= event.max_participants,
        );
      }),
    );
  });

  it('never accepts when the seats taken plus the party exceed the maximum', () => {
    fc.assert(
      fc.property(anyEvent, party, taken, anyNow, fc.boolean(), (event, size, seats, now, ownTime) => {
        fc.pre(seats + size > event.max_participants);
        const wall = eventWallClock(event);
        const request = ownTime ? requestFor(event, size) : { ...wall, time: '23:59', partySize: size };
        expect(eventSignUpRefusal(event, request, seats, new Date(now))).not.toBeNull();
      }),
    );
  });

  it('refuses for the first reason in the order unknown, mismatch, over, full', () => {
    fc.assert(
      fc.property(
        anyEvent,
        party,
        taken,
        anyNow,
        fc.constantFrom('own', 'otherDate', 'otherTime'),
        (event, size, seats, now, which) => {
          const wall = eventWallClock(event);
          const request =
            which === 'own'
              ? requestFor(event, size)
              : which === 'otherDate'
                ? { ...wall, date: addDays(wall.date, 1), partySize: size }
                : { ...wall, time: wall.time === '12:00' ? '12:01' : '12:00', partySize: size };
          const expected = !event.is_active
            ? 'eventUnknown'
            : which !== 'own'
              ? 'eventMismatch'
              : !(Date.parse(event.event_date) > now)
                ? 'eventOver'
                : seats + size > event.max_participants
                  ? 'eventFull'
                  : null;
          expect(eventSignUpRefusal(event, request, seats, new Date(now))).toBe(expected);
        },
      ),
    );
  });

  it('refuses a missing event as unknown, and an event at this very instant as over', () => {
    const event: SignUpEvent = {
      event_date: '2026-06-20T17:00:00.000Z',
      max_participants: 10,
      is_active: true,
    };
    const request = { date: '2026-06-20', time: '19:00', partySize: 2 };
    expect(eventSignUpRefusal(null, request, 0, new Date('2026-06-01T00:00:00Z'))).toBe('eventUnknown');
    expect(eventSignUpRefusal(event, request, 8, new Date('2026-06-20T16:59:59.999Z'))).toBeNull();
    expect(eventSignUpRefusal(event, request, 9, new Date('2026-06-20T16:59:59.999Z'))).toBe('eventFull');
    expect(eventSignUpRefusal(event, request, 0, new Date('2026-06-20T17:00:00.000Z'))).toBe('eventOver');
  });

  it('gives every refusal a field of the booking form', () => {
    expect(Object.keys(EVENT_REFUSAL_FIELD).sort()).toEqual([...EVENT_SIGN_UP_REFUSALS].sort());
    expect(EVENT_REFUSAL_FIELD.eventFull).toBe('party_size');
    expect(EVENT_REFUSAL_FIELD.eventMismatch).toBe('reservation_time');
  });

  it('counts the seats of pending, confirmed and seated bookings of the event only', () => {
    const booking = fc.record({
      event_id: fc.constantFrom<string | null>('e1', 'e2', null),
      status: fc.constantFrom(...RESERVATION_STATUSES),
      party_size: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 30 }), (bookings) => {
        const expected = bookings
          .filter(
            (b) =>
              b.event_id === 'e1' &&
              (b.status === 'pending' || b.status === 'confirmed' || b.status === 'seated'),
          )
          .reduce((sum, b) => sum + b.party_size, 0);
        expect(seatsTaken(bookings, 'e1')).toBe(expected);
      }),
    );
  });

  it('shows the seats taken up to the maximum; seats left are what remains, sold out when none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), taken, (max, seats) => {
        const current = participantsShown({ max_participants: max }, seats);
        expect(current).toBe(Math.min(max, seats));
        const event = { max_participants: max, current_participants: current };
        expect(seatsLeft(event)).toBe(max - current);
        expect(isSoldOut(event)).toBe(seats >= max);
        // A sign-up that fits the seats left is never refused as full, and one that does not always is.
        const size = Math.max(1, seatsLeft(event));
        const signUp: SignUpEvent = {
          event_date: '2030-01-01T10:00:00.000Z',
          max_participants: max,
          is_active: true,
        };
        const refusal = eventSignUpRefusal(signUp, requestFor(signUp, size), seats, new Date('2029-01-01'));
        expect(refusal === 'eventFull').toBe(seats + size > max);
      }),
    );
  });

  it('never counts fewer than no seats left, also for an event staff made smaller by hand', () => {
    expect(seatsLeft({ max_participants: 5, current_participants: 7 })).toBe(0);
    expect(isSoldOut({ max_participants: 5, current_participants: 7 })).toBe(true);
    expect(isSoldOut({ max_participants: 5, current_participants: 4 })).toBe(false);
  });
});

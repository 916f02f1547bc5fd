import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRulesSchema } from '../../src/domain/settings/booking-rules-schema';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../src/domain/settings/booking-rules';

/** The messages of a rule set that is not valid; none when it is. */
const messagesOf = (rules: Record<string, unknown>): string[] => {
  const result = bookingRulesSchema.safeParse(rules);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};
const withRule = (change: Partial<Record<keyof BookingRules, unknown>>) =>
  messagesOf({ ...DEFAULT_BOOKING_RULES, ...change });

describe('the stays and the room in the booking rules', () => {
  it('accept the defaults: a 40-seat room, stays of 90 to 120 minutes, a quarter hour to reset', () => {
    expect(messagesOf({ ...DEFAULT_BOOKING_RULES })).toEqual([]);
  });

  it('accept 1 to 12 stays from one guest, rising, each 1 to 100 guests and 15 to 720 minutes', () => {
    const anyStays = fc
      .uniqueArray(fc.integer({ min: 2, max: 100 }), { maxLength: 11 })
      .chain((from) =>
        fc.tuple(
          ...[1, ...from.sort((a, b) => a - b)].map((fromPartySize) =>
            fc.integer({ min: 15, max: 720 }).map((minutes) => ({ fromPartySize, minutes })),
          ),
        ),
      );
    fc.assert(
      fc.property(anyStays, (stays) => {
        expect(withRule({ stays })).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('refuse stays that leave a party without one, read two for one, or are out of bounds', () => {
    const stay = (fromPartySize: number, minutes = 90) => ({ fromPartySize, minutes });
    const refused = ['settings.validation.stays'];
    expect(withRule({ stays: [] })).toEqual(refused);
    expect(withRule({ stays: Array.from({ length: 13 }, (_, i) => stay(i + 1)) })).toEqual(refused);
    expect(withRule({ stays: Array.from({ length: 12 }, (_, i) => stay(i + 1)) })).toEqual([]);
    expect(withRule({ stays: [stay(2)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1), stay(4), stay(4)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1), stay(5), stay(3)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1), stay(101)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1), stay(100)] })).toEqual([]);
    expect(withRule({ stays: [stay(1, 14)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1, 721)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1, 90.5)] })).toEqual(refused);
    expect(withRule({ stays: [stay(1, 15), stay(2, 720)] })).toEqual([]);
  });

  it('hold the buffer to 0..240 minutes and the room to 1..100000 guests or no limit', () => {
    expect(withRule({ bufferMinutes: 0 })).toEqual([]);
    expect(withRule({ bufferMinutes: 240 })).toEqual([]);
    for (const bufferMinutes of [-1, 241, 7.5, null])
      expect(withRule({ bufferMinutes }).length).toBeGreaterThan(0);
    expect(withRule({ bufferMinutes: 241 })).toEqual(['settings.validation.bufferMinutes']);
    expect(withRule({ guestsAtOnce: null })).toEqual([]);
    expect(withRule({ guestsAtOnce: 1 })).toEqual([]);
    expect(withRule({ guestsAtOnce: 100_000 })).toEqual([]);
    for (const guestsAtOnce of [0, 100_001, 2.5])
      expect(withRule({ guestsAtOnce })).toEqual(['settings.validation.guestsAtOnce']);
    expect(withRule({ staysEndByClose: false })).toEqual([]);
    expect(withRule({ staysEndByClose: 'yes' }).length).toBeGreaterThan(0);
  });
});

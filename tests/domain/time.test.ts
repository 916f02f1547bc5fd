import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  knowRestaurantOffsets,
  knowRestaurantOffsetsBetween,
  restaurantDate,
  restaurantInstant,
  restaurantIsoString,
  restaurantOffsetSpans,
  restaurantParts,
} from '../../src/domain/shared/time';

const HOUR = 3_600_000;
const wallTime = (instant: Date) => {
  const p = restaurantParts(instant);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

describe('restaurant instants', () => {
  it('read back as the wall-clock time they came from, the later one when the clock shows it twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2030, 11, 31) / 60_000 }),
        (minute) => {
          const instant = new Date(minute * 60_000);
          const back = restaurantInstant(restaurantDate(instant), wallTime(instant));
          expect(wallTime(back)).toBe(wallTime(instant));
          expect([0, HOUR]).toContain(back.getTime() - instant.getTime());
        },
      ),
      { examples: [[Date.UTC(2026, 9, 24, 23, 0) / 60_000], [Date.UTC(2026, 9, 25, 0, 30) / 60_000]] },
    );
  });

  it('agree with PostgreSQL’s AT TIME ZONE around both daylight-saving changes', () => {
    // select timestamp '…' at time zone 'Europe/Berlin' on PostgreSQL 15
    expect(restaurantInstant('2026-10-25', '01:00').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(restaurantInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(restaurantInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(restaurantInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
  });
});

describe("Berlin's offsets written by the build", () => {
  afterEach(() => knowRestaurantOffsets([]));
  const start = Date.UTC(2025, 10, 28, 15, 7, 31, 250);
  const end = Date.UTC(2027, 10, 28);

  it('are the spans between the daylight-saving changes, as ICU has them', () => {
    expect(restaurantOffsetSpans(start, end)).toEqual([
      { from: start, until: Date.UTC(2026, 2, 29, 1), minutes: 60 },
      { from: Date.UTC(2026, 2, 29, 1), until: Date.UTC(2026, 9, 25, 1), minutes: 120 },
      { from: Date.UTC(2026, 9, 25, 1), until: Date.UTC(2027, 2, 28, 1), minutes: 60 },
      { from: Date.UTC(2027, 2, 28, 1), until: Date.UTC(2027, 9, 31, 1), minutes: 120 },
      { from: Date.UTC(2027, 9, 31, 1), until: end + 1, minutes: 60 },
    ]);
  });

  it('give the same wall clock, instants and offsets as ICU, inside the spans and outside them', () => {
    const spans = restaurantOffsetSpans(start, end);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / 1000, max: Date.UTC(2029, 0, 1) / 1000 }),
        (second) => {
          const instant = new Date(second * 1000);
          const date = restaurantDate(instant);
          const wall = wallTime(instant);
          knowRestaurantOffsets([]);
          const fromIcu = [
            restaurantParts(instant),
            restaurantIsoString(instant),
            restaurantInstant(date, wall),
          ];
          knowRestaurantOffsets(spans);
          expect([
            restaurantParts(instant),
            restaurantIsoString(instant),
            restaurantInstant(date, wall),
          ]).toEqual(fromIcu);
        },
      ),
      {
        examples: [
          [Date.UTC(2026, 2, 29, 0, 59, 59) / 1000],
          [Date.UTC(2026, 2, 29, 1) / 1000],
          [Date.UTC(2026, 9, 25, 0, 30) / 1000],
          [Date.UTC(2026, 9, 25, 1) / 1000],
          [end / 1000],
        ],
      },
    );
  });

  it('are used instead of ICU inside them', () => {
    // A made-up offset shows which source answered.
    knowRestaurantOffsets([{ from: start, until: end, minutes: 30 }]);
    expect(restaurantIsoString(new Date(Date.UTC(2026, 0, 1, 12)))).toBe('2026-01-01T12:30:00+00:30');
    expect(restaurantIsoString(new Date(Date.UTC(2028, 0, 1, 12)))).toBe('2028-01-01T13:00:00+01:00');
  });

  it('are read from ICU for a stretch of time when a page brought none, and kept when it did', () => {
    const noon = new Date(Date.UTC(2026, 6, 1, 10));
    knowRestaurantOffsetsBetween(start, end);
    expect(restaurantIsoString(noon)).toBe('2026-07-01T12:00:00+02:00');
    // Known at both ends (the made-up offset): nothing is read again.
    knowRestaurantOffsets([{ from: start, until: end, minutes: 30 }]);
    knowRestaurantOffsetsBetween(start + 1000, end - 1000);
    expect(restaurantIsoString(noon)).toBe('2026-07-01T10:30:00+00:30');
    // Known at one end only: ICU's spans come first, the others stay for the rest.
    knowRestaurantOffsetsBetween(start, end + 86_400_000);
    expect(restaurantIsoString(noon)).toBe('2026-07-01T12:00:00+02:00');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restaurantDate, restaurantInstant, restaurantParts } from '../../src/domain/shared/time';

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

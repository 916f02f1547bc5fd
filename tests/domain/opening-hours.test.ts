import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  WEEKDAYS,
  weekOf,
  type BookingRules,
  type TimeRange,
} from '../../src/domain/settings/booking-rules';
import { openingHoursLines, upcomingClosures } from '../../src/domain/settings/opening-hours';
import { addDays } from '../../src/domain/shared/time';

// Few distinct ranges, so that neighbouring days often share their hours and lines join.
const anyDayHours: fc.Arbitrary<readonly TimeRange[]> = fc.constantFrom(
  [],
  [{ from: '09:00', to: '15:00' }],
  [{ from: '08:00', to: '22:00' }],
  [
    { from: '09:00', to: '15:00' },
    { from: '17:30', to: '22:00' },
  ],
);
const anyWeek = fc.tuple(...WEEKDAYS.map(() => anyDayHours)).map((days): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  weeklyHours: weekOf((d) => days[WEEKDAYS.indexOf(d)]!),
}));

describe('openingHoursLines', () => {
  it('lists every open day once, with its own hours, and no closed day', () => {
    fc.assert(
      fc.property(anyWeek, (rules) => {
        const lines = openingHoursLines(rules);
        for (const day of WEEKDAYS) {
          const covering = lines.filter(
            (l) => Number(l.firstDay) <= Number(day) && Number(day) <= Number(l.lastDay),
          );
          if (rules.weeklyHours[day].length === 0) expect(covering).toEqual([]);
          else {
            expect(covering).toHaveLength(1);
            expect(covering[0]!.ranges).toEqual(rules.weeklyHours[day]);
          }
        }
      }),
    );
  });

  it('joins neighbouring days with equal hours, so no two lines could be one', () => {
    fc.assert(
      fc.property(anyWeek, (rules) => {
        const lines = openingHoursLines(rules);
        lines.slice(1).forEach((line, i) => {
          const before = lines[i]!;
          const adjacent = Number(before.lastDay) + 1 === Number(line.firstDay);
          expect(adjacent && JSON.stringify(before.ranges) === JSON.stringify(line.ranges)).toBe(false);
        });
      }),
    );
  });

  it('reads the defaults as one line, Monday to Sunday, 08:00 to 22:00', () => {
    expect(openingHoursLines(DEFAULT_BOOKING_RULES)).toEqual([
      { firstDay: '1', lastDay: '7', ranges: [{ from: '08:00', to: '22:00' }] },
    ]);
  });
});

describe('upcomingClosures', () => {
  const today = '2026-12-01';
  const period = (from: string, to: string) => ({ from, to, note: '' });

  it('keeps the periods that touch the coming days, soonest first, and drops past and far ones', () => {
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      closedPeriods: [
        period('2026-12-24', '2026-12-26'),
        period('2026-11-20', '2026-11-30'),
        period('2026-11-28', '2026-12-02'),
        period('2027-03-01', '2027-03-02'),
      ],
    };
    expect(upcomingClosures(rules, today, 30)).toEqual([
      period('2026-11-28', '2026-12-02'),
      period('2026-12-24', '2026-12-26'),
    ]);
  });

  it('never returns a period that ended before today or starts after the window', () => {
    const anyPeriod = fc
      .tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 10 }))
      .map(([start, length]) => period(addDays(today, start), addDays(today, start + length)));
    fc.assert(
      fc.property(fc.array(anyPeriod, { maxLength: 6 }), fc.integer({ min: 0, max: 40 }), (periods, days) => {
        const shown = upcomingClosures({ ...DEFAULT_BOOKING_RULES, closedPeriods: periods }, today, days);
        for (const p of shown) {
          expect(p.to >= today).toBe(true);
          expect(p.from <= addDays(today, days)).toBe(true);
        }
        expect(shown).toHaveLength(
          periods.filter((p) => p.to >= today && p.from <= addDays(today, days)).length,
        );
      }),
    );
  });
});

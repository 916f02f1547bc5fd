import { addDays } from '../shared/time';
import {
  WEEKDAYS,
  type BookingRules,
  type ClosedPeriod,
  type TimeRange,
  type Weekday,
} from './booking-rules';
import { compareText } from '../shared/order';

/** Consecutive weekdays that open at the same times, as a door sign lists them ("Mo–Fr 08:00–22:00"). */
export interface OpeningHoursLine {
  readonly firstDay: Weekday;
  readonly lastDay: Weekday;
  readonly ranges: readonly TimeRange[];
}

const sameRanges = (a: readonly TimeRange[], b: readonly TimeRange[]): boolean =>
  a.length === b.length && a.every((range, i) => range.from === b[i]?.from && range.to === b[i]?.to);

/**
 * The week's opening hours from Monday to Sunday, consecutive days with equal hours in one line and
 * closed days left out: what the hero, the footer and the imprint print, from the rules the booking obeys.
 */
export const openingHoursLines = (rules: BookingRules): OpeningHoursLine[] => {
  const lines: OpeningHoursLine[] = [];
  for (const day of WEEKDAYS) {
    const ranges = rules.weeklyHours[day];
    if (ranges.length === 0) continue;
    const last = lines.at(-1);
    if (last && Number(last.lastDay) === Number(day) - 1 && sameRanges(last.ranges, ranges))
      lines[lines.length - 1] = { ...last, lastDay: day };
    else lines.push({ firstDay: day, lastDay: day, ranges });
  }
  return lines;
};

/** Closed periods that touch the next `days` days from `today` (yyyy-MM-dd), soonest first: what guests are told. */
export const upcomingClosures = (rules: BookingRules, today: string, days: number): ClosedPeriod[] => {
  const until = addDays(today, days);
  return rules.closedPeriods
    .filter((period) => period.to >= today && period.from <= until)
    .toSorted((a, b) => compareText(a.from, b.from));
};

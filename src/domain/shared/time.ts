/** The restaurant's zone: every slot, lead time and "Today" is computed here, whatever the visitor's zone. */
export const RESTAURANT_TIME_ZONE = 'Europe/Berlin';

// Made on first use: the first formatter for a zone loads the zone's rules, a task a page without dates
// should not pay for while it starts.
let partsFormatter: Intl.DateTimeFormat | undefined;
const restaurantFormatter = (): Intl.DateTimeFormat =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: RESTAURANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

export interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/**
 * A stretch of time in which Berlin's offset from UTC stays the same: from one daylight-saving change (an
 * instant in ms, inclusive) to the next (exclusive).
 */
export interface RestaurantOffsetSpan {
  readonly from: number;
  readonly until: number;
  readonly minutes: number;
}

// Spans read from ICU by the build and written into the page: the first formatter for a zone loads ICU's
// data, 40-100 ms in one piece on a phone while the page starts, and inside these spans the
// wall clock is plain arithmetic. Outside them ICU answers, as it always did.
let knownSpans: readonly RestaurantOffsetSpan[] = [];

/** Takes Berlin's offsets as the build read them from ICU (src/ui/app/prerendered-formats.ts). */
export const knowRestaurantOffsets = (spans: readonly RestaurantOffsetSpan[]): void => {
  knownSpans = spans;
};

const knownOffsetAt = (time: number): number | undefined =>
  knownSpans.find((span) => span.from <= time && time < span.until)?.minutes;

/**
 * Reads Berlin's offsets from ICU for [start, end] (ms), unless both ends are known already, for work that
 * reads the wall clock thousands of times where no page brought them (the admin filling the demo's year):
 * ICU's formatToParts costs microseconds a call, which a year of bookings turns into seconds.
 */
export const knowRestaurantOffsetsBetween = (start: number, end: number): void => {
  if (knownOffsetAt(start) !== undefined && knownOffsetAt(end) !== undefined) return;
  knownSpans = [...restaurantOffsetSpans(start, end), ...knownSpans];
};

const partsOfIcu = (instant: Date): LocalParts => {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      restaurantFormatter()
        .formatToParts(instant)
        .find((p) => p.type === type)?.value ?? 0,
    );
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/** The wall-clock reading in Berlin at an instant. */
export const restaurantParts = (instant: Date): LocalParts => {
  const known = knownOffsetAt(instant.getTime());
  if (known === undefined) return partsOfIcu(instant);
  const wall = new Date(instant.getTime() + known * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (yyyy-MM-dd) of an instant in restaurant time. */
export const restaurantDate = (instant: Date): string => {
  const p = restaurantParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

/** An instant on the restaurant's wall clock to the minute, as a spreadsheet reads it: "2026-12-03 14:05". */
export const restaurantDateTime = (instant: Date): string => {
  const p = restaurantParts(instant);
  return `${restaurantDate(instant)} ${pad(p.hour)}:${pad(p.minute)}`;
};

/** The month (YYYY-MM) of an instant in restaurant time. */
export const restaurantMonth = (instant: Date): string => restaurantDate(instant).slice(0, 7);

/** Berlin's offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
const offsetMinutes = (instant: Date): number => knownOffsetAt(instant.getTime()) ?? offsetOfIcu(instant);

const offsetOfIcu = (instant: Date): number => {
  const p = partsOfIcu(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
};

/**
 * An instant as ISO 8601 on Berlin's wall clock with its offset ("2026-12-05T10:00:00+01:00"): what a
 * reader of the date sees, where UTC's "09:00:00Z" would make a search engine show the wrong hour.
 */
export const restaurantIsoString = (instant: Date): string => {
  const p = restaurantParts(instant);
  const offset = offsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  return `${restaurantDate(instant)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${hours}:${pad(Math.abs(offset) % 60)}`;
};

/**
 * The instant of a restaurant-local date (yyyy-MM-dd) and time (HH:mm), as PostgreSQL's AT TIME ZONE reads
 * it: a time of the autumn hour that happens twice is the later (standard-time) one; a time of the spring
 * hour that does not exist resolves to the instant one hour later.
 */
export const restaurantInstant = (date: string, time: string): Date => {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // Daylight-saving changes are months apart, so the offsets half a day before and after are the only two
  // a wall-clock time of this day can have.
  const before = offsetMinutes(new Date(wall - 12 * 3_600_000));
  const after = offsetMinutes(new Date(wall + 12 * 3_600_000));
  const readings = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetMinutes(new Date(instant)) * 60_000 === wall - instant);
  return new Date(readings.length > 0 ? Math.max(...readings) : wall - before * 60_000);
};

/** Adds whole days to a yyyy-MM-dd date (calendar arithmetic, no zone involved). */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return next.toISOString().slice(0, 10);
};

const HOUR_MS = 3_600_000;

/** The instant (ms) of the first offset change after `from` and not after `to`, found by halving. */
const changeBetween = (from: number, to: number): number => {
  const before = offsetOfIcu(new Date(from));
  // Whole seconds, so that halving always lands strictly between the two ends.
  let [low, high] = [Math.floor(from / 1000) * 1000, Math.ceil(to / 1000) * 1000];
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000;
    if (offsetOfIcu(new Date(middle)) === before) low = middle;
    else high = middle;
  }
  return high;
};

/**
 * Berlin's offsets from ICU for the spans that touch [start, end] (ms), for the build to write into a page.
 * Changes are months apart, so a day's steps find each; the edges of the first and last span are where the
 * search began and ended unless a change lies there.
 */
export const restaurantOffsetSpans = (start: number, end: number): RestaurantOffsetSpan[] => {
  const spans: RestaurantOffsetSpan[] = [];
  let from = start;
  let minutes = offsetOfIcu(new Date(start));
  for (let at = start + 24 * HOUR_MS; ; at += 24 * HOUR_MS) {
    const step = Math.min(at, end);
    if (offsetOfIcu(new Date(step)) !== minutes) {
      const change = changeBetween(step - 24 * HOUR_MS, step);
      spans.push({ from, until: change, minutes });
      from = change;
      minutes = offsetOfIcu(new Date(change));
    }
    if (step >= end) break;
  }
  spans.push({ from, until: end + 1, minutes });
  return spans;
};

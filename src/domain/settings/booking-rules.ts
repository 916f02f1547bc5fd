/**
 * When the restaurant serves and how much it can take: the booking rules the owner edits in Settings. One
 * value, read by the booking form, the public pages and (as the same JSON) by create_reservation() in SQL.
 */

/** ISO weekday numbers as strings, Monday '1' to Sunday '7', the keys of the weekly hours. */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening from one wall-clock time to a later one of the same day, both 'HH:MM'. */
export interface TimeRange {
  readonly from: string;
  readonly to: string;
}

/** Closed on every date from `from` to `to` (yyyy-MM-dd, inclusive), with an optional note for guests. */
export interface ClosedPeriod {
  readonly from: string;
  readonly to: string;
  readonly note: string;
}

/** Open on one date with these hours whatever the week or a closed period says (a special opening day). */
export interface SpecialOpening {
  readonly date: string;
  readonly hours: readonly TimeRange[];
}

/**
 * How long a party of at least `fromPartySize` guests stays at its table. Bigger parties stay longer: a list
 * rising from one guest, read by its last entry the party reaches.
 */
export interface StayLength {
  readonly fromPartySize: number;
  readonly minutes: number;
}

/** Room on one date, replacing the usual covers per slot and per day (null: no limit). */
export interface CapacityOverride {
  readonly date: string;
  readonly coversPerSlot: number | null;
  readonly coversPerDay: number | null;
}

export interface BookingRules {
  readonly weeklyHours: Readonly<Record<Weekday, readonly TimeRange[]>>;
  /** Minutes between two bookable times, counted from the start of each opening range. */
  readonly slotMinutes: number;
  /** The last bookable time of a range is at least this many minutes before it closes. */
  readonly lastSlotBeforeCloseMinutes: number;
  readonly closedPeriods: readonly ClosedPeriod[];
  readonly specialOpenings: readonly SpecialOpening[];
  /** How many days ahead of today a guest may book (today + horizonDays is the last bookable date). */
  readonly horizonDays: number;
  /** A booking must be more than this many minutes ahead of now. */
  readonly leadTimeMinutes: number;
  /** The largest party bookable online; larger parties are asked to call. */
  readonly maxPartySize: number;
  /** Covers (guests) one time slot can take, counting pending and confirmed bookings; null: no limit. */
  readonly coversPerSlot: number | null;
  /** Covers a whole date can take; null: no limit. */
  readonly coversPerDay: number | null;
  readonly capacityOverrides: readonly CapacityOverride[];
  /** A party stays the minutes of the last entry whose `fromPartySize` it reaches; the first is from 1. */
  readonly stays: readonly StayLength[];
  /**
   * A weekday's own stays in place of `stays` (breakfast on a weekday is shorter than Sunday's brunch);
   * a weekday without an entry reads `stays`.
   */
  readonly staysByWeekday?: Readonly<Partial<Record<Weekday, readonly StayLength[]>>>;
  /** Minutes to reset a table after a stay, before the next party sits there. */
  readonly bufferMinutes: number;
  /** A time is offered only when its stay ends by the close of the opening range it starts in. */
  readonly staysEndByClose: boolean;
  /** The room's seats when no table is set up: guests present at once; null: no limit. */
  readonly guestsAtOnce: number | null;
}

/** A week's opening hours, day by day. */
export const weekOf = (
  hoursOf: (day: Weekday) => readonly TimeRange[],
): Readonly<Record<Weekday, readonly TimeRange[]>> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hoursOf(day)])) as Record<Weekday, readonly TimeRange[]>;

/**
 * The rules before the owner changes anything, for a real room of 40 seats: every half hour from 08:00 to
 * 21:30 on every day, two hours ahead, parties up to 20, within a 90-day horizon (nobody books a Thursday in
 * 2099). No pacing limit on arrivals; what bounds the room is that guests stay: an hour and a half for one or
 * two, 105 minutes from three, two hours from five, a quarter of an hour to reset the table, every stay over
 * by closing time, and never more than 40 guests at once while no table is set up.
 */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  weeklyHours: weekOf(() => [{ from: '08:00', to: '22:00' }]),
  slotMinutes: 30,
  lastSlotBeforeCloseMinutes: 30,
  closedPeriods: [],
  specialOpenings: [],
  horizonDays: 90,
  leadTimeMinutes: 120,
  maxPartySize: 20,
  coversPerSlot: null,
  coversPerDay: null,
  capacityOverrides: [],
  stays: [
    { fromPartySize: 1, minutes: 90 },
    { fromPartySize: 3, minutes: 105 },
    { fromPartySize: 5, minutes: 120 },
  ],
  bufferMinutes: 15,
  staysEndByClose: true,
  guestsAtOnce: 40,
};

/** Minutes since midnight of an 'HH:MM' wall-clock time. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The 'HH:MM' of minutes since midnight. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The ISO weekday of a yyyy-MM-dd date (a calendar date, no zone involved). */
export const weekdayOf = (date: string): Weekday => {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return String(day === 0 ? 7 : day) as Weekday;
};

/** The closed period a date lies in, if any. */
export const closedPeriodOf = (rules: BookingRules, date: string): ClosedPeriod | undefined =>
  rules.closedPeriods.find((p) => p.from <= date && date <= p.to);

/** The opening hours of one date: a special opening's, none in a closed period, else the weekday's. */
export const hoursOf = (rules: BookingRules, date: string): readonly TimeRange[] => {
  const special = rules.specialOpenings.find((s) => s.date === date);
  if (special) return special.hours;
  if (closedPeriodOf(rules, date)) return [];
  return rules.weeklyHours[weekdayOf(date)];
};

/** The covers one slot and the whole date can take (null: no limit). */
export const capacityOf = (
  rules: BookingRules,
  date: string,
): { readonly coversPerSlot: number | null; readonly coversPerDay: number | null } => {
  const override = rules.capacityOverrides.find((o) => o.date === date);
  return override
    ? { coversPerSlot: override.coversPerSlot, coversPerDay: override.coversPerDay }
    : { coversPerSlot: rules.coversPerSlot, coversPerDay: rules.coversPerDay };
};

import { hoursOf, minutesOf, type BookingRules } from '../settings/booking-rules';

/**
 * How long a party stays: the minutes of the last entry of the stays whose `fromPartySize` it reaches (the
 * list rises from one guest, so every party reads one entry; the first serves should a party be smaller).
 */
export const stayMinutesOf = (rules: BookingRules, partySize: number): number => {
  let minutes = rules.stays[0]?.minutes ?? 0;
  for (const stay of rules.stays) if (stay.fromPartySize <= partySize) minutes = stay.minutes;
  return minutes;
};

/**
 * The close, in minutes since midnight (24:00 is 1440), of the opening range of a date that a time starts in
 * (from ≤ time < to); where ranges overlap, the latest. Null when no range holds the time.
 */
export const closingMinuteOf = (rules: BookingRules, date: string, time: string): number | null => {
  const at = minutesOf(time);
  let closing: number | null = null;
  for (const range of hoursOf(rules, date)) {
    const to = minutesOf(range.to);
    if (minutesOf(range.from) <= at && at < to && (closing === null || to > closing)) closing = to;
  }
  return closing;
};

/**
 * Whether a party's stay from a time ends by the close of its opening range, read on the wall clock as on
 * the door (on a daylight-saving day an hour more or less passes in real time); always so when the rules
 * let a stay run past closing.
 */
export const stayEndsByClose = (
  rules: BookingRules,
  date: string,
  time: string,
  partySize: number,
): boolean => {
  if (!rules.staysEndByClose) return true;
  const closing = closingMinuteOf(rules, date, time);
  return closing !== null && minutesOf(time) + stayMinutesOf(rules, partySize) <= closing;
};

import { hoursOf, minutesOf, weekdayOf, type BookingRules, type StayLength } from '../settings/booking-rules';

/** The stays of a date: its weekday's own, if the owner set them, else the usual ones. */
export const staysOn = (rules: BookingRules, date: string): readonly StayLength[] =>
  rules.staysByWeekday?.[weekdayOf(date)] ?? rules.stays;

/**
 * How long a party stays on a date: the minutes of the last entry of the date's stays whose `fromPartySize`
 * it reaches (the list rises from one guest, so every party reads one entry; the first serves should a party
 * be smaller).
 */
export const stayMinutesOf = (rules: BookingRules, date: string, partySize: number): number => {
  const stays = staysOn(rules, date);
  let minutes = stays[0]?.minutes ?? 0;
  for (const stay of stays) if (stay.fromPartySize <= partySize) minutes = stay.minutes;
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
  return closing !== null && minutesOf(time) + stayMinutesOf(rules, date, partySize) <= closing;
};

/**
 * The login rate limit of the offline demo (decision 0090): at most LOGIN_ATTEMPT_LIMIT failed sign-ins per
 * account name within LOGIN_ATTEMPT_WINDOW_MINUTES; then every attempt for that name is refused, the right
 * password included, until the oldest of those failures leaves the window. Counted for any name, known or
 * not, so the refusal tells nothing about which accounts exist. Supabase applies GoTrue's own limits instead.
 */
export const LOGIN_ATTEMPT_LIMIT = 5;
export const LOGIN_ATTEMPT_WINDOW_MINUTES = 15;
/** GoTrue's sign-in limit ([auth.rate_limit] sign_in_sign_ups in supabase/config.toml) counts per 5 minutes. */
export const GOTRUE_SIGN_IN_WINDOW_MINUTES = 5;

const WINDOW_MS = LOGIN_ATTEMPT_WINDOW_MINUTES * 60_000;

/** The failures (epoch milliseconds) still inside the window at `now`. */
export const recentFailures = (failures: readonly number[], now: number): number[] =>
  failures.filter((at) => at <= now && now - at < WINDOW_MS);

/** The failures after one more at `now`: the recent ones and this one. */
export const withFailure = (failures: readonly number[], now: number): number[] => [
  ...recentFailures(failures, now),
  now,
];

/** Whole minutes (at least 1) until a sign-in for this name is accepted again, or null when it is now. */
export const lockedForMinutes = (failures: readonly number[], now: number): number | null => {
  const recent = recentFailures(failures, now).sort((a, b) => a - b);
  if (recent.length < LOGIN_ATTEMPT_LIMIT) return null;
  // Accepted again once only LIMIT - 1 failures remain inside the window.
  const freedAt = recent[recent.length - LOGIN_ATTEMPT_LIMIT]! + WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now) / 60_000));
};

/** The key failures are counted under: the name as typed, trimmed and in lower case. */
export const attemptKey = (username: string): string => username.trim().toLowerCase();

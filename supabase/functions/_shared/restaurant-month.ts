// The restaurant's month (YYYY-MM in Europe/Berlin) of an instant: the key of ai_usage_tracking. The app counts
// months with src/domain/shared/time.ts; tests/functions/generate-menu-image-prompt.test.ts keeps both equal.

const MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
});

export const restaurantMonthOf = (instant: Date): string => {
  const parts = MONTH.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
};

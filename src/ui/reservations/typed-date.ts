/**
 * The calendar date a guest typed into the date field, as yyyy-MM-dd, or null. Accepts what the field
 * shows in each language (German 24.11.2026, British 24/11/2026, Chinese 2026/11/24 or 2026年11月24日),
 * two-digit years, and ISO dates; a day that does not exist (31.02.) is null.
 */
export const parseTypedDate = (text: string): string | null => {
  const value = text.trim();
  const yearFirst = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(value);
  const dayFirst = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4}|\d{2})$/.exec(value);
  const parts = yearFirst
    ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
    : dayFirst
      ? { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] }
      : null;
  if (!parts) return null;
  const year = Number(parts.year) + (parts.year?.length === 2 ? 2000 : 0);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

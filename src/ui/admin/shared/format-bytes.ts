const UNITS = [
  [1024 * 1024, 'megabyte'],
  [1024, 'kilobyte'],
] as const;

/**
 * A file size for people, in the interface language: '850 kB', '4.2 MB'. Counted in 1024s, as the upload
 * limits are (5 MB = 5 × 1024 × 1024 bytes), so the limit reads as the round number the messages use.
 */
export const formatBytes = (bytes: number, locale?: string): string => {
  const [size, unit] = UNITS.find(([step]) => bytes >= step) ?? [1, 'byte'];
  const value = bytes / size;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
};

import type { Reservation } from './reservation';

/** The columns of the export, in order; the caller gives each a translated heading. */
export const CSV_COLUMNS = [
  'reservation_date',
  'reservation_time',
  'customer_name',
  'customer_email',
  'customer_phone',
  'party_size',
  'status',
  'special_requests',
  'admin_notes',
  'language_preference',
  'created_at',
] as const satisfies readonly (keyof Reservation)[];
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** A byte order mark, so that a spreadsheet reads the file as UTF-8 (umlauts, Chinese names). */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, as OWASP advises; then quoted when it holds a
 * separator, a quote or a line break.
 */
export const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The whole file: BOM, a heading row, one row per reservation, CRLF line ends (RFC 4180). */
export const reservationsCsv = (
  reservations: readonly Reservation[],
  headings: Readonly<Record<CsvColumn, string>>,
): string => {
  const lines = [
    CSV_COLUMNS.map((c) => csvCell(headings[c])).join(','),
    ...reservations.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
};

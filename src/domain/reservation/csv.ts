import { restaurantDateTime } from '../shared/time';
import type { Reservation, ReservationStatus } from './reservation';

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

/**
 * How the spreadsheet of the language the file is downloaded in reads it. German Excel splits a line on
 * semicolons (the comma is its decimal mark), so a comma-separated file opens as one column there.
 */
export interface CsvLocale {
  readonly separator: ',' | ';';
  readonly headings: Readonly<Record<CsvColumn, string>>;
  /** Each status in the staff's words (the glossary's), never the stored code. */
  readonly statuses: Readonly<Record<ReservationStatus, string>>;
}

/** The separator a spreadsheet of this language splits on: semicolons for German, commas otherwise. */
export const csvSeparatorOf = (language: string): CsvLocale['separator'] =>
  language.toLowerCase().startsWith('de') ? ';' : ',';

const cellOf = (reservation: Reservation, column: CsvColumn, locale: CsvLocale): string | number | null => {
  if (column === 'status') return locale.statuses[reservation.status];
  if (column === 'created_at') return restaurantDateTime(new Date(reservation.created_at));
  return reservation[column];
};

/** The whole file: BOM, a heading row, one row per reservation, CRLF line ends (RFC 4180). */
export const reservationsCsv = (reservations: readonly Reservation[], locale: CsvLocale): string => {
  const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(locale.separator);
  const lines = [
    line(CSV_COLUMNS.map((c) => locale.headings[c])),
    ...reservations.map((r) => line(CSV_COLUMNS.map((c) => cellOf(r, c, locale)))),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
};

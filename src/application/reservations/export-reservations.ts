import { reservationsCsv, type CsvLocale } from '../../domain/reservation/csv';
import { MAX_PAGE_SIZE, type ReservationQuery } from '../../domain/reservation/query';
import type { Reservation } from '../../domain/reservation/reservation';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** More than ten years of a busy restaurant; a bound so that a runaway export cannot loop forever. */
export const MAX_EXPORT_ROWS = 200_000;

export interface ExportRequest {
  /** The list's current filter and order; its page and page size are ignored. */
  readonly query: ReservationQuery;
  /** The separator, headings and status words of the admin's language. */
  readonly locale: CsvLocale;
}

/**
 * The CSV of every reservation the current filter matches, read page by page (each request within
 * PostgREST's max_rows), so the export holds all of them, not the first thousand.
 */
export class ExportReservations {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ExportReservations.inject>) {}

  async execute({ query, locale }: ExportRequest): Promise<Result<string, PortError>> {
    const rows: Reservation[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.deps.reservations.list({ ...query, page, pageSize: MAX_PAGE_SIZE });
      if (!answer.ok) return answer;
      rows.push(...answer.value.rows);
      const { total, totalIsLowerBound } = answer.value;
      const done = answer.value.rows.length < MAX_PAGE_SIZE || (!totalIsLowerBound && rows.length >= total);
      if (done || rows.length >= MAX_EXPORT_ROWS) break;
    }
    return ok(reservationsCsv(rows, locale));
  }
}

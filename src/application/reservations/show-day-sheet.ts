import { daySheet, type DaySheet } from '../../domain/reservation/day-sheet';
import { dayQuery } from '../../domain/reservation/query';
import { mapResult, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

export interface DaySheetView extends DaySheet {
  /** More bookings on this date than one request returns: the sheet says so instead of hiding them. */
  readonly truncated: boolean;
}

/** The day view for service: one date's bookings by slot, with covers per slot and for the day. */
export class ShowDaySheet {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ShowDaySheet.inject>) {}

  async execute(date: string): Promise<Result<DaySheetView, PortError>> {
    const page = await this.deps.reservations.list(dayQuery(date));
    return mapResult(page, ({ rows, total }) => ({
      ...daySheet(date, rows),
      truncated: total > rows.length,
    }));
  }
}

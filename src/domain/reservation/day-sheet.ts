import { coversOf, takesASeat } from './summary';
import type { Reservation } from './reservation';
import { compareText } from '../shared/order';

/** One time slot of the day view: its bookings in list order and the covers they bring. */
export interface DaySheetSlot {
  readonly time: string;
  readonly reservations: readonly Reservation[];
  readonly covers: number;
}

/** The day view for service: one date's bookings by slot, with covers per slot and for the day. */
export interface DaySheet {
  readonly date: string;
  readonly slots: readonly DaySheetSlot[];
  readonly covers: number;
  /** Bookings that take a seat (cancelled and no-shows are listed but not counted). */
  readonly bookings: number;
}

/** Groups one date's reservations by time, earliest slot first; other dates' rows are left out. */
export const daySheet = (date: string, reservations: readonly Reservation[]): DaySheet => {
  const bySlot = new Map<string, Reservation[]>();
  for (const r of reservations) {
    if (r.reservation_date !== date) continue;
    const slot = bySlot.get(r.reservation_time);
    if (slot) slot.push(r);
    else bySlot.set(r.reservation_time, [r]);
  }
  const slots = [...bySlot.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([time, rows]) => ({ time, reservations: rows, covers: coversOf(rows) }));
  const all = slots.flatMap((s) => s.reservations);
  return {
    date,
    slots,
    covers: slots.reduce((sum, s) => sum + s.covers, 0),
    bookings: all.filter(takesASeat).length,
  };
};

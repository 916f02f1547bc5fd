import type { DemoControl } from '../../application/ports/demo-control';
import { EMPTY_FLOOR_PLAN } from '../../domain/room/floor-plan';
import { HOLDS_COVERS } from '../../domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES } from '../../domain/settings/booking-rules';
import { ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';

/** What the demo keeps beside its database (the e-mail outbox, uploaded files), forgotten on reset too. */
export type DemoExtra = () => void | Promise<void>;

/** Loaded when asked for, so the generator and its name lists stay out of every other page. */
const busyYearModule = () => import('./demo-seed/busy-year');

export class MemoryDemoControl implements DemoControl {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly extras: readonly DemoExtra[] = [],
  ) {}

  async reset() {
    const reset = await this.db.reset();
    if (!reset.ok) return reset;
    for (const forget of this.extras) {
      try {
        await forget();
      } catch (error) {
        console.error('Part of the demo could not be reset', error);
      }
    }
    return reset;
  }

  /** The year keeps the owner's rules and room, and seats its guests around the bookings already taken. */
  async fillBusyYear() {
    const { busyYear, isBusyYearBooking } = await busyYearModule();
    const holding = await this.db.reservations.where(
      (row) => !isBusyYearBooking(row) && (HOLDS_COVERS as readonly string[]).includes(row.status),
    );
    if (!holding.ok) return holding;
    const tables = this.db.tables();
    const rows = busyYear(this.db.now(), {
      rules: tables.booking_rules ?? DEFAULT_BOOKING_RULES,
      plan: tables.floor_plan ?? EMPTY_FLOOR_PLAN,
      booked: holding.value,
    });
    const filled = await this.db.reservations.replaceWhere(isBusyYearBooking, rows);
    return filled.ok ? ok({ count: rows.length }) : filled;
  }
}

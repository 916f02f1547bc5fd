import type { TimeAnswer } from '../../domain/room/availability';
import type { BookingChannel, FloorPlan } from '../../domain/room/floor-plan';
import type { PortError, Result } from '../../domain/shared/result';

/** The room staff set up: dining areas, tables and combinations, read and replaced whole (staff only). */
export interface FloorPlanRepository {
  /** The plan in force; an empty one until staff set up tables. */
  plan(): Promise<Result<FloorPlan, PortError>>;
  /**
   * Replaces the plan: areas, tables and combinations kept by id, changed, added or removed. An invalid plan
   * is refused with its translation key; a removed table frees the bookings seated at it.
   */
  save(plan: FloorPlan): Promise<Result<FloorPlan, PortError>>;
  /**
   * Every time of a date for a party, with the tables it would get or why it cannot be booked now: online
   * as the booking form answers a guest, or as staff book (held to the room, not to the form's limits).
   */
  availability(
    date: string,
    partySize: number,
    channel: BookingChannel,
  ): Promise<Result<TimeAnswer[], PortError>>;
}

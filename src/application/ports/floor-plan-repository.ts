import type { FloorPlan } from '../../domain/room/floor-plan';
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
}

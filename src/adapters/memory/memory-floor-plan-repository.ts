import type { FloorPlanRepository } from '../../application/ports/floor-plan-repository';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../domain/room/floor-plan';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** The demo's floor plan, kept in its document; its store seats bookings by it. */
export class MemoryFloorPlanRepository implements FloorPlanRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async plan() {
    return ok(this.db.tables().floor_plan ?? EMPTY_FLOOR_PLAN);
  }

  async save(plan: FloorPlan) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { floorPlanSchema } = await import('../../domain/room/floor-plan-schema');
    const valid = validate(floorPlanSchema, plan);
    if (!valid.ok) return valid;
    return this.db.change((tables) => {
      tables.floor_plan = valid.value;
      return valid.value;
    });
  }
}

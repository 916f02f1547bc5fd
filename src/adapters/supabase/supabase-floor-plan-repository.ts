import type { FloorPlanRepository } from '../../application/ports/floor-plan-repository';
import type { FloorPlan } from '../../domain/room/floor-plan';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The floor plan through floor_plan() and save_floor_plan(): one value in the domain's shape each way, so
 * that Settings reads it in one request and replaces areas, tables and combinations in one transaction.
 */
export class SupabaseFloorPlanRepository implements FloorPlanRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  /** By GET: the function is STABLE. */
  async plan() {
    const db = await this.supabase.full();
    return mapResult(await answer(db.rpc('floor_plan', undefined, { get: true })), asFloorPlan);
  }

  async save(plan: FloorPlan) {
    const { floorPlanSchema } = await import('../../domain/room/floor-plan-schema');
    const valid = validate(floorPlanSchema, plan);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return mapResult(
      await answer(db.rpc('save_floor_plan', { p_plan: valid.value as unknown as Json })),
      asFloorPlan,
    );
  }
}

const asFloorPlan = (value: Json): FloorPlan => value as unknown as FloorPlan;

import type { FloorPlanRepository } from '../../application/ports/floor-plan-repository';
import type { TimeAnswer, Unavailability } from '../../domain/room/availability';
import type { BookingChannel, FloorPlan } from '../../domain/room/floor-plan';
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

  /** By GET: day_availability() is STABLE, and answers staff only. */
  async availability(date: string, partySize: number, channel: BookingChannel) {
    const db = await this.supabase.full();
    const rows = await answer(
      db.rpc(
        'day_availability',
        { p_date: date, p_party_size: partySize, p_online: channel === 'online' },
        { get: true },
      ),
    );
    return mapResult(rows, (times) => (times as unknown as TimeRow[]).map(asTimeAnswer));
  }
}

const asFloorPlan = (value: Json): FloorPlan => value as unknown as FloorPlan;

/** A row of day_availability() (its generated type only knows it returns rows). */
interface TimeRow {
  readonly reservation_time: string;
  readonly reason: string | null;
  readonly table_ids: string[] | null;
}

const asTimeAnswer = (row: TimeRow): TimeAnswer => ({
  time: row.reservation_time,
  tableIds: row.table_ids ?? [],
  reason: row.reason as Unavailability | null,
});

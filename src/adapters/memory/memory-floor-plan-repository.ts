import type { FloorPlanRepository } from '../../application/ports/floor-plan-repository';
import { dayAvailability, timeAnswersOf } from '../../domain/room/availability';
import { EMPTY_FLOOR_PLAN, type BookingChannel, type FloorPlan } from '../../domain/room/floor-plan';
import { DEFAULT_BOOKING_RULES } from '../../domain/settings/booking-rules';
import { invalid, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

const PARTY_SIZE_MIN = 'reservations.validation.partySizeMin';

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

  async availability(date: string, partySize: number, channel: BookingChannel) {
    if (!(Number.isInteger(partySize) && partySize >= 1))
      return invalid(PARTY_SIZE_MIN, { party_size: PARTY_SIZE_MIN });
    const tables = this.db.tables();
    const rules = tables.booking_rules ?? DEFAULT_BOOKING_RULES;
    const booked = await this.db.reservations.bookedOn(date, rules);
    if (!booked.ok) return booked;
    const plan = tables.floor_plan ?? EMPTY_FLOOR_PLAN;
    return ok(
      timeAnswersOf(dayAvailability(rules, plan, date, partySize, this.db.now(), booked.value, channel)),
    );
  }
}

import type { BookingRulesRepository } from '../../application/ports/booking-rules-repository';
import { freeTimesOf } from '../../domain/room/availability';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../domain/room/floor-plan';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../domain/settings/booking-rules';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** The demo's booking rules and room, kept in its document; the free times from its reservation table. */
export class MemoryBookingRulesRepository implements BookingRulesRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async rules() {
    return ok(this.current());
  }

  async save(rules: BookingRules) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { bookingRulesSchema } = await import('../../domain/settings/booking-rules-schema');
    const valid = validate(bookingRulesSchema, rules);
    if (!valid.ok) return valid;
    return this.db.change((tables) => {
      tables.booking_rules = valid.value;
      return valid.value;
    });
  }

  async freeTimes(date: string, partySize: number) {
    const rules = this.current();
    const booked = await this.db.reservations.bookedOn(date, rules);
    if (!booked.ok) return booked;
    return ok(freeTimesOf(rules, this.floorPlan(), date, partySize, this.db.now(), booked.value));
  }

  /** The room the store seats guests in. */
  floorPlan(): FloorPlan {
    return this.db.tables().floor_plan ?? EMPTY_FLOOR_PLAN;
  }

  /** The rules the store books by. */
  current(): BookingRules {
    return this.db.tables().booking_rules ?? DEFAULT_BOOKING_RULES;
  }
}

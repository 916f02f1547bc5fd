import type {
  BookingRulesRepository,
  ClosedBookingsCancellation,
} from '../../application/ports/booking-rules-repository';
import type { ReservationRepository } from '../../application/ports/reservation-repository';
import { REASON_MAX_LENGTH } from '../../domain/reservation/guest-emails';
import { bookableDatesBetween, freeTimesOf, fullDaysOf } from '../../domain/room/availability';
import type { BookedParty } from '../../domain/room/hold';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../domain/room/floor-plan';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../domain/settings/booking-rules';
import { bookingsClosedBy, rulesChangeImpact } from '../../domain/settings/rules-change';
import { invalid, ok } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** The rules the demo's store books by. */
export const rulesIn = (db: MemoryDatabase): BookingRules =>
  db.tables().booking_rules ?? DEFAULT_BOOKING_RULES;

/** The room the demo's store seats guests in. */
export const floorPlanIn = (db: MemoryDatabase): FloorPlan => db.tables().floor_plan ?? EMPTY_FLOOR_PLAN;

/**
 * The demo's booking rules and room, kept in its document; the free times from its reservation table. A save
 * that cancels the bookings the new rules close cancels them through the store's own reservations, so that
 * each guest's e-mail and the history follow as for any cancellation by staff.
 */
export class MemoryBookingRulesRepository implements BookingRulesRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly reservations: Pick<ReservationRepository, 'changeStatus'>,
  ) {}

  async rules() {
    return ok(rulesIn(this.db));
  }

  async save(rules: BookingRules, cancel?: ClosedBookingsCancellation) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { bookingRulesSchema } = await import('../../domain/settings/booking-rules-schema');
    const valid = validate(bookingRulesSchema, rules);
    if (!valid.ok) return valid;
    const reason = cancel?.reason?.trim() || null;
    if (reason !== null && [...reason].length > REASON_MAX_LENGTH) {
      const key = 'admin:reservations.validation.reasonTooLong';
      return invalid(key, { reason: key });
    }
    const rows = await this.toCome();
    if (!rows.ok) return rows;
    const closed = cancel ? bookingsClosedBy(rulesIn(this.db), valid.value, rows.value, this.db.now()) : [];
    const saved = await this.db.change((tables) => {
      tables.booking_rules = valid.value;
      return valid.value;
    });
    if (!saved.ok) return saved;
    for (const booking of closed) {
      const cancelled = await this.reservations.changeStatus(booking.id, 'cancelled', undefined, reason);
      if (!cancelled.ok) return cancelled;
    }
    return saved;
  }

  async impactOf(next: BookingRules) {
    const rows = await this.toCome();
    if (!rows.ok) return rows;
    return ok(rulesChangeImpact(rulesIn(this.db), next, rows.value, this.db.now()));
  }

  /** The bookings of today and later: the only ones a change of the rules can touch. */
  private toCome() {
    const today = restaurantDate(this.db.now());
    return this.db.reservations.where((row) => row.reservation_date >= today);
  }

  async fullDays(from: string, to: string, partySize: number) {
    const rules = rulesIn(this.db);
    const dates = bookableDatesBetween(rules, from, to, this.db.now());
    const booked = new Map<string, readonly BookedParty[]>();
    for (const date of dates) {
      const onDate = await this.db.reservations.bookedOn(date, rules);
      if (!onDate.ok) return onDate;
      booked.set(date, onDate.value);
    }
    const plan = floorPlanIn(this.db);
    return ok(fullDaysOf(rules, plan, dates, partySize, this.db.now(), (date) => booked.get(date) ?? []));
  }

  async freeTimes(date: string, partySize: number) {
    const rules = rulesIn(this.db);
    const booked = await this.db.reservations.bookedOn(date, rules);
    if (!booked.ok) return booked;
    return ok(freeTimesOf(rules, floorPlanIn(this.db), date, partySize, this.db.now(), booked.value));
  }
}

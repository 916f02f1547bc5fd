import type {
  BookingRulesRepository,
  ClosedBookingsCancellation,
} from '../../application/ports/booking-rules-repository';
import type { BookingRules } from '../../domain/settings/booking-rules';
import type { RulesChangeImpact } from '../../domain/settings/rules-change';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The booking rules in the one row of restaurant_settings, whose check constraint (booking_rules_valid())
 * holds the same bounds as the domain's schema; what a change does to booked guests from
 * rules_change_impact(); the free times from free_reservation_times(), which counts
 * the covers in SQL so that a guest never reads a booking.
 */
export class SupabaseBookingRulesRepository implements BookingRulesRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async rules() {
    const db = await this.supabase.rest();
    const row = await answer(db.from('restaurant_settings').select('booking_rules').eq('id', true).single());
    return mapResult(row, (r) => r.booking_rules as unknown as BookingRules);
  }

  /**
   * By save_booking_rules(), which locks the settings row, judges the bookings against the rules it replaces
   * and cancels the ones they close in the same transaction when asked.
   */
  async save(rules: BookingRules, cancel?: ClosedBookingsCancellation) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { bookingRulesSchema } = await import('../../domain/settings/booking-rules-schema');
    const valid = validate(bookingRulesSchema, rules);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const saved = await answer(
      db.rpc('save_booking_rules', {
        p_rules: valid.value as unknown as Json,
        p_cancel: cancel !== undefined,
        p_reason: cancel?.reason ?? undefined,
      }),
    );
    return mapResult(saved, (value) => value as unknown as BookingRules);
  }

  async impactOf(next: BookingRules) {
    const db = await this.supabase.full();
    const impact = await answer(db.rpc('rules_change_impact', { p_rules: next as unknown as Json }));
    return mapResult(impact, (value) => value as unknown as RulesChangeImpact);
  }

  /** By GET, like the free times. */
  async fullDays(from: string, to: string, partySize: number) {
    const db = await this.supabase.rest();
    return answer(
      db.rpc('full_reservation_days', { p_from: from, p_to: to, p_party_size: partySize }, { get: true }),
    );
  }

  /** By GET: the function is STABLE, so supabase-js retries it like any read. */
  async freeTimes(date: string, partySize: number) {
    const db = await this.supabase.rest();
    return answer(db.rpc('free_reservation_times', { p_date: date, p_party_size: partySize }, { get: true }));
  }
}

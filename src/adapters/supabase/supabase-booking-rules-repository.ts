import type { BookingRulesRepository } from '../../application/ports/booking-rules-repository';
import type { BookingRules } from '../../domain/settings/booking-rules';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The booking rules in the one row of restaurant_settings, whose check constraint (booking_rules_valid())
 * holds the same bounds as the domain's schema; the free times from free_reservation_times(), which counts
 * the covers in SQL so that a guest never reads a booking.
 */
export class SupabaseBookingRulesRepository implements BookingRulesRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async rules() {
    const db = await this.supabase.rest();
    const row = await answer(db.from('restaurant_settings').select('booking_rules').eq('id', true).single());
    return mapResult(row, (r) => r.booking_rules as unknown as BookingRules);
  }

  async save(rules: BookingRules) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { bookingRulesSchema } = await import('../../domain/settings/booking-rules-schema');
    const valid = validate(bookingRulesSchema, rules);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(
      db
        .from('restaurant_settings')
        .update({ booking_rules: valid.value as unknown as Json })
        .eq('id', true)
        .select('booking_rules')
        .single(),
    );
    return mapResult(row, (r) => r.booking_rules as unknown as BookingRules);
  }

  /** By GET: the function is STABLE, so supabase-js retries it like any read. */
  async freeTimes(date: string, partySize: number) {
    const db = await this.supabase.rest();
    return answer(db.rpc('free_reservation_times', { p_date: date, p_party_size: partySize }, { get: true }));
  }
}

import type { AbuseBoundsRepository } from '../../application/ports/abuse-bounds-repository';
import {
  NO_REFUSALS,
  REFUSAL_REASONS,
  type AbuseLimits,
  type RefusedAttempts,
} from '../../domain/settings/abuse-limits';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The limits against abuse in the one row of restaurant_settings (its abuse_limits column, checked by
 * abuse_limits_valid() with the domain schema's bounds), and today's refusals from refused_attempts_today()
 * (staff only). create_reservation() and record_consent() enforce the limits (decision 0087).
 */
export class SupabaseAbuseBoundsRepository implements AbuseBoundsRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async limits() {
    const db = await this.supabase.full();
    const row = await answer(db.from('restaurant_settings').select('abuse_limits').eq('id', true).single());
    return mapResult(row, (r) => r.abuse_limits as unknown as AbuseLimits);
  }

  async save(limits: AbuseLimits) {
    // Loaded with the first save, so that zod stays out of the admin's startup.
    const { abuseLimitsSchema } = await import('../../domain/settings/abuse-limits-schema');
    const valid = validate(abuseLimitsSchema, limits);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(
      db
        .from('restaurant_settings')
        .update({ abuse_limits: valid.value as unknown as Json })
        .eq('id', true)
        .select('abuse_limits')
        .single(),
    );
    return mapResult(row, (r) => r.abuse_limits as unknown as AbuseLimits);
  }

  /** A GET: the function is STABLE (it reads sequences and writes nothing). */
  async refusedToday() {
    const db = await this.supabase.full();
    const counts = await answer(db.rpc('refused_attempts_today', undefined, { get: true }));
    return mapResult(counts, (json): RefusedAttempts => {
      const read = (json ?? {}) as Partial<Record<string, unknown>>;
      return Object.fromEntries(
        REFUSAL_REASONS.map((reason) => {
          const n = read[reason];
          return [reason, typeof n === 'number' ? n : NO_REFUSALS[reason]];
        }),
      ) as RefusedAttempts;
    });
  }
}

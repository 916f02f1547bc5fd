import type { RetentionRepository } from '../../application/ports/retention-repository';
import type { RetentionSettings } from '../../domain/settings/retention';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The retention setting in the one row of restaurant_settings (its retention column), whose check
 * constraint (restaurant_retention_valid()) holds the same bounds as the domain's schema. Guests read it
 * (the privacy statement states it); anonymise_old_reservations() applies it.
 */
export class SupabaseRetentionRepository implements RetentionRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async retention() {
    const db = await this.supabase.rest();
    const row = await answer(db.from('restaurant_settings').select('retention').eq('id', true).single());
    return mapResult(row, (r) => r.retention as unknown as RetentionSettings);
  }

  async save(retention: RetentionSettings) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { retentionSchema } = await import('../../domain/settings/retention-schema');
    const valid = validate(retentionSchema, retention);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(
      db
        .from('restaurant_settings')
        .update({ retention: valid.value as unknown as Json })
        .eq('id', true)
        .select('retention')
        .single(),
    );
    return mapResult(row, (r) => r.retention as unknown as RetentionSettings);
  }
}

import type { RestaurantContactRepository } from '../../application/ports/restaurant-contact-repository';
import type { RestaurantContact } from '../../domain/settings/restaurant-contact';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Json } from './database.types';
import { answer } from './responses';

/**
 * The restaurant's contact in the one row of restaurant_settings (its contact column), whose check
 * constraint (restaurant_contact_valid()) holds the same bounds as the domain's schema. Guests read it.
 */
export class SupabaseRestaurantContactRepository implements RestaurantContactRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async contact() {
    const db = await this.supabase.rest();
    const row = await answer(db.from('restaurant_settings').select('contact').eq('id', true).single());
    return mapResult(row, (r) => r.contact as unknown as RestaurantContact);
  }

  async save(contact: RestaurantContact) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { restaurantContactSchema } = await import('../../domain/settings/restaurant-contact-schema');
    const valid = validate(restaurantContactSchema, contact);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(
      db
        .from('restaurant_settings')
        .update({ contact: valid.value as unknown as Json })
        .eq('id', true)
        .select('contact')
        .single(),
    );
    return mapResult(row, (r) => r.contact as unknown as RestaurantContact);
  }
}

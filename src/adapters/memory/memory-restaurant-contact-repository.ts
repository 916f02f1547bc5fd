import type { RestaurantContactRepository } from '../../application/ports/restaurant-contact-repository';
import { DEFAULT_RESTAURANT_CONTACT, type RestaurantContact } from '../../domain/settings/restaurant-contact';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** The demo's restaurant contact, kept in its document; the domain's default until the owner saves one. */
export class MemoryRestaurantContactRepository implements RestaurantContactRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async contact() {
    return ok(this.db.tables().restaurant_contact ?? DEFAULT_RESTAURANT_CONTACT);
  }

  async save(contact: RestaurantContact) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { restaurantContactSchema } = await import('../../domain/settings/restaurant-contact-schema');
    const valid = validate(restaurantContactSchema, contact);
    if (!valid.ok) return valid;
    return this.db.change((tables) => {
      tables.restaurant_contact = valid.value;
      return valid.value;
    });
  }
}

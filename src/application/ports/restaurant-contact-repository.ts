import type { RestaurantContact } from '../../domain/settings/restaurant-contact';
import type { PortError, Result } from '../../domain/shared/result';

/** The restaurant's address, phone, e-mail and map pin (one value, read by every public page). */
export interface RestaurantContactRepository {
  /** The contact in force; the defaults until the owner saves another. */
  contact(): Promise<Result<RestaurantContact, PortError>>;
  /** Replaces it (admin); an invalid one is refused with its translation key. */
  save(contact: RestaurantContact): Promise<Result<RestaurantContact, PortError>>;
}

import type { RestaurantContact } from '../../domain/settings/restaurant-contact';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The owner saves the address, phone, e-mail and map pin (admin); the store refuses an invalid contact. */
export class SaveRestaurantContact {
  static readonly inject = { restaurantContact: Ports.restaurantContact };
  constructor(private readonly deps: Deps<typeof SaveRestaurantContact.inject>) {}

  execute(contact: RestaurantContact): Promise<Result<RestaurantContact, PortError>> {
    return this.deps.restaurantContact.save(contact);
  }
}

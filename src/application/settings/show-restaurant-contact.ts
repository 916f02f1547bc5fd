import type { RestaurantContact } from '../../domain/settings/restaurant-contact';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The restaurant's address, phone, e-mail and map pin in force, for the public pages and Settings. */
export class ShowRestaurantContact {
  static readonly inject = { restaurantContact: Ports.restaurantContact };
  constructor(private readonly deps: Deps<typeof ShowRestaurantContact.inject>) {}

  execute(): Promise<Result<RestaurantContact, PortError>> {
    return this.deps.restaurantContact.contact();
  }
}

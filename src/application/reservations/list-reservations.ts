import type { ReservationQuery } from '../../domain/reservation/query';
import { Ports, type Deps } from '../ports/tokens';

/** One page of the admin's reservations for a query; the store filters, sorts and counts. */
export class ListReservations {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ListReservations.inject>) {}

  execute(query: ReservationQuery) {
    return this.deps.reservations.list(query);
  }
}

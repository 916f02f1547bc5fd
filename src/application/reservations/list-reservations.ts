import { Ports, type Deps } from '../ports/tokens';

/** Every reservation for the admin table, earliest first; filtering happens on the page. */
export class ListReservations {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof ListReservations.inject>) {}

  execute() {
    return this.deps.reservations.list();
  }
}

import { Ports, type Deps } from '../ports/tokens';

/** The pending, upcoming, total and today's figures of the reservations page and the dashboard. */
export class CountReservations {
  static readonly inject = { reservations: Ports.reservations };
  constructor(private readonly deps: Deps<typeof CountReservations.inject>) {}

  execute() {
    return this.deps.reservations.counts();
  }
}

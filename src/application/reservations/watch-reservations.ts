import { Ports, type Deps } from '../ports/tokens';

/** An open admin tab learns of bookings made or changed elsewhere, to refresh what it shows. */
export class WatchReservations {
  static readonly inject = { feed: Ports.reservationFeed };
  constructor(private readonly deps: Deps<typeof WatchReservations.inject>) {}

  execute(onChange: () => void): () => void {
    return this.deps.feed.watch(onChange);
  }
}

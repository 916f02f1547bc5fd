import type { ReservationFeed } from '../../application/ports/reservation-feed';
import type { ReservationRepository } from '../../application/ports/reservation-repository';
import type { MemoryReservationTable } from './memory-reservation-table';

/** How often the demo also compares the counts, for a change no tab announced (a tab that was asleep). */
export const DEMO_FEED_POLL_MS = 15_000;

/**
 * The demo's bookings live in this browser: a guest books in one tab while staff watch another. Other tabs
 * announce their writes (BroadcastChannel, see MemoryReservationTable); polling the counts catches the rest.
 */
export class DemoReservationFeed implements ReservationFeed {
  constructor(
    private readonly table: MemoryReservationTable,
    private readonly reservations: Pick<ReservationRepository, 'counts'>,
    private readonly pollMs = DEMO_FEED_POLL_MS,
  ) {}

  watch(onChange: () => void): () => void {
    const unsubscribe = this.table.onChangeElsewhere(onChange);
    let last: string | null = null;
    const poll = async () => {
      const counts = await this.reservations.counts();
      if (!counts.ok) return console.error('The demo could not count its bookings', counts.error);
      const seen = JSON.stringify(counts.value);
      if (last !== null && seen !== last) onChange();
      last = seen;
    };
    void poll();
    const timer = setInterval(() => void poll(), this.pollMs);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }
}

import type { Reservation } from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';

/**
 * Where the demo keeps its reservations: row by row, so that one booking or one status change writes one
 * row, never the whole year. The browser's is IndexedDB (adapters/browser/indexeddb-reservation-store.ts);
 * tests and browsers without IndexedDB use the in-process map below.
 */
export interface ReservationStore {
  /** Every stored row, in no particular order. */
  all(): Promise<Reservation[]>;
  /** Writes rows by id, adding or replacing them, all or none. */
  put(rows: readonly Reservation[]): Promise<void>;
  /** Replaces every stored row by these, all or none. */
  replace(rows: readonly Reservation[]): Promise<void>;
}

/** What one tab tells the others after it wrote: these rows changed, or everything was replaced. */
export type ReservationChange =
  { readonly kind: 'put'; readonly rows: readonly Reservation[] } | { readonly kind: 'replaced' };

/** How the tabs of one browser hear of each other's writes (a BroadcastChannel in the browser). */
export interface ReservationSync {
  publish(change: ReservationChange): void;
  subscribe(listener: (change: ReservationChange) => void): void;
}

/**
 * A store in this process: rows are copied in and out as IndexedDB's structured clone does, so a test sees
 * exactly what a new instance on the same store would load.
 */
export class MapReservationStore implements ReservationStore {
  private readonly rows = new Map<Id, Reservation>();

  async all() {
    return [...this.rows.values()].map((row) => structuredClone(row));
  }

  async put(rows: readonly Reservation[]) {
    for (const row of rows) this.rows.set(row.id, structuredClone(row));
  }

  async replace(rows: readonly Reservation[]) {
    this.rows.clear();
    await this.put(rows);
  }
}

import { createStore, promisifyRequest, values, type UseStore } from 'idb-keyval';
import type { ReservationChange, ReservationStore, ReservationSync } from '../memory/reservation-store';
import type { Reservation } from '../../domain/reservation/reservation';

export const DEMO_RESERVATIONS_DB = 'tischlein-demo-reservations';
export const DEMO_RESERVATIONS_STORE = 'reservations';

/**
 * The bucket a reservation is kept in: the first two characters of its id, which never changes, so 256
 * buckets of about 80 rows each at 20,000 bookings.
 */
export const bucketOf = (id: string): string => id.slice(0, 2);

/** Rows grouped into their buckets, each as the JSON text the store keeps. */
export const bucketsOf = (rows: readonly Reservation[]): [string, string][] => {
  const groups = new Map<string, Reservation[]>();
  for (const row of rows) {
    const key = bucketOf(row.id);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].map(([key, group]) => [key, JSON.stringify(group)]);
};

/** A bucket's text with these rows added or replaced by id. */
export const withRows = (bucket: string | undefined, rows: readonly Reservation[]): string => {
  const byId = new Map<string, Reservation>();
  for (const row of bucket ? (JSON.parse(bucket) as Reservation[]) : []) byId.set(row.id, row);
  for (const row of rows) byId.set(row.id, row);
  return JSON.stringify([...byId.values()]);
};

/** Every row of the buckets' texts. */
export const rowsOf = (buckets: readonly string[]): Reservation[] =>
  buckets.flatMap((bucket) => JSON.parse(bucket) as Reservation[]);

/**
 * The offline demo's reservations in this browser's IndexedDB, in 256 buckets of JSON text keyed by the
 * start of the id. A booking or a status change rewrites one bucket (about 80 rows), never the year; a
 * year of 20,000 loads in one read of 256 texts, which parse several times faster than IndexedDB clones
 * 20,000 records (measured in Chromium: 0.68 s for records, see docs/performance.md).
 */
export class IndexedDbReservationStore implements ReservationStore {
  private store: UseStore | null = null;

  private db(): UseStore {
    this.store ??= createStore(DEMO_RESERVATIONS_DB, DEMO_RESERVATIONS_STORE);
    return this.store;
  }

  async all(): Promise<Reservation[]> {
    return rowsOf(await values<string>(this.db()));
  }

  put(rows: readonly Reservation[]): Promise<void> {
    const groups = new Map<string, Reservation[]>();
    for (const row of rows) groups.set(bucketOf(row.id), [...(groups.get(bucketOf(row.id)) ?? []), row]);
    return this.db()('readwrite', (store) => {
      for (const [key, changed] of groups) {
        const current = store.get(key) as IDBRequest<string | undefined>;
        current.onsuccess = () => store.put(withRows(current.result, changed), key);
      }
      return promisifyRequest(store.transaction);
    });
  }

  replace(rows: readonly Reservation[]): Promise<void> {
    const buckets = bucketsOf(rows);
    return this.db()('readwrite', (store) => {
      store.clear();
      for (const [key, text] of buckets) store.put(text, key);
      return promisifyRequest(store.transaction);
    });
  }
}

/** The other tabs of this browser hear of every write, so each keeps its loaded rows current. */
export class BroadcastReservationSync implements ReservationSync {
  private readonly channel: BroadcastChannel | null;

  constructor(name = DEMO_RESERVATIONS_DB) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  }

  publish(change: ReservationChange) {
    try {
      this.channel?.postMessage(change);
    } catch (error) {
      console.error('Other tabs could not be told of a reservation change', error);
    }
  }

  subscribe(listener: (change: ReservationChange) => void) {
    this.channel?.addEventListener('message', (event: MessageEvent<ReservationChange>) =>
      listener(event.data),
    );
  }
}

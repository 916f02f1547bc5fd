import {
  compareReservations,
  matchesQuery,
  normaliseSearch,
  reportedTotal,
  type ReservationPage,
  type ReservationQuery,
  type ReservationSort,
} from '../../domain/reservation/query';
import type { Reservation } from '../../domain/reservation/reservation';
import { seatsTaken } from '../../domain/event/seats';
import { bookedPartyOf, type BookedParty } from '../../domain/room/hold';
import { HOLDS_COVERS } from '../../domain/settings/bookable-slots';
import type { BookingRules } from '../../domain/settings/booking-rules';
import { isUpcoming, reservationCounts, type ReservationCounts } from '../../domain/reservation/summary';
import type { Id } from '../../domain/shared/entity';
import { ok, unavailable, type PortError, type Result } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import type { ReservationChange, ReservationStore, ReservationSync } from './reservation-store';

/**
 * Reservations that arrive through the demo's JSON document instead of the store: the seed on first start
 * and after a reset, or the table an older version of the demo kept there. They replace the stored rows.
 */
export interface ReservationImport {
  /** The rows waiting in the document, or null when there are none. */
  take(): readonly Reservation[] | null;
  /** Empties the document's slot once the rows are in the store. */
  done(): void;
}

const NOT_SAVED = 'The demo data could not be saved in this browser';

/**
 * The rows in compareReservations(sort) order. Newest first compares instants, so each row's instant is
 * parsed once instead of in every comparison (a tenth of the time at 20,000 rows).
 */
const sortRows = (rows: readonly Reservation[], sort: ReservationSort): Reservation[] => {
  if (sort !== 'newest') return rows.slice().sort(compareReservations(sort));
  const keyed = rows.map((row) => ({ row, at: Date.parse(row.created_at) }));
  keyed.sort((a, b) => b.at - a.at || (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0));
  return keyed.map((k) => k.row);
};

/** The first index whose row sorts after `row` (so equal rows keep their order). */
const insertionIndex = (
  rows: readonly Reservation[],
  row: Reservation,
  order: (a: Reservation, b: Reservation) => number,
) => {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(rows[mid]!, row) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
};

/** The first index of a soonest-ordered array whose date is on or after `date`. */
const firstOnOrAfter = (soonest: readonly Reservation[], date: string) => {
  let low = 0;
  let high = soonest.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (soonest[mid]!.reservation_date < date) low = mid + 1;
    else high = mid;
  }
  return low;
};

/**
 * The demo's reservations, loaded once from their store and kept in this tab: a query filters rows already
 * in its order (each order sorted once, then kept in order as rows change) and reads one page; a write
 * stores only the rows it changes and tells the other tabs. Every step runs in turn, so a query never sees
 * half a write.
 */
export class MemoryReservationTable {
  private rows: Reservation[] | null = null;
  private readonly byId = new Map<Id, Reservation>();
  private readonly sortedBy = new Map<ReservationSort, Reservation[]>();
  private turn: Promise<unknown> = Promise.resolve();
  /** Told when another tab changed the bookings (the demo's reservation feed). */
  private readonly elsewhere = new Set<() => void>();

  constructor(
    private readonly store: ReservationStore,
    private readonly pending: ReservationImport,
    private readonly sync?: ReservationSync,
  ) {
    sync?.subscribe((change) => void this.heard(change));
  }

  /** Loads the rows (and takes in any waiting in the document) before the next query needs them. */
  async load(): Promise<Result<number, PortError>> {
    return this.inTurn(async () => ok((await this.ready()).length));
  }

  async page(query: ReservationQuery): Promise<Result<ReservationPage, PortError>> {
    return this.inTurn(async () => {
      await this.ready();
      const q = { ...query, search: normaliseSearch(query.search) };
      const start = (q.page - 1) * q.pageSize;
      const end = start + q.pageSize;
      const rows: Reservation[] = [];
      let total = 0;
      for (const row of this.sorted(q.sort)) {
        if (!matchesQuery(row, q)) continue;
        if (total >= start && total < end) rows.push(row);
        total += 1;
      }
      return ok({ rows, ...reportedTotal(total, q.search) });
    });
  }

  /**
   * The same figures as the domain's reservationCounts, read from today's and later rows only: nothing
   * before the restaurant's today can be pending, upcoming or today's.
   */
  async counts(now: Date): Promise<Result<ReservationCounts, PortError>> {
    return this.inTurn(async () => {
      const all = await this.ready();
      const today = restaurantDate(now);
      const soonest = this.sorted('soonest');
      const todays: Reservation[] = [];
      let pending = 0;
      let upcoming = 0;
      for (let i = firstOnOrAfter(soonest, today); i < soonest.length; i++) {
        const row = soonest[i]!;
        const isToday = row.reservation_date === today;
        if (isToday) todays.push(row);
        if (row.status === 'pending') pending += 1;
        else if (row.status === 'confirmed' && (!isToday || isUpcoming(row, now))) upcoming += 1;
      }
      return ok({ pending, upcoming, total: all.length, today: reservationCounts(todays, now).today });
    });
  }

  /**
   * The bookings of a date that count against its room (pending and confirmed), as the room's rule reads
   * them; `except` is a booking being moved, which is not in its own way.
   */
  async bookedOn(date: string, rules: BookingRules, except?: Id): Promise<Result<BookedParty[], PortError>> {
    return this.inTurn(async () => {
      await this.ready();
      const soonest = this.sorted('soonest');
      const booked: BookedParty[] = [];
      for (let i = firstOnOrAfter(soonest, date); i < soonest.length; i++) {
        const row = soonest[i]!;
        if (row.reservation_date !== date) break;
        if (row.id !== except && (HOLDS_COVERS as readonly string[]).includes(row.status)) {
          booked.push(bookedPartyOf(rules, row));
        }
      }
      return ok(booked);
    });
  }

  /**
   * The seats an event's bookings hold (pending and confirmed), and whether any booking (in any status)
   * was made for it on the site, which makes its participant count follow the bookings.
   */
  async seatsOf(eventId: Id): Promise<Result<{ taken: number; linked: boolean }, PortError>> {
    return this.inTurn(async () => {
      const rows = await this.ready();
      const linked = rows.some((row) => row.event_id === eventId);
      return ok({ taken: linked ? seatsTaken(rows, eventId) : 0, linked });
    });
  }

  async find(id: Id): Promise<Result<Reservation | undefined, PortError>> {
    return this.inTurn(async () => {
      await this.ready();
      return ok(this.byId.get(id));
    });
  }

  /** The rows `picked` selects (a guest's data request). */
  async where(picked: (row: Reservation) => boolean): Promise<Result<Reservation[], PortError>> {
    return this.inTurn(async () => ok((await this.ready()).filter(picked)));
  }

  async findBySubmissionKey(key: string): Promise<Result<Reservation | undefined, PortError>> {
    return this.inTurn(async () => ok((await this.ready()).find((row) => row.submission_key === key)));
  }

  /** Adds a row or replaces the row with its id, in the store first, then here and in the other tabs. */
  async put(row: Reservation): Promise<Result<Reservation, PortError>> {
    return this.inTurn(async () => {
      await this.ready();
      if (!(await this.attempt(() => this.store.put([row])))) return unavailable(NOT_SAVED);
      this.apply([row]);
      this.sync?.publish({ kind: 'put', rows: [row] });
      return ok(row);
    });
  }

  /**
   * Replaces the rows that `replaced` picks by `added`, keeping every other row: filling the demo swaps
   * its generated year for a new one and keeps the seed's and the visitor's bookings.
   */
  async replaceWhere(
    replaced: (row: Reservation) => boolean,
    added: readonly Reservation[],
  ): Promise<Result<number, PortError>> {
    return this.inTurn(async () => {
      const next = (await this.ready()).filter((row) => !replaced(row)).concat(added);
      if (!(await this.attempt(() => this.store.replace(next)))) return unavailable(NOT_SAVED);
      this.reload(next);
      this.sync?.publish({ kind: 'replaced' });
      return ok(next.length);
    });
  }

  private async ready(): Promise<Reservation[]> {
    if (!this.rows) this.reload(await this.store.all());
    const waiting = this.pending.take();
    if (waiting) {
      const rows = [...waiting];
      await this.store.replace(rows);
      this.reload(rows);
      this.pending.done();
      this.sync?.publish({ kind: 'replaced' });
    }
    return this.rows!;
  }

  /** The loaded rows in one order, sorted once and then kept in order by apply(). */
  private sorted(sort: ReservationSort): readonly Reservation[] {
    let rows = this.sortedBy.get(sort);
    if (!rows) {
      rows = sortRows(this.rows!, sort);
      this.sortedBy.set(sort, rows);
    }
    return rows;
  }

  private reload(rows: Reservation[]) {
    this.rows = rows;
    this.byId.clear();
    for (const row of rows) this.byId.set(row.id, row);
    this.sortedBy.clear();
  }

  private apply(rows: readonly Reservation[]) {
    if (!this.rows) return;
    for (const row of rows) {
      const before = this.byId.get(row.id);
      this.byId.set(row.id, row);
      if (before) this.rows[this.rows.indexOf(before)] = row;
      else this.rows.push(row);
      for (const [sort, sorted] of this.sortedBy) {
        if (before) sorted.splice(sorted.indexOf(before), 1);
        sorted.splice(insertionIndex(sorted, row, compareReservations(sort)), 0, row);
      }
    }
  }

  /** Another tab wrote: take its rows, or load again after it replaced everything. */
  private heard(change: ReservationChange) {
    return this.inTurn(async () => {
      if (change.kind === 'put') this.apply(change.rows);
      else this.rows = null;
      for (const listener of this.elsewhere) listener();
      return ok(undefined);
    });
  }

  /** Calls `listener` whenever another tab writes bookings; returns the unsubscribe. */
  onChangeElsewhere(listener: () => void): () => void {
    this.elsewhere.add(listener);
    return () => this.elsewhere.delete(listener);
  }

  private async attempt(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      console.error('Demo reservations are not writable', error);
      return false;
    }
  }

  /**
   * Runs one step after the steps before it, whether they succeeded or not; a store that throws (IndexedDB
   * blocked or gone) answers Unavailable.
   */
  private inTurn<T>(step: () => Promise<Result<T, PortError>>): Promise<Result<T, PortError>> {
    const next = this.turn.then(step).catch((error: unknown) => {
      console.error('Demo reservations are not readable', error);
      return unavailable('The demo reservations could not be read in this browser');
    });
    this.turn = next;
    return next;
  }
}

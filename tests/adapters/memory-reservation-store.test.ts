// The demo's reservations in a store of their own: kept row by row across
// instances, moved out of the JSON document (the seed's and an older demo's), queried and counted exactly as
// the domain's reference functions do, kept current across tabs, and Unavailable when the store fails.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyYear } from '../../src/adapters/memory/demo-seed/busy-year';
import { DEMO_STORAGE_KEY, MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import {
  MapReservationStore,
  type ReservationChange,
  type ReservationSync,
} from '../../src/adapters/memory/reservation-store';
import {
  RESERVATION_SORTS,
  queryReservations,
  type ReservationQuery,
} from '../../src/domain/reservation/query';
import { RESERVATION_STATUSES, type Reservation } from '../../src/domain/reservation/reservation';
import { reservationCounts } from '../../src/domain/reservation/summary';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { reservationDraft, everyReservation } from '../contracts/reservation-repository.contract';
import { emptyTables, ManualClock } from '../support/memory';

const NOW = new Date('2026-06-15T10:00:00Z');
const TODAY = restaurantDate(NOW);

const seeded = (rows: Reservation[]) => () => ({ ...emptyTables(), reservations: rows });

const open = (
  options: {
    storage?: MapStorage;
    store?: MapReservationStore;
    seed?: Reservation[];
    sync?: ReservationSync;
    clock?: ManualClock;
  } = {},
) => {
  const clock = options.clock ?? new ManualClock(NOW);
  const db = new MemoryDatabase(options.storage ?? new MapStorage(), seeded(options.seed ?? []), clock, {
    reservations: options.store ?? new MapReservationStore(),
    sync: options.sync,
  });
  return { db, clock, repo: new MemoryReservationRepository(db) };
};

const all = async (repo: MemoryReservationRepository) => {
  const page = await repo.list({ ...everyReservation, pageSize: 500 });
  if (!page.ok) throw new Error(page.error.message);
  return page.value;
};

afterEach(() => vi.restoreAllMocks());

describe('the demo reservation store', () => {
  it('keeps each booking and status change for a new instance on the same stores, out of the document', async () => {
    const storage = new MapStorage();
    const store = new MapReservationStore();
    const first = open({ storage, store });
    const made = await first.repo.create(reservationDraft(NOW));
    if (!made.ok) throw new Error(made.error.message);
    await first.repo.changeStatus(made.value.id, 'confirmed', 'Fensterplatz');

    const again = open({ storage, store });
    expect((await all(again.repo)).rows).toEqual([
      expect.objectContaining({ id: made.value.id, status: 'confirmed', admin_notes: 'Fensterplatz' }),
    ]);
    expect(await store.all()).toHaveLength(1);
    expect(JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? '{}').reservations).toEqual([]);
  });

  it("moves the seed's reservations into the store on first use and empties the document's slot", async () => {
    const seed = busyYear(NOW, { count: 30 });
    const storage = new MapStorage();
    const store = new MapReservationStore();
    const { repo } = open({ storage, store, seed });
    expect((await all(repo)).total).toBe(30);
    expect(await store.all()).toHaveLength(30);
    expect(JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? '{}').reservations).toEqual([]);
  });

  it("takes in the reservations an older demo kept in the document, replacing the store's", async () => {
    const storage = new MapStorage();
    const store = new MapReservationStore();
    await store.put(busyYear(NOW, { count: 5, seed: 1 }));
    const older = busyYear(NOW, { count: 40, seed: 2 });
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify({ ...emptyTables(), reservations: older }));
    const { repo } = open({ storage, store });
    const page = await all(repo);
    expect(page.total).toBe(40);
    expect(new Set(page.rows.map((r) => r.id))).toEqual(new Set(older.map((r) => r.id)));
  });

  it('is reset to the seed: the seed rows come back, every other row goes', async () => {
    const seed = busyYear(NOW, { count: 3 });
    const { db, repo } = open({ seed });
    await repo.create(reservationDraft(NOW));
    await repo.changeStatus(seed[0]!.id, seed[0]!.status === 'cancelled' ? 'confirmed' : 'cancelled');
    expect((await db.reset()).ok).toBe(true);
    expect((await all(repo)).rows).toEqual(expect.arrayContaining(seed));
    expect((await all(repo)).total).toBe(3);
  });

  it('answers Unavailable, and logs, when the browser store cannot be read or written', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new MapReservationStore();
    const { repo } = open({ store });
    vi.spyOn(store, 'put').mockRejectedValue(new Error('QuotaExceededError'));
    const refused = await repo.create(reservationDraft(NOW));
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('Unavailable');
    expect((await all(repo)).total).toBe(0);

    const broken = new MapReservationStore();
    vi.spyOn(broken, 'all').mockRejectedValue(new Error('InvalidStateError'));
    const unreadable = await open({ store: broken }).repo.counts();
    expect(unreadable.ok ? 'ok' : unreadable.error.kind).toBe('Unavailable');
    expect(log).toHaveBeenCalled();
  });

  it("keeps every tab's rows current: another tab's booking, status change and fill", async () => {
    const listeners: ((change: ReservationChange) => void)[] = [];
    // A channel as BroadcastChannel is: a tab does not hear its own messages.
    const tab = (): ReservationSync => {
      let mine: ((change: ReservationChange) => void) | undefined;
      return {
        publish: (change) => listeners.filter((l) => l !== mine).forEach((l) => l(structuredClone(change))),
        subscribe: (listener) => void listeners.push((mine = listener)),
      };
    };
    const storage = new MapStorage();
    const store = new MapReservationStore();
    const a = open({ storage, store, sync: tab() });
    const b = open({ storage, store, sync: tab() });
    expect((await all(b.repo)).total).toBe(0);
    const made = await a.repo.create(reservationDraft(NOW));
    if (!made.ok) throw new Error(made.error.message);
    expect((await all(b.repo)).rows.map((r) => r.id)).toEqual([made.value.id]);
    await b.repo.changeStatus(made.value.id, 'confirmed');
    expect((await all(a.repo)).rows[0]?.status).toBe('confirmed');
    const year = busyYear(NOW, { count: 50 });
    await a.db.reservations.replaceWhere(() => false, year);
    expect((await all(b.repo)).total).toBe(51);
    expect(await b.repo.counts()).toEqual(await a.repo.counts());
  });
});

const anyQuery = (dates: readonly string[]): fc.Arbitrary<ReservationQuery> =>
  fc.record({
    status: fc.constantFrom('all' as const, ...RESERVATION_STATUSES),
    from: fc.option(fc.constantFrom(...dates), { nil: null }),
    to: fc.option(fc.constantFrom(...dates), { nil: null }),
    search: fc.constantFrom('', 'mül', 'WANG', '王', 'example', '+49', '0151', '  anna  ', 'x%_'),
    sort: fc.constantFrom(...RESERVATION_SORTS),
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.constantFrom(1, 7, 25, 100),
  });

describe('queries and counts over the store', () => {
  it('answer what the domain answers over every row, before and after bookings and changes', async () => {
    const clock = new ManualClock(NOW);
    const { repo } = open({ seed: busyYear(NOW, { count: 600 }), clock });
    const everything = async (): Promise<Reservation[]> => {
      const out: Reservation[] = [];
      for (let page = 1; ; page++) {
        const got = await repo.list({ ...everyReservation, pageSize: 500, page });
        if (!got.ok) throw new Error(got.error.message);
        out.push(...got.value.rows);
        if (out.length >= got.value.total) return out;
      }
    };
    const dates = Array.from({ length: 30 }, (_, i) => addDays(TODAY, i * 12 - 300));
    const check = async () => {
      const reference = await everything();
      await fc.assert(
        fc.asyncProperty(anyQuery([...dates, TODAY]), async (query) => {
          const page = await repo.list(query);
          expect(page.ok && page.value).toEqual(queryReservations(reference, query));
        }),
        { numRuns: 60 },
      );
      expect(await repo.counts()).toEqual({ ok: true, value: reservationCounts(reference, clock.now()) });
    };
    await check();
    // Writes keep each order that has been sorted: new rows, status changes and notes move into place.
    const some = (await everything()).filter((r) => r.status === 'pending' || r.status === 'confirmed');
    for (const [i, r] of some.slice(0, 20).entries()) {
      if (i % 2) await repo.changeStatus(r.id, r.status === 'pending' ? 'confirmed' : 'completed');
      else await repo.saveNotes(r.id, `note ${i}`);
      clock.advance(60_000);
      await repo.create(reservationDraft(clock.now(), { reservation_date: addDays(TODAY, 1 + (i % 9)) }));
    }
    await check();
    // Counts at other instants: today's slots before and after they start.
    for (const hours of [-9, 1, 5, 11, 30]) {
      clock.set(new Date(NOW.getTime() + hours * 3_600_000));
      expect(await repo.counts()).toEqual({
        ok: true,
        value: reservationCounts(await everything(), clock.now()),
      });
    }
  });
});

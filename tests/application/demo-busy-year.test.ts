// Filling the demo with a busy year: through the use case and the demo control, the repository
// lists and counts every generated booking, a second fill replaces the year instead of adding one, the
// seed's and the visitor's bookings stay, and a busy demo shows the newest booking first with exact counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_YEAR_SIZE, busyYear } from '../../src/adapters/memory/demo-seed/busy-year';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryDemoControl } from '../../src/adapters/memory/memory-demo-control';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { MapReservationStore } from '../../src/adapters/memory/reservation-store';
import { FillDemoWithBusyYear } from '../../src/application/demo/fill-demo-with-busy-year';
import { defaultReservationQuery, type ReservationQuery } from '../../src/domain/reservation/query';
import type { Reservation } from '../../src/domain/reservation/reservation';
import { reservationCounts } from '../../src/domain/reservation/summary';
import { knowRestaurantOffsets, restaurantDate, restaurantOffsetSpans } from '../../src/domain/shared/time';
import { reservationDraft } from '../contracts/reservation-repository.contract';
import { emptyTables, ManualClock } from '../support/memory';

const NOW = new Date('2026-06-15T10:00:00Z');
// Berlin's offsets as a page knows them (read from ICU once, as the build does).
beforeAll(() => knowRestaurantOffsets(restaurantOffsetSpans(Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1))));
afterAll(() => knowRestaurantOffsets([]));

const TODAY = restaurantDate(NOW);
const SEED = busyYear(NOW, { count: 4, seed: 99 }).map((r, i) => ({ ...r, submission_key: `seed-${i}` }));

const setup = () => {
  const clock = new ManualClock(NOW);
  const store = new MapReservationStore();
  const db = new MemoryDatabase(new MapStorage(), () => ({ ...emptyTables(), reservations: SEED }), clock, {
    reservations: store,
  });
  const demo = new MemoryDemoControl(db);
  return {
    clock,
    store,
    repo: new MemoryReservationRepository(db),
    fill: new FillDemoWithBusyYear({ demo }),
  };
};

const query = (overrides: Partial<ReservationQuery> = {}): ReservationQuery => ({
  ...defaultReservationQuery(TODAY),
  from: null,
  ...overrides,
});

describe('FillDemoWithBusyYear', () => {
  it("adds 20,000 bookings beside the seed's and the visitor's, and a second fill replaces them", async () => {
    const { repo, fill, store } = setup();
    const mine = await repo.create(reservationDraft(NOW, { customer_name: 'Ada Lovelace' }));
    if (!mine.ok) throw new Error(mine.error.message);
    const filled = await fill.execute();
    expect(filled).toEqual({ ok: true, value: { count: BUSY_YEAR_SIZE } });
    expect(await fill.execute()).toEqual(filled);
    const total = BUSY_YEAR_SIZE + SEED.length + 1;
    const page = await repo.list(query());
    expect(page.ok && page.value.total).toBe(total);
    const stored = await store.all();
    expect(stored).toHaveLength(total);
    expect(stored).toEqual(expect.arrayContaining([mine.value, ...SEED]));
    expect(await repo.counts()).toEqual({ ok: true, value: reservationCounts(stored, NOW) });
    const pending = await repo.list(query({ status: 'pending', from: TODAY }));
    expect(pending.ok && pending.value.total).toBe(
      stored.filter((r) => r.status === 'pending' && r.reservation_date >= TODAY).length,
    );
  });
});

describe('a busy demo of 1,500 bookings', () => {
  it('shows a new booking first by newest and counts the pending ones exactly', async () => {
    const clock = new ManualClock(NOW);
    const rows: Reservation[] = busyYear(NOW, { count: 1500, seed: 7 });
    const db = new MemoryDatabase(new MapStorage(), () => ({ ...emptyTables(), reservations: rows }), clock);
    const repo = new MemoryReservationRepository(db);
    const before = await repo.counts();
    if (!before.ok) throw new Error(before.error.message);
    expect(before.value.total).toBe(1500);
    expect(before.value.pending).toBe(reservationCounts(rows, NOW).pending);

    clock.advance(60_000);
    const made = await repo.create(reservationDraft(clock.now(), { customer_name: 'Newest Guest' }));
    if (!made.ok) throw new Error(made.error.message);
    const newest = await repo.list(query({ sort: 'newest' }));
    expect(newest.ok && newest.value.rows[0]?.id).toBe(made.value.id);
    expect(newest.ok && newest.value.rows).toHaveLength(25);
    const after = await repo.counts();
    expect(after.ok && after.value.pending).toBe(before.value.pending + 1);
    expect(after.ok && after.value.total).toBe(1501);
    const awaiting = await repo.list(query({ status: 'pending', from: TODAY, sort: 'newest', pageSize: 5 }));
    expect(awaiting.ok && [awaiting.value.rows[0]?.id, awaiting.value.total]).toEqual([
      made.value.id,
      before.value.pending + 1,
    ]);
  });
});

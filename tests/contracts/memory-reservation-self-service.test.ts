// The guest's self-service link on the in-memory adapter (the offline demo), by the port's contract, and the
// demo's manageLinkFor() that the demo outbox puts into its e-mails.
import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryBookingRulesRepository } from '../../src/adapters/memory/memory-booking-rules-repository';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { MemoryReservationSelfService } from '../../src/adapters/memory/memory-reservation-self-service';
import {
  DEMO_SELF_SERVICE_KEY,
  demoManageLink,
  demoSelfServiceKey,
  manageLinkFor,
  manageTokenFor,
  signReservationToken,
} from '../../src/adapters/memory/reservation-token';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { emptyTables, ManualClock } from '../support/memory';
import { describeReservationSelfService } from './reservation-self-service.contract';
import { reservationDraft } from './reservation-repository.contract';

const fresh = () => {
  const clock = new ManualClock();
  const storage = new MapStorage();
  const db = new MemoryDatabase(storage, emptyTables, clock);
  return { clock, storage, db, now: clock.now() };
};

describeReservationSelfService('memory', async () => {
  const { storage, db, now } = fresh();
  const reservations = new MemoryReservationRepository(db);
  const rules = new MemoryBookingRulesRepository(db, reservations);
  return {
    service: new MemoryReservationSelfService(db, storage),
    now,
    async book({ name, days, time, party }) {
      const created = await reservations.create(
        reservationDraft(now, {
          customer_name: name,
          reservation_date: addDays(restaurantDate(now), days),
          reservation_time: time,
          party_size: party,
          language_preference: 'en',
        }),
      );
      if (!created.ok) throw new Error(created.error.message);
      return { id: created.value.id, date: created.value.reservation_date, time };
    },
    async tokenFor(id) {
      const found = await db.reservations.find(id);
      if (!found.ok || !found.value) throw new Error(`no reservation ${id}`);
      return manageTokenFor(storage, found.value);
    },
    tokenExpiring: (id, expiresAt) => signReservationToken(demoSelfServiceKey(storage), id, expiresAt),
    // Written straight into the store, as the SQL suite updates the row: the scenario is a booking staff
    // closed, whatever the clock says.
    async setStatus(id, status) {
      const found = await db.reservations.find(id);
      if (!found.ok || !found.value) throw new Error(`no reservation ${id}`);
      const stored = await db.reservations.put({ ...found.value, status });
      if (!stored.ok) throw new Error(stored.error.message);
    },
    async saveRules(next) {
      const saved = await rules.save(next);
      if (!saved.ok) throw new Error(saved.error.message);
    },
    async freeTimes(date, party) {
      const free = await rules.freeTimes(date, party);
      if (!free.ok) throw new Error(free.error.message);
      return free.value;
    },
  };
});

describe('the demo’s self-service links', () => {
  it('keeps one key per demo storage, and manageLinkFor() gives the path its page opens', async () => {
    const { storage, db, now } = fresh();
    const created = await new MemoryReservationRepository(db).create(reservationDraft(now));
    if (!created.ok) throw new Error(created.error.message);
    const link = await manageLinkFor(storage, created.value);
    expect(link).toMatch(/^\/reservation\/[A-Za-z0-9_-]{76}$/);
    expect(storage.getItem(DEMO_SELF_SERVICE_KEY)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await manageLinkFor(storage, created.value)).toBe(link);
    const shown = await new MemoryReservationSelfService(db, storage).show(
      link.slice('/reservation/'.length),
    );
    expect(shown.ok && shown.value.customer_name).toBe('Mia Schulz');
    // The demo outbox's lookup by id gives the same path, and null for a booking that is not there.
    expect(await demoManageLink(storage, db)(created.value.id)).toBe(link);
    expect(await demoManageLink(storage, db)('00000000-0000-4000-8000-000000000000')).toBeNull();
    // Another browser's demo (another key) cannot open it.
    const elsewhere = await manageLinkFor(new MapStorage(), created.value);
    expect(elsewhere).not.toBe(link);
  });

  it('keeps working for the visit when the storage cannot keep the key', async () => {
    const { db, now } = fresh();
    const full = new MapStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const created = await new MemoryReservationRepository(db).create(reservationDraft(now));
    if (!created.ok) throw new Error(created.error.message);
    const token = await manageTokenFor(full, created.value);
    const shown = await new MemoryReservationSelfService(db, full).show(token);
    expect(shown.ok).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  LocalConsentPreferencesStore,
} from '../../src/adapters/browser/local-consent-preferences-store';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryAboutRepository } from '../../src/adapters/memory/memory-about-repository';
import { MemoryBookingRulesRepository } from '../../src/adapters/memory/memory-booking-rules-repository';
import { MemoryConsentRepository } from '../../src/adapters/memory/memory-consent-repository';
import { MemoryContentBlockRepository } from '../../src/adapters/memory/memory-content-block-repository';
import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { MemoryFloorPlanRepository } from '../../src/adapters/memory/memory-floor-plan-repository';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { MemoryRestaurantContactRepository } from '../../src/adapters/memory/memory-restaurant-contact-repository';
import { MemoryRetentionRepository } from '../../src/adapters/memory/memory-retention-repository';
import { MemoryPersonalDataRequests } from '../../src/adapters/memory/memory-personal-data-requests';
import { describePersonalDataRequests } from './personal-data-requests.contract';
import { preferencesFor } from '../../src/domain/consent/validity';
import { restaurantInstant } from '../../src/domain/shared/time';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';
import { describeAboutRepository } from './about-repository.contract';
import { describeBookingRulesRepository } from './booking-rules-repository.contract';
import { describeFloorPlanRepository } from './floor-plan-repository.contract';
import { describeConsentPreferencesStore } from './consent-preferences-store.contract';
import { describeConsentRepository } from './consent-repository.contract';
import { describeContentBlockRepository } from './content-block-repository.contract';
import { describeReservationRepository, reservationDraft } from './reservation-repository.contract';
import { describeRestaurantContactRepository } from './restaurant-contact-repository.contract';
import { describeRetentionRepository } from './retention-repository.contract';

// The guest-facing and content ports' contracts, run on the in-memory adapters and the browser store.
const fresh = () => {
  const clock = new ManualClock();
  return { clock, db: emptyMemoryDatabase(clock), now: clock.now() };
};

describeReservationRepository('memory', async () => {
  const { db, now } = fresh();
  return { repo: new MemoryReservationRepository(db), now, events: new MemoryEventRepository(db) };
});

describeFloorPlanRepository('memory', async () => {
  const { db, now } = fresh();
  const reservations = new MemoryReservationRepository(db);
  return {
    floorPlan: new MemoryFloorPlanRepository(db),
    rules: new MemoryBookingRulesRepository(db, reservations),
    reservations,
    now,
  };
});

describeBookingRulesRepository('memory', async () => {
  const { db, now } = fresh();
  const reservations = new MemoryReservationRepository(db);
  return { rules: new MemoryBookingRulesRepository(db, reservations), reservations, now };
});

describeRestaurantContactRepository('memory', async () => ({
  repo: new MemoryRestaurantContactRepository(fresh().db),
}));

describeRetentionRepository('memory', async () => ({ repo: new MemoryRetentionRepository(fresh().db) }));

describePersonalDataRequests('memory', async () => {
  const { db, now } = fresh();
  return {
    requests: new MemoryPersonalDataRequests(db),
    reservations: new MemoryReservationRepository(db),
    now,
  };
});

describeConsentRepository('memory', async () => {
  const { db, now, clock } = fresh();
  return { repo: new MemoryConsentRepository(db), now, advanceClock: (ms) => clock.advance(ms) };
});

describeContentBlockRepository('memory', async () => ({
  repo: new MemoryContentBlockRepository(fresh().db),
}));

describeAboutRepository('memory', async () => ({ repo: new MemoryAboutRepository(fresh().db) }));

describeConsentPreferencesStore('local storage', async () => {
  const storage = new MapStorage();
  return {
    store: new LocalConsentPreferencesStore(storage),
    reopen: () => new LocalConsentPreferencesStore(storage),
  };
});

describe('MemoryReservationRepository at the lead-time edge', () => {
  it('accepts a slot 2 h + 1 ms ahead and refuses one exactly 2 h ahead, by its own clock', async () => {
    const clock = new ManualClock();
    const repo = new MemoryReservationRepository(emptyMemoryDatabase(clock));
    const slot = restaurantInstant('2026-06-20', '12:00');
    clock.set(new Date(slot.getTime() - 2 * 3_600_000));
    const draft = reservationDraft(clock.now(), {
      reservation_date: '2026-06-20',
      reservation_time: '12:00',
    });
    const refused = await repo.create(draft);
    expect(refused.ok ? 'ok' : refused.error.message).toBe('reservations.validation.timeTooSoon');
    clock.advance(-1);
    const accepted = await repo.create(draft);
    expect(accepted.ok && accepted.value.created_at).toBe(clock.now().toISOString());
  });

  it('stamps confirmed_at, cancelled_at and updated_at with its own clock', async () => {
    const clock = new ManualClock();
    const repo = new MemoryReservationRepository(emptyMemoryDatabase(clock));
    const created = await repo.create(reservationDraft(clock.now()));
    if (!created.ok) throw new Error(created.error.message);
    clock.advance(60_000);
    const confirmedAt = clock.now().toISOString();
    const confirmed = await repo.changeStatus(created.value.id, 'confirmed');
    expect(confirmed.ok && [confirmed.value.confirmed_at, confirmed.value.updated_at]).toEqual([
      confirmedAt,
      confirmedAt,
    ]);
    clock.advance(60_000);
    const noted = await repo.saveNotes(created.value.id, 'Allergie: Erdnüsse');
    expect(noted.ok && [noted.value.confirmed_at, noted.value.updated_at]).toEqual([
      confirmedAt,
      clock.now().toISOString(),
    ]);
  });
});

describe('LocalConsentPreferencesStore with damaged storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('treats unreadable or foreign JSON as no consent and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = new MapStorage();
    const store = new LocalConsentPreferencesStore(storage);
    storage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(store.read()).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1.0' }));
    expect(store.read()).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('keeps working when storage throws: no entry, a session id for this page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    let ids = 0;
    const store = new LocalConsentPreferencesStore(broken, () => `session-${++ids}`);
    expect(store.read()).toBeNull();
    const entry = preferencesFor('essential', new Date('2026-06-15T10:00:00Z'));
    expect(() => store.write(entry)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect([store.sessionId(), store.sessionId()]).toEqual(['session-1', 'session-1']);
    expect(log).toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalConsentPreferencesStore } from '../../src/adapters/browser/local-consent-preferences-store';
import {
  GUEST_DETAILS_STORAGE_KEY,
  LocalGuestDetailsStore,
} from '../../src/adapters/browser/local-guest-details-store';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryConsentRepository } from '../../src/adapters/memory/memory-consent-repository';
import type { ConsentRepository } from '../../src/application/ports/consent-repository';
import { GiveConsent } from '../../src/application/consent/give-consent';
import { LoadConsent } from '../../src/application/consent/load-consent';
import { WithdrawConsent } from '../../src/application/consent/withdraw-consent';
import { RecallGuestDetails } from '../../src/application/reservations/recall-guest-details';
import { RememberGuestDetails } from '../../src/application/reservations/remember-guest-details';
import { preferencesFor } from '../../src/domain/consent/validity';
import { unavailable } from '../../src/domain/shared/result';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

const YEAR = 365 * 86_400_000;
const context = { userAgent: 'Mozilla/5.0', language: 'de' };

const setup = (consents?: ConsentRepository) => {
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const repo = consents ?? new MemoryConsentRepository(emptyMemoryDatabase(clock));
  const storage = new MapStorage();
  const preferences = new LocalConsentPreferencesStore(storage);
  const guestDetails = new LocalGuestDetailsStore(storage);
  const deps = { consents: repo, preferences, guestDetails, clock };
  return {
    clock,
    repo,
    storage,
    preferences,
    load: new LoadConsent(deps),
    give: new GiveConsent(deps),
    withdraw: new WithdrawConsent(deps),
    recall: new RecallGuestDetails(deps),
    remember: new RememberGuestDetails(deps),
  };
};

const failingRepository = (): ConsentRepository & { finds: number; records: number } => {
  const repo = {
    finds: 0,
    records: 0,
    async find() {
      repo.finds++;
      return unavailable('offline');
    },
    async record() {
      repo.records++;
      return unavailable('offline');
    },
  };
  return repo;
};

afterEach(() => vi.restoreAllMocks());

describe('LoadConsent', () => {
  it('uses a valid local entry without asking the server', async () => {
    const repo = failingRepository();
    const { load, preferences, clock } = setup(repo);
    preferences.write(preferencesFor('essential', clock.now()));
    expect(await load.execute()).toMatchObject({ functional: false, version: '1.0' });
    expect(repo.finds).toBe(0);
  });

  it("falls back to the server's record for this session and keeps it locally", async () => {
    const { load, repo, preferences } = setup();
    await repo.record({
      sessionId: preferences.sessionId(),
      choice: { essential: true, functional: true, analytics: true, marketing: false },
      userAgent: null,
      language: 'en',
    });
    const loaded = await load.execute();
    // Analytics is not offered, so the record holds no consent to it (decision 0077), whatever was sent.
    expect(loaded).toMatchObject({ functional: true, analytics: false, marketing: false, version: '1.0' });
    expect(preferences.read()).toEqual(loaded);
  });

  it('asks the server when the local entry has expired, and finds nothing once the record has too', async () => {
    const { load, give, clock, preferences } = setup();
    await give.execute('all', context);
    clock.advance(YEAR + 86_400_000);
    expect(preferences.read()).not.toBeNull();
    expect(await load.execute()).toBeNull();
  });

  it('treats a failing server as no consent and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = setup(failingRepository());
    expect(await load.execute()).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('GiveConsent and WithdrawConsent', () => {
  it('keeps the choice locally and records it on the server under the session id', async () => {
    const { give, repo, preferences } = setup();
    const given = await give.execute({ functional: true, analytics: false, marketing: true }, context);
    expect(preferences.read()).toEqual(given);
    const recorded = await repo.find(preferences.sessionId());
    // Marketing is a category nothing on the site uses (purposes.ts): it is recorded as refused.
    expect(recorded.ok && recorded.value).toMatchObject({
      functional_cookies: true,
      analytics_cookies: false,
      marketing_cookies: false,
      user_agent: 'Mozilla/5.0',
    });
  });

  it('keeps the local choice when the server cannot record it, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const repo = failingRepository();
    const { give, load, preferences } = setup(repo);
    await give.execute('essential', context);
    expect(repo.records).toBe(1);
    expect(log).toHaveBeenCalledOnce();
    expect(preferences.read()).toMatchObject({ essential: true, analytics: false });
    expect(await load.execute()).not.toBeNull();
  });

  it('cuts an over-long user agent to what the server keeps instead of losing the record', async () => {
    const { give, repo, preferences } = setup();
    await give.execute('all', { userAgent: 'x'.repeat(800), language: null });
    const recorded = await repo.find(preferences.sessionId());
    expect(recorded.ok && recorded.value?.user_agent?.length).toBe(500);
  });

  it('stays withdrawn after a reload although the server still has the old record', async () => {
    const { give, withdraw, load, storage, clock, repo } = setup();
    await give.execute('all', context);
    withdraw.execute();
    const reloaded = new LoadConsent({
      consents: repo,
      preferences: new LocalConsentPreferencesStore(storage),
      clock,
    });
    expect(await reloaded.execute()).toBeNull();
    expect(await load.execute()).toBeNull();
  });
});

describe('remembered contact details (functional consent)', () => {
  const details = { customer_name: 'Mei Lin', customer_email: 'mei@example.org', customer_phone: '' };

  it('are kept and offered again only with functional consent', async () => {
    const { give, remember, recall, storage } = setup();
    remember.execute(details);
    expect(storage.getItem(GUEST_DETAILS_STORAGE_KEY)).toBeNull();
    await give.execute('essential', context);
    remember.execute(details);
    expect(recall.execute()).toBeNull();
    await give.execute('all', context);
    remember.execute(details);
    expect(recall.execute()).toEqual(details);
  });

  it('are forgotten when the consent is narrowed, withdrawn or expires', async () => {
    const { give, withdraw, remember, recall, storage, clock } = setup();
    for (const end of [
      () => give.execute({ functional: false, analytics: false, marketing: false }, context),
      async () => withdraw.execute(),
      async () => clock.advance(YEAR + 86_400_000),
    ]) {
      await give.execute('all', context);
      remember.execute(details);
      await end();
      expect(recall.execute()).toBeNull();
      expect(storage.getItem(GUEST_DETAILS_STORAGE_KEY)).toBeNull();
    }
  });

  it('ignore and forget an entry of another shape', async () => {
    const { give, recall, storage } = setup();
    await give.execute('all', context);
    storage.setItem(GUEST_DETAILS_STORAGE_KEY, JSON.stringify({ customer_name: 42 }));
    expect(recall.execute()).toBeNull();
    expect(storage.getItem(GUEST_DETAILS_STORAGE_KEY)).toBeNull();
  });
});

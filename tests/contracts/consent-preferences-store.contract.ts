import { describe, expect, it } from 'vitest';
import type { ConsentPreferencesStore } from '../../src/application/ports/consent-preferences-store';
import type { ConsentPreferences } from '../../src/domain/consent/consent';

export interface ConsentPreferencesStoreFixture {
  readonly store: ConsentPreferencesStore;
  /** A second store over the same storage, as after a page reload. */
  readonly reopen: () => ConsentPreferencesStore;
}

const preferences: ConsentPreferences = {
  essential: true,
  functional: true,
  analytics: false,
  marketing: false,
  version: '1.0',
  expires: '2027-06-15T10:00:00.000Z',
};

/** The behaviour every ConsentPreferencesStore must show, whatever keeps the entry. */
export const describeConsentPreferencesStore = (
  name: string,
  make: () => Promise<ConsentPreferencesStoreFixture>,
) =>
  describe(`ConsentPreferencesStore contract: ${name}`, () => {
    it('has no entry at first, keeps a written one across a reload, and forgets it when cleared', async () => {
      const { store, reopen } = await make();
      expect(store.read()).toBeNull();
      store.write(preferences);
      expect(store.read()).toEqual(preferences);
      expect(reopen().read()).toEqual(preferences);
      store.clear();
      expect(store.read()).toBeNull();
      expect(reopen().read()).toBeNull();
    });

    it('replaces the entry on a second write', async () => {
      const { store } = await make();
      store.write(preferences);
      const all = { ...preferences, analytics: true, marketing: true };
      store.write(all);
      expect(store.read()).toEqual(all);
    });

    it('gives one stable, non-empty session id across reloads, and a new one after a withdrawal', async () => {
      const { store, reopen } = await make();
      const id = store.sessionId();
      expect(id.length).toBeGreaterThan(0);
      expect(store.sessionId()).toBe(id);
      expect(reopen().sessionId()).toBe(id);
      store.clear();
      const next = store.sessionId();
      expect(next).not.toBe(id);
      expect(reopen().sessionId()).toBe(next);
    });

    it('gives different browsers different session ids', async () => {
      const first = await make();
      const second = await make();
      expect(first.store.sessionId()).not.toBe(second.store.sessionId());
    });
  });

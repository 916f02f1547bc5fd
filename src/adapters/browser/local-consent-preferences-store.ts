import type { ConsentPreferencesStore } from '../../application/ports/consent-preferences-store';
import type { ConsentPreferences } from '../../domain/consent/consent';
import { readConsentPreferences } from '../../domain/consent/stored-preferences';
import type { KeyValueStorage } from './browser-storage';
import { readItem, removeItems, writeItem } from './logged-storage';

export const CONSENT_STORAGE_KEY = 'tischlein.consent';
export const SESSION_ID_STORAGE_KEY = 'tischlein.session-id';

/**
 * The consent entry and the anonymous session id in the visitor's browser storage. Storage can be full or
 * blocked (private windows); that is logged and the visitor is asked again next time, never shown an error.
 */
export class LocalConsentPreferencesStore implements ConsentPreferencesStore {
  /** Kept so that a page whose storage refuses writes still uses one id throughout. */
  private knownSessionId: string | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  read(): ConsentPreferences | null {
    const raw = this.get(CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    try {
      const stored: unknown = JSON.parse(raw);
      const preferences = readConsentPreferences(stored);
      if (preferences) return preferences;
      console.error('The stored cookie consent has an unknown shape; asking again', stored);
    } catch (error) {
      console.error('The stored cookie consent is unreadable; asking again', error);
    }
    return null;
  }

  write(preferences: ConsentPreferences): void {
    this.set(CONSENT_STORAGE_KEY, JSON.stringify(preferences));
  }

  /**
   * Withdrawing also forgets the session id: otherwise the next load would find the server's record of the
   * withdrawn consent by that id and restore it. Later choices are recorded under a new session.
   */
  clear(): void {
    this.knownSessionId = null;
    removeItems(this.storage, CONSENT_STORAGE_KEY, SESSION_ID_STORAGE_KEY);
  }

  sessionId(): string {
    if (this.knownSessionId) return this.knownSessionId;
    const existing = this.get(SESSION_ID_STORAGE_KEY);
    if (existing) return (this.knownSessionId = existing);
    const created = this.newId();
    this.set(SESSION_ID_STORAGE_KEY, created);
    return (this.knownSessionId = created);
  }

  private get(key: string): string | null {
    return readItem(this.storage, key);
  }

  private set(key: string, value: string): void {
    writeItem(this.storage, key, value);
  }
}

import type { ConsentPreferences } from '../../domain/consent/consent';

/** The visitor's own browser: the consent entry and the generated session id. */
export interface ConsentPreferencesStore {
  read(): ConsentPreferences | null;
  write(preferences: ConsentPreferences): void;
  clear(): void;
  sessionId(): string;
}

import type { ConsentPreferences } from '../../domain/consent/consent';
import { isValidConsent, isValidConsentRecord, preferencesFromRecord } from '../../domain/consent/validity';
import { Ports, type Deps } from '../ports/tokens';

/**
 * The visitor's valid consent, or null while the banner should show: the browser's own
 * entry first, then the server's record for this session, which is then kept locally. The banner must never
 * block the page, so a failing server read counts as no consent.
 */
export class LoadConsent {
  static readonly inject = {
    consents: Ports.consents,
    preferences: Ports.consentPreferences,
    clock: Ports.clock,
  };
  constructor(private readonly deps: Deps<typeof LoadConsent.inject>) {}

  async execute(): Promise<ConsentPreferences | null> {
    const now = this.deps.clock.now();
    const local = this.deps.preferences.read();
    if (local && isValidConsent(local, now)) return local;
    const found = await this.deps.consents.find(this.deps.preferences.sessionId());
    if (!found.ok) {
      console.error('Cookie consent could not be loaded', found.error);
      return null;
    }
    if (!found.value || !isValidConsentRecord(found.value, now)) return null;
    const preferences = preferencesFromRecord(found.value);
    this.deps.preferences.write(preferences);
    return preferences;
  }
}

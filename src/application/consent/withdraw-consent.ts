import { Ports, type Deps } from '../ports/tokens';

/** Withdrawing clears the browser's entry, so the banner shows again, and whatever the consent allowed to keep. */
export class WithdrawConsent {
  static readonly inject = { preferences: Ports.consentPreferences, guestDetails: Ports.guestDetails };
  constructor(private readonly deps: Deps<typeof WithdrawConsent.inject>) {}

  execute(): void {
    this.deps.preferences.clear();
    this.deps.guestDetails.clear();
  }
}

import { Ports, type Deps } from '../ports/tokens';

/** Withdrawing clears the browser's entry, so the banner shows again. */
export class WithdrawConsent {
  static readonly inject = { preferences: Ports.consentPreferences };
  constructor(private readonly deps: Deps<typeof WithdrawConsent.inject>) {}

  execute(): void {
    this.deps.preferences.clear();
  }
}

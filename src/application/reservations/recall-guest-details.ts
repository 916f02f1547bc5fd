import { allowsFunctional } from '../../domain/consent/validity';
import type { GuestDetails } from '../../domain/reservation/guest-details';
import { Ports, type Deps } from '../ports/tokens';

/**
 * The contact details of the guest's last booking, for the booking form to start with; only with functional
 * consent. Without it, anything still stored (from before a withdrawal) is forgotten.
 */
export class RecallGuestDetails {
  static readonly inject = {
    guestDetails: Ports.guestDetails,
    preferences: Ports.consentPreferences,
    clock: Ports.clock,
  };
  constructor(private readonly deps: Deps<typeof RecallGuestDetails.inject>) {}

  execute(): GuestDetails | null {
    if (allowsFunctional(this.deps.preferences.read(), this.deps.clock.now()))
      return this.deps.guestDetails.read();
    this.deps.guestDetails.clear();
    return null;
  }
}

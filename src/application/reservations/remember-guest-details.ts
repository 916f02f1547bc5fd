import { allowsFunctional } from '../../domain/consent/validity';
import type { GuestDetails } from '../../domain/reservation/guest-details';
import { Ports, type Deps } from '../ports/tokens';

/** After a booking, keeps the guest's contact details in their browser for the next one, only with functional consent. */
export class RememberGuestDetails {
  static readonly inject = {
    guestDetails: Ports.guestDetails,
    preferences: Ports.consentPreferences,
    clock: Ports.clock,
  };
  constructor(private readonly deps: Deps<typeof RememberGuestDetails.inject>) {}

  execute(details: GuestDetails): void {
    if (allowsFunctional(this.deps.preferences.read(), this.deps.clock.now()))
      this.deps.guestDetails.write(details);
  }
}

import { MAX_USER_AGENT_LENGTH, type ConsentPreferences } from '../../domain/consent/consent';
import { choiceOf, preferencesFor, type ConsentKind } from '../../domain/consent/validity';
import { Ports, type Deps } from '../ports/tokens';

export interface ConsentContext {
  readonly userAgent: string | null;
  readonly language: string | null;
}

/**
 * The visitor accepts all, essential only, or a custom choice. The browser's entry is what hides the banner,
 * so it is written first and kept even when the server cannot record the choice.
 */
export class GiveConsent {
  static readonly inject = {
    consents: Ports.consents,
    preferences: Ports.consentPreferences,
    guestDetails: Ports.guestDetails,
    clock: Ports.clock,
  };
  constructor(private readonly deps: Deps<typeof GiveConsent.inject>) {}

  async execute(kind: ConsentKind, context: ConsentContext): Promise<ConsentPreferences> {
    const preferences = preferencesFor(kind, this.deps.clock.now());
    this.deps.preferences.write(preferences);
    // What functional consent allowed to keep goes with it.
    if (!preferences.functional) this.deps.guestDetails.clear();
    const recorded = await this.deps.consents.record({
      sessionId: this.deps.preferences.sessionId(),
      choice: choiceOf(preferences),
      // The server keeps a bounded user agent; a longer one is cut rather than losing the record.
      userAgent: context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      language: context.language,
    });
    if (!recorded.ok) console.error('Cookie consent could not be recorded on the server', recorded.error);
    return preferences;
  }
}

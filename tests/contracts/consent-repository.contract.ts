import { describe, expect, it } from 'vitest';
import type { ConsentRecordInput, ConsentRepository } from '../../src/application/ports/consent-repository';
import type { ConsentChoice } from '../../src/domain/consent/consent';

export interface ConsentRepositoryFixture {
  readonly repo: ConsentRepository;
  /** The instant the adapter's store treats as now. */
  readonly now: Date;
  /** Moves the store's clock forward; adapters on a real clock leave it out and the expiry test is skipped. */
  readonly advanceClock?: (ms: number) => void;
}

const DAY = 86_400_000;

export const consentInput = (overrides: Partial<ConsentRecordInput> = {}): ConsentRecordInput => ({
  sessionId: crypto.randomUUID(),
  choice: { essential: true, functional: true, analytics: false, marketing: false },
  userAgent: 'Mozilla/5.0 (contract test)',
  language: 'de',
  ...overrides,
});

/** The behaviour every ConsentRepository must show, whatever stores the records. */
export const describeConsentRepository = (name: string, make: () => Promise<ConsentRepositoryFixture>) =>
  describe(`ConsentRepository contract: ${name}`, () => {
    it('records a choice with version 1.0, no IP address and an expiry one year ahead', async () => {
      const { repo, now } = await make();
      const input = consentInput();
      const recorded = await repo.record(input);
      if (!recorded.ok) throw new Error(recorded.error.message);
      expect(recorded.value).toMatchObject({
        user_session_id: input.sessionId,
        consent_version: '1.0',
        essential_cookies: true,
        functional_cookies: true,
        analytics_cookies: false,
        marketing_cookies: false,
        ip_address: null,
        user_agent: input.userAgent,
        language_preference: 'de',
      });
      const expiresIn = Date.parse(recorded.value.expires_at) - now.getTime();
      expect(expiresIn).toBeGreaterThan(364 * DAY);
      expect(expiresIn).toBeLessThan(367 * DAY);
    });

    it("finds the session's latest record, and null for an unknown session", async () => {
      const { repo } = await make();
      const sessionId = crypto.randomUUID();
      await repo.record(consentInput({ sessionId }));
      const all: ConsentChoice = { essential: true, functional: true, analytics: true, marketing: true };
      const latest = await repo.record(consentInput({ sessionId, choice: all }));
      await repo.record(consentInput());
      const found = await repo.find(sessionId);
      expect(found.ok && found.value?.id).toBe(latest.ok && latest.value.id);
      const none = await repo.find(crypto.randomUUID());
      expect(none.ok && none.value).toBeNull();
    });

    it('stores no consent to the purposes the site does not offer, whatever is sent (decision 0077)', async () => {
      const { repo } = await make();
      const all: ConsentChoice = { essential: true, functional: true, analytics: true, marketing: true };
      const recorded = await repo.record(consentInput({ choice: all }));
      expect(recorded.ok && recorded.value).toMatchObject({
        essential_cookies: true,
        functional_cookies: true,
        analytics_cookies: false,
        marketing_cookies: false,
      });
    });

    it('refuses an empty session id, an over-long user agent and refused essential cookies', async () => {
      const { repo } = await make();
      const essentialOff = { essential: false, functional: false, analytics: false, marketing: false };
      const bad: ConsentRecordInput[] = [
        consentInput({ sessionId: '' }),
        consentInput({ sessionId: 'x'.repeat(101) }),
        consentInput({ userAgent: 'x'.repeat(501) }),
        consentInput({ choice: essentialOff as unknown as ConsentChoice }),
      ];
      for (const input of bad) {
        const result = await repo.record(input);
        expect(result.ok ? 'ok' : result.error.kind).toBe('Invalid');
        const found = await repo.find(input.sessionId);
        expect(found.ok && found.value).toBeNull();
      }
    });

    it('no longer finds a record once it has expired', async (ctx) => {
      const { repo, advanceClock } = await make();
      if (!advanceClock) return ctx.skip();
      const recorded = await repo.record(consentInput());
      if (!recorded.ok) throw new Error(recorded.error.message);
      const sessionId = recorded.value.user_session_id;
      const untilExpiry = Date.parse(recorded.value.expires_at) - Date.parse(recorded.value.created_at);
      advanceClock(untilExpiry - 1);
      const before = await repo.find(sessionId);
      expect(before.ok && before.value?.id).toBe(recorded.value.id);
      advanceClock(1);
      const gone = await repo.find(sessionId);
      expect(gone.ok && gone.value).toBeNull();
    });
  });

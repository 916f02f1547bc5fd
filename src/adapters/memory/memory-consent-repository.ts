import type { ConsentRecordInput, ConsentRepository } from '../../application/ports/consent-repository';
import { CONSENT_VERSION, type ConsentRecord } from '../../domain/consent/consent';
import { isOffered } from '../../domain/consent/purposes';
import { expiryFrom, isValidConsentRecord } from '../../domain/consent/validity';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryAbuseGuard } from './memory-abuse-bounds';
import type { MemoryDatabase } from './memory-database';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/consent/consent-schema');

/** Consent records in the demo database; like the SQL function, the store sets version and expiry itself. */
export class MemoryConsentRepository implements ConsentRepository {
  constructor(
    private readonly db: MemoryDatabase,
    /** The bound on consent records per address per hour (decision 0087); the demo always has one. */
    private readonly guard?: MemoryAbuseGuard,
  ) {}

  async record(input: ConsentRecordInput) {
    const schema = await schemas();
    const valid = validate(schema.consentRecordInputSchema, input);
    if (!valid.ok) return valid;
    const { sessionId, choice, userAgent, language } = valid.value;
    const admitted = this.guard ? this.guard.admitConsent() : ok(undefined);
    if (!admitted.ok) return admitted;
    const now = this.db.now();
    const row: ConsentRecord = {
      id: this.db.id(),
      user_session_id: sessionId,
      consent_version: CONSENT_VERSION,
      essential_cookies: true,
      functional_cookies: choice.functional,
      // Only what the site offers can be agreed to (decision 0077), as record_consent() stores it.
      analytics_cookies: isOffered('analytics') && choice.analytics,
      marketing_cookies: isOffered('marketing') && choice.marketing,
      expires_at: expiryFrom(now).toISOString(),
      ip_address: null,
      user_agent: userAgent,
      language_preference: language,
      created_at: now.toISOString(),
    };
    return this.db.change((tables) => {
      tables.consent_records.push(row);
      return row;
    });
  }

  async find(sessionId: string) {
    const now = this.db.now();
    // Later records of a session replace earlier ones; of equal timestamps the later insert wins.
    const valid = this.db
      .tables()
      .consent_records.filter((r) => r.user_session_id === sessionId && isValidConsentRecord(r, now));
    const latest = valid.reduce<ConsentRecord | null>(
      (best, r) => (best === null || r.created_at >= best.created_at ? r : best),
      null,
    );
    return ok(latest);
  }
}

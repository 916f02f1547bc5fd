import type { ConsentRecordInput, ConsentRepository } from '../../application/ports/consent-repository';
import { CONSENT_VERSION, type ConsentRecord } from '../../domain/consent/consent';
import { expiryFrom, isValidConsentRecord } from '../../domain/consent/validity';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/consent/consent-schema');

/** Consent records in the demo database; like the SQL function, the store sets version and expiry itself. */
export class MemoryConsentRepository implements ConsentRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async record(input: ConsentRecordInput) {
    const schema = await schemas();
    const valid = validate(schema.consentRecordInputSchema, input);
    if (!valid.ok) return valid;
    const { sessionId, choice, userAgent, language } = valid.value;
    const now = this.db.now();
    const row: ConsentRecord = {
      id: this.db.id(),
      user_session_id: sessionId,
      consent_version: CONSENT_VERSION,
      essential_cookies: true,
      functional_cookies: choice.functional,
      analytics_cookies: choice.analytics,
      marketing_cookies: choice.marketing,
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

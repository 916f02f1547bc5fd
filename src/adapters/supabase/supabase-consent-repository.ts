import type { ConsentRecordInput, ConsentRepository } from '../../application/ports/consent-repository';
import type { ConsentRecord } from '../../domain/consent/consent';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { Tables } from './database.types';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/** The stored row as the domain sees it: the SQL function never records an IP address. */
const toRecord = (row: Tables<'consent_records'>): ConsentRecord => ({ ...row, ip_address: null });

/**
 * Consent records through record_consent() and find_consent(): anon cannot read the table, only the record
 * of a session id it knows. The function sets version and expiry itself.
 */
export class SupabaseConsentRepository implements ConsentRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async record(input: ConsentRecordInput) {
    // Loaded with the first choice, so that the schema (and zod) stay out of the public pages' startup.
    const { consentRecordInputSchema } = await import('../../domain/consent/consent-schema');
    const valid = validate(consentRecordInputSchema, input);
    if (!valid.ok) return valid;
    const { sessionId, choice, userAgent, language } = valid.value;
    const db = await this.supabase.rest();
    const recorded = await answer(
      db.rpc('record_consent', {
        p_session_id: sessionId,
        p_essential: choice.essential,
        p_functional: choice.functional,
        p_analytics: choice.analytics,
        p_marketing: choice.marketing,
        p_user_agent: userAgent,
        p_language: language,
      }),
    );
    return mapResult(recorded, toRecord);
  }

  async find(sessionId: string) {
    const db = await this.supabase.rest();
    const found = await answer(db.rpc('find_consent', { p_session_id: sessionId }));
    return mapResult(found, (rows) => (rows[0] ? toRecord(rows[0]) : null));
  }
}

import type { ConsentChoice, ConsentRecord } from '../../domain/consent/consent';
import type { PortError, Result } from '../../domain/shared/result';

export interface ConsentRecordInput {
  readonly sessionId: string;
  readonly choice: ConsentChoice;
  readonly userAgent: string | null;
  readonly language: string | null;
}

/** The server's copy of a visitor's consent, found by the session id that only the visitor's browser knows. */
export interface ConsentRepository {
  record(input: ConsentRecordInput): Promise<Result<ConsentRecord, PortError>>;
  /** The session's latest valid record (version 1.0, not expired), or null. */
  find(sessionId: string): Promise<Result<ConsentRecord | null, PortError>>;
}

import type { PersonalDataExport } from '../../domain/reservation/data-request';
import type { PortError, Result } from '../../domain/shared/result';

/** A guest's data on request (admin only): each call is logged without the address. */
export interface PersonalDataRequests {
  /** Everything stored about the address; an unusable address is refused with its translation key. */
  exportByEmail(email: string): Promise<Result<PersonalDataExport, PortError>>;
  /** Deletes every reservation of the address (and its e-mails); answers how many there were. */
  eraseByEmail(email: string): Promise<Result<number, PortError>>;
}

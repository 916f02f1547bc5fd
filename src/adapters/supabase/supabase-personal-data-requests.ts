import type { PersonalDataRequests } from '../../application/ports/personal-data-requests';
import {
  DATA_REQUEST_EMAIL_INVALID,
  dataRequestEmail,
  type PersonalDataExport,
} from '../../domain/reservation/data-request';
import { invalid, mapResult, type PortError, type Result } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/**
 * Data requests through admin_export_personal_data() and admin_erase_personal_data(): SECURITY DEFINER
 * functions with their own admin check that log each call in private.data_requests without the address.
 */
export class SupabasePersonalDataRequests implements PersonalDataRequests {
  constructor(private readonly supabase: SupabaseConnection) {}

  async exportByEmail(email: string): Promise<Result<PersonalDataExport, PortError>> {
    if (dataRequestEmail(email) === null)
      return invalid(DATA_REQUEST_EMAIL_INVALID, { email: DATA_REQUEST_EMAIL_INVALID });
    const db = await this.supabase.full();
    const data = await answer(db.rpc('admin_export_personal_data', { p_email: email }));
    return mapResult(data, (value) => value as unknown as PersonalDataExport);
  }

  async eraseByEmail(email: string): Promise<Result<number, PortError>> {
    if (dataRequestEmail(email) === null)
      return invalid(DATA_REQUEST_EMAIL_INVALID, { email: DATA_REQUEST_EMAIL_INVALID });
    const db = await this.supabase.full();
    return answer(db.rpc('admin_erase_personal_data', { p_email: email }));
  }
}

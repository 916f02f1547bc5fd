import type { PersonalDataExport } from '../../domain/reservation/data-request';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Staff answer a guest's request for access (GDPR Art. 15): everything stored about one e-mail address. */
export class ExportPersonalData {
  static readonly inject = { requests: Ports.personalDataRequests };
  constructor(private readonly deps: Deps<typeof ExportPersonalData.inject>) {}

  execute(email: string): Promise<Result<PersonalDataExport, PortError>> {
    return this.deps.requests.exportByEmail(email);
  }
}

import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Staff answer a guest's request for erasure (GDPR Art. 17): every reservation of one e-mail address goes. */
export class ErasePersonalData {
  static readonly inject = { requests: Ports.personalDataRequests };
  constructor(private readonly deps: Deps<typeof ErasePersonalData.inject>) {}

  execute(email: string): Promise<Result<number, PortError>> {
    return this.deps.requests.eraseByEmail(email);
  }
}

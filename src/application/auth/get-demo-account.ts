import type { Credentials } from '../../domain/auth/session';
import { Ports, type Deps } from '../ports/tokens';

/** The demo account for the login hint; null outside the offline demo. */
export class GetDemoAccount {
  static readonly inject = { auth: Ports.auth };
  constructor(private readonly deps: Deps<typeof GetDemoAccount.inject>) {}

  execute(): Credentials | null {
    return this.deps.auth.demoAccount();
  }
}

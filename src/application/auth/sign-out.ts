import { Ports, type Deps } from '../ports/tokens';

export class SignOut {
  static readonly inject = { auth: Ports.auth };
  constructor(private readonly deps: Deps<typeof SignOut.inject>) {}

  execute(): Promise<void> {
    return this.deps.auth.signOut();
  }
}

import type { StaffSession } from '../../domain/auth/session';
import { Ports, type Deps } from '../ports/tokens';

/** The signed-in admin, or null: anyone else (signed out, or signed in without admin rights). */
export class GetStaffSession {
  static readonly inject = { auth: Ports.auth };
  constructor(private readonly deps: Deps<typeof GetStaffSession.inject>) {}

  async execute(): Promise<StaffSession | null> {
    try {
      const session = await this.deps.auth.currentSession();
      return session?.isAdmin ? session : null;
    } catch (error) {
      console.error('The staff session could not be read', error);
      return null;
    }
  }
}

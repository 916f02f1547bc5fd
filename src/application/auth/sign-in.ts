import type { Credentials } from '../../domain/auth/session';
import { credentialsSchema } from '../../domain/auth/credentials-schema';
import { fail } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** Staff sign-in: the auth backend verifies the credentials and decides admin rights. */
export class SignIn {
  static readonly inject = { auth: Ports.auth };
  constructor(private readonly deps: Deps<typeof SignIn.inject>) {}

  async execute(credentials: Credentials) {
    const parsed = credentialsSchema.safeParse(credentials);
    if (!parsed.success) return fail('InvalidCredentials' as const);
    const result = await this.deps.auth.signIn(parsed.data);
    if (result.ok && !result.value.isAdmin) {
      // A signed-in account without admin rights gets nothing from the admin area: end its session.
      await this.deps.auth.signOut();
      return fail('NotAdmin' as const);
    }
    return result;
  }
}

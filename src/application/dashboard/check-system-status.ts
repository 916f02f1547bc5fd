import { GetStaffSession } from '../auth/get-staff-session';
import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The dashboard's system status card: real checks where the original showed static text. */
export interface SystemStatus {
  /** A count of menu items succeeds. */
  readonly data: boolean;
  /** The file storage answers. */
  readonly storage: boolean;
  /** The signed-in user is still an admin. */
  readonly session: boolean;
}

export class CheckSystemStatus {
  static readonly inject = { menuItems: Ports.menuItems, files: Ports.files, auth: Ports.auth };
  constructor(private readonly deps: Deps<typeof CheckSystemStatus.inject>) {}

  async execute(): Promise<SystemStatus> {
    const [data, storage, session] = await Promise.all([
      succeeds('data backend', () => this.deps.menuItems.count()),
      succeeds('file storage', () => this.deps.files.ping()),
      new GetStaffSession({ auth: this.deps.auth }).execute().then((s) => s !== null),
    ]);
    return { data, storage, session };
  }
}

const succeeds = async (what: string, check: () => Promise<Result<unknown, PortError>>) => {
  try {
    const result = await check();
    if (result.ok) return true;
    console.error(`System status: the ${what} is not reachable`, result.error);
  } catch (error) {
    console.error(`System status: the ${what} is not reachable`, error);
  }
  return false;
};

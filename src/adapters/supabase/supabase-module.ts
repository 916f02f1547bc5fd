import { ContainerModule } from 'inversify';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { DemoControl } from '../../application/ports/demo-control';
import { Ports, type PortMap } from '../../application/ports/tokens';
import { unavailable } from '../../domain/shared/result';
import { LocalConsentPreferencesStore } from '../browser/local-consent-preferences-store';
import { browserStorage } from '../browser/browser-storage';
import { systemClock } from '../browser/system-clock';
import { notYetImplemented } from './not-yet-implemented';

export interface SupabaseConfig {
  readonly url: string;
  readonly anonKey: string;
}

const noDemo: DemoControl = {
  isDemo: false,
  reset: async () => unavailable('Only the offline demo can be reset'),
};

const authNotYetImplemented: AuthGateway = {
  signIn: async () => ({ ok: false, error: 'Unavailable' }),
  signOut: async () => undefined,
  currentSession: async () => null,
  onChange: () => () => undefined,
  demoAccount: () => null,
};

const repositories = [
  'menuItems',
  'menuCategories',
  'videos',
  'aiUsage',
  'press',
  'gallery',
  'events',
  'contentBlocks',
  'about',
  'reservations',
  'consents',
  'files',
] as const satisfies readonly (keyof PortMap)[];

/** Every port on Supabase: production. */
export const supabaseModule = (config: SupabaseConfig) =>
  new ContainerModule(({ bind }) => {
    void config;
    bind(Ports.clock).toConstantValue(systemClock);
    bind(Ports.auth).toConstantValue(authNotYetImplemented);
    bind(Ports.demo).toConstantValue(noDemo);
    bind(Ports.consentPreferences).toConstantValue(new LocalConsentPreferencesStore(browserStorage()));
    for (const name of repositories) bind(Ports[name]).toConstantValue(notYetImplemented(name));
  });

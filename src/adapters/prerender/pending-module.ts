import { ContainerModule } from 'inversify';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { ConsentPreferencesStore } from '../../application/ports/consent-preferences-store';
import type { GuestDetailsStore } from '../../application/ports/guest-details-store';
import type { ReservationFeed } from '../../application/ports/reservation-feed';
import type { DemoControl } from '../../application/ports/demo-control';
import { Ports, type PortMap } from '../../application/ports/tokens';
import { systemClock } from '../browser/system-clock';

/**
 * The ports as the build-time prerenderer sees them: every read stays pending for ever, so each page
 * renders the skeletons that the browser will fill, and no demo or production data ends up in the HTML.
 */
const pending = <T extends object>(): T =>
  new Proxy({} as T, {
    // Not a thenable: the container must not mistake the port for a promise.
    get: (_target, key) => (key === 'then' ? undefined : () => new Promise(() => undefined)),
  });

const signedOut: AuthGateway = {
  signIn: () => new Promise(() => undefined),
  signOut: async () => undefined,
  currentSession: async () => null,
  onChange: () => () => undefined,
  demoAccount: () => null,
};

const noConsentYet: ConsentPreferencesStore = {
  read: () => null,
  write: () => undefined,
  clear: () => undefined,
  sessionId: () => 'prerender',
};

const nothingRemembered: GuestDetailsStore = {
  read: () => null,
  write: () => undefined,
  clear: () => undefined,
};

const quiet: ReservationFeed = { watch: () => () => undefined };

const noMail: ConfirmationSender = {
  send: () => new Promise(() => undefined),
  deliveries: () => new Promise(() => undefined),
  keepsOutbox: false,
  outbox: () => new Promise(() => undefined),
};

const notDemo: DemoControl = {
  isDemo: false,
  reset: () => new Promise(() => undefined),
  fillBusyYear: () => new Promise(() => undefined),
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
  'reservationSelfService',
  'bookingRules',
  'restaurantContact',
  'retention',
  'personalDataRequests',
  'consents',
  'files',
  'aiImages',
] as const satisfies readonly (keyof PortMap)[];

export const pendingModule = () =>
  new ContainerModule(({ bind }) => {
    bind(Ports.clock).toConstantValue(systemClock);
    bind(Ports.auth).toConstantValue(signedOut);
    bind(Ports.demo).toConstantValue(notDemo);
    bind(Ports.consentPreferences).toConstantValue(noConsentYet);
    bind(Ports.guestDetails).toConstantValue(nothingRemembered);
    bind(Ports.confirmationSender).toConstantValue(noMail);
    bind(Ports.reservationFeed).toConstantValue(quiet);
    for (const name of repositories) bind(Ports[name]).toConstantValue(pending());
  });

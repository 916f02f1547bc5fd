import { ContainerModule, type Container } from 'inversify';
import type { AuthGateway } from '../../application/ports/auth-gateway';
import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { ConsentPreferencesStore } from '../../application/ports/consent-preferences-store';
import type { GuestDetailsStore } from '../../application/ports/guest-details-store';
import type { ReservationFeed } from '../../application/ports/reservation-feed';
import { DEMO_ONLY_PORTS, Ports, type PortMap } from '../../application/ports/tokens';
import { systemClock } from '../browser/system-clock';

/**
 * The ports as the build-time prerenderer sees them when it has no data to show (a Supabase build that
 * could not read its project and was allowed to go on, decision 0082): every read stays pending for ever,
 * so each page renders the skeletons that the browser will fill.
 */
export const pending = <T extends object>(): T =>
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
  'abuseBounds',
  'personalDataRequests',
  'consents',
  'files',
  'aiImages',
] as const satisfies readonly (keyof PortMap)[];

/**
 * What belongs to a visitor's browser and not to the restaurant's data: sign-in, stored consent and guest
 * details, live updates, mail, the demo's controls. A page prerendered with data still renders these as a
 * first visitor's browser would before it has read anything.
 */
const browserPorts = [
  [Ports.auth, signedOut],
  [Ports.consentPreferences, noConsentYet],
  [Ports.guestDetails, nothingRemembered],
  [Ports.confirmationSender, noMail],
  [Ports.reservationFeed, quiet],
] as const;

export const pendingModule = () =>
  new ContainerModule(({ bind }) => {
    bind(Ports.clock).toConstantValue(systemClock);
    for (const [token, value] of browserPorts) bind(token).toConstantValue(value);
    for (const name of repositories) bind(Ports[name]).toConstantValue(pending());
  });

/**
 * Replaces the browser's ports of a container loaded with a data source (the demo seed or Supabase) by
 * the prerenderer's: the build reads the restaurant's public data, never a visitor's storage or session.
 * The reservations' writes and reads, which the public pages never prerender, stay pending too.
 */
export const withoutBrowser = (container: Container): Container => {
  for (const token of DEMO_ONLY_PORTS) if (container.isBound(token)) container.unbind(token);
  for (const [token, value] of browserPorts) {
    container.unbind(token);
    container.bind(token).toConstantValue(value);
  }
  for (const token of [Ports.reservations, Ports.reservationSelfService, Ports.files, Ports.aiImages]) {
    container.unbind(token);
    container.bind(token).toConstantValue(pending());
  }
  return container;
};

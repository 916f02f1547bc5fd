import { ContainerModule } from 'inversify';
import { Ports } from '../../application/ports/tokens';
import { LocalConsentPreferencesStore } from '../browser/local-consent-preferences-store';
import { LocalGuestDetailsStore } from '../browser/local-guest-details-store';
import { DemoReservationFeed } from './demo-reservation-feed';
import { browserStorage } from '../browser/browser-storage';
import { systemClock } from '../browser/system-clock';
import { neverThrows } from '../shared/never-throws';
import type { Clock } from '../../application/ports/clock';
import type { FileStorage } from '../../application/ports/file-storage';
import { IndexedDbFileStorage, registerDemoFilesWorker } from '../browser/indexeddb-file-storage';
import { BroadcastReservationSync, IndexedDbReservationStore } from '../browser/indexeddb-reservation-store';
import { demoSeed } from './demo-seed/seed';
import { MemoryAboutRepository } from './memory-about-repository';
import { MemoryAiImageGenerator } from './memory-ai-image-generator';
import { MemoryAiUsageRepository } from './memory-ai-usage-repository';
import { MemoryAuthGateway } from './memory-auth-gateway';
import { DemoAccounts } from './demo-accounts';
import { MemoryStaffAccounts } from './memory-staff-accounts';
import { MemoryBookingRulesRepository } from './memory-booking-rules-repository';
import { MemoryFloorPlanRepository } from './memory-floor-plan-repository';
import { DEMO_OUTBOX_KEY, MemoryConfirmationSender } from './memory-confirmation-sender';
import { MemoryConsentRepository } from './memory-consent-repository';
import { MemoryContentBlockRepository } from './memory-content-block-repository';
import { MemoryDatabase } from './memory-database';
import { type KeyValueStorage } from '../browser/browser-storage';
import { MemoryDemoControl } from './memory-demo-control';
import { MemoryEventRepository } from './memory-event-repository';
import { MemoryGalleryRepository } from './memory-gallery-repository';
import { MemoryMenuCategoryRepository } from './memory-menu-category-repository';
import { MemoryMenuItemRepository } from './memory-menu-item-repository';
import { MemoryPressRepository } from './memory-press-repository';
import { MemoryReservationRepository } from './memory-reservation-repository';
import { MemoryReservationSelfService } from './memory-reservation-self-service';
import { MemoryRestaurantContactRepository } from './memory-restaurant-contact-repository';
import { MemoryRetentionRepository } from './memory-retention-repository';
import { MemoryAbuseBoundsRepository, MemoryAbuseGuard } from './memory-abuse-bounds';
import { MemoryPersonalDataRequests } from './memory-personal-data-requests';
import { MemoryVideoRepository } from './memory-video-repository';
import { demoManageLink } from './reservation-token';
import { MapReservationStore, type ReservationStore } from './reservation-store';

export interface MemoryModuleOptions {
  readonly storage?: KeyValueStorage;
  readonly clock?: Clock;
  /** Tests pass their own; the demo keeps files in IndexedDB, served by a service worker. */
  readonly files?: FileStorage;
  /** Tests pass their own (or get an in-process map with their storage); the demo keeps them in IndexedDB. */
  readonly reservations?: ReservationStore;
}

/**
 * Every port on the in-memory adapters: the offline demo, and the app in tests. The repositories load their
 * schemas with the first write; wrapped as on Supabase, a chunk that cannot be downloaded is Unavailable.
 */
export const memoryModule = (options: MemoryModuleOptions = {}) =>
  new ContainerModule(({ bind }) => {
    const storage = options.storage ?? browserStorage();
    const clock = options.clock ?? systemClock;
    // In the browser the reservations live in IndexedDB, each tab telling the others of its writes; a test
    // that passes its own storage gets them in this process.
    const inBrowser = !options.storage && typeof indexedDB !== 'undefined';
    const db = new MemoryDatabase(storage, demoSeed, clock, {
      reservations:
        options.reservations ?? (inBrowser ? new IndexedDbReservationStore() : new MapReservationStore()),
      sync: inBrowser ? new BroadcastReservationSync() : undefined,
    });
    bind(Ports.clock).toConstantValue(clock);
    bind(Ports.auth).toConstantValue(new MemoryAuthGateway(storage, clock));
    bind(Ports.staffAccounts).toConstantValue(
      neverThrows('MemoryStaffAccounts', new MemoryStaffAccounts(storage, clock)),
    );
    const accounts = new DemoAccounts(storage);
    bind(Ports.menuItems).toConstantValue(
      neverThrows('MemoryMenuItemRepository', new MemoryMenuItemRepository(db)),
    );
    bind(Ports.menuCategories).toConstantValue(
      neverThrows('MemoryMenuCategoryRepository', new MemoryMenuCategoryRepository(db)),
    );
    bind(Ports.videos).toConstantValue(neverThrows('MemoryVideoRepository', new MemoryVideoRepository(db)));
    bind(Ports.aiUsage).toConstantValue(
      neverThrows('MemoryAiUsageRepository', new MemoryAiUsageRepository(db)),
    );
    bind(Ports.press).toConstantValue(neverThrows('MemoryPressRepository', new MemoryPressRepository(db)));
    bind(Ports.gallery).toConstantValue(
      neverThrows('MemoryGalleryRepository', new MemoryGalleryRepository(db)),
    );
    bind(Ports.events).toConstantValue(neverThrows('MemoryEventRepository', new MemoryEventRepository(db)));
    bind(Ports.contentBlocks).toConstantValue(
      neverThrows('MemoryContentBlockRepository', new MemoryContentBlockRepository(db)),
    );
    bind(Ports.about).toConstantValue(neverThrows('MemoryAboutRepository', new MemoryAboutRepository(db)));
    // One guard for bookings and consent records: the demo's visitor is one browser, one "address".
    const guard = new MemoryAbuseGuard(db);
    const reservations = neverThrows(
      'MemoryReservationRepository',
      new MemoryReservationRepository(db, () => accounts.changer(), guard),
    );
    bind(Ports.reservations).toConstantValue(reservations);
    bind(Ports.reservationFeed).toConstantValue(new DemoReservationFeed(db.reservations, reservations));
    bind(Ports.reservationSelfService).toConstantValue(
      neverThrows('MemoryReservationSelfService', new MemoryReservationSelfService(db, storage)),
    );
    bind(Ports.bookingRules).toConstantValue(
      neverThrows('MemoryBookingRulesRepository', new MemoryBookingRulesRepository(db, reservations)),
    );
    bind(Ports.floorPlan).toConstantValue(
      neverThrows('MemoryFloorPlanRepository', new MemoryFloorPlanRepository(db)),
    );
    bind(Ports.restaurantContact).toConstantValue(
      neverThrows('MemoryRestaurantContactRepository', new MemoryRestaurantContactRepository(db)),
    );
    bind(Ports.retention).toConstantValue(
      neverThrows('MemoryRetentionRepository', new MemoryRetentionRepository(db)),
    );
    bind(Ports.abuseBounds).toConstantValue(
      neverThrows('MemoryAbuseBoundsRepository', new MemoryAbuseBoundsRepository(db)),
    );
    bind(Ports.personalDataRequests).toConstantValue(
      neverThrows('MemoryPersonalDataRequests', new MemoryPersonalDataRequests(db)),
    );
    const sender = new MemoryConfirmationSender(db, demoManageLink(storage, db));
    bind(Ports.demoOutbox).toConstantValue(sender);
    bind(Ports.confirmationSender).toConstantValue(sender);
    bind(Ports.consents).toConstantValue(
      neverThrows('MemoryConsentRepository', new MemoryConsentRepository(db, guard)),
    );
    bind(Ports.consentPreferences).toConstantValue(new LocalConsentPreferencesStore(storage));
    bind(Ports.guestDetails).toConstantValue(new LocalGuestDetailsStore(storage));
    if (!options.files) registerDemoFilesWorker();
    const files = options.files ?? new IndexedDbFileStorage();
    bind(Ports.files).toConstantValue(files);
    bind(Ports.demo).toConstantValue(
      new MemoryDemoControl(db, [
        () => storage.removeItem(DEMO_OUTBOX_KEY),
        () => accounts.reset(),
        () => (files instanceof IndexedDbFileStorage ? files.clear() : undefined),
      ]),
    );
    bind(Ports.aiImages).toConstantValue(
      neverThrows('MemoryAiImageGenerator', new MemoryAiImageGenerator(db, files)),
    );
  });

import { ContainerModule } from 'inversify';
import { Ports } from '../../application/ports/tokens';
import { LocalConsentPreferencesStore } from '../browser/local-consent-preferences-store';
import { LocalGuestDetailsStore } from '../browser/local-guest-details-store';
import { SupabaseReservationFeed } from './supabase-reservation-feed';
import { browserStorage } from '../browser/browser-storage';
import { systemClock } from '../browser/system-clock';
import type { SupabaseConfig } from './config';
import { supabaseConnection } from './connection';
import { neverThrows } from '../shared/never-throws';
import { SupabaseAboutRepository } from './supabase-about-repository';
import { SupabaseAiImageGenerator } from './supabase-ai-image-generator';
import { SupabaseAiUsageRepository } from './supabase-ai-usage-repository';
import { SupabaseAuthGateway } from './supabase-auth-gateway';
import { SupabaseStaffAccounts } from './supabase-staff-accounts';
import { SupabaseConfirmationSender } from './supabase-confirmation-sender';
import { SupabaseConsentRepository } from './supabase-consent-repository';
import { SupabaseContentBlockRepository } from './supabase-content-block-repository';
import { SupabaseEventRepository } from './supabase-event-repository';
import { SupabaseFileStorage } from './supabase-file-storage';
import { SupabaseGalleryRepository } from './supabase-gallery-repository';
import { SupabaseMenuCategoryRepository } from './supabase-menu-category-repository';
import { SupabaseMenuItemRepository } from './supabase-menu-item-repository';
import { SupabasePressRepository } from './supabase-press-repository';
import { SupabaseBookingRulesRepository } from './supabase-booking-rules-repository';
import { SupabaseFloorPlanRepository } from './supabase-floor-plan-repository';
import { SupabaseReservationRepository } from './supabase-reservation-repository';
import { supabaseChallengeSolver } from './supabase-booking-challenge';
import { SupabaseReservationSelfService } from './supabase-reservation-self-service';
import { SupabaseRestaurantContactRepository } from './supabase-restaurant-contact-repository';
import { SupabaseRetentionRepository } from './supabase-retention-repository';
import { SupabaseAbuseBoundsRepository } from './supabase-abuse-bounds-repository';
import { SupabasePersonalDataRequests } from './supabase-personal-data-requests';
import { SupabaseVideoRepository } from './supabase-video-repository';

export type { SupabaseConfig };

/** Every port on Supabase: production. */
export const supabaseModule = (config: SupabaseConfig) =>
  new ContainerModule(({ bind }) => {
    const storage = browserStorage();
    // PostgREST alone for a guest; supabase-js is loaded by the first thing that needs it (decision 0014).
    const connection = supabaseConnection(config, { storage });
    bind(Ports.confirmationSender).toConstantValue(
      neverThrows('SupabaseConfirmationSender', new SupabaseConfirmationSender(connection)),
    );
    bind(Ports.clock).toConstantValue(systemClock);
    bind(Ports.auth).toConstantValue(new SupabaseAuthGateway(connection, storage));
    bind(Ports.staffAccounts).toConstantValue(
      neverThrows('SupabaseStaffAccounts', new SupabaseStaffAccounts(connection)),
    );
    bind(Ports.consentPreferences).toConstantValue(new LocalConsentPreferencesStore(storage));
    bind(Ports.guestDetails).toConstantValue(new LocalGuestDetailsStore(storage));
    bind(Ports.menuItems).toConstantValue(
      neverThrows('SupabaseMenuItemRepository', new SupabaseMenuItemRepository(connection)),
    );
    bind(Ports.menuCategories).toConstantValue(
      neverThrows('SupabaseMenuCategoryRepository', new SupabaseMenuCategoryRepository(connection)),
    );
    bind(Ports.videos).toConstantValue(
      neverThrows('SupabaseVideoRepository', new SupabaseVideoRepository(connection)),
    );
    bind(Ports.aiUsage).toConstantValue(
      neverThrows('SupabaseAiUsageRepository', new SupabaseAiUsageRepository(connection)),
    );
    bind(Ports.aiImages).toConstantValue(
      neverThrows('SupabaseAiImageGenerator', new SupabaseAiImageGenerator(connection)),
    );
    bind(Ports.press).toConstantValue(
      neverThrows('SupabasePressRepository', new SupabasePressRepository(connection)),
    );
    bind(Ports.gallery).toConstantValue(
      neverThrows('SupabaseGalleryRepository', new SupabaseGalleryRepository(connection)),
    );
    bind(Ports.events).toConstantValue(
      neverThrows('SupabaseEventRepository', new SupabaseEventRepository(connection)),
    );
    bind(Ports.contentBlocks).toConstantValue(
      neverThrows('SupabaseContentBlockRepository', new SupabaseContentBlockRepository(connection)),
    );
    bind(Ports.about).toConstantValue(
      neverThrows('SupabaseAboutRepository', new SupabaseAboutRepository(connection)),
    );
    bind(Ports.reservations).toConstantValue(
      neverThrows(
        'SupabaseReservationRepository',
        new SupabaseReservationRepository(connection, supabaseChallengeSolver(connection)),
      ),
    );
    bind(Ports.reservationFeed).toConstantValue(new SupabaseReservationFeed(connection));
    bind(Ports.reservationSelfService).toConstantValue(
      neverThrows('SupabaseReservationSelfService', new SupabaseReservationSelfService(connection)),
    );
    bind(Ports.bookingRules).toConstantValue(
      neverThrows('SupabaseBookingRulesRepository', new SupabaseBookingRulesRepository(connection)),
    );
    bind(Ports.floorPlan).toConstantValue(
      neverThrows('SupabaseFloorPlanRepository', new SupabaseFloorPlanRepository(connection)),
    );
    bind(Ports.restaurantContact).toConstantValue(
      neverThrows('SupabaseRestaurantContactRepository', new SupabaseRestaurantContactRepository(connection)),
    );
    bind(Ports.retention).toConstantValue(
      neverThrows('SupabaseRetentionRepository', new SupabaseRetentionRepository(connection)),
    );
    bind(Ports.abuseBounds).toConstantValue(
      neverThrows('SupabaseAbuseBoundsRepository', new SupabaseAbuseBoundsRepository(connection)),
    );
    bind(Ports.personalDataRequests).toConstantValue(
      neverThrows('SupabasePersonalDataRequests', new SupabasePersonalDataRequests(connection)),
    );
    bind(Ports.consents).toConstantValue(
      neverThrows('SupabaseConsentRepository', new SupabaseConsentRepository(connection)),
    );
    bind(Ports.files).toConstantValue(
      neverThrows('SupabaseFileStorage', new SupabaseFileStorage(connection, config)),
    );
  });

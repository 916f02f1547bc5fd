import type { AboutRepository } from './about-repository';
import type { AbuseBoundsRepository } from './abuse-bounds-repository';
import type { AiImageGenerator } from './ai-image-generator';
import type { AiUsageRepository } from './ai-usage-repository';
import type { AuthGateway } from './auth-gateway';
import type { BookingRulesRepository } from './booking-rules-repository';
import type { FloorPlanRepository } from './floor-plan-repository';
import type { Clock } from './clock';
import type { ConfirmationSender } from './confirmation-sender';
import type { ConsentPreferencesStore } from './consent-preferences-store';
import type { ConsentRepository } from './consent-repository';
import type { ContentBlockRepository } from './content-block-repository';
import type { DemoControl } from './demo-control';
import type { DemoOutbox } from './demo-outbox';
import type { EventRepository } from './event-repository';
import type { FileStorage } from './file-storage';
import type { GalleryRepository } from './gallery-repository';
import type { GuestDetailsStore } from './guest-details-store';
import type { MenuCategoryRepository } from './menu-category-repository';
import type { MenuItemRepository } from './menu-item-repository';
import type { PressRepository } from './press-repository';
import type { ReservationFeed } from './reservation-feed';
import type { ReservationRepository } from './reservation-repository';
import type { ReservationSelfService } from './reservation-self-service';
import type { RestaurantContactRepository } from './restaurant-contact-repository';
import type { RetentionRepository } from './retention-repository';
import type { StaffAccounts } from './staff-accounts';
import type { PersonalDataRequests } from './personal-data-requests';
import type { VideoRepository } from './video-repository';

/**
 * A port's key in the container. Ports are interfaces, which have no runtime value, so each gets a symbol
 * that carries its type for `resolve`.
 */
export type Token<T> = symbol & { readonly __port?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`tischlein.${name}`) as Token<T>;

export const Ports = {
  clock: token<Clock>('Clock'),
  auth: token<AuthGateway>('AuthGateway'),
  staffAccounts: token<StaffAccounts>('StaffAccounts'),
  demo: token<DemoControl>('DemoControl'),
  demoOutbox: token<DemoOutbox>('DemoOutbox'),
  menuItems: token<MenuItemRepository>('MenuItemRepository'),
  menuCategories: token<MenuCategoryRepository>('MenuCategoryRepository'),
  videos: token<VideoRepository>('VideoRepository'),
  aiUsage: token<AiUsageRepository>('AiUsageRepository'),
  aiImages: token<AiImageGenerator>('AiImageGenerator'),
  press: token<PressRepository>('PressRepository'),
  gallery: token<GalleryRepository>('GalleryRepository'),
  events: token<EventRepository>('EventRepository'),
  contentBlocks: token<ContentBlockRepository>('ContentBlockRepository'),
  about: token<AboutRepository>('AboutRepository'),
  reservations: token<ReservationRepository>('ReservationRepository'),
  reservationFeed: token<ReservationFeed>('ReservationFeed'),
  reservationSelfService: token<ReservationSelfService>('ReservationSelfService'),
  bookingRules: token<BookingRulesRepository>('BookingRulesRepository'),
  floorPlan: token<FloorPlanRepository>('FloorPlanRepository'),
  restaurantContact: token<RestaurantContactRepository>('RestaurantContactRepository'),
  retention: token<RetentionRepository>('RetentionRepository'),
  abuseBounds: token<AbuseBoundsRepository>('AbuseBoundsRepository'),
  personalDataRequests: token<PersonalDataRequests>('PersonalDataRequests'),
  confirmationSender: token<ConfirmationSender>('ConfirmationSender'),
  consents: token<ConsentRepository>('ConsentRepository'),
  consentPreferences: token<ConsentPreferencesStore>('ConsentPreferencesStore'),
  guestDetails: token<GuestDetailsStore>('GuestDetailsStore'),
  files: token<FileStorage>('FileStorage'),
} as const;

/** The ports only the offline demo binds: production has no such ability, not one that says no. */
export const DEMO_ONLY_PORTS: readonly symbol[] = [Ports.demo, Ports.demoOutbox];

export type PortMap = { [K in keyof typeof Ports]: (typeof Ports)[K] extends Token<infer T> ? T : never };

/** The ports a use case asks for, by name, mapped to their implementations. */
export type Deps<M extends Record<string, Token<unknown>>> = {
  readonly [K in keyof M]: M[K] extends Token<infer T> ? T : never;
};

/** A use case class: one `execute`, its ports named in a static `inject` map and passed to the constructor. */
export interface UseCaseClass<M extends Record<string, Token<unknown>>, U> {
  readonly inject: M;
  new (deps: Deps<M>): U;
}

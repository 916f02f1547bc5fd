import type { AboutImage, AboutSection } from '../../domain/about/about-section';
import type { AiUsage } from '../../domain/ai-usage/ai-usage';
import type { ConsentRecord } from '../../domain/consent/consent';
import type { ContentBlock } from '../../domain/content/content-block';
import type { RestaurantEvent } from '../../domain/event/event';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { MenuCategory } from '../../domain/menu/menu-category';
import type { MenuItem } from '../../domain/menu/menu-item';
import type { PressArticle } from '../../domain/press/press-article';
import type { ReservationHistoryEntry } from '../../domain/reservation/history';
import type { Reservation } from '../../domain/reservation/reservation';
import type { Draft, Stored } from '../../domain/shared/entity';
import { ok, unavailable, type PortError, type Result } from '../../domain/shared/result';
import type { RestaurantVideo } from '../../domain/video/restaurant-video';
import type { Clock } from '../../application/ports/clock';
import type { BookingRules } from '../../domain/settings/booking-rules';
import type { RestaurantContact } from '../../domain/settings/restaurant-contact';
import type { RetentionSettings } from '../../domain/settings/retention';
import type { AbuseLimits, RefusedAttempts } from '../../domain/settings/abuse-limits';
import type { KeyValueStorage } from '../browser/browser-storage';
import type { FloorPlan } from '../../domain/room/floor-plan';
import { MemoryEmailOutbox } from './memory-email-outbox';
import { MemoryReservationTable } from './memory-reservation-table';
import { MapReservationStore, type ReservationStore, type ReservationSync } from './reservation-store';

/**
 * The demo's whole data set, one array per table of supabase/schemas, kept as one JSON document, except the
 * reservations, which grow to tens of thousands and live row by row in a store of their own: read and write
 * them through `MemoryDatabase.reservations`, never through the document.
 */
export interface DemoTables {
  menu_categories: MenuCategory[];
  menu_items: MenuItem[];
  restaurant_videos: RestaurantVideo[];
  ai_usage_tracking: AiUsage[];
  press_articles: PressArticle[];
  gallery_images: GalleryImage[];
  events: RestaurantEvent[];
  content_blocks: ContentBlock[];
  about_sections: AboutSection[];
  about_images: AboutImage[];
  /**
   * In the seed, the first reservations. In the document, only reservations on their way to the reservation
   * store (the seed's on first start, or the table an older demo kept here); emptied once they are moved.
   */
  reservations: Reservation[];
  consent_records: ConsentRecord[];
  /** The owner's booking rules once saved (restaurant_settings in SQL); the domain's defaults until then. */
  booking_rules?: BookingRules;
  /** The dining areas, tables and combinations (dining_areas, restaurant_tables, ... in SQL); none until set. */
  floor_plan?: FloorPlan;
  /** The restaurant's contact once saved (restaurant_settings.contact in SQL); the domain's default until then. */
  restaurant_contact?: RestaurantContact;
  /** How long personal data is kept, once saved (restaurant_settings.retention in SQL); the default until then. */
  retention?: RetentionSettings;
  /** The limits against abuse once saved (restaurant_settings.abuse_limits in SQL); the default until then. */
  abuse_limits?: AbuseLimits;
  /** This browser's bookings and consent records of the day and hour, counted against the limits. */
  abuse_attempts?: { kind: 'booking' | 'consent'; email?: string; at: string }[];
  /** The refusals of one day by reason (the sequences private.refused_* in SQL). */
  refused_attempts?: { day: string; counts: RefusedAttempts };
  /** Every recorded change of a booking (public.reservation_changes in SQL), oldest first. */
  reservation_changes?: ReservationHistoryEntry[];
  /** Each data request staff answered (private.data_requests in SQL): never the address. */
  data_requests?: { action: 'export' | 'erase'; reservations: number; at: string }[];
}

export interface MemoryDatabaseOptions {
  readonly newId?: () => string;
  /** Where the reservations live; an in-process map unless the browser's IndexedDB is given. */
  readonly reservations?: ReservationStore;
  /** How other tabs hear of reservation changes; none in tests. */
  readonly sync?: ReservationSync;
}

export const DEMO_STORAGE_KEY = 'tischlein.demo.v1';

/**
 * The offline demo's database. Its tables live in one JSON document in the browser's storage, read through
 * on every access, so that a reload keeps them and every tab of the browser sees the same data. Its
 * reservations live row by row in a store of their own (IndexedDB in the browser), loaded once per tab and
 * kept current across tabs by `sync` (docs/performance.md, "Admin at 20,000 bookings").
 */
export class MemoryDatabase {
  private cachedRaw: string | null = null;
  private cached: DemoTables | null = null;
  private readonly newId: () => string;
  readonly reservations: MemoryReservationTable;
  /** The e-mails about bookings, queued with each change (public.reservation_emails in SQL). */
  readonly emails: MemoryEmailOutbox;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly seed: (now: Date) => DemoTables,
    private readonly clock: Clock,
    options: MemoryDatabaseOptions = {},
  ) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.reservations = new MemoryReservationTable(
      options.reservations ?? new MapReservationStore(),
      { take: () => this.waitingReservations(), done: () => this.emptyReservationSlot() },
      options.sync,
    );
    this.emails = new MemoryEmailOutbox(
      storage,
      () => this.now(),
      () => this.id(),
    );
  }

  now(): Date {
    return this.clock.now();
  }

  id(): string {
    return this.newId();
  }

  /** A snapshot of the document's tables (reservations: see DemoTables); callers must not mutate it. */
  tables(): Readonly<DemoTables> {
    const raw = this.safeGet();
    if (raw !== null && raw === this.cachedRaw && this.cached) return this.cached;
    if (raw !== null) {
      try {
        this.cached = JSON.parse(raw) as DemoTables;
        this.cachedRaw = raw;
        return this.cached;
      } catch (error) {
        console.error('Demo data was unreadable; starting again from the seed', error);
      }
    }
    const seeded = this.seed(this.now());
    this.persist(seeded);
    return seeded;
  }

  /** Applies a change to the tables and stores the result; the change returns the value to hand back. */
  change<T>(mutate: (tables: DemoTables) => T): Result<T, PortError> {
    const next = structuredClone(this.tables()) as DemoTables;
    const value = mutate(next);
    return this.persist(next) ? ok(value) : unavailable('The demo data could not be saved in this browser');
  }

  /** Builds a stored row from a draft with a fresh id and timestamps. */
  stamp<T extends Stored>(draft: Draft<T>): T {
    const at = this.now().toISOString();
    return { ...draft, id: this.id(), created_at: at, updated_at: at } as T;
  }

  /** Puts the document and the reservations back to the seed. */
  async reset(): Promise<Result<void, PortError>> {
    const { reservations, ...tables } = this.seed(this.now());
    if (!this.persist({ ...tables, reservations: [] }))
      return unavailable('The demo data could not be reset');
    const replaced = await this.reservations.replaceWhere(() => true, reservations);
    return replaced.ok ? ok(undefined) : replaced;
  }

  private waitingReservations(): readonly Reservation[] | null {
    const waiting = this.tables().reservations;
    return Array.isArray(waiting) && waiting.length > 0 ? waiting : null;
  }

  private emptyReservationSlot() {
    const emptied = this.change((tables) => {
      tables.reservations = [];
    });
    if (!emptied.ok) console.error('The demo document still holds reservations already moved to their store');
  }

  private safeGet(): string | null {
    try {
      return this.storage.getItem(DEMO_STORAGE_KEY);
    } catch (error) {
      console.error('Demo storage is not readable', error);
      return this.cachedRaw;
    }
  }

  private persist(tables: DemoTables): boolean {
    const raw = JSON.stringify(tables);
    this.cached = tables;
    this.cachedRaw = raw;
    try {
      this.storage.setItem(DEMO_STORAGE_KEY, raw);
      return true;
    } catch (error) {
      console.error('Demo storage is not writable', error);
      return false;
    }
  }
}

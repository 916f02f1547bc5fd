// Every port contract, run against the Supabase adapters on a live project when one is configured:
//
//   SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY            a throwaway project with the migrations pushed
//   SUPABASE_TEST_ADMIN_EMAIL, SUPABASE_TEST_ADMIN_PASSWORD  an account listed in admin_users there
//
// The suites expect an empty store, so before each test this DELETES every content row and reservation in
// that project (docs/running-on-supabase.md, "Testing against a project"). Never point it at production.
import { createHash } from 'node:crypto';

import { describe, it } from 'vitest';

import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { supabaseConnection, type SupabaseConnection } from '../../src/adapters/supabase/connection';
import { SupabaseAboutRepository } from '../../src/adapters/supabase/supabase-about-repository';
import { SupabaseAiUsageRepository } from '../../src/adapters/supabase/supabase-ai-usage-repository';
import { SupabaseAuthGateway } from '../../src/adapters/supabase/supabase-auth-gateway';
import { SupabaseConsentRepository } from '../../src/adapters/supabase/supabase-consent-repository';
import { SupabaseContentBlockRepository } from '../../src/adapters/supabase/supabase-content-block-repository';
import { SupabaseEventRepository } from '../../src/adapters/supabase/supabase-event-repository';
import { SupabaseGalleryRepository } from '../../src/adapters/supabase/supabase-gallery-repository';
import { SupabaseMenuCategoryRepository } from '../../src/adapters/supabase/supabase-menu-category-repository';
import { SupabaseMenuItemRepository } from '../../src/adapters/supabase/supabase-menu-item-repository';
import { SupabasePressRepository } from '../../src/adapters/supabase/supabase-press-repository';
import { SupabaseReservationRepository } from '../../src/adapters/supabase/supabase-reservation-repository';
import { SupabaseVideoRepository } from '../../src/adapters/supabase/supabase-video-repository';
import type { AiUsageRepository } from '../../src/application/ports/ai-usage-repository';
import type { ReservationRepository } from '../../src/application/ports/reservation-repository';
import { mapResult } from '../../src/domain/shared/result';
import '../adapters/supabase/no-realtime';
import { describeAboutRepository } from './about-repository.contract';
import { describeAiUsageRepository } from './ai-usage-repository.contract';
import { describeConsentRepository } from './consent-repository.contract';
import { describeContentBlockRepository } from './content-block-repository.contract';
import { describeEventRepository } from './event-repository.contract';
import { describeGalleryRepository } from './gallery-repository.contract';
import { describeMenuCategoryRepository } from './menu-category-repository.contract';
import { describeMenuItemRepository } from './menu-item-repository.contract';
import { describePressRepository } from './press-repository.contract';
import { describeReservationRepository } from './reservation-repository.contract';
import { describeBookingRulesRepository } from './booking-rules-repository.contract';
import { SupabaseBookingRulesRepository } from '../../src/adapters/supabase/supabase-booking-rules-repository';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { describeRestaurantContactRepository } from './restaurant-contact-repository.contract';
import { SupabaseRestaurantContactRepository } from '../../src/adapters/supabase/supabase-restaurant-contact-repository';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { describeRetentionRepository } from './retention-repository.contract';
import { SupabaseRetentionRepository } from '../../src/adapters/supabase/supabase-retention-repository';
import { DEFAULT_RETENTION } from '../../src/domain/settings/retention';
import { describePersonalDataRequests } from './personal-data-requests.contract';
import { SupabasePersonalDataRequests } from '../../src/adapters/supabase/supabase-personal-data-requests';
import { describeVideoRepository } from './video-repository.contract';

const env = {
  url: process.env.SUPABASE_TEST_URL,
  anonKey: process.env.SUPABASE_TEST_ANON_KEY,
  email: process.env.SUPABASE_TEST_ADMIN_EMAIL,
  password: process.env.SUPABASE_TEST_ADMIN_PASSWORD,
};
const missing = Object.entries({
  SUPABASE_TEST_URL: env.url,
  SUPABASE_TEST_ANON_KEY: env.anonKey,
  SUPABASE_TEST_ADMIN_EMAIL: env.email,
  SUPABASE_TEST_ADMIN_PASSWORD: env.password,
})
  .filter(([, value]) => !value)
  .map(([name]) => name);

/** Tables the suites write, children first; about_images follow their sections. */
const WIPED = [
  'menu_items',
  'menu_categories',
  'restaurant_videos',
  'press_articles',
  'gallery_images',
  'events',
  'content_blocks',
  'about_sections',
  'reservations',
] as const;

let signedIn: Promise<SupabaseConnection> | null = null;

/** One admin session for the whole file (sign-ins are rate limited). */
const adminClient = (): Promise<SupabaseConnection> => {
  signedIn ??= (async () => {
    const connection = supabaseConnection(
      { url: env.url!, anonKey: env.anonKey! },
      { storage: new MapStorage(), autoRefreshToken: false },
    );
    const session = await new SupabaseAuthGateway(connection, null).signIn({
      username: env.email!,
      password: env.password!,
    });
    if (!session.ok || !session.value.isAdmin) {
      throw new Error(
        `${env.email} could not sign in as an admin: ${session.ok ? 'not in admin_users' : session.error}`,
      );
    }
    return connection;
  })();
  return signedIn;
};

/** A fresh, empty store: what every contract's `make` promises. */
const emptyProject = async (): Promise<SupabaseConnection> => {
  const connection = await adminClient();
  const client = await connection.full();
  for (const table of WIPED) {
    const { error } = await client.from(table).delete().not('id', 'is', null);
    if (error) throw new Error(`could not empty ${table}: ${error.message}`);
  }
  return connection;
};

/**
 * The contract's submission keys are readable strings; the column is a uuid. The same key always maps to the
 * same uuid (a SHA-1 name-based one), so the idempotency the contract checks is the database's own.
 */
const uuidFor = (key: string): string => {
  const hex = createHash('sha1').update(key).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};

const withUuidKeys = (repo: ReservationRepository): ReservationRepository => ({
  create: (draft) => repo.create({ ...draft, submission_key: uuidFor(draft.submission_key) }),
  list: (query) => repo.list(query),
  counts: () => repo.counts(),
  changeStatus: (id, status, notes) => repo.changeStatus(id, status, notes),
  saveNotes: (id, notes) => repo.saveNotes(id, notes),
  bookAsStaff: (draft) => repo.bookAsStaff({ ...draft, submission_key: uuidFor(draft.submission_key) }),
  changeAsStaff: (id, change) => repo.changeAsStaff(id, change),
  history: (id) => repo.history(id),
});

/**
 * Admins cannot delete AI usage rows, so each fixture gets months of its own far-future year (the contract's
 * 2026-06 becomes e.g. 4711-06) and sees them as the contract's months.
 */
const inOwnYear = (repo: AiUsageRepository): AiUsageRepository => {
  const year = String(2100 + Math.floor(Math.random() * 7800));
  const to = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? `${year}${month.slice(4)}` : month);
  const back = (month: string) => (month.startsWith(year) ? `2026${month.slice(4)}` : month);
  return {
    forMonth: async (month) =>
      mapResult(await repo.forMonth(to(month)), (u) => ({ ...u, month_year: back(u.month_year) })),
    setBudget: async (month, budget) =>
      mapResult(await repo.setBudget(to(month), budget), (u) => ({ ...u, month_year: back(u.month_year) })),
  };
};

if (missing.length > 0) {
  const why =
    `tests/contracts/supabase-adapters.test.ts: ${missing.join(', ')} not set, so the port contracts do not run ` +
    'against the Supabase adapters here (their requests are tested in tests/adapters/supabase). ' +
    'See docs/running-on-supabase.md, "Testing against a project".';
  console.info(why);
  // Reported as skipped, with the reason above: a passing placeholder would claim what did not run.
  describe.skip(`port contracts on a live Supabase project (${missing.join(', ')} not set)`, () => {
    it('run every port contract against the Supabase adapters', () => undefined);
  });
} else {
  if (env.url === process.env.VITE_SUPABASE_URL) {
    throw new Error(
      'SUPABASE_TEST_URL is the app’s own project; the contracts would empty it. Use a test project.',
    );
  }
  console.info(
    `tests/contracts/supabase-adapters.test.ts: running against ${env.url}, emptying its content tables`,
  );

  describeMenuItemRepository('supabase', async () => {
    const db = await emptyProject();
    return { items: new SupabaseMenuItemRepository(db), categories: new SupabaseMenuCategoryRepository(db) };
  });
  describeMenuCategoryRepository('supabase', async () => {
    const db = await emptyProject();
    return { items: new SupabaseMenuItemRepository(db), categories: new SupabaseMenuCategoryRepository(db) };
  });
  describeVideoRepository('supabase', async () => ({
    repo: new SupabaseVideoRepository(await emptyProject()),
  }));
  describeAiUsageRepository('supabase', async () => ({
    repo: inOwnYear(new SupabaseAiUsageRepository(await adminClient())),
  }));
  describePressRepository('supabase', async () => ({
    repo: new SupabasePressRepository(await emptyProject()),
  }));
  describeGalleryRepository('supabase', async () => ({
    repo: new SupabaseGalleryRepository(await emptyProject()),
  }));
  describeEventRepository('supabase', async () => ({
    repo: new SupabaseEventRepository(await emptyProject()),
    now: new Date(),
  }));
  describeContentBlockRepository('supabase', async () => ({
    repo: new SupabaseContentBlockRepository(await emptyProject()),
  }));
  describeAboutRepository('supabase', async () => ({
    repo: new SupabaseAboutRepository(await emptyProject()),
  }));
  describeReservationRepository('supabase', async () => {
    const connection = await emptyProject();
    return {
      repo: withUuidKeys(new SupabaseReservationRepository(connection)),
      now: new Date(),
      events: new SupabaseEventRepository(connection),
    };
  });
  describePersonalDataRequests('supabase', async () => {
    const connection = await emptyProject();
    return {
      requests: new SupabasePersonalDataRequests(connection),
      reservations: withUuidKeys(new SupabaseReservationRepository(connection)),
      now: new Date(),
    };
  });
  describeBookingRulesRepository('supabase', async () => {
    const connection = await emptyProject();
    const rules = new SupabaseBookingRulesRepository(connection);
    // Each test starts from the defaults, as a fresh project does.
    const reset = await rules.save(DEFAULT_BOOKING_RULES);
    if (!reset.ok) throw new Error(`could not reset the booking rules: ${reset.error.message}`);
    return {
      rules,
      reservations: withUuidKeys(new SupabaseReservationRepository(connection)),
      now: new Date(),
    };
  });
  describeRestaurantContactRepository('supabase', async () => {
    const repo = new SupabaseRestaurantContactRepository(await emptyProject());
    // Each test starts from the default, as a fresh project does.
    const reset = await repo.save(DEFAULT_RESTAURANT_CONTACT);
    if (!reset.ok) throw new Error(`could not reset the restaurant contact: ${reset.error.message}`);
    return { repo };
  });
  describeRetentionRepository('supabase', async () => {
    const repo = new SupabaseRetentionRepository(await emptyProject());
    // Each test starts from the default, as a fresh project does.
    const reset = await repo.save(DEFAULT_RETENTION);
    if (!reset.ok) throw new Error(`could not reset the retention setting: ${reset.error.message}`);
    return { repo };
  });
  // No advanceClock: the server's clock cannot be moved, so the expiry test skips itself.
  describeConsentRepository('supabase', async () => ({
    repo: new SupabaseConsentRepository(await adminClient()),
    now: new Date(),
  }));
}

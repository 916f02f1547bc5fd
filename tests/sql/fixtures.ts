// Fixture rows for the access matrix and the probes that perform each of its cells.
import { ADMIN_ID, USER_ID, type Session } from './db';
import type { Operation } from './access-matrix';

/** A fixed, readable uuid: id(1) = 00000000-0000-4000-8000-000000000001. */
export const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const F = {
  categoryInUse: id(101),
  categoryUnused: id(102),
  itemAvailable: id(111),
  itemHidden: id(112),
  videoHero: id(121),
  videoOther: id(122),
  press: id(131),
  galleryA: id(141),
  galleryB: id(142),
  eventActive: id(151),
  eventInactive: id(152),
  blockActive: id(161),
  blockInactive: id(162),
  sectionPublished: id(171),
  sectionDraft: id(172),
  imagePublished: id(181),
  imageDraft: id(182),
  usage: id(191),
  reservationA: id(201),
  reservationB: id(202),
  consent: id(211),
  objectImage: id(221),
  objectVideo: id(222),
  objectOther: id(223),
  area: id(231),
  areaEmpty: id(232),
  tableTwo: id(241),
  tableFourA: id(242),
  tableFourB: id(243),
  combination: id(251),
  combinationMemberA: id(252),
  combinationMemberB: id(253),
  heldTable: id(261),
  change: id(271),
} as const;

/** Rows every matrix cell runs against; inserted (and committed) by the migration owner. */
export async function seedFixtures(db: Session): Promise<void> {
  await db.exec(`
    insert into public.menu_categories (id, name, display_order) values
      ('${F.categoryInUse}', 'Breakfast', 1), ('${F.categoryUnused}', 'Seasonal', 2);
    insert into public.menu_items (id, name, category_id, regular_price, student_price, is_available) values
      ('${F.itemAvailable}', 'Congee', '${F.categoryInUse}', 8.5, 7, true),
      ('${F.itemHidden}', 'Off menu', '${F.categoryInUse}', 9, null, false);
    insert into public.restaurant_videos (id, title, video_url, featured_for_hero) values
      ('${F.videoHero}', 'Tour', 'https://cdn.example.org/videos/tour.mp4', true),
      ('${F.videoOther}', 'Kitchen', 'https://cdn.example.org/videos/kitchen.mp4', false);
    insert into public.press_articles (id, title, publication_name, article_url, publication_date) values
      ('${F.press}', 'Breakfast in Wedding', 'Berliner Blatt', 'https://press.example.org/a', '2026-05-01');
    insert into public.gallery_images (id, title, image_url, category) values
      ('${F.galleryA}', 'Window seats', 'https://cdn.example.org/g/a.webp', 'seating'),
      ('${F.galleryB}', 'Steam', 'https://cdn.example.org/g/b.webp', 'kitchen');
    insert into public.events (id, title, event_date, is_active) values
      ('${F.eventActive}', 'Dim sum workshop', now() + interval '7 days', true),
      ('${F.eventInactive}', 'Cancelled jam', now() + interval '8 days', false);
    insert into public.content_blocks (id, section_name, title, content, is_active) values
      ('${F.blockActive}', 'impressum', 'Impressum', 'Restaurant: Tischlein', true),
      ('${F.blockInactive}', 'cookie_policy', 'Cookies', 'draft', false);
    insert into public.about_sections (id, section_key, title, is_published, display_order) values
      ('${F.sectionPublished}', 'story', 'Our story', true, 1),
      ('${F.sectionDraft}', 'team', 'Team', false, 2);
    insert into public.about_images (id, section_id, image_url) values
      ('${F.imagePublished}', '${F.sectionPublished}', 'https://cdn.example.org/a/1.jpg'),
      ('${F.imageDraft}', '${F.sectionDraft}', 'https://cdn.example.org/a/2.jpg');
    insert into public.ai_usage_tracking (id, month_year, images_generated, total_cost) values
      ('${F.usage}', '2026-01', 2, 2);
    insert into public.reservations
      (id, customer_name, customer_email, reservation_date, reservation_time, party_size) values
      ('${F.reservationA}', 'Mia', 'mia@example.org', '2030-05-04', '10:00', 2),
      ('${F.reservationB}', 'Jon', 'jon@example.org', '2030-05-04', '11:30', 4);
    insert into public.reservation_confirmations (reservation_id, sent_at) values
      ('${F.reservationA}', now());
    insert into public.dining_areas (id, name) values ('${F.area}', 'Innen'), ('${F.areaEmpty}', 'Terrasse');
    insert into public.restaurant_tables (id, area_id, name, min_seats, max_seats) values
      ('${F.tableTwo}', '${F.area}', 'T1', 1, 2),
      ('${F.tableFourA}', '${F.area}', 'T2', 2, 4),
      ('${F.tableFourB}', '${F.area}', 'T3', 2, 4);
    insert into public.table_combinations (id, name, min_seats) values ('${F.combination}', 'T2+T3', 5);
    insert into public.table_combination_members (id, combination_id, table_id) values
      ('${F.combinationMemberA}', '${F.combination}', '${F.tableFourA}'),
      ('${F.combinationMemberB}', '${F.combination}', '${F.tableFourB}');
    insert into public.reservation_tables (id, reservation_id, table_id, during) values
      ('${F.heldTable}', '${F.reservationA}', '${F.tableTwo}',
       tstzrange('2030-05-04 10:00+02', '2030-05-04 11:45+02', '[)'));
    insert into public.reservation_changes (id, reservation_id, kind) values
      ('${F.change}', '${F.reservationA}', 'changed');
    insert into public.consent_records (id, user_session_id, expires_at) values
      ('${F.consent}', 'fixture-session-0001', now() + interval '1 year');
    insert into storage.buckets (id, name, public) values ('unrelated-private', 'unrelated-private', false);
    insert into storage.objects (id, bucket_id, name) values
      ('${F.objectImage}', 'restaurant-images', 'menu-items/congee.webp'),
      ('${F.objectVideo}', 'restaurant-videos', 'videos/tour.mp4'),
      ('${F.objectOther}', 'unrelated-private', 'secret.txt');
  `);
}

export interface Probe {
  /** the relation privileges are checked on */
  relation: string;
  /** `select <key> from <from>`: the rows of this resource */
  key: string;
  from: string;
  /** one statement per write operation, each touching exactly one row when allowed */
  write: Record<Exclude<Operation, 'select'>, string>;
}

const contentProbe = (table: string, insert: string, update: string, target: string): Probe => ({
  relation: `public.${table}`,
  key: 'id',
  from: `public.${table}`,
  write: {
    insert: `insert into public.${table} ${insert}`,
    update: `update public.${table} set ${update} where id = '${target}'`,
    delete: `delete from public.${table} where id = '${target}'`,
  },
});

const bucketProbe = (from: string, insertBucket: string, target: string): Probe => ({
  relation: 'storage.objects',
  key: 'id',
  from: `storage.objects where ${from}`,
  write: {
    insert: `insert into storage.objects (bucket_id, name) values ('${insertBucket}', 'matrix/probe.webp')`,
    update: `update storage.objects set metadata = '{"probe": true}' where id = '${target}'`,
    delete: `delete from storage.objects where id = '${target}'`,
  },
});

/** How each matrix resource is probed. Update/delete target a row the public can see where there is one. */
export const probes: Record<string, Probe> = {
  menu_categories: contentProbe(
    'menu_categories',
    `(name) values ('Probe')`,
    `name = 'Probe'`,
    F.categoryUnused,
  ),
  menu_items: contentProbe(
    'menu_items',
    `(name, category_id) values ('Probe', '${F.categoryInUse}')`,
    `is_available = false`,
    F.itemAvailable,
  ),
  restaurant_videos: contentProbe(
    'restaurant_videos',
    `(title, video_url) values ('Probe', 'https://cdn.example.org/p.mp4')`,
    `title = 'Probe'`,
    F.videoOther,
  ),
  press_articles: contentProbe(
    'press_articles',
    `(title, publication_name, article_url, publication_date) values ('P', 'Q', 'https://p.example.org', '2026-01-01')`,
    `title = 'Probe'`,
    F.press,
  ),
  gallery_images: contentProbe(
    'gallery_images',
    `(title, image_url) values ('Probe', 'https://cdn.example.org/p.webp')`,
    `title = 'Probe'`,
    F.galleryA,
  ),
  events: contentProbe(
    'events',
    `(title, event_date) values ('Probe', now())`,
    `title = 'Probe'`,
    F.eventActive,
  ),
  content_blocks: contentProbe(
    'content_blocks',
    `(section_name, content) values ('probe', 'x')`,
    `content = 'Probe'`,
    F.blockActive,
  ),
  about_sections: contentProbe(
    'about_sections',
    `(section_key, title) values ('probe', 'Probe')`,
    `title = 'Probe'`,
    F.sectionPublished,
  ),
  about_images: contentProbe(
    'about_images',
    `(section_id, image_url) values ('${F.sectionPublished}', 'https://cdn.example.org/p.jpg')`,
    `caption = 'Probe'`,
    F.imagePublished,
  ),
  admin_users: contentProbe(
    'admin_users',
    `(id, username) values ('${USER_ID}', 'newbie')`,
    `username = 'boss'`,
    ADMIN_ID,
  ),
  ai_usage_tracking: contentProbe(
    'ai_usage_tracking',
    `(month_year, budget_limit) values ('2026-02', 100)`,
    `budget_limit = 250`,
    F.usage,
  ),
  reservations: contentProbe(
    'reservations',
    `(customer_name, customer_email, reservation_date, reservation_time, party_size)
     values ('Probe', 'probe@example.org', '2030-06-01', '09:00', 2)`,
    `status = 'confirmed'`,
    F.reservationA,
  ),
  reservation_confirmations: {
    relation: 'public.reservation_confirmations',
    key: 'reservation_id',
    from: 'public.reservation_confirmations',
    write: {
      insert: `insert into public.reservation_confirmations (reservation_id, sent_at) values ('${F.reservationB}', now())`,
      update: `update public.reservation_confirmations set sent_at = now() where reservation_id = '${F.reservationA}'`,
      delete: `delete from public.reservation_confirmations where reservation_id = '${F.reservationA}'`,
    },
  },
  // Reservation A's insert queued its 'received' e-mail (and the restaurant's notice).
  reservation_emails: {
    relation: 'public.reservation_emails',
    key: 'id',
    from: 'public.reservation_emails',
    write: {
      insert: `insert into public.reservation_emails (reservation_id, kind) values ('${F.reservationB}', 'reminder')`,
      update: `update public.reservation_emails set attempts = attempts + 1
               where reservation_id = '${F.reservationA}' and kind = 'received'`,
      delete: `delete from public.reservation_emails where reservation_id = '${F.reservationA}' and kind = 'received'`,
    },
  },
  restaurant_settings: {
    relation: 'public.restaurant_settings',
    key: 'id',
    from: 'public.restaurant_settings',
    write: {
      // There is exactly one row; a second can only be written over the first.
      insert: `insert into public.restaurant_settings (booking_rules)
               select booking_rules from public.restaurant_settings
               on conflict (id) do update set booking_rules = excluded.booking_rules`,
      update: `update public.restaurant_settings set booking_rules = booking_rules || '{"horizonDays": 60}'`,
      delete: `delete from public.restaurant_settings`,
    },
  },
  // The area without tables: an area that has tables cannot be deleted (restaurant_tables_area_id_fkey).
  dining_areas: contentProbe('dining_areas', `(name) values ('Garten')`, `display_order = 1`, F.areaEmpty),
  restaurant_tables: contentProbe(
    'restaurant_tables',
    `(area_id, name, max_seats) values ('${F.area}', 'T9', 6)`,
    `priority = 1`,
    F.tableTwo,
  ),
  table_combinations: contentProbe(
    'table_combinations',
    `(name, min_seats) values ('T1+T2', 3)`,
    `priority = 1`,
    F.combination,
  ),
  table_combination_members: contentProbe(
    'table_combination_members',
    `(combination_id, table_id) values ('${F.combination}', '${F.tableTwo}')`,
    `table_id = '${F.tableTwo}'`,
    F.combinationMemberA,
  ),
  reservation_tables: contentProbe(
    'reservation_tables',
    `(reservation_id, table_id, during)
     values ('${F.reservationB}', '${F.tableFourA}', tstzrange('2030-05-04 11:30+02', '2030-05-04 13:15+02', '[)'))`,
    `holds = false`,
    F.heldTable,
  ),
  reservation_changes: contentProbe(
    'reservation_changes',
    `(reservation_id, kind) values ('${F.reservationB}', 'changed')`,
    `override_reason = 'probe'`,
    F.change,
  ),
  consent_records: contentProbe(
    'consent_records',
    `(user_session_id, expires_at) values ('probe-session-0002', now() + interval '1 year')`,
    `functional_cookies = true`,
    F.consent,
  ),
  'bucket:restaurant-images': bucketProbe(
    `bucket_id = 'restaurant-images'`,
    'restaurant-images',
    F.objectImage,
  ),
  'bucket:restaurant-videos': bucketProbe(
    `bucket_id = 'restaurant-videos'`,
    'restaurant-videos',
    F.objectVideo,
  ),
  'bucket:<any other bucket>': bucketProbe(
    `bucket_id not in ('restaurant-images', 'restaurant-videos')`,
    'unrelated-private',
    F.objectOther,
  ),
};

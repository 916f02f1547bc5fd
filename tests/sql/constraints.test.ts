// Every CHECK, UNIQUE, FOREIGN KEY and EXCLUDE constraint rejects its bad input, by name, and nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_ID, USER_ID, attempt, targets, type TestDatabase } from './db';
import { F, seedFixtures } from './fixtures';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { DEFAULT_ABUSE_LIMITS } from '../../src/domain/settings/abuse-limits';

const x = (n: number): string => 'x'.repeat(n);

/** A valid new row per table (checked by the first test); each case below breaks one thing in it. */
const base: Record<string, Record<string, unknown>> = {
  admin_users: { id: USER_ID, username: 'newbie' },
  menu_categories: { name: 'Soups' },
  menu_items: { name: 'Congee', category_id: F.categoryInUse, dietary_tags: ['Vegan', 'Spicy'] },
  restaurant_videos: { title: 'Tour', video_url: 'https://cdn.example.org/v.mp4' },
  ai_usage_tracking: { month_year: '2027-03' },
  press_articles: {
    title: 'Breakfast',
    publication_name: 'Blatt',
    article_url: 'https://press.example.org/b',
    publication_date: '2026-01-01',
  },
  gallery_images: { title: 'Room', image_url: 'https://cdn.example.org/g.webp' },
  events: {
    title: 'Jam',
    event_date: '2030-01-01T10:00:00Z',
    max_participants: 30,
    current_participants: 30,
  },
  content_blocks: { section_name: 'values' },
  about_sections: { section_key: 'mission', title: 'Mission' },
  about_images: { section_id: F.sectionPublished, image_url: 'https://cdn.example.org/a.jpg' },
  reservations: {
    customer_name: 'Mia',
    customer_email: 'mia@example.org',
    reservation_date: '2030-01-01',
    reservation_time: '21:30',
    party_size: 20,
    submission_key: '00000000-0000-4000-8000-0000000ccccc',
  },
  reservation_confirmations: { reservation_id: F.reservationB },
  reservation_changes: { reservation_id: F.reservationB, kind: 'changed' },
  reservation_emails: { reservation_id: F.reservationB, kind: 'reminder' },
  // The one row is there from the migration: the base test removes it first (and rolls back).
  restaurant_settings: { booking_rules: JSON.stringify(DEFAULT_BOOKING_RULES) },
  consent_records: { user_session_id: 'session-abcdef12', expires_at: '2099-01-01T00:00:00Z' },
  dining_areas: { name: 'Garten' },
  restaurant_tables: { area_id: F.area, name: 'T9', min_seats: 2, max_seats: 6 },
  table_combinations: { name: 'T1+T3', min_seats: 3 },
  table_combination_members: { combination_id: F.combination, table_id: F.tableTwo },
  // Table T1 is held by reservation A from 10:00 to 11:45 on 4 May 2030; this hold starts as that one ends.
  reservation_tables: {
    reservation_id: F.reservationB,
    table_id: F.tableTwo,
    during: '[2030-05-04 11:45+02,2030-05-04 13:30+02)',
  },
};

interface Case {
  constraint: string;
  table: string;
  set: Record<string, unknown>;
  /** insert the row twice in one statement (unique constraints on values no fixture has) */
  twice?: boolean;
  label: string;
}

const show = (v: unknown): string => {
  if (typeof v === 'string' && v.length > 40) return `'${v.slice(0, 8)}...' (${v.length} chars)`;
  if (Array.isArray(v) && v.length > 4) return `[${v.length} items]`;
  return JSON.stringify(v);
};

const c = (constraint: string, table: string, set: Record<string, unknown>, twice = false): Case => ({
  constraint,
  table,
  set,
  twice,
  label: twice
    ? 'the same row twice'
    : Object.entries(set)
        .map(([k, v]) => `${k} = ${show(v)}`)
        .join(', '),
});

const cases: Case[] = [
  c('admin_users_id_fkey', 'admin_users', { id: '00000000-0000-4000-8000-00000000dead' }),
  c('admin_users_username_key', 'admin_users', { username: 'chef' }),
  c('admin_users_username_length', 'admin_users', { username: '  ' }),
  c('admin_users_username_length', 'admin_users', { username: x(201) }),
  c('admin_users_role_valid', 'admin_users', { role: 'boss' }),
  c('admin_users_role_valid', 'admin_users', { role: 'Owner' }),

  c('menu_categories_name_length', 'menu_categories', { name: '' }),
  c('menu_categories_name_length', 'menu_categories', { name: x(201) }),
  c('menu_categories_description_length', 'menu_categories', { description: x(20001) }),

  c('menu_items_category_id_fkey', 'menu_items', { category_id: '00000000-0000-4000-8000-00000000dead' }),
  c('menu_items_name_length', 'menu_items', { name: ' ' }),
  c('menu_items_description_length', 'menu_items', { description: x(20001) }),
  c('menu_items_ingredients_length', 'menu_items', { ingredients: x(20001) }),
  c('menu_items_image_url_length', 'menu_items', { image_url: x(2049) }),
  c('menu_items_regular_price_nonnegative', 'menu_items', { regular_price: -0.01 }),
  c('menu_items_student_price_nonnegative', 'menu_items', { student_price: -1 }),
  c('menu_items_dietary_tags_shape', 'menu_items', {
    dietary_tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
  }),
  c('menu_items_dietary_tags_shape', 'menu_items', { dietary_tags: ['Vegan', null] }),
  c('menu_items_cuisine_type_valid', 'menu_items', { cuisine_type: 'thai' }),
  c('menu_items_ai_prompt_used_length', 'menu_items', { ai_prompt_used: x(20001) }),
  c('menu_items_image_generation_cost_nonnegative', 'menu_items', { image_generation_cost: -0.001 }),

  c('restaurant_videos_title_length', 'restaurant_videos', { title: '' }),
  c('restaurant_videos_description_length', 'restaurant_videos', { description: x(20001) }),
  c('restaurant_videos_video_url_length', 'restaurant_videos', { video_url: '' }),
  c('restaurant_videos_thumbnail_url_length', 'restaurant_videos', { thumbnail_url: x(2049) }),
  c('restaurant_videos_display_order_nonnegative', 'restaurant_videos', { display_order: -1 }),
  c('restaurant_videos_single_hero', 'restaurant_videos', { featured_for_hero: true }),

  c('ai_usage_tracking_month_year_key', 'ai_usage_tracking', { month_year: '2026-01' }),
  c('ai_usage_tracking_month_year_format', 'ai_usage_tracking', { month_year: '2026-13' }),
  c('ai_usage_tracking_month_year_format', 'ai_usage_tracking', { month_year: '2026-1' }),
  c('ai_usage_tracking_month_year_format', 'ai_usage_tracking', { month_year: '2026-01-01' }),
  c('ai_usage_tracking_images_generated_nonnegative', 'ai_usage_tracking', { images_generated: -1 }),
  c('ai_usage_tracking_total_cost_nonnegative', 'ai_usage_tracking', { total_cost: -1 }),
  c('ai_usage_tracking_budget_limit_nonnegative', 'ai_usage_tracking', { budget_limit: -1 }),
  c('ai_usage_tracking_reserved_cost_nonnegative', 'ai_usage_tracking', { reserved_cost: -0.001 }),

  c('press_articles_title_length', 'press_articles', { title: x(201) }),
  c('press_articles_publication_name_length', 'press_articles', { publication_name: '' }),
  c('press_articles_article_url_length', 'press_articles', { article_url: '' }),
  c('press_articles_excerpt_length', 'press_articles', { excerpt: x(20001) }),
  c('press_articles_image_url_length', 'press_articles', { image_url: x(2049) }),

  c('gallery_images_title_length', 'gallery_images', { title: '' }),
  c('gallery_images_description_length', 'gallery_images', { description: x(20001) }),
  c('gallery_images_alt_text_length', 'gallery_images', { alt_text: x(2001) }),
  c('gallery_images_category_valid', 'gallery_images', { category: 'garden' }),
  c('gallery_images_image_url_length', 'gallery_images', { image_url: x(2049) }),

  c('events_title_length', 'events', { title: '' }),
  c('events_description_length', 'events', { description: x(20001) }),
  c('events_max_participants_range', 'events', { max_participants: 0, current_participants: 0 }),
  c('events_max_participants_range', 'events', { max_participants: 1001, current_participants: 0 }),
  c('events_current_participants_range', 'events', { current_participants: 31 }),
  c('events_current_participants_range', 'events', { current_participants: -1 }),
  c('events_image_url_length', 'events', { image_url: x(2049) }),

  c('content_blocks_section_name_key', 'content_blocks', { section_name: 'impressum' }),
  c('content_blocks_section_name_length', 'content_blocks', { section_name: ' ' }),
  c('content_blocks_section_name_pattern', 'content_blocks', { section_name: 'Opening Hours' }),
  c('content_blocks_title_length', 'content_blocks', { title: x(201) }),
  c('content_blocks_content_length', 'content_blocks', { content: x(20001) }),
  c('content_blocks_image_url_length', 'content_blocks', { image_url: x(2049) }),

  c('about_sections_section_key_key', 'about_sections', { section_key: 'story' }),
  c('about_sections_section_key_length', 'about_sections', { section_key: '' }),
  c('about_sections_section_key_pattern', 'about_sections', { section_key: 'Our Story' }),
  c('about_sections_title_length', 'about_sections', { title: '' }),
  c('about_sections_subtitle_length', 'about_sections', { subtitle: x(201) }),
  c('about_sections_content_length', 'about_sections', { content: x(20001) }),
  c('about_sections_section_type_valid', 'about_sections', { section_type: 'video' }),

  c('about_images_section_id_fkey', 'about_images', { section_id: '00000000-0000-4000-8000-00000000dead' }),
  c('about_images_image_url_length', 'about_images', { image_url: '' }),
  c('about_images_alt_text_length', 'about_images', { alt_text: x(2001) }),
  c('about_images_title_length', 'about_images', { title: x(201) }),
  c('about_images_caption_length', 'about_images', { caption: x(2001) }),

  c('reservations_submission_key_key', 'reservations', {}, true),
  c('reservations_customer_name_length', 'reservations', { customer_name: '   ' }),
  c('reservations_customer_name_length', 'reservations', { customer_name: x(201) }),
  c('reservations_customer_email_length', 'reservations', { customer_email: `${x(250)}@b.de` }),
  c('reservations_customer_email_shape', 'reservations', { customer_email: 'mia.example.org' }),
  c('reservations_customer_email_shape', 'reservations', { customer_email: 'mia@example' }),
  c('reservations_customer_email_shape', 'reservations', { customer_email: 'mia chen@example.org' }),
  c('reservations_customer_phone_length', 'reservations', { customer_phone: x(41) }),
  c('reservations_reservation_time_slot', 'reservations', { reservation_time: '24:00' }),
  c('reservations_reservation_time_slot', 'reservations', { reservation_time: '12:60' }),
  c('reservations_reservation_time_slot', 'reservations', { reservation_time: '9:00' }),
  c('restaurant_settings_one_row', 'restaurant_settings', { id: false }),
  c('restaurant_settings_booking_rules_valid', 'restaurant_settings', { booking_rules: '{}' }),
  c('restaurant_settings_booking_rules_valid', 'restaurant_settings', {
    booking_rules: JSON.stringify({ ...DEFAULT_BOOKING_RULES, horizonDays: -1 }),
  }),
  ...[
    { stays: [] },
    { stays: [{ fromPartySize: 2, minutes: 90 }] },
    {
      stays: [
        { fromPartySize: 1, minutes: 90 },
        { fromPartySize: 1, minutes: 120 },
      ],
    },
    {
      stays: [
        { fromPartySize: 1, minutes: 90 },
        { fromPartySize: 5, minutes: 120 },
        { fromPartySize: 3, minutes: 105 },
      ],
    },
    { stays: [{ fromPartySize: 1, minutes: 14 }] },
    { stays: [{ fromPartySize: 1, minutes: 721 }] },
    { bufferMinutes: -1 },
    { bufferMinutes: 241 },
    { staysEndByClose: 'yes' },
    { guestsAtOnce: 0 },
    { guestsAtOnce: undefined },
  ].map((change) =>
    c('restaurant_settings_booking_rules_valid', 'restaurant_settings', {
      booking_rules: JSON.stringify({ ...DEFAULT_BOOKING_RULES, ...change }),
    }),
  ),
  c('restaurant_settings_contact_valid', 'restaurant_settings', { contact: '{}' }),
  c('restaurant_settings_contact_valid', 'restaurant_settings', {
    contact: JSON.stringify({ ...DEFAULT_RESTAURANT_CONTACT, city: ' ' }),
  }),
  c('restaurant_settings_retention_valid', 'restaurant_settings', { retention: '{}' }),
  c('restaurant_settings_retention_valid', 'restaurant_settings', {
    retention: JSON.stringify({ reservationDays: 0 }),
  }),
  c('restaurant_settings_retention_valid', 'restaurant_settings', {
    retention: JSON.stringify({ reservationDays: 30.5 }),
  }),
  c('restaurant_settings_abuse_limits_valid', 'restaurant_settings', { abuse_limits: '{}' }),
  c('restaurant_settings_abuse_limits_valid', 'restaurant_settings', {
    abuse_limits: JSON.stringify({ ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 0 }),
  }),
  c('restaurant_settings_abuse_limits_valid', 'restaurant_settings', {
    abuse_limits: JSON.stringify({ ...DEFAULT_ABUSE_LIMITS, mailsPerAddressPerDay: 2.5 }),
  }),
  c('menu_categories_translations_valid', 'menu_categories', {
    translations: JSON.stringify({ en: { title: 'Soups' } }),
  }),
  c('menu_items_translations_valid', 'menu_items', { translations: JSON.stringify({ zh: { name: '' } }) }),
  c('restaurant_videos_translations_valid', 'restaurant_videos', {
    translations: JSON.stringify({ fr: { title: 'Visite' } }),
  }),
  c('press_articles_translations_valid', 'press_articles', {
    translations: JSON.stringify({ en: { excerpt: x(20001) } }),
  }),
  c('gallery_images_translations_valid', 'gallery_images', {
    translations: JSON.stringify({ en: { alt_text: x(2001) } }),
  }),
  c('events_translations_valid', 'events', { translations: JSON.stringify({ de: { title: 'Jam' } }) }),
  c('content_blocks_translations_valid', 'content_blocks', {
    translations: JSON.stringify({ en: { section_name: 'values' } }),
  }),
  c('about_sections_translations_valid', 'about_sections', {
    translations: JSON.stringify({ zh: { subtitle: x(201) } }),
  }),
  c('about_images_translations_valid', 'about_images', { translations: JSON.stringify({ en: 'caption' }) }),
  // The outbox (decision 0078); reservation A's insert queued its 'received' e-mail.
  c('reservation_emails_once', 'reservation_emails', { reservation_id: F.reservationA, kind: 'received' }),
  c('reservation_emails_reservation_id_fkey', 'reservation_emails', {
    reservation_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('reservation_emails_kind_valid', 'reservation_emails', { kind: 'moved' }),
  c('reservation_emails_state_valid', 'reservation_emails', { state: 'failed' }),
  c('reservation_emails_occurrence_positive', 'reservation_emails', { occurrence: 0 }),
  c('reservation_emails_attempts_range', 'reservation_emails', { attempts: -1 }),
  c('reservation_emails_reason_length', 'reservation_emails', { kind: 'cancelled', reason: x(501) }),
  c('reservation_emails_reason_length', 'reservation_emails', { kind: 'cancelled', reason: '' }),
  c('reservation_emails_reason_kind', 'reservation_emails', { kind: 'confirmed', reason: 'Why' }),
  c('reservation_emails_last_error_code', 'reservation_emails', { last_error: '550 <mia@example.org>' }),
  c('reservation_emails_sent_at_iff_sent', 'reservation_emails', { state: 'sent' }),
  c('reservation_emails_sent_at_iff_sent', 'reservation_emails', { sent_at: '2030-01-01T00:00:00Z' }),
  c('reservations_party_size_range', 'reservations', { party_size: 0 }),
  c('reservations_party_size_range', 'reservations', { party_size: 101 }),
  c('reservations_source_valid', 'reservations', { source: 'fax' }),
  c('reservations_special_requests_length', 'reservations', { special_requests: x(2001) }),
  c('reservations_language_preference_valid', 'reservations', { language_preference: 'fr' }),
  c('reservations_status_valid', 'reservations', { status: 'done' }),
  c('reservations_admin_notes_length', 'reservations', { admin_notes: x(2001) }),
  c('reservations_event_id_fkey', 'reservations', { event_id: '00000000-0000-4000-8000-00000000dead' }),

  c('reservation_changes_reservation_id_fkey', 'reservation_changes', {
    reservation_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('reservation_changes_kind_valid', 'reservation_changes', { kind: 'moved' }),
  c('reservation_changes_changes_array', 'reservation_changes', { changes: '{}' }),
  c('reservation_changes_override_reason_length', 'reservation_changes', { override_reason: '' }),
  c('reservation_changes_override_reason_length', 'reservation_changes', { override_reason: x(501) }),

  c('reservation_confirmations_reservation_id_fkey', 'reservation_confirmations', {
    reservation_id: '00000000-0000-4000-8000-00000000dead',
  }),

  c('dining_areas_name_length', 'dining_areas', { name: ' ' }),
  c('dining_areas_name_length', 'dining_areas', { name: x(61) }),
  c('restaurant_tables_area_id_fkey', 'restaurant_tables', {
    area_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('restaurant_tables_name_key', 'restaurant_tables', { name: 'T1' }),
  c('restaurant_tables_name_length', 'restaurant_tables', { name: x(31) }),
  c('restaurant_tables_seats_range', 'restaurant_tables', { min_seats: 0 }),
  c('restaurant_tables_seats_range', 'restaurant_tables', { min_seats: 7, max_seats: 6 }),
  c('restaurant_tables_seats_range', 'restaurant_tables', { max_seats: 101 }),
  c('restaurant_tables_priority_range', 'restaurant_tables', { priority: 1001 }),
  c('table_combinations_name_key', 'table_combinations', { name: 'T2+T3' }),
  c('table_combinations_name_length', 'table_combinations', { name: '' }),
  c('table_combinations_min_seats_range', 'table_combinations', { min_seats: 201 }),
  c('table_combinations_priority_range', 'table_combinations', { priority: -1001 }),
  c('table_combination_members_once', 'table_combination_members', { table_id: F.tableFourA }),
  c('table_combination_members_combination_id_fkey', 'table_combination_members', {
    combination_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('table_combination_members_table_id_fkey', 'table_combination_members', {
    table_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('reservation_tables_once', 'reservation_tables', { reservation_id: F.reservationA }),
  c('reservation_tables_reservation_id_fkey', 'reservation_tables', {
    reservation_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('reservation_tables_table_id_fkey', 'reservation_tables', {
    table_id: '00000000-0000-4000-8000-00000000dead',
  }),
  c('reservation_tables_during_bounded', 'reservation_tables', { during: 'empty' }),
  c('reservation_tables_during_bounded', 'reservation_tables', { during: '[2030-05-04 12:00+02,)' }),
  c('reservation_tables_one_party_at_a_time', 'reservation_tables', {
    during: '[2030-05-04 11:00+02,2030-05-04 12:00+02)',
  }),

  c('consent_records_user_session_id_shape', 'consent_records', { user_session_id: 'short' }),
  c('consent_records_user_session_id_shape', 'consent_records', { user_session_id: 'has spaces in it' }),
  c('consent_records_consent_version_valid', 'consent_records', { consent_version: '2.0' }),
  c('consent_records_essential_cookies_required', 'consent_records', { essential_cookies: false }),
  c('consent_records_expires_after_created', 'consent_records', { expires_at: '2000-01-01T00:00:00Z' }),
  c('consent_records_user_agent_length', 'consent_records', { user_agent: x(501) }),
  c('consent_records_language_preference_valid', 'consent_records', { language_preference: 'EN' }),
];

const sqlState: Record<string, string> = { c: '23514', u: '23505', f: '23503', i: '23505', x: '23P01' };

describe.each(targets)('constraints on $name', (target) => {
  let db: TestDatabase;
  let kinds: Record<string, string>;

  beforeAll(async () => {
    db = await target.open();
    await seedFixtures(db);
    const { rows } = await db.query<{ name: string; kind: string }>(
      `select conname as name, contype::text as kind from pg_constraint
       where connamespace = 'public'::regnamespace and contype in ('c', 'u', 'f', 'x')
       union all
       select ic.relname, 'i' from pg_index i join pg_class ic on ic.oid = i.indexrelid
       where ic.relnamespace = 'public'::regnamespace and i.indisunique and not i.indisprimary
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    kinds = Object.fromEntries(rows.map((r) => [r.name, r.kind]));
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Inserts as service_role (bypasses RLS, so only constraints can refuse) and commits like the API. */
  const insert = (table: string, row: Record<string, unknown>, twice = false) => {
    const cols = Object.keys(row);
    const one = (offset: number) => `(${cols.map((_, i) => `$${offset + i + 1}`).join(', ')})`;
    const values = twice ? `${one(0)}, ${one(cols.length)}` : one(0);
    const params = twice ? [...Object.values(row), ...Object.values(row)] : Object.values(row);
    return attempt(() =>
      db.request('service_role', `insert into public.${table} (${cols.join(', ')}) values ${values}`, params),
    );
  };

  it('accepts every base row (so each case below fails for its one change only)', async () => {
    for (const [table, row] of Object.entries(base)) {
      await db.exec('begin');
      try {
        if (table === 'restaurant_settings') await db.exec('delete from public.restaurant_settings');
        await db.exec('set local role service_role');
        const cols = Object.keys(row);
        await db.query(
          `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        );
      } finally {
        await db.exec('rollback');
      }
    }
  });

  it('has a case for every CHECK, UNIQUE, FOREIGN KEY and EXCLUDE constraint and unique index in public', () => {
    const covered = new Set(cases.map((k) => k.constraint));
    const missing = Object.keys(kinds)
      .filter((name) => !covered.has(name))
      .sort();
    expect(missing).toEqual([]);
  });

  it.each(cases)(
    '$constraint rejects $label and writes nothing',
    async ({ constraint, table, set, twice }) => {
      const before = await db.count(`public.${table}`);
      const result = await insert(table, { ...base[table], ...set }, twice);
      expect(result.ok ? 'inserted' : result.error.constraint).toBe(constraint);
      if (!result.ok) expect(result.error.code).toBe(sqlState[kinds[constraint]!]);
      expect(await db.count(`public.${table}`)).toBe(before);
    },
  );

  it('refuses prices that do not fit numeric(8,2)', async () => {
    const result = await insert('menu_items', { ...base.menu_items, regular_price: 1_000_000 });
    expect(result.ok ? 'inserted' : result.error.code).toBe('22003');
  });

  it('refuses updates that break a check (current_participants above max_participants)', async () => {
    const result = await attempt(() =>
      db.request('admin', `update public.events set current_participants = 31 where id = $1`, [
        F.eventActive,
      ]),
    );
    expect(result.ok ? 'updated' : result.error.constraint).toBe('events_current_participants_range');
  });

  it('lets a table be held at overlapping times by a booking that does not hold, or once the first stops holding', async () => {
    // The fixture: table T1 held by reservation A from 10:00 to 11:45 on 4 May 2030.
    const overlapping = { ...base.reservation_tables, during: '[2030-05-04 11:00+02,2030-05-04 12:00+02)' };
    await db.exec('begin');
    try {
      await db.exec('set local role service_role');
      const insert = (row: Record<string, unknown>) => {
        const cols = Object.keys(row);
        return db.query(
          `insert into public.reservation_tables (${cols.join(', ')})
           values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        );
      };
      // (While both hold, the case above refuses it.)
      await insert({ ...overlapping, holds: false });
      await db.query(`delete from public.reservation_tables where reservation_id = $1`, [F.reservationB]);
      await db.query(`update public.reservation_tables set holds = false where id = $1`, [F.heldTable]);
      await insert(overlapping);
      expect(await db.count(`public.reservation_tables where table_id = $1 and holds`, [F.tableTwo])).toBe(1);
    } finally {
      await db.exec('rollback');
    }
  });

  it('does not delete a category that menu items use (ON DELETE RESTRICT)', async () => {
    const result = await attempt(() =>
      db.request('admin', `delete from public.menu_categories where id = $1`, [F.categoryInUse]),
    );
    expect(result.ok ? 'deleted' : result.error.constraint).toBe('menu_items_category_id_fkey');
    expect(await db.count(`public.menu_categories where id = $1`, [F.categoryInUse])).toBe(1);
  });

  it('deletes about images with their section, confirmations with their reservation, staff with their auth user', async () => {
    await db.exec('begin');
    try {
      await db.query(`delete from public.about_sections where id = $1`, [F.sectionDraft]);
      expect(await db.count(`public.about_images where id = $1`, [F.imageDraft])).toBe(0);
      await db.query(`delete from public.reservations where id = $1`, [F.reservationA]);
      expect(
        await db.count(`public.reservation_confirmations where reservation_id = $1`, [F.reservationA]),
      ).toBe(0);
      await db.query(`delete from auth.users where id = $1`, [ADMIN_ID]);
      expect(await db.count(`public.admin_users`)).toBe(0);
    } finally {
      await db.exec('rollback');
    }
  });
});

// The migrations apply in order on a fresh database and leave the shape the rest of the app relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationFiles, platformSql, targets, type TestDatabase } from './db';

const expectedTables = [
  'about_images',
  'about_sections',
  'admin_users',
  'ai_usage_tracking',
  'consent_records',
  'content_blocks',
  'dining_areas',
  'events',
  'gallery_images',
  'menu_categories',
  'menu_items',
  'press_articles',
  'reservation_changes',
  'reservation_confirmations',
  'reservation_emails',
  'reservation_tables',
  'reservations',
  'restaurant_settings',
  'restaurant_tables',
  'restaurant_videos',
  'table_combination_members',
  'table_combinations',
];

describe.each(targets)('migrations on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('are named <timestamp>_<name>.sql and applied in order', () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    expect([...files].sort()).toEqual(files);
  });

  it('run after the platform emulation, which may run again (roles are cluster-wide on a real server)', async () => {
    await db.exec(platformSql());
    const { rows } = await db.query<{ rolname: string; rolbypassrls: boolean; rolcanlogin: boolean }>(
      `select rolname, rolbypassrls, rolcanlogin from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticator', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
    ]);
  });

  it('create exactly the expected tables, each with RLS enabled', async () => {
    const { rows } = await db.query<{ tablename: string; rowsecurity: boolean }>(
      `select tablename, rowsecurity from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(expectedTables);
    expect(rows.filter((r) => !r.rowsecurity)).toEqual([]);
  });

  it('give every table created_at and updated_at (timestamptz, not null, default now())', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; ok: boolean }>(
      `select c.table_name, c.column_name,
              c.data_type = 'timestamp with time zone' and c.is_nullable = 'NO' and c.column_default = 'now()' as ok
       from information_schema.columns c
       where c.table_schema = 'public' and c.column_name in ('created_at', 'updated_at')`,
    );
    expect(rows.length).toBe(expectedTables.length * 2);
    expect(rows.filter((r) => !r.ok)).toEqual([]);
  });

  it('give every table except reservation_confirmations an id uuid primary key', async () => {
    const { rows } = await db.query<{ table_name: string; pk: string }>(
      `select tc.table_name, string_agg(kcu.column_name, ',') as pk
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
       group by tc.table_name order by tc.table_name`,
    );
    const byTable = Object.fromEntries(rows.map((r) => [r.table_name, r.pk]));
    for (const t of expectedTables) {
      expect(byTable[t], t).toBe(t === 'reservation_confirmations' ? 'reservation_id' : 'id');
    }
  });

  it('maintain updated_at with one trigger function on every table', async () => {
    const { rows } = await db.query<{ table: string }>(
      `select c.relname as table from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_proc p on p.oid = t.tgfoid
       where not t.tgisinternal and p.proname = 'set_updated_at'
         and c.relnamespace = 'public'::regnamespace
       order by 1`,
    );
    expect(rows.map((r) => r.table)).toEqual(expectedTables);

    await db.exec(`insert into public.menu_categories (id, name, created_at, updated_at)
      values ('11111111-1111-4111-8111-111111111111', 'Trigger', now() - interval '1 day', now() - interval '1 day')`);
    await db.exec(
      `update public.menu_categories set name = 'Trigger 2', created_at = now()
       where id = '11111111-1111-4111-8111-111111111111'`,
    );
    const { rows: after } = await db.query<{ fresh: boolean; kept: boolean }>(
      `select updated_at > now() - interval '1 minute' as fresh, created_at < now() - interval '1 hour' as kept
       from public.menu_categories where id = '11111111-1111-4111-8111-111111111111'`,
    );
    expect(after).toEqual([{ fresh: true, kept: true }]);
    await db.exec(`delete from public.menu_categories where id = '11111111-1111-4111-8111-111111111111'`);
  });

  it('pin search_path on every function in public and make only the intended ones security definer', async () => {
    const { rows } = await db.query<{
      name: string;
      definer: boolean;
      config: string[] | null;
      inlinable: boolean;
    }>(
      `select p.proname as name, p.prosecdef as definer, p.proconfig as config,
              p.prolang = (select l.oid from pg_language l where l.lanname = 'sql') and p.provolatile = 'i' as inlinable
       from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
    );
    // reservation_search_text() must be inlined into the query to match its trigram index, which a function
    // with a search_path of its own never is; it is an immutable SQL expression with every name qualified.
    const inlined = ['reservation_search_text'];
    for (const r of rows) {
      if (inlined.includes(r.name)) {
        expect({ config: r.config, definer: r.definer, inlinable: r.inlinable }, r.name).toEqual({
          config: null,
          definer: false,
          inlinable: true,
        });
      } else {
        expect(r.config, r.name).toContain('search_path=""');
      }
    }
    expect(rows.filter((r) => r.definer).map((r) => r.name)).toEqual([
      'admin_erase_personal_data',
      'admin_export_personal_data',
      'admin_list_reservations',
      'admin_reservation_counts',
      'assert_admin',
      'book_reservation_as_staff',
      'booking_challenge',
      'booking_rules_valid',
      'cancel_reservation_by_token',
      'change_reservation_as_staff',
      'change_reservation_status',
      'claim_reservation_emails',
      'create_reservation',
      'day_availability',
      'find_consent',
      'floor_plan',
      'free_reservation_times',
      'full_reservation_days',
      'is_admin',
      'is_owner',
      'move_reservation_by_token',
      'record_admin_login',
      'record_consent',
      'refused_attempts_today',
      'release_ai_credits',
      'reservation_by_token',
      'reservation_manage_token',
      'reserve_ai_credits',
      'rules_change_impact',
      'save_booking_rules',
      'save_floor_plan',
      'save_reservation_notes',
      'set_hero_video',
      'settle_ai_credits',
      'staff_members',
      'swap_about_section_order',
    ]);
  });

  it('apply the documented defaults', async () => {
    await db.exec(`begin`);
    try {
      await db.exec(`
        insert into public.menu_categories (id, name) values ('22222222-2222-4222-8222-222222222222', 'D');
        insert into public.menu_items (name, category_id) values ('Dumpling', '22222222-2222-4222-8222-222222222222');
        insert into public.restaurant_videos (title, video_url) values ('Tour', 'https://x.test/v.mp4');
        insert into public.ai_usage_tracking (month_year) values ('2031-01');
        insert into public.gallery_images (title, image_url) values ('Room', 'https://x.test/i.png');
        insert into public.events (title, event_date) values ('Jam', now() + interval '1 day');
        insert into public.content_blocks (section_name) values ('impressum');
        insert into public.about_sections (section_key, title) values ('story', 'Story');
      `);
      const { rows } = await db.query(
        `select
           (select row(cuisine_type, is_available, is_featured, dietary_tags, display_order, ai_generated_image,
                       regular_price)::text from public.menu_items) as item,
           (select row(featured_for_hero, is_featured, autoplay, show_controls, display_order)::text
              from public.restaurant_videos) as video,
           (select row(images_generated, total_cost, budget_limit, reserved_cost)::text
              from public.ai_usage_tracking) as ai,
           (select row(category, is_featured, display_order)::text from public.gallery_images) as gallery,
           (select row(max_participants, current_participants, is_active)::text from public.events) as event,
           (select is_active from public.content_blocks) as block_active,
           (select row(section_type, is_published, display_order)::text from public.about_sections) as about`,
      );
      expect(rows[0]).toEqual({
        item: '(fusion,t,f,{},0,f,0.00)',
        video: '(f,f,f,t,0)',
        ai: '(0,0.000,10.000,0.000)',
        gallery: '(general,f,0)',
        event: '(30,0,t)',
        block_active: true,
        about: '(text,t,0)',
      });
    } finally {
      await db.exec(`rollback`);
    }
  });

  it('create both storage buckets with their size and type limits', async () => {
    const { rows } = await db.query(
      `select id, public, file_size_limit::text as size, allowed_mime_types as types from storage.buckets order by id`,
    );
    expect(rows).toEqual([
      {
        id: 'restaurant-images',
        public: true,
        size: '5242880',
        types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
      },
      {
        id: 'restaurant-videos',
        public: true,
        size: '104857600',
        types: ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'],
      },
    ]);
  });
});

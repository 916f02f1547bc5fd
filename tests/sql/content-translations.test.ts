// Translated content in SQL (decision 0076): every content table has a `translations` column whose
// check (translations_valid()) accepts everything the domain's translationsSchema returns and refuses unknown
// languages, unknown fields, non-text, blank and over-long texts; existing rows keep working with '{}'.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { translationsSchema } from '../../src/domain/shared/translations-schema';
import { attempt, targets, type TestDatabase } from './db';

/** Each table's translatable fields and their longest length, as in the migration. */
const TABLES = {
  menu_categories: { name: 200, description: 20000 },
  menu_items: { name: 200, description: 20000, ingredients: 20000 },
  restaurant_videos: { title: 200, description: 20000 },
  press_articles: { title: 200, excerpt: 20000 },
  gallery_images: { title: 200, description: 20000, alt_text: 2000 },
  events: { title: 200, description: 20000 },
  content_blocks: { title: 200, content: 20000 },
  about_sections: { title: 200, subtitle: 200, content: 20000 },
  about_images: { alt_text: 2000, title: 200, caption: 2000 },
} as const;

const LIMITS = TABLES.about_sections;
const x = (n: number) => 'x'.repeat(n);

const valid = async (db: TestDatabase, candidate: unknown, limits: object = LIMITS) =>
  (
    await db.query<{ valid: boolean }>(`select public.translations_valid($1::jsonb, $2::jsonb) as valid`, [
      JSON.stringify(candidate),
      JSON.stringify(limits),
    ])
  ).rows[0]!.valid;

const unit = fc.constantFrom('a', '中', 'ß', ' ', '\t', '\n', '\u3000', '😀', '<', '"');
const text = fc.oneof(
  fc.string({ unit, maxLength: 6 }),
  fc.integer({ min: 197, max: 203 }).map((n) => x(n)),
);
const texts = fc.dictionary(fc.constantFrom('title', 'subtitle', 'content', 'name'), text, { maxKeys: 4 });
const candidate = fc.dictionary(fc.constantFrom('en', 'zh', 'de', 'fr'), fc.oneof(texts, fc.constant(null)), {
  maxKeys: 3,
});

describe.each(targets)('content translations on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  it('add a translations column with the right limits to every content table', async () => {
    const { rows } = await db.query<{ table_name: string; column_default: string; is_nullable: string }>(
      `select table_name, column_default, is_nullable from information_schema.columns
        where table_schema = 'public' and column_name = 'translations' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(Object.keys(TABLES).sort());
    expect(new Set(rows.map((r) => `${r.column_default} ${r.is_nullable}`))).toEqual(
      new Set(["'{}'::jsonb NO"]),
    );
    for (const [table, limits] of Object.entries(TABLES)) {
      const { rows: checks } = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`,
        [`${table}_translations_valid`],
      );
      const def = checks[0]?.def ?? '';
      for (const [field, max] of Object.entries(limits)) expect(def).toContain(`"${field}": ${max}`);
    }
  });

  it.each([
    ['an unknown language', { fr: { title: 'Bonjour' } }],
    ['German, which lives in the columns', { de: { title: 'Hallo' } }],
    ['an unknown field', { en: { section_key: 'hero' } }],
    ['a text that is no string', { en: { title: 12 } }],
    ['an empty text', { en: { title: '' } }],
    ['a language that is no object', { en: 'Hello' }],
    ['a title over its limit', { zh: { title: x(201) } }],
    ['no object at all', ['en']],
  ])('refuses %s', async (_, value) => {
    expect(await valid(db, value)).toBe(false);
  });

  it('accepts exactly what the domain schema returns', async () => {
    await fc.assert(
      fc.asyncProperty(candidate, async (value) => {
        const parsed = translationsSchema(LIMITS, 'tooLong').safeParse(value);
        if (parsed.success) expect(await valid(db, parsed.data)).toBe(true);
        // A language the schema refuses, the column refuses too (texts it would only have trimmed may pass).
        else if (Object.keys(value).some((language) => !['en', 'zh'].includes(language)))
          expect(await valid(db, value)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('lets an admin save translations through the API, and no one else', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.menu_categories (name) values ('Tee') returning id`,
    );
    const save = (persona: 'anon' | 'user' | 'admin') =>
      attempt(() =>
        db.request(persona, `update public.menu_categories set translations = $1::jsonb where id = $2`, [
          JSON.stringify({ en: { name: 'Tea' }, zh: { name: '茶' } }),
          rows[0]!.id,
        ]),
      );
    expect((await save('admin')).ok && 'saved').toBe('saved');
    const anon = await save('anon');
    expect(anon.ok ? anon.value.rowCount : anon.error.code).toBe('42501');
    const user = await save('user');
    expect(user.ok ? user.value.rowCount : user.error.code).toBe(0);
    const { rows: saved } = await db.query(`select translations from public.menu_categories where id = $1`, [
      rows[0]!.id,
    ]);
    expect(saved).toEqual([{ translations: { en: { name: 'Tea' }, zh: { name: '茶' } } }]);
  });

  it('keeps existing rows and refuses a broken translation on write', async () => {
    await db.query(`insert into public.menu_categories (name) values ('Suppen')`);
    const { rows } = await db.query(`select translations from public.menu_categories where name = 'Suppen'`);
    expect(rows).toEqual([{ translations: {} }]);
    await db.query(
      `update public.menu_categories set translations = '{"en": {"name": "Soups"}, "zh": {"name": "汤"}}'
        where name = 'Suppen'`,
    );
    const broken = await attempt(() =>
      db.query(
        `update public.menu_categories set translations = '{"en": {"title": "Soups"}}' where name = 'Suppen'`,
      ),
    );
    expect(broken.ok ? 'updated' : [broken.error.code, broken.error.constraint]).toEqual([
      '23514',
      'menu_categories_translations_valid',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { localized, translationCompleteness, type Translatable } from '../../src/domain/shared/translations';
import { translationsSchema } from '../../src/domain/shared/translations-schema';

type Dish = Translatable<'name' | 'description'> & { readonly price: number };
const dish = (
  translations: Dish['translations'],
  description: string | null = 'Gedämpfte Teigtaschen',
): Dish => ({
  name: 'Har Gow',
  description,
  price: 6.5,
  translations,
});

describe('localized', () => {
  it('shows each translated field in the language and the rest in German', () => {
    const row = dish({
      en: { description: 'Steamed dumplings' },
      zh: { name: '虾饺', description: '蒸虾饺' },
    });
    expect(localized(row, 'en')).toEqual({ ...row, description: 'Steamed dumplings' });
    expect(localized(row, 'zh')).toMatchObject({ name: '虾饺', description: '蒸虾饺', price: 6.5 });
    expect(localized(row, 'de')).toBe(row);
  });

  it('never replaces a German text by a blank one, and never touches other fields', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('de', 'en', 'zh', 'fr'), (text, language) => {
        const row = dish({ en: { name: text }, zh: { name: text } });
        const shown = localized(row, language);
        expect(shown.price).toBe(6.5);
        expect(shown.description).toBe(row.description);
        expect(shown.name).toBe(text.trim() !== '' && ['en', 'zh'].includes(language) ? text : 'Har Gow');
      }),
    );
  });
});

describe('translationCompleteness', () => {
  it('counts only the fields that have German text', () => {
    expect(translationCompleteness(dish({}, null), ['name', 'description'], 'en')).toBe('missing');
    expect(
      translationCompleteness(dish({ en: { name: 'Har gow' } }, null), ['name', 'description'], 'en'),
    ).toBe('complete');
    expect(translationCompleteness(dish({ en: { name: 'Har gow' } }), ['name', 'description'], 'en')).toBe(
      'partial',
    );
    expect(
      translationCompleteness(dish({ en: { name: 'x', description: 'y' } }), ['name', 'description'], 'zh'),
    ).toBe('missing');
  });
});

describe('translationsSchema', () => {
  const schema = translationsSchema({ name: 5, description: 10 }, 'tooLong');

  it('trims, drops blank texts and empty languages, and defaults to none', () => {
    expect(schema.parse(undefined)).toEqual({});
    expect(schema.parse({ en: { name: ' Bao ', description: '  ' }, zh: { name: '' } })).toEqual({
      en: { name: 'Bao' },
    });
  });

  it('refuses unknown languages and fields, and over-long texts with the given key', () => {
    expect(schema.safeParse({ fr: { name: 'Bao' } }).success).toBe(false);
    expect(schema.safeParse({ en: { title: 'Bao' } }).success).toBe(false);
    const long = schema.safeParse({ zh: { name: '包子包子包子' } });
    expect(long.success ? 'parsed' : long.error.issues[0]?.message).toBe('tooLong');
  });

  it('returns only non-empty trimmed texts within their limits', () => {
    fc.assert(
      fc.property(
        fc.record(
          { en: fc.record({ name: fc.string({ maxLength: 7 }) }, { requiredKeys: [] }) },
          { requiredKeys: [] },
        ),
        (value) => {
          const parsed = schema.safeParse(value);
          if (!parsed.success) return;
          for (const texts of Object.values(parsed.data))
            for (const text of Object.values(texts ?? {})) {
              expect(text).toBe(text.trim());
              expect(text.length).toBeGreaterThan(0);
              expect(text.length).toBeLessThanOrEqual(5);
            }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePress, sortPress } from '../../src/domain/press/press-order';
import { validatePressArticleDraft } from '../../src/domain/press/press-schema';

const date = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const article = fc.record({ id: fc.uuid(), is_featured: fc.boolean(), publication_date: date });

describe('sortPress', () => {
  it('is a permutation sorted featured first, then newest first', () => {
    fc.assert(
      fc.property(fc.array(article, { maxLength: 20 }), (articles) => {
        const sorted = sortPress(articles);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...articles].sort((a, b) => a.id.localeCompare(b.id)),
        );
        for (let i = 1; i < sorted.length; i++) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          expect(comparePress(prev, next)).toBeLessThanOrEqual(0);
          if (prev.is_featured === next.is_featured) {
            expect(prev.publication_date >= next.publication_date).toBe(true);
          } else {
            expect(prev.is_featured).toBe(true);
          }
        }
      }),
    );
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(fc.array(article), (articles) => {
        const copy = structuredClone(articles);
        sortPress(articles);
        expect(articles).toEqual(copy);
      }),
    );
  });
});

describe('press article schema', () => {
  const valid = {
    title: ' On the menu ',
    publication_name: 'Berliner Zeitung',
    article_url: 'https://example.org/a',
    publication_date: '2025-01-05',
  };

  it('turns an empty excerpt or logo into null and defaults the order to 0', () => {
    const parsed = validatePressArticleDraft({ ...valid, excerpt: '  ', image_url: '' });
    expect(parsed.ok && parsed.value).toEqual({
      ...valid,
      title: 'On the menu',
      excerpt: null,
      image_url: null,
      is_featured: false,
      display_order: 0,
      translations: {},
    });
  });

  it('keeps translated titles and excerpts, trimmed and without blank ones, within the German lengths', () => {
    const parsed = validatePressArticleDraft({
      ...valid,
      translations: { en: { title: ' On the menu ', excerpt: ' ' }, zh: { excerpt: '菜单上的早餐' } },
    });
    expect(parsed.ok && parsed.value.translations).toEqual({
      en: { title: 'On the menu' },
      zh: { excerpt: '菜单上的早餐' },
    });
    const long = validatePressArticleDraft({ ...valid, translations: { en: { title: 'x'.repeat(201) } } });
    expect(long.ok ? null : long.error.issues?.['translations.en.title']).toBe(
      'admin:press.validation.tooLong',
    );
    const name = validatePressArticleDraft({ ...valid, translations: { en: { publication_name: 'BZ' } } });
    expect(name.ok).toBe(false);
  });

  it('requires title, publication, URL and date with one key', () => {
    for (const field of ['title', 'publication_name', 'article_url', 'publication_date'] as const) {
      const parsed = validatePressArticleDraft({ ...valid, [field]: '' });
      expect(parsed.ok ? null : parsed.error.issues?.[field]).toBe('admin:press.validation.required');
    }
  });

  it('accepts only web addresses and real calendar dates', () => {
    for (const article_url of ['not a url', 'javascript:alert(1)', 'ftp://example.org/a']) {
      expect(validatePressArticleDraft({ ...valid, article_url }).ok).toBe(false);
    }
    expect(validatePressArticleDraft({ ...valid, image_url: '/demo/images/logo.webp' }).ok).toBe(true);
    expect(validatePressArticleDraft({ ...valid, publication_date: '2025-02-29' }).ok).toBe(false);
    expect(validatePressArticleDraft({ ...valid, publication_date: '05.01.2025' }).ok).toBe(false);
    expect(validatePressArticleDraft({ ...valid, display_order: 2.5 }).ok).toBe(false);
  });
});

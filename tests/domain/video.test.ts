import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heroOf, setHero } from '../../src/domain/video/hero';
import { checkVideoFile, MAX_VIDEO_BYTES } from '../../src/domain/video/video-upload';
import { validateVideoDraft } from '../../src/domain/video/video-schema';

const videos = fc
  .uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), featured_for_hero: fc.boolean() }), {
    selector: (v) => v.id,
    maxLength: 5,
  })
  // Stored data has at most one hero; setHero keeps it that way.
  .map((list) => {
    const hero = list.findIndex((v) => v.featured_for_hero);
    return list.map((v, i) => ({ ...v, featured_for_hero: i === hero }));
  });
const anyId = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'unknown');
const heroes = (list: readonly { featured_for_hero: boolean }[]) =>
  list.filter((v) => v.featured_for_hero).length;

describe('setHero', () => {
  it('setting the flag leaves exactly that video as the hero', () => {
    fc.assert(
      fc.property(videos, anyId, (list, id) => {
        const next = setHero(list, id, true);
        if (!list.some((v) => v.id === id)) expect(next).toEqual(list);
        else expect(next.filter((v) => v.featured_for_hero).map((v) => v.id)).toEqual([id]);
      }),
    );
  });

  it('clearing the flag touches only that video', () => {
    fc.assert(
      fc.property(videos, anyId, (list, id) => {
        const next = setHero(list, id, false);
        expect(heroes(next)).toBeLessThanOrEqual(heroes(list));
        next.forEach((v, i) => {
          expect(v.featured_for_hero).toBe(v.id === id ? false : list[i]?.featured_for_hero);
        });
      }),
    );
  });

  it('never makes a second hero, keeps order and keeps unchanged videos as they were', () => {
    fc.assert(
      fc.property(videos, anyId, fc.boolean(), (list, id, on) => {
        const next = setHero(list, id, on);
        expect(heroes(next)).toBeLessThanOrEqual(1);
        expect(next.map((v) => v.id)).toEqual(list.map((v) => v.id));
        next.forEach((v, i) => {
          if (v.featured_for_hero === list[i]?.featured_for_hero) expect(v).toBe(list[i]);
        });
        expect(heroOf(next)?.featured_for_hero ?? true).toBe(true);
      }),
    );
  });
});

describe('checkVideoFile', () => {
  it('requires a video file of at most 100 MB, naming the first problem', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('video/mp4', 'video/webm', 'image/png', 'text/plain', ''),
        fc.integer({ min: 0, max: 2 * MAX_VIDEO_BYTES }),
        (type, size) => {
          const expected = !type.startsWith('video/')
            ? 'invalidType'
            : size > MAX_VIDEO_BYTES
              ? 'tooLarge'
              : null;
          expect(checkVideoFile({ type, size })).toBe(expected);
        },
      ),
    );
    expect(checkVideoFile(null)).toBe('videoRequired');
    expect(checkVideoFile(undefined)).toBe('videoRequired');
    expect(checkVideoFile({ type: 'video/mp4', size: 100 * 1024 * 1024 })).toBeNull();
  });
});

describe('video schema', () => {
  const valid = { title: ' Tour ', video_url: 'https://example.org/v.mp4' };

  it('trims the title and fills the defaults (controls shown, order 0)', () => {
    const parsed = validateVideoDraft(valid);
    expect(parsed.ok && parsed.value).toEqual({
      title: 'Tour',
      description: null,
      video_url: 'https://example.org/v.mp4',
      thumbnail_url: null,
      featured_for_hero: false,
      is_featured: false,
      autoplay: false,
      show_controls: true,
      display_order: 0,
      translations: {},
    });
  });

  it('keeps translated titles and descriptions, trimmed and without blank ones, within the German lengths', () => {
    const parsed = validateVideoDraft({
      ...valid,
      translations: { en: { title: ' Tour ', description: '' }, zh: { title: '导览' } },
    });
    expect(parsed.ok && parsed.value.translations).toEqual({ en: { title: 'Tour' }, zh: { title: '导览' } });
    const long = validateVideoDraft({ ...valid, translations: { zh: { description: '长'.repeat(20_001) } } });
    expect(long.ok ? null : long.error.issues?.['translations.zh.description']).toBe(
      'admin:videos.validation.tooLong',
    );
  });

  it('requires a title and a non-negative whole display order', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (display_order) => {
        expect(validateVideoDraft({ ...valid, display_order }).ok).toBe(display_order >= 0);
      }),
    );
    const blank = validateVideoDraft({ ...valid, title: '   ' });
    expect(blank.ok ? null : blank.error.issues?.title).toBe('admin:videos.validation.titleRequired');
  });
});

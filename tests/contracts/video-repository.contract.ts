import { describe, expect, it } from 'vitest';
import type { VideoRepository } from '../../src/application/ports/video-repository';
import type { Draft } from '../../src/domain/shared/entity';
import type { RestaurantVideo } from '../../src/domain/video/restaurant-video';
import { UNKNOWN_ID } from './menu-item-repository.contract';

export interface VideoRepositoryFixture {
  readonly repo: VideoRepository;
}

export const videoDraft = (overrides: Partial<Draft<RestaurantVideo>> = {}): Draft<RestaurantVideo> => ({
  title: 'Kitchen tour',
  description: null,
  video_url: 'https://example.org/videos/tour.mp4',
  thumbnail_url: null,
  featured_for_hero: false,
  is_featured: false,
  autoplay: false,
  show_controls: true,
  display_order: 0,
  translations: {},
  ...overrides,
});

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every VideoRepository must show, whatever stores the videos. */
export const describeVideoRepository = (name: string, make: () => Promise<VideoRepositoryFixture>) =>
  describe(`VideoRepository contract: ${name}`, () => {
    const heroTitles = async (repo: VideoRepository) => {
      const listed = await repo.list();
      return listed.ok
        ? listed.value.filter((v) => v.featured_for_hero).map((v) => v.title)
        : listed.error.kind;
    };

    it('lists videos by display_order ascending and counts them', async () => {
      const { repo } = await make();
      await repo.create(videoDraft({ title: 'b', display_order: 2 }));
      await repo.create(videoDraft({ title: 'a', display_order: 1 }));
      const listed = await repo.list();
      expect(listed.ok && listed.value.map((v) => v.title)).toEqual(['a', 'b']);
      expect(await repo.count()).toEqual({ ok: true, value: 2 });
    });

    it('finds the tour video and the hero video, or null when there is none', async () => {
      const { repo } = await make();
      expect(await repo.findFeatured()).toEqual({ ok: true, value: null });
      expect(await repo.findHero()).toEqual({ ok: true, value: null });
      await repo.create(videoDraft({ title: 'plain' }));
      await repo.create(videoDraft({ title: 'tour', is_featured: true, display_order: 1 }));
      await repo.create(videoDraft({ title: 'hero', featured_for_hero: true, display_order: 2 }));
      const featured = await repo.findFeatured();
      expect(featured.ok && featured.value?.title).toBe('tour');
      const hero = await repo.findHero();
      expect(hero.ok && hero.value?.title).toBe('hero');
    });

    it('a hero upload takes the hero flag from every other video', async () => {
      const { repo } = await make();
      await repo.create(videoDraft({ title: 'old hero', featured_for_hero: true }));
      const created = await repo.create(
        videoDraft({ title: 'new hero', featured_for_hero: true, display_order: 1 }),
      );
      expect(created.ok && created.value.featured_for_hero).toBe(true);
      expect(await heroTitles(repo)).toEqual(['new hero']);
    });

    it('moves and clears the hero flag, and reports NotFound for an unknown video', async () => {
      const { repo } = await make();
      const first = await repo.create(videoDraft({ title: 'first', featured_for_hero: true }));
      const second = await repo.create(videoDraft({ title: 'second', display_order: 1 }));
      if (!first.ok || !second.ok) throw new Error('create failed');
      expect(kind(await repo.setHero(second.value.id, true))).toBe('ok');
      expect(await heroTitles(repo)).toEqual(['second']);
      expect(kind(await repo.setHero(first.value.id, false))).toBe('ok');
      expect(await heroTitles(repo)).toEqual(['second']);
      expect(kind(await repo.setHero(second.value.id, false))).toBe('ok');
      expect(await heroTitles(repo)).toEqual([]);
      expect(kind(await repo.setHero(UNKNOWN_ID, true))).toBe('NotFound');
    });

    it('refuses an update that would make a second hero, and accepts other changes', async () => {
      const { repo } = await make();
      await repo.create(videoDraft({ title: 'hero', featured_for_hero: true }));
      const other = await repo.create(videoDraft({ title: 'other', display_order: 1 }));
      if (!other.ok) throw new Error('create failed');
      expect(kind(await repo.update(other.value.id, { featured_for_hero: true }))).toBe('Conflict');
      const renamed = await repo.update(other.value.id, { title: 'renamed', autoplay: true });
      expect(renamed.ok && [renamed.value.title, renamed.value.autoplay]).toEqual(['renamed', true]);
      expect(await heroTitles(repo)).toEqual(['hero']);
      expect(kind(await repo.update(UNKNOWN_ID, { title: 'x' }))).toBe('NotFound');
    });

    it('refuses a blank title, a missing file and a negative display order, and writes nothing', async () => {
      const { repo } = await make();
      const blank = await repo.create(videoDraft({ title: '  ' }));
      expect(blank.ok ? 'ok' : blank.error.issues?.title).toBe('admin:videos.validation.titleRequired');
      expect(kind(await repo.create(videoDraft({ video_url: '' })))).toBe('Invalid');
      expect(kind(await repo.create(videoDraft({ display_order: -1 })))).toBe('Invalid');
      expect(await repo.count()).toEqual({ ok: true, value: 0 });
    });

    it('keeps the English and Chinese texts of an upload, a hero upload too, and replaces them on update', async () => {
      const { repo } = await make();
      const translations = {
        en: { title: 'A morning at Tischlein', description: 'A short walk through the restaurant.' },
        zh: { title: 'Tischlein 的一个早晨' },
      };
      const created = await repo.create(
        videoDraft({ title: 'Ein Morgen im Tischlein', featured_for_hero: true, translations }),
      );
      if (!created.ok) throw new Error(created.error.message);
      expect([created.value.translations, created.value.featured_for_hero]).toEqual([translations, true]);
      const hero = await repo.findHero();
      expect(hero.ok && hero.value?.translations).toEqual(translations);
      const updated = await repo.update(created.value.id, { translations: { en: { title: 'Morning' } } });
      expect(updated.ok && updated.value.translations).toEqual({ en: { title: 'Morning' } });
      const listed = await repo.list();
      expect(listed.ok && listed.value.map((v) => v.translations)).toEqual([{ en: { title: 'Morning' } }]);
    });

    it('refuses a translation that is too long or in a language it does not know, and writes nothing', async () => {
      const { repo } = await make();
      const long = await repo.create(
        videoDraft({ translations: { zh: { description: '长'.repeat(20_001) } } }),
      );
      expect(long.ok ? 'ok' : long.error.issues?.['translations.zh.description']).toBe(
        'admin:videos.validation.tooLong',
      );
      const unknown = { de: { title: 'Küchenrundgang' } } as unknown as RestaurantVideo['translations'];
      expect(kind(await repo.create(videoDraft({ translations: unknown })))).toBe('Invalid');
      expect(await repo.count()).toEqual({ ok: true, value: 0 });
    });

    it('removes a video answering the removed row, and reports NotFound the second time', async () => {
      const { repo } = await make();
      const created = await repo.create(videoDraft());
      if (!created.ok) throw new Error('create failed');
      expect(await repo.remove(created.value.id)).toEqual({ ok: true, value: created.value });
      expect(kind(await repo.remove(created.value.id))).toBe('NotFound');
    });
  });

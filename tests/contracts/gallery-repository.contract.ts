import { describe, expect, it } from 'vitest';
import type { GalleryRepository } from '../../src/application/ports/gallery-repository';
import type { GalleryImage } from '../../src/domain/gallery/gallery-image';
import type { Draft } from '../../src/domain/shared/entity';
import { UNKNOWN_ID } from './menu-item-repository.contract';

export interface GalleryRepositoryFixture {
  readonly repo: GalleryRepository;
}

export const galleryDraft = (overrides: Partial<Draft<GalleryImage>> = {}): Draft<GalleryImage> => ({
  title: 'Window seats',
  description: null,
  alt_text: 'Two tables by the window in morning light',
  category: 'seating',
  is_featured: false,
  image_url: 'https://example.org/gallery/window.svg',
  display_order: 0,
  translations: {},
  ...overrides,
});

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every GalleryRepository must show, whatever stores the images. */
export const describeGalleryRepository = (name: string, make: () => Promise<GalleryRepositoryFixture>) =>
  describe(`GalleryRepository contract: ${name}`, () => {
    const titles = async (repo: GalleryRepository) => {
      const listed = await repo.list();
      return listed.ok ? listed.value.map((g) => g.title) : listed.error.kind;
    };

    it('lists images by display_order ascending, counts them and knows the top display order', async () => {
      const { repo } = await make();
      expect(await repo.topDisplayOrder()).toEqual({ ok: true, value: -1 });
      await repo.create(galleryDraft({ title: 'c', display_order: 7 }));
      await repo.create(galleryDraft({ title: 'a', display_order: 0 }));
      await repo.create(galleryDraft({ title: 'b', display_order: 3 }));
      expect(await titles(repo)).toEqual(['a', 'b', 'c']);
      expect(await repo.count()).toEqual({ ok: true, value: 3 });
      expect(await repo.topDisplayOrder()).toEqual({ ok: true, value: 7 });
    });

    it('refuses a blank title, an unknown category or a missing image, and writes nothing', async () => {
      const { repo } = await make();
      const untitled = await repo.create(galleryDraft({ title: '' }));
      expect(untitled.ok ? 'ok' : untitled.error.issues?.title).toBe(
        'admin:gallery.validation.titleRequired',
      );
      const category = galleryDraft({ category: 'garden' as GalleryImage['category'] });
      expect(kind(await repo.create(category))).toBe('Invalid');
      expect(kind(await repo.create(galleryDraft({ image_url: '' })))).toBe('Invalid');
      expect(await repo.count()).toEqual({ ok: true, value: 0 });
    });

    it('updates an image, refusing a blank title, and reports NotFound for an unknown id', async () => {
      const { repo } = await make();
      const created = await repo.create(galleryDraft());
      if (!created.ok) throw new Error('create failed');
      const updated = await repo.update(created.value.id, { title: 'Terrace', category: 'atmosphere' });
      expect(updated.ok && [updated.value.title, updated.value.category]).toEqual(['Terrace', 'atmosphere']);
      expect(kind(await repo.update(created.value.id, { title: '  ' }))).toBe('Invalid');
      expect(await titles(repo)).toEqual(['Terrace']);
      expect(kind(await repo.update(UNKNOWN_ID, { title: 'x' }))).toBe('NotFound');
    });

    it('removes the listed images only; an empty list removes nothing, unknown ids are NotFound', async () => {
      const { repo } = await make();
      const made = await Promise.all(
        ['a', 'b', 'c'].map((title, display_order) => repo.create(galleryDraft({ title, display_order }))),
      );
      const ids = made.map((r) => (r.ok ? r.value.id : ''));
      const removed = await repo.remove([ids[0] ?? '', ids[2] ?? '', UNKNOWN_ID]);
      expect(removed.ok && removed.value.map((g) => g.title).sort()).toEqual(['a', 'c']);
      expect(await titles(repo)).toEqual(['b']);
      expect(await repo.remove([])).toEqual({ ok: true, value: [] });
      expect(kind(await repo.remove([UNKNOWN_ID]))).toBe('NotFound');
      expect(await titles(repo)).toEqual(['b']);
    });

    it('keeps the translations of an image and replaces them on an edit', async () => {
      const { repo } = await make();
      const created = await repo.create(
        galleryDraft({
          title: 'Fensterplätze',
          translations: {
            en: { title: ' Window seats ', description: '' },
            zh: { title: '窗边座位', alt_text: '晨光中窗边的两张桌子' },
          },
        }),
      );
      if (!created.ok) throw new Error(created.error.message);
      // Blank texts are dropped: they fall back to German.
      expect(created.value.translations).toEqual({
        en: { title: 'Window seats' },
        zh: { title: '窗边座位', alt_text: '晨光中窗边的两张桌子' },
      });
      const updated = await repo.update(created.value.id, { translations: { en: { description: 'Sunny' } } });
      expect(updated.ok && updated.value.translations).toEqual({ en: { description: 'Sunny' } });
      const listed = await repo.list();
      expect(listed.ok && listed.value.map((g) => g.translations)).toEqual([
        { en: { description: 'Sunny' } },
      ]);
    });

    it('refuses a translation that is too long or of a field or language it does not know', async () => {
      const { repo } = await make();
      const long = await repo.create(galleryDraft({ translations: { zh: { alt_text: '长'.repeat(2001) } } }));
      expect(long.ok ? 'ok' : long.error.issues?.['translations.zh.alt_text']).toBe(
        'admin:gallery.validation.tooLong',
      );
      const unknown = { fr: { title: 'Terrasse' } } as unknown as GalleryImage['translations'];
      expect(kind(await repo.create(galleryDraft({ translations: unknown })))).toBe('Invalid');
      expect(await repo.count()).toEqual({ ok: true, value: 0 });
      const created = await repo.create(galleryDraft());
      if (!created.ok) throw new Error(created.error.message);
      const field = { en: { category: 'food' } } as unknown as GalleryImage['translations'];
      expect(kind(await repo.update(created.value.id, { translations: field }))).toBe('Invalid');
      expect(await titles(repo)).toEqual(['Window seats']);
    });
  });

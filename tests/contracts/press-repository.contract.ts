import { describe, expect, it } from 'vitest';
import type { PressRepository } from '../../src/application/ports/press-repository';
import type { PressArticle } from '../../src/domain/press/press-article';
import type { Draft } from '../../src/domain/shared/entity';
import { UNKNOWN_ID } from './menu-item-repository.contract';

export interface PressRepositoryFixture {
  readonly repo: PressRepository;
}

export const pressDraft = (overrides: Partial<Draft<PressArticle>> = {}): Draft<PressArticle> => ({
  title: 'Breakfast worth crossing Berlin for',
  publication_name: 'Tagesspiegel',
  article_url: 'https://example.org/press/breakfast',
  publication_date: '2025-03-01',
  excerpt: 'Dumplings at nine in the morning.',
  image_url: null,
  is_featured: false,
  display_order: 0,
  translations: {},
  ...overrides,
});

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every PressRepository must show, whatever stores the articles. */
export const describePressRepository = (name: string, make: () => Promise<PressRepositoryFixture>) =>
  describe(`PressRepository contract: ${name}`, () => {
    it('lists featured articles first, then the newest first, with a limit', async () => {
      const { repo } = await make();
      await repo.create(pressDraft({ title: 'old', publication_date: '2024-01-10' }));
      await repo.create(
        pressDraft({ title: 'featured old', publication_date: '2023-05-01', is_featured: true }),
      );
      await repo.create(pressDraft({ title: 'new', publication_date: '2025-02-01' }));
      await repo.create(
        pressDraft({ title: 'featured new', publication_date: '2024-06-01', is_featured: true }),
      );
      const listed = await repo.list();
      expect(listed.ok && listed.value.map((a) => a.title)).toEqual([
        'featured new',
        'featured old',
        'new',
        'old',
      ]);
      const limited = await repo.list({ limit: 3 });
      expect(limited.ok && limited.value.map((a) => a.title)).toEqual([
        'featured new',
        'featured old',
        'new',
      ]);
    });

    it('stores an empty excerpt and logo as null', async () => {
      const { repo } = await make();
      const created = await repo.create(pressDraft({ excerpt: '', image_url: '' }));
      expect(created.ok && [created.value.excerpt, created.value.image_url]).toEqual([null, null]);
    });

    it('refuses a missing required field or a malformed date, and writes nothing', async () => {
      const { repo } = await make();
      const untitled = await repo.create(pressDraft({ title: ' ' }));
      expect(untitled.ok ? 'ok' : untitled.error.issues?.title).toBe('admin:press.validation.required');
      expect(kind(await repo.create(pressDraft({ publication_name: '' })))).toBe('Invalid');
      expect(kind(await repo.create(pressDraft({ article_url: '' })))).toBe('Invalid');
      expect(kind(await repo.create(pressDraft({ publication_date: '2025-02-30' })))).toBe('Invalid');
      const listed = await repo.list();
      expect(listed.ok && listed.value).toEqual([]);
    });

    it('keeps the English and Chinese title and excerpt, and replaces them on update', async () => {
      const { repo } = await make();
      const translations = {
        en: { title: 'Breakfast worth crossing Berlin for', excerpt: 'Dumplings at nine.' },
        zh: { title: '值得穿越柏林去吃的早餐' },
      };
      const created = await repo.create(pressDraft({ title: 'Ein Frühstück für ganz Berlin', translations }));
      if (!created.ok) throw new Error(created.error.message);
      expect(created.value.translations).toEqual(translations);
      expect(await repo.find(created.value.id)).toEqual(created);
      const updated = await repo.update(created.value.id, {
        translations: { zh: { title: '值得专程去吃的早餐', excerpt: '  ' } },
      });
      expect(updated.ok && updated.value.translations).toEqual({ zh: { title: '值得专程去吃的早餐' } });
      const listed = await repo.list();
      expect(listed.ok && listed.value.map((a) => a.translations)).toEqual([
        { zh: { title: '值得专程去吃的早餐' } },
      ]);
    });

    it('refuses a translation that is too long or of a field it does not know, and writes nothing', async () => {
      const { repo } = await make();
      const long = await repo.create(pressDraft({ translations: { en: { title: 'x'.repeat(201) } } }));
      expect(long.ok ? 'ok' : long.error.issues?.['translations.en.title']).toBe(
        'admin:press.validation.tooLong',
      );
      // The publication's name is a name: it has no translations.
      const name = {
        en: { publication_name: 'The Daily Mirror' },
      } as unknown as PressArticle['translations'];
      expect(kind(await repo.create(pressDraft({ translations: name })))).toBe('Invalid');
      const listed = await repo.list();
      expect(listed.ok && listed.value).toEqual([]);
    });

    it('updates and removes an article, and reports NotFound for an unknown id', async () => {
      const { repo } = await make();
      const created = await repo.create(pressDraft());
      if (!created.ok) throw new Error('create failed');
      const updated = await repo.update(created.value.id, { is_featured: true, title: 'Retitled' });
      expect(updated.ok && [updated.value.title, updated.value.is_featured]).toEqual(['Retitled', true]);
      expect(kind(await repo.update(created.value.id, { publication_name: '' }))).toBe('Invalid');
      expect(kind(await repo.update(UNKNOWN_ID, { title: 'x' }))).toBe('NotFound');
      expect(await repo.find(created.value.id)).toEqual({ ok: true, value: updated.ok && updated.value });
      expect(await repo.find(UNKNOWN_ID)).toEqual({ ok: true, value: null });
      expect(await repo.remove(created.value.id)).toEqual({ ok: true, value: updated.ok && updated.value });
      expect(kind(await repo.remove(created.value.id))).toBe('NotFound');
    });
  });

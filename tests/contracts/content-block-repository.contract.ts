import { describe, expect, it } from 'vitest';
import type { ContentBlockRepository } from '../../src/application/ports/content-block-repository';
import type { ContentBlock } from '../../src/domain/content/content-block';
import type { Draft } from '../../src/domain/shared/entity';

export interface ContentBlockRepositoryFixture {
  readonly repo: ContentBlockRepository;
}

export const contentBlockDraft = (overrides: Partial<Draft<ContentBlock>> = {}): Draft<ContentBlock> => ({
  section_name: 'impressum',
  title: 'Impressum',
  content: 'Restaurant: Tischlein\nAdresse: Müllerstraße 1, 13353 Berlin',
  image_url: null,
  is_active: true,
  translations: {},
  ...overrides,
});

const kindOf = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every ContentBlockRepository must show, whatever stores the blocks. */
export const describeContentBlockRepository = (
  name: string,
  make: () => Promise<ContentBlockRepositoryFixture>,
) =>
  describe(`ContentBlockRepository contract: ${name}`, () => {
    it('lists every block, active or not, ordered by section name', async () => {
      const { repo } = await make();
      for (const section_name of ['story', 'about', 'impressum']) {
        const created = await repo.create(
          contentBlockDraft({ section_name, is_active: section_name !== 'story' }),
        );
        expect(created.ok).toBe(true);
      }
      const all = await repo.list();
      expect(all.ok && all.value.map((b) => b.section_name)).toEqual(['about', 'impressum', 'story']);
    });

    it('finds the active block of a section, and null for an inactive or missing one', async () => {
      const { repo } = await make();
      await repo.create(contentBlockDraft());
      await repo.create(contentBlockDraft({ section_name: 'business_info', is_active: false }));
      const found = await repo.findActive('impressum');
      expect(found.ok && found.value?.title).toBe('Impressum');
      const inactive = await repo.findActive('business_info');
      expect(inactive.ok && inactive.value).toBeNull();
      const missing = await repo.findActive('contact_details');
      expect(missing.ok && missing.value).toBeNull();
    });

    it('lists the active blocks of the named sections, by section name, in one call', async () => {
      const { repo } = await make();
      for (const [section_name, is_active] of [
        ['values', true],
        ['mission', true],
        ['team', false],
        ['impressum', true],
      ] as const)
        await repo.create(contentBlockDraft({ section_name, is_active }));
      const listed = await repo.listActive(['team', 'values', 'mission', 'story']);
      expect(listed.ok && listed.value.map((b) => b.section_name)).toEqual(['mission', 'values']);
      expect(await repo.listActive([])).toEqual({ ok: true, value: [] });
    });

    it('refuses a second block with the same section name, on create and on update', async () => {
      const { repo } = await make();
      await repo.create(contentBlockDraft());
      const duplicate = await repo.create(contentBlockDraft({ title: 'Another' }));
      expect(kindOf(duplicate)).toBe('Conflict');
      expect(duplicate.ok ? null : duplicate.error.message).toBe('admin:content.messages.duplicateSection');
      const other = await repo.create(contentBlockDraft({ section_name: 'hero' }));
      if (!other.ok) throw new Error(other.error.message);
      expect(kindOf(await repo.update(other.value.id, { section_name: 'impressum' }))).toBe('Conflict');
      const all = await repo.list();
      expect(all.ok && all.value.map((b) => b.section_name)).toEqual(['hero', 'impressum']);
    });

    it('refuses a section name that is empty, has capitals or spaces, or is too long', async () => {
      const { repo } = await make();
      for (const section_name of ['', '   ', 'Hero Section', 'über', 'x'.repeat(101)]) {
        const result = await repo.create(contentBlockDraft({ section_name }));
        expect(kindOf(result), section_name).toBe('Invalid');
        expect(result.ok ? null : result.error.issues?.section_name).toBe(
          'admin:content.validation.sectionName',
        );
      }
      const all = await repo.list();
      expect(all.ok && all.value).toEqual([]);
    });

    it('updates and removes a block, and reports NotFound for an unknown id', async () => {
      const { repo } = await make();
      const created = await repo.create(contentBlockDraft());
      if (!created.ok) throw new Error(created.error.message);
      const updated = await repo.update(created.value.id, { content: 'Neu', is_active: false });
      expect(updated.ok && [updated.value.content, updated.value.is_active]).toEqual(['Neu', false]);
      expect((await repo.remove(created.value.id)).ok).toBe(true);
      expect(kindOf(await repo.remove(created.value.id))).toBe('NotFound');
      expect(kindOf(await repo.update(created.value.id, { title: 'x' }))).toBe('NotFound');
    });

    it('keeps the translations of a block and replaces them on an edit', async () => {
      const { repo } = await make();
      const created = await repo.create(
        contentBlockDraft({
          section_name: 'values',
          title: 'Was uns wichtig ist',
          translations: {
            en: { title: ' What matters to us ', content: ' ' },
            zh: { title: '我们在乎的事' },
          },
        }),
      );
      if (!created.ok) throw new Error(created.error.message);
      // Blank texts are dropped: they fall back to German.
      expect(created.value.translations).toEqual({
        en: { title: 'What matters to us' },
        zh: { title: '我们在乎的事' },
      });
      const found = await repo.findActive('values');
      expect(found.ok && found.value).toEqual(created.value);
      const updated = await repo.update(created.value.id, {
        translations: { zh: { content: '新鲜现做。' } },
      });
      expect(updated.ok && updated.value.translations).toEqual({ zh: { content: '新鲜现做。' } });
      const all = await repo.list();
      expect(all.ok && all.value.map((b) => b.translations)).toEqual([{ zh: { content: '新鲜现做。' } }]);
    });

    it('refuses a translation that is too long or of a field or language it does not know', async () => {
      const { repo } = await make();
      const long = await repo.create(contentBlockDraft({ translations: { en: { title: 'x'.repeat(201) } } }));
      expect(long.ok ? 'ok' : long.error.issues?.['translations.en.title']).toBe(
        'admin:content.validation.tooLong',
      );
      const unknown = { fr: { title: 'Mentions légales' } } as unknown as ContentBlock['translations'];
      expect(kindOf(await repo.create(contentBlockDraft({ translations: unknown })))).toBe('Invalid');
      const none = await repo.list();
      expect(none.ok && none.value).toEqual([]);
      const created = await repo.create(contentBlockDraft());
      if (!created.ok) throw new Error(created.error.message);
      const field = { en: { image_url: 'x' } } as unknown as ContentBlock['translations'];
      expect(kindOf(await repo.update(created.value.id, { translations: field }))).toBe('Invalid');
      expect(await repo.findActive('impressum')).toEqual({ ok: true, value: created.value });
    });
  });

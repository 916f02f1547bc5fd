import { describe, expect, it } from 'vitest';
import type { AboutRepository } from '../../src/application/ports/about-repository';
import type { AboutImage, AboutSection } from '../../src/domain/about/about-section';
import type { Draft, Id } from '../../src/domain/shared/entity';

export interface AboutRepositoryFixture {
  readonly repo: AboutRepository;
}

export const aboutSectionDraft = (overrides: Partial<Draft<AboutSection>> = {}): Draft<AboutSection> => ({
  section_key: 'our-story',
  title: 'Unsere Geschichte',
  subtitle: null,
  content: 'Seit 2022 im Wedding.',
  section_type: 'text',
  is_published: true,
  display_order: 0,
  translations: {},
  ...overrides,
});

export const aboutImageDraft = (
  sectionId: Id,
  overrides: Partial<Draft<AboutImage>> = {},
): Draft<AboutImage> => ({
  section_id: sectionId,
  image_url: '/images/about/kitchen.svg',
  alt_text: 'Die Küche',
  title: null,
  caption: null,
  display_order: 0,
  translations: {},
  ...overrides,
});

const kindOf = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

const createSection = async (repo: AboutRepository, overrides: Partial<Draft<AboutSection>>) => {
  const created = await repo.createSection(aboutSectionDraft(overrides));
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
};

const createImage = async (
  repo: AboutRepository,
  sectionId: Id,
  overrides: Partial<Draft<AboutImage>> = {},
) => {
  const created = await repo.createImage(aboutImageDraft(sectionId, overrides));
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
};

/** The behaviour every AboutRepository must show, whatever stores the sections. */
export const describeAboutRepository = (name: string, make: () => Promise<AboutRepositoryFixture>) =>
  describe(`AboutRepository contract: ${name}`, () => {
    it('lists sections by display order, and only published ones when asked', async () => {
      const { repo } = await make();
      await createSection(repo, { section_key: 'c', display_order: 2 });
      await createSection(repo, { section_key: 'a', display_order: 0, is_published: false });
      await createSection(repo, { section_key: 'b', display_order: 1 });
      const all = await repo.listSections();
      expect(all.ok && all.value.map((s) => s.section_key)).toEqual(['a', 'b', 'c']);
      const published = await repo.listSections({ publishedOnly: true });
      expect(published.ok && published.value.map((s) => s.section_key)).toEqual(['b', 'c']);
    });

    it('lists images by display order, only those of published sections when asked', async () => {
      const { repo } = await make();
      const shown = await createSection(repo, { section_key: 'shown' });
      const draft = await createSection(repo, {
        section_key: 'draft',
        is_published: false,
        display_order: 1,
      });
      await createImage(repo, shown.id, { title: 'second', display_order: 1 });
      await createImage(repo, draft.id, { title: 'hidden', display_order: 0 });
      await createImage(repo, shown.id, { title: 'first', display_order: 0 });
      const all = await repo.listImages();
      expect(all.ok && all.value.map((i) => i.title).sort()).toEqual(['first', 'hidden', 'second']);
      expect(all.ok && all.value.map((i) => i.display_order)).toEqual([0, 0, 1]);
      const published = await repo.listImages({ publishedOnly: true });
      expect(published.ok && published.value.map((i) => i.title)).toEqual(['first', 'second']);
    });

    it('swaps the display order of two sections', async () => {
      const { repo } = await make();
      const first = await createSection(repo, { section_key: 'first', display_order: 0 });
      const second = await createSection(repo, { section_key: 'second', display_order: 5 });
      expect((await repo.swapOrder(first.id, second.id)).ok).toBe(true);
      const all = await repo.listSections();
      expect(all.ok && all.value.map((s) => [s.section_key, s.display_order])).toEqual([
        ['second', 0],
        ['first', 5],
      ]);
      expect(kindOf(await repo.swapOrder(first.id, crypto.randomUUID()))).toBe('NotFound');
      const unchanged = await repo.listSections();
      expect(unchanged.ok && unchanged.value.map((s) => s.display_order)).toEqual([0, 5]);
    });

    it('removes a section together with its images, and only its images', async () => {
      const { repo } = await make();
      const gone = await createSection(repo, { section_key: 'gone' });
      const kept = await createSection(repo, { section_key: 'kept', display_order: 1 });
      await createImage(repo, gone.id);
      await createImage(repo, kept.id, { title: 'kept image' });
      expect((await repo.removeSection(gone.id)).ok).toBe(true);
      const sections = await repo.listSections();
      expect(sections.ok && sections.value.map((s) => s.section_key)).toEqual(['kept']);
      const images = await repo.listImages();
      expect(images.ok && images.value.map((i) => i.title)).toEqual(['kept image']);
      expect(kindOf(await repo.removeSection(gone.id))).toBe('NotFound');
    });

    it('refuses a section without key or title, or with a malformed key', async () => {
      const { repo } = await make();
      const cases: [Partial<Draft<AboutSection>>, string, string][] = [
        [{ section_key: ' ' }, 'section_key', 'admin:about.validation.required'],
        [{ title: '' }, 'title', 'admin:about.validation.required'],
        [{ section_key: 'Our Story' }, 'section_key', 'admin:about.validation.sectionKey'],
      ];
      for (const [override, field, key] of cases) {
        const result = await repo.createSection(aboutSectionDraft(override));
        expect(kindOf(result)).toBe('Invalid');
        expect(result.ok ? null : result.error.issues?.[field]).toBe(key);
      }
      const all = await repo.listSections();
      expect(all.ok && all.value).toEqual([]);
    });

    it('updates sections and images, removes images, and reports NotFound for unknown ids', async () => {
      const { repo } = await make();
      const section = await createSection(repo, {});
      const updated = await repo.updateSection(section.id, { is_published: false, title: 'Neu' });
      expect(updated.ok && [updated.value.title, updated.value.is_published]).toEqual(['Neu', false]);
      expect(kindOf(await repo.updateSection(section.id, { title: ' ' }))).toBe('Invalid');
      const image = await createImage(repo, section.id);
      const captioned = await repo.updateImage(image.id, { caption: 'Frisch gefaltet' });
      expect(captioned.ok && captioned.value.caption).toBe('Frisch gefaltet');
      expect((await repo.removeImage(image.id)).ok).toBe(true);
      const missing = crypto.randomUUID();
      expect(kindOf(await repo.removeImage(image.id))).toBe('NotFound');
      expect(kindOf(await repo.updateImage(missing, { caption: 'x' }))).toBe('NotFound');
      expect(kindOf(await repo.updateSection(missing, { title: 'x' }))).toBe('NotFound');
    });

    it('refuses a section_key another section has, on create and on edit (Conflict)', async () => {
      const { repo } = await make();
      const story = await createSection(repo, { section_key: 'story' });
      const team = await createSection(repo, { section_key: 'team', display_order: 1 });
      const twice = await repo.createSection(aboutSectionDraft({ section_key: 'story' }));
      expect(twice.ok ? 'ok' : [twice.error.kind, twice.error.message]).toEqual([
        'Conflict',
        'admin:about.messages.duplicateKey',
      ]);
      const renamed = await repo.updateSection(team.id, { section_key: 'story' });
      expect(renamed.ok ? 'ok' : [renamed.error.kind, renamed.error.message]).toEqual([
        'Conflict',
        'admin:about.messages.duplicateKey',
      ]);
      expect((await repo.updateSection(story.id, { section_key: 'story', title: 'Neu' })).ok).toBe(true);
    });

    it("finds one image by id, lists one section's images, and answers the image a remove took", async () => {
      const { repo } = await make();
      const one = await createSection(repo, { section_key: 'one' });
      const two = await createSection(repo, { section_key: 'two', display_order: 1 });
      const image = await createImage(repo, one.id, { title: 'a', display_order: 1 });
      await createImage(repo, one.id, { title: 'b', display_order: 0 });
      await createImage(repo, two.id, { title: 'other' });
      expect(await repo.findImage(image.id)).toEqual({ ok: true, value: image });
      expect(await repo.findImage(crypto.randomUUID())).toEqual({ ok: true, value: null });
      const ofOne = await repo.listImages({ sectionId: one.id });
      expect(ofOne.ok && ofOne.value.map((i) => i.title)).toEqual(['b', 'a']);
      expect(await repo.removeImage(image.id)).toEqual({ ok: true, value: image });
    });

    it('keeps the translations of a section and of an image, and replaces them on an edit', async () => {
      const { repo } = await make();
      const section = await createSection(repo, {
        translations: {
          en: { title: ' Our story ', subtitle: '' },
          zh: { title: '我们的故事', content: '2022 年起在 Wedding 区。' },
        },
      });
      // Blank texts are dropped: they fall back to German.
      expect(section.translations).toEqual({
        en: { title: 'Our story' },
        zh: { title: '我们的故事', content: '2022 年起在 Wedding 区。' },
      });
      const edited = await repo.updateSection(section.id, {
        translations: { en: { subtitle: 'Since 2022' } },
      });
      expect(edited.ok && edited.value.translations).toEqual({ en: { subtitle: 'Since 2022' } });
      const listed = await repo.listSections({ publishedOnly: true });
      expect(listed.ok && listed.value.map((s) => s.translations)).toEqual([
        { en: { subtitle: 'Since 2022' } },
      ]);

      const image = await createImage(repo, section.id, {
        translations: { zh: { alt_text: '厨房', caption: '现包点心' } },
      });
      expect(await repo.findImage(image.id)).toEqual({ ok: true, value: image });
      expect(image.translations).toEqual({ zh: { alt_text: '厨房', caption: '现包点心' } });
      const captioned = await repo.updateImage(image.id, { translations: { en: { title: 'The kitchen' } } });
      expect(captioned.ok && captioned.value.translations).toEqual({ en: { title: 'The kitchen' } });
      const images = await repo.listImages({ publishedOnly: true });
      expect(images.ok && images.value.map((i) => i.translations)).toEqual([
        { en: { title: 'The kitchen' } },
      ]);
    });

    it('refuses a translation that is too long or of a field or language it does not know', async () => {
      const { repo } = await make();
      const long = await repo.createSection(
        aboutSectionDraft({ translations: { zh: { title: '长'.repeat(201) } } }),
      );
      expect(long.ok ? 'ok' : long.error.issues?.['translations.zh.title']).toBe(
        'admin:about.validation.tooLong',
      );
      const unknown = { fr: { title: 'Notre histoire' } } as unknown as AboutSection['translations'];
      expect(kindOf(await repo.createSection(aboutSectionDraft({ translations: unknown })))).toBe('Invalid');
      const field = { en: { section_key: 'x' } } as unknown as AboutSection['translations'];
      expect(kindOf(await repo.createSection(aboutSectionDraft({ translations: field })))).toBe('Invalid');
      const none = await repo.listSections();
      expect(none.ok && none.value).toEqual([]);

      const section = await createSection(repo, {});
      const caption = await repo.createImage(
        aboutImageDraft(section.id, { translations: { en: { caption: 'x'.repeat(1001) } } }),
      );
      expect(caption.ok ? 'ok' : caption.error.issues?.['translations.en.caption']).toBe(
        'admin:about.validation.tooLong',
      );
      const image = await createImage(repo, section.id);
      const refused = await repo.updateImage(image.id, {
        translations: { en: { image_url: 'x' } } as unknown as AboutImage['translations'],
      });
      expect(kindOf(refused)).toBe('Invalid');
      expect(await repo.findImage(image.id)).toEqual({ ok: true, value: image });
    });

    it('refuses an image of a section that does not exist', async () => {
      const { repo } = await make();
      const orphan = await repo.createImage(aboutImageDraft(crypto.randomUUID()));
      expect(orphan.ok).toBe(false);
      const images = await repo.listImages();
      expect(images.ok && images.value).toEqual([]);
    });
  });

import { describe, expect, it } from 'vitest';
import { MemoryAboutRepository } from '../../src/adapters/memory/memory-about-repository';
import { DeleteAboutImage } from '../../src/application/about/delete-about-image';
import { DeleteAboutSection } from '../../src/application/about/delete-about-section';
import { ListAboutSections } from '../../src/application/about/list-about-sections';
import { ListPublishedAbout } from '../../src/application/about/list-published-about';
import { MoveAboutSection } from '../../src/application/about/move-about-section';
import { SaveAboutImage } from '../../src/application/about/save-about-image';
import { SaveAboutSection, type AboutSectionInput } from '../../src/application/about/save-about-section';
import type { AboutRepository } from '../../src/application/ports/about-repository';
import { unavailable } from '../../src/domain/shared/result';
import { emptyMemoryDatabase } from '../support/memory';
import { RecordingFiles } from '../support/recording-files';

/** A store whose image reads fail, as when the backend is unreachable. */
const unreachableImages = (base: AboutRepository): AboutRepository =>
  Object.assign(Object.create(base) as AboutRepository, { listImages: async () => unavailable('offline') });

const section = (overrides: Partial<AboutSectionInput> = {}): AboutSectionInput => ({
  section_key: 'story',
  title: 'Unsere Geschichte',
  subtitle: null,
  content: 'Seit 2022 im Wedding.',
  section_type: 'text',
  is_published: true,
  translations: {},
  ...overrides,
});

const setup = () => {
  const about = new MemoryAboutRepository(emptyMemoryDatabase());
  const saveSection = new SaveAboutSection({ about });
  const create = async (overrides: Partial<AboutSectionInput> = {}) => {
    const created = await saveSection.execute(section(overrides));
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  };
  const keys = async () => {
    const listed = await new ListAboutSections({ about }).execute();
    return listed.ok ? listed.value.sections.map((s) => s.section_key) : [];
  };
  return { about, saveSection, create, keys };
};

describe('SaveAboutSection', () => {
  it('places new sections one above the current maximum and keeps the place on edit', async () => {
    const { create, saveSection } = setup();
    const first = await create({ section_key: 'a' });
    const second = await create({ section_key: 'b' });
    expect([first.display_order, second.display_order]).toEqual([0, 1]);
    const edited = await saveSection.execute(section({ section_key: 'a', title: 'Neu' }), first.id);
    expect(edited.ok && [edited.value.title, edited.value.display_order]).toEqual(['Neu', 0]);
  });

  it('refuses a section without a title before writing', async () => {
    const { saveSection, keys } = setup();
    const refused = await saveSection.execute(section({ title: ' ' }));
    expect(refused.ok ? null : refused.error.issues).toEqual({ title: 'admin:about.validation.required' });
    expect(await keys()).toEqual([]);
  });
});

describe('MoveAboutSection', () => {
  it('swaps with the neighbour and refuses to move past either end', async () => {
    const { about, create, keys } = setup();
    const a = await create({ section_key: 'a' });
    await create({ section_key: 'b' });
    const c = await create({ section_key: 'c' });
    const move = new MoveAboutSection({ about });
    expect((await move.execute(c.id, 'up')).ok).toBe(true);
    expect(await keys()).toEqual(['a', 'c', 'b']);
    const top = await move.execute(a.id, 'up');
    expect(top.ok ? null : top.error.message).toBe('admin:about.messages.cannotMove');
    expect((await move.execute(a.id, 'down')).ok).toBe(true);
    expect(await keys()).toEqual(['c', 'a', 'b']);
  });
});

describe('ListPublishedAbout', () => {
  it('gives published sections with their images only, and an error when a read fails', async () => {
    const { about, create } = setup();
    const shown = await create({ section_key: 'shown' });
    const draft = await create({ section_key: 'draft', is_published: false });
    const saveImage = new SaveAboutImage({ about });
    const image = {
      image_url: '/demo/about.svg',
      alt_text: 'Küche',
      title: null,
      caption: null,
      translations: {},
    };
    await saveImage.execute({ ...image, section_id: shown.id });
    await saveImage.execute({ ...image, section_id: draft.id });
    const listed = await new ListPublishedAbout({ about }).execute();
    expect(listed.ok && listed.value.sections.map((s) => s.section_key)).toEqual(['shown']);
    expect(listed.ok && listed.value.images.map((i) => i.section_id)).toEqual([shown.id]);
    const failed = await new ListPublishedAbout({ about: unreachableImages(about) }).execute();
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('Unavailable');
  });
});

describe('SaveAboutImage and the deletes', () => {
  it("appends a new image after the section's others, and deleting a section deletes its images", async () => {
    const { about, create } = setup();
    const one = await create({ section_key: 'one' });
    const two = await create({ section_key: 'two' });
    const save = new SaveAboutImage({ about });
    const image = {
      image_url: '/demo/about.svg',
      alt_text: null,
      title: null,
      caption: null,
      translations: {},
    };
    await save.execute({ ...image, section_id: one.id });
    await save.execute({ ...image, section_id: two.id, display_order: 7 });
    const second = await save.execute({ ...image, section_id: one.id });
    expect(second.ok && second.value.display_order).toBe(1);
    if (!second.ok) return;
    expect(
      (await new DeleteAboutImage({ about, files: new RecordingFiles() }).execute(second.value.id)).ok,
    ).toBe(true);
    expect((await new DeleteAboutSection({ about, files: new RecordingFiles() }).execute(one.id)).ok).toBe(
      true,
    );
    const images = await about.listImages();
    expect(images.ok && images.value.map((i) => i.section_id)).toEqual([two.id]);
  });
});

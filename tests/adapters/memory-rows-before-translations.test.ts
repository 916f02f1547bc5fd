import { describe, expect, it } from 'vitest';
import { MemoryAboutRepository } from '../../src/adapters/memory/memory-about-repository';
import { MemoryContentBlockRepository } from '../../src/adapters/memory/memory-content-block-repository';
import { DEMO_STORAGE_KEY, MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { GUEST_SECTION_NAMES } from '../../src/domain/content/content-block';
import { MemoryGalleryRepository } from '../../src/adapters/memory/memory-gallery-repository';
import { emptyTables, ManualClock } from '../support/memory';

const STAMPS = { created_at: '2025-01-15T09:00:00.000Z', updated_at: '2025-01-15T09:00:00.000Z' };

/** A browser that kept the demo from before content had translations: its rows have no such field. */
const olderDemo = () => {
  const storage = new MapStorage();
  storage.setItem(
    DEMO_STORAGE_KEY,
    JSON.stringify({
      ...emptyTables(),
      about_sections: [
        {
          id: 's1',
          ...STAMPS,
          section_key: 'story',
          title: 'Our Story',
          subtitle: null,
          content: null,
          section_type: 'text',
          is_published: true,
          display_order: 0,
        },
      ],
      about_images: [
        {
          id: 'i1',
          ...STAMPS,
          section_id: 's1',
          image_url: '/a.svg',
          alt_text: null,
          title: null,
          caption: null,
          display_order: 0,
        },
      ],
      gallery_images: [
        {
          id: 'g1',
          ...STAMPS,
          title: 'Window seats',
          description: null,
          alt_text: null,
          category: 'seating',
          is_featured: false,
          image_url: '/g.svg',
          display_order: 0,
        },
      ],
      content_blocks: [
        {
          id: 'c1',
          ...STAMPS,
          section_name: 'values',
          title: 'Values',
          content: null,
          image_url: null,
          is_active: true,
        },
      ],
    }),
  );
  return new MemoryDatabase(storage, emptyTables, new ManualClock());
};

describe('demo rows stored before content had translations', () => {
  it('read as rows without translations, and take translations on their next edit', async () => {
    const db = olderDemo();
    const about = new MemoryAboutRepository(db);
    const gallery = new MemoryGalleryRepository(db);
    const blocks = new MemoryContentBlockRepository(db);
    const sections = await about.listSections();
    expect(sections.ok && sections.value.map((s) => s.translations)).toEqual([{}]);
    expect(await about.findImage('i1')).toMatchObject({ ok: true, value: { translations: {} } });
    const images = await gallery.list();
    expect(images.ok && images.value.map((g) => g.translations)).toEqual([{}]);
    const listed = await blocks.listActive(GUEST_SECTION_NAMES);
    expect(listed.ok && listed.value.map((b) => b.translations)).toEqual([{}]);
    expect(await blocks.findActive('values')).toMatchObject({ ok: true, value: { translations: {} } });

    const edited = await about.updateSection('s1', { title: 'Unsere Geschichte' });
    expect(edited.ok && edited.value.translations).toEqual({});
    const translated = await gallery.update('g1', { translations: { zh: { title: '窗边座位' } } });
    expect(translated.ok && translated.value.translations).toEqual({ zh: { title: '窗边座位' } });
  });
});

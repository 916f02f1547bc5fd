import { describe, expect, it } from 'vitest';
import { MemoryGalleryRepository } from '../../src/adapters/memory/memory-gallery-repository';
import { UpdateGalleryImage } from '../../src/application/gallery/update-gallery-image';
import { galleryDraft } from '../contracts/gallery-repository.contract';
import { emptyMemoryDatabase } from '../support/memory';

describe('UpdateGalleryImage', () => {
  it("changes the dialog's fields, keeps the file and the order, and requires a title", async () => {
    const gallery = new MemoryGalleryRepository(emptyMemoryDatabase());
    const created = await gallery.create(galleryDraft({ display_order: 5 }));
    if (!created.ok) throw new Error('create failed');
    const update = new UpdateGalleryImage({ gallery });
    const refused = await update.execute(created.value.id, { title: ' ' });
    expect(refused.ok ? null : refused.error.issues?.title).toBe('admin:gallery.validation.titleRequired');
    const updated = await update.execute(created.value.id, {
      title: 'Terrace',
      description: '',
      category: 'food',
    });
    expect(updated.ok && updated.value).toMatchObject({
      title: 'Terrace',
      description: null,
      category: 'food',
      image_url: created.value.image_url,
      display_order: 5,
    });
  });

  it('an edit without translations keeps them, one with translations replaces them', async () => {
    const gallery = new MemoryGalleryRepository(emptyMemoryDatabase());
    const translations = { en: { title: 'Terrace' }, zh: { title: '露台' } };
    const created = await gallery.create(galleryDraft({ translations }));
    if (!created.ok) throw new Error('create failed');
    const update = new UpdateGalleryImage({ gallery });
    const renamed = await update.execute(created.value.id, { title: 'Terrasse' });
    expect(renamed.ok && renamed.value.translations).toEqual(translations);
    const retranslated = await update.execute(created.value.id, {
      title: 'Terrasse',
      translations: { zh: { title: '阳光露台', description: ' ' } },
    });
    expect(retranslated.ok && retranslated.value.translations).toEqual({ zh: { title: '阳光露台' } });
  });
});

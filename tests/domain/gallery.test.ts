import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../src/domain/gallery/category-label';
import { GALLERY_CATEGORIES } from '../../src/domain/gallery/gallery-image';
import { validateGalleryImageDraft, validateGalleryImageEdit } from '../../src/domain/gallery/gallery-schema';
import { planUpload, splitImageFiles } from '../../src/domain/gallery/gallery-upload';

const file = fc.record({
  name: fc.string({ maxLength: 8 }),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/webp',
    'video/mp4',
    'application/pdf',
    'text/plain',
    '',
  ),
});
const details = fc.record({
  title: fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== ''),
  description: fc.option(fc.string({ maxLength: 10 })),
  alt_text: fc.option(fc.string({ maxLength: 10 })),
  category: fc.constantFrom(...GALLERY_CATEGORIES),
  is_featured: fc.boolean(),
  translations: fc.constant({}),
});

const defaults = {
  title: '',
  description: null,
  alt_text: null,
  category: 'kitchen' as const,
  is_featured: true,
  translations: {},
};

describe('splitImageFiles', () => {
  it('partitions the files by an image/ type, keeping their order', () => {
    fc.assert(
      fc.property(fc.array(file), (files) => {
        const { images, rejected } = splitImageFiles(files);
        expect(images.every((f) => f.type.startsWith('image/'))).toBe(true);
        expect(rejected.some((f) => f.type.startsWith('image/'))).toBe(false);
        expect(images.length + rejected.length).toBe(files.length);
        expect(images).toEqual(files.filter((f) => images.includes(f)));
      }),
    );
  });
});

describe('planUpload', () => {
  it('gives consecutive display orders after the top one, one row per file, in file order', () => {
    fc.assert(
      fc.property(
        fc.array(file, { maxLength: 10 }),
        details,
        fc.integer({ min: -1, max: 1000 }),
        (files, d, top) => {
          const plan = planUpload(files, d, top);
          expect(plan.map((p) => p.file)).toEqual(files);
          expect(plan.map((p) => p.row.display_order)).toEqual(files.map((_, i) => top + 1 + i));
        },
      ),
    );
  });

  it('features only the first file, and only when asked', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 10 }), details, (files, d) => {
        const featured = planUpload(files, d, -1).map((p) => p.row.is_featured);
        expect(featured).toEqual(files.map((_, i) => d.is_featured && i === 0));
      }),
    );
  });

  it('suffixes titles with 1, 2, ... only when several files are uploaded', () => {
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 10 }), details, (files, d) => {
        const titles = planUpload(files, d, 0).map((p) => p.row.title);
        const title = d.title.trim();
        expect(titles).toEqual(files.length === 1 ? [title] : files.map((_, i) => `${title} ${i + 1}`));
      }),
    );
    expect(planUpload([], { ...defaults, title: 'x' }, 3)).toEqual([]);
  });

  it('copies the shared fields to every row, blank text as null', () => {
    const plan = planUpload(
      ['a', 'b'],
      { ...defaults, title: ' Kitchen ', description: ' ', alt_text: ' Wok ' },
      4,
    );
    expect(plan.map((p) => p.row)).toEqual([
      {
        title: 'Kitchen 1',
        description: null,
        alt_text: 'Wok',
        category: 'kitchen',
        is_featured: true,
        display_order: 5,
        translations: {},
      },
      {
        title: 'Kitchen 2',
        description: null,
        alt_text: 'Wok',
        category: 'kitchen',
        is_featured: false,
        display_order: 6,
        translations: {},
      },
    ]);
  });

  it('numbers the translated titles like the German one and keeps the other translated texts', () => {
    const plan = planUpload(
      ['a', 'b'],
      {
        ...defaults,
        title: 'Küche',
        translations: { en: { title: ' Kitchen ', description: 'Wok' }, zh: { alt_text: '炒锅' } },
      },
      0,
    );
    expect(plan.map((p) => p.row.translations)).toEqual([
      { en: { title: 'Kitchen 1', description: 'Wok' }, zh: { alt_text: '炒锅' } },
      { en: { title: 'Kitchen 2', description: 'Wok' }, zh: { alt_text: '炒锅' } },
    ]);
    expect(
      planUpload(['a'], { ...defaults, title: 'Küche', translations: { zh: { title: '厨房' } } }, 0)[0]?.row,
    ).toMatchObject({ title: 'Küche', translations: { zh: { title: '厨房' } } });
  });
});

describe('categoryLabel', () => {
  it('capitalises the first letter and keeps the rest', () => {
    expect(GALLERY_CATEGORIES.map(categoryLabel)).toContain('Atmosphere');
    expect(categoryLabel('')).toBe('');
    fc.assert(
      fc.property(fc.constantFrom(...GALLERY_CATEGORIES), (category) => {
        const label = categoryLabel(category);
        expect(label.toLowerCase()).toBe(category);
        expect(label[0]).toBe(category[0]?.toUpperCase());
      }),
    );
  });
});

describe('gallery schemas', () => {
  it('require a title with the gallery key, on upload and on edit', () => {
    const upload = validateGalleryImageDraft({ title: ' ', image_url: 'https://example.org/a.svg' });
    expect(upload.ok ? null : upload.error.issues?.title).toBe('admin:gallery.validation.titleRequired');
    const edit = validateGalleryImageEdit({ title: '' });
    expect(edit.ok ? null : edit.error.issues?.title).toBe('admin:gallery.validation.titleRequired');
  });

  it('default the category to general and refuse unknown categories', () => {
    const parsed = validateGalleryImageEdit({ title: 'Tables' });
    expect(parsed.ok && parsed.value).toEqual({
      title: 'Tables',
      description: null,
      alt_text: null,
      category: 'general',
      is_featured: false,
      translations: {},
    });
    expect(validateGalleryImageEdit({ title: 'Tables', category: 'garden' }).ok).toBe(false);
  });
});

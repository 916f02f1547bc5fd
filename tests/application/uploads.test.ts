import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryGalleryRepository } from '../../src/adapters/memory/memory-gallery-repository';
import { MemoryMenuCategoryRepository } from '../../src/adapters/memory/memory-menu-category-repository';
import { MemoryMenuItemRepository } from '../../src/adapters/memory/memory-menu-item-repository';
import { MemoryVideoRepository } from '../../src/adapters/memory/memory-video-repository';
import { CheckSystemStatus } from '../../src/application/dashboard/check-system-status';
import { DeleteGalleryImages } from '../../src/application/gallery/delete-gallery-images';
import { UploadGalleryImages } from '../../src/application/gallery/upload-gallery-images';
import { DeleteMenuItem } from '../../src/application/menu/delete-menu-item';
import { UploadMenuImage } from '../../src/application/menu/upload-menu-image';
import type { AuthGateway } from '../../src/application/ports/auth-gateway';
import type { Bucket, FileStorage, UploadOptions } from '../../src/application/ports/file-storage';
import { DeleteVideo } from '../../src/application/videos/delete-video';
import { UploadVideo } from '../../src/application/videos/upload-video';
import { ok, unavailable } from '../../src/domain/shared/result';
import { galleryDraft } from '../contracts/gallery-repository.contract';
import { categoryDraft, menuItemDraft } from '../contracts/menu-item-repository.contract';
import { videoDraft } from '../contracts/video-repository.contract';
import { ManualClock, emptyMemoryDatabase } from '../support/memory';

/** A bucket store in a Map that can be told to fail, to watch what a use case leaves behind. */
class FakeFileStorage implements FileStorage {
  readonly objects = new Map<string, Blob>();
  failUploads = false;
  failRemoves = false;

  async upload(bucket: Bucket, path: string, file: Blob, options: UploadOptions = {}) {
    if (this.failUploads) return unavailable('storage offline');
    options.onProgress?.(0.5);
    this.objects.set(`${bucket}/${path}`, file);
    options.onProgress?.(1);
    return ok({ path, url: `https://files.test/${bucket}/${path}` });
  }

  async remove(bucket: Bucket, urlOrPath: string) {
    if (this.failRemoves) return unavailable('storage offline');
    const prefix = `https://files.test/${bucket}/`;
    const path = urlOrPath.startsWith(prefix) ? urlOrPath.slice(prefix.length) : urlOrPath;
    this.objects.delete(`${bucket}/${path}`);
    return ok(undefined);
  }

  async ping() {
    return this.failUploads ? unavailable('storage offline') : ok(undefined);
  }

  urls(bucket: Bucket) {
    return [...this.objects.keys()]
      .filter((key) => key.startsWith(`${bucket}/`))
      .map((key) => `https://files.test/${key}`);
  }
}

/** The contract's draft as the dialog hands it in (a mutable tag list). */
const item = (categoryId: string, overrides: Parameters<typeof menuItemDraft>[1] = {}) => {
  const draft = menuItemDraft(categoryId, overrides);
  return { ...draft, category_id: categoryId, dietary_tags: [...draft.dietary_tags] };
};

const png = (bytes = 100, name = 'dish.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const webm = (bytes = 100) => new File([new Uint8Array(bytes)], 'tour.webm', { type: 'video/webm' });

const menuSetup = async () => {
  const db = emptyMemoryDatabase();
  const categories = new MemoryMenuCategoryRepository(db);
  const menuItems = new MemoryMenuItemRepository(db);
  const category = await categories.create(categoryDraft('Bao'));
  if (!category.ok) throw new Error('category');
  const files = new FakeFileStorage();
  const upload = new UploadMenuImage({ menuItems, files, clock: new ManualClock() });
  return { menuItems, files, upload, categoryId: category.value.id };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UploadMenuImage', () => {
  it('stores the picture under menu-items/ and saves the item pointing at it', async () => {
    const { upload, files, menuItems, categoryId } = await menuSetup();
    const progress: number[] = [];
    const saved = await upload.execute({
      item: item(categoryId, { ai_generated_image: true, ai_prompt_used: 'old' }),
      image: png(),
      onProgress: (f) => progress.push(f),
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.image_url).toMatch(
      /^https:\/\/files\.test\/restaurant-images\/menu-items\/\d+-\w+\.png$/,
    );
    expect(saved.value).toMatchObject({ ai_generated_image: false, ai_prompt_used: null });
    expect(files.urls('restaurant-images')).toEqual([saved.value.image_url]);
    expect(progress).toEqual([0.5, 1]);
    expect(await menuItems.count()).toEqual({ ok: true, value: 1 });
  });

  it('refuses a non-image or a picture over 5 MB before sending anything', async () => {
    const { upload, files, categoryId } = await menuSetup();
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    const wrongType = await upload.execute({ item: item(categoryId), image: text });
    expect(wrongType.ok ? null : wrongType.error.message).toBe('admin:menu.validation.imageType');
    const big = await upload.execute({ item: item(categoryId), image: png(5 * 1024 * 1024 + 1) });
    expect(big.ok ? null : big.error.message).toBe('admin:menu.validation.imageSize');
    expect(files.objects.size).toBe(0);
  });

  it('checks the form before uploading, and removes the file again when the row cannot be saved', async () => {
    const { upload, files, menuItems, categoryId } = await menuSetup();
    const blank = await upload.execute({ item: item(categoryId, { name: ' ' }), image: png() });
    expect(blank.ok ? null : blank.error.issues?.name).toBe('admin:menu.validation.required');
    expect(files.objects.size).toBe(0);

    vi.spyOn(menuItems, 'create').mockResolvedValue(unavailable('database offline'));
    const failed = await upload.execute({ item: item(categoryId), image: png() });
    expect(failed.ok).toBe(false);
    expect(files.objects.size).toBe(0);
    expect(await menuItems.count()).toEqual({ ok: true, value: 0 });
  });

  it('a failed upload writes no row', async () => {
    const { upload, files, menuItems, categoryId } = await menuSetup();
    files.failUploads = true;
    const failed = await upload.execute({ item: item(categoryId), image: png() });
    expect(failed.ok ? null : failed.error.kind).toBe('Unavailable');
    expect(await menuItems.count()).toEqual({ ok: true, value: 0 });
  });

  it('replacing or removing a picture removes the old file once the row no longer points at it', async () => {
    const { upload, files, categoryId } = await menuSetup();
    const first = await upload.execute({ item: item(categoryId), image: png() });
    if (!first.ok) throw new Error('first');
    const second = await upload.execute({ item: item(categoryId), id: first.value.id, image: png() });
    if (!second.ok) throw new Error('second');
    expect(files.urls('restaurant-images')).toEqual([second.value.image_url]);
    const cleared = await upload.execute({ item: item(categoryId), id: first.value.id, image: null });
    expect(cleared.ok && cleared.value.image_url).toBeNull();
    expect(files.objects.size).toBe(0);
  });

  it('deleting the item removes its file, and leaves the app’s own pictures alone', async () => {
    const { upload, files, menuItems, categoryId } = await menuSetup();
    const saved = await upload.execute({ item: item(categoryId), image: png() });
    if (!saved.ok) throw new Error('saved');
    const remove = vi.spyOn(files, 'remove');
    expect((await new DeleteMenuItem({ menuItems, files }).execute(saved.value.id)).ok).toBe(true);
    expect(files.objects.size).toBe(0);
    expect(remove).toHaveBeenCalledWith('restaurant-images', saved.value.image_url);
  });
});

const gallerySetup = () => {
  const gallery = new MemoryGalleryRepository(emptyMemoryDatabase());
  const files = new FakeFileStorage();
  return { gallery, files, upload: new UploadGalleryImages({ gallery, files, clock: new ManualClock() }) };
};

const details = {
  title: '  Terrace ',
  description: '',
  alt_text: 'Chairs in the sun',
  category: 'seating' as const,
  is_featured: true,
  translations: {},
};

describe('UploadGalleryImages', () => {
  it('drops non-images, suffixes titles, features only the first and continues the display order', async () => {
    const { gallery, files, upload } = gallerySetup();
    await gallery.create(galleryDraft({ display_order: 4 }));
    const text = new File(['x'], 'menu.pdf', { type: 'application/pdf' });
    const seen = new Map<string, number>();
    const result = await upload.execute({
      files: [png(10, 'a.png'), text, png(10, 'b.png')],
      details,
      onProgress: (file, fraction) => seen.set(file.name, fraction),
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.rejected).toEqual([text]);
    expect(result.value.failed).toEqual([]);
    expect(
      result.value.uploaded.map((g) => [g.title, g.is_featured, g.display_order, g.description, g.category]),
    ).toEqual([
      ['Terrace 1', true, 5, null, 'seating'],
      ['Terrace 2', false, 6, null, 'seating'],
    ]);
    expect(new Set(files.urls('restaurant-images'))).toEqual(
      new Set(result.value.uploaded.map((g) => g.image_url)),
    );
    expect(result.value.uploaded[0]?.image_url).toMatch(/\/gallery\/\d+-0-\w+\.png$/);
    expect(Object.fromEntries(seen)).toEqual({ 'a.png': 1, 'b.png': 1 });
  });

  it('a single file keeps its title unsuffixed', async () => {
    const { upload } = gallerySetup();
    const result = await upload.execute({ files: [png()], details });
    expect(result.ok && result.value.uploaded.map((g) => g.title)).toEqual(['Terrace']);
  });

  it('refuses no images at all, and a blank title, before sending anything', async () => {
    const { upload, files } = gallerySetup();
    const none = await upload.execute({ files: [new File(['x'], 'a.txt', { type: 'text/plain' })], details });
    expect(none.ok ? null : none.error.message).toBe('admin:gallery.validation.noFiles');
    const untitled = await upload.execute({ files: [png()], details: { ...details, title: ' ' } });
    expect(untitled.ok ? null : untitled.error.issues?.title).toBe('admin:gallery.validation.titleRequired');
    expect(files.objects.size).toBe(0);
  });

  it('a file whose row fails is removed again; the others are kept', async () => {
    const { gallery, files, upload } = gallerySetup();
    const create = gallery.create.bind(gallery);
    let calls = 0;
    vi.spyOn(gallery, 'create').mockImplementation((draft) => {
      calls += 1;
      return calls === 2 ? Promise.resolve(unavailable('insert failed')) : create(draft);
    });
    const big = png(5 * 1024 * 1024 + 1, 'huge.png');
    const result = await upload.execute({ files: [png(10, 'a.png'), png(10, 'b.png'), big], details });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.uploaded.map((g) => g.title)).toEqual(['Terrace 1']);
    expect(result.value.failed.map((f) => [f.file.name, f.error.message])).toEqual([
      ['b.png', 'insert failed'],
      ['huge.png', 'admin:gallery.validation.imageSize'],
    ]);
    expect(files.urls('restaurant-images')).toEqual([result.value.uploaded[0]?.image_url]);
    expect(await gallery.count()).toEqual({ ok: true, value: 1 });
  });

  it('a failed upload writes no row', async () => {
    const { gallery, files, upload } = gallerySetup();
    files.failUploads = true;
    const result = await upload.execute({ files: [png()], details });
    expect(result.ok && result.value.failed.length).toBe(1);
    expect(await gallery.count()).toEqual({ ok: true, value: 0 });
  });

  it('deleting rows removes their files; a file that cannot be removed is only logged', async () => {
    const { gallery, files, upload } = gallerySetup();
    const result = await upload.execute({ files: [png(), png(), png()], details });
    if (!result.ok) throw new Error('upload');
    const [a, b, c] = result.value.uploaded;
    const remove = new DeleteGalleryImages({ gallery, files });
    expect((await remove.execute([a!.id, b!.id])).ok).toBe(true);
    expect(files.urls('restaurant-images')).toEqual([c!.image_url]);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    files.failRemoves = true;
    expect((await remove.execute([c!.id])).ok).toBe(true);
    expect(await gallery.count()).toEqual({ ok: true, value: 0 });
    expect(logged).toHaveBeenCalledOnce();
  });
});

const videoSetup = () => {
  const videos = new MemoryVideoRepository(emptyMemoryDatabase());
  const files = new FakeFileStorage();
  return { videos, files, upload: new UploadVideo({ videos, files, clock: new ManualClock() }) };
};

const heroTitles = async (videos: MemoryVideoRepository) => {
  const listed = await videos.list();
  return listed.ok ? listed.value.filter((v) => v.featured_for_hero).map((v) => v.title) : [];
};

describe('UploadVideo', () => {
  it('checks the file: required, a video, at most 100 MB', async () => {
    const { upload, files } = videoSetup();
    const fields = { title: 'Tour' };
    const none = await upload.execute({ file: null, details: fields });
    expect(none.ok ? null : none.error.message).toBe('admin:videos.validation.videoRequired');
    const image = await upload.execute({ file: png(), details: fields });
    expect(image.ok ? null : image.error.message).toBe('admin:videos.validation.invalidType');
    const huge = { type: 'video/mp4', size: 100 * 1024 * 1024 + 1 } as unknown as File;
    const big = await upload.execute({ file: huge, details: fields });
    expect(big.ok ? null : big.error.message).toBe('admin:videos.validation.tooLarge');
    const untitled = await upload.execute({ file: webm(), details: { title: '  ' } });
    expect(untitled.ok ? null : untitled.error.issues?.title).toBe('admin:videos.validation.titleRequired');
    const negative = await upload.execute({ file: webm(), details: { title: 'Tour', display_order: -1 } });
    expect(negative.ok ? null : negative.error.issues?.display_order).toBe(
      'admin:videos.validation.displayOrderMin',
    );
    expect(files.objects.size).toBe(0);
  });

  it('stores video and poster, trims the title, and a hero upload becomes the only hero', async () => {
    const { upload, files, videos } = videoSetup();
    await videos.create(videoDraft({ title: 'old', featured_for_hero: true }));
    const progress: number[] = [];
    const saved = await upload.execute({
      file: webm(),
      poster: png(),
      details: { title: '  New tour ', featured_for_hero: true, is_featured: true },
      onProgress: (f) => progress.push(f),
    });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value).toMatchObject({ title: 'New tour', featured_for_hero: true, is_featured: true });
    expect(saved.value.video_url).toMatch(/restaurant-videos\/videos\/\d+-\w+\.webm$/);
    expect(saved.value.thumbnail_url).toMatch(/restaurant-images\/video-posters\/\d+-\w+\.png$/);
    expect(files.objects.size).toBe(2);
    expect(progress).toEqual([0.5, 1]);
    expect(await heroTitles(videos)).toEqual(['New tour']);
  });

  it('a failed insert or hero switch removes the files and the row again', async () => {
    const { upload, files, videos } = videoSetup();
    vi.spyOn(videos, 'create').mockResolvedValueOnce(unavailable('insert failed'));
    const failedInsert = await upload.execute({ file: webm(), poster: png(), details: { title: 'A' } });
    expect(failedInsert.ok).toBe(false);
    expect(files.objects.size).toBe(0);

    vi.spyOn(videos, 'setHero').mockResolvedValueOnce(unavailable('rpc failed'));
    const failedHero = await upload.execute({
      file: webm(),
      details: { title: 'B', featured_for_hero: true },
    });
    expect(failedHero.ok).toBe(false);
    expect(files.objects.size).toBe(0);
    expect(await videos.count()).toEqual({ ok: true, value: 0 });
  });

  it('a failed upload writes no row', async () => {
    const { upload, files, videos } = videoSetup();
    files.failUploads = true;
    expect((await upload.execute({ file: webm(), details: { title: 'A' } })).ok).toBe(false);
    expect(await videos.count()).toEqual({ ok: true, value: 0 });
  });

  it('deleting a video removes the row, then the video and its poster', async () => {
    const { upload, files, videos } = videoSetup();
    const saved = await upload.execute({ file: webm(), poster: png(), details: { title: 'A' } });
    if (!saved.ok) throw new Error('saved');
    const order: string[] = [];
    const removeRow = videos.remove.bind(videos);
    vi.spyOn(videos, 'remove').mockImplementation((id) => {
      order.push('row');
      return removeRow(id);
    });
    const removeFile = files.remove.bind(files);
    vi.spyOn(files, 'remove').mockImplementation((bucket, url) => {
      order.push(bucket);
      return removeFile(bucket, url);
    });
    expect((await new DeleteVideo({ videos, files }).execute(saved.value.id)).ok).toBe(true);
    expect(order).toEqual(['row', 'restaurant-videos', 'restaurant-images']);
    expect(files.objects.size).toBe(0);
  });
});

describe('CheckSystemStatus', () => {
  const auth = (isAdmin: boolean | null): AuthGateway => ({
    signIn: async () => ({ ok: false, error: 'Unavailable' }) as never,
    signOut: async () => undefined,
    currentSession: async () => (isAdmin === null ? null : ({ isAdmin } as never)),
    onChange: () => () => undefined,
    demoAccount: () => null,
  });

  it('reports each check: data backend, storage, admin session', async () => {
    const menuItems = new MemoryMenuItemRepository(emptyMemoryDatabase());
    const files = new FakeFileStorage();
    expect(await new CheckSystemStatus({ menuItems, files, auth: auth(true) }).execute()).toEqual({
      data: true,
      storage: true,
      session: true,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    files.failUploads = true;
    vi.spyOn(menuItems, 'count').mockRejectedValue(new Error('network down'));
    expect(await new CheckSystemStatus({ menuItems, files, auth: auth(null) }).execute()).toEqual({
      data: false,
      storage: false,
      session: false,
    });
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

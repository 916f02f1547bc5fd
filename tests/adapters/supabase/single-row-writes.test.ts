// Deleting or editing one item must address that one row, never read the whole list first (to find
// a file to delete, or the picture an edit replaces). The admin's use cases run here on the Supabase adapters
// against the fake API, which records every request they send.
import { describe, expect, it, vi } from 'vitest';

import { DeleteAboutImage } from '../../../src/application/about/delete-about-image';
import { DeleteAboutSection } from '../../../src/application/about/delete-about-section';
import { MoveAboutImage } from '../../../src/application/about/move-about-image';
import { SaveAboutSection } from '../../../src/application/about/save-about-section';
import { DeleteEvent } from '../../../src/application/events/delete-event';
import { UploadEventImage } from '../../../src/application/events/upload-event-image';
import { DeleteGalleryImages } from '../../../src/application/gallery/delete-gallery-images';
import { DeleteMenuItem } from '../../../src/application/menu/delete-menu-item';
import { ToggleMenuItemAvailability } from '../../../src/application/menu/toggle-menu-item-availability';
import { UploadMenuImage } from '../../../src/application/menu/upload-menu-image';
import { DeletePressArticle } from '../../../src/application/press/delete-press-article';
import { UploadPressLogo } from '../../../src/application/press/upload-press-logo';
import { DeleteVideo } from '../../../src/application/videos/delete-video';
import { SupabaseAboutRepository } from '../../../src/adapters/supabase/supabase-about-repository';
import { SupabaseEventRepository } from '../../../src/adapters/supabase/supabase-event-repository';
import { SupabaseGalleryRepository } from '../../../src/adapters/supabase/supabase-gallery-repository';
import { SupabaseMenuItemRepository } from '../../../src/adapters/supabase/supabase-menu-item-repository';
import { SupabasePressRepository } from '../../../src/adapters/supabase/supabase-press-repository';
import { SupabaseVideoRepository } from '../../../src/adapters/supabase/supabase-video-repository';
import { aboutImageDraft, aboutSectionDraft } from '../../contracts/about-repository.contract';
import { eventDraft } from '../../contracts/event-repository.contract';
import { galleryDraft } from '../../contracts/gallery-repository.contract';
import { menuItemDraft } from '../../contracts/menu-item-repository.contract';
import { pressDraft } from '../../contracts/press-repository.contract';
import { videoDraft } from '../../contracts/video-repository.contract';
import { ManualClock } from '../../support/memory';
import { RecordingFiles } from '../../support/recording-files';
import { fakeBackend, json, STAMPS, type RecordedRequest } from './fake-backend';

const NOW = new Date('2026-06-15T08:00:00.000Z');
const ID = '00000000-0000-4000-8000-000000000a01';
const OTHER = '00000000-0000-4000-8000-000000000a02';
const SECTION = '00000000-0000-4000-8000-000000000a03';
const CATEGORY = '00000000-0000-4000-8000-000000000a04';
const OLD_IMAGE = 'stored://restaurant-images/old.png';
const png = () => new Blob([new Uint8Array(10)], { type: 'image/png' });

const setup = () => {
  const backend = fakeBackend();
  const files = new RecordingFiles();
  const removedFiles = vi.spyOn(files, 'remove');
  return { backend, files, removedFiles, clock: new ManualClock(NOW) };
};

/** A request to one row: `id=eq.<id>` (or `in.(...)` for a chosen set), with no range and no other filter. */
const addressesOnly = (request: RecordedRequest, ...ids: string[]) => {
  const id = request.query.get('id');
  expect(id).toBe(ids.length === 1 ? `eq.${ids[0]}` : `in.(${ids.join(',')})`);
  expect(request.query.get('offset')).toBeNull();
  expect(request.query.get('limit')).toBeNull();
};

const summary = (requests: RecordedRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

describe('deletes remove one row and learn its files from the delete itself', () => {
  it('a menu item: one DELETE by id, then its picture', async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(json(200, [{ id: ID, ...STAMPS, ...menuItemDraft(CATEGORY, { image_url: OLD_IMAGE }) }]));
    const menuItems = new SupabaseMenuItemRepository(backend.connection);
    expect((await new DeleteMenuItem({ menuItems, files }).execute(ID)).ok).toBe(true);
    const request = backend.only();
    expect([request.method, request.path, request.query.get('select')]).toEqual([
      'DELETE',
      '/rest/v1/menu_items',
      '*',
    ]);
    addressesOnly(request, ID);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });

  it('an event: one DELETE by id, then its picture', async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(json(200, [{ id: ID, ...STAMPS, ...eventDraft(NOW), image_url: OLD_IMAGE }]));
    const events = new SupabaseEventRepository(backend.connection);
    expect((await new DeleteEvent({ events, files }).execute(ID)).ok).toBe(true);
    expect(summary(backend.requests)).toEqual(['DELETE /rest/v1/events']);
    addressesOnly(backend.only(), ID);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });

  it('a press article: one DELETE by id, then its logo', async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(json(200, [{ id: ID, ...STAMPS, ...pressDraft({ image_url: OLD_IMAGE }) }]));
    const press = new SupabasePressRepository(backend.connection);
    expect((await new DeletePressArticle({ press, files }).execute(ID)).ok).toBe(true);
    expect(summary(backend.requests)).toEqual(['DELETE /rest/v1/press_articles']);
    addressesOnly(backend.only(), ID);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });

  it('a video: one DELETE by id, then the video and its poster', async () => {
    const { backend, files, removedFiles } = setup();
    const video = videoDraft({
      video_url: 'stored://restaurant-videos/tour.webm',
      thumbnail_url: OLD_IMAGE,
    });
    backend.reply(json(200, [{ id: ID, ...STAMPS, ...video }]));
    const videos = new SupabaseVideoRepository(backend.connection);
    expect((await new DeleteVideo({ videos, files }).execute(ID)).ok).toBe(true);
    expect(summary(backend.requests)).toEqual(['DELETE /rest/v1/restaurant_videos']);
    addressesOnly(backend.only(), ID);
    expect(removedFiles.mock.calls).toEqual([
      ['restaurant-videos', 'stored://restaurant-videos/tour.webm'],
      ['restaurant-images', OLD_IMAGE],
    ]);
  });

  it('gallery images: one DELETE of the chosen ids, then their files', async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(
      json(200, [
        { id: ID, ...STAMPS, ...galleryDraft({ image_url: OLD_IMAGE }) },
        { id: OTHER, ...STAMPS, ...galleryDraft({ image_url: 'stored://restaurant-images/b.png' }) },
      ]),
    );
    const gallery = new SupabaseGalleryRepository(backend.connection);
    expect((await new DeleteGalleryImages({ gallery, files }).execute([ID, OTHER])).ok).toBe(true);
    expect(summary(backend.requests)).toEqual(['DELETE /rest/v1/gallery_images']);
    addressesOnly(backend.only(), ID, OTHER);
    expect(removedFiles.mock.calls.map(([, url]) => url)).toEqual([
      OLD_IMAGE,
      'stored://restaurant-images/b.png',
    ]);
  });

  it('an about image: one DELETE by id, then its file', async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(json(200, [{ id: ID, ...STAMPS, ...aboutImageDraft(SECTION, { image_url: OLD_IMAGE }) }]));
    const about = new SupabaseAboutRepository(backend.connection);
    expect((await new DeleteAboutImage({ about, files }).execute(ID)).ok).toBe(true);
    expect(summary(backend.requests)).toEqual(['DELETE /rest/v1/about_images']);
    addressesOnly(backend.only(), ID);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });

  it("an about section: the images of that section only, one DELETE by id, then the images' files", async () => {
    const { backend, files, removedFiles } = setup();
    backend.reply(
      json(200, [{ id: OTHER, ...STAMPS, ...aboutImageDraft(SECTION, { image_url: OLD_IMAGE }) }]),
      json(200, [{ id: SECTION }]),
    );
    const about = new SupabaseAboutRepository(backend.connection);
    expect((await new DeleteAboutSection({ about, files }).execute(SECTION)).ok).toBe(true);
    expect(summary(backend.requests)).toEqual([
      'GET /rest/v1/about_images',
      'DELETE /rest/v1/about_sections',
    ]);
    expect(backend.requests[0]!.query.get('section_id')).toBe(`eq.${SECTION}`);
    addressesOnly(backend.requests[1]!, SECTION);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });
});

describe('edits read and write the one row they change', () => {
  it("a new event picture: the event's own row for the old picture, then the update of that row", async () => {
    const { backend, files, removedFiles, clock } = setup();
    const row = { id: ID, ...STAMPS, ...eventDraft(NOW), image_url: OLD_IMAGE };
    backend.reply(json(200, [row]), json(200, [row]), json(200, { ...row, image_url: 'new' }));
    const events = new SupabaseEventRepository(backend.connection);
    const saved = await new UploadEventImage({ events, files, clock }).execute({
      event: eventDraft(NOW),
      id: ID,
      image: png(),
    });
    expect(saved.ok).toBe(true);
    expect(summary(backend.requests)).toEqual([
      'GET /rest/v1/events',
      'GET /rest/v1/events',
      'PATCH /rest/v1/events',
    ]);
    for (const request of backend.requests) addressesOnly(request, ID);
    expect(removedFiles).toHaveBeenCalledWith('restaurant-images', OLD_IMAGE);
  });

  it('a new menu picture and a new press logo: the same, on their own rows', async () => {
    const { backend, files, clock } = setup();
    const item = { id: ID, ...STAMPS, ...menuItemDraft(CATEGORY, { image_url: OLD_IMAGE }) };
    const article = { id: OTHER, ...STAMPS, ...pressDraft({ image_url: OLD_IMAGE }) };
    backend.reply(
      json(200, [item]),
      json(200, [item]),
      json(200, item),
      json(200, [article]),
      json(200, [article]),
      json(200, article),
    );
    const menuItems = new SupabaseMenuItemRepository(backend.connection);
    const press = new SupabasePressRepository(backend.connection);
    const { image_url: _menu, ...itemFields } = menuItemDraft(CATEGORY);
    const { image_url: _press, ...articleFields } = pressDraft();
    expect(
      (
        await new UploadMenuImage({ menuItems, files, clock }).execute({
          item: { ...itemFields, category_id: CATEGORY, dietary_tags: [...itemFields.dietary_tags] },
          id: ID,
          image: png(),
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await new UploadPressLogo({ press, files, clock }).execute({
          article: articleFields,
          id: OTHER,
          image: png(),
        })
      ).ok,
    ).toBe(true);
    expect(backend.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PATCH', 'GET', 'GET', 'PATCH']);
    backend.requests.slice(0, 3).forEach((request) => addressesOnly(request, ID));
    backend.requests.slice(3).forEach((request) => addressesOnly(request, OTHER));
  });

  it("an availability switch: the item's row only", async () => {
    const { backend } = setup();
    const item = { id: ID, ...STAMPS, ...menuItemDraft(CATEGORY) };
    backend.reply(json(200, [item]), json(200, { ...item, is_available: false }));
    const menuItems = new SupabaseMenuItemRepository(backend.connection);
    const toggled = await new ToggleMenuItemAvailability({ menuItems }).execute({
      id: ID,
      is_available: true,
    });
    expect(toggled.ok && toggled.value.is_available).toBe(false);
    for (const request of backend.requests) addressesOnly(request, ID);
  });

  it("an about section's edit: its own row; a duplicate key is the constraint's Conflict", async () => {
    const { backend } = setup();
    const section = { id: SECTION, ...STAMPS, ...aboutSectionDraft() };
    backend.reply(
      json(200, [section]),
      json(409, {
        code: '23505',
        details: 'Key (section_key)=(team) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "about_sections_section_key_key"',
      }),
    );
    const about = new SupabaseAboutRepository(backend.connection);
    const { display_order: _order, ...fields } = aboutSectionDraft({ section_key: 'team' });
    const saved = await new SaveAboutSection({ about }).execute(fields, SECTION);
    expect(saved.ok ? 'ok' : [saved.error.kind, saved.error.message]).toEqual([
      'Conflict',
      'admin:about.messages.duplicateKey',
    ]);
    for (const request of backend.requests) addressesOnly(request, SECTION);
  });

  it("moving an about image: the image, its own section's images, and the rows whose order changes", async () => {
    const { backend } = setup();
    const image = (id: string, display_order: number) => ({
      id,
      ...STAMPS,
      ...aboutImageDraft(SECTION, { display_order }),
    });
    backend.reply(
      json(200, [image(ID, 1)]),
      json(200, [image(OTHER, 0), image(ID, 1)]),
      json(200, [image(ID, 1)]),
      json(200, image(ID, 0)),
      json(200, [image(OTHER, 0)]),
      json(200, image(OTHER, 1)),
    );
    const about = new SupabaseAboutRepository(backend.connection);
    expect((await new MoveAboutImage({ about }).execute(ID, 'up')).ok).toBe(true);
    const [find, section, ...writes] = backend.requests;
    addressesOnly(find!, ID);
    expect(section!.query.get('section_id')).toBe(`eq.${SECTION}`);
    expect(writes.map((r) => [r.method, r.query.get('id')])).toEqual([
      ['GET', `eq.${ID}`],
      ['PATCH', `eq.${ID}`],
      ['GET', `eq.${OTHER}`],
      ['PATCH', `eq.${OTHER}`],
    ]);
  });
});

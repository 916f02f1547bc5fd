import { describe, expect, it } from 'vitest';
import { MemoryAboutRepository } from '../../src/adapters/memory/memory-about-repository';
import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { MemoryPressRepository } from '../../src/adapters/memory/memory-press-repository';
import { AddAboutImage } from '../../src/application/about/add-about-image';
import { DeleteAboutImage } from '../../src/application/about/delete-about-image';
import { DeleteAboutSection } from '../../src/application/about/delete-about-section';
import { MoveAboutImage } from '../../src/application/about/move-about-image';
import { SaveAboutImage } from '../../src/application/about/save-about-image';
import { SaveAboutSection } from '../../src/application/about/save-about-section';
import { DeleteEvent } from '../../src/application/events/delete-event';
import { EVENT_UPLOAD_FAILED, UploadEventImage } from '../../src/application/events/upload-event-image';
import { DeletePressArticle } from '../../src/application/press/delete-press-article';
import { UploadPressLogo } from '../../src/application/press/upload-press-logo';
import type { AboutRepository } from '../../src/application/ports/about-repository';
import type { EventRepository } from '../../src/application/ports/event-repository';
import type { RestaurantEvent } from '../../src/domain/event/event';
import type { Draft } from '../../src/domain/shared/entity';
import { unavailable } from '../../src/domain/shared/result';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';
import { RecordingFiles } from '../support/recording-files';

const png = (bytes = 10) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

const failingCreate = <T extends object>(base: T, method: keyof T): T =>
  Object.assign(Object.create(base) as T, { [method]: async () => unavailable('database offline') });

describe('UploadEventImage', () => {
  const setup = () => {
    const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
    const events = new MemoryEventRepository(emptyMemoryDatabase(clock));
    const files = new RecordingFiles();
    const event: Draft<RestaurantEvent> = {
      title: 'Dim Sum Workshop',
      description: null,
      event_date: '2026-06-20T08:00:00.000Z',
      max_participants: 30,
      current_participants: 0,
      image_url: null,
      is_active: true,
      translations: {},
    };
    return { clock, events, files, event };
  };

  it('stores the picture under events/ and replaces an old one, removing its file', async () => {
    const { clock, events, files, event } = setup();
    const upload = new UploadEventImage({ events, files, clock });
    const created = await upload.execute({ event, image: png() });
    expect(created.ok && created.value.image_url).toMatch(
      /^stored:\/\/restaurant-images\/events\/\d+-\w+\.png$/,
    );
    if (!created.ok) return;
    const replaced = await upload.execute({ event, id: created.value.id, image: png() });
    expect(replaced.ok && files.urls()).toEqual([replaced.ok && replaced.value.image_url]);
    const removed = await upload.execute({ event, id: created.value.id, image: null });
    expect(removed.ok && removed.value.image_url).toBeNull();
    expect(files.urls()).toEqual([]);
  });

  it('refuses a wrong type, an oversized file or an invalid form before any transfer', async () => {
    const { clock, events, files, event } = setup();
    const upload = new UploadEventImage({ events, files, clock });
    const pdf = await upload.execute({ event, image: new Blob(['x'], { type: 'application/pdf' }) });
    expect(pdf.ok ? null : pdf.error.issues).toEqual({ image_url: 'admin:events.validation.invalidImage' });
    const big = await upload.execute({ event, image: png(5 * 1024 * 1024 + 1) });
    expect(big.ok ? null : big.error.issues).toEqual({ image_url: 'admin:events.validation.imageTooLarge' });
    const untitled = await upload.execute({ event: { ...event, title: ' ' }, image: png() });
    expect(untitled.ok).toBe(false);
    expect(files.urls()).toEqual([]);
  });

  it('reports a failed transfer on the image field and writes no row', async () => {
    const { clock, events, files, event } = setup();
    files.failUploads = true;
    const failed = await new UploadEventImage({ events, files, clock }).execute({ event, image: png() });
    expect(failed.ok ? null : failed.error.issues).toEqual({ image_url: EVENT_UPLOAD_FAILED });
    const all = await events.listAll();
    expect(all.ok && all.value).toEqual([]);
  });

  it('removes the new file again when the row cannot be written', async () => {
    const { clock, events, files, event } = setup();
    const broken = failingCreate<EventRepository>(events, 'create');
    const failed = await new UploadEventImage({ events: broken, files, clock }).execute({
      event,
      image: png(),
    });
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('Unavailable');
    expect(files.urls()).toEqual([]);
  });

  it('deletes the file with the event', async () => {
    const { clock, events, files, event } = setup();
    const created = await new UploadEventImage({ events, files, clock }).execute({ event, image: png() });
    if (!created.ok) throw new Error(created.error.message);
    expect((await new DeleteEvent({ events, files }).execute(created.value.id)).ok).toBe(true);
    expect(files.urls()).toEqual([]);
  });
});

describe('UploadPressLogo and DeletePressArticle', () => {
  it('stores the logo under press/, keeps no orphan on failure and removes it with the article', async () => {
    const clock = new ManualClock();
    const press = new MemoryPressRepository(emptyMemoryDatabase(clock));
    const files = new RecordingFiles();
    const article = {
      title: 'Breakfast in Wedding',
      publication_name: 'Tip Berlin',
      article_url: 'https://example.org/tip',
      publication_date: '2025-04-02',
      excerpt: '',
      display_order: 0,
    };
    const upload = new UploadPressLogo({ press, files, clock });
    const refused = await upload.execute({ article: { ...article, article_url: '' }, image: png() });
    expect(refused.ok ? null : refused.error.message).toBe('admin:press.validation.required');
    const created = await upload.execute({ article, image: png() });
    expect(created.ok && created.value.image_url).toMatch(/^stored:\/\/restaurant-images\/press\//);
    expect(created.ok && created.value.excerpt).toBeNull();
    if (!created.ok) return;
    expect((await new DeletePressArticle({ press, files }).execute(created.value.id)).ok).toBe(true);
    expect(files.urls()).toEqual([]);
  });
});

describe('about images', () => {
  const setup = async () => {
    const clock = new ManualClock();
    const about = new MemoryAboutRepository(emptyMemoryDatabase(clock));
    const files = new RecordingFiles();
    const section = await new SaveAboutSection({ about }).execute({
      section_key: 'inside',
      title: 'Inside',
      subtitle: null,
      content: null,
      section_type: 'gallery',
      is_published: true,
      translations: {},
    });
    if (!section.ok) throw new Error(section.error.message);
    const add = (title: string, repo: AboutRepository = about) =>
      new AddAboutImage({ about: repo, files, clock }).execute({
        texts: {
          section_id: section.value.id,
          alt_text: `${title} alt`,
          title,
          caption: null,
          translations: {},
        },
        file: png(),
      });
    const titles = async () => {
      const images = await about.listImages();
      return images.ok ? images.value.map((i) => i.title) : [];
    };
    return { clock, about, files, section: section.value, add, titles };
  };

  it('adds uploaded images after the others and never leaves a row without its file', async () => {
    const { about, files, add, titles } = await setup();
    const first = await add('one');
    expect(first.ok && first.value.image_url).toMatch(/^stored:\/\/restaurant-images\/about\//);
    await add('two');
    expect(await titles()).toEqual(['one', 'two']);
    files.failUploads = true;
    const failed = await add('three');
    expect(failed.ok ? null : failed.error.issues).toEqual({ image_url: 'admin:about.messages.uploadError' });
    files.failUploads = false;
    const broken = await add('four', failingCreate<AboutRepository>(about, 'createImage'));
    expect(broken.ok).toBe(false);
    expect(await titles()).toEqual(['one', 'two']);
    expect(files.urls()).toHaveLength(2);
  });

  it('moves an image within its section, also when the orders were equal, and refuses the ends', async () => {
    const { about, add, titles, section } = await setup();
    await add('a');
    await add('b');
    const c = await new SaveAboutImage({ about }).execute({
      section_id: section.id,
      image_url: '/demo/images/about-team.webp',
      alt_text: null,
      title: 'c',
      caption: null,
      display_order: 1,
      translations: {},
    });
    if (!c.ok) throw new Error(c.error.message);
    const move = new MoveAboutImage({ about });
    expect((await move.execute(c.value.id, 'up')).ok).toBe(true);
    const [a, cMoved, b] = await titles();
    expect([a, cMoved, b]).toEqual(['a', 'c', 'b']);
    const top = await about.listImages();
    const firstId = top.ok ? top.value[0]?.id : undefined;
    const refused = await move.execute(firstId ?? '', 'up');
    expect(refused.ok ? null : refused.error.message).toBe('admin:about.messages.cannotMove');
  });

  it("removes an image's file with it, and every file of a deleted section", async () => {
    const { about, files, add, section } = await setup();
    const one = await add('one');
    await add('two');
    if (!one.ok) throw new Error(one.error.message);
    expect((await new DeleteAboutImage({ about, files }).execute(one.value.id)).ok).toBe(true);
    expect(files.urls()).toHaveLength(1);
    expect((await new DeleteAboutSection({ about, files }).execute(section.id)).ok).toBe(true);
    expect(files.urls()).toEqual([]);
  });

  it('refuses a second section with the same key', async () => {
    const { about } = await setup();
    const again = await new SaveAboutSection({ about }).execute({
      section_key: 'inside',
      title: 'Again',
      subtitle: null,
      content: null,
      section_type: 'text',
      is_published: false,
      translations: {},
    });
    expect(again.ok ? null : [again.error.kind, again.error.message]).toEqual([
      'Conflict',
      'admin:about.messages.duplicateKey',
    ]);
  });
});

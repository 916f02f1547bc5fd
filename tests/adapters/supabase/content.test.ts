// Events, content blocks and the about page against a fake Supabase API: requests and answer mapping.
import { describe, expect, it } from 'vitest';

import { SupabaseAboutRepository } from '../../../src/adapters/supabase/supabase-about-repository';
import { SupabaseContentBlockRepository } from '../../../src/adapters/supabase/supabase-content-block-repository';
import { SupabaseEventRepository } from '../../../src/adapters/supabase/supabase-event-repository';
import { aboutImageDraft, aboutSectionDraft } from '../../contracts/about-repository.contract';
import { contentBlockDraft } from '../../contracts/content-block-repository.contract';
import { eventDraft } from '../../contracts/event-repository.contract';
import { fakeBackend, json, postgrest, STAMPS } from './fake-backend';

const NOW = new Date('2026-06-15T08:00:00.000Z');

describe('SupabaseEventRepository', () => {
  const EVENT_ID = '00000000-0000-4000-8000-000000000601';
  const eventRow = (overrides: Record<string, unknown> = {}) => ({
    id: EVENT_ID,
    ...STAMPS,
    ...eventDraft(NOW),
    event_date: '2026-06-17T08:00:00+00:00',
    ...overrides,
  });

  it('lists active events from an instant on, soonest first, with a limit', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, [eventRow()]));
    const upcoming = await new SupabaseEventRepository(backend.connection).listUpcoming(NOW, { limit: 3 });
    expect(upcoming.ok && upcoming.value.map((e) => e.id)).toEqual([EVENT_ID]);
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/events']);
    expect(Object.fromEntries(request.query)).toEqual({
      select: '*',
      is_active: 'eq.true',
      event_date: 'gte.2026-06-15T08:00:00.000Z',
      order: 'event_date.asc,id.asc',
      offset: '0',
      limit: '3',
    });
  });

  it('lists all events and counts them', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseEventRepository(backend.connection);
    backend.reply(
      json(200, [eventRow(), eventRow({ is_active: false })]),
      json(200, null, { 'content-range': '*/2' }),
    );
    const all = await repo.listAll();
    expect(all.ok && all.value).toHaveLength(2);
    expect(await repo.count()).toEqual({ ok: true, value: 2 });
    expect(Object.fromEntries(backend.requests[0]!.query)).toEqual({
      select: '*',
      order: 'event_date.asc,id.asc',
      offset: '0',
      limit: '500',
    });
  });

  it('creates, updates and removes; more participants than places are refused before sending', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseEventRepository(backend.connection);
    backend.reply(
      json(201, eventRow()),
      json(200, eventRow()),
      json(200, eventRow({ is_active: false })),
      json(200, [{ id: EVENT_ID }]),
    );
    expect((await repo.create(eventDraft(NOW))).ok).toBe(true);
    expect(backend.requests[0]!.body).toEqual({ ...eventDraft(NOW), translations: {} });
    const paused = await repo.update(EVENT_ID, { is_active: false });
    expect(paused.ok && paused.value.is_active).toBe(false);
    expect(backend.requests[2]!.body).toEqual({ is_active: false });
    expect((await repo.remove(EVENT_ID)).ok).toBe(true);
    const overbooked = await repo.create(eventDraft(NOW, { max_participants: 10, current_participants: 11 }));
    expect(overbooked.ok ? 'ok' : overbooked.error.issues?.current_participants).toBe(
      'admin:events.validation.currentParticipants',
    );
    backend.reply(json(200, eventRow()));
    const tooFull = await repo.update(EVENT_ID, { current_participants: 31 });
    expect(tooFull.ok ? 'ok' : tooFull.error.kind).toBe('Invalid');
    expect(backend.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'PATCH', 'DELETE', 'GET']);
  });

  it('sends the translations with a new event and an edit of them as the only changed column', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseEventRepository(backend.connection);
    const translations = {
      en: { title: 'Dim Sum Workshop' },
      zh: { title: '点心工作坊', description: '一起包点心' },
    };
    backend.reply(
      json(201, eventRow({ title: 'Dim-Sum-Workshop', translations })),
      json(200, eventRow({ translations })),
      json(200, eventRow({ translations: { en: { title: 'Dumplings' } } })),
    );
    const created = await repo.create(
      eventDraft(NOW, {
        title: 'Dim-Sum-Workshop',
        translations: {
          en: { title: ' Dim Sum Workshop ', description: '' },
          zh: { title: '点心工作坊', description: '一起包点心' },
        },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(translations);
    expect(backend.requests[0]!.body).toMatchObject({ title: 'Dim-Sum-Workshop', translations });
    const edited = await repo.update(EVENT_ID, { translations: { en: { title: 'Dumplings' } } });
    expect(edited.ok && edited.value.translations).toEqual({ en: { title: 'Dumplings' } });
    expect(backend.requests[2]!.body).toEqual({ translations: { en: { title: 'Dumplings' } } });
  });

  it('maps a check violation (23514) to Invalid and anon writes (401, 42501) to Forbidden', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseEventRepository(backend.connection);
    backend.reply(
      json(400, {
        code: '23514',
        details: 'Failing row contains (...).',
        hint: null,
        message: 'new row for relation "events" violates check constraint "events_max_participants_range"',
      }),
      postgrest.rls('events', 401),
    );
    const refused = await repo.create(eventDraft(NOW));
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('Invalid');
    const anon = await repo.create(eventDraft(NOW));
    expect(anon.ok ? 'ok' : anon.error).toEqual({
      kind: 'Forbidden',
      message: 'new row violates row-level security policy for table "events"',
    });
  });
});

describe('SupabaseContentBlockRepository', () => {
  const BLOCK_ID = '00000000-0000-4000-8000-000000000701';
  const blockRow = { id: BLOCK_ID, ...STAMPS, ...contentBlockDraft() };

  it('lists by section name and finds the active block of a section, or null', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseContentBlockRepository(backend.connection);
    backend.reply(json(200, [blockRow]), json(200, [blockRow]), json(200, []));
    expect((await repo.list()).ok).toBe(true);
    expect(await repo.findActive('impressum')).toEqual({ ok: true, value: blockRow });
    expect(await repo.findActive('business_info')).toEqual({ ok: true, value: null });
    expect(backend.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { select: '*', order: 'section_name.asc,id.asc', offset: '0', limit: '500' },
      { select: '*', section_name: 'eq.impressum', is_active: 'eq.true' },
      { select: '*', section_name: 'eq.business_info', is_active: 'eq.true' },
    ]);
  });

  it('lists the active blocks of several sections in one request, and sends none for no section', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseContentBlockRepository(backend.connection);
    backend.reply(json(200, [blockRow]));
    expect(await repo.listActive(['story', 'values'])).toEqual({ ok: true, value: [blockRow] });
    expect(await repo.listActive([])).toEqual({ ok: true, value: [] });
    expect(backend.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      {
        select: '*',
        section_name: 'in.(story,values)',
        is_active: 'eq.true',
        order: 'section_name.asc,id.asc',
        offset: '0',
        limit: '500',
      },
    ]);
  });

  it('reports a second block for a section (23505, 409) as the memory adapter does', async () => {
    const backend = fakeBackend();
    backend.reply(
      postgrest.duplicate(
        'content_blocks_section_name_key',
        'Key (section_name)=(impressum) already exists.',
      ),
    );
    expect(await new SupabaseContentBlockRepository(backend.connection).create(contentBlockDraft())).toEqual({
      ok: false,
      error: { kind: 'Conflict', message: 'admin:content.messages.duplicateSection' },
    });
  });

  it('creates, updates and removes a block; a malformed section name is refused unsent', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseContentBlockRepository(backend.connection);
    backend.reply(
      json(201, blockRow),
      json(200, blockRow),
      json(200, { ...blockRow, content: 'Neu' }),
      json(200, [{ id: BLOCK_ID }]),
      json(200, []),
    );
    expect((await repo.create(contentBlockDraft())).ok).toBe(true);
    const updated = await repo.update(BLOCK_ID, { content: 'Neu' });
    expect(updated.ok && updated.value.content).toBe('Neu');
    expect((await repo.remove(BLOCK_ID)).ok).toBe(true);
    const again = await repo.remove(BLOCK_ID);
    expect(again.ok ? 'ok' : again.error.kind).toBe('NotFound');
    const bad = await repo.create(contentBlockDraft({ section_name: 'Hero Section' }));
    expect(bad.ok ? 'ok' : bad.error.issues?.section_name).toBe('admin:content.validation.sectionName');
    expect(backend.requests).toHaveLength(5);
  });

  it('sends the translations with a new block and an edit of them as the only changed column', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseContentBlockRepository(backend.connection);
    const translations = { en: { title: 'Our mission' }, zh: { title: '我们的使命' } };
    backend.reply(
      json(201, { ...blockRow, translations }),
      json(200, { ...blockRow, translations }),
      json(200, { ...blockRow, translations: { zh: { content: '一顿早餐' } } }),
    );
    const created = await repo.create(
      contentBlockDraft({
        translations: { en: { title: ' Our mission ', content: '' }, zh: { title: '我们的使命' } },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(translations);
    expect(backend.requests[0]!.body).toMatchObject({ translations });
    const edited = await repo.update(BLOCK_ID, { translations: { zh: { content: '一顿早餐' } } });
    expect(edited.ok && edited.value.translations).toEqual({ zh: { content: '一顿早餐' } });
    expect(backend.requests[2]!.body).toEqual({ translations: { zh: { content: '一顿早餐' } } });
  });
});

describe('SupabaseAboutRepository', () => {
  const SECTION_ID = '00000000-0000-4000-8000-000000000801';
  const OTHER_ID = '00000000-0000-4000-8000-000000000802';
  const IMAGE_ID = '00000000-0000-4000-8000-000000000901';
  const sectionRow = { id: SECTION_ID, ...STAMPS, ...aboutSectionDraft() };
  const imageRow = { id: IMAGE_ID, ...STAMPS, ...aboutImageDraft(SECTION_ID) };

  it('lists sections (published only when asked) by display order', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAboutRepository(backend.connection);
    backend.reply(json(200, [sectionRow]), json(200, [sectionRow]));
    expect(await repo.listSections({ publishedOnly: true })).toEqual({ ok: true, value: [sectionRow] });
    await repo.listSections();
    expect(backend.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { select: '*', is_published: 'eq.true', order: 'display_order.asc,id.asc', offset: '0', limit: '500' },
      { select: '*', order: 'display_order.asc,id.asc', offset: '0', limit: '500' },
    ]);
  });

  it("lists images, those of published sections through an inner join that the rows don't keep", async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAboutRepository(backend.connection);
    backend.reply(json(200, [{ ...imageRow, section: { is_published: true } }]), json(200, [imageRow]));
    expect(await repo.listImages({ publishedOnly: true })).toEqual({ ok: true, value: [imageRow] });
    expect(await repo.listImages()).toEqual({ ok: true, value: [imageRow] });
    expect(backend.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      {
        select: '*,section:about_sections!inner(is_published)',
        'section.is_published': 'eq.true',
        order: 'display_order.asc,id.asc',
        offset: '0',
        limit: '500',
      },
      { select: '*', order: 'display_order.asc,id.asc', offset: '0', limit: '500' },
    ]);
  });

  it('creates, updates and removes sections; the swap is one call to swap_about_section_order()', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAboutRepository(backend.connection);
    backend.reply(
      json(201, sectionRow),
      json(200, sectionRow),
      json(200, { ...sectionRow, title: 'Neu' }),
      json(204, null),
      postgrest.missing('about section not found'),
      json(200, [{ id: SECTION_ID }]),
    );
    expect((await repo.createSection(aboutSectionDraft())).ok).toBe(true);
    const renamed = await repo.updateSection(SECTION_ID, { title: 'Neu' });
    expect(renamed.ok && renamed.value.title).toBe('Neu');
    expect(await repo.swapOrder(SECTION_ID, OTHER_ID)).toEqual({ ok: true, value: undefined });
    const missing = await repo.swapOrder(SECTION_ID, OTHER_ID);
    expect(missing.ok ? 'ok' : missing.error.kind).toBe('NotFound');
    expect((await repo.removeSection(SECTION_ID)).ok).toBe(true);
    const swap = backend.requests[3]!;
    expect([swap.method, swap.path, swap.body]).toEqual([
      'POST',
      '/rest/v1/rpc/swap_about_section_order',
      { p_a: SECTION_ID, p_b: OTHER_ID },
    ]);
    const bad = await repo.createSection(aboutSectionDraft({ section_key: 'Our Story' }));
    expect(bad.ok ? 'ok' : bad.error.issues?.section_key).toBe('admin:about.validation.sectionKey');
    expect(backend.requests).toHaveLength(6);
  });

  it('creates, updates and removes images; an image of a missing section is Invalid', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAboutRepository(backend.connection);
    backend.reply(
      json(201, imageRow),
      json(200, imageRow),
      json(200, { ...imageRow, caption: 'Frisch gefaltet' }),
      json(200, [{ id: IMAGE_ID }]),
      json(409, {
        code: '23503',
        details: `Key (section_id)=(${OTHER_ID}) is not present in table "about_sections".`,
        hint: null,
        message:
          'insert or update on table "about_images" violates foreign key constraint "about_images_section_id_fkey"',
      }),
    );
    expect((await repo.createImage(aboutImageDraft(SECTION_ID))).ok).toBe(true);
    const captioned = await repo.updateImage(IMAGE_ID, { caption: 'Frisch gefaltet' });
    expect(captioned.ok && captioned.value.caption).toBe('Frisch gefaltet');
    expect((await repo.removeImage(IMAGE_ID)).ok).toBe(true);
    const orphan = await repo.createImage(aboutImageDraft(OTHER_ID));
    expect(orphan.ok ? 'ok' : [orphan.error.kind, Object.keys(orphan.error.issues ?? {})]).toEqual([
      'Invalid',
      ['section_id'],
    ]);
  });

  it('sends the translations of sections and images, an edit of them as the only changed column', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseAboutRepository(backend.connection);
    const section = { en: { title: 'Our story' }, zh: { title: '我们的故事' } };
    const image = { zh: { caption: '现包点心' } };
    backend.reply(
      json(201, { ...sectionRow, translations: section }),
      json(200, sectionRow),
      json(200, { ...sectionRow, translations: { en: { subtitle: 'Since 2022' } } }),
      json(201, { ...imageRow, translations: image }),
      json(200, imageRow),
      json(200, { ...imageRow, translations: { en: { title: 'The kitchen' } } }),
    );
    const created = await repo.createSection(
      aboutSectionDraft({
        translations: { en: { title: ' Our story ', subtitle: '' }, zh: { title: '我们的故事' } },
      }),
    );
    expect(created.ok && created.value.translations).toEqual(section);
    expect(backend.requests[0]!.body).toMatchObject({ translations: section });
    const edited = await repo.updateSection(SECTION_ID, { translations: { en: { subtitle: 'Since 2022' } } });
    expect(edited.ok && edited.value.translations).toEqual({ en: { subtitle: 'Since 2022' } });
    expect(backend.requests[2]!.body).toEqual({ translations: { en: { subtitle: 'Since 2022' } } });
    const added = await repo.createImage(aboutImageDraft(SECTION_ID, { translations: image }));
    expect(added.ok && added.value.translations).toEqual(image);
    expect(backend.requests[3]!.body).toMatchObject({ translations: image });
    await repo.updateImage(IMAGE_ID, { translations: { en: { title: 'The kitchen' } } });
    expect(backend.requests[5]!.body).toEqual({ translations: { en: { title: 'The kitchen' } } });
  });
});

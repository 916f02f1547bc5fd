import { describe, expect, it } from 'vitest';
import { MemoryContentBlockRepository } from '../../src/adapters/memory/memory-content-block-repository';
import type { ContentBlockRepository } from '../../src/application/ports/content-block-repository';
import { FindActiveContentBlock } from '../../src/application/content/find-active-content-block';
import { ListContentBlocks } from '../../src/application/content/list-content-blocks';
import { ListGuestContentBlocks } from '../../src/application/content/list-guest-content-blocks';
import { LoadImprint } from '../../src/application/content/load-imprint';
import { LoadPrivacyOperator } from '../../src/application/content/load-privacy-operator';
import { SaveContentBlock } from '../../src/application/content/save-content-block';
import type { ContentBlock } from '../../src/domain/content/content-block';
import type { Draft } from '../../src/domain/shared/entity';
import { ok, unavailable } from '../../src/domain/shared/result';
import { emptyMemoryDatabase } from '../support/memory';

const draft = (overrides: Partial<Draft<ContentBlock>> = {}): Draft<ContentBlock> => ({
  section_name: 'impressum',
  title: null,
  content: null,
  image_url: null,
  is_active: true,
  translations: {},
  ...overrides,
});

const setup = () => {
  const contentBlocks = new MemoryContentBlockRepository(emptyMemoryDatabase());
  return { contentBlocks, save: new SaveContentBlock({ contentBlocks }) };
};

/** A store whose reads fail, as when the backend is unreachable. */
const unreachable = (base: ContentBlockRepository): ContentBlockRepository =>
  Object.assign(Object.create(base) as ContentBlockRepository, {
    findActive: async () => unavailable('offline'),
  });

describe('SaveContentBlock', () => {
  it('refuses a malformed section name before writing and a taken one from the store', async () => {
    const { contentBlocks, save } = setup();
    const bad = await save.execute(draft({ section_name: 'Business Info' }));
    expect(bad.ok ? null : bad.error.issues).toEqual({
      section_name: 'admin:content.validation.sectionName',
    });
    expect((await save.execute(draft())).ok).toBe(true);
    const taken = await save.execute(draft({ title: 'again' }));
    expect(taken.ok ? null : taken.error.message).toBe('admin:content.messages.duplicateSection');
    const all = await new ListContentBlocks({ contentBlocks }).execute();
    expect(all.ok && all.value).toHaveLength(1);
  });

  it('edits title, content, image, the active flag and translations but keeps the section name', async () => {
    const { contentBlocks, save } = setup();
    const created = await save.execute(draft());
    if (!created.ok) throw new Error(created.error.message);
    const edited = await save.execute(
      draft({
        section_name: 'hero',
        title: 'Impressum',
        content: 'Restaurant: Tischlein',
        is_active: false,
        translations: { en: { content: 'Restaurant: Tischlein' } },
      }),
      created.value.id,
    );
    expect(edited.ok && edited.value).toMatchObject({
      section_name: 'impressum',
      title: 'Impressum',
      content: 'Restaurant: Tischlein',
      is_active: false,
      translations: { en: { content: 'Restaurant: Tischlein' } },
    });
    const active = await new FindActiveContentBlock({ contentBlocks }).execute('impressum');
    expect(active.ok && active.value).toBeNull();
  });
});

describe('LoadImprint', () => {
  it('shows the active imprint blocks in order, with fallback titles', async () => {
    const { contentBlocks, save } = setup();
    await save.execute(
      draft({ section_name: 'contact_details', content: 'E-Mail: hallo@tischlein.example' }),
    );
    await save.execute(draft({ section_name: 'business_info', is_active: false }));
    await save.execute(
      draft({ section_name: 'impressum', title: 'Impressum', content: 'Restaurant: Tischlein' }),
    );
    const imprint = await new LoadImprint({ contentBlocks }).execute();
    expect(imprint.ok && imprint.value.map((b) => [b.section_name, b.title])).toEqual([
      ['impressum', 'Impressum'],
      ['contact_details', 'Kontaktdaten'],
    ]);
  });

  it('is empty when no block exists, and an error when the store cannot be read', async () => {
    const { contentBlocks } = setup();
    expect(await new LoadImprint({ contentBlocks }).execute()).toEqual(ok([]));
    const failed = await new LoadImprint({ contentBlocks: unreachable(contentBlocks) }).execute();
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('Unavailable');
  });
});

describe('LoadPrivacyOperator', () => {
  it('reads the operator from business_info and contact_details, with fallbacks', async () => {
    const { contentBlocks, save } = setup();
    const load = new LoadPrivacyOperator({ contentBlocks });
    expect(await load.execute()).toEqual(
      ok({ name: 'Unser Restaurant', address: 'Ihre Geschäftsadresse', email: 'kontakt@ihr-restaurant.de' }),
    );
    await save.execute(
      draft({ section_name: 'business_info', content: 'Restaurant: Tischlein\nRechtsform: GbR' }),
    );
    await save.execute(
      draft({
        section_name: 'contact_details',
        content: 'Adresse: Müllerstraße 1, 13353 Berlin\nE-Mail: hallo@tischlein.example',
      }),
    );
    expect(await load.execute()).toEqual(
      ok({ name: 'Tischlein', address: 'Müllerstraße 1, 13353 Berlin', email: 'hallo@tischlein.example' }),
    );
    const failed = await new LoadPrivacyOperator({ contentBlocks: unreachable(contentBlocks) }).execute();
    expect(failed.ok).toBe(false);
  });
});

describe('ListGuestContentBlocks', () => {
  it('answers the active story, values, team and mission blocks in that order, none empty', async () => {
    const { save, contentBlocks } = setup();
    for (const [section_name, is_active, title] of [
      ['mission', true, 'Unsere Mission'],
      ['values', true, 'Was uns wichtig ist'],
      ['team', false, 'Unser Team'],
      ['story', true, null],
      ['hero', true, 'Chinesisches Frühstück'],
    ] as const)
      await save.execute(draft({ section_name, is_active, title }));
    const listed = await new ListGuestContentBlocks({ contentBlocks }).execute();
    // story has neither title nor text, team is switched off, hero is not an about page block.
    expect(listed.ok && listed.value.map((b) => b.section_name)).toEqual(['values', 'mission']);
    const failing = Object.assign(Object.create(contentBlocks) as ContentBlockRepository, {
      listActive: async () => unavailable('offline'),
    });
    const failed = await new ListGuestContentBlocks({ contentBlocks: failing }).execute();
    expect(failed.ok ? 'ok' : failed.error.kind).toBe('Unavailable');
  });
});

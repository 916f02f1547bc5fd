import { describe, expect, it } from 'vitest';
import type { EventRepository } from '../../src/application/ports/event-repository';
import type { RestaurantEvent } from '../../src/domain/event/event';
import type { Draft } from '../../src/domain/shared/entity';

export interface EventRepositoryFixture {
  readonly repo: EventRepository;
  /** The instant the adapter's store treats as now. */
  readonly now: Date;
}

const hours = (n: number) => n * 3_600_000;
const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

export const eventDraft = (
  now: Date,
  overrides: Partial<Draft<RestaurantEvent>> = {},
): Draft<RestaurantEvent> => ({
  title: 'Dim Sum Workshop',
  description: 'Fold dumplings with our kitchen team',
  event_date: new Date(now.getTime() + hours(48)).toISOString(),
  max_participants: 30,
  current_participants: 0,
  image_url: null,
  is_active: true,
  translations: {},
  ...overrides,
});

/** The behaviour every EventRepository must show, whatever stores the events. */
export const describeEventRepository = (name: string, make: () => Promise<EventRepositoryFixture>) =>
  describe(`EventRepository contract: ${name}`, () => {
    it('creates an event and lists it among all events', async () => {
      const { repo, now } = await make();
      const created = await repo.create(eventDraft(now));
      expect(created.ok).toBe(true);
      const all = await repo.listAll();
      expect(all.ok && all.value.map((e) => e.title)).toContain('Dim Sum Workshop');
    });

    it('lists only active events at or after the given instant, soonest first, with a limit', async () => {
      const { repo, now } = await make();
      const at = (h: number) => new Date(now.getTime() + hours(h)).toISOString();
      await repo.create(eventDraft(now, { title: 'later', event_date: at(72) }));
      await repo.create(eventDraft(now, { title: 'sooner', event_date: at(24) }));
      await repo.create(eventDraft(now, { title: 'past', event_date: at(-24) }));
      await repo.create(eventDraft(now, { title: 'inactive', event_date: at(30), is_active: false }));
      const upcoming = await repo.listUpcoming(now);
      expect(upcoming.ok && upcoming.value.map((e) => e.title)).toEqual(['sooner', 'later']);
      const limited = await repo.listUpcoming(now, { limit: 1 });
      expect(limited.ok && limited.value.map((e) => e.title)).toEqual(['sooner']);
    });

    it('updates and removes an event, and reports NotFound for an unknown id', async () => {
      const { repo, now } = await make();
      const created = await repo.create(eventDraft(now));
      if (!created.ok) throw new Error('create failed');
      const updated = await repo.update(created.value.id, { is_active: false });
      expect(updated.ok && updated.value.is_active).toBe(false);
      expect(await repo.find(created.value.id)).toEqual({ ok: true, value: updated.ok && updated.value });
      expect(await repo.remove(created.value.id)).toEqual({ ok: true, value: updated.ok && updated.value });
      expect(await repo.find(created.value.id)).toEqual({ ok: true, value: null });
      const again = await repo.remove(created.value.id);
      expect(again.ok ? 'ok' : again.error.kind).toBe('NotFound');
      const missing = await repo.update(created.value.id, { title: 'x' });
      expect(missing.ok ? 'ok' : missing.error.kind).toBe('NotFound');
    });

    it('keeps the English and Chinese texts, trimmed, and replaces them on update', async () => {
      const { repo, now } = await make();
      const created = await repo.create(
        eventDraft(now, {
          translations: {
            en: { title: ' Dim Sum Workshop ', description: '' },
            zh: { title: '点心工作坊', description: '和厨房团队一起包点心' },
          },
        }),
      );
      if (!created.ok) throw new Error(created.error.message);
      // Blank texts are dropped: they fall back to German.
      expect(created.value.translations).toEqual({
        en: { title: 'Dim Sum Workshop' },
        zh: { title: '点心工作坊', description: '和厨房团队一起包点心' },
      });
      expect(await repo.find(created.value.id)).toEqual(created);
      const updated = await repo.update(created.value.id, {
        translations: { en: { title: 'Dumpling morning' } },
      });
      expect(updated.ok && updated.value.translations).toEqual({ en: { title: 'Dumpling morning' } });
      const listed = await repo.listAll();
      expect(listed.ok && listed.value.map((e) => e.translations)).toEqual([
        { en: { title: 'Dumpling morning' } },
      ]);
    });

    it('refuses a translation that is too long or of a field or language it does not know', async () => {
      const { repo, now } = await make();
      const long = await repo.create(eventDraft(now, { translations: { zh: { title: '长'.repeat(201) } } }));
      expect(long.ok ? 'ok' : long.error.issues?.['translations.zh.title']).toBe(
        'admin:events.validation.tooLong',
      );
      const unknown = { fr: { title: 'Atelier dim sum' } } as unknown as RestaurantEvent['translations'];
      expect(kind(await repo.create(eventDraft(now, { translations: unknown })))).toBe('Invalid');
      const field = { en: { image_url: 'x' } } as unknown as RestaurantEvent['translations'];
      expect(kind(await repo.create(eventDraft(now, { translations: field })))).toBe('Invalid');
      expect(await repo.count()).toEqual({ ok: true, value: 0 });
      const created = await repo.create(eventDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      const refused = await repo.update(created.value.id, {
        translations: { en: { description: 'x'.repeat(20_001) } },
      });
      expect(refused.ok ? 'ok' : refused.error.issues?.['translations.en.description']).toBe(
        'admin:events.validation.tooLong',
      );
      expect(await repo.find(created.value.id)).toEqual(created);
    });

    it('refuses more participants than places, and nothing is written', async () => {
      const { repo, now } = await make();
      const bad = await repo.create(eventDraft(now, { max_participants: 10, current_participants: 11 }));
      expect(bad.ok ? 'ok' : bad.error.kind).toBe('Invalid');
      const tooMany = await repo.create(eventDraft(now, { max_participants: 1001 }));
      expect(tooMany.ok ? 'ok' : tooMany.error.kind).toBe('Invalid');
      const count = await repo.count();
      expect(count.ok && count.value).toBe(0);
    });
  });

import { describe, expect, it } from 'vitest';
import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { DeleteEvent } from '../../src/application/events/delete-event';
import { ListAllEvents } from '../../src/application/events/list-all-events';
import { ListUpcomingEvents } from '../../src/application/events/list-upcoming-events';
import { SaveEvent } from '../../src/application/events/save-event';
import { ToggleEventActive } from '../../src/application/events/toggle-event-active';
import type { RestaurantEvent } from '../../src/domain/event/event';
import type { Draft } from '../../src/domain/shared/entity';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';
import { RecordingFiles } from '../support/recording-files';

const HOUR = 3_600_000;

const setup = () => {
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const events = new MemoryEventRepository(emptyMemoryDatabase(clock));
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const draft = (overrides: Partial<Draft<RestaurantEvent>> = {}): Draft<RestaurantEvent> => ({
    title: 'Dim Sum Workshop',
    description: null,
    event_date: at(48),
    max_participants: 30,
    current_participants: 0,
    image_url: null,
    is_active: true,
    translations: {},
    ...overrides,
  });
  const save = new SaveEvent({ events });
  const create = async (overrides: Partial<Draft<RestaurantEvent>> = {}) => {
    const created = await save.execute(draft(overrides));
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  };
  return { clock, events, at, draft, save, create };
};

describe('SaveEvent', () => {
  it('refuses an event without a title before writing, then creates and updates', async () => {
    const { events, save, draft, create } = setup();
    const refused = await save.execute(draft({ title: '  ' }));
    expect(refused.ok ? null : refused.error.issues).toEqual({ title: 'admin:events.validation.required' });
    const created = await create({ title: '  Brunch Club ' });
    expect(created.title).toBe('Brunch Club');
    const updated = await save.execute(draft({ title: 'Brunch Club', max_participants: 12 }), created.id);
    expect(updated.ok && updated.value.max_participants).toBe(12);
    const all = await new ListAllEvents({ events }).execute();
    expect(all.ok && all.value).toHaveLength(1);
  });
});

describe('ToggleEventActive', () => {
  it('flips an upcoming event and refuses a past one', async () => {
    const { events, clock, create } = setup();
    const toggle = new ToggleEventActive({ events, clock });
    const upcoming = await create();
    const flipped = await toggle.execute(upcoming);
    expect(flipped.ok && flipped.value.is_active).toBe(false);
    clock.advance(49 * HOUR);
    const past = await toggle.execute({ ...upcoming, is_active: false });
    expect(past.ok ? null : past.error.message).toBe('admin:events.validation.pastEvent');
    const all = await events.listAll();
    expect(all.ok && all.value[0]?.is_active).toBe(false);
  });
});

describe('ListUpcomingEvents and DeleteEvent', () => {
  it('lists active events from the clock on, soonest first, limited when asked', async () => {
    const { events, clock, at, create } = setup();
    await create({ title: 'later', event_date: at(72) });
    const soon = await create({ title: 'soon', event_date: at(2) });
    await create({ title: 'over', event_date: at(-1) });
    const list = new ListUpcomingEvents({ events, clock });
    const all = await list.execute();
    expect(all.ok && all.value.map((e) => e.title)).toEqual(['soon', 'later']);
    const three = await list.execute(1);
    expect(three.ok && three.value.map((e) => e.title)).toEqual(['soon']);
    clock.advance(3 * HOUR);
    const after = await list.execute();
    expect(after.ok && after.value.map((e) => e.title)).toEqual(['later']);
    expect((await new DeleteEvent({ events, files: new RecordingFiles() }).execute(soon.id)).ok).toBe(true);
    const remaining = await events.count();
    expect(remaining.ok && remaining.value).toBe(2);
  });
});

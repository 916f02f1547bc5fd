// The demo's repositories load the domain schemas (and zod) with their first write, not at startup. A schema
// chunk that cannot be downloaded must still answer a Result (decision 0003) and leave the data unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../src/adapters/memory/table-helpers';
import { eventDraft } from '../contracts/event-repository.contract';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

afterEach(() => {
  vi.doUnmock('../../src/domain/event/event-schema');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('schemas loaded on first use', () => {
  it('hands over the loaded module', async () => {
    const loaded = await onFirstUse(async () => ({ answer: 42 }))();
    expect(loaded).toEqual({ ok: true, value: { answer: 42 } });
  });

  it('answers Unavailable and logs when the module cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = await onFirstUse(() => Promise.reject(new Error('chunk missing')))();
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error.kind).toBe('Unavailable');
    expect(error).toHaveBeenCalledWith('Could not load the demo validation', expect.any(Error));
  });

  it('lets a repository refuse a write it cannot validate, changing nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('../../src/domain/event/event-schema', () => {
      throw new Error('chunk missing');
    });
    const { MemoryEventRepository } = await import('../../src/adapters/memory/memory-event-repository');
    const clock = new ManualClock();
    const db = emptyMemoryDatabase(clock);
    const before = JSON.stringify(db.tables());
    const created = await new MemoryEventRepository(db).create(eventDraft(clock.now()));
    expect(!created.ok && created.error.kind).toBe('Unavailable');
    expect(JSON.stringify(db.tables())).toBe(before);
  });
});

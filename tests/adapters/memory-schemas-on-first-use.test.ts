// The demo's repositories load the domain schemas (and zod) with their first write, not at startup. A schema
// chunk that cannot be downloaded must still answer a Result (decision 0003) and leave the data unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { neverThrows } from '../../src/adapters/shared/never-throws';
import { eventDraft } from '../contracts/event-repository.contract';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

afterEach(() => {
  vi.doUnmock('../../src/domain/event/event-schema');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('schemas loaded on first use', () => {
  it('lets a repository refuse a write it cannot validate, changing nothing, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('../../src/domain/event/event-schema', () => {
      throw new Error('chunk missing');
    });
    const { MemoryEventRepository } = await import('../../src/adapters/memory/memory-event-repository');
    const clock = new ManualClock();
    const db = emptyMemoryDatabase(clock);
    const before = JSON.stringify(db.tables());
    // Wrapped as memory-module.ts binds it.
    const events = neverThrows('MemoryEventRepository', new MemoryEventRepository(db));
    const created = await events.create(eventDraft(clock.now()));
    expect(!created.ok && created.error.kind).toBe('Unavailable');
    expect(JSON.stringify(db.tables())).toBe(before);
    expect(error).toHaveBeenCalledWith('MemoryEventRepository.create failed', expect.any(Error));
  });
});

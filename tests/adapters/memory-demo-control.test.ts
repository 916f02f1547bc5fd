import { describe, expect, it, vi } from 'vitest';
import { MemoryDemoControl } from '../../src/adapters/memory/memory-demo-control';
import { eventDraft } from '../contracts/event-repository.contract';
import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

describe('the demo reset', () => {
  it('puts the data back to the seed and forgets what the demo keeps beside it', async () => {
    const clock = new ManualClock();
    const db = emptyMemoryDatabase(clock);
    const events = new MemoryEventRepository(db);
    await events.create(eventDraft(clock.now()));
    const outbox = new Map([['mail', 'sent']]);
    const reset = await new MemoryDemoControl(db, [() => void outbox.clear()]).reset();
    expect(reset.ok).toBe(true);
    const count = await events.count();
    expect(count.ok && count.value).toBe(0);
    expect(outbox.size).toBe(0);
  });

  it('still resets the data when a part beside it cannot be forgotten, and logs that', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const db = emptyMemoryDatabase();
    const reset = await new MemoryDemoControl(db, [
      () => {
        throw new Error('IndexedDB is blocked');
      },
    ]).reset();
    expect(reset.ok).toBe(true);
    expect(error).toHaveBeenCalledWith('Part of the demo could not be reset', expect.any(Error));
    error.mockRestore();
  });
});

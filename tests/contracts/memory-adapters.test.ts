import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';
import { describeEventRepository } from './event-repository.contract';

// Every port's contract, run on the in-memory adapters (the Supabase ones run it in supabase-adapters.test.ts).
const fresh = () => {
  const clock = new ManualClock();
  return { clock, db: emptyMemoryDatabase(clock), now: clock.now() };
};

describeEventRepository('memory', async () => {
  const { db, now } = fresh();
  return { repo: new MemoryEventRepository(db), now };
});

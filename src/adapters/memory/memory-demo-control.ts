import type { DemoControl } from '../../application/ports/demo-control';
import type { MemoryDatabase } from './memory-database';

/** What the demo keeps beside its database (the e-mail outbox, uploaded files), forgotten on reset too. */
export type DemoExtra = () => void | Promise<void>;

export class MemoryDemoControl implements DemoControl {
  readonly isDemo = true;
  constructor(
    private readonly db: MemoryDatabase,
    private readonly extras: readonly DemoExtra[] = [],
  ) {}

  async reset() {
    const reset = this.db.reset();
    if (!reset.ok) return reset;
    for (const forget of this.extras) {
      try {
        await forget();
      } catch (error) {
        console.error('Part of the demo could not be reset', error);
      }
    }
    return reset;
  }
}

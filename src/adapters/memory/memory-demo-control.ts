import type { DemoControl } from '../../application/ports/demo-control';
import type { MemoryDatabase } from './memory-database';

export class MemoryDemoControl implements DemoControl {
  readonly isDemo = true;
  constructor(private readonly db: MemoryDatabase) {}
  async reset() {
    return this.db.reset();
  }
}

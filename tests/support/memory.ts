import { MemoryDatabase, type DemoTables } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import type { Clock } from '../../src/application/ports/clock';

export const emptyTables = (): DemoTables => ({
  menu_categories: [],
  menu_items: [],
  restaurant_videos: [],
  ai_usage_tracking: [],
  press_articles: [],
  gallery_images: [],
  events: [],
  content_blocks: [],
  about_sections: [],
  about_images: [],
  reservations: [],
  consent_records: [],
});

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-06-15T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(instant: Date) {
    this.current = new Date(instant);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** An empty demo database on a Map, for contract and use-case tests. */
export const emptyMemoryDatabase = (clock: Clock = new ManualClock()) =>
  new MemoryDatabase(new MapStorage(), emptyTables, clock);

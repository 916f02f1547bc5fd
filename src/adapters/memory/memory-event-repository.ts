import type { EventRepository } from '../../application/ports/event-repository';
import type { RestaurantEvent } from '../../domain/event/event';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { insertRow, takeRow, updateRow } from './table-helpers';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/event/event-schema');

const byDate = (a: RestaurantEvent, b: RestaurantEvent) => a.event_date.localeCompare(b.event_date);

export class MemoryEventRepository implements EventRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async listUpcoming(from: Date, options?: { limit?: number }) {
    const upcoming = this.db
      .tables()
      .events.filter((e) => e.is_active && Date.parse(e.event_date) >= from.getTime())
      .sort(byDate);
    return ok(options?.limit === undefined ? upcoming : upcoming.slice(0, options.limit));
  }

  async listAll() {
    return ok([...this.db.tables().events].sort(byDate));
  }

  async count() {
    return ok(this.db.tables().events.length);
  }

  async find(id: Id) {
    return ok(this.db.tables().events.find((e) => e.id === id) ?? null);
  }

  async create(draft: Draft<RestaurantEvent>) {
    const schema = await schemas();
    const valid = schema.validateEventDraft(draft);
    if (!valid.ok) return valid;
    return insertRow<RestaurantEvent>(this.db, 'events', this.db.stamp(valid.value));
  }

  async update(id: Id, patch: Patch<RestaurantEvent>) {
    const schema = await schemas();
    const current = this.db.tables().events.find((e) => e.id === id);
    if (current) {
      const valid = schema.validateEventDraft({ ...current, ...patch });
      if (!valid.ok) return valid;
    }
    return updateRow<RestaurantEvent>(this.db, 'events', id, patch);
  }

  async remove(id: Id) {
    return takeRow<RestaurantEvent>(this.db, 'events', id);
  }
}

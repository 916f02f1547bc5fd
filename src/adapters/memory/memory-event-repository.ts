import type { EventRepository } from '../../application/ports/event-repository';
import type { RestaurantEvent } from '../../domain/event/event';
import { participantsShown } from '../../domain/event/seats';
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

  /**
   * As in SQL (20261125000300_event_sign_up.sql): once guests have signed up for an event on the site, a
   * save that names the counts takes current_participants from their bookings, never from the form, whose
   * number a sign-up since it opened has made stale; a lowered maximum clamps it.
   */
  async update(id: Id, patch: Patch<RestaurantEvent>) {
    const schema = await schemas();
    const current = this.db.tables().events.find((e) => e.id === id);
    let changes = patch;
    if (current) {
      const valid = schema.validateEventDraft({ ...current, ...patch });
      if (!valid.ok) return valid;
      if ('current_participants' in patch || 'max_participants' in patch) {
        const seats = await this.db.reservations.seatsOf(id);
        if (!seats.ok) return seats;
        if (seats.value.linked) {
          const max = patch.max_participants ?? current.max_participants;
          changes = {
            ...patch,
            current_participants: participantsShown({ max_participants: max }, seats.value.taken),
          };
        }
      }
    }
    return updateRow<RestaurantEvent>(this.db, 'events', id, changes);
  }

  async remove(id: Id) {
    return takeRow<RestaurantEvent>(this.db, 'events', id);
  }
}

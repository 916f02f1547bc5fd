import type { EventRepository } from '../../application/ports/event-repository';
import type { RestaurantEvent } from '../../domain/event/event';
import { participantsShown } from '../../domain/event/seats';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { insertRow, takeRow, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';
import { compareText } from '../../domain/shared/order';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/event/event-schema');

const byDate = (a: RestaurantEvent, b: RestaurantEvent) => compareText(a.event_date, b.event_date);

export class MemoryEventRepository implements EventRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async listUpcoming(from: Date, options?: { limit?: number }) {
    const upcoming = this.db
      .tables()
      .events.filter((e) => e.is_active && Date.parse(e.event_date) >= from.getTime())
      .sort(byDate);
    const listed = options?.limit === undefined ? upcoming : upcoming.slice(0, options.limit);
    return ok(listed.map(withTranslations));
  }

  async listAll() {
    return ok([...this.db.tables().events].sort(byDate).map(withTranslations));
  }

  async count() {
    return ok(this.db.tables().events.length);
  }

  async find(id: Id) {
    const event = this.db.tables().events.find((e) => e.id === id);
    return ok(event ? withTranslations(event) : null);
  }

  async create(draft: Draft<RestaurantEvent>) {
    const schema = await schemas();
    const valid = schema.validateEventDraft(draft);
    if (!valid.ok) return valid;
    return insertRow<RestaurantEvent>(this.db, 'events', this.db.stamp(valid.value));
  }

  /**
   * As in SQL (supabase/schemas/07_booking.sql): once guests have signed up for an event on the site, a
   * save that names the counts takes current_participants from their bookings, never from the form, whose
   * number a sign-up since it opened has made stale; a lowered maximum clamps it.
   */
  async update(id: Id, patch: Patch<RestaurantEvent>) {
    const schema = await schemas();
    const current = this.db.tables().events.find((e) => e.id === id);
    let changes = patch;
    if (current) {
      const valid = schema.validateEventDraft({ ...withTranslations(current), ...patch });
      if (!valid.ok) return valid;
      // The patched columns as the schema normalised them (trimmed, blank translations dropped), as in SQL.
      changes = Object.fromEntries(
        Object.keys(patch).map((key) => [key, valid.value[key as keyof typeof valid.value]]),
      );
      if ('current_participants' in patch || 'max_participants' in patch) {
        const seats = await this.db.reservations.seatsOf(id);
        if (!seats.ok) return seats;
        if (seats.value.linked) {
          const max = patch.max_participants ?? current.max_participants;
          changes = {
            ...changes,
            current_participants: participantsShown({ max_participants: max }, seats.value.taken),
          };
        }
      }
    }
    return mapResult(updateRow<RestaurantEvent>(this.db, 'events', id, changes), withTranslations);
  }

  async remove(id: Id) {
    return mapResult(takeRow<RestaurantEvent>(this.db, 'events', id), withTranslations);
  }
}

import type { EventRepository } from '../../application/ports/event-repository';
import type { RestaurantEvent } from '../../domain/event/event';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { validate } from '../../domain/shared/validation';
import type { Supabase } from './client';
import { answer, checkedUpdate, counted, removed } from './responses';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/event/event-schema');

export class SupabaseEventRepository implements EventRepository {
  constructor(private readonly db: Supabase) {}

  async listUpcoming(from: Date, options?: { readonly limit?: number }) {
    const query = this.db
      .from('events')
      .select()
      .eq('is_active', true)
      .gte('event_date', from.toISOString())
      .order('event_date', { ascending: true });
    return answer(options?.limit === undefined ? query : query.limit(options.limit));
  }

  async listAll() {
    return answer(this.db.from('events').select().order('event_date', { ascending: true }));
  }

  async count() {
    return counted(this.db.from('events').select('*', { count: 'exact', head: true }));
  }

  async create(draft: Draft<RestaurantEvent>) {
    const { validateEventDraft } = await schemas();
    const valid = validateEventDraft(draft);
    if (!valid.ok) return valid;
    return answer(this.db.from('events').insert(valid.value).select().single());
  }

  async update(id: Id, patch: Patch<RestaurantEvent>) {
    return checkedUpdate({
      patch,
      read: () => this.db.from('events').select().eq('id', id).maybeSingle(),
      validate: async (merged) => validate((await schemas()).eventDraftSchema, merged),
      write: (changes) => this.db.from('events').update(changes).eq('id', id).select().single(),
      what: `event ${id}`,
    });
  }

  async remove(id: Id) {
    return removed(this.db.from('events').delete().eq('id', id).select('id'), `event ${id}`);
  }
}

import type { EventRepository } from '../../application/ports/event-repository';
import type { RestaurantEvent } from '../../domain/event/event';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, counted, removedRow } from './responses';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/event/event-schema');

/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asEvent = (row: Database['public']['Tables']['events']['Row']) => row as RestaurantEvent;

export class SupabaseEventRepository implements EventRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async listUpcoming(from: Date, options?: { readonly limit?: number }) {
    const db = await this.supabase.rest();
    const rows = await readAll(
      (first, last) =>
        db
          .from('events')
          .select()
          .eq('is_active', true)
          .gte('event_date', from.toISOString())
          .order('event_date', { ascending: true })
          .order('id')
          .range(first, last),
      { limit: options?.limit },
    );
    return mapResult(rows, (events) => events.map(asEvent));
  }

  async listAll() {
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) =>
      db.from('events').select().order('event_date', { ascending: true }).order('id').range(from, to),
    );
    return mapResult(rows, (events) => events.map(asEvent));
  }

  async find(id: Id) {
    const db = await this.supabase.rest();
    const row = await answer(db.from('events').select().eq('id', id).maybeSingle());
    return mapResult(row, (event) => event && asEvent(event));
  }

  async count() {
    const db = await this.supabase.rest();
    return counted(db.from('events').select('*', { count: 'exact', head: true }));
  }

  async create(draft: Draft<RestaurantEvent>) {
    const { validateEventDraft } = await schemas();
    const valid = validateEventDraft(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return mapResult(await answer(db.from('events').insert(valid.value).select().single()), asEvent);
  }

  async update(id: Id, patch: Patch<RestaurantEvent>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('events').select().eq('id', id).maybeSingle(),
      validate: async (merged) => validate((await schemas()).eventDraftSchema, merged),
      write: (changes) => db.from('events').update(changes).eq('id', id).select().single(),
      what: `event ${id}`,
    });
    return mapResult(row, asEvent);
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    return mapResult(
      await removedRow(db.from('events').delete().eq('id', id).select(), `event ${id}`),
      asEvent,
    );
  }
}

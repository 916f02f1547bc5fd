import type { PressRepository } from '../../application/ports/press-repository';
import type { PressArticle } from '../../domain/press/press-article';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, removedRow } from './responses';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/press/press-schema');

/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asArticle = (row: Database['public']['Tables']['press_articles']['Row']) => row as PressArticle;

export class SupabasePressRepository implements PressRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  /** Featured first, then the newest publication first (src/domain/press/press-order.ts). */
  async list(options: { readonly limit?: number } = {}) {
    const db = await this.supabase.rest();
    const rows = await readAll(
      (from, to) =>
        db
          .from('press_articles')
          .select()
          .order('is_featured', { ascending: false })
          .order('publication_date', { ascending: false })
          .order('id')
          .range(from, to),
      { limit: options.limit },
    );
    return mapResult(rows, (articles) => articles.map(asArticle));
  }

  async find(id: Id) {
    const db = await this.supabase.rest();
    const row = await answer(db.from('press_articles').select().eq('id', id).maybeSingle());
    return mapResult(row, (article) => article && asArticle(article));
  }

  async create(draft: Draft<PressArticle>) {
    const { validatePressArticleDraft } = await schemas();
    const valid = validatePressArticleDraft(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return mapResult(
      await answer(db.from('press_articles').insert(valid.value).select().single()),
      asArticle,
    );
  }

  async update(id: Id, patch: Patch<PressArticle>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('press_articles').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validatePressArticleDraft(merged),
      write: (changes) => db.from('press_articles').update(changes).eq('id', id).select().single(),
      what: `press article ${id}`,
    });
    return mapResult(row, asArticle);
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    const row = await removedRow(
      db.from('press_articles').delete().eq('id', id).select(),
      `press article ${id}`,
    );
    return mapResult(row, asArticle);
  }
}

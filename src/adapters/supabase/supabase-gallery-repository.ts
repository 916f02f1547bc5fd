import type { GalleryRepository } from '../../application/ports/gallery-repository';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, notFound, ok } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, counted, removedRows } from './responses';

/** Ids per delete request: 100 UUIDs keep the URL near 4,000 characters. */
const IDS_PER_DELETE = 100;
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/gallery/gallery-schema');

/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asImage = (row: Database['public']['Tables']['gallery_images']['Row']) => row as GalleryImage;

export class SupabaseGalleryRepository implements GalleryRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list() {
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) =>
      db
        .from('gallery_images')
        .select()
        .order('display_order', { ascending: true })
        .order('id')
        .range(from, to),
    );
    return mapResult(rows, (images) => images.map(asImage));
  }

  async count() {
    const db = await this.supabase.rest();
    return counted(db.from('gallery_images').select('*', { count: 'exact', head: true }));
  }

  async topDisplayOrder() {
    const db = await this.supabase.rest();
    const top = await answer(
      db
        .from('gallery_images')
        .select('display_order')
        .order('display_order', { ascending: false })
        .limit(1)
        .maybeSingle(),
    );
    return mapResult(top, (row) => row?.display_order ?? -1);
  }

  async create(draft: Draft<GalleryImage>) {
    const { validateGalleryImageDraft } = await schemas();
    const valid = validateGalleryImageDraft(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(db.from('gallery_images').insert(valid.value).select().single());
    return mapResult(row, asImage);
  }

  async update(id: Id, patch: Patch<GalleryImage>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('gallery_images').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateGalleryImageDraft(merged),
      write: (changes) => db.from('gallery_images').update(changes).eq('id', id).select().single(),
      what: `gallery image ${id}`,
    });
    return mapResult(row, asImage);
  }

  /**
   * Deleting nothing is not an error, as `delete ... where id in ()` is not. A large selection goes in
   * batches, so that no request URL outgrows what servers accept; the answer is every row removed.
   */
  async remove(ids: readonly Id[]) {
    if (ids.length === 0) return ok([]);
    const db = await this.supabase.full();
    const gone: GalleryImage[] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_DELETE) {
      const batch = ids.slice(start, start + IDS_PER_DELETE);
      const removed = await removedRows(
        db.from('gallery_images').delete().in('id', batch).select(),
        'gallery images',
      );
      if (removed.ok) gone.push(...removed.value.map(asImage));
      else if (removed.error.kind !== 'NotFound') return removed;
    }
    return gone.length > 0 ? ok(gone) : notFound('gallery images not found');
  }
}

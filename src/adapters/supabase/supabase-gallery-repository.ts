import type { GalleryRepository } from '../../application/ports/gallery-repository';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import { answer, checkedUpdate, counted, removed } from './responses';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/gallery/gallery-schema');

export class SupabaseGalleryRepository implements GalleryRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list() {
    const db = await this.supabase.rest();
    return answer(db.from('gallery_images').select().order('display_order', { ascending: true }));
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
    return answer(db.from('gallery_images').insert(valid.value).select().single());
  }

  async update(id: Id, patch: Patch<GalleryImage>) {
    const db = await this.supabase.full();
    return checkedUpdate({
      patch,
      read: () => db.from('gallery_images').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateGalleryImageDraft(merged),
      write: (changes) => db.from('gallery_images').update(changes).eq('id', id).select().single(),
      what: `gallery image ${id}`,
    });
  }

  /** Deleting nothing is not an error, as `delete ... where id in ()` is not. */
  async remove(ids: readonly Id[]) {
    if (ids.length === 0) return ok(undefined);
    const db = await this.supabase.full();
    return removed(
      db
        .from('gallery_images')
        .delete()
        .in('id', [...ids])
        .select('id'),
      'gallery images',
    );
  }
}

import type { GalleryRepository } from '../../application/ports/gallery-repository';
import type { GalleryImage } from '../../domain/gallery/gallery-image';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import type { Supabase } from './client';
import { answer, checkedUpdate, counted, removed } from './responses';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/gallery/gallery-schema');

export class SupabaseGalleryRepository implements GalleryRepository {
  constructor(private readonly db: Supabase) {}

  async list() {
    return answer(this.db.from('gallery_images').select().order('display_order', { ascending: true }));
  }

  async count() {
    return counted(this.db.from('gallery_images').select('*', { count: 'exact', head: true }));
  }

  async topDisplayOrder() {
    const top = await answer(
      this.db
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
    return answer(this.db.from('gallery_images').insert(valid.value).select().single());
  }

  async update(id: Id, patch: Patch<GalleryImage>) {
    return checkedUpdate({
      patch,
      read: () => this.db.from('gallery_images').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateGalleryImageDraft(merged),
      write: (changes) => this.db.from('gallery_images').update(changes).eq('id', id).select().single(),
      what: `gallery image ${id}`,
    });
  }

  /** Deleting nothing is not an error, as `delete ... where id in ()` is not. */
  async remove(ids: readonly Id[]) {
    if (ids.length === 0) return ok(undefined);
    return removed(
      this.db
        .from('gallery_images')
        .delete()
        .in('id', [...ids])
        .select('id'),
      'gallery images',
    );
  }
}

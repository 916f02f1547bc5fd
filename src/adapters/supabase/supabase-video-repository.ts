import type { VideoRepository } from '../../application/ports/video-repository';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult } from '../../domain/shared/result';
import type { Translations } from '../../domain/shared/translations';
import type { RestaurantVideo } from '../../domain/video/restaurant-video';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, counted, removedRow } from './responses';

/** The partial unique index that allows one hero: the same words as the memory adapter's refusal. */
const HERO_TAKEN = { restaurant_videos_single_hero: 'admin:videos.errors.heroTaken' };
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/video/video-schema');

/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asVideo = (row: Database['public']['Tables']['restaurant_videos']['Row']) => row as RestaurantVideo;

const isEmpty = (translations: Translations) => Object.keys(translations).length === 0;

export class SupabaseVideoRepository implements VideoRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list() {
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) =>
      db
        .from('restaurant_videos')
        .select()
        .order('display_order', { ascending: true })
        .order('id')
        .range(from, to),
    );
    return mapResult(rows, (videos) => videos.map(asVideo));
  }

  async count() {
    const db = await this.supabase.rest();
    return counted(db.from('restaurant_videos').select('*', { count: 'exact', head: true }));
  }

  async findFeatured() {
    const db = await this.supabase.rest();
    const row = await answer(
      db
        .from('restaurant_videos')
        .select()
        .eq('is_featured', true)
        .order('display_order', { ascending: true })
        .limit(1)
        .maybeSingle(),
    );
    return mapResult(row, (video) => video && asVideo(video));
  }

  async findHero() {
    const db = await this.supabase.rest();
    const row = await answer(
      db.from('restaurant_videos').select().eq('featured_for_hero', true).limit(1).maybeSingle(),
    );
    return mapResult(row, (video) => video && asVideo(video));
  }

  /**
   * create_video() takes the hero flag from every other video in the same transaction. It
   * predates the translations column and takes none, so translations follow in a second write; when that
   * write is refused, the new row is deleted again, so that no video stays without the texts it was given.
   */
  async create(draft: Draft<RestaurantVideo>) {
    const { validateVideoDraft } = await schemas();
    const valid = validateVideoDraft(draft);
    if (!valid.ok) return valid;
    const v = valid.value;
    const db = await this.supabase.full();
    const created = await answer(
      db.rpc('create_video', {
        p_title: v.title,
        p_description: v.description,
        p_video_url: v.video_url,
        p_thumbnail_url: v.thumbnail_url,
        p_featured_for_hero: v.featured_for_hero,
        p_is_featured: v.is_featured,
        p_autoplay: v.autoplay,
        p_show_controls: v.show_controls,
        p_display_order: v.display_order,
      }),
    );
    if (!created.ok || isEmpty(v.translations)) return mapResult(created, asVideo);
    const id = created.value.id;
    const translated = await answer(
      db.from('restaurant_videos').update({ translations: v.translations }).eq('id', id).select().single(),
    );
    if (!translated.ok) {
      const undone = await answer(db.from('restaurant_videos').delete().eq('id', id));
      if (!undone.ok) console.error('Could not remove a video whose translations were refused', undone.error);
    }
    return mapResult(translated, asVideo);
  }

  async update(id: Id, patch: Patch<RestaurantVideo>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('restaurant_videos').select().eq('id', id).maybeSingle(),
      validate: async (merged) => (await schemas()).validateVideoDraft(merged),
      write: (changes) => db.from('restaurant_videos').update(changes).eq('id', id).select().single(),
      what: `video ${id}`,
      context: { constraints: HERO_TAKEN },
    });
    return mapResult(row, asVideo);
  }

  async setHero(id: Id, on: boolean) {
    const db = await this.supabase.full();
    const set = await answer(db.rpc('set_hero_video', { p_id: id, p_on: on }));
    return mapResult(set, () => undefined);
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    const row = await removedRow(db.from('restaurant_videos').delete().eq('id', id).select(), `video ${id}`);
    return mapResult(row, asVideo);
  }
}

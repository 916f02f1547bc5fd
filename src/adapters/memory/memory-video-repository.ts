import type { VideoRepository } from '../../application/ports/video-repository';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { conflict, fail, mapResult, ok, portError } from '../../domain/shared/result';
import { heroOf, setHero } from '../../domain/video/hero';
import type { RestaurantVideo } from '../../domain/video/restaurant-video';
import type { MemoryDatabase } from './memory-database';
import { byDisplayOrder, insertRow, takeRow, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

/** The message of the partial unique index that allows one hero. */
const HERO_TAKEN = 'admin:videos.errors.heroTaken';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/video/video-schema');

export class MemoryVideoRepository implements VideoRepository {
  constructor(private readonly db: MemoryDatabase) {}

  private sorted() {
    return [...this.db.tables().restaurant_videos].sort(byDisplayOrder).map(withTranslations);
  }

  async list() {
    return ok(this.sorted());
  }

  async count() {
    return ok(this.db.tables().restaurant_videos.length);
  }

  async findFeatured() {
    return ok(this.sorted().find((v) => v.is_featured) ?? null);
  }

  async findHero() {
    return ok(heroOf(this.sorted()));
  }

  /** A hero upload first takes the flag from every other video. */
  async create(draft: Draft<RestaurantVideo>) {
    const schema = await schemas();
    const valid = schema.validateVideoDraft(draft);
    if (!valid.ok) return valid;
    const row = this.db.stamp<RestaurantVideo>(valid.value);
    if (!row.featured_for_hero) return insertRow<RestaurantVideo>(this.db, 'restaurant_videos', row);
    return this.db.change((tables) => {
      const videos = [...tables.restaurant_videos, row];
      tables.restaurant_videos = this.stampChanges(videos, setHero(videos, row.id, true));
      return row;
    });
  }

  async update(id: Id, patch: Patch<RestaurantVideo>) {
    const schema = await schemas();
    const videos = this.db.tables().restaurant_videos;
    const current = videos.find((v) => v.id === id);
    if (!current) return updateRow<RestaurantVideo>(this.db, 'restaurant_videos', id, patch);
    const valid = schema.validateVideoDraft({ ...withTranslations(current), ...patch });
    if (!valid.ok) return valid;
    if (valid.value.featured_for_hero && videos.some((v) => v.id !== id && v.featured_for_hero)) {
      return conflict(HERO_TAKEN);
    }
    return updateRow<RestaurantVideo>(this.db, 'restaurant_videos', id, valid.value);
  }

  async setHero(id: Id, on: boolean) {
    const changed = this.db.change((tables) => {
      const videos = tables.restaurant_videos;
      if (!videos.some((v) => v.id === id)) return false;
      tables.restaurant_videos = this.stampChanges(videos, setHero(videos, id, on));
      return true;
    });
    if (!changed.ok) return changed;
    return changed.value ? ok(undefined) : fail(portError('NotFound', `restaurant_videos ${id} not found`));
  }

  async remove(id: Id) {
    return mapResult(takeRow<RestaurantVideo>(this.db, 'restaurant_videos', id), withTranslations);
  }

  private touch(video: RestaurantVideo): RestaurantVideo {
    return { ...video, updated_at: this.db.now().toISOString() };
  }

  /** Refreshes updated_at on the rows a pure change replaced, as the update trigger does. */
  private stampChanges(before: readonly RestaurantVideo[], after: RestaurantVideo[]) {
    return after.map((v, i) => (v === before[i] ? v : this.touch(v)));
  }
}

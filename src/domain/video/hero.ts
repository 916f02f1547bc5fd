import type { Id } from '../shared/entity';
import type { RestaurantVideo } from './restaurant-video';

type HeroFlagged = Pick<RestaurantVideo, 'id' | 'featured_for_hero'>;

/**
 * Sets or clears one video's hero flag. Setting it clears it on every other video, so at most one video is
 * the hero. An unknown id changes nothing. Unchanged videos keep their identity, so callers can tell which
 * rows changed.
 */
export const setHero = <V extends HeroFlagged>(videos: readonly V[], id: Id, on: boolean): V[] => {
  if (!videos.some((v) => v.id === id)) return [...videos];
  return videos.map((v) => {
    const flag = v.id === id ? on : v.featured_for_hero && !on;
    return flag === v.featured_for_hero ? v : { ...v, featured_for_hero: flag };
  });
};

export const heroOf = <V extends HeroFlagged>(videos: readonly V[]): V | null =>
  videos.find((v) => v.featured_for_hero) ?? null;

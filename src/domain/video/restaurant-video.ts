import type { Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

/** A video's texts guests read, with their longest length (the columns' and the SQL check's). */
export const VIDEO_TEXTS = { title: 200, description: 20_000 } as const;
export type VideoText = keyof typeof VIDEO_TEXTS;
export const VIDEO_TEXT_FIELDS = Object.keys(VIDEO_TEXTS) as VideoText[];

export interface RestaurantVideo extends Stored {
  readonly title: string;
  readonly description: string | null;
  readonly video_url: string;
  readonly thumbnail_url: string | null;
  /** At most one video is the home page's background. */
  readonly featured_for_hero: boolean;
  /** Labelled "Tour Video": the one the public featured-video section plays. */
  readonly is_featured: boolean;
  readonly autoplay: boolean;
  readonly show_controls: boolean;
  readonly display_order: number;
  /** English and Chinese title and description; German is in the fields above (decision 0076). */
  readonly translations: Translations<VideoText>;
}

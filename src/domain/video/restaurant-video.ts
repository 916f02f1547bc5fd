import type { Stored } from '../shared/entity';

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
}

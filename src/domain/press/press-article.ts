import type { Stored } from '../shared/entity';

export interface PressArticle extends Stored {
  readonly title: string;
  readonly publication_name: string;
  readonly article_url: string;
  /** yyyy-MM-dd */
  readonly publication_date: string;
  readonly excerpt: string | null;
  readonly image_url: string | null;
  readonly is_featured: boolean;
  readonly display_order: number;
}

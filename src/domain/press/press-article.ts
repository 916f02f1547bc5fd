import type { Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

/**
 * An article's texts guests read, with their longest length (the columns' and the SQL check's). The
 * publication's name is a name and stays as it is.
 */
export const PRESS_TEXTS = { title: 200, excerpt: 20_000 } as const;
export type PressText = keyof typeof PRESS_TEXTS;
export const PRESS_TEXT_FIELDS = Object.keys(PRESS_TEXTS) as PressText[];

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
  /** English and Chinese title and excerpt; German is in the fields above (decision 0076). */
  readonly translations: Translations<PressText>;
}

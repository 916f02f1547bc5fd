import type { PressArticle } from './press-article';
import { compareText } from '../shared/order';

/** The home page's press strip shows at most this many articles. */
export const PRESS_ON_HOME = 4;

type Ordered = Pick<PressArticle, 'is_featured' | 'publication_date'>;

/** Featured first, then newest publication first; yyyy-MM-dd dates compare as text. */
export const comparePress = (a: Ordered, b: Ordered): number =>
  Number(b.is_featured) - Number(a.is_featured) || compareText(b.publication_date, a.publication_date);

export const sortPress = <T extends Ordered>(articles: readonly T[]): T[] => [...articles].sort(comparePress);

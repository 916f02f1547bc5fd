import type { ContentLanguage } from '../shared/translations';
import type { RestaurantEvent } from './event';

export interface TagRule {
  readonly tag: string;
  /** Lower-case words that earn the tag, per language; matched anywhere in the text, so stems work too. */
  readonly keywords: Readonly<Record<ContentLanguage, readonly string[]>>;
}

/**
 * Topic tags shown on event cards, in display order, each with the words that earn it. German and Chinese
 * words count as well as English ones, so that an event written in German only is tagged as its English
 * translation would be.
 */
export const TAG_RULES: readonly TagRule[] = [
  {
    tag: 'Music',
    keywords: {
      de: ['musik', 'akustik', 'akustisch', 'konzert'],
      en: ['music', 'acoustic'],
      zh: ['音乐', '不插电'],
    },
  },
  {
    tag: 'Workshop',
    keywords: {
      de: ['workshop', 'werkstatt', 'mitmach', 'selber machen', 'selbst machen'],
      en: ['workshop', 'making'],
      zh: ['工作坊', '手作', '亲手'],
    },
  },
  {
    tag: 'Community',
    keywords: {
      de: ['gemeinschaft', 'vernetzen'],
      en: ['community', 'connect'],
      zh: ['社区', '结识'],
    },
  },
  {
    tag: 'Cultural Exchange',
    keywords: { de: ['kultur'], en: ['cultural', 'culture'], zh: ['文化'] },
  },
  {
    tag: 'Cooking',
    keywords: {
      de: ['kochen', 'kochkurs', 'dim sum', 'dim-sum'],
      en: ['cooking', 'dim sum'],
      zh: ['烹饪', '厨艺', '下厨', '点心'],
    },
  },
  { tag: 'Students', keywords: { de: ['student', 'studierende'], en: ['student'], zh: ['学生'] } },
  { tag: 'Traditional', keywords: { de: ['traditionell'], en: ['traditional'], zh: ['传统'] } },
  {
    tag: 'Weekend Special',
    keywords: { de: ['frühstück', 'brunch'], en: ['breakfast', 'brunch'], zh: ['早餐', '早午餐', '早茶'] },
  },
];

export const FALLBACK_TAG = 'Event';

type Tagged = Pick<RestaurantEvent, 'title' | 'description' | 'translations'>;

/** Every text of the event a keyword may stand in: title and description in German and in translation. */
const textsOf = (event: Tagged): string[] => [
  event.title,
  event.description ?? '',
  ...Object.values(event.translations).flatMap((texts) => [texts?.title ?? '', texts?.description ?? '']),
];

/**
 * The tags whose keywords, in any of the three languages, occur anywhere in the title or description or
 * their translations, ignoring case; 'Event' when none. An event gets the same tags in every language.
 */
export const tagsFor = (event: Tagged): string[] => {
  const text = textsOf(event).join('\n').toLowerCase();
  const tags = TAG_RULES.filter((rule) =>
    Object.values(rule.keywords).some((words) => words.some((word) => text.includes(word))),
  ).map((rule) => rule.tag);
  return tags.length > 0 ? tags : [FALLBACK_TAG];
};

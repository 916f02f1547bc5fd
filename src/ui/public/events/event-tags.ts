import { FALLBACK_TAG } from '../../../domain/event/tags';

/** The translation key of each topic tag that tagsFor returns. */
const TAG_KEYS: Readonly<Record<string, string>> = {
  Music: 'music',
  Workshop: 'workshop',
  Community: 'community',
  'Cultural Exchange': 'culturalExchange',
  Cooking: 'cooking',
  Students: 'students',
  Traditional: 'traditional',
  'Weekend Special': 'weekendSpecial',
  [FALLBACK_TAG]: 'event',
};

export const eventTagKey = (tag: string): string => `events.tags.${TAG_KEYS[tag] ?? 'event'}`;

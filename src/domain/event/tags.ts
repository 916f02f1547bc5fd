/** Topic tags shown on event cards, in display order, each with the words that earn it (spec section 2). */
export const TAG_RULES: readonly { readonly tag: string; readonly keywords: readonly string[] }[] = [
  { tag: 'Music', keywords: ['music', 'acoustic'] },
  { tag: 'Workshop', keywords: ['workshop', 'making'] },
  { tag: 'Community', keywords: ['community', 'connect'] },
  { tag: 'Cultural Exchange', keywords: ['cultural', 'culture'] },
  { tag: 'Cooking', keywords: ['cooking', 'dim sum'] },
  { tag: 'Students', keywords: ['student'] },
  { tag: 'Traditional', keywords: ['traditional'] },
  { tag: 'Weekend Special', keywords: ['breakfast', 'brunch'] },
];

export const FALLBACK_TAG = 'Event';

/** The tags whose keywords occur anywhere in the title or description, ignoring case; 'Event' when none. */
export const tagsFor = (title: string, description: string | null): string[] => {
  const text = `${title} ${description ?? ''}`.toLowerCase();
  const tags = TAG_RULES.filter((rule) => rule.keywords.some((k) => text.includes(k))).map(
    (rule) => rule.tag,
  );
  return tags.length > 0 ? tags : [FALLBACK_TAG];
};

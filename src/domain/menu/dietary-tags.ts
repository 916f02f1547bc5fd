/** The menu list shows at most this many tags per item; featured cards show all. */
export const TAGS_IN_LIST = 2;

const sameTag = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Adds a trimmed tag unless it is empty or already present in any letter case. */
export const addTag = (tags: readonly string[], tag: string): readonly string[] => {
  const trimmed = tag.trim();
  if (trimmed === '' || tags.some((t) => sameTag(t, trimmed))) return tags;
  return [...tags, trimmed];
};

export const removeTag = (tags: readonly string[], tag: string): readonly string[] =>
  tags.filter((t) => !sameTag(t, tag));

export const hasTag = (tags: readonly string[], tag: string): boolean => tags.some((t) => sameTag(t, tag));

/** The tags a list card shows. */
export const listTags = (tags: readonly string[], max: number = TAGS_IN_LIST): readonly string[] =>
  tags.slice(0, Math.max(0, max));

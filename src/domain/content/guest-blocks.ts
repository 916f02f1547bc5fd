import { GUEST_SECTION_NAMES, type ContentBlock } from './content-block';

/**
 * The blocks the about page shows, in the order of GUEST_SECTION_NAMES: only active ones, and only those
 * with something to read (a block whose title and text are both empty would be an empty card).
 */
export const guestBlocks = (blocks: readonly ContentBlock[]): ContentBlock[] =>
  GUEST_SECTION_NAMES.flatMap((name) => {
    const block = blocks.find((b) => b.section_name === name && b.is_active);
    return block && (block.title?.trim() || block.content?.trim()) ? [block] : [];
  });

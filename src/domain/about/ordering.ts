import type { Id } from '../shared/entity';

interface Ordered {
  readonly id: Id;
  readonly display_order: number;
}

export type Direction = 'up' | 'down';

/** A new section goes one above the current maximum, so it lands last. */
export const nextDisplayOrder = (items: readonly Pick<Ordered, 'display_order'>[]): number =>
  items.length === 0 ? 0 : Math.max(...items.map((i) => i.display_order)) + 1;

/** The item a move swaps display_order with, or null at the edge (or for an unknown id). */
export const neighbour = <T extends Ordered>(items: readonly T[], id: Id, direction: Direction): T | null => {
  const sorted = [...items].sort((a, b) => a.display_order - b.display_order);
  const index = sorted.findIndex((i) => i.id === id);
  if (index < 0) return null;
  return sorted[direction === 'up' ? index - 1 : index + 1] ?? null;
};

export const canMoveUp = (items: readonly Ordered[], id: Id): boolean => neighbour(items, id, 'up') !== null;
export const canMoveDown = (items: readonly Ordered[], id: Id): boolean =>
  neighbour(items, id, 'down') !== null;

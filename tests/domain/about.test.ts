import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AboutImage } from '../../src/domain/about/about-section';
import { aboutSectionDraftSchema } from '../../src/domain/about/about-schema';
import { imagesFor, paragraphs } from '../../src/domain/about/layout';
import { canMoveDown, canMoveUp, neighbour, nextDisplayOrder } from '../../src/domain/about/ordering';
import { validate } from '../../src/domain/shared/validation';

/** Items with distinct display orders, in random order, as rows come from a store. */
const ordered = fc
  .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
  .map((orders) => orders.map((display_order, i) => ({ id: `s${i}`, display_order })));

const positionOf = (items: readonly { id: string; display_order: number }[], id: string) =>
  [...items].sort((a, b) => a.display_order - b.display_order).findIndex((i) => i.id === id);

describe('about ordering', () => {
  it('places a new item above every existing one, and at 0 when there is none', () => {
    expect(nextDisplayOrder([])).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 10_000 }), { minLength: 1 }), (orders) => {
        const next = nextDisplayOrder(orders.map((display_order) => ({ display_order })));
        expect(orders.every((o) => next > o)).toBe(true);
        expect(next).toBe(Math.max(...orders) + 1);
      }),
    );
  });

  it('moves an item exactly one place by swapping with its neighbour, never past the ends', () => {
    fc.assert(
      fc.property(
        ordered,
        fc.nat(),
        fc.constantFrom('up' as const, 'down' as const),
        (items, pick, direction) => {
          const item = items[pick % items.length]!;
          const other = neighbour(items, item.id, direction);
          const before = positionOf(items, item.id);
          const atEdge = direction === 'up' ? before === 0 : before === items.length - 1;
          expect(other === null).toBe(atEdge);
          expect(direction === 'up' ? canMoveUp(items, item.id) : canMoveDown(items, item.id)).toBe(!atEdge);
          if (!other) return;
          const swapped = items.map((i) =>
            i.id === item.id
              ? { ...i, display_order: other.display_order }
              : i.id === other.id
                ? { ...i, display_order: item.display_order }
                : i,
          );
          expect(positionOf(swapped, item.id)).toBe(before + (direction === 'up' ? -1 : 1));
        },
      ),
    );
  });

  it('has no neighbour for an unknown id', () => {
    expect(neighbour([{ id: 'a', display_order: 0 }], 'zzz', 'down')).toBeNull();
  });
});

describe('about layout', () => {
  const image = (section_id: string, display_order: number): AboutImage => ({
    id: `${section_id}-${display_order}`,
    created_at: '2026-06-01T08:00:00.000Z',
    updated_at: '2026-06-01T08:00:00.000Z',
    section_id,
    image_url: '/images/about.svg',
    alt_text: null,
    title: null,
    caption: null,
    translations: {},
    display_order,
  });

  it('gives a section exactly its own images, in display order', () => {
    const images = fc.array(
      fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 50 })).map(([s, o]) => image(s, o)),
    );
    fc.assert(
      fc.property(images, fc.constantFrom('a', 'b', 'x'), (all, section) => {
        const mine = imagesFor(section, all);
        expect(mine.length).toBe(all.filter((i) => i.section_id === section).length);
        expect(mine.every((i) => i.section_id === section)).toBe(true);
        expect(mine.map((i) => i.display_order)).toEqual(
          mine.map((i) => i.display_order).sort((x, y) => x - y),
        );
      }),
    );
  });

  it('splits text into its non-blank lines', () => {
    const line = fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, ''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.constantFrom('\n', '\r\n'), (lines, newline) => {
        const expected = lines.map((l) => l.trim()).filter((l) => l !== '');
        expect(paragraphs(lines.join(newline))).toEqual(expected);
      }),
    );
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs('Seit 2022.\n\n  Im Wedding. \n')).toEqual(['Seit 2022.', 'Im Wedding.']);
  });
});

describe('about section schema', () => {
  const draft = {
    section_key: 'our-story',
    title: 'Unsere Geschichte',
    subtitle: null,
    content: null,
    section_type: 'text',
    is_published: true,
    display_order: 0,
  };

  it('requires a key and a title, and a key of lowercase letters, digits, - and _', () => {
    const issues = (override: object) => {
      const result = validate(aboutSectionDraftSchema, { ...draft, ...override });
      return result.ok ? null : result.error.issues;
    };
    expect(issues({})).toBeNull();
    expect(issues({ section_key: '' })).toEqual({ section_key: 'admin:about.validation.required' });
    expect(issues({ title: '  ' })).toEqual({ title: 'admin:about.validation.required' });
    expect(issues({ section_key: 'Our Story' })).toEqual({
      section_key: 'admin:about.validation.sectionKey',
    });
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,100}$/), (section_key) => {
        expect(issues({ section_key })).toBeNull();
      }),
    );
  });
});

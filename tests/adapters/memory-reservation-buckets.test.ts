// The demo's IndexedDB keeps reservations as JSON text in buckets keyed by the start of the id:
// the buckets hold every row once, a write rewrites only its rows' buckets, and reading gives the rows back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketsOf,
  rowsOf,
  withRows,
} from '../../src/adapters/browser/indexeddb-reservation-store';
import { busyYear } from '../../src/adapters/memory/demo-seed/busy-year';

const NOW = new Date('2026-06-15T10:00:00Z');
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('reservation buckets', () => {
  it('hold every row once, about 80 rows to a bucket at 20,000 bookings', () => {
    const year = busyYear(NOW);
    const buckets = bucketsOf(year);
    expect(buckets.length).toBe(256);
    expect(Math.max(...buckets.map(([, text]) => JSON.parse(text).length))).toBeLessThan(140);
    expect(rowsOf(buckets.map(([, text]) => text)).sort(byId)).toEqual([...year].sort(byId));
  });

  it('take writes into the bucket of each row, replacing a row by its id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 40 }), (seed, changes) => {
        const rows = busyYear(NOW, { count: 60, seed });
        const store = new Map(bucketsOf(rows));
        const changed = rows.slice(0, changes).map((r) => ({ ...r, admin_notes: `changed ${seed}` }));
        const added = busyYear(NOW, { count: 5, seed: seed + 1000 });
        for (const row of [...changed, ...added]) {
          const key = bucketOf(row.id);
          store.set(key, withRows(store.get(key), [row]));
        }
        const expected = [...changed, ...rows.slice(changes), ...added].sort(byId);
        expect(rowsOf([...store.values()]).sort(byId)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });
});

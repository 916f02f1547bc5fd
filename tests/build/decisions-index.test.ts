// The decision records' index lists every record once, with a status, and a superseded record names its successor.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((file) => /^\d{4}-.+\.md$/.test(file));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = index.split('\n').filter((line) => line.startsWith('| ['));
/** The record a row is about: its first link (the notes may link to others). */
const recordOf = (row: string) => /\]\(([^)]+)\)/.exec(row)![1]!;

describe('the decision records’ index', () => {
  it('lists every record once, by its file, with a status', () => {
    expect(records.length).toBeGreaterThan(60);
    for (const record of records) {
      const listed = rows.filter((row) => recordOf(row) === record);
      expect(listed, record).toHaveLength(1);
      expect(listed[0], record).toMatch(/\| (accepted|superseded) \|/);
    }
    expect(rows).toHaveLength(records.length);
  });

  it('marks a record superseded only when the record itself says by which', () => {
    for (const row of rows.filter((line) => line.includes('| superseded |'))) {
      const file = recordOf(row);
      expect(readFileSync(join(dir, file), 'utf8'), file).toMatch(/\*\*Status\.\*\* Superseded by \d{4}/);
    }
  });
});

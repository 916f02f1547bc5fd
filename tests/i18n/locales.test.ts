import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = 'locales';
const LANGUAGES = ['de', 'en', 'zh'] as const;
const NAMESPACES = ['common', 'homepage', 'admin'] as const;

type Tree = { [key: string]: string | Tree };

const load = (lng: string, ns: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));

/** Every leaf key, with i18next's plural suffixes folded so that 'guest_one' and 'guest_other' count once. */
const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? [path.replace(/_(zero|one|two|few|many|other)$/, '')]
      : leafKeys(value, path);
  });

describe('translations', () => {
  it('has exactly the three languages and the three namespaces', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const lng of LANGUAGES) {
      expect(readdirSync(join(LOCALES, lng)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every German key exists in English and Chinese, and no language has keys German lacks`, () => {
      const german = new Set(leafKeys(load('de', ns)));
      for (const lng of ['en', 'zh']) {
        const other = new Set(leafKeys(load(lng, ns)));
        expect(
          [...german].filter((k) => !other.has(k)),
          `missing in ${lng}/${ns}`,
        ).toEqual([]);
        expect(
          [...other].filter((k) => !german.has(k)),
          `only in ${lng}/${ns}`,
        ).toEqual([]);
      }
    });

    it(`${ns}: no empty translation`, () => {
      for (const lng of LANGUAGES) {
        const empty: string[] = [];
        const walk = (tree: Tree, prefix: string) => {
          for (const [key, value] of Object.entries(tree)) {
            if (typeof value === 'string') {
              if (!value.trim()) empty.push(`${prefix}${key}`);
            } else walk(value, `${prefix}${key}.`);
          }
        };
        walk(load(lng, ns), '');
        expect(empty, `${lng}/${ns}`).toEqual([]);
      }
    });
  }

  it('admin: the German admin addresses staff as "Sie", never "du"', () => {
    const du =
      /\b(du|dich|dir|dein\w*)\b|\bBitte (wähle|gib|prüfe|lade|versuche|klicke|tippe)\b|\b(Versuche|Reserviere) /;
    const found: string[] = [];
    const walk = (tree: Tree, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'string') {
          if (du.test(value)) found.push(`${prefix}${key}: ${value}`);
        } else walk(value, `${prefix}${key}.`);
      }
    };
    walk(load('de', 'admin'), '');
    expect(found).toEqual([]);
  });
});

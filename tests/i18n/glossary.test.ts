// One glossary: each dietary tag and reservation status has exactly one translation per
// language, in common:glossary, used by the admin and the public site alike. This fails when a term is missing
// in a language, when another key translates the same term again (the admin's "Milchfrei" next to the menu's
// "Laktosefrei"), and when the German admin leaves its one form of address ("Sie").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREDEFINED_DIETARY_TAGS } from '../../src/domain/menu/menu-item';
import { RESERVATION_STATUSES } from '../../src/domain/reservation/reservation';

const LANGUAGES = ['de', 'en', 'zh'] as const;
const NAMESPACES = ['common', 'homepage', 'admin'] as const;
type Tree = { [key: string]: string | Tree };

const load = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join('locales', language, `${namespace}.json`), 'utf8'));

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

/** Every translation of a language, as "namespace:key" → text. */
const all = (language: string) =>
  new Map<string, string>(
    NAMESPACES.flatMap((ns) => leaves(load(language, ns)).map(([k, v]) => [`${ns}:${k}`, v] as const)),
  );

const GLOSSARY = {
  dietary: PREDEFINED_DIETARY_TAGS,
  reservationStatus: RESERVATION_STATUSES,
} as const;

const glossaryKeys = Object.entries(GLOSSARY).flatMap(([group, terms]) =>
  terms.map((term) => `common:glossary.${group}.${term}`),
);

describe('the glossary', () => {
  it.each(LANGUAGES)('translates every dietary tag and status in %s, and nothing else', (language) => {
    const texts = all(language);
    expect(glossaryKeys.filter((key) => !texts.get(key)?.trim())).toEqual([]);
    const extra = [...texts.keys()].filter(
      (k) => k.startsWith('common:glossary.') && !glossaryKeys.includes(k),
    );
    expect(extra).toEqual([]);
  });

  it('is the only place a glossary term is translated', () => {
    // A list of labels keyed by the terms themselves (e.g. "menu.tags.Vegan", "page.status.pending"); sentences
    // keyed by a status ("messages.updated.confirmed") say more than the term and are not duplicates.
    const terms = new Set<string>(Object.values(GLOSSARY).flat());
    const labelGroup = /\.(tags|dietary|status|statuses)\.[^.]+$/;
    const elsewhere = [...all('de').keys()].filter(
      (key) =>
        !key.startsWith('common:glossary.') && labelGroup.test(key) && terms.has(key.split('.').at(-1)!),
    );
    expect(elsewhere, 'term labels outside common:glossary').toEqual([]);
  });

  it.each(['de', 'zh'] as const)(
    'never says a glossary term differently in %s where English says it alike',
    (language) => {
      const english = all('en');
      const other = all(language);
      const clashes: string[] = [];
      for (const key of glossaryKeys) {
        const word = english.get(key)!.toLocaleLowerCase();
        for (const [otherKey, text] of english) {
          if (otherKey === key || text.toLocaleLowerCase() !== word) continue;
          if (other.get(otherKey) !== other.get(key))
            clashes.push(`${otherKey} "${other.get(otherKey)}" vs ${key} "${other.get(key)}"`);
        }
      }
      expect(clashes).toEqual([]);
    },
  );
});

describe('the German admin', () => {
  it('addresses staff as "Sie" throughout', () => {
    const du = /\b(du|dich|dir|dein(e[mnrs]?)?)\b/i;
    const informal = leaves(load('de', 'admin')).filter(([, text]) => du.test(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('the German guest pages', () => {
  it('address guests as "du" throughout', () => {
    // "Sie" inside a sentence is the formal you ("sie", they, is lower case there); "Ihr…" always is.
    const formal = /\b(Ihr(e[mnrs]?)?|Ihnen)\b|[a-zäöüß,] Sie\b/;
    const texts = [...leaves(load('de', 'common')), ...leaves(load('de', 'homepage'))];
    expect(texts.filter(([, text]) => formal.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

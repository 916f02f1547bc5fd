// The build orders Chakra's media queries by code units instead of localeCompare (vite.config.ts), whose
// first call loads ICU's collation data while a page hydrates: the same order for every media
// query Chakra's conditions and breakpoints write.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { besideChakraModule, chakraModule } from './chakra-module';
import { makeSystem } from '../../src/ui/app/theme';
import { atRulesByCodeUnits } from '../../vite.config';

const chakraSortAtParams = chakraModule('sort-at-params.js');
const rewritten = besideChakraModule('sort-at-params.js', 'sort-at-params.code-units-test.js');
afterAll(() => rmSync(rewritten, { force: true }));

type Compare = (a: string, b: string) => number;
const load = async (path: string): Promise<Compare> =>
  ((await import(/* @vite-ignore */ pathToFileURL(path).href)) as { sortAtParams: Compare }).sortAtParams;

/** Every media query of the app's design system: its conditions' and its breakpoints'. */
const mediaQueries = (): string[] => {
  const system = makeSystem();
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('@media')) found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(system._config.conditions);
  walk(system.breakpoints.conditions);
  return [...found];
};

describe("Chakra's media queries ordered by code units", () => {
  it('sort as Chakra sorts them, without localeCompare', async () => {
    const code = atRulesByCodeUnits(readFileSync(chakraSortAtParams, 'utf8'));
    expect(code).not.toContain('localeCompare');
    writeFileSync(rewritten, code);
    const [original, byCodeUnits] = [await load(chakraSortAtParams), await load(rewritten)];
    const queries = mediaQueries();
    expect(queries).toContain('@media (hover: hover)');
    expect(queries).toContain('@media (prefers-reduced-motion: no-preference)');
    for (const a of queries)
      for (const b of queries)
        expect([a, b, Math.sign(byCodeUnits(a, b))]).toEqual([a, b, Math.sign(original(a, b))]);
  });

  it('fail the build when Chakra no longer compares as expected', () => {
    expect(() => atRulesByCodeUnits('export const sortAtParams = (a, b) => 0;')).toThrow(/update/);
  });
});

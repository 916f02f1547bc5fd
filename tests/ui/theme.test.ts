// The lean Chakra system (decision 0007) ships only the recipes, palettes and tokens the app uses. A
// component whose recipe is missing renders unstyled without any warning, so these checks read every
// Chakra import and colour reference under src/ui and look each one up in the system.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/ui/app/theme';

/** Chakra components that draw with a recipe, and that recipe's key. */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Container: 'container',
  DataList: 'dataList',
  DatePicker: 'datePicker',
  Dialog: 'dialog',
  EmptyState: 'emptyState',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  SegmentGroup: 'segmentGroup',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Stat: 'stat',
  Status: 'status',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
  Toast: 'toast',
};

/** Recipes a component uses inside: a loading Button draws a Spinner. */
const INNER_RECIPES: Record<string, readonly string[]> = { Button: ['spinner'], IconButton: ['spinner'] };

/**
 * Imports without a recipe of their own: layout primitives, helpers, and components whose default
 * recipe is empty (Text). InputGroup uses the inputAddon recipe only with startAddon or endAddon.
 */
const NO_RECIPE = new Set([
  'AspectRatio',
  'Box',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'Group',
  'HStack',
  'Image',
  'InputGroup',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'Toaster',
  'VStack',
  'VisuallyHidden',
  // A function that makes the DatePicker's values, no component.
  'parseDate',
  'Wrap',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const sources = sourceFiles('src/ui')
  .filter((file) => !/app[/\\]theme/.test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

const chakraImports = (text: string): string[] =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!),
  );

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    const unknown: string[] = [];
    for (const { file, text } of sources) {
      // A component styled by hand with a recipe names it: useSlotRecipe({ key: 'tabs' }).
      for (const [, key] of text.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'([a-zA-Z]+)'/g)) {
        if (!system.hasRecipe(key!)) missing.push(`${key} (${file})`);
      }
      for (const name of chakraImports(text)) {
        if (NO_RECIPE.has(name) || name === 'useSlotRecipe' || name === 'useRecipe') continue;
        const key = RECIPE_OF[name];
        if (!key) {
          unknown.push(`${name} (${file})`);
          continue;
        }
        for (const recipe of [key, ...(INNER_RECIPES[name] ?? [])]) {
          if (!system.hasRecipe(recipe)) missing.push(`${recipe} for ${name} (${file})`);
        }
      }
    }
    // An unknown name is a component this test has not met: add it to RECIPE_OF (and its recipe to
    // src/ui/app/theme.ts) or to NO_RECIPE.
    expect(unknown).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('has every colour palette and colour token the app names', () => {
    const palettes = new Set<string>();
    const colours = new Set<string>();
    for (const { text } of sources) {
      // colorPalette="red", palette: 'red', colour maps such as { pending: 'yellow' }
      for (const [, name] of text.matchAll(
        /['"`](gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|brand)['"`]/g,
      )) {
        palettes.add(name!);
      }
      // color="gray.700", bg="bg.muted", borderColor="whiteAlpha.300"
      for (const [, token] of text.matchAll(/['"`]([a-zA-Z]+\.(?:\d{2,3}|[a-z][a-zA-Z]*))['"`]/g)) {
        const root = token!.split('.')[0]!;
        if (system.tokens.getByName(`colors.${root}`) || system.tokens.getByName(`colors.${root}.50`)) {
          colours.add(token!);
        }
      }
    }
    const missingPalettes = [...palettes].filter(
      (palette) =>
        !['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'].every((key) =>
          system.tokens.getByName(`colors.${palette}.${key}`),
        ),
    );
    expect(missingPalettes).toEqual([]);
    expect([...colours].filter((token) => !system.tokens.getByName(`colors.${token}`))).toEqual([]);
  });

  it('declares its variables once, for the light look the app always shows, and a Chinese page its fonts', () => {
    expect([...system.tokens.cssVarMap.keys()]).toEqual(['base', '_chinesePage']);
    expect([...(system.tokens.cssVarMap.get('_chinesePage')?.keys() ?? [])]).toEqual([
      '--chakra-fonts-heading',
      '--chakra-fonts-body',
    ]);
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(system.token.var('colors.red.solid')).toBe('var(--chakra-colors-red-solid)');
  });

  it('names Chinese fonts only on a Chinese page, where the font stacks are overridden', () => {
    const chinese = /CJK|SC'|YaHei|PingFang|Songti/;
    const fonts = (condition: string) => system.tokens.cssVarMap.get(condition);
    expect(fonts('base')?.get('--chakra-fonts-heading')).toBe('Georgia, serif');
    expect(fonts('base')?.get('--chakra-fonts-body')).toBe('system-ui, sans-serif');
    expect(fonts('_chinesePage')?.get('--chakra-fonts-heading')).toMatch(chinese);
    expect(fonts('_chinesePage')?.get('--chakra-fonts-body')).toMatch(chinese);
    expect(system._config.conditions).toMatchObject({ chinesePage: ':root:lang(zh) &' });
  });
});

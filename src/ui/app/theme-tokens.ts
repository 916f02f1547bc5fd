import {
  keyframes as chakraKeyframes,
  semanticTokens as chakraSemanticTokens,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default tokens, trimmed to what Tischlein draws with (decision 0007). The app never switches
 * to dark mode (nothing sets the `dark` class), so every semantic token keeps only its light value, as a
 * plain value: the same variables, declared once on `html` instead of once per colour mode.
 */

/**
 * Colour palettes that no page, recipe or semantic token of ours refers to. Every palette costs the
 * browser time when the design system is built at start (a long task on a slow phone), so the
 * admin's badges make do with the palettes the status colours need anyway (gray, red, orange, yellow,
 * green, blue).
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink', 'teal', 'purple']);

/** The keyframes the recipes we ship (and the event cards) animate with; the rest are never referenced. */
const USED_KEYFRAMES = new Set([
  'spin', // spinner
  'pulse', // skeleton
  'bg-position', // skeleton (shine), progress (striped)
  'position', // progress (indeterminate)
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  'slide-from-top',
  'slide-from-bottom',
  'slide-from-left',
  'slide-from-right',
  'slide-to-top',
  'slide-to-bottom',
  'slide-to-left',
  'slide-to-right',
]);

type Tree = Record<string, unknown>;

const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

const withoutPalettes = <T extends Tree>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** `{ value: { _light: a, _dark: b } }` becomes `{ value: a }`, all the way down. */
const lightOnly = <T extends Tree>(tree: T): T =>
  Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!isObject(node)) return [key, node];
      if ('value' in node) {
        const { value } = node;
        return [key, isObject(value) && '_light' in value ? { ...node, value: value._light } : node];
      }
      return [key, lightOnly(node)];
    }),
  ) as T;

export const tokens = { ...chakraTokens, colors: withoutPalettes(chakraTokens.colors) };

export const semanticTokens = lightOnly({
  ...chakraSemanticTokens,
  colors: withoutPalettes(chakraSemanticTokens.colors),
});

export const keyframes = Object.fromEntries(
  Object.entries(chakraKeyframes).filter(([name]) => USED_KEYFRAMES.has(name)),
);

import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { keyframes, semanticTokens, tokens } from './theme-tokens';

/**
 * Chakra's global styles, but its ring and filter variables and the global font and border variables are
 * set once on `html` instead of on every element (`*`): custom properties inherit, and 28 of them on each
 * element made the browser compute them for each of a page's thousand elements on every style pass
 * (decision 0093). The ring and filter utilities that would set them on one element are not used.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss;
const globalStyles = { ...otherGlobalCss, html: { ...html, ...everyElement } };

/**
 * Chakra's defaults (its global styles as above), but only the parts Tischlein renders (decision 0007):
 * the base config (conditions and style utilities), the default tokens without dark mode and unused
 * palettes, and the recipes of the components the app uses, admin pages included (one system: a nested
 * ChakraProvider would inject the global styles a second time). A component whose recipe is missing
 * renders unstyled without a warning; `tests/ui/theme.test.ts` fails when a Chakra import under src/ui has
 * no recipe here. The recipes we do not list stay out of the bundle only because vite.config.ts declares
 * Chakra's `defineConfig` pure.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: globalStyles,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The fonts for Chinese, named by the system that has them (Android and Linux, macOS and iOS, Windows).
 * A browser walks a font stack family by family until one is installed, and walks on for each character
 * that family lacks. In Chromium on Linux each step is a round trip to the browser process: the first
 * layout of a German page with Chinese families in its stacks waited for up to 15 of them (decision 0101).
 * So only a Chinese page (`<html lang="zh">`) names them; the few Chinese characters of the other pages
 * (the logo, the language switch's 中文) take the system's own fallback.
 */
const CHINESE_SERIF = "'Noto Serif CJK SC', 'Songti SC', 'Noto Serif SC'";
const CHINESE_SANS = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei'";

/** Tischlein's look: warm cream, soy brown, chili red and jade, on Chakra's default recipes. */
const config = defineConfig({
  conditions: { chinesePage: ':root:lang(zh) &' },
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf3ef' },
          100: { value: '#f9ddd4' },
          200: { value: '#f0b5a3' },
          300: { value: '#e48a70' },
          400: { value: '#d5644a' },
          500: { value: '#c2412d' },
          600: { value: '#a33524' },
          700: { value: '#83291c' },
          800: { value: '#621f15' },
          900: { value: '#42150e' },
          950: { value: '#2a0d09' },
        },
        cream: { value: '#fbf6ee' },
        soy: { value: '#7a4b2a' },
        jade: { value: '#2f7d6d' },
      },
    },
    semanticTokens: {
      fonts: {
        heading: { value: { base: 'Georgia, serif', _chinesePage: `Georgia, ${CHINESE_SERIF}, serif` } },
        body: {
          value: { base: 'system-ui, sans-serif', _chinesePage: `system-ui, ${CHINESE_SANS}, sans-serif` },
        },
      },
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

/**
 * A new system. The build renders each prerendered page with one of its own: a system that has already
 * rendered other pages can name some styles differently from the browser's fresh one, and React cannot
 * hydrate a page whose class names differ (decision 0092).
 */
export const makeSystem = () => createSystem(defaultBaseConfig, chakraTheme, config);

export const system = makeSystem();

/**
 * The system for a page whose prerendered style sheet holds Chakra's global CSS already (reset, tokens,
 * keyframes): the provider injects none of it again, and the build's lazy `_global` is never computed
 * (decision 0094). Copied by property descriptors, so copying does not read that getter either.
 */
export const withoutGlobalStyles = (designSystem: SystemContext): SystemContext =>
  Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(designSystem),
      _global: { value: [], enumerable: true },
    },
  ) as SystemContext;

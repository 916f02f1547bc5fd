import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Tischlein's look: warm cream, soy brown, chili red and jade, on Chakra's default recipes. */
const config = defineConfig({
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
      fonts: {
        heading: { value: "Georgia, 'Noto Serif SC', 'Songti SC', serif" },
        body: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', sans-serif",
        },
      },
    },
    semanticTokens: {
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

export const system = createSystem(defaultConfig, config);

import { PRERENDERED_STYLES_ATTRIBUTE } from '../../src/ui/app/style-cache';

/** The CSS of a prerendered page: the one <style> element scripts/prerender.mjs writes (decision 0093). */
export const prerenderedStyleSheet = (html: string): string =>
  new RegExp(`<style ${PRERENDERED_STYLES_ATTRIBUTE}[^>]*>([\\s\\S]*?)</style>`).exec(html)?.[1] ?? '';

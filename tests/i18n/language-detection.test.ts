import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  uiLanguageOf,
} from '../../src/ui/i18n/language-detection';

const offered = fc.constantFrom(...LANGUAGES);
const region = fc.constantFrom('', '-DE', '-GB', '-US', '-CN', '-Hans-CN', '-TW');
const foreign = fc.constantFrom('fr', 'fr-FR', 'tr', 'ar-SA', 'pl', 'x', '', 'e', 'ja-JP');
const tagOf = fc.tuple(offered, region).map(([language, suffix]) => language + suffix);
const anyTag = fc.oneof(tagOf, foreign);

describe('language detection (spec section 9)', () => {
  it('reads the primary subtag of a tag the restaurant offers, and nothing else', () => {
    expect(uiLanguageOf('en-GB')).toBe('en');
    expect(uiLanguageOf('zh-Hans-CN')).toBe('zh');
    expect(uiLanguageOf('DE')).toBe('de');
    expect(uiLanguageOf('fr-FR')).toBeNull();
    expect(uiLanguageOf(null)).toBeNull();
  });

  it('always settles on an offered language', () => {
    fc.assert(
      fc.property(fc.option(anyTag), fc.array(anyTag), fc.option(anyTag), (stored, preferred, page) =>
        LANGUAGES.includes(detectLanguage({ stored, preferred, page })),
      ),
    );
  });

  it('keeps the stored choice over everything the browser says', () => {
    fc.assert(
      fc.property(
        tagOf,
        fc.array(anyTag),
        fc.option(anyTag),
        (stored, preferred, page) => detectLanguage({ stored, preferred, page }) === uiLanguageOf(stored),
      ),
    );
  });

  it('without a usable choice takes the first offered browser language, in the browser’s order', () => {
    fc.assert(
      fc.property(
        fc.array(foreign),
        tagOf,
        fc.array(anyTag),
        (before, first, after) =>
          detectLanguage({ stored: 'fr', preferred: [...before, first, ...after], page: 'de' }) ===
          uiLanguageOf(first),
      ),
    );
  });

  it('falls back to the page’s language, then to German', () => {
    expect(detectLanguage({ stored: null, preferred: ['fr-FR'], page: 'en' })).toBe('en');
    expect(detectLanguage({ stored: null, preferred: ['fr-FR'], page: 'fr' })).toBe(FALLBACK_LANGUAGE);
    expect(detectLanguage({ stored: null, preferred: [], page: null })).toBe('de');
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  localesBackend,
  uiLanguageOf,
} from '../../src/ui/i18n/language-detection';

const offered = fc.constantFrom(...LANGUAGES);
const region = fc.constantFrom('', '-DE', '-GB', '-US', '-CN', '-Hans-CN', '-TW');
const foreign = fc.constantFrom('fr', 'fr-FR', 'tr', 'ar-SA', 'pl', 'x', '', 'e', 'ja-JP');
const tagOf = fc.tuple(offered, region).map(([language, suffix]) => language + suffix);
const anyTag = fc.oneof(tagOf, foreign);

describe('language detection', () => {
  it('reads the primary subtag of a tag the restaurant offers, and nothing else', () => {
    expect(uiLanguageOf('en-GB')).toBe('en');
    expect(uiLanguageOf('zh-Hans-CN')).toBe('zh');
    expect(uiLanguageOf('DE')).toBe('de');
    expect(uiLanguageOf('fr-FR')).toBeNull();
    expect(uiLanguageOf('zha')).toBeNull();
    expect(uiLanguageOf('en_US')).toBe('en');
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

describe('the locales loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Reads one namespace with fetch answering as given; resolves with every call of i18next's callback. */
  const read = async (answer: () => Promise<Response>) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const calls: [unknown, unknown][] = [];
    localesBackend.read('en', 'common', (error, data) => calls.push([error, data]));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    return calls;
  };

  it('answers with the namespace from /locales/<language>/<namespace>.json', async () => {
    const calls = await read(async () => Response.json({ nav: { home: 'Home' } }));
    expect(calls).toEqual([[null, { nav: { home: 'Home' } }]]);
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/locales/en/common.json');
  });

  it('asks i18next to retry a network failure or a server error, not a missing or broken file', async () => {
    const retryOf = async (answer: () => Promise<Response>) => {
      const calls = await read(answer);
      expect(calls).toHaveLength(1);
      expect(calls[0]![0]).toBeInstanceOf(Error);
      return calls[0]![1];
    };
    expect(await retryOf(() => Promise.reject(new TypeError('offline')))).toBe(true);
    expect(await retryOf(async () => new Response('', { status: 503 }))).toBe(true);
    expect(await retryOf(async () => new Response('', { status: 404 }))).toBe(false);
    expect(await retryOf(async () => new Response('<html>', { status: 200 }))).toBe(false);
  });
});

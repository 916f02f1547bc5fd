import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  browserLanguageDetector,
  localesBackend,
  uiLanguageOf,
  type UiLanguage,
} from './language-detection';

export {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type UiLanguage,
  uiLanguageOf,
} from './language-detection';
// Re-exported so that the app imports them from one module, and the bundle has no chunk of their own.
export { isPublicPage, languageOfPath, languageRewrite, pathInLanguage, urlLanguage } from './language-path';
export const NAMESPACES = ['common', 'homepage', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The language i18next settled on, narrowed to one the restaurant offers. */
export const currentLanguage = (i18n: Pick<I18n, 'resolvedLanguage' | 'language'>): UiLanguage =>
  uiLanguageOf(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;

/**
 * Loads translations over HTTP per language and namespace: German fallback,
 * detection by stored choice, browser language, then <html lang>; the choice is cached in localStorage.
 * A public page passes the language of its address instead (decision 0083): the URL decides, so the app
 * renders the language the prerendered page showed. The namespaces the first page needs load together,
 * in one round of requests.
 */
export const initI18n = async (
  namespaces: readonly Namespace[] = ['common'],
  language?: UiLanguage,
): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    // Setting it, even to the same value, makes the browser recompute the style of every element
    // (the `:lang()` selectors), a long task on a slow phone when a prerendered page starts.
    const lang = lng.slice(0, 2);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  });
  await instance
    .use(localesBackend)
    .use(browserLanguageDetector)
    .use(initReactI18next)
    .init({
      ...(language ? { lng: language } : {}),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...namespaces],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      saveMissing: false,
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
    });
  return instance;
};

import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['de', 'en', 'zh'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: UiLanguage = 'de';
export const NAMESPACES = ['common', 'homepage', 'admin'] as const;
export const LANGUAGE_STORAGE_KEY = 'tischlein.language';

/** The language i18next settled on, narrowed to one the restaurant offers. */
export const currentLanguage = (i18n: Pick<I18n, 'resolvedLanguage' | 'language'>): UiLanguage => {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as UiLanguage) : FALLBACK_LANGUAGE;
};

/**
 * Loads translations over HTTP per language and namespace (spec section 7 and 9): German fallback,
 * detection by stored choice, browser language, then <html lang>; the choice is cached in localStorage.
 */
export const initI18n = async (): Promise<I18n> => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng.slice(0, 2);
  });
  await instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        addPath: '/locales/add/{{lng}}/{{ns}}',
      },
      saveMissing: false,
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  return instance;
};

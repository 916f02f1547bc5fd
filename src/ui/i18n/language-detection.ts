import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { LANGUAGES, type Language } from '../../domain/reservation/reservation';

// The site speaks the languages a guest can book and be written to in.
export { LANGUAGES };
export type UiLanguage = Language;
export const FALLBACK_LANGUAGE: UiLanguage = 'de';
export const LANGUAGE_STORAGE_KEY = 'tischlein.language';

/** The restaurant's language for a tag such as 'en-GB' or 'zh-Hans-CN' (not 'zha'), or null if it has none. */
export const uiLanguageOf = (tag: string | null | undefined): UiLanguage | null => {
  const primary = (tag ?? '').trim().split(/[-_]/)[0]!.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as UiLanguage) : null;
};

export interface LanguageClues {
  /** The visitor's earlier choice, as stored in the browser. */
  readonly stored: string | null;
  /** The browser's languages, most preferred first. */
  readonly preferred: readonly string[];
  /** The page's <html lang>. */
  readonly page: string | null;
}

/** The language shown: the stored choice, then the browser's languages in order, then the page's, else German. */
export const detectLanguage = ({ stored, preferred, page }: LanguageClues): UiLanguage => {
  for (const tag of [stored, ...preferred, page]) {
    const language = uiLanguageOf(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, strict settings); the visitor's choice then lasts a visit.
    return null;
  }
};

/** i18next's language detector over the browser (the two i18next plugins did this in 6 KB). */
export const browserLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    detectLanguage({
      stored: storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
      preferred: navigator.languages?.length ? navigator.languages : [navigator.language],
      page: document.documentElement.lang,
    }),
  cacheUserLanguage: (language) => {
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch (error) {
      console.warn('The language choice could not be stored', error);
    }
  },
};

/**
 * i18next's loader for /locales/<language>/<namespace>.json. A network failure or a server error asks
 * i18next to retry (its `maxRetries`); a missing file does not.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const failed = (reason: string, retry: boolean) =>
      callback(new Error(`Translations ${language}/${namespace}: ${reason}`), retry);
    fetch(`/locales/${language}/${namespace}.json`).then(
      (response) => {
        if (!response.ok) return failed(`HTTP ${response.status}`, response.status >= 500);
        return response.json().then(
          (data: Record<string, unknown>) => callback(null, data),
          () => failed('not JSON', false),
        );
      },
      (error: unknown) => failed(String(error), true),
    );
  },
};

/**
 * The languages guest-facing content is written in (decision 0076). German is the restaurant's
 * language: it lives in the row's own columns and is required where the column is. English and Chinese
 * are optional translations kept next to it, in the row's `translations`, and fall back to German.
 */
export const CONTENT_LANGUAGES = ['de', 'en', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const TRANSLATION_LANGUAGES = ['en', 'zh'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** A row's translated texts: per language, per field; a missing or blank text means "as in German". */
export type Translations<F extends string = string> = {
  readonly [L in TranslationLanguage]?: { readonly [K in F]?: string };
};

/** A row with translatable text fields F (German in the fields themselves). */
export type Translatable<F extends string> = { readonly translations: Translations<F> } & {
  readonly [K in F]: string | null;
};

export const isTranslationLanguage = (language: string): language is TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(language);

/**
 * The row as a guest reading `language` sees it: each field in that language where it is translated,
 * otherwise in German. Other fields are untouched, so a component renders the result like the row.
 */
export const localized = <R extends { readonly translations: Translations }>(row: R, language: string): R => {
  if (!isTranslationLanguage(language)) return row;
  const texts = row.translations[language];
  if (!texts) return row;
  const present = Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim() !== '');
  return present.length === 0 ? row : { ...row, ...Object.fromEntries(present) };
};

export type TranslationCompleteness = 'complete' | 'partial' | 'missing';

/**
 * How much of the row's German text has a translation in `language`: fields without German text need
 * none. Shown as the admin's completeness marker.
 */
export const translationCompleteness = <F extends string>(
  row: Translatable<F>,
  fields: readonly F[],
  language: TranslationLanguage,
): TranslationCompleteness => {
  const needed = fields.filter((f) => (row[f] ?? '').trim() !== '');
  const done = needed.filter((f) => (row.translations[language]?.[f] ?? '').trim() !== '');
  if (done.length === needed.length) return 'complete';
  return done.length === 0 ? 'missing' : 'partial';
};

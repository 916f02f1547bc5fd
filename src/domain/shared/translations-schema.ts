import { z } from 'zod';
import type { TranslationLanguage, Translations } from './translations';

// Apart from translations.ts so that the public pages, which only read translations, never load zod.

/**
 * The schema of a row's `translations`, given each translatable field's longest length (the same as its
 * German column): texts are trimmed, blank ones dropped (they fall back to German), unknown languages and
 * fields refused. The SQL check translations_valid() accepts everything this returns.
 */
export const translationsSchema = <F extends string>(
  maxLengths: Readonly<Record<F, number>>,
  tooLong: string,
) => {
  const fields = Object.fromEntries(
    Object.entries<number>(maxLengths).map(([field, max]) => [
      field,
      z.string().trim().max(max, tooLong).optional(),
    ]),
  ) as Record<F, z.ZodOptional<z.ZodString>>;
  const texts = z
    .strictObject(fields)
    .optional()
    .transform((value) => {
      const kept = Object.entries(value ?? {}).filter(([, text]) => typeof text === 'string' && text !== '');
      return kept.length === 0 ? undefined : (Object.fromEntries(kept) as { [K in F]?: string });
    });
  return z
    .strictObject({ en: texts, zh: texts })
    .prefault({})
    .transform((value): Translations<F> => {
      const result: { -readonly [L in TranslationLanguage]?: { [K in F]?: string } } = {};
      if (value.en) result.en = value.en;
      if (value.zh) result.zh = value.zh;
      return result;
    });
};

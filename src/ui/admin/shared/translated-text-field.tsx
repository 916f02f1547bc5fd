import { Badge, Field, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  TRANSLATION_LANGUAGES,
  translationCompleteness,
  type ContentLanguage,
  type Translatable,
  type TranslationCompleteness,
  type TranslationLanguage,
  type Translations,
} from '../../../domain/shared/translations';

/** One translatable field as a form holds it: the German text and its translations, '' for none. */
export type TranslatedText = Readonly<Record<ContentLanguage, string>>;

/** A form's translatable fields F. */
export type TranslatedTexts<F extends string> = Readonly<Record<F, TranslatedText>>;

/** The form state of a row's translatable fields (German from the row, the rest from its translations). */
export const translatedTextsOf = <F extends string>(row: Translatable<F> | null, fields: readonly F[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      {
        de: row?.[field] ?? '',
        en: row?.translations.en?.[field] ?? '',
        zh: row?.translations.zh?.[field] ?? '',
      },
    ]),
  ) as TranslatedTexts<F>;

/** The `translations` a form saves; blank texts are dropped by the domain schema and fall back to German. */
export const translationsOf = <F extends string>(texts: TranslatedTexts<F>): Translations<F> => {
  const entries = Object.entries<TranslatedText>(texts);
  const of = (language: TranslationLanguage) =>
    Object.fromEntries(entries.map(([field, text]) => [field, text[language]])) as { [K in F]?: string };
  return { en: of('en'), zh: of('zh') };
};

/** The schema's error key for a translation, e.g. issues['translations.en.name']. */
export const translationIssueKey = (language: TranslationLanguage, field: string) =>
  `translations.${language}.${field}`;

export interface TranslatedTextFieldProps {
  /** Identifies the inputs: `${id}-de`, `${id}-en`, `${id}-zh`. */
  readonly id: string;
  readonly label: string;
  readonly value: TranslatedText;
  readonly onChange: (language: ContentLanguage, text: string) => void;
  readonly required?: boolean | undefined;
  readonly maxLength: number;
  /** Rows of a text area; a one-line input when left out. */
  readonly rows?: number | undefined;
  /** The translated error per language, if any. */
  readonly errors?: Partial<Record<ContentLanguage, string | undefined>> | undefined;
}

/**
 * One text in German, English and Chinese side by side (stacked on phones). German is the restaurant's
 * text and required where the field is; an empty translation shows the German as placeholder and says
 * that guests will read the German.
 */
export const TranslatedTextField = ({
  id,
  label,
  value,
  onChange,
  required,
  maxLength,
  rows,
  errors,
}: TranslatedTextFieldProps) => {
  const { t } = useTranslation('admin');
  return (
    <Field.Root as="fieldset" required={required} invalid={CONTENT_LANGUAGES.some((l) => errors?.[l])}>
      <Field.Label as="legend">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} width="full">
        {CONTENT_LANGUAGES.map((language) => {
          const inputId = `${id}-${language}`;
          const error = errors?.[language];
          const fallsBack = language !== 'de' && value[language].trim() === '' && value.de.trim() !== '';
          const common = {
            id: inputId,
            value: value[language],
            maxLength,
            lang: language,
            placeholder: language === 'de' ? undefined : value.de,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error || fallsBack ? `${inputId}-note` : undefined,
            onChange: (e: { target: { value: string } }) => onChange(language, e.target.value),
          };
          return (
            <Field.Root key={language} invalid={Boolean(error)} gap={1}>
              <Field.Label htmlFor={inputId} fontSize="xs" color="fg.muted">
                {t(`shared.translations.language.${language}`)}
              </Field.Label>
              {rows ? <Textarea rows={rows} autoresize maxH="50vh" {...common} /> : <Input {...common} />}
              {error ? (
                <Field.ErrorText id={`${inputId}-note`}>{error}</Field.ErrorText>
              ) : (
                fallsBack && (
                  <Text id={`${inputId}-note`} fontSize="xs" color="fg.muted">
                    {t('shared.translations.fallsBack')}
                  </Text>
                )
              )}
            </Field.Root>
          );
        })}
      </SimpleGrid>
    </Field.Root>
  );
};

const STATUS_PALETTE: Record<TranslationCompleteness, string> = {
  complete: 'green',
  partial: 'orange',
  missing: 'gray',
};

/**
 * The completeness marker of a row's translations: one badge per language, e.g. "EN ✓", "中文: teilweise".
 * Works on a saved row or on a form's texts.
 */
export const TranslationStatus = <F extends string>({
  row,
  fields,
}: {
  row: Translatable<F>;
  fields: readonly F[];
}) => {
  const { t } = useTranslation('admin');
  return (
    <HStack gap={1} wrap="wrap" aria-label={t('shared.translations.statusLabel')}>
      {TRANSLATION_LANGUAGES.map((language) => {
        const status = translationCompleteness(row, fields, language);
        return (
          <Badge key={language} size="sm" variant="subtle" colorPalette={STATUS_PALETTE[status]}>
            {t(`shared.translations.status.${status}`, {
              language: t(`shared.translations.short.${language}`),
            })}
          </Badge>
        );
      })}
    </HStack>
  );
};

/** A form's texts as the row they would save, for the completeness marker while editing. */
export const asTranslatable = <F extends string>(texts: TranslatedTexts<F>): Translatable<F> =>
  ({
    ...Object.fromEntries(Object.entries<TranslatedText>(texts).map(([field, text]) => [field, text.de])),
    translations: translationsOf(texts),
  }) as Translatable<F>;

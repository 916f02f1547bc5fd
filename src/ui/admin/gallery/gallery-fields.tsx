import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  GALLERY_IMAGE_TEXTS,
  type GalleryCategory,
  type GalleryImage,
  type GalleryImageText,
} from '../../../domain/gallery/gallery-image';
import type { GalleryUploadDetails } from '../../../domain/gallery/gallery-upload';
import { LabeledSwitch } from '../shared/labeled-switch';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationIssueKey,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';

export const GALLERY_FIELDS = Object.keys(GALLERY_IMAGE_TEXTS) as GalleryImageText[];

export interface GalleryFieldValues {
  /** Title, description and alt text in German, English and Chinese. */
  readonly texts: TranslatedTexts<GalleryImageText>;
  readonly category: GalleryCategory;
  readonly is_featured: boolean;
}

export const galleryFieldValuesOf = (image: GalleryImage | null): GalleryFieldValues => ({
  texts: translatedTextsOf(image, GALLERY_FIELDS),
  category: image?.category ?? DEFAULT_GALLERY_CATEGORY,
  is_featured: image?.is_featured ?? false,
});

/** What the upload and the edit save: the German texts in their columns, the rest as translations. */
export const galleryDetailsOf = ({
  texts,
  category,
  is_featured,
}: GalleryFieldValues): GalleryUploadDetails => ({
  title: texts.title.de,
  description: texts.description.de,
  alt_text: texts.alt_text.de,
  category,
  is_featured,
  translations: translationsOf(texts),
});

/** The fields the upload and edit dialogs share. */
export const GalleryFields = ({
  values,
  onChange,
  errors = {},
  titleHelp,
  featuredLabel,
}: {
  values: GalleryFieldValues;
  onChange: (values: GalleryFieldValues) => void;
  /** Translated messages by the schema's issue keys ('title', 'translations.en.title', …). */
  errors?: Readonly<Record<string, string>>;
  titleHelp?: string | undefined;
  featuredLabel: string;
}) => {
  const { t } = useTranslation('admin');
  const set = <K extends keyof GalleryFieldValues>(key: K, value: GalleryFieldValues[K]) =>
    onChange({ ...values, [key]: value });
  const text = (field: GalleryImageText, label: string, rows?: number) => (
    <TranslatedTextField
      id={`gallery-${field}`}
      label={label}
      value={values.texts[field]}
      onChange={(language, next) =>
        set('texts', { ...values.texts, [field]: { ...values.texts[field], [language]: next } })
      }
      required={field === 'title'}
      maxLength={GALLERY_IMAGE_TEXTS[field]}
      rows={rows}
      errors={{
        de: errors[field],
        en: errors[translationIssueKey('en', field)],
        zh: errors[translationIssueKey('zh', field)],
      }}
    />
  );
  return (
    <Stack gap={4}>
      <HStack justify="flex-end">
        <TranslationStatus row={asTranslatable(values.texts)} fields={GALLERY_FIELDS} />
      </HStack>
      <Stack gap={1}>
        {text('title', t('gallery.form.title'))}
        {titleHelp && (
          <Text fontSize="sm" color="fg.muted">
            {titleHelp}
          </Text>
        )}
      </Stack>
      {text('description', t('gallery.form.description'), 2)}
      <Stack gap={1}>
        {text('alt_text', t('gallery.form.altText'))}
        <Text fontSize="sm" color="fg.muted">
          {t('gallery.form.altTextHelp')}
        </Text>
      </Stack>
      <Field.Root>
        <Field.Label>{t('gallery.form.category')}</Field.Label>
        <NativeSelect.Root maxW={{ sm: 'xs' }}>
          <NativeSelect.Field
            value={values.category}
            onChange={(e) => set('category', e.target.value as GalleryCategory)}
          >
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`gallery.categories.${c}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <LabeledSwitch
        label={featuredLabel}
        checked={values.is_featured}
        onChange={(v) => set('is_featured', v)}
      />
    </Stack>
  );
};

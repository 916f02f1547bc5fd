import { HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
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
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import type { AdminForm } from '../shared/use-admin-form';

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

/** The fields the upload and edit dialogs share, on the dialog's form. */
export const GalleryFields = ({
  form,
  titleHelp,
  featuredLabel,
}: {
  form: AdminForm<GalleryFieldValues>;
  titleHelp?: string | undefined;
  featuredLabel: string;
}) => {
  const { t } = useTranslation('admin');
  const { values, set } = form;
  return (
    <Stack gap={4}>
      <HStack justify="flex-end">{form.translationStatus()}</HStack>
      <Stack gap={1}>
        {form.textField('title', t('gallery.form.title'), { required: true })}
        {titleHelp && (
          <Text fontSize="sm" color="fg.muted">
            {titleHelp}
          </Text>
        )}
      </Stack>
      {form.textField('description', t('gallery.form.description'), { rows: 2 })}
      <Stack gap={1}>
        {form.textField('alt_text', t('gallery.form.altText'))}
        <Text fontSize="sm" color="fg.muted">
          {t('gallery.form.altTextHelp')}
        </Text>
      </Stack>
      {form.field(
        'category',
        t('gallery.form.category'),
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
        </NativeSelect.Root>,
      )}
      <LabeledSwitch
        label={featuredLabel}
        checked={values.is_featured}
        onChange={(v) => set('is_featured', v)}
      />
    </Stack>
  );
};

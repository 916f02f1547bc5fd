import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../domain/gallery/gallery-image';
import { LabeledSwitch } from '../shared/labeled-switch';

export interface GalleryFieldValues {
  readonly title: string;
  readonly description: string;
  readonly alt_text: string;
  readonly category: GalleryCategory;
  readonly is_featured: boolean;
}

/** The fields the upload and edit dialogs share. */
export const GalleryFields = ({
  values,
  onChange,
  titleError,
  titleHelp,
  featuredLabel,
}: {
  values: GalleryFieldValues;
  onChange: (values: GalleryFieldValues) => void;
  titleError?: string;
  titleHelp?: string;
  featuredLabel: string;
}) => {
  const { t } = useTranslation('admin');
  const set = <K extends keyof GalleryFieldValues>(key: K, value: GalleryFieldValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <Stack gap={4}>
      <Field.Root required invalid={Boolean(titleError)}>
        <Field.Label>
          {t('gallery.form.title')} <Field.RequiredIndicator />
        </Field.Label>
        <Input value={values.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        {titleHelp && <Field.HelperText>{titleHelp}</Field.HelperText>}
        <Field.ErrorText>{titleError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('gallery.form.description')}</Field.Label>
        <Textarea rows={2} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <Field.Root>
          <Field.Label>{t('gallery.form.altText')}</Field.Label>
          <Input value={values.alt_text} maxLength={2000} onChange={(e) => set('alt_text', e.target.value)} />
          <Field.HelperText>{t('gallery.form.altTextHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('gallery.form.category')}</Field.Label>
          <NativeSelect.Root>
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
      </SimpleGrid>
      <LabeledSwitch
        label={featuredLabel}
        checked={values.is_featured}
        onChange={(v) => set('is_featured', v)}
      />
    </Stack>
  );
};

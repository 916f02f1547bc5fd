import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavePressArticle } from '../../../application/press/save-press-article';
import { PRESS_UPLOAD_FAILED, UploadPressLogo } from '../../../application/press/upload-press-logo';
import {
  PRESS_TEXT_FIELDS,
  PRESS_TEXTS,
  type PressArticle,
  type PressText,
} from '../../../domain/press/press-article';
import type { PressArticleInput } from '../../../domain/press/press-schema';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import type { PreparedImage } from '../shared/resize-image';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { useAdminForm } from '../shared/use-admin-form';

interface Form {
  /** Title and excerpt in German, English and Chinese; the publication's name is a name. */
  readonly texts: TranslatedTexts<PressText>;
  readonly publication_name: string;
  readonly article_url: string;
  readonly publication_date: string;
  readonly is_featured: boolean;
  readonly display_order: string;
}

const formOf = (article: PressArticle | null): Form => ({
  texts: translatedTextsOf(article, PRESS_TEXT_FIELDS),
  publication_name: article?.publication_name ?? '',
  article_url: article?.article_url ?? '',
  publication_date: article?.publication_date ?? '',
  is_featured: article?.is_featured ?? false,
  display_order: String(article?.display_order ?? 0),
});

const REQUIRED = 'admin:press.validation.required';

/** display_order is saved as a whole number: what the field holds read as an integer, 0 when it is none. */
const parseOrder = (text: string): number => {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * Add or edit a press article. The logo is optional: a new one is uploaded on save, a removed one is saved as
 * null. Missing required fields give 'Please fill in all required fields' and a message under each of them.
 */
export const PressArticleDialog = ({
  article,
  open,
  onClose,
}: {
  /** The article to edit, or null to add one. */
  article: PressArticle | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SavePressArticle);
  const uploadLogo = useUseCase(UploadPressLogo);
  const [logo, setLogo] = useState<PreparedImage | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const currentUrl = keepCurrent ? (article?.image_url ?? null) : null;

  const form = useAdminForm({
    initial: () => formOf(article),
    idPrefix: 'press',
    textLimits: PRESS_TEXTS,
    issueText: { [REQUIRED]: 'press.validation.fieldRequired' },
    log: 'Press article save failed',
    save: (values) => {
      const input: PressArticleInput = {
        title: values.texts.title.de,
        publication_name: values.publication_name,
        article_url: values.article_url,
        publication_date: values.publication_date,
        excerpt: values.texts.excerpt.de,
        image_url: currentUrl,
        is_featured: values.is_featured,
        display_order: parseOrder(values.display_order),
        translations: translationsOf(values.texts),
      };
      const id = article?.id;
      const logoChanged = logo !== null || currentUrl !== (article?.image_url ?? null);
      if (!logoChanged) return save.execute(input, id);
      if (logo) setProgress(0);
      return uploadLogo.execute({ article: input, id, image: logo?.file ?? null, onProgress: setProgress });
    },
    refused: (error) => {
      const issues = Object.values(error.issues ?? {});
      if (error.issues?.image_url === PRESS_UPLOAD_FAILED) return { toast: t('press.messages.uploadError') };
      if (issues.includes(REQUIRED)) return { toast: t('press.validation.required') };
      return { toast: error.kind === 'Invalid' ? null : t('press.messages.saveError') };
    },
    saved: async () => {
      notify('success', t(article ? 'press.messages.updated' : 'press.messages.created'));
      await invalidate('press');
      onClose();
    },
  });
  const { values, set } = form;

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && !form.saving && onClose()}
      title={article ? t('press.dialog.editTitle') : t('press.dialog.addTitle')}
      onSubmit={form.submit}
      submitLabel={article ? t('press.dialog.save') : t('press.dialog.create')}
      busy={form.saving}
      maxW="5xl"
    >
      <Stack gap={4}>
        {form.translationStatus()}
        {form.textField('title', t('press.fields.title'), { required: true })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {form.field(
            'publication_name',
            t('press.fields.publicationName'),
            <Input
              value={values.publication_name}
              maxLength={200}
              onChange={(e) => set('publication_name', e.target.value)}
            />,
            { required: true },
          )}
          {form.field(
            'publication_date',
            t('press.fields.publicationDate'),
            <Input
              type="date"
              value={values.publication_date}
              onChange={(e) => set('publication_date', e.target.value)}
            />,
            { required: true },
          )}
        </SimpleGrid>
        {form.field(
          'article_url',
          t('press.fields.articleUrl'),
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.article_url}
            onChange={(e) => set('article_url', e.target.value)}
          />,
          { required: true },
        )}
        <Stack gap={1.5}>
          {form.textField('excerpt', t('press.fields.excerpt'), { rows: 3 })}
          <Text fontSize="sm" color="fg.muted">
            {t('press.fields.optional')}
          </Text>
        </Stack>
        <ImageUploadField
          label={t('press.fields.logo')}
          value={logo}
          onChange={(image) => {
            setLogo(image);
            form.clear('image_url');
          }}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setKeepCurrent(false)}
          error={form.message('image_url')}
          messages={{
            invalidType: t('press.validation.invalidImage'),
            tooLarge: t('press.validation.imageTooLarge'),
          }}
          disabled={form.saving}
        />
        {form.saving && progress !== null && logo && (
          <UploadProgress
            item={{ id: 'logo', label: logo.file.name, fraction: progress, status: 'uploading' }}
          />
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4} alignItems="end">
          {form.field(
            'display_order',
            t('press.fields.displayOrder'),
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              value={values.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />,
          )}
          <Box pb={2}>
            <LabeledSwitch
              label={t('press.fields.featured')}
              checked={values.is_featured}
              onChange={(checked) => set('is_featured', checked)}
            />
          </Box>
        </SimpleGrid>
      </Stack>
    </AdminDialog>
  );
};

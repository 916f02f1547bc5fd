import { Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import type { PortError } from '../../../domain/shared/result';
import type { ContentLanguage } from '../../../domain/shared/translations';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import type { PreparedImage } from '../shared/resize-image';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationIssueKey,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';

interface Form {
  /** Title and excerpt in German, English and Chinese; the publication's name is a name. */
  texts: TranslatedTexts<PressText>;
  publication_name: string;
  article_url: string;
  publication_date: string;
  is_featured: boolean;
  display_order: string;
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

/** Spec section 5: display_order is parsed as an integer, 0 when it is not one. */
const parseOrder = (text: string): number => {
  const parsed = Number.parseInt(text, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * Add or edit a press article. The logo is optional: a new one is uploaded on save, a removed one is saved as
 * null. Required fields missing give the spec's 'Please fill in all required fields' and field messages.
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
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const save = useUseCase(SavePressArticle);
  const uploadLogo = useUseCase(UploadPressLogo);
  const [form, setForm] = useState<Form>(() => formOf(article));
  const [logo, setLogo] = useState<PreparedImage | null>(null);
  const [keepCurrent, setKeepCurrent] = useState(true);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setText = (field: PressText, language: ContentLanguage, text: string) =>
    setForm((f) => ({ ...f, texts: { ...f.texts, [field]: { ...f.texts[field], [language]: text } } }));
  /** A text's errors per language: the German column's, then its translations'. */
  const textErrors = (field: PressText) => ({
    de: errors[field],
    en: errors[translationIssueKey('en', field)],
    zh: errors[translationIssueKey('zh', field)],
  });
  const text = (key: string) => (i18n.exists(key) ? t(key) : key);
  const currentUrl = keepCurrent ? (article?.image_url ?? null) : null;

  const failed = (error: PortError) => {
    const issues = error.issues ?? {};
    setErrors(
      Object.fromEntries(
        Object.entries(issues).map(([field, key]) => [
          field,
          key === REQUIRED ? t('press.validation.fieldRequired') : text(key),
        ]),
      ),
    );
    if (issues.image_url === PRESS_UPLOAD_FAILED) {
      console.error('Press logo upload failed', error);
      notify('error', t('common.error'), t('press.messages.uploadError'));
    } else if (Object.values(issues).includes(REQUIRED)) {
      notify('error', t('common.error'), t('press.validation.required'));
    } else if (error.kind !== 'Invalid') {
      console.error('Press article save failed', error);
      notify('error', t('common.error'), t('press.messages.saveError'));
    }
  };

  const submit = useMutation({
    mutationFn: async () => {
      const input: PressArticleInput = {
        title: form.texts.title.de,
        publication_name: form.publication_name,
        article_url: form.article_url,
        publication_date: form.publication_date,
        excerpt: form.texts.excerpt.de,
        image_url: currentUrl,
        is_featured: form.is_featured,
        display_order: parseOrder(form.display_order),
        translations: translationsOf(form.texts),
      };
      const id = article?.id;
      const logoChanged = logo !== null || currentUrl !== (article?.image_url ?? null);
      if (!logoChanged) return save.execute(input, id);
      if (logo) setProgress(0);
      return uploadLogo.execute({ article: input, id, image: logo?.file ?? null, onProgress: setProgress });
    },
    onSuccess: async (result) => {
      setProgress(null);
      if (result.ok) {
        notify('success', t(article ? 'press.messages.updated' : 'press.messages.created'));
        await queryClient.invalidateQueries({ queryKey: ['press'] });
        onClose();
        return;
      }
      failed(result.error);
    },
    onError: (error) => {
      setProgress(null);
      console.error('Press article save failed', error);
      notify('error', t('common.error'), t('press.messages.saveError'));
    },
  });

  const field = (
    key: Exclude<keyof Form, 'texts'>,
    label: string,
    input: ReactNode,
    required = false,
    help?: string,
  ) => (
    <FormField label={label} error={errors[key]} required={required} help={help}>
      {input}
    </FormField>
  );

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={article ? t('press.dialog.editTitle') : t('press.dialog.addTitle')}
      onSubmit={() => submit.mutate()}
      submitLabel={article ? t('press.dialog.save') : t('press.dialog.create')}
      busy={submit.isPending}
      maxW="5xl"
    >
      <Stack gap={4}>
        <TranslationStatus row={asTranslatable(form.texts)} fields={PRESS_TEXT_FIELDS} />
        <TranslatedTextField
          id="press-title"
          label={t('press.fields.title')}
          value={form.texts.title}
          onChange={(language, text) => setText('title', language, text)}
          required
          maxLength={PRESS_TEXTS.title}
          errors={textErrors('title')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {field(
            'publication_name',
            t('press.fields.publicationName'),
            <Input
              value={form.publication_name}
              maxLength={200}
              onChange={(e) => set('publication_name', e.target.value)}
            />,
            true,
          )}
          {field(
            'publication_date',
            t('press.fields.publicationDate'),
            <Input
              type="date"
              value={form.publication_date}
              onChange={(e) => set('publication_date', e.target.value)}
            />,
            true,
          )}
        </SimpleGrid>
        {field(
          'article_url',
          t('press.fields.articleUrl'),
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.article_url}
            onChange={(e) => set('article_url', e.target.value)}
          />,
          true,
        )}
        <Stack gap={1.5}>
          <TranslatedTextField
            id="press-excerpt"
            label={t('press.fields.excerpt')}
            value={form.texts.excerpt}
            onChange={(language, text) => setText('excerpt', language, text)}
            maxLength={PRESS_TEXTS.excerpt}
            rows={3}
            errors={textErrors('excerpt')}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('press.fields.optional')}
          </Text>
        </Stack>
        <ImageUploadField
          label={t('press.fields.logo')}
          value={logo}
          onChange={(image) => {
            setLogo(image);
            setErrors(({ image_url: _dropped, ...rest }) => rest);
          }}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setKeepCurrent(false)}
          error={errors.image_url}
          messages={{
            invalidType: t('press.validation.invalidImage'),
            tooLarge: t('press.validation.imageTooLarge'),
          }}
          disabled={submit.isPending}
        />
        {progress !== null && logo && (
          <UploadProgress
            item={{ id: 'logo', label: logo.file.name, fraction: progress, status: 'uploading' }}
          />
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4} alignItems="end">
          {field(
            'display_order',
            t('press.fields.displayOrder'),
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              value={form.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />,
          )}
          <Switch.Root
            checked={form.is_featured}
            onCheckedChange={(e) => set('is_featured', e.checked)}
            colorPalette="brand"
            pb={2}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('press.fields.featured')}</Switch.Label>
          </Switch.Root>
        </SimpleGrid>
      </Stack>
    </AdminDialog>
  );
};

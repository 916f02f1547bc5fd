import { Box, Button, Card, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT_UPLOAD_FAILED, AddAboutImage } from '../../../application/about/add-about-image';
import { DeleteAboutImage } from '../../../application/about/delete-about-image';
import { MoveAboutImage } from '../../../application/about/move-about-image';
import { SaveAboutImage } from '../../../application/about/save-about-image';
import {
  ABOUT_IMAGE_TEXTS,
  type AboutImage,
  type AboutImageText,
  type AboutSection,
} from '../../../domain/about/about-section';
import type { Direction } from '../../../domain/about/ordering';
import { invalid } from '../../../domain/shared/result';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminIcon } from '../admin-icons';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { ImageUploadField } from '../shared/image-upload-field';
import type { PreparedImage } from '../shared/resize-image';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { useAdminForm, type AdminForm } from '../shared/use-admin-form';

type Texts = TranslatedTexts<AboutImageText>;
/** A picture's form: its alt text, title and caption in German, English and Chinese. */
interface ImageForm {
  readonly texts: Texts;
}

const CHOOSE_FIRST = 'about.images.chooseFirst';
const IMAGE_FIELDS = Object.keys(ABOUT_IMAGE_TEXTS) as AboutImageText[];
const EMPTY_TEXTS: Texts = translatedTextsOf(null, IMAGE_FIELDS);
const textsOf = (image: AboutImage): Texts => translatedTextsOf(image, IMAGE_FIELDS);
const sameTexts = (a: Texts, b: Texts) => JSON.stringify(a) === JSON.stringify(b);

/** What a save sends: the German texts in their columns, the rest as translations. */
const savedTexts = (texts: Texts) => ({
  alt_text: texts.alt_text.de,
  title: texts.title.de,
  caption: texts.caption.de,
  translations: translationsOf(texts),
});

const TextFields = ({ form }: { form: AdminForm<ImageForm> }) => {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={3} w="full">
      <HStack justify="space-between" gap={2} wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('about.images.fields.altTextHelp')}
        </Text>
        {form.translationStatus()}
      </HStack>
      {form.textField('alt_text', t('about.images.fields.altText'))}
      {form.textField('title', t('about.images.fields.title'))}
      {form.textField('caption', t('about.images.fields.caption'))}
    </Stack>
  );
};

/** A section's pictures: add with upload, edit the texts, reorder, remove. */
export const AboutImagesDialog = ({
  section,
  images,
  onClose,
}: {
  section: AboutSection;
  /** This section's images in display order. */
  images: readonly AboutImage[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('about.images.title', { section: section.title })}
      maxW="5xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('about.images.close')}
        </Button>
      }
    >
      <Stack gap={6}>
        <AddImageForm section={section} />
        <Stack gap={3} as="section" aria-labelledby="about-images-list">
          <Heading id="about-images-list" as="h3" size="sm">
            {t('about.images.count', { count: images.length })}
          </Heading>
          {images.length === 0 ? (
            <AdminEmptyState title={t('about.images.empty')} />
          ) : (
            images.map((image, index) => (
              <ImageRow key={image.id} image={image} first={index === 0} last={index === images.length - 1} />
            ))
          )}
        </Stack>
      </Stack>
    </AdminDialog>
  );
};

const AddImageForm = ({ section }: { section: AboutSection }) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const add = useUseCase(AddAboutImage);
  const [file, setFile] = useState<PreparedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const form = useAdminForm({
    initial: { texts: EMPTY_TEXTS },
    idPrefix: 'new-about-image',
    textLimits: ABOUT_IMAGE_TEXTS,
    log: 'About image upload failed',
    save: async ({ texts }) => {
      if (!file) return invalid(CHOOSE_FIRST, { image_url: CHOOSE_FIRST });
      setProgress(0);
      return add.execute({
        texts: { section_id: section.id, ...savedTexts(texts) },
        file: file.file,
        onProgress: setProgress,
      });
    },
    // No picture yet is said at the picture only; a refused picture is named there too, a failed transfer
    // only in the toast.
    refused: (error) => {
      const key = error.issues?.image_url;
      if (key === CHOOSE_FIRST) return {};
      const issues: Record<string, string> = key && key !== ABOUT_UPLOAD_FAILED ? { image_url: key } : {};
      return { issues, toast: t('about.images.messages.uploadError') };
    },
    saved: async () => {
      notify('success', t('about.images.messages.uploaded'));
      setFile(null);
      form.update(() => ({ texts: EMPTY_TEXTS }));
      await invalidate('about');
    },
  });

  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {t('about.images.addTitle')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap={4}>
            <ImageUploadField
              label={t('about.images.fields.file')}
              value={file}
              onChange={(image) => {
                setFile(image);
                form.clear('image_url');
              }}
              error={form.message('image_url')}
              messages={{
                invalidType: t('about.validation.invalidImage'),
                tooLarge: t('about.validation.imageTooLarge'),
              }}
              disabled={form.saving}
            />
            <TextFields form={form} />
            {form.saving && progress !== null && file && (
              <UploadProgress
                item={{ id: 'about-image', label: file.file.name, fraction: progress, status: 'uploading' }}
              />
            )}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={form.saving}>
                {t('about.images.upload')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};

const ImageRow = ({ image, first, last }: { image: AboutImage; first: boolean; last: boolean }) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SaveAboutImage);
  const move = useUseCase(MoveAboutImage);
  const remove = useUseCase(DeleteAboutImage);
  const label = image.title || image.alt_text || t('about.images.untitled');
  const idPrefix = `about-image-${image.id}`;
  const refresh = () => invalidate('about');
  const failed = (what: string, message: string) => (error: unknown) => {
    console.error(what, error);
    notify('error', t('common.error'), t(message));
  };

  const form = useAdminForm({
    initial: () => ({ texts: textsOf(image) }),
    idPrefix,
    textLimits: ABOUT_IMAGE_TEXTS,
    log: 'About image update failed',
    save: ({ texts }) =>
      save.execute(
        { section_id: image.section_id, image_url: image.image_url, ...savedTexts(texts) },
        image.id,
      ),
    refused: () => ({ toast: t('about.images.messages.updateError') }),
    saved: async () => {
      notify('success', t('about.images.messages.updated'));
      await refresh();
    },
  });

  const moveFailed = failed('About image move failed', 'about.images.messages.updateError');
  const reorder = useMutation({
    mutationFn: (direction: Direction) => move.execute(image.id, direction),
    onSuccess: async (result) => {
      if (!result.ok) moveFailed(result.error);
      await refresh();
    },
    onError: moveFailed,
  });

  const deleteFailed = failed('About image delete failed', 'about.images.messages.deleteError');
  const destroy = useMutation({
    mutationFn: () => remove.execute(image.id),
    onSuccess: async (result) => {
      if (!result.ok) return deleteFailed(result.error);
      notify('success', t('about.images.messages.deleted'));
      await refresh();
    },
    onError: deleteFailed,
  });

  const busy = form.saving || reorder.isPending || destroy.isPending;

  return (
    <Card.Root as="article" size="sm" aria-label={label} data-testid="about-image-row">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
          <Box w={{ base: 'full', sm: '32' }} flexShrink={0}>
            <Image
              src={image.image_url}
              alt={image.alt_text ?? ''}
              w="full"
              aspectRatio={4 / 3}
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
            />
            <HStack mt={2} justify="center" gap={1}>
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t('about.images.moveUp', { name: label })}
                disabled={first || busy}
                onClick={() => reorder.mutate('up')}
              >
                <AdminIcon name="up" boxSize={4} />
              </IconButton>
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t('about.images.moveDown', { name: label })}
                disabled={last || busy}
                onClick={() => reorder.mutate('down')}
              >
                <AdminIcon name="down" boxSize={4} />
              </IconButton>
            </HStack>
          </Box>
          <Stack flex="1" minW={0} gap={3}>
            <TextFields form={form} />
            <HStack justify="flex-end" gap={2} wrap="wrap">
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={busy}
                loading={destroy.isPending}
                onClick={() => confirmAction(t('about.images.confirmDelete')) && destroy.mutate()}
              >
                {t('about.images.remove')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || sameTexts(form.values.texts, textsOf(image))}
                loading={form.saving}
                onClick={form.submit}
              >
                {t('about.images.saveTexts')}
              </Button>
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

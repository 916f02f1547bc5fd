import { Box, Button, Card, Heading, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { ImageUploadField } from '../shared/image-upload-field';
import type { PreparedImage } from '../shared/resize-image';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { ArrowIcon } from './arrow-icon';

type Texts = TranslatedTexts<AboutImageText>;

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

const TextFields = ({
  idPrefix,
  texts,
  onChange,
}: {
  idPrefix: string;
  texts: Texts;
  onChange: (t: Texts) => void;
}) => {
  const { t } = useTranslation('admin');
  const field = (name: AboutImageText, label: string) => (
    <TranslatedTextField
      id={`${idPrefix}-${name}`}
      label={label}
      value={texts[name]}
      maxLength={ABOUT_IMAGE_TEXTS[name]}
      onChange={(language, text) => onChange({ ...texts, [name]: { ...texts[name], [language]: text } })}
    />
  );
  return (
    <Stack gap={3} w="full">
      <HStack justify="space-between" gap={2} wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('about.images.fields.altTextHelp')}
        </Text>
        <TranslationStatus row={asTranslatable(texts)} fields={IMAGE_FIELDS} />
      </HStack>
      {field('alt_text', t('about.images.fields.altText'))}
      {field('title', t('about.images.fields.title'))}
      {field('caption', t('about.images.fields.caption'))}
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
  const queryClient = useQueryClient();
  const add = useUseCase(AddAboutImage);
  const [file, setFile] = useState<PreparedImage | null>(null);
  const [texts, setTexts] = useState<Texts>(EMPTY_TEXTS);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: (image: PreparedImage) => {
      setProgress(0);
      return add.execute({
        texts: { section_id: section.id, ...savedTexts(texts) },
        file: image.file,
        onProgress: setProgress,
      });
    },
    onSuccess: async (result) => {
      setProgress(null);
      if (!result.ok) {
        const key = result.error.issues?.image_url;
        if (key && key !== ABOUT_UPLOAD_FAILED) setError(t(key));
        console.error('About image upload failed', result.error);
        notify('error', t('common.error'), t('about.images.messages.uploadError'));
        return;
      }
      notify('success', t('about.images.messages.uploaded'));
      setFile(null);
      setTexts(EMPTY_TEXTS);
      await queryClient.invalidateQueries({ queryKey: ['about'] });
    },
    onError: (failure) => {
      setProgress(null);
      console.error('About image upload failed', failure);
      notify('error', t('common.error'), t('about.images.messages.uploadError'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('about.images.chooseFirst'));
      return;
    }
    upload.mutate(file);
  };

  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {t('about.images.addTitle')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            <ImageUploadField
              label={t('about.images.fields.file')}
              value={file}
              onChange={(image) => {
                setFile(image);
                setError(undefined);
              }}
              error={error}
              messages={{
                invalidType: t('about.validation.invalidImage'),
                tooLarge: t('about.validation.imageTooLarge'),
              }}
              disabled={upload.isPending}
            />
            <TextFields idPrefix="new-about-image" texts={texts} onChange={setTexts} />
            {progress !== null && file && (
              <UploadProgress
                item={{ id: 'about-image', label: file.file.name, fraction: progress, status: 'uploading' }}
              />
            )}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={upload.isPending}>
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
  const queryClient = useQueryClient();
  const save = useUseCase(SaveAboutImage);
  const move = useUseCase(MoveAboutImage);
  const remove = useUseCase(DeleteAboutImage);
  const [texts, setTexts] = useState<Texts>(() => textsOf(image));
  const label = image.title || image.alt_text || t('about.images.untitled');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['about'] });

  const update = useMutation({
    mutationFn: () =>
      save.execute(
        { section_id: image.section_id, image_url: image.image_url, ...savedTexts(texts) },
        image.id,
      ),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('About image update failed', result.error);
        notify('error', t('common.error'), t('about.images.messages.updateError'));
        return;
      }
      notify('success', t('about.images.messages.updated'));
      await refresh();
    },
    onError: (error) => {
      console.error('About image update failed', error);
      notify('error', t('common.error'), t('about.images.messages.updateError'));
    },
  });

  const reorder = useMutation({
    mutationFn: (direction: Direction) => move.execute(image.id, direction),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('About image move failed', result.error);
        notify('error', t('common.error'), t('about.images.messages.updateError'));
      }
      await refresh();
    },
    onError: (error) => {
      console.error('About image move failed', error);
      notify('error', t('common.error'), t('about.images.messages.updateError'));
    },
  });

  const destroy = useMutation({
    mutationFn: () => remove.execute(image.id),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('About image delete failed', result.error);
        notify('error', t('common.error'), t('about.images.messages.deleteError'));
        return;
      }
      notify('success', t('about.images.messages.deleted'));
      await refresh();
    },
    onError: (error) => {
      console.error('About image delete failed', error);
      notify('error', t('common.error'), t('about.images.messages.deleteError'));
    },
  });

  const busy = update.isPending || reorder.isPending || destroy.isPending;
  const idPrefix = `about-image-${image.id}`;

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
                <ArrowIcon direction="up" />
              </IconButton>
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t('about.images.moveDown', { name: label })}
                disabled={last || busy}
                onClick={() => reorder.mutate('down')}
              >
                <ArrowIcon direction="down" />
              </IconButton>
            </HStack>
          </Box>
          <Stack flex="1" minW={0} gap={3}>
            <TextFields idPrefix={idPrefix} texts={texts} onChange={setTexts} />
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
                disabled={busy || sameTexts(texts, textsOf(image))}
                loading={update.isPending}
                onClick={() => update.mutate()}
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

import { Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveVideo } from '../../../application/videos/save-video';
import { UploadVideo } from '../../../application/videos/upload-video';
import type { PortError } from '../../../domain/shared/result';
import type { ContentLanguage } from '../../../domain/shared/translations';
import {
  VIDEO_TEXT_FIELDS,
  VIDEO_TEXTS,
  type RestaurantVideo,
  type VideoText,
} from '../../../domain/video/restaurant-video';
import { checkVideoFile, MAX_VIDEO_BYTES, type VideoFileProblem } from '../../../domain/video/video-upload';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { FileDropZone } from '../shared/file-drop-zone';
import { formatBytes } from '../shared/format-bytes';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
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
import { logFailure } from '../shared/log-failure';
import { invalidateVideos } from './video-queries';

interface Fields {
  /** Title and description in German, English and Chinese. */
  readonly texts: TranslatedTexts<VideoText>;
  readonly display_order: string;
  readonly featured_for_hero: boolean;
  readonly is_featured: boolean;
  readonly autoplay: boolean;
  readonly show_controls: boolean;
}

/** Spec section 5's toast titles and messages for a file that cannot be a video. */
const FILE_PROBLEM: Record<VideoFileProblem, { title: string; message: string }> = {
  videoRequired: { title: 'common.error', message: 'videos.validation.videoRequired' },
  invalidType: { title: 'videos.validation.invalidTypeTitle', message: 'videos.validation.invalidType' },
  tooLarge: { title: 'videos.validation.tooLargeTitle', message: 'videos.validation.tooLarge' },
};

const toFields = (video: RestaurantVideo | null): Fields => ({
  texts: translatedTextsOf(video, VIDEO_TEXT_FIELDS),
  display_order: String(video?.display_order ?? 0),
  featured_for_hero: video?.featured_for_hero ?? false,
  is_featured: video?.is_featured ?? false,
  autoplay: video?.autoplay ?? false,
  show_controls: video?.show_controls ?? true,
});

/** A number field's value; blank is 0 and anything else that is not a number is refused by the schema. */
const orderOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Upload a new video (video null) or edit one's details; the file of an existing video stays. */
export const VideoDialog = ({ video, onClose }: { video: RestaurantVideo | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const uploadVideo = useUseCase(UploadVideo);
  const saveVideo = useUseCase(SaveVideo);
  const [fields, setFields] = useState<Fields>(() => toFields(video));
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<PreparedImage | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  /** A text's error key: the German column's own, or its translation's. */
  const textKey = (field: VideoText, language: ContentLanguage) =>
    language === 'de' ? field : translationIssueKey(language, field);
  const setText = (field: VideoText, language: ContentLanguage, text: string) => {
    setFields((f) => ({ ...f, texts: { ...f.texts, [field]: { ...f.texts[field], [language]: text } } }));
    setErrors(({ [textKey(field, language)]: _, ...rest }) => rest);
  };
  const textErrors = (field: VideoText) => ({
    de: errors[textKey(field, 'de')],
    en: errors[textKey(field, 'en')],
    zh: errors[textKey(field, 'zh')],
  });
  const fileProblem = (problem: VideoFileProblem) => {
    setErrors((e) => ({ ...e, video_url: t(FILE_PROBLEM[problem].message) }));
    notify('error', t(FILE_PROBLEM[problem].title), t(FILE_PROBLEM[problem].message));
  };

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    const problem = checkVideoFile(chosen);
    if (problem) return fileProblem(problem);
    setFile(chosen);
    setErrors(({ video_url: _, ...rest }) => rest);
  };

  const failed = (error: PortError) => {
    logFailure(video ? 'Failed to save video' : 'Failed to upload video', error);
    const issues = error.issues ?? {};
    setErrors(Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, t(key)])));
    const first = Object.values(issues)[0];
    if (error.kind === 'Invalid' && first) notify('error', t('common.error'), t(first));
    else if (video) notify('error', t('common.error'), t('videos.messages.saveFailed'));
    else notify('error', t('videos.messages.uploadFailedTitle'), t('videos.messages.uploadFailed'));
  };

  const submit = async () => {
    const details = {
      title: fields.texts.title.de,
      description: fields.texts.description.de,
      translations: translationsOf(fields.texts),
      display_order: orderOf(fields.display_order),
      featured_for_hero: fields.featured_for_hero,
      is_featured: fields.is_featured,
      autoplay: fields.autoplay,
      show_controls: fields.show_controls,
    };
    if (!video) {
      const problem = checkVideoFile(file);
      if (problem) return fileProblem(problem);
    }
    setBusy(true);
    if (!video) setProgress(0);
    const result = video
      ? await saveVideo.execute(
          { ...details, video_url: video.video_url, thumbnail_url: video.thumbnail_url },
          video.id,
        )
      : await uploadVideo.execute({ file, poster: poster?.file ?? null, details, onProgress: setProgress });
    setBusy(false);
    setProgress(null);
    if (!result.ok) return failed(result.error);
    notify('success', t(video ? 'videos.messages.saved' : 'videos.messages.uploaded'));
    await invalidateVideos(queryClient);
    onClose();
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t(video ? 'videos.dialog.editTitle' : 'videos.dialog.uploadTitle')}
      onSubmit={() => void submit()}
      submitLabel={t(video ? 'videos.dialog.save' : 'videos.dialog.upload')}
      busy={busy}
      maxW="5xl"
    >
      <Stack gap={5}>
        {!video && (
          <Field.Root required invalid={Boolean(errors.video_url)}>
            <Field.Label>
              {t('videos.dialog.file')} <Field.RequiredIndicator />
            </Field.Label>
            <FileDropZone
              label={file ? t('videos.dialog.replaceFile') : t('videos.dialog.chooseFile')}
              hint={t('videos.dialog.fileHint', { size: formatBytes(MAX_VIDEO_BYTES, i18n.language) })}
              accept="video/*"
              disabled={busy}
              invalid={Boolean(errors.video_url)}
              onFiles={choose}
              name="video"
            />
            {file && (
              <Text textStyle="sm" color="fg.muted" data-testid="chosen-video">
                {t('videos.dialog.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) })}
              </Text>
            )}
            <Field.ErrorText>{errors.video_url}</Field.ErrorText>
          </Field.Root>
        )}
        <TranslationStatus row={asTranslatable(fields.texts)} fields={VIDEO_TEXT_FIELDS} />
        <TranslatedTextField
          id="video-title"
          label={t('videos.dialog.title')}
          value={fields.texts.title}
          onChange={(language, text) => setText('title', language, text)}
          required
          maxLength={VIDEO_TEXTS.title}
          errors={textErrors('title')}
        />
        <TranslatedTextField
          id="video-description"
          label={t('videos.dialog.description')}
          value={fields.texts.description}
          onChange={(language, text) => setText('description', language, text)}
          maxLength={VIDEO_TEXTS.description}
          rows={2}
          errors={textErrors('description')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root invalid={Boolean(errors.display_order)}>
            <Field.Label>{t('videos.dialog.displayOrder')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              value={fields.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />
            <Field.ErrorText>{errors.display_order}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Stack gap={3}>
          <LabeledSwitch
            label={t('videos.dialog.hero')}
            checked={fields.featured_for_hero}
            onChange={(v) => set('featured_for_hero', v)}
          />
          <LabeledSwitch
            label={t('videos.dialog.tour')}
            checked={fields.is_featured}
            onChange={(v) => set('is_featured', v)}
          />
          <HStack gap={8} wrap="wrap">
            <LabeledSwitch
              label={t('videos.dialog.autoplay')}
              checked={fields.autoplay}
              onChange={(v) => set('autoplay', v)}
            />
            <LabeledSwitch
              label={t('videos.dialog.controls')}
              checked={fields.show_controls}
              onChange={(v) => set('show_controls', v)}
            />
          </HStack>
          {fields.autoplay && (
            <Text textStyle="sm" color="fg.muted">
              {t('videos.dialog.autoplayMuted')}
            </Text>
          )}
        </Stack>
        {!video && (
          <ImageUploadField
            label={t('videos.dialog.poster')}
            value={poster}
            onChange={setPoster}
            error={errors.thumbnail_url}
            disabled={busy}
          />
        )}
        {progress !== null && file && (
          <UploadProgress
            item={{
              id: 'video',
              label: file.name,
              fraction: progress,
              status: progress >= 1 ? 'done' : 'uploading',
            }}
          />
        )}
      </Stack>
    </AdminDialog>
  );
};

import { Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveVideo } from '../../../application/videos/save-video';
import { UploadVideo } from '../../../application/videos/upload-video';
import {
  VIDEO_TEXT_FIELDS,
  VIDEO_TEXTS,
  type RestaurantVideo,
  type VideoText,
} from '../../../domain/video/restaurant-video';
import { checkVideoFile, MAX_VIDEO_BYTES, type VideoFileProblem } from '../../../domain/video/video-upload';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { FileDropZone } from '../shared/file-drop-zone';
import { formatBytes } from '../shared/format-bytes';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import type { PreparedImage } from '../shared/resize-image';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { useAdminForm, type Refusal } from '../shared/use-admin-form';
import { VIDEO_WRITES } from './video-queries';

interface Fields {
  /** Title and description in German, English and Chinese. */
  readonly texts: TranslatedTexts<VideoText>;
  readonly display_order: string;
  readonly featured_for_hero: boolean;
  readonly is_featured: boolean;
  readonly autoplay: boolean;
  readonly show_controls: boolean;
}

/** The toast title and message for each reason a file cannot be the video. */
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
  const invalidate = useInvalidateAreas();
  const uploadVideo = useUseCase(UploadVideo);
  const saveVideo = useUseCase(SaveVideo);
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<PreparedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  /** A file that cannot be a video: its message under the file field, and the matching toast. */
  const fileProblem = (problem: VideoFileProblem): Refusal => ({
    issues: { video_url: FILE_PROBLEM[problem].message },
    toast: { title: t(FILE_PROBLEM[problem].title), description: t(FILE_PROBLEM[problem].message) },
    keepOthers: true,
  });

  const form = useAdminForm({
    initial: () => toFields(video),
    idPrefix: 'video',
    textLimits: VIDEO_TEXTS,
    log: video ? 'Failed to save video' : 'Failed to upload video',
    check: () => {
      const problem = video ? null : checkVideoFile(file);
      return problem ? fileProblem(problem) : null;
    },
    save: (fields) => {
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
      if (video)
        return saveVideo.execute(
          { ...details, video_url: video.video_url, thumbnail_url: video.thumbnail_url },
          video.id,
        );
      setProgress(0);
      return uploadVideo.execute({ file, poster: poster?.file ?? null, details, onProgress: setProgress });
    },
    refused: (error) => {
      const first = Object.values(error.issues ?? {})[0];
      if (error.kind === 'Invalid' && first) return { toast: t(first) };
      if (video) return { toast: t('videos.messages.saveFailed') };
      return {
        toast: {
          title: t('videos.messages.uploadFailedTitle'),
          description: t('videos.messages.uploadFailed'),
        },
      };
    },
    saved: async () => {
      notify('success', t(video ? 'videos.messages.saved' : 'videos.messages.uploaded'));
      await invalidate(...VIDEO_WRITES);
      onClose();
    },
  });
  const { values: fields, set } = form;

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    const problem = checkVideoFile(chosen);
    if (problem) return form.refuse(fileProblem(problem));
    setFile(chosen);
    form.clear('video_url');
  };
  const busy = form.saving;
  const fileMessage = form.message('video_url');

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t(video ? 'videos.dialog.editTitle' : 'videos.dialog.uploadTitle')}
      onSubmit={form.submit}
      submitLabel={t(video ? 'videos.dialog.save' : 'videos.dialog.upload')}
      busy={busy}
      maxW="5xl"
    >
      <Stack gap={5}>
        {!video && (
          <Field.Root required invalid={Boolean(fileMessage)}>
            <Field.Label>
              {t('videos.dialog.file')} <Field.RequiredIndicator />
            </Field.Label>
            <FileDropZone
              label={file ? t('videos.dialog.replaceFile') : t('videos.dialog.chooseFile')}
              hint={t('videos.dialog.fileHint', { size: formatBytes(MAX_VIDEO_BYTES, i18n.language) })}
              accept="video/*"
              disabled={busy}
              invalid={Boolean(fileMessage)}
              onFiles={choose}
              name="video"
            />
            {file && (
              <Text textStyle="sm" color="fg.muted" data-testid="chosen-video">
                {t('videos.dialog.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) })}
              </Text>
            )}
            <Field.ErrorText>{fileMessage}</Field.ErrorText>
          </Field.Root>
        )}
        {form.translationStatus()}
        {form.textField('title', t('videos.dialog.title'), { required: true })}
        {form.textField('description', t('videos.dialog.description'), { rows: 2 })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {form.field(
            'display_order',
            t('videos.dialog.displayOrder'),
            <Input
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              value={fields.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />,
          )}
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
            error={form.message('thumbnail_url')}
            disabled={busy}
          />
        )}
        {busy && progress !== null && file && (
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

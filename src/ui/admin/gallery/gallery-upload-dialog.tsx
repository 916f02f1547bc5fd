import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadGalleryImages } from '../../../application/gallery/upload-gallery-images';
import { splitImageFiles } from '../../../domain/gallery/gallery-upload';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { FileDropZone } from '../shared/file-drop-zone';
import { formatBytes } from '../shared/format-bytes';
import { prepareImage } from '../shared/resize-image';
import { UploadProgressList, type UploadStatus } from '../shared/upload-progress';
import { logFailure } from '../shared/log-failure';
import {
  galleryDetailsOf,
  GalleryFields,
  galleryFieldValuesOf,
  type GalleryFieldValues,
} from './gallery-fields';
import { invalidateGallery } from './gallery-queries';

interface Entry {
  readonly id: string;
  readonly name: string;
  readonly originalSize: number;
  /** The resized file once ready. */
  readonly file: File | null;
  readonly status: UploadStatus;
  readonly fraction: number;
}

const EMPTY_FIELDS: GalleryFieldValues = galleryFieldValuesOf(null);

/**
 * Several pictures at once (spec sections 4, 5 and 7): each is shrunk as soon as it is chosen, then all go
 * up one by one with their own progress bar. Pictures that fail stay in the dialog to try again.
 */
export const GalleryUploadDialog = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const uploadGalleryImages = useUseCase(UploadGalleryImages);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [fields, setFields] = useState<GalleryFieldValues>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);

  const patch = (id: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)));

  const choose = async (files: File[]) => {
    const { images, rejected } = splitImageFiles(files);
    if (rejected.length > 0)
      notify('error', t('gallery.messages.invalidFilesTitle'), t('gallery.messages.invalidFiles'));
    const added = images.map((file) => ({
      id: String(nextId.current++),
      name: file.name,
      originalSize: file.size,
      file: null,
      status: 'preparing' as const,
      fraction: 0,
      original: file,
    }));
    setEntries((list) => [...list, ...added.map(({ original: _, ...entry }) => entry)]);
    for (const entry of added) {
      const prepared = await prepareImage(entry.original);
      patch(entry.id, { file: prepared.file, status: 'waiting' });
    }
  };

  const submit = async () => {
    const ready = entries.filter((e): e is Entry & { file: File } => e.file !== null);
    if (entries.length === 0) {
      notify('error', t('gallery.messages.noFilesTitle'), t('gallery.messages.noFiles'));
      return;
    }
    if (fields.texts.title.de.trim() === '') {
      setErrors({ title: t('gallery.validation.titleRequired') });
      notify('error', t('common.error'), t('gallery.validation.titleRequired'));
      return;
    }
    if (ready.length < entries.length) return;
    setBusy(true);
    const byFile = new Map(ready.map((e) => [e.file, e.id]));
    setEntries((list) => list.map((e) => ({ ...e, status: 'uploading', fraction: 0 })));
    const result = await uploadGalleryImages.execute({
      files: ready.map((e) => e.file),
      details: galleryDetailsOf(fields),
      onProgress: (file, fraction) => {
        const id = byFile.get(file);
        if (id) patch(id, { fraction, status: fraction >= 1 ? 'done' : 'uploading' });
      },
    });
    setBusy(false);
    if (!result.ok) {
      logFailure('Failed to upload images', result.error);
      const issues = Object.entries(result.error.issues ?? {});
      setErrors(Object.fromEntries(issues.map(([field, key]) => [field, t(key)])));
      setEntries((list) => list.map((e) => ({ ...e, status: 'waiting', fraction: 0 })));
      notify('error', t('gallery.messages.uploadFailedTitle'), t('gallery.messages.uploadFailed'));
      return;
    }
    const { uploaded, failed } = result.value;
    if (uploaded.length > 0) {
      notify('success', t('gallery.messages.uploaded', { count: uploaded.length }));
      await invalidateGallery(queryClient);
    }
    if (failed.length === 0) {
      onClose();
      return;
    }
    console.error('Some images were not uploaded', failed);
    const failedIds = new Set(failed.map((f) => byFile.get(f.file)));
    setEntries((list) =>
      list.filter((e) => failedIds.has(e.id)).map((e) => ({ ...e, status: 'failed', fraction: 0 })),
    );
    notify('error', t('gallery.messages.uploadFailedTitle'), t('gallery.messages.uploadFailed'));
  };

  const preparing = entries.some((e) => e.status === 'preparing');
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('gallery.upload.title')}
      onSubmit={() => void submit()}
      submitLabel={t('gallery.upload.submit', { count: entries.length })}
      busy={busy || preparing}
      maxW="5xl"
    >
      <Stack gap={5}>
        <FileDropZone
          label={t('gallery.upload.choose')}
          hint={t('gallery.upload.hint', { size: formatBytes(5 * 1024 * 1024, i18n.language) })}
          accept="image/*"
          multiple
          disabled={busy}
          onFiles={(files) => void choose(files)}
        />
        {entries.length > 0 &&
          (busy || entries.some((e) => e.status === 'failed' || e.status === 'done') ? (
            <UploadProgressList
              items={entries.map((e) => ({
                id: e.id,
                label: e.name,
                fraction: e.fraction,
                status: e.status,
              }))}
            />
          ) : (
            <Stack as="ul" gap={1} listStyleType="none" aria-label={t('gallery.upload.selected')}>
              {entries.map((e) => (
                <HStack as="li" key={e.id} justify="space-between" gap={2} textStyle="sm">
                  <Text truncate minW={0}>
                    {e.name}
                  </Text>
                  <HStack gap={1} flexShrink={0}>
                    <Text color="fg.muted">
                      {e.file
                        ? t('gallery.upload.sizes', {
                            original: formatBytes(e.originalSize, i18n.language),
                            result: formatBytes(e.file.size, i18n.language),
                          })
                        : t('shared.upload.status.preparing')}
                    </Text>
                    <CloseButton
                      size="2xs"
                      aria-label={t('gallery.upload.removeFile', { name: e.name })}
                      onClick={() => setEntries((list) => list.filter((x) => x.id !== e.id))}
                    />
                  </HStack>
                </HStack>
              ))}
            </Stack>
          ))}
        {entries.some((e) => e.status === 'failed') && !busy && (
          <HStack justify="space-between" gap={2}>
            <Text textStyle="sm" color="fg.error">
              {t('gallery.upload.retryHint')}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => setEntries([])}>
              {t('gallery.upload.clear')}
            </Button>
          </HStack>
        )}
        <GalleryFields
          values={fields}
          onChange={(next) => {
            setFields(next);
            setErrors({});
          }}
          errors={errors}
          titleHelp={
            entries.length > 1
              ? t('gallery.upload.titleHelp', { title: fields.texts.title.de.trim() || '…' })
              : undefined
          }
          featuredLabel={entries.length > 1 ? t('gallery.upload.featuredFirst') : t('gallery.form.featured')}
        />
      </Stack>
    </AdminDialog>
  );
};

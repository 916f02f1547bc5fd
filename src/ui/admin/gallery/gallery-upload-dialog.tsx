import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadGalleryImages } from '../../../application/gallery/upload-gallery-images';
import { GALLERY_IMAGE_TEXTS } from '../../../domain/gallery/gallery-image';
import { splitImageFiles } from '../../../domain/gallery/gallery-upload';
import { mapResult } from '../../../domain/shared/result';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { FileDropZone } from '../shared/file-drop-zone';
import { formatBytes } from '../shared/format-bytes';
import { prepareImage } from '../shared/resize-image';
import { UploadProgressList, type UploadStatus } from '../shared/upload-progress';
import { useAdminForm } from '../shared/use-admin-form';
import {
  galleryDetailsOf,
  GalleryFields,
  galleryFieldValuesOf,
  type GalleryFieldValues,
} from './gallery-fields';
import { GALLERY_WRITES } from './gallery-queries';

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
const TITLE_REQUIRED = 'admin:gallery.validation.titleRequired';

/**
 * Several pictures at once: each is shrunk as soon as it is chosen, then all go up one by one with their own
 * progress bar, sharing the texts (numbered titles for more than one). Pictures that fail stay in the dialog
 * to try again.
 */
export const GalleryUploadDialog = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const uploadGalleryImages = useUseCase(UploadGalleryImages);
  const [entries, setEntries] = useState<readonly Entry[]>([]);
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

  const form = useAdminForm({
    initial: EMPTY_FIELDS,
    idPrefix: 'gallery',
    textLimits: GALLERY_IMAGE_TEXTS,
    log: 'Failed to upload images',
    check: (fields) => {
      if (entries.length === 0)
        return {
          toast: { title: t('gallery.messages.noFilesTitle'), description: t('gallery.messages.noFiles') },
        };
      if (fields.texts.title.de.trim() === '')
        return { issues: { title: TITLE_REQUIRED }, toast: t('gallery.validation.titleRequired') };
      // A picture still being shrunk: nothing is sent yet, and nothing more is said.
      if (entries.some((e) => e.file === null)) return { keepOthers: true };
      return null;
    },
    save: async (fields) => {
      const ready = entries.filter((e): e is Entry & { file: File } => e.file !== null);
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
      if (!result.ok) setEntries((list) => list.map((e) => ({ ...e, status: 'waiting', fraction: 0 })));
      return mapResult(result, (value) => ({ ...value, byFile }));
    },
    refused: () => ({ toast: uploadFailed() }),
    saved: async ({ uploaded, failed, byFile }) => {
      if (uploaded.length > 0) {
        notify('success', t('gallery.messages.uploaded', { count: uploaded.length }));
        await invalidate(...GALLERY_WRITES);
      }
      if (failed.length === 0) return onClose();
      console.error('Some images were not uploaded', failed);
      const failedIds = new Set(failed.map((f) => byFile.get(f.file)));
      setEntries((list) =>
        list.filter((e) => failedIds.has(e.id)).map((e) => ({ ...e, status: 'failed', fraction: 0 })),
      );
      const { title, description } = uploadFailed();
      notify('error', title, description);
    },
  });
  const uploadFailed = () => ({
    title: t('gallery.messages.uploadFailedTitle'),
    description: t('gallery.messages.uploadFailed'),
  });
  const busy = form.saving;
  const fields = form.values;

  const preparing = entries.some((e) => e.status === 'preparing');
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('gallery.upload.title')}
      onSubmit={form.submit}
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
          form={form}
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

import { Image, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateGalleryImage } from '../../../application/gallery/update-gallery-image';
import type { GalleryImage } from '../../../domain/gallery/gallery-image';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { logFailure } from '../shared/log-failure';
import {
  galleryDetailsOf,
  GalleryFields,
  galleryFieldValuesOf,
  type GalleryFieldValues,
} from './gallery-fields';
import { invalidateGallery } from './gallery-queries';

/** Changes a picture's words, category and featured flag; the file and its place stay. */
export const GalleryEditDialog = ({ image, onClose }: { image: GalleryImage; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const updateGalleryImage = useUseCase(UpdateGalleryImage);
  const [fields, setFields] = useState<GalleryFieldValues>(() => galleryFieldValuesOf(image));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const result = await updateGalleryImage.execute(image.id, galleryDetailsOf(fields));
    setBusy(false);
    if (result.ok) {
      notify('success', t('gallery.messages.updated'));
      await invalidateGallery(queryClient);
      onClose();
      return;
    }
    logFailure('Failed to update image', result.error);
    const issues = Object.entries(result.error.issues ?? {});
    const [, firstIssue] = issues[0] ?? [];
    if (firstIssue) {
      setErrors(Object.fromEntries(issues.map(([field, key]) => [field, t(key)])));
      notify('error', t('common.error'), t(firstIssue));
    } else {
      notify('error', t('common.error'), t('gallery.messages.updateFailed'));
    }
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('gallery.edit.title')}
      onSubmit={() => void submit()}
      busy={busy}
      maxW="5xl"
    >
      <Stack gap={5}>
        <Image
          src={image.image_url}
          alt={image.alt_text ?? image.title}
          maxH="60"
          objectFit="contain"
          rounded="md"
          bg="bg.muted"
        />
        <GalleryFields
          values={fields}
          onChange={(next) => {
            setFields(next);
            setErrors({});
          }}
          errors={errors}
          featuredLabel={t('gallery.form.featured')}
        />
      </Stack>
    </AdminDialog>
  );
};

import { Image, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UpdateGalleryImage } from '../../../application/gallery/update-gallery-image';
import { GALLERY_IMAGE_TEXTS, type GalleryImage } from '../../../domain/gallery/gallery-image';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { useAdminForm } from '../shared/use-admin-form';
import { galleryDetailsOf, GalleryFields, galleryFieldValuesOf } from './gallery-fields';
import { GALLERY_WRITES } from './gallery-queries';

/** Changes a picture's words, category and featured flag; the file and its place stay. */
export const GalleryEditDialog = ({ image, onClose }: { image: GalleryImage; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const updateGalleryImage = useUseCase(UpdateGalleryImage);
  const form = useAdminForm({
    initial: () => galleryFieldValuesOf(image),
    idPrefix: 'gallery',
    textLimits: GALLERY_IMAGE_TEXTS,
    log: 'Failed to update image',
    save: (values) => updateGalleryImage.execute(image.id, galleryDetailsOf(values)),
    // The first refused field's words are the toast ('Title is required').
    refused: (error) => {
      const first = Object.values(error.issues ?? {})[0];
      return { toast: first ? t(first) : t('gallery.messages.updateFailed') };
    },
    saved: async () => {
      notify('success', t('gallery.messages.updated'));
      await invalidate(...GALLERY_WRITES);
      onClose();
    },
  });

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !form.saving && onClose()}
      title={t('gallery.edit.title')}
      onSubmit={form.submit}
      busy={form.saving}
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
        <GalleryFields form={form} featuredLabel={t('gallery.form.featured')} />
      </Stack>
    </AdminDialog>
  );
};

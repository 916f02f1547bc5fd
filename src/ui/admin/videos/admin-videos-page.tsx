import { Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteVideo } from '../../../application/videos/delete-video';
import { SaveVideo } from '../../../application/videos/save-video';
import { SetHeroVideo } from '../../../application/videos/set-hero-video';
import type { RestaurantVideo } from '../../../domain/video/restaurant-video';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { useErrorToast } from '../shared/use-error-toast';
import { VideoCard } from './video-card';
import { VideoDialog } from './video-dialog';
import { adminVideosQuery, VIDEO_WRITES } from './video-queries';

type Editing = { readonly video: RestaurantVideo | null } | null;

export const AdminVideosPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const invalidate = useInvalidateAreas();
  const videos = useQuery(adminVideosQuery(container));
  const setHeroVideo = useUseCase(SetHeroVideo);
  const saveVideo = useUseCase(SaveVideo);
  const deleteVideo = useUseCase(DeleteVideo);
  const [editing, setEditing] = useState<Editing>(null);
  useErrorToast(videos.error, t('common.error'), t('videos.messages.fetchFailed'));

  /** One card action at a time: its toast, then the pages that show videos refreshed. */
  const action = useMutation({
    mutationFn: ({
      act,
    }: {
      video: RestaurantVideo;
      act: () => Promise<{ ok: boolean }>;
      success: string;
      failure: string;
    }) => act(),
    onSuccess: async (result, { success, failure }) => {
      if (!result.ok) {
        console.error(failure, result);
        notify('error', t('common.error'), failure);
        return;
      }
      notify('success', success);
      await invalidate(...VIDEO_WRITES);
    },
    onError: (error, { failure }) => {
      console.error(failure, error);
      notify('error', t('common.error'), failure);
    },
  });
  const busyId = action.isPending ? action.variables.video.id : null;
  const run = (
    video: RestaurantVideo,
    act: () => Promise<{ ok: boolean }>,
    success: string,
    failure: string,
  ) => action.mutate({ video, act, success, failure });

  const toggleHero = (video: RestaurantVideo) =>
    run(
      video,
      () => setHeroVideo.execute(video.id, !video.featured_for_hero),
      t(video.featured_for_hero ? 'videos.messages.heroRemoved' : 'videos.messages.heroSet', {
        title: video.title,
      }),
      t('videos.messages.heroFailed'),
    );

  const toggleTour = (video: RestaurantVideo) =>
    run(
      video,
      () => saveVideo.execute({ ...video, is_featured: !video.is_featured }, video.id),
      t(video.is_featured ? 'videos.messages.tourRemoved' : 'videos.messages.tourSet', {
        title: video.title,
      }),
      t('videos.messages.saveFailed'),
    );

  const remove = (video: RestaurantVideo) => {
    if (!confirmAction(t('videos.messages.confirmDelete', { title: video.title }))) return;
    run(
      video,
      () => deleteVideo.execute(video.id),
      t('videos.messages.deleted', { title: video.title }),
      t('videos.messages.deleteFailed'),
    );
  };

  const uploadButton = (
    <Button colorPalette="brand" onClick={() => setEditing({ video: null })}>
      {t('videos.uploadButton')}
    </Button>
  );
  const list = videos.data ?? [];
  return (
    <>
      <AdminPageHeading
        title={t('videos.title')}
        description={t('videos.description')}
        actions={uploadButton}
      />
      {videos.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} h="80" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <AdminEmptyState
          title={t('videos.empty.title')}
          description={t('videos.empty.description')}
          action={uploadButton}
        />
      ) : (
        <>
          <Text color="fg.muted" textStyle="sm" mb={4}>
            {t('videos.heroHint')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
            {list.map((video) => (
              <VideoCard
                key={video.id}
                video={video}
                busy={busyId === video.id}
                onHero={() => toggleHero(video)}
                onTour={() => toggleTour(video)}
                onEdit={() => setEditing({ video })}
                onDelete={() => remove(video)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      {editing && <VideoDialog video={editing.video} onClose={() => setEditing(null)} />}
    </>
  );
};

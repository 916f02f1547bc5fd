import { AspectRatio, Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VIDEO_TEXT_FIELDS, type RestaurantVideo } from '../../../domain/video/restaurant-video';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { TranslationStatus } from '../shared/translated-text-field';

/** One video with its flags and actions; the preview loads only its metadata until played. */
export const VideoCard = ({
  video,
  busy,
  onHero,
  onTour,
  onEdit,
  onDelete,
}: {
  video: RestaurantVideo;
  busy: boolean;
  onHero: () => void;
  onTour: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Card.Root overflow="hidden" data-testid="video-card">
      <AspectRatio ratio={16 / 9} bg="black">
        <video
          src={video.video_url}
          poster={video.thumbnail_url ?? undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={video.title}
        />
      </AspectRatio>
      <Card.Body gap={2} p={4}>
        <HStack gap={1} wrap="wrap">
          {video.featured_for_hero && (
            <Badge colorPalette="brand" variant="solid">
              {t('videos.card.hero')}
            </Badge>
          )}
          {video.is_featured && <Badge colorPalette="green">{t('videos.card.tour')}</Badge>}
          {video.autoplay && <Badge variant="subtle">{t('videos.card.autoplay')}</Badge>}
          {!video.show_controls && <Badge variant="subtle">{t('videos.card.noControls')}</Badge>}
        </HStack>
        <Card.Title as="h2" fontSize="md">
          {video.title}
        </Card.Title>
        <TranslationStatus row={video} fields={VIDEO_TEXT_FIELDS} />
        {video.description && (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {video.description}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          {t('videos.card.order', { order: video.display_order })}
        </Text>
      </Card.Body>
      <Card.Footer p={4} pt={0}>
        <Stack w="full" gap={2}>
          <Button
            size="sm"
            variant={video.featured_for_hero ? 'outline' : 'solid'}
            colorPalette="brand"
            onClick={onHero}
            loading={busy}
          >
            {t(video.featured_for_hero ? 'videos.card.removeHero' : 'videos.card.setHero')}
          </Button>
          <Button size="sm" variant="outline" onClick={onTour} disabled={busy}>
            {t(video.is_featured ? 'videos.card.removeTour' : 'videos.card.setTour')}
          </Button>
          <EditDeleteButtons
            editText={t('videos.card.edit')}
            deleteText={t('videos.card.delete')}
            editLabel={t('videos.card.editLabel', { title: video.title })}
            deleteLabel={t('videos.card.deleteLabel', { title: video.title })}
            onEdit={onEdit}
            onDelete={onDelete}
            busy={busy}
          />
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
};

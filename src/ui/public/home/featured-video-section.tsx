import { AspectRatio, Box, Center, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantVideo } from '../../../domain/video/restaurant-video';
import { useContainer } from '../../app/container-context';
import { Picture } from '../picture';
import { PublicIcon } from '../public-icons';
import { featuredVideoQuery } from '../queries';
import { SectionHeading } from '../section-heading';
import { useLocalized } from '../use-localized';
import { useLoggedError } from '../use-logged-error';
import { drawnNearTheViewport } from '../near-the-viewport';

const FRAME = { rounded: '2xl', overflow: 'hidden', shadow: 'xl', bg: '#3b2314' } as const;

/** The round play mark of the frame, on the video's poster and on the placeholder. */
const PlayMark = ({ bg = 'whiteAlpha.200' }: { bg?: string }) => (
  <Center
    boxSize={{ base: 14, md: 20 }}
    rounded="full"
    bg={bg}
    borderWidth="2px"
    borderColor="whiteAlpha.600"
    color="white"
  >
    <PublicIcon name="play" boxSize={{ base: 6, md: 8 }} />
  </Center>
);

const play = (element: HTMLVideoElement) =>
  void element.play().catch((error) => console.error('The tour video could not play', error));

/**
 * The tour video. Its title and description sit over the top of the frame and appear on hover and whenever
 * the video has keyboard focus; they are in the document all along for screen readers.
 *
 * A video the guest starts shows its poster and a play button until the first tap: the browser's video
 * element with its controls costs the phone as much style and paint work as the rest of the home page
 * (decision 0100). The tap puts the video in its place and plays it, with sound, since the guest asked.
 */
const TourVideo = ({ video: stored }: { video: RestaurantVideo }) => {
  const { t } = useTranslation('homepage');
  const video = useLocalized()(stored);
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) play(element);
    else element.pause();
  };
  useEffect(() => {
    const element = ref.current;
    if (!started || !element) return;
    element.focus();
    play(element);
  }, [started]);
  // Without the browser's controls, the frame itself plays and pauses, by click and by Enter or Space.
  const onKeyDown = (event: KeyboardEvent) => {
    if (video.show_controls || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    toggle();
  };

  return (
    <chakra.figure className="group" position="relative" m={0} {...FRAME}>
      <AspectRatio ratio={16 / 9}>
        {video.autoplay || started ? (
          <chakra.video
            ref={ref}
            src={video.video_url}
            poster={video.thumbnail_url ?? undefined}
            aria-label={video.title}
            loop
            // Browsers only autoplay silent video, so autoplay implies muted.
            autoPlay={video.autoplay}
            muted={video.autoplay}
            controls={video.show_controls}
            playsInline
            preload={video.autoplay ? 'auto' : 'none'}
            tabIndex={0}
            onClick={video.show_controls ? undefined : toggle}
            onKeyDown={onKeyDown}
            objectFit="cover"
            cursor={video.show_controls ? undefined : 'pointer'}
            _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '-3px' }}
          />
        ) : (
          <chakra.button
            type="button"
            aria-label={t('featuredVideo.play', { title: video.title })}
            onClick={() => setStarted(true)}
            cursor="pointer"
            _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '-3px' }}
          >
            {video.thumbnail_url && (
              <Picture
                src={video.thumbnail_url}
                alt=""
                frame={[1280, 720]}
                position="absolute"
                inset={0}
                h="full"
              />
            )}
            <Center position="absolute" inset={0}>
              {/* Dark under the white mark, so that it stands out on a light poster too. */}
              <PlayMark bg="blackAlpha.600" />
            </Center>
          </chakra.button>
        )}
      </AspectRatio>
      <chakra.figcaption
        position="absolute"
        insetX={0}
        top={0}
        p={{ base: 4, md: 6 }}
        color="white"
        bgImage="linear-gradient(to bottom, rgba(20, 10, 4, 0.85), rgba(20, 10, 4, 0))"
        pointerEvents="none"
        opacity={0}
        transition="opacity 0.3s ease"
        _groupHover={{ opacity: 1 }}
        _groupFocusWithin={{ opacity: 1 }}
      >
        <Heading as="h3" size={{ base: 'md', md: 'xl' }} fontFamily="heading">
          {video.title}
        </Heading>
        {video.description && (
          <Text mt={1} fontSize={{ base: 'sm', md: 'md' }} maxW="2xl" color="whiteAlpha.900">
            {video.description}
          </Text>
        )}
      </chakra.figcaption>
    </chakra.figure>
  );
};

/** No tour video yet (or its read failed): a 'Restaurant Tour' placeholder in the same frame. */
const TourPlaceholder = ({ busy }: { busy: boolean }) => {
  const { t } = useTranslation('homepage');
  return (
    <Box {...FRAME} aria-busy={busy || undefined}>
      <AspectRatio ratio={16 / 9}>
        <Center
          flexDirection="column"
          gap={3}
          color="white"
          textAlign="center"
          px={6}
          bgImage="radial-gradient(circle at 30% 20%, #8a4a22 0%, #3b2314 70%)"
        >
          <PlayMark />
          {!busy && (
            <Stack gap={1}>
              <Heading as="h3" size={{ base: 'lg', md: '2xl' }} fontFamily="heading">
                {t('featuredVideo.placeholderTitle')}
              </Heading>
              <Text color="whiteAlpha.900">{t('featuredVideo.placeholderText')}</Text>
            </Stack>
          )}
        </Center>
      </AspectRatio>
    </Box>
  );
};

export const FeaturedVideoSection = () => {
  const { t } = useTranslation('homepage');
  const { data: video, isPending, error } = useQuery(featuredVideoQuery(useContainer()));
  // A failed read is ignored beyond the log: the placeholder shows.
  useLoggedError(error, 'Failed to load the featured video');

  return (
    <Box
      as="section"
      aria-labelledby="featured-video-title"
      py={{ base: 14, md: 20 }}
      {...drawnNearTheViewport({ base: '550px', md: '850px' })}
    >
      <Container maxW="5xl">
        <SectionHeading
          id="featured-video-title"
          eyebrow={t('featuredVideo.badge')}
          title={t('featuredVideo.title')}
          intro={t('featuredVideo.intro')}
        />
        {video ? <TourVideo video={video} /> : <TourPlaceholder busy={isPending} />}
        <Text textAlign="center" mt={6} color="gray.700" fontStyle="italic" textWrap="pretty">
          {t('featuredVideo.closing')}
        </Text>
      </Container>
    </Box>
  );
};

import {
  Box,
  Button,
  Center,
  Container,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantVideo } from '../../../domain/video/restaurant-video';
import { useContainer } from '../../app/container-context';
import { OpeningHours } from '../opening-hours';
import { ContactDetails } from '../restaurant-contact';
import { PublicIcon, type PublicIconName } from '../public-icons';
import { heroVideoQuery } from '../queries';
import { useLoggedError } from '../use-logged-error';
import { useMotionAndDataAllowed } from '../use-media-preference';

export const HERO_IMAGE = '/demo/images/hero.svg';

/**
 * The static image is always there (it is the first paint and the fallback); the hero video joins only when
 * one exists, the visitor allows motion and data, and it actually plays. Errors are logged, never shown.
 */
const HeroBackground = ({ video }: { video: RestaurantVideo | null }) => {
  const allowed = useMotionAndDataAllowed();
  const [playing, setPlaying] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showVideo = allowed && video !== null && failedUrl !== video.video_url;

  return (
    <Box aria-hidden position="absolute" inset={0}>
      <chakra.img
        src={HERO_IMAGE}
        alt=""
        htmlWidth={1600}
        htmlHeight={900}
        w="full"
        h="full"
        objectFit="cover"
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      {showVideo && (
        <chakra.video
          key={video.video_url}
          src={video.video_url}
          poster={video.thumbnail_url ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          tabIndex={-1}
          position="absolute"
          inset={0}
          w="full"
          h="full"
          objectFit="cover"
          opacity={playing ? 1 : 0}
          transition="opacity 0.8s ease"
          onPlaying={() => setPlaying(true)}
          onError={() => {
            console.error('The hero video could not be played; showing the image instead:', video.video_url);
            setFailedUrl(video.video_url);
            setPlaying(false);
          }}
        />
      )}
      <Box
        position="absolute"
        inset={0}
        bgImage="linear-gradient(100deg, rgba(36, 18, 8, 0.88) 0%, rgba(36, 18, 8, 0.72) 55%, rgba(36, 18, 8, 0.45) 100%)"
      />
    </Box>
  );
};

const InfoCard = ({
  icon,
  title,
  children,
}: {
  icon: PublicIconName;
  title: string;
  children: ReactNode;
}) => (
  <HStack
    gap={3}
    align="flex-start"
    p={4}
    rounded="xl"
    // A tinted panel, not a blurred one: a backdrop blur is redrawn with every frame of the hero behind it,
    // and measured 25-45 ms more blocking time in Lighthouse's slow-phone run of the home page (decision 0102).
    bg="rgba(42, 24, 14, 0.62)"
    borderWidth="1px"
    borderColor="whiteAlpha.300"
  >
    <Center flexShrink={0} boxSize={10} rounded="full" bg="brand.600">
      <PublicIcon name={icon} />
    </Center>
    <Box>
      <Text fontWeight="bold">{title}</Text>
      <Box color="whiteAlpha.900">{children}</Box>
    </Box>
  </HStack>
);

export const HeroSection = () => {
  const { t } = useTranslation('homepage');
  const { data: video, error } = useQuery(heroVideoQuery(useContainer()));
  useLoggedError(error, 'Failed to load the hero video');

  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      bg="#3b2314"
      color="white"
    >
      <HeroBackground video={video ?? null} />
      <Container position="relative" maxW="6xl" pt={{ base: 12, md: 24 }} pb={{ base: 10, md: 20 }}>
        <Stack gap={5} maxW="2xl">
          <HStack gap={2} fontSize="sm" fontWeight="semibold" color="orange.200">
            <PublicIcon name="star" boxSize={4} />
            <Text>{t('hero.rating')}</Text>
          </HStack>
          <Heading
            id="hero-title"
            as="h1"
            fontFamily="heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.05"
            letterSpacing="-0.01em"
            textWrap="balance"
          >
            {t('hero.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" textWrap="pretty">
            {t('hero.subtitle')}
          </Text>
          <Flex gap={3} wrap="wrap" pt={1}>
            <Button asChild colorPalette="brand" size="lg" rounded="full" px={6}>
              <Link to="/reservations">{t('hero.reserve')}</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              rounded="full"
              px={6}
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to="/menu">{t('hero.viewMenu')}</Link>
            </Button>
          </Flex>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3} mt={{ base: 8, md: 12 }} maxW="2xl">
          <InfoCard icon="clock" title={t('hero.hoursTitle')}>
            <OpeningHours />
          </InfoCard>
          <InfoCard icon="pin" title={t('hero.locationTitle')}>
            <ContactDetails lines={['address', 'phone']} icons={false} />
          </InfoCard>
        </SimpleGrid>
      </Container>
    </Box>
  );
};

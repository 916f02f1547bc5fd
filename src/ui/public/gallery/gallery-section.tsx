import { Badge, Box, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../domain/gallery/category-label';
import type { GalleryImage } from '../../../domain/gallery/gallery-image';
import { useContainer } from '../../app/container-context';
import { Picture } from '../picture';
import { PublicIcon } from '../public-icons';
import { galleryQuery } from '../queries';
import { SectionHeading } from '../section-heading';
import { CardSkeletons, EmptyState, LoadingState } from '../states';
import { useLoggedError } from '../use-logged-error';
import { useLocalized } from '../use-localized';
import { drawnNearTheViewport } from '../near-the-viewport';

const STATS = ['guests', 'years', 'dishes'] as const;

const GalleryCard = ({ image }: { image: GalleryImage }) => {
  const { t } = useTranslation('homepage');
  return (
    <Card.Root
      as="figure"
      className="group"
      overflow="hidden"
      rounded="2xl"
      bg="white"
      borderColor="orange.100"
      shadow="sm"
      h="full"
      m={0}
    >
      <Box position="relative" overflow="hidden">
        <Picture
          src={image.image_url}
          alt={image.alt_text?.trim() ? image.alt_text : image.title}
          frame={[800, 600]}
          transition="scale 0.4s ease"
          _groupHover={{ _motionSafe: { scale: '1.04' } }}
        />
        {image.is_featured && (
          <Badge
            position="absolute"
            top={3}
            insetStart={3}
            colorPalette="brand"
            variant="solid"
            rounded="full"
            px={3}
          >
            {t('gallery.featured')}
          </Badge>
        )}
        {/* A flourish for pointer users; the card says nothing here that is not said elsewhere. */}
        <HStack
          aria-hidden
          position="absolute"
          insetX={0}
          bottom={0}
          p={3}
          gap={2}
          color="white"
          fontWeight="semibold"
          fontSize="sm"
          bgGradient="to-t"
          gradientFrom="blackAlpha.800"
          gradientTo="transparent"
          opacity={0}
          transition="opacity 0.3s"
          _groupHover={{ opacity: 1 }}
        >
          <PublicIcon name="heart" boxSize={4} />
          <Text>{t('gallery.communityFavorite')}</Text>
        </HStack>
      </Box>
      <Card.Body as="figcaption" gap={1.5} p={5}>
        <Text
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="jade"
        >
          {t(`gallery.categories.${image.category}`, { defaultValue: categoryLabel(image.category) })}
        </Text>
        <Heading as="h3" size="md" fontFamily="heading" color="gray.900">
          {image.title}
        </Heading>
        {image.description && (
          <Text fontSize="sm" color="gray.700">
            {image.description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
};

/** The home page's gallery. */
export const GallerySection = () => {
  const { t } = useTranslation('homepage');
  const { data, isPending, error } = useQuery(galleryQuery(useContainer()));
  useLoggedError(error, 'Failed to load gallery images');
  const localize = useLocalized();
  const images = data ?? [];

  return (
    <Box
      as="section"
      aria-labelledby="gallery-title"
      bg="#f3e7d7"
      py={{ base: 14, md: 20 }}
      {...drawnNearTheViewport({ base: '4300px', md: '2600px', lg: '1800px' })}
    >
      <Container maxW="6xl">
        {isPending ? (
          <>
            <SectionHeading id="gallery-title" title={t('gallery.title')} />
            <LoadingState label={t('gallery.loading')}>
              <CardSkeletons count={3} columns={{ base: 1, md: 2, lg: 3 }} ratio={4 / 3} />
            </LoadingState>
          </>
        ) : images.length === 0 ? (
          <>
            <SectionHeading id="gallery-title" title={t('gallery.title')} />
            <EmptyState icon="heart" text={t('gallery.empty')} />
          </>
        ) : (
          <>
            <SectionHeading
              id="gallery-title"
              eyebrow={t('gallery.badge')}
              title={t('gallery.title')}
              intro={t('gallery.intro')}
            />
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
              {images.map((image) => (
                <li key={image.id}>
                  <GalleryCard image={localize(image)} />
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
        <SimpleGrid as="dl" columns={3} gap={{ base: 2, md: 4 }} mt={{ base: 10, md: 14 }}>
          {STATS.map((stat) => (
            <Stack
              key={stat}
              gap={0}
              align="center"
              textAlign="center"
              bg="white"
              rounded="2xl"
              py={5}
              px={{ base: 2, md: 4 }}
            >
              <Text as="dt" order={2} color="gray.700" fontSize={{ base: 'xs', md: 'sm' }}>
                {t(`gallery.stats.${stat}.label`)}
              </Text>
              <Text
                as="dd"
                order={1}
                fontFamily="heading"
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="brand.700"
                m={0}
              >
                {t(`gallery.stats.${stat}.value`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
};

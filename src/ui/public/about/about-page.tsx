import { Alert, Box, Grid, Heading, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { imagesFor, paragraphs } from '../../../domain/about/layout';
import type { AboutImage, AboutSection } from '../../../domain/about/about-section';
import { useContainer } from '../../app/container-context';
import { Picture } from '../picture';
import { PublicPage } from '../public-page';
import { publishedAboutQuery } from '../queries';
import { StoryBlocks } from './story-blocks';
import { EmptyState } from '../states';
import { useDocumentMeta } from '../use-document-meta';
import { useLocalized } from '../use-localized';
import { useLoggedError } from '../use-logged-error';
import { HydratedApart } from '../../app/hydrated-apart';

const altOf = (image: AboutImage, section: AboutSection) =>
  image.alt_text?.trim() || image.title?.trim() || section.title;

const Paragraphs = ({ content }: { content: string | null }) => (
  <Stack gap={4}>
    {paragraphs(content).map((paragraph, i) => (
      <Text key={i} fontSize={{ base: 'md', md: 'lg' }} color="gray.700" lineHeight="1.75" textWrap="pretty">
        {paragraph}
      </Text>
    ))}
  </Stack>
);

const SectionTitle = ({ section, size }: { section: AboutSection; size: 'lg' | 'xl' }) => (
  <Stack gap={2}>
    <Heading
      id={`about-${section.id}`}
      as="h2"
      fontFamily="heading"
      color="gray.900"
      lineHeight="1.15"
      textWrap="balance"
      size={size === 'xl' ? { base: '3xl', md: '5xl' } : { base: '2xl', md: '3xl' }}
    >
      {section.title}
    </Heading>
    {section.subtitle && (
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.700" fontWeight="medium">
        {section.subtitle}
      </Text>
    )}
  </Stack>
);

const Figure = ({
  image,
  section,
  showText,
  priority = false,
}: {
  image: AboutImage;
  section: AboutSection;
  showText: boolean;
  priority?: boolean;
}) => (
  <chakra.figure
    m={0}
    bg="white"
    rounded="2xl"
    overflow="hidden"
    borderWidth="1px"
    borderColor="orange.100"
    h="full"
  >
    <Picture src={image.image_url} alt={altOf(image, section)} frame={[800, 600]} priority={priority} />
    {showText && (image.title || image.caption) && (
      <chakra.figcaption p={4}>
        {image.title && (
          <Text fontWeight="semibold" color="gray.900">
            {image.title}
          </Text>
        )}
        {image.caption && (
          <Text fontSize="sm" color="gray.700">
            {image.caption}
          </Text>
        )}
      </chakra.figcaption>
    )}
  </chakra.figure>
);

/** One published section, drawn by its section_type. */
const AboutSectionView = ({
  section,
  images,
  side,
  leading,
}: {
  section: AboutSection;
  images: AboutImage[];
  /** Which side the pictures of a text section take on wide screens; the page alternates them. */
  side: 'start' | 'end';
  /** The first section with pictures: its first picture is the page's largest element on a wide screen. */
  leading: boolean;
}) => {
  const labelledBy = `about-${section.id}`;
  if (section.section_type === 'hero')
    return (
      <Box as="section" aria-labelledby={labelledBy} textAlign="center" maxW="3xl" mx="auto">
        <Stack gap={5} align="center">
          <SectionTitle section={section} size="xl" />
          {section.content && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="1.7" textWrap="pretty">
              {section.content}
            </Text>
          )}
        </Stack>
      </Box>
    );

  if (section.section_type === 'gallery')
    return (
      <Box as="section" aria-labelledby={labelledBy}>
        <Stack gap={4} mb={6} maxW="3xl">
          <SectionTitle section={section} size="lg" />
          <Paragraphs content={section.content} />
        </Stack>
        {images.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
            {images.map((image, index) => (
              <li key={image.id}>
                <Figure image={image} section={section} showText priority={leading && index === 0} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>
    );

  // Text, team, timeline: paragraphs with the pictures beside them.
  const imagesFirst = side === 'start';
  return (
    <Box as="section" aria-labelledby={labelledBy}>
      <Grid
        templateColumns={{ base: '1fr', lg: images.length > 0 ? '1fr 1fr' : '1fr' }}
        gap={{ base: 6, lg: 12 }}
        alignItems="center"
      >
        <Stack gap={4} order={{ lg: imagesFirst ? 2 : 1 }} maxW="3xl">
          <SectionTitle section={section} size="lg" />
          <Paragraphs content={section.content} />
        </Stack>
        {images.length === 1 && images[0] && (
          <Box order={{ lg: imagesFirst ? 1 : 2 }}>
            <Figure image={images[0]} section={section} showText={false} priority={leading} />
          </Box>
        )}
        {images.length > 1 && (
          <SimpleGrid as="ul" listStyleType="none" columns={2} gap={4} order={{ lg: imagesFirst ? 1 : 2 }}>
            {images.map((image, index) => (
              <li key={image.id}>
                <Figure image={image} section={section} showText={false} priority={leading && index === 0} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Grid>
    </Box>
  );
};

const AboutSkeleton = () => (
  <Stack gap={12} aria-hidden>
    <Stack gap={4} align="center">
      <Skeleton h={12} w="70%" />
      <Skeleton h={6} w="50%" />
      <Skeleton h={20} w="80%" />
    </Stack>
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={10}>
      <Stack gap={3}>
        <Skeleton h={9} w="60%" />
        <Skeleton h={24} />
      </Stack>
      <Skeleton aspectRatio={4 / 3} rounded="2xl" />
    </Grid>
  </Stack>
);

export const AboutPage = () => {
  const { t } = useTranslation('homepage');
  useDocumentMeta(t('common:meta.about.title'), t('common:meta.about.description'));
  const { data, isPending, isLoadingError, error } = useQuery(publishedAboutQuery(useContainer()));
  useLoggedError(error, 'Failed to load about content');
  const localize = useLocalized();

  let body;
  if (isPending)
    body = (
      <Box role="status" aria-label={t('about.loading')}>
        <AboutSkeleton />
      </Box>
    );
  else if (isLoadingError) {
    // The one public page whose failure the visitor sees; the details go to the console.
    // A failed refresh of sections already shown keeps them (decision 0091).
    body = (
      <Alert.Root status="error" rounded="xl">
        <Alert.Indicator />
        <Alert.Title>{t('about.error')}</Alert.Title>
      </Alert.Root>
    );
  } else if (data.sections.length === 0)
    body = <EmptyState icon="heart" title={t('about.emptyTitle')} text={t('about.emptyText')} />;
  else {
    const leading = data.sections.find(
      (section) => section.section_type !== 'hero' && imagesFor(section.id, data.images).length > 0,
    );
    body = (
      <Stack gap={{ base: 16, md: 24 }}>
        {data.sections.map((section, index) => {
          const textSectionsBefore = data.sections
            .slice(0, index)
            .filter((s) => s.section_type !== 'hero' && s.section_type !== 'gallery').length;
          return (
            <HydratedApart key={section.id}>
              <AboutSectionView
                section={localize(section)}
                images={imagesFor(section.id, data.images).map(localize)}
                side={textSectionsBefore % 2 === 0 ? 'end' : 'start'}
                leading={section.id === leading?.id}
              />
            </HydratedApart>
          );
        })}
      </Stack>
    );
  }

  return (
    <PublicPage eyebrow={t('about.badge')} title={t('about.title')} subtitle={t('about.subtitle')}>
      {body}
      <HydratedApart>
        <StoryBlocks />
      </HydratedApart>
    </PublicPage>
  );
};

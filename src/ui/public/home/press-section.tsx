import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Link as ExternalLink,
  SimpleGrid,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PressArticle } from '../../../domain/press/press-article';
import { PRESS_ON_HOME } from '../../../domain/press/press-order';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { formatCalendarDate } from '../format';
import { Picture } from '../picture';
import { PublicIcon } from '../public-icons';
import { homePressQuery, pressQuery } from '../queries';
import { SectionHeading } from '../section-heading';
import { LoadingState } from '../states';
import { useLocalized } from '../use-localized';
import { useLoggedError } from '../use-logged-error';
import { drawnNearTheViewport } from '../near-the-viewport';

/** The press strip's loading state shows six placeholders. */
const SKELETONS = 6;

const PressCard = ({ article: stored }: { article: PressArticle }) => {
  const { t, i18n } = useTranslation('homepage');
  const article = useLocalized()(stored);
  return (
    <Card.Root
      as="article"
      rounded="2xl"
      bg="white"
      borderColor="orange.100"
      shadow="sm"
      h="full"
      position="relative"
    >
      <Card.Body gap={3} p={5}>
        <Flex h="48px" align="center">
          {article.image_url ? (
            <Picture
              src={article.image_url}
              alt={article.publication_name}
              frame={[400, 160]}
              w="120px"
              fit="contain"
              bg="transparent"
            />
          ) : (
            <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="gray.900">
              {article.publication_name}
            </Text>
          )}
        </Flex>
        <Text fontSize="xs" color="gray.600">
          <time dateTime={article.publication_date}>
            {formatCalendarDate(currentLanguage(i18n), article.publication_date)}
          </time>
        </Text>
        <Heading as="h3" size="md" fontFamily="heading" color="gray.900" lineHeight="1.3">
          {/* The whole card is the link's target area; the heading carries its name. */}
          <ExternalLink
            href={article.article_url}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            _after={{ content: '""', position: 'absolute', inset: 0, rounded: '2xl' }}
            _focusVisible={{ outline: 'none', _after: { outline: '3px solid', outlineColor: 'brand.600' } }}
          >
            {article.title}
            <VisuallyHidden>
              {' '}
              ({t('press.opensInNewTab', { publication: article.publication_name })})
            </VisuallyHidden>
          </ExternalLink>
        </Heading>
        {article.excerpt && (
          <Text fontSize="sm" color="gray.700" lineClamp={3}>
            {article.excerpt}
          </Text>
        )}
        <Flex
          mt="auto"
          align="center"
          gap={1}
          color="brand.700"
          fontSize="sm"
          fontWeight="semibold"
          aria-hidden
        >
          {t('press.read')}
          <PublicIcon name="external" boxSize={3.5} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
};

/** 'As Seen In': four articles, and all of them on request when there may be more. */
export const PressSection = () => {
  const { t } = useTranslation('homepage');
  const container = useContainer();
  const [showAll, setShowAll] = useState(false);
  const home = useQuery(homePressQuery(container));
  const all = useQuery({ ...pressQuery(container), enabled: showAll });
  useLoggedError(home.error ?? all.error, 'Failed to load press articles');
  const articles = (showAll ? all.data : undefined) ?? home.data ?? [];
  const list = useRef<HTMLDivElement>(null);

  // The button goes away once everything shows, so keyboard focus moves on to the first newly shown article.
  useEffect(() => {
    if (showAll && all.data) list.current?.querySelectorAll('a')[PRESS_ON_HOME]?.focus();
  }, [showAll, all.data]);

  // Without coverage to show, the section would be a heading over nothing.
  if (!home.isPending && articles.length === 0) return null;

  return (
    <Box
      as="section"
      aria-labelledby="press-title"
      py={{ base: 14, md: 20 }}
      {...drawnNearTheViewport({ base: '1500px', md: '1000px', lg: '700px' })}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="press-title"
          eyebrow={t('press.badge')}
          title={t('press.title')}
          intro={t('press.intro')}
        />
        {home.isPending ? (
          <LoadingState label={t('press.loading')}>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={4}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <Skeleton key={i} h="120px" rounded="2xl" />
              ))}
            </SimpleGrid>
          </LoadingState>
        ) : (
          <SimpleGrid ref={list} as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={5}>
            {articles.map((article) => (
              <li key={article.id}>
                <PressCard article={article} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {!showAll && home.data?.length === PRESS_ON_HOME && (
          <Flex justify="center" mt={10}>
            <Button
              variant="outline"
              colorPalette="brand"
              size="lg"
              rounded="full"
              bg="white"
              onClick={() => setShowAll(true)}
            >
              {t('press.viewAll')}
            </Button>
          </Flex>
        )}
      </Container>
    </Box>
  );
};

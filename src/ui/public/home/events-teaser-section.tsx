import { Box, Button, Container, Flex, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useContainer } from '../../app/container-context';
import { EventCard } from '../events/event-card';
import { PublicIcon } from '../public-icons';
import { homeEventsQuery } from '../queries';
import { SectionHeading } from '../section-heading';
import { CardSkeletons, EmptyState, LoadingState } from '../states';
import { useLoggedError } from '../use-logged-error';
import { useNow } from '../use-now';
import { drawnNearTheViewport } from '../near-the-viewport';

/** The next three events; the first is the featured one. */
export const EventsTeaserSection = () => {
  const { t } = useTranslation('homepage');
  const { data, isPending, error } = useQuery(homeEventsQuery(useContainer()));
  useLoggedError(error, 'Failed to load upcoming events');
  const now = useNow();
  const events = data ?? [];

  return (
    <Box
      as="section"
      id="events-section"
      aria-labelledby="events-section-title"
      bg="#f3e7d7"
      py={{ base: 14, md: 20 }}
      scrollMarginTop="64px"
      {...drawnNearTheViewport({ base: '2100px', md: '1600px', lg: '1000px' })}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="events-section-title"
          eyebrow={t('events.badge')}
          title={t('events.title')}
          intro={t('events.subtitle')}
        />
        {isPending ? (
          <LoadingState label={t('events.loading')}>
            <CardSkeletons count={3} columns={{ base: 1, md: 2, lg: 3 }} />
          </LoadingState>
        ) : events.length === 0 ? (
          <EmptyState
            icon="calendar"
            title={t('events.emptyTitle')}
            text={t('events.emptyText')}
            headingLevel="h3"
          />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  index={index}
                  now={now}
                  featured={index === 0}
                  headingLevel="h3"
                  compact
                />
              </li>
            ))}
          </SimpleGrid>
        )}
        <Flex justify="center" mt={10}>
          <Button asChild variant="outline" colorPalette="brand" size="lg" rounded="full" bg="white">
            <Link to="/events">
              {t('events.viewAll')}
              <PublicIcon name="arrow" boxSize={4} />
            </Link>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
};

import { Box, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContainer } from '../../app/container-context';
import { PublicPage } from '../public-page';
import { upcomingEventsQuery } from '../queries';
import { CardSkeletons, EmptyState, LoadingState } from '../states';
import { useDocumentMeta } from '../use-document-meta';
import { EventsStructuredData } from '../structured-data/structured-data';
import { useLoggedError } from '../use-logged-error';
import { useNow } from '../use-now';
import { EventCard } from './event-card';
import { HydratedApart } from '../../app/hydrated-apart';
import { drawnNearTheViewport } from '../near-the-viewport';

export const EventsPage = () => {
  const { t } = useTranslation('homepage');
  useDocumentMeta(t('common:meta.events.title'), t('common:meta.events.description'));
  const { data, isPending, error } = useQuery(upcomingEventsQuery(useContainer()));
  useLoggedError(error, 'Failed to load events');
  const now = useNow();
  const events = data ?? [];

  return (
    <PublicPage eyebrow={t('events.badge')} title={t('events.title')} subtitle={t('events.subtitle')}>
      {isPending ? (
        <LoadingState label={t('events.loading')}>
          <CardSkeletons count={3} columns={{ base: 1, md: 2, lg: 3 }} />
        </LoadingState>
      ) : events.length === 0 ? (
        <EmptyState icon="calendar" title={t('events.emptyTitle')} text={t('events.emptyText')} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
          {events.map((event, index) => {
            // The first event leads the page when it has a picture to lead with.
            const featured = index === 0 && event.image_url !== null;
            return (
              <Box
                as="li"
                key={event.id}
                style={featured ? { gridColumn: '1 / -1' } : undefined}
                {...(index > 0 && drawnNearTheViewport({ base: '660px', md: '700px' }))}
              >
                <HydratedApart>
                  <EventCard
                    event={event}
                    index={index}
                    now={now}
                    featured={featured}
                    wide={featured}
                    headingLevel="h2"
                  />
                </HydratedApart>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
      <EventsStructuredData events={events} />
    </PublicPage>
  );
};

import { Card, LinkOverlay, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardCounts } from '../../../application/dashboard/count-dashboard-items';

const CARDS = [
  { key: 'menuItems', to: '/admin/menu', label: 'dashboard.counts.menuItems' },
  { key: 'galleryImages', to: '/admin/gallery', label: 'dashboard.counts.galleryImages' },
  { key: 'videos', to: '/admin/videos', label: 'dashboard.counts.videos' },
  { key: 'events', to: '/admin/events', label: 'dashboard.counts.events' },
] as const;

/** The four count cards; each leads to its page. A count that could not be read shows a dash. */
export const CountCards = ({ counts }: { counts: DashboardCounts | undefined }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 6 }} mb={6}>
      {CARDS.map((card) => {
        const value = counts?.[card.key];
        return (
          <Card.Root key={card.key} size="sm" position="relative" _hover={{ borderColor: 'brand.solid' }}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <LinkOverlay asChild>
                    <Link to={card.to}>{t(card.label)}</Link>
                  </LinkOverlay>
                </Stat.Label>
                {counts === undefined ? (
                  <Skeleton h="8" w="12" />
                ) : (
                  <Stat.ValueText data-testid={`count-${card.key}`}>
                    {value === null || value === undefined ? '–' : value.toLocaleString(i18n.language)}
                  </Stat.ValueText>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
};

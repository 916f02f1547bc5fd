import { Card, LinkOverlay, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationCounts } from '../../../domain/reservation/summary';

/**
 * What service needs first: today's covers (leading to today's day view) and the requests awaiting an
 * answer (leading to the list of them). Counts that could not be read show a dash.
 */
export const ReservationFigures = ({ counts }: { counts: ReservationCounts | null | undefined }) => {
  const { t, i18n } = useTranslation('admin');
  const number = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString(i18n.language));
  return (
    <SimpleGrid
      as="section"
      aria-label={t('dashboard.today.title')}
      columns={{ base: 1, sm: 2 }}
      gap={{ base: 3, md: 6 }}
      mb={6}
    >
      <Figure
        accent="brand.600"
        link={<Link to="/admin/reservations/day">{t('dashboard.today.covers')}</Link>}
        value={counts === undefined ? undefined : number(counts?.today.covers)}
        testId="today-covers"
        help={counts ? t('dashboard.today.bookings', { count: counts.today.bookings }) : undefined}
      />
      <Figure
        accent="yellow.500"
        link={
          <Link to="/admin/reservations" search={{ status: 'pending' }}>
            {t('dashboard.today.pending')}
          </Link>
        }
        value={counts === undefined ? undefined : number(counts?.pending)}
        testId="pending-count"
        help={t('dashboard.today.pendingHint')}
      />
    </SimpleGrid>
  );
};

const Figure = ({
  accent,
  link,
  value,
  testId,
  help,
}: {
  accent: string;
  link: ReactNode;
  value: string | undefined;
  testId: string;
  help: string | undefined;
}) => (
  <Card.Root
    size="sm"
    position="relative"
    borderTopWidth="3px"
    borderTopColor={accent}
    _hover={{ borderColor: 'brand.solid', borderTopColor: accent }}
  >
    <Card.Body>
      <Stat.Root>
        <Stat.Label>
          <LinkOverlay asChild>{link}</LinkOverlay>
        </Stat.Label>
        {value === undefined ? (
          <Skeleton h="9" w="16" />
        ) : (
          <Stat.ValueText fontSize="3xl" data-testid={testId}>
            {value}
          </Stat.ValueText>
        )}
        {help && (
          <Text as="dd" fontSize="sm" color="fg.muted">
            {help}
          </Text>
        )}
      </Stat.Root>
    </Card.Body>
  </Card.Root>
);

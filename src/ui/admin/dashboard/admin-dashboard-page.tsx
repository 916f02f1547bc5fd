import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResetDemo } from '../../../application/demo/reset-demo';
import { useContainer, useUseCaseIfBound } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminPageHeading } from '../admin-page-heading';
import { CountCards } from './count-cards';
import { DemoBusyYearButton } from './demo-busy-year-button';
import { dashboardCountsQuery, dashboardReservationCountsQuery } from './dashboard-queries';
import { ReservationFigures } from './reservation-figures';
import { RefusedAttemptsCard } from './refused-attempts-card';
import { SystemStatusCard } from './system-status-card';

const QUICK_ACTIONS = [
  { to: '/admin/reservations', key: 'dashboard.actions.reservations' },
  { to: '/admin/menu', key: 'dashboard.actions.menu' },
  { to: '/admin/gallery', key: 'dashboard.actions.gallery' },
  { to: '/admin/videos', key: 'dashboard.actions.videos' },
  { to: '/admin/events', key: 'dashboard.actions.events' },
] as const;

export const AdminDashboardPage = () => {
  const { t } = useTranslation('admin');
  const resetDemo = useUseCaseIfBound(ResetDemo);
  const container = useContainer();
  const counts = useQuery(dashboardCountsQuery(container));
  const reservationCounts = useQuery(dashboardReservationCountsQuery(container));

  const reset = async () => {
    if (!resetDemo || !window.confirm(t('dashboard.demo.confirm'))) return;
    const result = await resetDemo.execute();
    if (result.ok) {
      notify('success', t('dashboard.demo.resetDone'));
      window.location.reload();
    } else {
      console.error('Demo reset failed', result.error);
      notify('error', t('common.error'), t('dashboard.demo.resetFailed'));
    }
  };

  return (
    <>
      <AdminPageHeading title={t('dashboard.title')} description={t('dashboard.description')} />
      <ReservationFigures counts={reservationCounts.data} />
      <CountCards counts={counts.data} />
      <RefusedAttemptsCard />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">{t('dashboard.quickActions')}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap={2}>
              <Button asChild colorPalette="brand" justifyContent="flex-start">
                <Link to="/admin/reservations/day" search={{ book: 'phone' }}>
                  {t('dashboard.actions.newBooking')}
                </Link>
              </Button>
              <Button asChild variant="outline" colorPalette="brand" justifyContent="flex-start">
                <Link to="/admin/reservations/day" search={{ book: 'walk_in' }}>
                  {t('dashboard.actions.walkIn')}
                </Link>
              </Button>
              {QUICK_ACTIONS.map((action) => (
                <Button key={action.to} asChild variant="outline" justifyContent="flex-start">
                  <Link to={action.to}>{t(action.key)}</Link>
                </Button>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <SystemStatusCard demo={resetDemo !== null} />
        {resetDemo && (
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">{t('dashboard.demo.title')}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap={3}>
                <Text>{t('dashboard.demo.text')}</Text>
                <HStack wrap="wrap">
                  <Button colorPalette="brand" variant="outline" onClick={() => void reset()}>
                    {t('dashboard.demo.reset')}
                  </Button>
                  <DemoBusyYearButton />
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </SimpleGrid>
    </>
  );
};

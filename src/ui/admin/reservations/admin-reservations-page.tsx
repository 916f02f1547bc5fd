import { Button, Card, HStack, LinkOverlay, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { ListConfirmationOutbox } from '../../../application/reservations/list-confirmation-outbox';
import { awaitingConfirmationQuery, pageCount } from '../../../domain/reservation/query';
import { restaurantDate } from '../../../domain/shared/time';
import { useContainer, usePort, useUseCaseIfBound } from '../../app/container-context';
import { AdminPageHeading } from '../admin-page-heading';
import { useErrorToast } from '../shared/use-error-toast';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { DemoOutboxDialog } from './demo-outbox-dialog';
import { ExportButton } from './export-button';
import { ReservationDetailsDialog } from './reservation-details-dialog';
import { HostStandButtons } from './host-stand-buttons';
import { StaffBookingDialog } from './staff-booking-dialog';
import type { Reservation } from '../../../domain/reservation/reservation';
import { ReservationFilters, type FilterChange } from './reservation-filters';
import { ReservationList } from './reservation-list';
import { ReservationPager } from './reservation-pager';
import { listQuery, listSearch, type ReservationListSearch } from './reservation-search';
import { reservationCountsQuery, reservationListQuery } from './reservations-queries';
import { useReservationUpdate, type ReservationUpdate } from './use-reservation-update';

const route = getRouteApi('/admin/_authed/reservations/');

/**
 * Admin reservations: summary cards, the requests awaiting an answer, filters and
 * the page in the address, one page of rows from the store, the details dialog and the CSV export.
 */
export const AdminReservationsPage = () => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const today = restaurantDate(usePort(Ports.clock).now());
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = listQuery(search, today);

  const list = useQuery(reservationListQuery(container, query));
  const awaiting = useQuery(reservationListQuery(container, awaitingConfirmationQuery(today)));
  const counts = useQuery(reservationCountsQuery(container));
  const outbox = useUseCaseIfBound(ListConfirmationOutbox);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Reservation | null>(null);
  const [outboxOpen, setOutboxOpen] = useState(false);
  const update = useReservationUpdate();
  useErrorToast(list.error ?? awaiting.error, t('common.error'), t('reservations.messages.loadError'));
  useErrorToast(counts.error, t('common.error'), t('reservations.messages.loadError'));

  const go = ({ changes, q, replace }: FilterChange) =>
    void navigate({
      search: (): ReservationListSearch =>
        listSearch({ ...query, page: 1, ...changes }, today, q ?? search.q),
      replace,
    });

  // A page past the end (the last row of the last page was just confirmed away, or an edited address) shows
  // the last page instead of an empty one.
  const shown = list.data;
  const pages = shown ? pageCount(shown.total, shown.query.pageSize) : 1;
  const pastTheEnd = !!shown && !list.isPlaceholderData && shown.query.page > pages;
  useEffect(() => {
    if (pastTheEnd) {
      void navigate({
        search: (prev) => ({ ...prev, page: pages > 1 ? pages : undefined }),
        replace: true,
      });
    }
  }, [pastTheEnd, pages, navigate]);

  const rows = [...(shown?.rows ?? []), ...(awaiting.data?.rows ?? [])];
  const details = rows.find((r) => r.id === detailsId) ?? null;
  const busyId = update.isPending ? update.variables.reservation.id : null;
  const run = (change: ReservationUpdate) => update.mutate(change);
  const runAndReport = async (change: ReservationUpdate) => {
    try {
      return (await update.mutateAsync(change)).ok;
    } catch {
      return false;
    }
  };
  const number = (n: number | undefined) => n?.toLocaleString(i18n.language);

  return (
    <>
      <AdminPageHeading
        title={t('reservations.title')}
        description={t('reservations.description')}
        actions={
          <HStack gap={2} wrap="wrap">
            <HostStandButtons date={today} />
            <Button asChild variant="outline" colorPalette="brand">
              <Link to="/admin/reservations/day">
                <CalendarIcon />
                {t('reservations.day.open')}
              </Link>
            </Button>
            <ExportButton query={query} />
            {outbox && (
              <Button variant="outline" colorPalette="brand" onClick={() => setOutboxOpen(true)}>
                <MailIcon />
                {t('reservations.outbox.open')}
              </Button>
            )}
          </HStack>
        }
      />

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: 2, md: 5 }} mb={6}>
        <SummaryCard
          label={t('reservations.summary.pending')}
          hint={t('reservations.summary.pendingHint')}
          value={number(counts.data?.pending)}
          accent="yellow.500"
          testId="summary-pending"
          search={{ status: 'pending' }}
        />
        <SummaryCard
          label={t('reservations.summary.upcoming')}
          hint={t('reservations.summary.upcomingHint')}
          value={number(counts.data?.upcoming)}
          accent="green.600"
          testId="summary-upcoming"
          search={{ status: 'confirmed' }}
        />
        <SummaryCard
          label={t('reservations.summary.total')}
          hint={t('reservations.summary.totalHint')}
          value={number(counts.data?.total)}
          accent="brand.600"
          testId="summary-total"
          search={{ from: 'any' }}
        />
      </SimpleGrid>

      {awaiting.data && (
        <AwaitingConfirmation
          reservations={awaiting.data.rows}
          total={awaiting.data.total}
          busyId={busyId}
          onUpdate={run}
          onDetails={setDetailsId}
        />
      )}

      {query.eventId && (
        <HStack gap={3} mb={4} p={3} rounded="md" bg="orange.50" wrap="wrap" data-testid="event-filter">
          <Text fontSize="sm">{t('reservations.filters.eventOnly')}</Text>
          <Button size="xs" variant="outline" onClick={() => go({ changes: { eventId: null } })}>
            {t('reservations.filters.eventClear')}
          </Button>
        </HStack>
      )}

      <ReservationFilters query={query} q={search.q ?? ''} today={today} onChange={go} />

      <Text srOnly={!shown} mb={2} fontSize="sm" color="fg.muted" aria-live="polite" data-testid="list-count">
        {shown &&
          t(shown.totalIsLowerBound ? 'reservations.filters.countAtLeast' : 'reservations.filters.count', {
            count: shown.total,
            formatted: number(shown.total),
          })}
      </Text>

      {!shown ? (
        <Text role="status" color="fg.muted" py={8} textAlign="center">
          {list.isError ? t('reservations.messages.loadError') : t('reservations.loading')}
        </Text>
      ) : (
        <>
          <ReservationList
            reservations={shown.rows}
            query={shown.query}
            fetching={list.isFetching}
            busyId={busyId}
            onUpdate={run}
            onDetails={setDetailsId}
          />
          {shown.total > 0 && (
            <ReservationPager
              page={shown.query.page}
              pageSize={shown.query.pageSize}
              total={shown.total}
              totalIsLowerBound={shown.totalIsLowerBound ?? false}
              onPage={(page) =>
                void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
              }
            />
          )}
        </>
      )}

      {details && (
        <ReservationDetailsDialog
          key={details.id}
          reservation={details}
          busy={busyId === details.id}
          onUpdate={runAndReport}
          onEdit={() => {
            setEditing(details);
            setDetailsId(null);
          }}
          onClose={() => setDetailsId(null)}
        />
      )}
      {editing && (
        <StaffBookingDialog
          key={editing.id}
          reservation={editing}
          date={editing.reservation_date}
          onClose={() => setEditing(null)}
        />
      )}
      {outboxOpen && <DemoOutboxDialog onClose={() => setOutboxOpen(false)} />}
    </>
  );
};

/** A figure above the list that opens the list filtered to it. */
const SummaryCard = ({
  label,
  hint,
  value,
  accent,
  testId,
  search,
}: {
  label: string;
  hint: string;
  value: string | undefined;
  accent: string;
  testId: string;
  search: ReservationListSearch;
}) => (
  <Card.Root
    borderTopWidth="3px"
    borderTopColor={accent}
    position="relative"
    _hover={{ borderColor: 'brand.solid', borderTopColor: accent }}
  >
    {/* On a phone each card is one line, label and number side by side; from sm up, three cards in a row. */}
    <Card.Body
      p={{ base: 3, md: 5 }}
      gap={1}
      flexDirection={{ base: 'row', sm: 'column' }}
      alignItems={{ base: 'center', sm: 'stretch' }}
      justifyContent="space-between"
    >
      <LinkOverlay asChild fontSize="sm" fontWeight="medium" color="fg.muted" lineHeight="short">
        <Link to="/admin/reservations" search={search}>
          {label}
        </Link>
      </LinkOverlay>
      {value === undefined ? (
        <Skeleton h={{ base: 7, md: 9 }} w="12" />
      ) : (
        <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2" data-testid={testId}>
          {value}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" hideBelow="md">
        {hint}
      </Text>
    </Card.Body>
  </Card.Root>
);

const CalendarIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

const MailIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

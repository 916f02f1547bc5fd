import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { ListConfirmationOutbox } from '../../../application/reservations/list-confirmation-outbox';
import { filterReservations, type ReservationFilter } from '../../../domain/reservation/filter';
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from '../../../domain/reservation/reservation';
import { reservationSummary } from '../../../domain/reservation/summary';
import { useContainer, usePort, useUseCase } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { useErrorToast } from '../shared/use-error-toast';
import { DemoOutboxDialog } from './demo-outbox-dialog';
import { QuickActions, RowMenu } from './reservation-actions';
import { ReservationDetailsDialog } from './reservation-details-dialog';
import { formatAdminDate } from './reservation-format';
import { ReservationStatusBadge } from './reservation-status-badge';
import { adminReservationsQuery } from './reservations-queries';
import { useReservationUpdate, type ReservationUpdate } from './use-reservation-update';

/** Admin reservations (spec section 2): summary cards, status and date filters, the table, details. */
export const AdminReservationsPage = () => {
  const { t } = useTranslation('admin');
  const clock = usePort(Ports.clock);
  const outbox = useUseCase(ListConfirmationOutbox);
  const reservations = useQuery(adminReservationsQuery(useContainer()));
  const [filter, setFilter] = useState<ReservationFilter>({ status: 'all', date: null });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [outboxOpen, setOutboxOpen] = useState(false);
  const update = useReservationUpdate();
  useErrorToast(reservations.error, t('common.error'), t('reservations.messages.loadError'));

  const all = reservations.data ?? [];
  const summary = reservationSummary(all, clock.now());
  const shown = filterReservations(all, filter);
  const details = all.find((r) => r.id === detailsId) ?? null;
  const busyId = update.isPending ? update.variables.reservation.id : null;

  const run = (change: ReservationUpdate) => update.mutate(change);
  const runAndReport = async (change: ReservationUpdate) => {
    try {
      const result = await update.mutateAsync(change);
      return result.ok;
    } catch {
      return false;
    }
  };

  return (
    <>
      <AdminPageHeading
        title={t('reservations.title')}
        description={t('reservations.description')}
        actions={
          outbox.available && (
            <Button variant="outline" colorPalette="brand" onClick={() => setOutboxOpen(true)}>
              <MailIcon />
              {t('reservations.outbox.open')}
            </Button>
          )
        }
      />

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: 2, md: 5 }} mb={6}>
        <SummaryCard
          label={t('reservations.summary.pending')}
          hint={t('reservations.summary.pendingHint')}
          value={summary.pending}
          accent="yellow.500"
        />
        <SummaryCard
          label={t('reservations.summary.upcoming')}
          hint={t('reservations.summary.upcomingHint')}
          value={summary.upcoming}
          accent="green.600"
        />
        <SummaryCard
          label={t('reservations.summary.total')}
          hint={t('reservations.summary.totalHint')}
          value={summary.total}
          accent="brand.600"
        />
      </SimpleGrid>

      <Card.Root mb={4}>
        <Card.Body p={{ base: 3, md: 4 }}>
          <Flex as="fieldset" gap={4} wrap="wrap" align="flex-end">
            <Text as="legend" srOnly>
              {t('reservations.filters.label')}
            </Text>
            <Field.Root w={{ base: 'full', sm: '12rem' }}>
              <Field.Label>{t('reservations.filters.status')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={filter.status}
                  onChange={(e) =>
                    setFilter((f) => ({ ...f, status: e.target.value as ReservationStatus | 'all' }))
                  }
                >
                  <option value="all">{t('reservations.filters.all')}</option>
                  {RESERVATION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`reservations.status.${status}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w={{ base: 'full', sm: '12rem' }}>
              <Field.Label>{t('reservations.filters.date')}</Field.Label>
              <Input
                type="date"
                value={filter.date ?? ''}
                onChange={(e) => setFilter((f) => ({ ...f, date: e.target.value || null }))}
              />
            </Field.Root>
            {filter.date && (
              <Button
                variant="ghost"
                size="sm"
                mb={1}
                onClick={() => setFilter((f) => ({ ...f, date: null }))}
              >
                {t('reservations.filters.clearDate')}
              </Button>
            )}
            <Text ms={{ sm: 'auto' }} mb={2} fontSize="sm" color="fg.muted" aria-live="polite">
              {reservations.isSuccess && t('reservations.filters.count', { count: shown.length })}
            </Text>
          </Flex>
        </Card.Body>
      </Card.Root>

      {reservations.isPending ? (
        <Text role="status" color="fg.muted" py={8} textAlign="center">
          {t('reservations.loading')}
        </Text>
      ) : shown.length === 0 ? (
        <AdminEmptyState title={t('reservations.empty')} />
      ) : (
        <>
          <ReservationTable reservations={shown} busyId={busyId} onUpdate={run} onDetails={setDetailsId} />
          <ReservationCards reservations={shown} busyId={busyId} onUpdate={run} onDetails={setDetailsId} />
        </>
      )}

      {details && (
        <ReservationDetailsDialog
          key={details.id}
          reservation={details}
          busy={busyId === details.id}
          onUpdate={runAndReport}
          onClose={() => setDetailsId(null)}
        />
      )}
      {outboxOpen && <DemoOutboxDialog onClose={() => setOutboxOpen(false)} />}
    </>
  );
};

const SummaryCard = ({
  label,
  hint,
  value,
  accent,
}: {
  label: string;
  hint: string;
  value: number;
  accent: string;
}) => (
  <Card.Root borderTopWidth="3px" borderTopColor={accent}>
    {/* On a phone each card is one line, label and number side by side; from sm up, three cards in a row. */}
    <Card.Body
      p={{ base: 3, md: 5 }}
      gap={1}
      flexDirection={{ base: 'row', sm: 'column' }}
      alignItems={{ base: 'center', sm: 'stretch' }}
      justifyContent="space-between"
    >
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" lineHeight="short">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" hideBelow="md">
        {hint}
      </Text>
    </Card.Body>
  </Card.Root>
);

interface ListProps {
  readonly reservations: readonly Reservation[];
  readonly busyId: string | null;
  readonly onUpdate: (update: ReservationUpdate) => void;
  readonly onDetails: (id: string) => void;
}

const useWhen = () => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  return (r: Reservation) => ({
    date: formatAdminDate(language, r.reservation_date),
    time: t('reservations.timeValue', { time: r.reservation_time }),
    party: t('reservations.party', { count: r.party_size }),
  });
};

/** From a tablet up: the spec's table. */
const ReservationTable = ({ reservations, busyId, onUpdate, onDetails }: ListProps) => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('reservations.columns.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reservations.columns.dateTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reservations.columns.partySize')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reservations.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('reservations.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reservations.map((r) => {
            const w = when(r);
            return (
              <Table.Row key={r.id} data-reservation-id={r.id}>
                <Table.Cell py={3}>
                  <Text fontWeight="semibold">{r.customer_name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {r.customer_email}
                  </Text>
                  {r.customer_phone && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.customer_phone}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text>{w.date}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {w.time}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{w.party}</Table.Cell>
                <Table.Cell>
                  <ReservationStatusBadge status={r.status} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2} justify="flex-end">
                    <QuickActions reservation={r} busy={busyId === r.id} onUpdate={onUpdate} />
                    <RowMenu
                      reservation={r}
                      busy={busyId === r.id}
                      onUpdate={onUpdate}
                      onDetails={() => onDetails(r.id)}
                    />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};

/** On a phone the same rows as cards: a table of five columns cannot be read at 390 px. */
const ReservationCards = ({ reservations, busyId, onUpdate, onDetails }: ListProps) => {
  const when = useWhen();
  return (
    <Stack as="ul" hideFrom="md" gap={3} listStyleType="none">
      {reservations.map((r) => {
        const w = when(r);
        return (
          <Box as="li" key={r.id} data-reservation-id={r.id}>
            <Card.Root size="sm">
              <Card.Body gap={2} py={3} pe={2}>
                <Flex justify="space-between" align="center" gap={2}>
                  <Text fontWeight="semibold" minW={0} overflowWrap="anywhere">
                    {r.customer_name}
                  </Text>
                  <HStack gap={1} flexShrink={0}>
                    <ReservationStatusBadge status={r.status} />
                    <RowMenu
                      reservation={r}
                      busy={busyId === r.id}
                      onUpdate={onUpdate}
                      onDetails={() => onDetails(r.id)}
                    />
                  </HStack>
                </Flex>
                <Text fontSize="sm">
                  {w.date} · {w.time} · {w.party}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {r.customer_email}
                  {r.customer_phone && ` · ${r.customer_phone}`}
                </Text>
                {r.status === 'pending' && (
                  <Box pt={1}>
                    <QuickActions reservation={r} busy={busyId === r.id} onUpdate={onUpdate} />
                  </Box>
                )}
              </Card.Body>
            </Card.Root>
          </Box>
        );
      })}
    </Stack>
  );
};

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

import { Box, Card, Flex, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ReservationQuery } from '../../../domain/reservation/query';
import type { Reservation } from '../../../domain/reservation/reservation';
import { currentLanguage } from '../../i18n/i18n';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { QuickActions, RowMenu } from './reservation-actions';
import { formatAdminDate } from './reservation-format';
import { ReservationStatusBadge } from './reservation-status-badge';
import type { ReservationUpdate } from './use-reservation-update';
import { useWideScreen } from './use-wide-screen';

export interface ListProps {
  readonly reservations: readonly Reservation[];
  /** The query these rows answer (not the one being fetched), for tests and the benchmark. */
  readonly query: ReservationQuery;
  /** A new page is on its way; the rows shown are the previous ones. */
  readonly fetching: boolean;
  readonly busyId: string | null;
  readonly onUpdate: (update: ReservationUpdate) => void;
  readonly onDetails: (id: string) => void;
}

export const useWhen = () => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  return (r: Reservation) => ({
    date: formatAdminDate(language, r.reservation_date),
    time: t('reservations.timeValue', { time: r.reservation_time }),
    party: t('reservations.party', { count: r.party_size }),
  });
};

/** A date that opens its day view. */
const DayLink = ({ date, children }: { date: string; children: string }) => (
  <ChakraLink asChild color="inherit" textDecoration="underline" textDecorationColor="border">
    <Link to="/admin/reservations/day" search={{ date }}>
      {children}
    </Link>
  </ChakraLink>
);

/**
 * One page of reservations, each row rendered once: a table from md up, cards on a phone. The
 * choice is made in JavaScript, so the DOM holds one row per reservation however the screen is.
 */
export const ReservationList = (props: ListProps) => {
  const { t } = useTranslation('admin');
  const wide = useWideScreen();
  const marks = {
    'data-testid': 'reservation-list',
    'data-query': JSON.stringify(props.query),
    'aria-busy': props.fetching || undefined,
  };
  if (props.reservations.length === 0) {
    return (
      <Box {...marks}>
        <AdminEmptyState title={t('reservations.empty')} />
      </Box>
    );
  }
  return wide ? <ReservationTable {...props} marks={marks} /> : <ReservationCards {...props} marks={marks} />;
};

type Marked = ListProps & { marks: Record<string, string | boolean | undefined> };

const ReservationTable = ({ reservations, fetching, busyId, onUpdate, onDetails, marks }: Marked) => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" opacity={fetching ? 0.6 : 1}>
      <Table.Root size="sm" interactive {...marks}>
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
                  {r.customer_email && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.customer_email}
                    </Text>
                  )}
                  {r.customer_phone && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.customer_phone}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text>
                    <DayLink date={r.reservation_date}>{w.date}</DayLink>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {w.time}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{w.party}</Table.Cell>
                <Table.Cell>
                  <ReservationStatusBadge reservation={r} />
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
const ReservationCards = ({ reservations, fetching, busyId, onUpdate, onDetails, marks }: Marked) => {
  const when = useWhen();
  return (
    <Stack as="ul" gap={3} listStyleType="none" opacity={fetching ? 0.6 : 1} {...marks}>
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
                    <ReservationStatusBadge reservation={r} />
                    <RowMenu
                      reservation={r}
                      busy={busyId === r.id}
                      onUpdate={onUpdate}
                      onDetails={() => onDetails(r.id)}
                    />
                  </HStack>
                </Flex>
                <Text fontSize="sm">
                  <DayLink date={r.reservation_date}>{w.date}</DayLink> · {w.time} · {w.party}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {[r.customer_email, r.customer_phone].filter(Boolean).join(' · ')}
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

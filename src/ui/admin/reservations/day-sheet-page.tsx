import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import type { DaySheetSlot } from '../../../domain/reservation/day-sheet';
import type { Reservation } from '../../../domain/reservation/reservation';
import { takesASeat } from '../../../domain/reservation/summary';
import { addDays, restaurantDate, restaurantInstant } from '../../../domain/shared/time';
import { useContainer, usePort } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { useErrorToast } from '../shared/use-error-toast';
import { ReservationStatusBadge } from './reservation-status-badge';
import { formatBookingDate } from '../../reservations/booking-format';
import { daySheetQuery } from './reservations-queries';
import { AdminIcon } from '../admin-icons';
import { AvailabilityCheck } from './availability-check';
import { useMemo, useState } from 'react';
import { timelineOf } from '../../../domain/reservation/timeline';
import { bookingRulesQuery } from '../../reservations/booking-availability';
import { ClosedDayNotice, DayTimeline } from './day-timeline';
import type { FloorPlan } from '../../../domain/room/floor-plan';
import { tablesLabel } from '../../../domain/room/staff-seating';
import { floorPlanQuery } from '../settings/floor-plan-settings';
import { HostStandButtons } from './host-stand-buttons';
import { StaffBookingDialog } from './staff-booking-dialog';

const route = getRouteApi('/admin/_authed/reservations/day');

/** Nothing on the printed sheet but the bookings: black on white, no controls. */
const noPrint = { display: 'none' } as const;

/**
 * The day view for service: one date's bookings by time slot with covers per slot and for the
 * day, phone numbers to tap, notes and requests in full, and a sheet to print and hang by the door.
 */
export const DaySheetPage = () => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const today = restaurantDate(usePort(Ports.clock).now());
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const date = search.date ?? today;
  const sheet = useQuery(daySheetQuery(useContainer(), date));
  useErrorToast(sheet.error, t('common.error'), t('reservations.messages.loadError'));

  const show = (next: string) =>
    void navigate({ search: () => (next && next !== today ? { date: next } : {}) });
  const [editing, setEditing] = useState<Reservation | null>(null);
  const [view, setView] = useDayView();
  const container = useContainer();
  const plan = useQuery(floorPlanQuery(container));
  const rules = useQuery(bookingRulesQuery(container));
  const timeline = useMemo(
    () =>
      sheet.data && rules.data && plan.data
        ? timelineOf(
            date,
            rules.data,
            plan.data,
            sheet.data.slots.flatMap((slot) => slot.reservations),
          )
        : null,
    [date, sheet.data, rules.data, plan.data],
  );
  const now = usePort(Ports.clock).now();
  const focus =
    date === today
      ? (now.getTime() - restaurantInstant(date, '00:00').getTime()) / 60_000
      : (timeline?.lanes
          .flatMap((lane) => lane.bars.map((bar) => bar.from))
          .reduce<number | null>((first, from) => (first === null || from < first ? from : first), null) ??
        null);
  /** Opens the form on a booking; a refused drag opens it at the place it was dropped. */
  const open = (reservation: Reservation, moved?: { time: string; tableIds: string[] | null }) =>
    setEditing(
      moved ? { ...reservation, reservation_time: moved.time, table_ids: moved.tableIds ?? [] } : reservation,
    );
  const data = sheet.data;

  return (
    <Box color={{ _print: 'black' }} bg={{ _print: 'white' }}>
      <Flex mb={6} gap={4} justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
        <Stack gap={1}>
          <Text fontSize="sm" color="fg.muted" _print={noPrint}>
            <ChakraLink asChild color="inherit">
              <Link to="/admin/reservations">{t('reservations.day.back')}</Link>
            </ChakraLink>
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {t('reservations.day.title', { date: formatBookingDate(language, date) })}
          </Heading>
          {data && (
            <Text
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="medium"
              aria-live="polite"
              data-testid="day-totals"
            >
              {t('reservations.day.totals', {
                bookings: t('reservations.day.bookings', { count: data.bookings }),
                covers: t('reservations.day.covers', { count: data.covers }),
              })}
            </Text>
          )}
        </Stack>
        <HStack gap={2} align="flex-end" wrap="wrap" _print={noPrint}>
          <IconButton
            variant="outline"
            aria-label={t('reservations.day.previous')}
            onClick={() => show(addDays(date, -1))}
          >
            <AdminIcon name="collapse" boxSize="18px" />
          </IconButton>
          <Field.Root w="11rem">
            <Field.Label srOnly>{t('reservations.day.date')}</Field.Label>
            <Input
              type="date"
              name="date"
              value={date}
              onChange={(e) => e.target.value && show(e.target.value)}
            />
          </Field.Root>
          <IconButton
            variant="outline"
            aria-label={t('reservations.day.next')}
            onClick={() => show(addDays(date, 1))}
          >
            <AdminIcon name="expand" boxSize="18px" />
          </IconButton>
          {date !== today && (
            <Button variant="ghost" onClick={() => show(today)}>
              {t('reservations.day.today')}
            </Button>
          )}
          <HostStandButtons
            date={date}
            initial={search.book}
            onClosed={() =>
              search.book &&
              void navigate({ search: (prev) => ({ ...prev, book: undefined }), replace: true })
            }
          />
          <Button colorPalette="brand" onClick={() => window.print()}>
            <AdminIcon name="print" boxSize={4} />
            {t('reservations.day.print')}
          </Button>
        </HStack>
      </Flex>

      <Box mb={{ base: 4, md: 5 }}>
        <AvailabilityCheck date={date} />
      </Box>

      {timeline?.closedWithBookings && (
        <Box mb={4}>
          <ClosedDayNotice count={sheet.data?.bookings ?? 0} />
        </Box>
      )}
      <HStack mb={3} gap={0} role="group" aria-label={t('hostStand.timeline.view')} _print={noPrint}>
        {(['timeline', 'list'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={view === v}
            borderStartRadius={v === 'timeline' ? undefined : 0}
            borderEndRadius={v === 'timeline' ? 0 : undefined}
            onClick={() => setView(v)}
          >
            {t(`hostStand.timeline.${v}`)}
          </Button>
        ))}
      </HStack>
      {view === 'timeline' && timeline && (
        <Stack gap={2} mb={{ base: 4, md: 5 }} _print={noPrint}>
          <Text fontSize="sm" color="fg.muted" display={{ base: 'none', md: 'block' }}>
            {t('hostStand.timeline.hint')}
          </Text>
          <DayTimeline timeline={timeline} focus={focus} focusKey={date} onOpen={open} />
        </Stack>
      )}

      {!data ? (
        <Text role="status" color="fg.muted" py={8} textAlign="center">
          {sheet.isError ? t('reservations.messages.loadError') : t('reservations.loading')}
        </Text>
      ) : (
        <Stack
          gap={{ base: 4, md: 5 }}
          display={{ base: view === 'list' ? 'flex' : 'none', _print: 'flex' }}
          data-testid="day-sheet"
          data-date={data.date}
          aria-busy={sheet.isFetching || undefined}
          opacity={sheet.isPlaceholderData ? 0.6 : 1}
        >
          {data.truncated && (
            <Alert.Root status="warning" _print={{ borderWidth: '1px', borderColor: 'black' }}>
              <Alert.Indicator _print={noPrint} />
              <Alert.Title>{t('reservations.day.truncated', { count: data.bookings })}</Alert.Title>
            </Alert.Root>
          )}
          {data.slots.length === 0 ? (
            <AdminEmptyState title={t('reservations.day.empty')} />
          ) : (
            data.slots.map((slot) => <SlotCard key={slot.time} slot={slot} plan={plan.data} onEdit={open} />)
          )}
        </Stack>
      )}
      {editing && (
        <StaffBookingDialog
          key={editing.id}
          reservation={editing}
          date={editing.reservation_date}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
};

const DAY_VIEW_KEY = 'tischlein.admin.dayView';

/** The host's choice of the day view (timeline or by time), kept in this browser for the next visit. */
const useDayView = () => {
  const [view, setView] = useState<'timeline' | 'list'>(() => {
    try {
      return window.localStorage.getItem(DAY_VIEW_KEY) === 'list' ? 'list' : 'timeline';
    } catch (error) {
      console.warn('The day view chosen before could not be read in this browser', error);
      return 'timeline';
    }
  });
  const choose = (next: 'timeline' | 'list') => {
    setView(next);
    try {
      window.localStorage.setItem(DAY_VIEW_KEY, next);
    } catch (error) {
      console.warn('The day view is not remembered in this browser', error);
    }
  };
  return [view, choose] as const;
};

const SlotCard = ({
  slot,
  plan,
  onEdit,
}: {
  slot: DaySheetSlot;
  plan: FloorPlan | undefined;
  onEdit: (reservation: Reservation) => void;
}) => {
  const { t } = useTranslation('admin');
  const headingId = `slot-${slot.time.replace(':', '')}`;
  const seated = slot.reservations.filter(takesASeat).length;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      data-slot={slot.time}
      size="sm"
      breakInside="avoid"
      _print={{ boxShadow: 'none', borderColor: 'black', bg: 'white', color: 'black' }}
    >
      <Card.Header
        flexDirection="row"
        alignItems="baseline"
        justifyContent="space-between"
        gap={3}
        flexWrap="wrap"
        borderBottomWidth="1px"
        pb={2}
        _print={{ borderColor: 'black' }}
      >
        <Heading as="h2" size="xl" id={headingId} fontVariantNumeric="tabular-nums">
          {t('reservations.timeValue', { time: slot.time })}
        </Heading>
        <Text fontWeight="semibold" data-testid="slot-covers">
          {t('reservations.day.totals', {
            bookings: t('reservations.day.bookings', { count: seated }),
            covers: t('reservations.day.covers', { count: slot.covers }),
          })}
        </Text>
      </Card.Header>
      <Card.Body pt={0} px={0}>
        <Stack as="ul" listStyleType="none" gap={0}>
          {slot.reservations.map((r) => (
            <Booking key={r.id} reservation={r} plan={plan} onEdit={() => onEdit(r)} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

const Booking = ({
  reservation: r,
  plan,
  onEdit,
}: {
  reservation: Reservation;
  plan: FloorPlan | undefined;
  onEdit: () => void;
}) => {
  const { t } = useTranslation('admin');
  const away = !takesASeat(r);
  const tables = plan && r.table_ids?.length ? tablesLabel(plan, r.table_ids) : null;
  return (
    <Box
      as="li"
      data-reservation-id={r.id}
      px={4}
      py={3}
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      breakInside="avoid"
      opacity={away ? 0.65 : 1}
      _print={{ borderColor: 'black', opacity: 1 }}
    >
      <Flex gap={3} align="baseline" justify="space-between" wrap="wrap">
        <HStack gap={3} align="baseline" wrap="wrap" minW={0}>
          <Text
            fontWeight="semibold"
            fontSize="lg"
            overflowWrap="anywhere"
            textDecoration={away ? 'line-through' : undefined}
          >
            {r.customer_name}
          </Text>
          <Badge variant="outline" size="lg" _print={{ color: 'black', borderColor: 'black' }}>
            {t('reservations.party', { count: r.party_size })}
          </Badge>
          {tables && (
            <Badge size="lg" colorPalette="brand" data-testid="booking-tables" _print={{ color: 'black' }}>
              {t('hostStand.history.fields.tables')} {tables}
            </Badge>
          )}
          {r.source && r.source !== 'online' && (
            <Text fontSize="sm" color="fg.muted">
              {t(`hostStand.sources.${r.source}`)}
            </Text>
          )}
        </HStack>
        <HStack gap={2} _print={{ '& *': { color: 'black', bg: 'white' } }}>
          <ReservationStatusBadge reservation={r} />
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('hostStand.editFor', { name: r.customer_name })}
            onClick={onEdit}
            _print={noPrint}
          >
            <AdminIcon name="edit" boxSize={4} />
          </IconButton>
        </HStack>
      </Flex>
      <HStack gap={4} wrap="wrap" fontSize="sm" mt={1}>
        {r.customer_phone && (
          <ChakraLink href={`tel:${r.customer_phone.replace(/[^\d+]/g, '')}`} _print={{ color: 'black' }}>
            <AdminIcon name="phone" boxSize="14px" />
            {r.customer_phone}
          </ChakraLink>
        )}
        {r.customer_email && (
          <ChakraLink
            href={`mailto:${r.customer_email}`}
            color="fg.muted"
            overflowWrap="anywhere"
            _print={{ color: 'black' }}
          >
            {r.customer_email}
          </ChakraLink>
        )}
      </HStack>
      {r.special_requests && (
        <Text fontSize="sm" mt={2} whiteSpace="pre-wrap">
          <Text as="span" fontWeight="semibold">
            {t('reservations.day.requests')}:{' '}
          </Text>
          {r.special_requests}
        </Text>
      )}
      {r.admin_notes && (
        <Text fontSize="sm" mt={1} whiteSpace="pre-wrap">
          <Text as="span" fontWeight="semibold">
            {t('reservations.day.notes')}:{' '}
          </Text>
          {r.admin_notes}
        </Text>
      )}
    </Box>
  );
};

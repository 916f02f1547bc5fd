import { Alert, Box, chakra, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeReservation } from '../../../application/reservations/change-reservation';
import type { Reservation } from '../../../domain/reservation/reservation';
import {
  timelineTime,
  type Timeline,
  type TimelineBar,
  type TimelineLane,
} from '../../../domain/reservation/timeline';
import { staffRefusalsOf } from '../../../domain/room/staff-seating';
import { timeOf } from '../../../domain/settings/booking-rules';
import { useUseCase } from '../../app/container-context';
import { queryKeys, useInvalidateAreas } from '../../app/query-keys';
import type { DaySheetView } from '../../../application/reservations/show-day-sheet';
import { daySheet } from '../../../domain/reservation/day-sheet';
import { notify } from '../../app/toaster';
import { reservationStatusLabel } from '../../i18n/glossary';
import { AdminIcon } from '../admin-icons';
import { STATUS_PALETTE } from './reservation-format';
import { ReservationStatusBadge } from './reservation-status-badge';
import { staffRefusalKey } from './staff-refusal';
import { useWideScreen } from './use-wide-screen';

/** Pixels per minute: a half hour is 48 px wide. */
const PX = 1.6;
const LANE_HEIGHT = 44;
const LABEL_WIDTH = 112;
/** A drag snaps to quarter hours. */
const SNAP = 15;

/** Where a dragged bar would land: its new start and its lane's table (null: the unassigned lane). */
interface Drop {
  readonly id: string;
  readonly minutes: number;
  readonly tableId: string | null;
}

const laneKey = (lane: TimelineLane) => lane.table?.id ?? 'unassigned';

/**
 * The day as a host reads the room: tables down the side by area, the hours across, each booking a bar as
 * long as it holds its table, coloured by status, with the party and the name on it, and the guests arriving
 * per half hour along the top. A bar is dragged to another table or time (quarter hours) and the store
 * decides by the same rules as the form; a refusal opens the form with the new place, where the host sees
 * why and may book anyway. A tap or Enter on a bar opens the same form: the keyboard's and the phone's way
 * to move it. Below the md width, the same bookings as a list by table.
 */
export const DayTimeline = ({
  timeline,
  focus,
  focusKey,
  onOpen,
}: {
  timeline: Timeline;
  /** Which day is shown: the focus is brought into view once per day. */
  focusKey: string;
  /** The minute (since midnight) to bring into view when the day opens: now on today, else its first booking. */
  focus: number | null;
  /** Opens the form on a booking, moved to a new place when a drag was refused there. */
  onOpen: (reservation: Reservation, moved?: { time: string; tableIds: string[] | null }) => void;
}) => {
  const { t } = useTranslation('admin');
  const wide = useWideScreen();
  const change = useUseCase(ChangeReservation);
  const invalidate = useInvalidateAreas();
  const queryClient = useQueryClient();
  const [drag, setDrag] = useState<(Drop & { dx: number }) | null>(null);
  /** A move the store is deciding: drawn at its new place at once, then as the store answers. */
  const [pending, setPending] = useState<Drop | null>(null);
  const start = useRef<{ x: number; bar: TimelineBar; lane: string | null; moved: boolean } | null>(null);
  const scroller = useRef<HTMLDivElement | null>(null);
  const focused = useRef<string | null>(null);
  // The evening is not off to the right when the host opens the day: the focus an hour from the left edge,
  // once per day shown, so that a re-render never takes the host's own scrolling away.
  useEffect(() => {
    if (!scroller.current || focus === null || focused.current === focusKey) return;
    focused.current = focusKey;
    scroller.current.scrollLeft = Math.max(0, (focus - timeline.start - 60) * PX);
  });

  const move = useMutation({
    mutationFn: ({
      reservation,
      time,
      tableIds,
    }: {
      reservation: Reservation;
      time: string;
      tableIds: string[] | null;
    }) =>
      change.execute(reservation.id, {
        customer_name: reservation.customer_name,
        customer_email: reservation.customer_email,
        customer_phone: reservation.customer_phone,
        reservation_date: reservation.reservation_date,
        reservation_time: time,
        party_size: reservation.party_size,
        special_requests: reservation.special_requests,
        admin_notes: reservation.admin_notes,
        language_preference: reservation.language_preference,
        table_ids: tableIds,
        override_reason: null,
      }),
    onSuccess: async (result, { reservation, time, tableIds }) => {
      if (result.ok) {
        // The store's answer is drawn at once; the other reads of the day follow as they are fetched again.
        const moved = { ...result.value, table_ids: result.value.table_ids ?? tableIds ?? [] };
        queryClient.setQueryData(
          queryKeys.reservations.day(reservation.reservation_date),
          (sheet?: DaySheetView) =>
            sheet && {
              ...daySheet(
                sheet.date,
                sheet.slots.flatMap((slot) => slot.reservations).map((r) => (r.id === moved.id ? moved : r)),
              ),
              truncated: sheet.truncated,
            },
        );
        setPending(null);
        // After the bar is drawn: fetching every read of the bookings again must not hold up this frame.
        window.setTimeout(() => void invalidate('reservations'), 0);
        return;
      }
      await invalidate('reservations');
      setPending(null);
      const reasons = staffRefusalsOf(result.error);
      if (reasons.length === 0) {
        console.error('Failed to move a booking', result.error);
        return notify('error', t('common.error'), t('reservations.messages.updateError'));
      }
      notify('error', t('hostStand.timeline.refused'), reasons.map((r) => t(staffRefusalKey(r))).join(' '));
      onOpen(reservation, { time, tableIds });
    },
    onError: (error) => {
      setPending(null);
      console.error('Failed to move a booking', error);
      notify('error', t('common.error'), t('reservations.messages.updateError'));
    },
  });

  if (!wide) return <TimelineList timeline={timeline} onOpen={onOpen} />;

  const span = timeline.end - timeline.start;
  const hours = Array.from({ length: span / 30 }, (_, i) => timeline.start + i * 30);

  const laneAt = (x: number, y: number): string | null | undefined => {
    const lane = document
      .elementsFromPoint(x, y)
      .map((el) => (el as HTMLElement).dataset?.['lane'])
      .find((key) => key !== undefined);
    return lane === undefined ? undefined : lane === 'unassigned' ? null : lane;
  };

  const onPointerDown = (event: ReactPointerEvent, bar: TimelineBar, lane: TimelineLane) => {
    if (event.button !== 0 || move.isPending) return;
    start.current = { x: event.clientX, bar, lane: lane.table?.id ?? null, moved: false };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const from = start.current;
    if (!from) return;
    const dx = event.clientX - from.x;
    const target = laneAt(event.clientX, event.clientY);
    if (!from.moved && Math.abs(dx) < 6 && (target === undefined || target === from.lane)) return;
    from.moved = true;
    const minutes = from.bar.from + Math.round(dx / PX / SNAP) * SNAP;
    setDrag({
      id: from.bar.reservation.id,
      minutes,
      tableId: target === undefined ? from.lane : target,
      dx: (minutes - from.bar.from) * PX,
    });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    (event.currentTarget as HTMLElement).releasePointerCapture(event.pointerId);
    const dropped = drag;
    setDrag(null);
    if (!from.moved || !dropped) return onOpen(from.bar.reservation);
    const time = timelineTime(dropped.minutes, SNAP);
    const reservation = from.bar.reservation;
    const sameTable = dropped.tableId === from.lane;
    if (time === reservation.reservation_time && sameTable) return;
    // Dropped on its own lane, a combination keeps all its tables; on another, it moves to that one table.
    // A booking at no table (or dropped on that lane) is seated at the best free table of its new time.
    const kept = reservation.table_ids ?? [];
    const tableIds = sameTable
      ? kept.length > 0
        ? [...kept]
        : null
      : dropped.tableId === null
        ? null
        : [dropped.tableId];
    setPending({ id: reservation.id, minutes: dropped.minutes, tableId: dropped.tableId });
    move.mutate({ reservation, time, tableIds });
  };

  return (
    <Box
      ref={scroller}
      // A region one can scroll with the keyboard, also on a day without bookings to tab to.
      tabIndex={0}
      role="region"
      aria-label={t('hostStand.timeline.timeline')}
      borderWidth="1px"
      borderRadius="l2"
      bg="bg"
      overflowX="auto"
      data-testid="day-timeline"
      display={{ _print: 'none' }}
    >
      <Box position="relative" minW={`${LABEL_WIDTH + span * PX}px`}>
        <Flex position="sticky" top={0} zIndex={2} bg="bg.subtle" borderBottomWidth="1px">
          <Box
            w={`${LABEL_WIDTH}px`}
            flexShrink={0}
            px={3}
            py={1}
            fontSize="xs"
            color="fg.muted"
            position="sticky"
            left={0}
            zIndex={1}
            bg="bg.subtle"
            borderEndWidth="1px"
          >
            {t('hostStand.timeline.arrivals')}
          </Box>
          {hours.map((m) => {
            const covers = timeline.arrivals.find((a) => a.time === timeOf(m % 1440))?.covers ?? 0;
            return (
              <Box
                key={m}
                w={`${30 * PX}px`}
                flexShrink={0}
                borderStartWidth={m % 60 === 0 ? '1px' : 0}
                px={1}
                py={1}
                fontSize="xs"
                fontVariantNumeric="tabular-nums"
                data-testid="timeline-arrivals"
                data-time={timeOf(m % 1440)}
              >
                <Text fontWeight={m % 60 === 0 ? 'semibold' : 'normal'} color="fg">
                  {m % 60 === 0 ? timeOf(m % 1440) : '\u00a0'}
                </Text>
                <Text color={covers > 0 ? 'fg' : 'fg.subtle'}>
                  <span aria-hidden="true">{covers > 0 ? covers : '·'}</span>
                  <chakra.span srOnly>
                    {t('hostStand.timeline.coversAt', { count: covers, time: timeOf(m % 1440) })}
                  </chakra.span>
                </Text>
              </Box>
            );
          })}
        </Flex>
        {timeline.lanes.map((lane) => {
          const key = laneKey(lane);
          const target = drag && (drag.tableId ?? 'unassigned') === key;
          return (
            <Flex
              key={key}
              h={`${LANE_HEIGHT}px`}
              borderBottomWidth="1px"
              data-lane={key}
              bg={target ? 'brand.subtle' : undefined}
              role="group"
              aria-label={
                lane.table
                  ? t('hostStand.timeline.table', { name: lane.table.name })
                  : t('hostStand.timeline.unassigned')
              }
            >
              <Flex
                w={`${LABEL_WIDTH}px`}
                flexShrink={0}
                align="center"
                px={3}
                gap={1}
                position="sticky"
                left={0}
                zIndex={1}
                bg="bg"
                borderEndWidth="1px"
                data-lane={key}
              >
                <Text fontWeight="semibold" fontSize="sm" truncate>
                  {lane.table ? lane.table.name : t('hostStand.timeline.unassigned')}
                </Text>
                {lane.table && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('hostStand.timeline.seats', { count: lane.table.maxSeats })}
                  </Text>
                )}
              </Flex>
              <Box position="relative" flex="1" data-lane={key}>
                {lane.bars.map((bar) => {
                  const dragged = drag?.id === bar.reservation.id;
                  const waiting = pending?.id === bar.reservation.id;
                  const from = waiting ? pending.minutes : bar.from;
                  return (
                    <chakra.button
                      key={`${key}-${bar.reservation.id}`}
                      type="button"
                      position="absolute"
                      top="4px"
                      h={`${LANE_HEIGHT - 9}px`}
                      left={`${(from - timeline.start) * PX}px`}
                      w={`${Math.max((bar.until - bar.from) * PX, 24)}px`}
                      transform={dragged ? `translateX(${drag.dx}px)` : undefined}
                      zIndex={dragged ? 3 : undefined}
                      opacity={waiting ? 0.6 : bar.reservation.status === 'no_show' ? 0.5 : 1}
                      borderRadius="l2"
                      borderWidth="1px"
                      colorPalette={STATUS_PALETTE[bar.reservation.status]}
                      bg="colorPalette.subtle"
                      borderColor="colorPalette.muted"
                      color="colorPalette.fg"
                      px={2}
                      textAlign="start"
                      overflow="hidden"
                      whiteSpace="nowrap"
                      fontSize="xs"
                      cursor={dragged ? 'grabbing' : 'grab'}
                      touchAction="none"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid' }}
                      data-testid="timeline-bar"
                      data-reservation-id={bar.reservation.id}
                      data-from={timelineTime(bar.from, 1)}
                      aria-label={t('hostStand.timeline.bar', {
                        name: bar.reservation.customer_name,
                        count: bar.reservation.party_size,
                        from: timelineTime(bar.from, 1),
                        until: timelineTime(bar.until, 1),
                        status: reservationStatusLabel(t, bar.reservation.status),
                      })}
                      onPointerDown={(e) => onPointerDown(e, bar, lane)}
                      onPointerMove={onPointerMove}
                      onPointerUp={onPointerUp}
                      onPointerCancel={() => {
                        start.current = null;
                        setDrag(null);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          onOpen(bar.reservation);
                        }
                      }}
                    >
                      <Text as="span" fontWeight="semibold">
                        {bar.reservation.party_size}
                      </Text>{' '}
                      {bar.reservation.customer_name}
                    </chakra.button>
                  );
                })}
              </Box>
            </Flex>
          );
        })}
      </Box>
    </Box>
  );
};

/** The phone's timeline: each table with its bookings in order, and the same way to open one. */
const TimelineList = ({
  timeline,
  onOpen,
}: {
  timeline: Timeline;
  onOpen: (reservation: Reservation) => void;
}) => {
  const { t } = useTranslation('admin');
  const lanes = timeline.lanes.filter((lane) => lane.bars.length > 0);
  if (lanes.length === 0) return null;
  return (
    <Stack gap={3} data-testid="day-timeline-list" display={{ _print: 'none' }}>
      {lanes.map((lane) => (
        <Box key={laneKey(lane)} borderWidth="1px" borderRadius="l2" bg="bg" px={3} py={2}>
          <Heading as="h3" size="sm" mb={1}>
            {lane.table
              ? t('hostStand.timeline.table', { name: lane.table.name })
              : t('hostStand.timeline.unassigned')}
          </Heading>
          <Stack as="ul" gap={1} listStyleType="none">
            {lane.bars.map((bar) => (
              <HStack
                as="li"
                key={bar.reservation.id}
                justify="space-between"
                gap={2}
                data-reservation-id={bar.reservation.id}
              >
                <Text fontSize="sm" minW={0} truncate>
                  <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                    {timelineTime(bar.from, 1)}–{timelineTime(bar.until, 1)}
                  </Text>{' '}
                  {bar.reservation.customer_name} ·{' '}
                  {t('reservations.party', { count: bar.reservation.party_size })}
                </Text>
                <HStack gap={1} flexShrink={0}>
                  <ReservationStatusBadge reservation={bar.reservation} />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('hostStand.editFor', { name: bar.reservation.customer_name })}
                    onClick={() => onOpen(bar.reservation)}
                  >
                    <AdminIcon name="edit" boxSize={4} />
                  </IconButton>
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};

/** A closed day that still has bookings says so above its timeline and its sheet. */
export const ClosedDayNotice = ({ count }: { count: number }) => {
  const { t } = useTranslation('admin');
  return (
    <Alert.Root status="warning" data-testid="closed-with-bookings">
      <Alert.Indicator />
      <Alert.Title>{t('hostStand.timeline.closedWithBookings', { count })}</Alert.Title>
    </Alert.Root>
  );
};

import { Badge, Box, Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../domain/reservation/reservation';
import type { GuestReservation } from '../../domain/reservation/self-service';
import { localized } from '../../domain/shared/translations';
import { reservationStatusLabel } from '../i18n/glossary';
import { currentLanguage } from '../i18n/i18n';
import { PublicIcon, type PublicIconName } from '../public/public-icons';
import { formatBookingDate } from '../reservations/booking-format';

const STATUS_PALETTE: Readonly<Record<ReservationStatus, string>> = {
  pending: 'orange',
  confirmed: 'green',
  seated: 'green',
  cancelled: 'red',
  completed: 'gray',
  no_show: 'gray',
};

/** The booking's facts in the guest's language: date, time, party, and the event of a sign-up. */
export const BookingFacts = ({ booking }: { booking: GuestReservation }) => {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage(i18n);
  const rows: { icon: PublicIconName; label: string; value: string }[] = [
    ...(booking.event
      ? [
          {
            icon: 'star' as const,
            label: t('selfService.event'),
            value: localized(booking.event, language).title,
          },
        ]
      : []),
    {
      icon: 'calendar',
      label: t('selfService.date'),
      value: formatBookingDate(language, booking.reservation_date),
    },
    { icon: 'clock', label: t('selfService.time'), value: booking.reservation_time },
    {
      icon: 'users',
      label: t('selfService.party'),
      value: t('selfService.people', { count: booking.party_size }),
    },
  ];
  return (
    <DataList.Root orientation="horizontal" gap={3} bg="#fbf6ee" rounded="xl" p={{ base: 4, md: 5 }}>
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel
            display="flex"
            alignItems="center"
            gap={2}
            minW={{ base: '7.5rem', md: '9rem' }}
          >
            <PublicIcon name={row.icon} boxSize={4} color="brand.fg" />
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold" color="gray.900" data-testid={`self-service-${row.icon}`}>
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
};

export const StatusBadge = ({ status }: { status: ReservationStatus }) => {
  const { t } = useTranslation('common');
  return (
    <Badge
      alignSelf="flex-start"
      colorPalette={STATUS_PALETTE[status]}
      variant="subtle"
      size="lg"
      rounded="full"
      px={3}
      data-testid="self-service-status"
      data-status={status}
    >
      {reservationStatusLabel(t, status)}
    </Badge>
  );
};

/**
 * The card that holds the booking: the name in the heading, the status, the facts, and below them what the
 * guest may do (the actions, or the form of the one they chose). `notice` is news to read first (a move).
 */
export const GuestBookingCard = ({
  booking,
  notice,
  children,
}: {
  booking: GuestReservation;
  notice?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation('common');
  return (
    <Card.Root
      as="section"
      aria-labelledby="self-service-heading"
      data-testid="self-service-booking"
      rounded="2xl"
      shadow="sm"
      bg="white"
      borderTopWidth="4px"
      borderTopColor={booking.status === 'confirmed' ? 'green.600' : 'brand.500'}
    >
      <Card.Body p={{ base: 5, md: 8 }}>
        <Stack gap={6}>
          {notice}
          <Stack gap={3}>
            <Heading
              as="h2"
              id="self-service-heading"
              size={{ base: 'xl', md: '2xl' }}
              fontFamily="heading"
              textWrap="balance"
            >
              {t('selfService.heading', { name: booking.customer_name })}
            </Heading>
            <HStack gap={3} wrap="wrap">
              <Text srOnly>{t('selfService.statusLabel')}:</Text>
              <StatusBadge status={booking.status} />
            </HStack>
            {booking.status !== 'cancelled' && (
              <Text color="gray.700">{t(`selfService.statusText.${booking.status}`)}</Text>
            )}
          </Stack>
          <BookingFacts booking={booking} />
          <Box>{children}</Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

/** The cancellation's confirmation, in place of the actions: what will happen, then the two choices. */
export const ConfirmCancel = ({
  booking,
  busy,
  onConfirm,
  onKeep,
}: {
  booking: GuestReservation;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) => {
  const { t, i18n } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack
      role="alertdialog"
      aria-labelledby="self-service-cancel-title"
      aria-describedby="self-service-cancel-text"
      data-testid="self-service-confirm-cancel"
      gap={4}
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      rounded="xl"
      p={{ base: 4, md: 5 }}
    >
      <Text
        as="h3"
        id="self-service-cancel-title"
        ref={heading}
        tabIndex={-1}
        outline="none"
        // Focus scrolls it into view; the sticky header must not cover it.
        scrollMarginTop="6rem"
        fontWeight="semibold"
        fontSize="lg"
        color="red.800"
      >
        {t('selfService.cancel.confirmTitle')}
      </Text>
      <Text id="self-service-cancel-text" color="gray.800">
        {t('selfService.cancel.confirmText', {
          date: formatBookingDate(currentLanguage(i18n), booking.reservation_date),
          time: booking.reservation_time,
        })}
      </Text>
      <HStack gap={3} wrap="wrap">
        <Button
          colorPalette="red"
          rounded="full"
          loading={busy}
          loadingText={t('selfService.cancel.busy')}
          onClick={onConfirm}
        >
          {t('selfService.cancel.confirm')}
        </Button>
        <Button variant="outline" colorPalette="gray" rounded="full" onClick={onKeep} disabled={busy}>
          {t('selfService.cancel.keep')}
        </Button>
      </HStack>
    </Stack>
  );
};

import { Alert, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../application/ports/tokens';
import { CancelReservationByToken } from '../../application/reservations/cancel-reservation-by-token';
import {
  canCancel,
  canMove,
  selfServiceErrorOf,
  type GuestReservation,
  type SelfServiceError,
} from '../../domain/reservation/self-service';
import { restaurantDate } from '../../domain/shared/time';
import { useContainer, usePort, useUseCase } from '../app/container-context';
import { PortFailure } from '../app/query';
import { notify } from '../app/toaster';
import { currentLanguage } from '../i18n/i18n';
import { PublicPage } from '../public/public-page';
import { useDocumentMeta } from '../public/use-document-meta';
import { formatBookingDate } from '../reservations/booking-format';
import { ConfirmCancel, GuestBookingCard, StatusBadge, BookingFacts } from './guest-booking-card';
import { LinkProblem, type LinkProblemKind } from './link-problem';
import { MoveBookingForm } from './move-booking-form';
import { guestReservationQuery } from './self-service-queries';
import { useNoIndex } from '../app/use-no-index';
import { queryKeys } from '../app/query-keys';

type Step =
  | { readonly kind: 'view' }
  | { readonly kind: 'confirmCancel' }
  | { readonly kind: 'move' }
  | { readonly kind: 'cancelled'; readonly booking: GuestReservation };

/** The link's own refusals as the page's problem; anything else is a failed read. */
const problemOf = (error: Error): LinkProblemKind => {
  if (!(error instanceof PortFailure)) return 'unavailable';
  const refusal = selfServiceErrorOf(error.error);
  if (refusal === 'invalid' || refusal === 'expired' || refusal === 'used') return refusal;
  return 'unavailable';
};

/**
 * /reservation/$token: the self-service page of a booking's e-mails. It opens in the
 * language the guest booked in, shows the booking, and lets the guest cancel it after a
 * confirmation, or move a table booking to another free time. A wrong, cut-off, expired or used link gets a
 * page that says so, never an error.
 */
export const SelfServicePage = () => {
  const { t, i18n } = useTranslation('common');
  useDocumentMeta(t('selfService.title'), t('selfService.metaDescription'));
  useNoIndex();
  const { token } = useParams({ from: '/_public/reservation/$token' });
  const container = useContainer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clock = usePort(Ports.clock);
  const cancel = useUseCase(CancelReservationByToken);
  const booking = useQuery(guestReservationQuery(container, token));
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [busy, setBusy] = useState(false);
  /** After a move: the booking's new time, announced above it. */
  const [movedTo, setMovedTo] = useState<GuestReservation | null>(null);
  /** A change the link no longer allows (cancelled or begun meanwhile), shown above the booking. */
  const [refused, setRefused] = useState<SelfServiceError | null>(null);
  const spokeTheirLanguage = useRef(false);
  const language = currentLanguage(i18n);
  /** The notice of a move: brought into view, since the move form below it may have been scrolled to. */
  const movedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!movedTo) return;
    movedNotice.current?.scrollIntoView({ block: 'nearest' });
    movedNotice.current?.focus({ preventScroll: true });
  }, [movedTo]);

  // The e-mail came in the language the guest booked in: the page opens in it too (once; the language
  // switcher changes it as on every page).
  const bookedIn = booking.data?.language_preference;
  useEffect(() => {
    if (!bookedIn || spokeTheirLanguage.current) return;
    spokeTheirLanguage.current = true;
    if (bookedIn !== currentLanguage(i18n)) void i18n.changeLanguage(bookedIn);
  }, [bookedIn, i18n]);

  useEffect(() => {
    if (booking.error && problemOf(booking.error) === 'unavailable') {
      console.error('The booking of a self-service link could not be loaded', booking.error);
    }
  }, [booking.error]);

  const linkRefused = (error: SelfServiceError) => {
    setStep({ kind: 'view' });
    if (error === 'closed' || error === 'eventBooking') {
      setRefused(error);
      return;
    }
    // Expired, cancelled meanwhile or gone: the page reads the link again and says so.
    void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.selfService(token) });
  };

  const confirmCancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await cancel.execute(token);
      if (result.ok) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.allFreeTimes() });
        setStep({ kind: 'cancelled', booking: result.value });
        return;
      }
      const linkError = selfServiceErrorOf(result.error);
      if (linkError) {
        linkRefused(linkError);
        return;
      }
      console.error('The booking could not be cancelled', result.error);
      notify('error', t('selfService.cancel.failed'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (step.kind === 'cancelled') {
    body = <Cancelled booking={step.booking} />;
  } else if (booking.isPending) {
    body = (
      <Stack role="status" gap={4}>
        <Text color="gray.700" fontSize="sm">
          {t('selfService.loading')}
        </Text>
        <Skeleton h="20rem" rounded="2xl" aria-hidden />
      </Stack>
    );
  } else if (booking.isError) {
    const problem = problemOf(booking.error);
    body = (
      <LinkProblem
        kind={problem}
        onRetry={problem === 'unavailable' ? () => void booking.refetch() : undefined}
      />
    );
  } else {
    const shown = booking.data;
    const now = clock.now();
    const notice = movedTo ? (
      <Alert.Root
        ref={movedNotice}
        tabIndex={-1}
        status="success"
        rounded="xl"
        data-testid="self-service-moved"
        role="status"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('selfService.move.doneTitle')}</Alert.Title>
          <Alert.Description>
            {t('selfService.move.doneText', {
              date: formatBookingDate(language, movedTo.reservation_date),
              time: movedTo.reservation_time,
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    ) : refused ? (
      <Alert.Root status="warning" rounded="xl" role="status">
        <Alert.Indicator />
        <Alert.Title>{t(`selfService.errors.${refused}`)}</Alert.Title>
      </Alert.Root>
    ) : null;

    let actions;
    if (step.kind === 'confirmCancel') {
      actions = (
        <ConfirmCancel
          booking={shown}
          busy={busy}
          onConfirm={() => void confirmCancel()}
          onKeep={() => setStep({ kind: 'view' })}
        />
      );
    } else if (step.kind === 'move') {
      actions = (
        <MoveBookingForm
          token={token}
          booking={shown}
          onClose={() => setStep({ kind: 'view' })}
          onLinkRefused={linkRefused}
          onMoved={(moved) => {
            queryClient.setQueryData(
              guestReservationQuery(container, moved.token).queryKey,
              moved.reservation,
            );
            setMovedTo(moved.reservation);
            setRefused(null);
            setStep({ kind: 'view' });
            void navigate({
              to: '/reservation/$token',
              params: { token: moved.token },
              replace: true,
              resetScroll: false,
            });
          }}
        />
      );
    } else if (canCancel(shown, now)) {
      actions = (
        <Stack gap={3}>
          {shown.event && (
            <Text fontSize="sm" color="gray.700">
              {t('selfService.eventNote')}
            </Text>
          )}
          <HStack gap={3} wrap="wrap">
            {canMove(shown, now) && (
              <Button
                colorPalette="brand"
                rounded="full"
                onClick={() => {
                  setMovedTo(null);
                  setStep({ kind: 'move' });
                }}
              >
                {t('selfService.move.button')}
              </Button>
            )}
            <Button
              variant="outline"
              colorPalette="red"
              rounded="full"
              onClick={() => {
                setMovedTo(null);
                setStep({ kind: 'confirmCancel' });
              }}
            >
              {t('selfService.cancel.button')}
            </Button>
          </HStack>
        </Stack>
      );
    } else {
      actions = (
        <Text fontSize="sm" color="gray.700">
          {t('selfService.closedNote')}
        </Text>
      );
    }

    body = (
      <Stack gap={4}>
        <GuestBookingCard booking={shown} notice={notice}>
          {actions}
        </GuestBookingCard>
        <Text fontSize="sm" color="gray.600" px={1}>
          {t('selfService.validUntil', {
            date: formatBookingDate(language, restaurantDate(new Date(Date.parse(shown.expires_at) - 1))),
          })}
        </Text>
      </Stack>
    );
  }

  return (
    <PublicPage title={t('selfService.title')} subtitle={t('selfService.subtitle')} maxW="3xl">
      {body}
    </PublicPage>
  );
};

/** After the cancellation: the booking as it was, marked cancelled, and the way to a new one. */
const Cancelled = ({ booking }: { booking: GuestReservation }) => {
  const { t, i18n } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card.Root
      as="section"
      aria-labelledby="self-service-cancelled"
      data-testid="self-service-cancelled"
      rounded="2xl"
      shadow="sm"
      bg="white"
      borderTopWidth="4px"
      borderTopColor="red.500"
    >
      <Card.Body p={{ base: 5, md: 8 }}>
        <Stack gap={5}>
          <Stack gap={3}>
            <Heading
              as="h2"
              id="self-service-cancelled"
              ref={heading}
              tabIndex={-1}
              outline="none"
              scrollMarginTop="6rem"
              size={{ base: 'xl', md: '2xl' }}
              fontFamily="heading"
            >
              {t('selfService.cancel.doneTitle')}
            </Heading>
            <StatusBadge status={booking.status} />
            <Text color="gray.700">
              {t('selfService.cancel.doneText', {
                date: formatBookingDate(currentLanguage(i18n), booking.reservation_date),
                time: booking.reservation_time,
              })}
            </Text>
          </Stack>
          <BookingFacts booking={booking} />
          <HStack gap={3} wrap="wrap">
            <Button asChild colorPalette="brand" rounded="full">
              <Link to="/reservations">{t('selfService.bookAgain')}</Link>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" rounded="full">
              <Link to="/">{t('selfService.toHome')}</Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

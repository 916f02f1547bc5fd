import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSoldOut } from '../../domain/event/seats';
import { useAppRunning } from '../app/use-app-running';
import type { Reservation } from '../../domain/reservation/reservation';
import { useContainer } from '../app/container-context';
import { OpeningHours } from '../public/opening-hours';
import { ContactDetails } from '../public/restaurant-contact';
import { PublicPage } from '../public/public-page';
import { upcomingEventsQuery } from '../public/queries';
import { useDocumentMeta } from '../public/use-document-meta';
import { useLoggedError } from '../public/use-logged-error';
import { ReservationConfirmation } from './reservation-confirmation';
import { ReservationForm } from './reservation-form';

type View =
  | { readonly kind: 'form'; readonly again: boolean }
  | { readonly kind: 'booked'; readonly reservation: Reservation };

/**
 * The event a guest follows "Join event" for (?event=<id>), among the upcoming ones the public sees:
 * undefined while they load, null when there is none to sign up for (over, switched off, unknown).
 */
const useSignUpEvent = (eventId: string | undefined) => {
  const events = useQuery({ ...upcomingEventsQuery(useContainer()), enabled: eventId !== undefined });
  useLoggedError(events.error, 'Failed to load the event to sign up for');
  if (eventId === undefined) return null;
  if (events.isPending) return undefined;
  return events.data?.find((e) => e.id === eventId) ?? null;
};

/** /reservations: the form, then the confirmation card; 'make another' brings back an empty form. */
export const ReservationPage = () => {
  const { t } = useTranslation('common');
  useDocumentMeta(t('reservations.title'), t('reservations.metaDescription'));
  const [view, setView] = useState<View>({ kind: 'form', again: false });
  const { event } = useSearch({ from: '/_public/reservations' });
  // The prerendered page is the plain form: the browser hydrates it as such, then shows the event.
  const eventId = useAppRunning() ? event : undefined;
  const signUpFor = useSignUpEvent(eventId);

  let body;
  if (view.kind === 'booked')
    body = (
      <ReservationConfirmation
        reservation={view.reservation}
        onMakeAnother={() => setView({ kind: 'form', again: true })}
      />
    );
  else if (signUpFor === undefined)
    body = <Skeleton h="24rem" rounded="2xl" role="status" aria-label={t('reservations.event.loading')} />;
  else if (signUpFor && isSoldOut(signUpFor))
    body = (
      <Stack gap={4} align="flex-start">
        <Alert.Root status="info" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>{t('reservations.event.soldOut')}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" variant="outline" rounded="full">
          <Link to="/events">{t('reservations.event.toEvents')}</Link>
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap={4}>
        {eventId !== undefined && !signUpFor && (
          <Alert.Root status="info" rounded="xl">
            <Alert.Indicator />
            <Alert.Title>{t('reservations.event.gone')}</Alert.Title>
          </Alert.Root>
        )}
        <ReservationForm
          key={signUpFor?.id ?? 'table'}
          signUpFor={signUpFor ?? undefined}
          focusOnMount={view.again}
          onBooked={(reservation) => setView({ kind: 'booked', reservation })}
        />
        {!signUpFor && (
          <Stack as="section" aria-labelledby="booking-hours" gap={1} px={1} fontSize="sm" color="gray.700">
            <Text id="booking-hours" fontWeight="semibold">
              {t('hours.title')}
            </Text>
            <OpeningHours withClosures />
            <Text fontWeight="semibold" mt={3}>
              {t('contact.title')}
            </Text>
            <ContactDetails />
          </Stack>
        )}
      </Stack>
    );

  return (
    <PublicPage title={t('reservations.title')} subtitle={t('reservations.subtitle')} maxW="3xl">
      {body}
    </PublicPage>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../domain/reservation/reservation';
import { PublicPage } from '../public/public-page';
import { useDocumentMeta } from '../public/use-document-meta';
import { ReservationConfirmation } from './reservation-confirmation';
import { ReservationForm } from './reservation-form';

type View =
  | { readonly kind: 'form'; readonly again: boolean }
  | { readonly kind: 'booked'; readonly reservation: Reservation };

/** /reservations: the form, then the confirmation card; 'make another' brings back an empty form. */
export const ReservationPage = () => {
  const { t } = useTranslation('common');
  useDocumentMeta(t('reservations.title'), t('reservations.metaDescription'));
  const [view, setView] = useState<View>({ kind: 'form', again: false });

  return (
    <PublicPage title={t('reservations.title')} subtitle={t('reservations.subtitle')} maxW="3xl">
      {view.kind === 'booked' ? (
        <ReservationConfirmation
          reservation={view.reservation}
          onMakeAnother={() => setView({ kind: 'form', again: true })}
        />
      ) : (
        <ReservationForm
          focusOnMount={view.again}
          onBooked={(reservation) => setView({ kind: 'booked', reservation })}
        />
      )}
    </PublicPage>
  );
};

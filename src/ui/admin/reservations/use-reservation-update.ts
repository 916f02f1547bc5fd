import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangeReservationStatus } from '../../../application/reservations/change-reservation-status';
import { SaveReservationNotes } from '../../../application/reservations/save-reservation-notes';
import type { Reservation, ReservationStatus } from '../../../domain/reservation/reservation';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';

export type ReservationUpdate =
  | {
      readonly kind: 'status';
      readonly reservation: Reservation;
      readonly status: ReservationStatus;
      /** The details dialog saves its notes with the change; quick actions leave them alone. */
      readonly notes?: string | null;
      /** The details dialog's words to the guest, sent with a cancellation (decision 0078). */
      readonly reason?: string | null;
    }
  | { readonly kind: 'notes'; readonly reservation: Reservation; readonly notes: string | null };

/**
 * One admin update (a status change or the notes): on success the 'Success' toast and a reload of every
 * reservations query; on failure 'Error' / 'Failed to update reservation', with the cause in the console.
 */
export const useReservationUpdate = () => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const changeStatus = useUseCase(ChangeReservationStatus);
  const saveNotes = useUseCase(SaveReservationNotes);

  const failed = (error: unknown) => {
    console.error('Failed to update reservation', error);
    notify('error', t('common.error'), t('reservations.messages.updateError'));
  };

  return useMutation({
    mutationFn: (update: ReservationUpdate) =>
      update.kind === 'status'
        ? update.reason
          ? changeStatus.execute(update.reservation.id, update.status, update.notes, update.reason)
          : changeStatus.execute(update.reservation.id, update.status, update.notes)
        : saveNotes.execute(update.reservation.id, update.notes),
    onSuccess: async (result, update) => {
      if (!result.ok) return failed(result.error);
      notify(
        'success',
        t('reservations.messages.success'),
        update.kind === 'status'
          ? t(`reservations.messages.updated.${update.status}`)
          : t('reservations.messages.notesSaved'),
      );
      await invalidate('reservations');
    },
    onError: failed,
  });
};

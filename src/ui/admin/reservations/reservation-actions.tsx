import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { canMoveTo, quickActions } from '../../../domain/reservation/lifecycle';
import type { Reservation, ReservationStatus } from '../../../domain/reservation/reservation';
import type { ReservationUpdate } from './use-reservation-update';
import { reservationStatusLabel } from '../../i18n/glossary';
import { usePort } from '../../app/container-context';

interface ActionProps {
  readonly reservation: Reservation;
  readonly busy: boolean;
  readonly onUpdate: (update: ReservationUpdate) => void;
}

/** A pending row's one-click Confirm and Cancel; nothing for any other status. */
export const QuickActions = ({ reservation, busy, onUpdate }: ActionProps) => {
  const { t } = useTranslation('admin');
  if (reservation.status !== 'pending') return null;
  const name = reservation.customer_name;
  return (
    <HStack gap={2}>
      {quickActions('pending').map((status) =>
        status === 'confirmed' ? (
          <Button
            key={status}
            size="sm"
            // Chakra's green.600 carries white text at 3.3:1 only; green.700 reaches 5:1.
            bg="green.700"
            color="white"
            _hover={{ bg: 'green.800' }}
            disabled={busy}
            aria-label={t('reservations.actions.confirmFor', { name })}
            onClick={() => onUpdate({ kind: 'status', reservation, status })}
          >
            {t('reservations.actions.confirm')}
          </Button>
        ) : (
          <Button
            key={status}
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={busy}
            aria-label={t('reservations.actions.cancelFor', { name })}
            onClick={() => onUpdate({ kind: 'status', reservation, status })}
          >
            {t('reservations.actions.cancel')}
          </Button>
        ),
      )}
    </HStack>
  );
};

const MENU_LABEL: Partial<Record<ReservationStatus, string>> = {
  seated: 'reservations.actions.markSeated',
  completed: 'reservations.actions.markCompleted',
  no_show: 'reservations.actions.markNoShow',
};

/**
 * The row menu: View Details; on a confirmed row Mark Seated (from its date on), Mark Completed and Mark No
 * Show (once its time has come); on a seated row Mark Completed.
 */
export const RowMenu = ({
  reservation,
  busy,
  onUpdate,
  onDetails,
}: ActionProps & { onDetails: () => void }) => {
  const { t } = useTranslation('admin');
  const now = usePort(Ports.clock).now();
  // Completed and no-show only once the booking's time has come.
  const moves =
    reservation.status === 'pending'
      ? []
      : quickActions(reservation.status).filter((status) => canMoveTo(reservation, status, now));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('reservations.actions.more', { name: reservation.customer_name })}
          disabled={busy}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="details" onSelect={onDetails}>
              {t('reservations.actions.viewDetails')}
            </Menu.Item>
            {moves.map((status) => (
              <Menu.Item
                key={status}
                value={status}
                onSelect={() => onUpdate({ kind: 'status', reservation, status })}
              >
                {MENU_LABEL[status] ? t(MENU_LABEL[status]) : reservationStatusLabel(t, status)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

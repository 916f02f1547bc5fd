import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { isLate } from '../../../domain/reservation/lifecycle';
import type { Reservation } from '../../../domain/reservation/reservation';
import { usePort } from '../../app/container-context';
import { STATUS_PALETTE } from './reservation-format';
import { reservationStatusLabel } from '../../i18n/glossary';

/** A booking's status, and "Late" beside it while a confirmed guest is 15 minutes overdue. */
export const ReservationStatusBadge = ({ reservation }: { reservation: Reservation }) => {
  const { t } = useTranslation('admin');
  const late = isLate(reservation, usePort(Ports.clock).now());
  return (
    <HStack gap={1} wrap="wrap" display="inline-flex">
      <Badge colorPalette={STATUS_PALETTE[reservation.status]} variant="subtle" size="md" whiteSpace="nowrap">
        {reservationStatusLabel(t, reservation.status)}
      </Badge>
      {late && (
        <Badge colorPalette="orange" variant="solid" size="md" whiteSpace="nowrap" data-testid="late-badge">
          {t('reservations.late')}
        </Badge>
      )}
    </HStack>
  );
};

import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../../domain/reservation/reservation';
import { STATUS_PALETTE } from './reservation-format';
import { reservationStatusLabel } from '../../i18n/glossary';

export const ReservationStatusBadge = ({ status }: { status: ReservationStatus }) => {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="md" whiteSpace="nowrap">
      {reservationStatusLabel(t, status)}
    </Badge>
  );
};

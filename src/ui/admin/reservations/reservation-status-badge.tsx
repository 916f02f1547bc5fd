import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../../domain/reservation/reservation';
import { STATUS_PALETTE } from './reservation-format';

export const ReservationStatusBadge = ({ status }: { status: ReservationStatus }) => {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="md" whiteSpace="nowrap">
      {t(`reservations.status.${status}`)}
    </Badge>
  );
};

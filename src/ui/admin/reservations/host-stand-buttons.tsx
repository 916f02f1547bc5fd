import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminIcon } from '../admin-icons';
import { StaffBookingDialog } from './staff-booking-dialog';
import { WalkInDialog } from './walk-in-dialog';

/** Which of the host stand's forms is open. */
export type HostStandForm = 'phone' | 'walk_in';

/**
 * The host stand's two entries, on the list and the day view: a new booking (phone first) for `date`, and a
 * walk-in seated now. `initial` opens one at once (the dashboard's links); `onClosed` is told when it closes.
 */
export const HostStandButtons = ({
  date,
  initial,
  onClosed,
}: {
  date: string;
  initial?: HostStandForm | undefined;
  onClosed?: () => void;
}) => {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<HostStandForm | null>(initial ?? null);
  const close = () => {
    setOpen(null);
    onClosed?.();
  };
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen('phone')}>
        <AdminIcon name="plus" boxSize={4} />
        {t('hostStand.newBooking')}
      </Button>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen('walk_in')}>
        <AdminIcon name="walkIn" boxSize={4} />
        {t('hostStand.walkIn')}
      </Button>
      {open === 'phone' && <StaffBookingDialog date={date} onClose={close} />}
      {open === 'walk_in' && <WalkInDialog onClose={close} />}
    </>
  );
};

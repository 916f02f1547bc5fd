import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FillDemoWithBusyYear } from '../../../application/demo/fill-demo-with-busy-year';
import { useUseCaseIfBound } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { invalidateAreas } from '../../app/query-keys';

/**
 * The offline demo's "Fill with a busy year": after a confirmation, swaps the demo's generated bookings for
 * a year of about 20,000, so anyone can see the admin under load. Renders nothing outside the demo.
 */
export const DemoBusyYearButton = () => {
  const { t, i18n } = useTranslation('admin');
  const fill = useUseCaseIfBound(FillDemoWithBusyYear);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!fill) return null;

  const run = async () => {
    if (!window.confirm(t('demoBusyYear.confirm'))) return;
    setBusy(true);
    try {
      const result = await fill.execute();
      if (!result.ok) throw result.error;
      await invalidateAreas(queryClient, 'reservations');
      notify(
        'success',
        t('demoBusyYear.done', { bookings: result.value.count.toLocaleString(i18n.language) }),
      );
    } catch (error) {
      console.error('Failed to fill the demo with a busy year', error);
      notify('error', t('common.error'), t('demoBusyYear.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={busy}
      loadingText={t('demoBusyYear.busy')}
      title={t('demoBusyYear.hint')}
      data-testid="demo-busy-year"
      onClick={() => void run()}
    >
      {t('demoBusyYear.button')}
    </Button>
  );
};

import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExportReservations } from '../../../application/reservations/export-reservations';
import { Ports } from '../../../application/ports/tokens';
import { CSV_COLUMNS, csvSeparatorOf, type CsvLocale } from '../../../domain/reservation/csv';
import { RESERVATION_STATUSES } from '../../../domain/reservation/reservation';
import { restaurantDate } from '../../../domain/shared/time';
import type { ReservationQuery } from '../../../domain/reservation/query';
import { usePort, useUseCase } from '../../app/container-context';
import { PortFailure } from '../../app/query';
import { notify } from '../../app/toaster';
import { reservationStatusLabel } from '../../i18n/glossary';
import { exportFileName } from './reservation-search';
import { AdminIcon } from '../admin-icons';

/** Hands a text to the browser as a downloaded file. */
const download = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the blob by now; a minute is generous for a slow disk.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Every reservation the current filter matches (all pages, in the list's order) as a CSV file the admin's
 * spreadsheet opens as columns: UTF-8 with a BOM, the separator, headings and statuses of the admin's
 * language, Berlin's times, cells a spreadsheet would run as formulas escaped, named by the day it was made.
 */
export const ExportButton = ({ query }: { query: ReservationQuery }) => {
  const { t, i18n } = useTranslation('admin');
  const exportReservations = useUseCase(ExportReservations);
  const clock = usePort(Ports.clock);
  const exported = useMutation({
    mutationFn: async () => {
      const locale: CsvLocale = {
        separator: csvSeparatorOf(i18n.language),
        headings: Object.fromEntries(
          CSV_COLUMNS.map((column) => [column, t(`reservations.csv.${column}`)]),
        ) as CsvLocale['headings'],
        statuses: Object.fromEntries(
          RESERVATION_STATUSES.map((status) => [status, reservationStatusLabel(t, status)]),
        ) as CsvLocale['statuses'],
      };
      const result = await exportReservations.execute({ query, locale });
      if (!result.ok) throw new PortFailure(result.error);
      download(result.value, exportFileName(t('reservations.export.fileName'), restaurantDate(clock.now())));
    },
    onError: (error) => {
      console.error('Failed to export reservations', error);
      notify('error', t('common.error'), t('reservations.export.failed'));
    },
  });

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={exported.isPending}
      loadingText={t('reservations.export.busy')}
      onClick={() => exported.mutate()}
    >
      <AdminIcon name="download" boxSize={4} />
      {t('reservations.export.button')}
    </Button>
  );
};

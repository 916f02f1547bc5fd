import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportReservations } from '../../../application/reservations/export-reservations';
import { CSV_COLUMNS, type CsvColumn } from '../../../domain/reservation/csv';
import type { ReservationQuery } from '../../../domain/reservation/query';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { exportFileName } from './reservation-search';

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
 * Every reservation the current filter matches (all pages, in the list's order) as a CSV file: UTF-8 with
 * a BOM, headings in the admin's language, cells a spreadsheet would run as formulas escaped.
 */
export const ExportButton = ({ query }: { query: ReservationQuery }) => {
  const { t } = useTranslation('admin');
  const exportReservations = useUseCase(ExportReservations);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const headings = Object.fromEntries(
        CSV_COLUMNS.map((column) => [column, t(`reservations.csv.${column}`)]),
      ) as Record<CsvColumn, string>;
      const result = await exportReservations.execute({ query, headings });
      if (!result.ok) throw result.error;
      download(result.value, exportFileName(query));
    } catch (error) {
      console.error('Failed to export reservations', error);
      notify('error', t('common.error'), t('reservations.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={busy}
      loadingText={t('reservations.export.busy')}
      onClick={() => void run()}
    >
      <DownloadIcon />
      {t('reservations.export.button')}
    </Button>
  );
};

const DownloadIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);

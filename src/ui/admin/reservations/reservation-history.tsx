import { Box, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_PRIVATE_FIELDS,
  type FieldChange,
  type ReservationHistoryEntry,
} from '../../../domain/reservation/history';
import type { ReservationStatus } from '../../../domain/reservation/reservation';
import { restaurantParts } from '../../../domain/shared/time';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { reservationStatusLabel } from '../../i18n/glossary';
import { formatAdminDate, formatAdminInstant } from './reservation-format';
import { reservationHistoryQuery } from './reservations-queries';

/** A recorded value as staff read it: a date, a time of day, a status, a source or a language in words. */
const valueOf = (t: TFunction<'admin'>, language: string, change: FieldChange, value: string) => {
  switch (change.field) {
    case 'reservation_date':
      return formatAdminDate(language, value);
    case 'status':
      return reservationStatusLabel(t, value as ReservationStatus);
    case 'source':
      return t(`hostStand.sources.${value}`);
    case 'language_preference':
      return t(`reservations.languages.${value}`);
    case 'held_until': {
      const { hour, minute } = restaurantParts(new Date(value));
      return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    }
    default:
      return value;
  }
};

const lineOf = (t: TFunction<'admin'>, language: string, change: FieldChange) => {
  const field = t(`hostStand.history.fields.${change.field}`);
  if ((HISTORY_PRIVATE_FIELDS as readonly string[]).includes(change.field))
    return t('hostStand.history.private', { field });
  const to = change.to === null ? t('reservations.details.none') : valueOf(t, language, change, change.to);
  if (change.from === null) return t('hostStand.history.set', { field, to });
  return t('hostStand.history.fromTo', { field, from: valueOf(t, language, change, change.from), to });
};

/**
 * A booking's history in full: each change with when, by whom (a staff member, or the guest) and what it
 * changed, and the reason when staff set the room's rules aside.
 */
export const ReservationHistory = ({ reservationId }: { reservationId: string }) => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const history = useQuery(reservationHistoryQuery(useContainer(), reservationId));
  const entries: readonly ReservationHistoryEntry[] = history.data ?? [];
  return (
    <Stack as="section" gap={2} aria-labelledby="reservation-history" data-testid="reservation-history">
      <Text id="reservation-history" fontWeight="semibold" fontSize="sm">
        {t('hostStand.history.title')}
      </Text>
      {history.isError ? (
        <Text role="alert" fontSize="sm">
          {t('hostStand.history.loadError')}
        </Text>
      ) : history.isPending ? (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('reservations.loading')}
        </Text>
      ) : entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('hostStand.history.empty')}
        </Text>
      ) : (
        <List.Root as="ol" gap={2} listStyleType="none" ps={0}>
          {entries.map((entry) => (
            <List.Item key={entry.id} fontSize="sm" data-kind={entry.kind}>
              <Box>
                <Text as="span" fontWeight="semibold">
                  {t(`hostStand.history.${entry.kind}`)}
                </Text>{' '}
                <Text as="span" color="fg.muted">
                  {formatAdminInstant(language, entry.created_at)} ·{' '}
                  {entry.changed_by_name
                    ? t('hostStand.history.byStaff', { name: entry.changed_by_name })
                    : t('hostStand.history.byGuest')}
                </Text>
              </Box>
              {entry.changes.length > 0 && (
                <Text>{entry.changes.map((change) => lineOf(t, language, change)).join(' · ')}</Text>
              )}
              {entry.override_reason && (
                <Text color="fg.warning">
                  {t('hostStand.history.override', { reason: entry.override_reason })}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
};

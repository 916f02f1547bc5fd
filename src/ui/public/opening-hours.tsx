import { Skeleton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingRules } from '../../domain/settings/booking-rules';
import { formatRanges } from '../../domain/settings/hours-text';
import { openingHoursLines, upcomingClosures } from '../../domain/settings/opening-hours';
import { restaurantDate } from '../../domain/shared/time';
import { useContainer } from '../app/container-context';
import { currentLanguage } from '../i18n/i18n';
import { bookingRulesQuery } from '../reservations/booking-availability';
import { formatDayMonth, weekdayShortName } from './format';
import { useLoggedError } from './use-logged-error';
import { useNow } from './use-now';

/** How far ahead a closure is announced next to the hours (a month: guests plan a visit, not a year). */
const CLOSURES_AHEAD_DAYS = 31;

/** The owner's booking rules for a public page; the error is logged here and each page says what fits. */
export const useBookingRules = () => {
  const query = useQuery(bookingRulesQuery(useContainer()));
  useLoggedError(query.error, 'Failed to load the opening hours');
  return query;
};

/** The week's opening hours as lines in the visitor's language ("Mo–So 08:00–22:00"). */
const useHoursLines = (rules: BookingRules | undefined): string[] | undefined => {
  const { t, i18n } = useTranslation('common');
  if (!rules) return undefined;
  const language = currentLanguage(i18n);
  return openingHoursLines(rules).map((line) =>
    t('hours.line', {
      days:
        line.firstDay === line.lastDay
          ? weekdayShortName(language, line.firstDay)
          : t('hours.dayRange', {
              first: weekdayShortName(language, line.firstDay),
              last: weekdayShortName(language, line.lastDay),
            }),
      times: formatRanges(line.ranges),
    }),
  );
};

/** Closures of the coming weeks with their notes ("Geschlossen 24. Dez.–26. Dez.: Weihnachten"). */
const useClosureLines = (rules: BookingRules | undefined): string[] => {
  const { t, i18n } = useTranslation('common');
  const today = restaurantDate(useNow());
  if (!rules) return [];
  const language = currentLanguage(i18n);
  return upcomingClosures(rules, today, CLOSURES_AHEAD_DAYS).map((period) => {
    const dates =
      period.from === period.to
        ? formatDayMonth(language, period.from)
        : `${formatDayMonth(language, period.from)}–${formatDayMonth(language, period.to)}`;
    const note = period.note.trim();
    return note ? t('hours.closureNote', { dates, note }) : t('hours.closure', { dates });
  });
};

interface OpeningHoursProps extends StackProps {
  /** Whether to add the closures of the coming weeks below the weekly hours. */
  readonly withClosures?: boolean;
}

/**
 * The opening hours from the booking rules, the one source the booking form obeys too. While they load
 * a placeholder keeps the line's height, so nothing below moves when they arrive.
 */
export const OpeningHours = ({ withClosures = false, ...props }: OpeningHoursProps) => {
  const { t } = useTranslation('common');
  const { data: rules, isLoadingError } = useBookingRules();
  const lines = useHoursLines(rules);
  const closures = useClosureLines(withClosures ? rules : undefined);

  // A failed refresh keeps the hours already shown (decision 0091).
  if (isLoadingError) return <Text {...props}>{t('hours.error')}</Text>;
  if (!lines) return <Skeleton h="1.5em" w="12em" maxW="full" {...props} />;
  return (
    <Stack gap={0} {...props}>
      {lines.length === 0 ? (
        <Text>{t('hours.none')}</Text>
      ) : (
        lines.map((line) => <Text key={line}>{line}</Text>)
      )}
      {closures.map((line) => (
        <Text key={line} fontWeight="semibold">
          {line}
        </Text>
      ))}
    </Stack>
  );
};

import { DatePicker, Portal, parseDate, type DateValue } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTAURANT_TIME_ZONE } from '../../domain/shared/time';
import { currentLanguage } from '../i18n/i18n';
import { PublicIcon } from '../public/public-icons';
import { useContainer } from '../app/container-context';
import { fullDaysQuery } from './booking-availability';
import { parseTypedDate } from './typed-date';

/** The field's date format per language: the way the booking confirmation writes dates, too. */
const LOCALES: Readonly<Record<string, string>> = { de: 'de-DE', en: 'en-GB', zh: 'zh-CN' };

const toDateValue = (date: string): DateValue | undefined => {
  try {
    return date ? parseDate(date) : undefined;
  } catch {
    // A half-typed value is not a date yet; the field keeps the text and the calendar shows no selection.
    return undefined;
  }
};

/** The first and last day of a date's month (yyyy-MM-dd), or empty ones without a date. */
const monthOf = (date: string): { from: string; to: string } => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { from: '', to: '' };
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${date.slice(0, 8)}01`, to: `${date.slice(0, 8)}${String(last).padStart(2, '0')}` };
};

export interface BookingDatePickerProps {
  readonly inputId: string;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly label: ReactNode;
  /** yyyy-MM-dd or ''. */
  readonly value: string;
  readonly onChange: (date: string) => void;
  /** First and last bookable date (yyyy-MM-dd); unknown before the page knows today. */
  readonly min: string | undefined;
  readonly max: string | undefined;
  /** Whether a guest can book nothing on a date (closed, or past the lead time): shown struck out. */
  readonly isUnavailable: (date: string) => boolean;
  /** The party the calendar asks about: a day with no free time for it is struck out too. */
  readonly partySize: number;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

/**
 * The booking form's date: a text field in the guest's date format with a calendar that starts on Monday,
 * in which days the restaurant cannot take a booking are disabled. A typed closed day is still refused by
 * the store with its own message, so the calendar only saves the guest a round trip. Loaded on demand
 * (booking-date-picker.tsx); `defaultOpen` when the guest asked for the calendar before it had arrived.
 */
const BookingCalendarField = ({
  inputId,
  inputRef,
  label,
  value,
  onChange,
  min,
  max,
  isUnavailable,
  partySize,
  invalid,
  describedBy,
  defaultOpen = false,
}: BookingDatePickerProps & { defaultOpen?: boolean }) => {
  const { t, i18n } = useTranslation('common');
  const selected = toDateValue(value);
  // The days shown while the calendar is open, asked about for the party: full ones are struck out.
  const [open, setOpen] = useState(defaultOpen);
  const [shown, setShown] = useState(() => monthOf(value || min || ''));
  const full = useQuery({
    ...fullDaysQuery(useContainer(), shown.from, shown.to, partySize),
    enabled: open && shown.from !== '',
  });
  // The calendar keeps a typed date inside min and max by itself; the form is given what the guest typed,
  // so that it can say why it moved the date (reservation-form.tsx).
  const typed = useRef<string | null>(null);
  return (
    <DatePicker.Root
      name="reservation_date"
      locale={LOCALES[currentLanguage(i18n)] ?? 'de-DE'}
      timeZone={RESTAURANT_TIME_ZONE}
      startOfWeek={1}
      ids={{ input: () => inputId }}
      value={selected ? [selected] : []}
      onValueChange={(details) => {
        const picked = details.value[0]?.toString() ?? '';
        const outside =
          typed.current !== null && ((min && typed.current < min) || (max && typed.current > max));
        onChange(outside && (picked === min || picked === max) ? typed.current! : picked);
        typed.current = null;
      }}
      min={min ? toDateValue(min) : undefined}
      max={max ? toDateValue(max) : undefined}
      isDateUnavailable={(date) =>
        isUnavailable(date.toString()) || (full.data?.includes(date.toString()) ?? false)
      }
      onOpenChange={(details) => setOpen(details.open)}
      onVisibleRangeChange={(details) =>
        setShown({ from: details.visibleRange.start.toString(), to: details.visibleRange.end.toString() })
      }
      parse={(text) => {
        const date = parseTypedDate(text);
        typed.current = date;
        return date ? toDateValue(date) : undefined;
      }}
      invalid={invalid}
      required
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-start' }}
      // The calendar (three views of up to 42 cells) joins the page only while open.
      lazyMount
      unmountOnExit
    >
      <DatePicker.Label textStyle="sm" fontWeight="medium">
        {label}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          ref={inputRef}
          aria-describedby={describedBy}
          placeholder={t('reservations.form.datePlaceholder')}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={t('reservations.form.openCalendar')}>
            <PublicIcon name="calendar" boxSize={4} />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content
            // Days the restaurant is closed are struck out, so a guest tells them from days already past.
            css={{ '& [data-part=table-cell-trigger][data-unavailable]': { textDecoration: 'line-through' } }}
          >
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
};

export default BookingCalendarField;

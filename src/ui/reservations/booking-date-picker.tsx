import { Box, Input, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicIcon } from '../public/public-icons';
import type BookingCalendarField from './booking-calendar-field';
import type { BookingDatePickerProps } from './booking-calendar-field';
import { parseTypedDate } from './typed-date';

/*
 * The calendar (Chakra's DatePicker and its date library, some 55 KB gzipped) is not part of the booking
 * page's first load: a plain date field of the same look stands in until the guest starts on the form
 * (`load`), or asks for the calendar. It is swapped only while the guest is not typing in it, so nothing
 * typed is lost; a date typed meanwhile is taken as the calendar would take it, when the field is left.
 */
const loadCalendar = () => import('./booking-calendar-field');

export const BookingDatePicker = ({ load, ...props }: BookingDatePickerProps & { load: boolean }) => {
  const [calendar, setCalendar] = useState<{ Field: typeof BookingCalendarField } | null>(null);
  const [wanted, setWanted] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!(load || wanted) || calendar) return;
    let current = true;
    loadCalendar().then(
      (module) => current && setCalendar({ Field: module.default }),
      // The plain field still takes a typed date; the calendar is a convenience.
      (error: unknown) => console.error('The booking calendar could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, calendar]);

  if (calendar && !typing) return <calendar.Field {...props} defaultOpen={openOnArrival} />;
  return (
    <PlainDateField
      {...props}
      onTyping={setTyping}
      onOpenCalendar={() => {
        setTyping(false);
        setOpenOnArrival(true);
        setWanted(true);
      }}
    />
  );
};

/** What the guest sees before the calendar has loaded: the same label, field and calendar button. */
const PlainDateField = ({
  inputId,
  inputRef,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  onTyping,
  onOpenCalendar,
}: BookingDatePickerProps & { onTyping: (typing: boolean) => void; onOpenCalendar: () => void }) => {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    onChange(parseTypedDate(event.target.value) ?? '');
    onTyping(false);
  };
  return (
    <Stack gap={1.5} width="full">
      <chakra.label htmlFor={inputId} textStyle="sm" fontWeight="medium" display="flex" gap={1}>
        {label}
      </chakra.label>
      <Box position="relative">
        <Input
          id={inputId}
          ref={inputRef}
          name="reservation_date"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => onTyping(true)}
          onBlur={leave}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={t('reservations.form.datePlaceholder')}
          pe={10}
        />
        <chakra.button
          type="button"
          aria-label={t('reservations.form.openCalendar')}
          onClick={onOpenCalendar}
          position="absolute"
          insetEnd={1}
          top="50%"
          transform="translateY(-50%)"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize={8}
          rounded="l2"
          color="fg.muted"
          _hover={{ bg: 'bg.muted' }}
        >
          <PublicIcon name="calendar" boxSize={4} />
        </chakra.button>
      </Box>
    </Stack>
  );
};

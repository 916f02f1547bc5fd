import {
  Alert,
  Button,
  Field,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../application/ports/tokens';
import { MoveReservationByToken } from '../../application/reservations/move-reservation-by-token';
import {
  selfServiceErrorOf,
  type GuestReservation,
  type MovedReservation,
  type SelfServiceError,
} from '../../domain/reservation/self-service';
import { bookableSlots, lastBookableDate } from '../../domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES } from '../../domain/settings/booking-rules';
import { restaurantDate } from '../../domain/shared/time';
import { useContainer, usePort, useUseCase } from '../app/container-context';
import { notify } from '../app/toaster';
import { formatNumber } from '../public/format';
import { bookingRulesQuery, freeTimesQuery } from '../reservations/booking-availability';
import { BookingDatePicker } from '../reservations/booking-date-picker';
import { queryKeys } from '../app/query-keys';

type MoveField = 'reservation_date' | 'reservation_time';

const DATE_INPUT_ID = 'self-service-move-date';
const TIME_ID = 'self-service-move-time';
const errorId = (field: MoveField) => `self-service-move-${field}-error`;

/**
 * The move of a table booking: the booking form's calendar (closed and past days disabled) and the free
 * times of the chosen date for the booking's party, then the store's verdict by the same rules as a new
 * booking. A refusal of the link itself (expired, cancelled meanwhile) goes to `onLinkRefused`.
 */
export const MoveBookingForm = ({
  token,
  booking,
  onMoved,
  onClose,
  onLinkRefused,
}: {
  token: string;
  booking: GuestReservation;
  onMoved: (moved: MovedReservation) => void;
  onClose: () => void;
  onLinkRefused: (error: SelfServiceError) => void;
}) => {
  const { t, i18n } = useTranslation('common');
  const container = useContainer();
  const queryClient = useQueryClient();
  const clock = usePort(Ports.clock);
  const move = useUseCase(MoveReservationByToken);
  const rules = useQuery(bookingRulesQuery(container)).data ?? DEFAULT_BOOKING_RULES;
  const [date, setDate] = useState(booking.reservation_date);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Partial<Record<MoveField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [today, setToday] = useState<string | undefined>(undefined);
  const dateRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const free = useQuery(freeTimesQuery(container, date, booking.party_size));
  const times = free.data ?? [];
  const same = date === booking.reservation_date && time === booking.reservation_time;
  const leadHours = rules.leadTimeMinutes / 60;
  const limits = {
    max: rules.maxPartySize,
    days: rules.horizonDays,
    count: leadHours,
    hours: formatNumber(i18n.language, leadHours),
  };

  useEffect(() => setToday(restaurantDate(clock.now())), [clock]);
  // The guest continues where the form is; the date field is not focused, so that the calendar can take its
  // place as soon as it has loaded.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A time that is not free on the newly chosen date is unselected.
  useEffect(() => {
    if (free.data && time && !free.data.includes(time)) setTime('');
  }, [free.data, time]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || same) return;
    setBusy(true);
    try {
      const result = await move.execute({ token, date, time });
      if (result.ok) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.allFreeTimes() });
        onMoved(result.value);
        return;
      }
      const linkError = selfServiceErrorOf(result.error);
      if (linkError) {
        onLinkRefused(linkError);
        return;
      }
      const issues = result.error.issues ?? {};
      const next: Partial<Record<MoveField, string>> = {};
      if (issues.reservation_date) next.reservation_date = issues.reservation_date;
      if (issues.reservation_time || issues.party_size)
        next.reservation_time = issues.reservation_time ?? issues.party_size;
      if (result.error.kind === 'Invalid' && (next.reservation_date || next.reservation_time)) {
        setErrors(next);
        if (next.reservation_date) dateRef.current?.focus();
        else timeRef.current?.focus();
        // Someone may have taken the time meanwhile: the list is read again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.reservations.allFreeTimes() });
        return;
      }
      console.error('The booking could not be moved', result.error);
      notify('error', t('selfService.move.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="self-service-move-title"
      data-testid="self-service-move"
      bg="#fbf6ee"
      rounded="xl"
      p={{ base: 4, md: 5 }}
    >
      <Stack gap={4}>
        <Stack gap={1}>
          <Text
            as="h3"
            id="self-service-move-title"
            ref={heading}
            tabIndex={-1}
            outline="none"
            scrollMarginTop="6rem"
            fontWeight="semibold"
            fontSize="lg"
          >
            {t('selfService.move.title')}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {t('selfService.move.hint')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={Boolean(errors.reservation_date)} required>
            <BookingDatePicker
              // The guest asked to move: the calendar loads at once.
              load
              inputId={DATE_INPUT_ID}
              inputRef={dateRef}
              label={t('reservations.form.date')}
              value={date}
              onChange={(next) => {
                setDate(next);
                setErrors({});
              }}
              min={today}
              max={today && lastBookableDate(rules, clock.now())}
              isUnavailable={(day) => bookableSlots(rules, day, clock.now()).length === 0}
              partySize={booking.party_size}
              invalid={Boolean(errors.reservation_date)}
              describedBy={errors.reservation_date ? errorId('reservation_date') : undefined}
            />
            {errors.reservation_date && (
              <Field.ErrorText id={errorId('reservation_date')} color="red.700">
                {t(errors.reservation_date, limits)}
              </Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.reservation_time)} required>
            <Field.Label htmlFor={TIME_ID}>{t('reservations.form.time')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={TIME_ID}
                ref={timeRef}
                name="reservation_time"
                aria-describedby={errors.reservation_time ? errorId('reservation_time') : undefined}
                placeholder={
                  !date
                    ? t('reservations.form.chooseDateFirst')
                    : free.isSuccess && times.length === 0
                      ? t('reservations.form.noTimesThatDay')
                      : t('reservations.form.timePlaceholder')
                }
                value={time}
                onChange={(e) => {
                  setTime(e.target.value);
                  setErrors({});
                }}
              >
                {times.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.reservation_time && (
              <Field.ErrorText id={errorId('reservation_time')} color="red.700">
                {t(errors.reservation_time, limits)}
              </Field.ErrorText>
            )}
          </Field.Root>
        </SimpleGrid>
        {same && (
          <Alert.Root status="info" size="sm" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{t('selfService.move.same')}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap={3} wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            loading={busy}
            loadingText={t('selfService.move.busy')}
            disabled={!date || !time || same}
          >
            {t('selfService.move.submit')}
          </Button>
          <Button variant="ghost" colorPalette="brand" rounded="full" onClick={onClose} disabled={busy}>
            {t('selfService.move.back')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
};

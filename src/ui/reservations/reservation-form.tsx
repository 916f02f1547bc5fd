import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeGroups } from '../public/large-groups';
import { Ports } from '../../application/ports/tokens';
import { BookTable, worthRetrying } from '../../application/reservations/book-table';
import { RecallGuestDetails } from '../../application/reservations/recall-guest-details';
import { RememberGuestDetails } from '../../application/reservations/remember-guest-details';
import type { RestaurantEvent } from '../../domain/event/event';
import { eventWallClock, seatsLeft } from '../../domain/event/seats';
import type { BookingInput } from '../../domain/reservation/booking-schema';
import type { Reservation } from '../../domain/reservation/reservation';
import {
  bookableDateOf,
  bookableSlots,
  lastBookableDate,
  nearestTimes,
  slotsOf,
} from '../../domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES } from '../../domain/settings/booking-rules';
import type { PortError } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import { useContainer, usePort, useUseCase } from '../app/container-context';
import { useAppRunning } from '../app/use-app-running';
import { notify } from '../app/toaster';
import { currentLanguage } from '../i18n/i18n';
import { formatNumber } from '../public/format';
import { bookingRulesQuery, freeTimesQuery } from './booking-availability';
import { BookingDatePicker } from './booking-date-picker';
import { formatBookingDate } from './booking-format';
import { EventSignUpBanner } from './event-sign-up-banner';
import { queryKeys, invalidateAreas } from '../app/query-keys';

const FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'reservation_date',
  'reservation_time',
  'party_size',
  'special_requests',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = {
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  reservation_date: '',
  reservation_time: '',
  party_size: '2',
  special_requests: '',
};

const TOO_SOON = 'reservations.validation.timeTooSoon';
const SLOT_FULL = 'reservations.validation.slotFull';
/** Refusals without a field: the booking limits and the proof of work (SQL raises the same keys). */
const BOUNDS: readonly string[] = [
  'reservations.validation.challengeFailed',
  'reservations.validation.tooManyFromAddress',
  'reservations.validation.tooManyToday',
];

/** A sign-up's date, time and event, from the event itself. */
const eventWallClockBooking = (event: RestaurantEvent) => {
  const { date, time } = eventWallClock(event);
  return { reservation_date: date, reservation_time: time, event_id: event.id };
};

const toBooking = (values: Values): BookingInput => ({
  ...values,
  party_size: Number(values.party_size),
});

/** The party select's last choice: more guests than guests may book online. */
const MORE_THAN_LIMIT = 'more';

/** Chakra's default error red is too light for small text on white (WCAG AA asks 4.5:1). */
const FieldError = ({ children }: { children: ReactNode }) => (
  <Field.ErrorText color="red.700">{children}</Field.ErrorText>
);

/**
 * Ark's field names its error only in aria-errormessage, which several screen readers ignore; the control
 * also points at the visible message (or its hint) with aria-describedby.
 */
const fieldId = (name: FieldName) => `reservation-${name}`;
const errorId = (name: FieldName) => `field::${fieldId(name)}::error-text`;
const hintId = (name: FieldName) => `field::${fieldId(name)}::helper-text`;
const HINTED: readonly FieldName[] = ['customer_email', 'reservation_time'];

/** The date field's own input (the calendar's), which the field's label and error must point at. */
const dateInputId = `${fieldId('reservation_date')}-input`;

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** The field keys of an Invalid error, in form order, limited to the fields this form shows. */
const fieldErrors = (error: PortError): Errors =>
  Object.fromEntries(Object.entries(error.issues ?? {}).filter(([name]) => isField(name)));

/**
 * The public booking form: idle, submitting, then the confirmation or back to the
 * form with a toast. One submission key per filled-in form, kept until a booking succeeds, so that a double
 * click or a retry after a lost answer returns the same reservation instead of a second one. When the store
 * cannot be reached, everything typed stays and a notice offers to send it again (decision 0091).
 */
export const ReservationForm = ({
  onBooked,
  focusOnMount = false,
  signUpFor,
}: {
  onBooked: (reservation: Reservation) => void;
  /** After 'make another', the guest continues in the first field. */
  focusOnMount?: boolean;
  /** Signing up for this event: its date and time replace the date and time fields. */
  signUpFor?: RestaurantEvent;
}) => {
  const { t, i18n } = useTranslation('common');
  const bookTable = useUseCase(BookTable);
  const recallGuestDetails = useUseCase(RecallGuestDetails);
  const rememberGuestDetails = useUseCase(RememberGuestDetails);
  const clock = usePort(Ports.clock);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** The last attempt did not reach the restaurant (or its answer was lost): the notice with the retry shows. */
  const [unreachable, setUnreachable] = useState(false);
  const [today, setToday] = useState<string | undefined>(undefined);
  /** A typed date the form had to bring into the bookable range, and why: shown under the field. */
  const [dateCorrection, setDateCorrection] = useState<{
    readonly typed: string;
    readonly reason: 'past' | 'tooFar';
  } | null>(null);
  /** After a "full" answer, the free times nearest to the one the guest wanted. */
  const [nearest, setNearest] = useState<string[]>([]);
  /** The chosen time a change of the party or date made unavailable, said with its neighbours. */
  const [lostTime, setLostTime] = useState<string | null>(null);
  const container = useContainer();
  const queryClient = useQueryClient();
  // Until the owner's rules have loaded (or if they cannot be), the form offers what the defaults allow and
  // the store decides: a guest is never stuck on a form without times.
  const rules = useQuery(bookingRulesQuery(container)).data ?? DEFAULT_BOOKING_RULES;
  // "More than the limit" is not a party the form books: it shows how to ask, and the times of the largest.
  const asksForMore = values.party_size === MORE_THAN_LIMIT;
  const partySize = asksForMore
    ? rules.maxPartySize
    : Math.min(Number(values.party_size), rules.maxPartySize);
  // While another party size's free times load (seconds when the backend is slow or down), the times shown
  // for the same date stay: the read ones, or the day's slots when that read failed. So the chosen time does
  // not vanish from the select meanwhile.
  const free = useQuery({
    ...freeTimesQuery(container, values.reservation_date, partySize),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === values.reservation_date ? previous : undefined,
  });
  /** The last date whose free times could not be read: its slots by the rules stand in while others load. */
  const [unreadDate, setUnreadDate] = useState<string | null>(null);
  useEffect(() => {
    if (free.isError) setUnreadDate(values.reservation_date);
  }, [free.isError, values.reservation_date]);
  const times = !values.reservation_date
    ? []
    : (free.data ??
      (free.isError || unreadDate === values.reservation_date
        ? slotsOf(rules, values.reservation_date)
        : []));
  // A sign-up offers no more places than the event has left.
  const largestParty = signUpFor ? Math.min(rules.maxPartySize, seatsLeft(signUpFor)) : rules.maxPartySize;
  const partySizes = Array.from({ length: largestParty }, (_, i) => i + 1);
  // The numbers the messages quote come from the owner's rules; count picks the plural of the lead time.
  const leadHours = rules.leadTimeMinutes / 60;
  const limits = {
    max: rules.maxPartySize,
    days: rules.horizonDays,
    count: leadHours,
    hours: formatNumber(i18n.language, leadHours),
  };
  /** The guest has started on the form: the booking calendar loads now, before they reach the date. */
  const [started, setStarted] = useState(false);
  const inFlight = useRef(false);
  const submissionKey = useRef<string | null>(null);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  // What a guest typed into the prerendered form would vanish when the app takes over.
  const running = useAppRunning();

  // Read the clock after hydration: a prerendered page must not carry the day it was built on.
  useEffect(() => setToday(restaurantDate(clock.now())), [clock]);
  useEffect(() => {
    if (focusOnMount) fieldRefs.current.customer_name?.focus();
  }, [focusOnMount]);
  // A returning guest who allowed it (functional cookies) starts with the contact details of the last booking.
  useEffect(() => {
    if (!running) return;
    const remembered = recallGuestDetails.execute();
    if (remembered)
      setValues((current) =>
        current.customer_name || current.customer_email ? current : { ...current, ...remembered },
      );
  }, [running, recallGuestDetails]);

  const change = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    if (name !== 'customer_name' && name !== 'customer_email' && name !== 'customer_phone') {
      setNearest([]);
      setLostTime(null);
    }
  };

  /** The guest's date, or the nearest bookable one with the reason said under the field. */
  const chooseDate = (typed: string) => {
    const { date, corrected } = today
      ? bookableDateOf(rules, typed, clock.now())
      : { date: typed, corrected: null };
    setDateCorrection(corrected ? { typed, reason: corrected } : null);
    change('reservation_date')(date);
  };

  // A time that is no longer free for the chosen date and party is unselected rather than kept out of sight,
  // and the guest is told so, with the free times nearest to it.
  useEffect(() => {
    if (free.data && values.reservation_time && !free.data.includes(values.reservation_time)) {
      setLostTime(values.reservation_time);
      setNearest(nearestTimes(free.data, values.reservation_time));
      setValues((current) => ({ ...current, reservation_time: '' }));
    }
  }, [free.data, values.reservation_time]);

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((name) => next[name]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asksForMore) {
      showErrors({ party_size: 'reservations.validation.partyTooLarge' });
      return;
    }
    void send();
  };

  /**
   * Sends the form with its submission key: the one of the first attempt until a booking succeeds, so that
   * the retry button (or the submit button again) cannot book twice when an earlier answer was lost.
   */
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    submissionKey.current ??= crypto.randomUUID();
    try {
      const result = await bookTable.execute({
        booking: signUpFor
          ? { ...toBooking(values), ...eventWallClockBooking(signUpFor) }
          : toBooking(values),
        language: currentLanguage(i18n),
        submissionKey: submissionKey.current,
      });
      if (result.ok) {
        submissionKey.current = null;
        setUnreachable(false);
        setErrors({});
        const { customer_name, customer_email, customer_phone } = values;
        rememberGuestDetails.execute({ customer_name, customer_email, customer_phone });
        // A sign-up took seats: the events' counts are read again.
        if (signUpFor) void invalidateAreas(queryClient, 'events');
        notify('success', t('reservations.success.title'), t('reservations.success.message'));
        onBooked(result.value);
        return;
      }
      const { error } = result;
      setUnreachable(worthRetrying(error));
      if (error.message === TOO_SOON) {
        notify('error', t('reservations.error.title'), t(TOO_SOON, limits));
        showErrors({ reservation_time: TOO_SOON });
      } else if (error.message === SLOT_FULL) {
        // Someone else took the last seats: show what is still free around the wanted time.
        const wanted = values.reservation_time;
        await queryClient.invalidateQueries({ queryKey: queryKeys.reservations.allFreeTimes() });
        const stillFree =
          queryClient.getQueryData(freeTimesQuery(container, values.reservation_date, partySize).queryKey) ??
          [];
        setNearest(nearestTimes(stillFree, wanted));
        showErrors({ reservation_time: SLOT_FULL });
      } else if (error.kind === 'Invalid' && Object.keys(fieldErrors(error)).length > 0) {
        showErrors(fieldErrors(error));
      } else if (BOUNDS.includes(error.message)) {
        // A limit against abuse or an expired proof of work (decisions 0086, 0087): say which, not "failed".
        notify('error', t('reservations.error.title'), t(error.message));
      } else {
        console.error('Reservation failed', error);
        notify('error', t('reservations.error.title'), t('reservations.error.message'));
      }
    } catch (error) {
      console.error('Reservation failed', error);
      setUnreachable(true);
      notify('error', t('reservations.error.title'), t('reservations.error.message'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const register = (name: FieldName) => (element: HTMLElement | null) => {
    fieldRefs.current[name] = element;
  };
  const errorOf = (name: FieldName) => (errors[name] ? t(errors[name], limits) : null);
  const describedBy = (name: FieldName) =>
    errors[name] ? errorId(name) : HINTED.includes(name) ? hintId(name) : undefined;

  return (
    <Card.Root as="section" aria-label={t('reservations.form.label')} rounded="2xl" shadow="sm" bg="white">
      <Card.Body p={{ base: 5, md: 8 }}>
        <chakra.form
          onSubmit={submit}
          noValidate
          inert={!running}
          onFocusCapture={() => setStarted(true)}
          onPointerDownCapture={() => setStarted(true)}
          // A field focused for its error scrolls into view with its label, below the sticky header.
          css={{ '& input, & select, & textarea': { scrollMarginTop: '7rem' } }}
        >
          <Stack gap={5}>
            <Text fontSize="sm" color="gray.700">
              {t('reservations.form.requiredHint')}
            </Text>
            {signUpFor && (
              <EventSignUpBanner
                event={signUpFor}
                error={errorOf('reservation_date') ?? errorOf('reservation_time')}
              />
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <Field.Root id={fieldId('customer_name')} invalid={Boolean(errors.customer_name)} required>
                <Field.Label>
                  {t('reservations.form.name')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={register('customer_name')}
                  aria-describedby={describedBy('customer_name')}
                  name="customer_name"
                  autoComplete="name"
                  maxLength={200}
                  value={values.customer_name}
                  onChange={(e) => change('customer_name')(e.target.value)}
                />
                <FieldError>{errorOf('customer_name')}</FieldError>
              </Field.Root>
              <Field.Root id={fieldId('customer_email')} invalid={Boolean(errors.customer_email)} required>
                <Field.Label>
                  {t('reservations.form.email')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  ref={register('customer_email')}
                  aria-describedby={describedBy('customer_email')}
                  name="customer_email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={254}
                  value={values.customer_email}
                  onChange={(e) => change('customer_email')(e.target.value)}
                />
                {errors.customer_email ? (
                  <FieldError>{errorOf('customer_email')}</FieldError>
                ) : (
                  <Field.HelperText>{t('reservations.form.emailHint')}</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root id={fieldId('customer_phone')} invalid={Boolean(errors.customer_phone)}>
                <Field.Label>
                  {t('reservations.form.phone')}{' '}
                  <Text as="span" color="gray.600" fontWeight="normal">
                    ({t('reservations.form.optional')})
                  </Text>
                </Field.Label>
                <Input
                  ref={register('customer_phone')}
                  aria-describedby={describedBy('customer_phone')}
                  name="customer_phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={40}
                  value={values.customer_phone}
                  onChange={(e) => change('customer_phone')(e.target.value)}
                />
                <FieldError>{errorOf('customer_phone')}</FieldError>
              </Field.Root>
              {!signUpFor && (
                <>
                  <Field.Root
                    id={fieldId('reservation_date')}
                    invalid={Boolean(errors.reservation_date)}
                    required
                  >
                    <BookingDatePicker
                      load={started}
                      inputId={dateInputId}
                      inputRef={register('reservation_date')}
                      label={
                        <>
                          {t('reservations.form.date')} <Field.RequiredIndicator />
                        </>
                      }
                      value={values.reservation_date}
                      onChange={chooseDate}
                      min={today}
                      max={today && lastBookableDate(rules, clock.now())}
                      isUnavailable={(date) => bookableSlots(rules, date, clock.now()).length === 0}
                      partySize={partySize}
                      invalid={Boolean(errors.reservation_date)}
                      describedBy={describedBy('reservation_date')}
                    />
                    <FieldError>{errorOf('reservation_date')}</FieldError>
                    {dateCorrection && !errors.reservation_date && (
                      <Field.HelperText role="status" data-testid="date-correction">
                        {t(
                          dateCorrection.reason === 'past'
                            ? 'reservations.form.dateCorrectedPast'
                            : 'reservations.form.dateCorrectedTooFar',
                          {
                            typed: formatBookingDate(currentLanguage(i18n), dateCorrection.typed),
                            shown: formatBookingDate(currentLanguage(i18n), values.reservation_date),
                          },
                        )}
                      </Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root
                    id={fieldId('reservation_time')}
                    invalid={Boolean(errors.reservation_time)}
                    required
                  >
                    <Field.Label>
                      {t('reservations.form.time')} <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        ref={register('reservation_time')}
                        aria-describedby={describedBy('reservation_time')}
                        name="reservation_time"
                        placeholder={
                          !values.reservation_date
                            ? t('reservations.form.chooseDateFirst')
                            : slotsOf(rules, values.reservation_date).length === 0
                              ? t('reservations.form.closedThatDay')
                              : free.isSuccess && times.length === 0
                                ? t('reservations.form.noTimesThatDay')
                                : t('reservations.form.timePlaceholder')
                        }
                        value={values.reservation_time}
                        onChange={(e) => change('reservation_time')(e.target.value)}
                      >
                        {times.map((slot) => (
                          <option key={slot} value={slot}>
                            {slot}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {errors.reservation_time ? (
                      <FieldError>{errorOf('reservation_time')}</FieldError>
                    ) : (
                      <Field.HelperText>{t('reservations.form.timeHint', limits)}</Field.HelperText>
                    )}
                    {lostTime && !errors.reservation_time && (
                      <Text fontSize="sm" mt={1} role="status" data-testid="time-gone">
                        {t('reservations.form.timeGone', { time: lostTime, count: partySize })}
                      </Text>
                    )}
                    {nearest.length > 0 && (
                      <HStack gap={2} wrap="wrap" mt={1} data-testid="nearest-free-times">
                        <Text fontSize="sm">{t('reservations.form.nearestFree')}</Text>
                        {nearest.map((time) => (
                          <Button
                            key={time}
                            size="xs"
                            variant="outline"
                            colorPalette="brand"
                            aria-label={t('reservations.form.pickTime', { time })}
                            onClick={() => {
                              change('reservation_time')(time);
                              setNearest([]);
                            }}
                          >
                            {time}
                          </Button>
                        ))}
                      </HStack>
                    )}
                  </Field.Root>
                </>
              )}
              <Field.Root id={fieldId('party_size')} invalid={Boolean(errors.party_size)} required>
                <Field.Label>
                  {t('reservations.form.partySize')} <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    ref={register('party_size')}
                    aria-describedby={describedBy('party_size')}
                    name="party_size"
                    value={values.party_size}
                    onChange={(e) => change('party_size')(e.target.value)}
                  >
                    {partySizes.map((n) => (
                      <option key={n} value={String(n)}>
                        {t('reservations.form.people', { count: n })}
                      </option>
                    ))}
                    {!signUpFor && (
                      <option value={MORE_THAN_LIMIT}>
                        {t('reservations.form.morePeople', { max: rules.maxPartySize })}
                      </option>
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <FieldError>{errorOf('party_size')}</FieldError>
                {asksForMore && <LargeGroups max={rules.maxPartySize} mt={2} fontSize="sm" role="status" />}
              </Field.Root>
            </SimpleGrid>
            <Field.Root id={fieldId('special_requests')} invalid={Boolean(errors.special_requests)}>
              <Field.Label>
                {t('reservations.form.specialRequests')}{' '}
                <Text as="span" color="gray.600" fontWeight="normal">
                  ({t('reservations.form.optional')})
                </Text>
              </Field.Label>
              <Textarea
                ref={register('special_requests')}
                aria-describedby={describedBy('special_requests')}
                name="special_requests"
                rows={3}
                maxLength={2000}
                placeholder={t('reservations.form.specialRequestsPlaceholder')}
                value={values.special_requests}
                onChange={(e) => change('special_requests')(e.target.value)}
              />
              <FieldError>{errorOf('special_requests')}</FieldError>
            </Field.Root>
            {unreachable && (
              <Alert.Root status="warning" rounded="xl" data-testid="booking-retry">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('reservations.retry.title')}</Alert.Title>
                  <Alert.Description>{t('reservations.retry.message')}</Alert.Description>
                  <Box mt={3}>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="brand"
                      loading={busy}
                      loadingText={t('reservations.form.submitting')}
                      onClick={() => void send()}
                    >
                      {t('reservations.retry.button')}
                    </Button>
                  </Box>
                </Alert.Content>
              </Alert.Root>
            )}
            <Box>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                width={{ base: 'full', md: 'auto' }}
                loading={busy}
                loadingText={t('reservations.form.submitting')}
              >
                {t('reservations.form.submit')}
              </Button>
            </Box>
            <Text fontSize="sm" color="gray.700">
              {t('reservations.form.privacy')}{' '}
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to="/privacy">{t('reservations.form.privacyLink')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
};

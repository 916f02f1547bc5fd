import {
  Button,
  Card,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBookingRules } from '../../../application/booking-rules/save-booking-rules';
import { ShowRulesChangeImpact } from '../../../application/booking-rules/show-rules-change-impact';
import type { ClosedBookingsCancellation } from '../../../application/ports/booking-rules-repository';
import {
  WEEKDAYS,
  weekOf,
  type BookingRules,
  type CapacityOverride,
  type ClosedPeriod,
  type SpecialOpening,
  type StayLength,
  type Weekday,
} from '../../../domain/settings/booking-rules';
import { formatRanges, parseRanges } from '../../../domain/settings/hours-text';
import { touchesGuests, type RulesChangeImpact } from '../../../domain/settings/rules-change';
import { invalid, mapResult, ok, type PortError, type Result } from '../../../domain/shared/result';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { bookingRulesQuery } from '../../reservations/booking-availability';
import { FormField } from '../shared/form-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import { logFailure } from '../shared/log-failure';
import { useAdminForm } from '../shared/use-admin-form';
import { RulesChangeDialog } from './rules-change-dialog';
import { SettingsLoaded } from './settings-loaded';

/** A Monday, so that day '1' + n is the weekday of 2026-11-23 + n, named in the admin's language. */
const weekdayName = (day: Weekday, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + Number(day))),
  );

/** One titled part of the settings page, with an optional line of help under its title. */
export const SettingsCard = ({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: ReactNode;
}) => (
  <Card.Root>
    <Card.Header>
      <Card.Title as="h2">{title}</Card.Title>
      {help && (
        <Text color="fg.muted" fontSize="sm">
          {help}
        </Text>
      )}
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);

/** Rows of dated entries (closed days, special openings, capacity per day), each removable, one more to add. */
const Rows = <Row,>({
  rows,
  testId,
  addLabel,
  removeLabel,
  empty,
  onChange,
  render,
}: {
  rows: readonly Row[];
  testId: string;
  addLabel: string;
  removeLabel: string;
  empty: Row;
  onChange: (rows: Row[]) => void;
  render: (row: Row, edit: (patch: Partial<Row>) => void) => ReactNode;
}) => (
  <Stack gap={3}>
    {rows.map((row, i) => (
      <HStack key={i} gap={2} wrap="wrap" align="end" data-testid={testId}>
        {render(row, (patch) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))))}
        <IconButton
          aria-label={removeLabel}
          variant="outline"
          onClick={() => onChange(rows.filter((_, j) => j !== i))}
        >
          ×
        </IconButton>
      </HStack>
    ))}
    <Button alignSelf="start" variant="outline" onClick={() => onChange([...rows, empty])}>
      {addLabel}
    </Button>
  </Stack>
);

/** A number field's value: '' is "no limit" where allowed. */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

interface Draft {
  readonly hours: Record<Weekday, string>;
  readonly numbers: Record<
    | 'slotMinutes'
    | 'lastSlotBeforeCloseMinutes'
    | 'horizonDays'
    | 'leadTimeMinutes'
    | 'maxPartySize'
    | 'bufferMinutes',
    string
  >;
  readonly stays: { fromPartySize: string; minutes: string }[];
  /** A weekday's own stays, one row per entry: grouped by weekday when saved. */
  readonly weekdayStays: { weekday: Weekday; fromPartySize: string; minutes: string }[];
  readonly staysEndByClose: boolean;
  readonly guestsAtOnce: string;
  readonly coversPerSlot: string;
  readonly coversPerDay: string;
  readonly closedPeriods: ClosedPeriod[];
  /** Special opening days with their hours as typed ("10:00–14:00"). */
  readonly specialOpenings: { date: string; hours: string }[];
  readonly capacityOverrides: { date: string; coversPerSlot: string; coversPerDay: string }[];
}

const draftOf = (rules: BookingRules): Draft => ({
  hours: Object.fromEntries(WEEKDAYS.map((d) => [d, formatRanges(rules.weeklyHours[d])])) as Record<
    Weekday,
    string
  >,
  numbers: {
    slotMinutes: String(rules.slotMinutes),
    lastSlotBeforeCloseMinutes: String(rules.lastSlotBeforeCloseMinutes),
    horizonDays: String(rules.horizonDays),
    leadTimeMinutes: String(rules.leadTimeMinutes),
    maxPartySize: String(rules.maxPartySize),
    bufferMinutes: String(rules.bufferMinutes),
  },
  stays: rules.stays.map((stay) => ({
    fromPartySize: String(stay.fromPartySize),
    minutes: String(stay.minutes),
  })),
  weekdayStays: WEEKDAYS.flatMap((weekday) =>
    (rules.staysByWeekday?.[weekday] ?? []).map((stay) => ({
      weekday,
      fromPartySize: String(stay.fromPartySize),
      minutes: String(stay.minutes),
    })),
  ),
  staysEndByClose: rules.staysEndByClose,
  guestsAtOnce: rules.guestsAtOnce === null ? '' : String(rules.guestsAtOnce),
  coversPerSlot: rules.coversPerSlot === null ? '' : String(rules.coversPerSlot),
  coversPerDay: rules.coversPerDay === null ? '' : String(rules.coversPerDay),
  closedPeriods: [...rules.closedPeriods],
  specialOpenings: rules.specialOpenings.map((o) => ({ date: o.date, hours: formatRanges(o.hours) })),
  capacityOverrides: rules.capacityOverrides.map((o: CapacityOverride) => ({
    date: o.date,
    coversPerSlot: o.coversPerSlot === null ? '' : String(o.coversPerSlot),
    coversPerDay: o.coversPerDay === null ? '' : String(o.coversPerDay),
  })),
});

/** The weekday rows as each weekday's stays, rising by party size; none when no weekday has its own. */
const staysByWeekdayOf = (rows: Draft['weekdayStays']): BookingRules['staysByWeekday'] => {
  const byWeekday: Partial<Record<Weekday, StayLength[]>> = {};
  for (const row of rows) {
    const stay = { fromPartySize: Number(row.fromPartySize), minutes: Number(row.minutes) };
    (byWeekday[row.weekday] ??= []).push(stay);
  }
  for (const stays of Object.values(byWeekday)) stays.sort((a, b) => a.fromPartySize - b.fromPartySize);
  return Object.keys(byWeekday).length > 0 ? byWeekday : undefined;
};

/** The rules a draft stands for, or the weekday or special day whose hours cannot be read. */
const rulesOf = (
  draft: Draft,
  base: BookingRules,
): BookingRules | { unreadable: Weekday } | { unreadableDate: string } => {
  const week: Partial<Record<Weekday, ReturnType<typeof parseRanges>>> = {};
  for (const day of WEEKDAYS) {
    const ranges = parseRanges(draft.hours[day]);
    if (!ranges) return { unreadable: day };
    week[day] = ranges;
  }
  const specialOpenings: SpecialOpening[] = [];
  for (const opening of draft.specialOpenings) {
    const hours = parseRanges(opening.hours);
    if (!hours) return { unreadableDate: opening.date };
    specialOpenings.push({ date: opening.date, hours });
  }
  return {
    ...base,
    specialOpenings,
    weeklyHours: weekOf((day) => week[day] ?? []),
    slotMinutes: Number(draft.numbers.slotMinutes),
    lastSlotBeforeCloseMinutes: Number(draft.numbers.lastSlotBeforeCloseMinutes),
    horizonDays: Number(draft.numbers.horizonDays),
    leadTimeMinutes: Number(draft.numbers.leadTimeMinutes),
    maxPartySize: Number(draft.numbers.maxPartySize),
    stays: draft.stays.map((stay) => ({
      fromPartySize: Number(stay.fromPartySize),
      minutes: Number(stay.minutes),
    })),
    staysByWeekday: staysByWeekdayOf(draft.weekdayStays),
    bufferMinutes: Number(draft.numbers.bufferMinutes),
    staysEndByClose: draft.staysEndByClose,
    guestsAtOnce: numberOrNull(draft.guestsAtOnce),
    coversPerSlot: numberOrNull(draft.coversPerSlot),
    coversPerDay: numberOrNull(draft.coversPerDay),
    closedPeriods: draft.closedPeriods,
    capacityOverrides: draft.capacityOverrides.map((o) => ({
      date: o.date,
      coversPerSlot: numberOrNull(o.coversPerSlot),
      coversPerDay: numberOrNull(o.coversPerDay),
    })),
  };
};

/**
 * Settings > Opening hours and bookings: the owner's booking rules, which the booking form, the store and
 * create_reservation() in SQL all follow.
 */
export const BookingRulesSettings = () => {
  const { t } = useTranslation('admin');
  const rules = useQuery(bookingRulesQuery(useContainer()));
  return (
    <SettingsLoaded query={rules} failed={t('settings.rules.loadFailed')}>
      {(saved) => <BookingRulesForm saved={saved} />}
    </SettingsLoaded>
  );
};

/** A change that touches booked guests, waiting for the owner's word. */
interface Asking {
  readonly rules: BookingRules;
  readonly impact: RulesChangeImpact;
}

/** What a save of the form did: saved the rules, or stopped to ask about the guests they touch. */
type SaveStep = { readonly rules: BookingRules } | { readonly ask: Asking };

const BookingRulesForm = ({ saved }: { saved: BookingRules }) => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAreas();
  const saveRules = useUseCase(SaveBookingRules);
  const showImpact = useUseCase(ShowRulesChangeImpact);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirmError, setConfirmError] = useState<string>();

  /** Why a draft's hours cannot be read: the weekday or the special day named. */
  const unreadable = (problem: { unreadable: Weekday } | { unreadableDate: string }) =>
    t('settings.rules.hoursUnreadable', {
      day:
        'unreadable' in problem
          ? weekdayName(problem.unreadable, i18n.language)
          : problem.unreadableDate || t('settings.rules.specialTitle'),
    });

  /** After a save: the form shows what was saved, every page reads it, and the owner hears what happened. */
  const afterSave = async (next: BookingRules, cancelled: number) => {
    form.update(() => draftOf(next));
    queryClient.setQueryData(bookingRulesQuery(container).queryKey, next);
    await invalidate('reservations');
    notify(
      'success',
      cancelled > 0 ? t('settings.rules.savedAndCancelled', { count: cancelled }) : t('settings.rules.saved'),
    );
  };

  // A change that touches booked guests is asked about first (RulesChangeDialog); any other is saved at once.
  const form = useAdminForm({
    initial: () => draftOf(saved),
    log: 'Saving the booking rules failed',
    // Hours that cannot be read are refused here, and nothing is saved.
    check: (draft) => {
      const next = rulesOf(draft, saved);
      return 'weeklyHours' in next ? null : { issues: { _: unreadable(next) } };
    },
    save: async (draft): Promise<Result<SaveStep, PortError>> => {
      const next = rulesOf(draft, saved);
      if (!('weeklyHours' in next)) return invalid(unreadable(next));
      const impact = await showImpact.execute(next);
      if (!impact.ok) return impact;
      if (touchesGuests(impact.value)) return ok({ ask: { rules: next, impact: impact.value } });
      return mapResult(await saveRules.execute(next), (rules) => ({ rules }));
    },
    refused: (error) => ({
      issues: { _: error.kind === 'Invalid' ? error.message : 'settings.rules.saveFailed' },
    }),
    saved: async (step) => ('ask' in step ? setAsking(step.ask) : afterSave(step.rules, 0)),
  });

  const confirm = useMutation({
    mutationFn: ({ rules, cancel }: { rules: BookingRules; cancel?: ClosedBookingsCancellation }) =>
      saveRules.execute(rules, cancel),
    onSuccess: async (result, { cancel }) => {
      if (!result.ok) {
        logFailure('Saving the booking rules failed', result.error);
        setConfirmError(
          t(result.error.kind === 'Invalid' ? result.error.message : 'settings.rules.saveFailed'),
        );
        return;
      }
      const cancelled = cancel ? (asking?.impact.closed.bookings ?? 0) : 0;
      setAsking(null);
      await afterSave(result.value, cancelled);
    },
    onError: (error) => {
      console.error('Saving the booking rules failed', error);
      setConfirmError(t('settings.rules.saveFailed'));
    },
  });
  const draft = form.values;
  const set = form.update;
  const error = form.message('_');

  const number = (key: keyof Draft['numbers'], label: string, help?: string) => (
    <FormField label={label} help={help}>
      <Input
        name={key}
        type="number"
        inputMode="numeric"
        value={draft.numbers[key]}
        onChange={(e) => set((d) => ({ ...d, numbers: { ...d.numbers, [key]: e.target.value } }))}
      />
    </FormField>
  );

  return (
    <Stack as="form" gap={6} onSubmit={form.onSubmit} data-testid="booking-rules">
      <SettingsCard title={t('settings.rules.hoursTitle')} help={t('settings.rules.hoursHelp')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {WEEKDAYS.map((day) => (
            <FormField key={day} label={weekdayName(day, i18n.language)}>
              <Input
                name={`hours-${day}`}
                placeholder={t('settings.rules.closed')}
                value={draft.hours[day]}
                onChange={(e) => set((d) => ({ ...d, hours: { ...d.hours, [day]: e.target.value } }))}
              />
            </FormField>
          ))}
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t('settings.rules.bookingTitle')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('settings.rules.slotMinutes')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="slotMinutes"
                value={draft.numbers.slotMinutes}
                onChange={(e) =>
                  set((d) => ({ ...d, numbers: { ...d.numbers, slotMinutes: e.target.value } }))
                }
              >
                {[15, 30, 60].map((m) => (
                  <option key={m} value={String(m)}>
                    {t('settings.rules.minutes', { count: m })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {number(
            'lastSlotBeforeCloseMinutes',
            t('settings.rules.lastSlot'),
            t('settings.rules.lastSlotHelp'),
          )}
          {number('leadTimeMinutes', t('settings.rules.leadTime'), t('settings.rules.leadTimeHelp'))}
          {number('horizonDays', t('settings.rules.horizonDays'))}
          {number('maxPartySize', t('settings.rules.maxPartySize'), t('settings.rules.maxPartySizeHelp'))}
          <FormField label={t('settings.rules.coversPerSlot')} help={t('settings.rules.noLimitHelp')}>
            <Input
              name="coversPerSlot"
              type="number"
              inputMode="numeric"
              value={draft.coversPerSlot}
              onChange={(e) => set((d) => ({ ...d, coversPerSlot: e.target.value }))}
            />
          </FormField>
          <FormField label={t('settings.rules.coversPerDay')} help={t('settings.rules.noLimitHelp')}>
            <Input
              name="coversPerDay"
              type="number"
              inputMode="numeric"
              value={draft.coversPerDay}
              onChange={(e) => set((d) => ({ ...d, coversPerDay: e.target.value }))}
            />
          </FormField>
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t('settings.rules.staysTitle')} help={t('settings.rules.staysHelp')}>
        <Stack gap={4}>
          <Rows
            rows={draft.stays}
            testId="stay"
            addLabel={t('settings.rules.addStay')}
            removeLabel={t('settings.rules.remove')}
            onChange={(stays) => set((d) => ({ ...d, stays }))}
            empty={{ fromPartySize: '', minutes: '' }}
            render={(stay, edit) => (
              <>
                <FormField label={t('settings.rules.stayFrom')}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    value={stay.fromPartySize}
                    onChange={(e) => edit({ fromPartySize: e.target.value })}
                  />
                </FormField>
                <FormField label={t('settings.rules.stayMinutes')}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    value={stay.minutes}
                    onChange={(e) => edit({ minutes: e.target.value })}
                  />
                </FormField>
              </>
            )}
          />
          <Stack gap={2}>
            <Text fontWeight="medium">{t('settings.rules.weekdayStaysTitle')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('settings.rules.weekdayStaysHelp')}
            </Text>
            <Rows
              rows={draft.weekdayStays}
              testId="weekday-stay"
              addLabel={t('settings.rules.addWeekdayStay')}
              removeLabel={t('settings.rules.remove')}
              onChange={(weekdayStays) => set((d) => ({ ...d, weekdayStays }))}
              empty={{ weekday: '7' as Weekday, fromPartySize: '1', minutes: '' }}
              render={(stay, edit) => (
                <>
                  <FormField label={t('settings.rules.weekday')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={stay.weekday}
                        onChange={(e) => edit({ weekday: e.target.value as Weekday })}
                      >
                        {WEEKDAYS.map((day) => (
                          <option key={day} value={day}>
                            {weekdayName(day, i18n.language)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label={t('settings.rules.stayFrom')}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={stay.fromPartySize}
                      onChange={(e) => edit({ fromPartySize: e.target.value })}
                    />
                  </FormField>
                  <FormField label={t('settings.rules.stayMinutes')}>
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={stay.minutes}
                      onChange={(e) => edit({ minutes: e.target.value })}
                    />
                  </FormField>
                </>
              )}
            />
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {number('bufferMinutes', t('settings.rules.bufferMinutes'), t('settings.rules.bufferHelp'))}
            <FormField label={t('settings.rules.guestsAtOnce')} help={t('settings.rules.guestsAtOnceHelp')}>
              <Input
                name="guestsAtOnce"
                type="number"
                inputMode="numeric"
                value={draft.guestsAtOnce}
                onChange={(e) => set((d) => ({ ...d, guestsAtOnce: e.target.value }))}
              />
            </FormField>
          </SimpleGrid>
          <LabeledSwitch
            label={t('settings.rules.staysEndByClose')}
            checked={draft.staysEndByClose}
            onChange={(staysEndByClose) => set((d) => ({ ...d, staysEndByClose }))}
          />
        </Stack>
      </SettingsCard>

      <SettingsCard title={t('settings.rules.closedTitle')}>
        <Rows
          rows={draft.closedPeriods}
          testId="closed-period"
          addLabel={t('settings.rules.addClosed')}
          removeLabel={t('settings.rules.remove')}
          onChange={(closedPeriods) => set((d) => ({ ...d, closedPeriods }))}
          empty={{ from: '', to: '', note: '' }}
          render={(period, edit) => (
            <>
              <FormField label={t('settings.rules.from')}>
                <Input type="date" value={period.from} onChange={(e) => edit({ from: e.target.value })} />
              </FormField>
              <FormField label={t('settings.rules.to')}>
                <Input type="date" value={period.to} onChange={(e) => edit({ to: e.target.value })} />
              </FormField>
              <FormField label={t('settings.rules.note')}>
                <Input maxLength={200} value={period.note} onChange={(e) => edit({ note: e.target.value })} />
              </FormField>
            </>
          )}
        />
      </SettingsCard>

      <SettingsCard title={t('settings.rules.specialTitle')} help={t('settings.rules.specialHelp')}>
        <Rows
          rows={draft.specialOpenings}
          testId="special-opening"
          addLabel={t('settings.rules.addSpecial')}
          removeLabel={t('settings.rules.remove')}
          onChange={(specialOpenings) => set((d) => ({ ...d, specialOpenings }))}
          empty={{ date: '', hours: '' }}
          render={(opening, edit) => (
            <>
              <FormField label={t('settings.rules.date')}>
                <Input type="date" value={opening.date} onChange={(e) => edit({ date: e.target.value })} />
              </FormField>
              <FormField label={t('settings.rules.specialHours')}>
                <Input
                  placeholder="10:00–14:00"
                  value={opening.hours}
                  onChange={(e) => edit({ hours: e.target.value })}
                />
              </FormField>
            </>
          )}
        />
      </SettingsCard>

      <SettingsCard title={t('settings.rules.overridesTitle')} help={t('settings.rules.overridesHelp')}>
        <Rows
          rows={draft.capacityOverrides}
          testId="capacity-override"
          addLabel={t('settings.rules.addOverride')}
          removeLabel={t('settings.rules.remove')}
          onChange={(capacityOverrides) => set((d) => ({ ...d, capacityOverrides }))}
          empty={{ date: '', coversPerSlot: '', coversPerDay: '' }}
          render={(override, edit) => (
            <>
              <FormField label={t('settings.rules.date')}>
                <Input type="date" value={override.date} onChange={(e) => edit({ date: e.target.value })} />
              </FormField>
              <FormField label={t('settings.rules.coversPerSlot')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={override.coversPerSlot}
                  onChange={(e) => edit({ coversPerSlot: e.target.value })}
                />
              </FormField>
              <FormField label={t('settings.rules.coversPerDay')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={override.coversPerDay}
                  onChange={(e) => edit({ coversPerDay: e.target.value })}
                />
              </FormField>
            </>
          )}
        />
      </SettingsCard>

      {error && (
        <Text role="alert" color="red.700" data-testid="settings-error">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
        {t('settings.rules.save')}
      </Button>
      {asking && (
        <RulesChangeDialog
          impact={asking.impact}
          busy={confirm.isPending}
          error={confirmError}
          onSave={(cancel) => {
            setConfirmError(undefined);
            confirm.mutate({ rules: asking.rules, cancel });
          }}
          onBack={() => {
            setConfirmError(undefined);
            setAsking(null);
          }}
        />
      )}
    </Stack>
  );
};

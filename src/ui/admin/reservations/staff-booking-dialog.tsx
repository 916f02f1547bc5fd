import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BookAsStaff } from '../../../application/reservations/book-as-staff';
import { ChangeReservation } from '../../../application/reservations/change-reservation';
import { roomChangeRefusal } from '../../../domain/reservation/lifecycle';
import {
  LANGUAGES,
  type Language,
  type Reservation,
  type StaffSource,
} from '../../../domain/reservation/reservation';
import type { StaffChangeDraft } from '../../../domain/reservation/staff-booking';
import type { FloorPlan } from '../../../domain/room/floor-plan';
import { staffRefusalsOf, tablesLabel, type StaffRefusal } from '../../../domain/room/staff-seating';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { currentLanguage } from '../../i18n/i18n';
import { formatBookingDate } from '../../reservations/booking-format';
import { AdminDialog } from '../shared/admin-dialog';
import { useAdminForm } from '../shared/use-admin-form';
import { floorPlanQuery } from '../settings/floor-plan-settings';
import { availabilityQuery, seatingNamed } from './availability-check';
import { StaffRefusalNotice, staffRefusalKey } from './staff-refusal';

/** The sources staff pick in this form; a walk-in has its own one-tap dialog. */
const FORM_SOURCES: readonly StaffSource[] = ['phone', 'in_person', 'email'];

/** The guest-facing words of the shared schema, as the admin says them (formally, to staff). */
const ISSUE_TEXT: Readonly<Record<string, string>> = {
  'reservations.validation.nameRequired': 'hostStand.validation.nameRequired',
  'reservations.validation.nameInvalid': 'hostStand.validation.nameRequired',
  'reservations.validation.emailInvalid': 'hostStand.validation.emailInvalid',
  'reservations.validation.phoneInvalid': 'hostStand.validation.phoneInvalid',
  'reservations.validation.dateRequired': 'hostStand.validation.dateRequired',
  'reservations.validation.timeRequired': 'hostStand.validation.timeRequired',
  'reservations.validation.partySizeMin': 'hostStand.validation.partySizeMin',
  'reservations.validation.tooLong': 'hostStand.validation.tooLong',
  'admin:hostStand.validation.partyTooLarge': 'hostStand.validation.partyTooLarge',
  'admin:hostStand.validation.contactRequired': 'hostStand.validation.contactRequired',
  'admin:hostStand.validation.tableUnknown': 'hostStand.validation.tableUnknown',
  'admin:hostStand.validation.reasonTooLong': 'hostStand.validation.reasonTooLong',
  'admin:hostStand.validation.notHolding': 'hostStand.validation.notHolding',
  'admin:hostStand.validation.eventBooking': 'hostStand.validation.eventBooking',
};

interface StaffFormValues {
  readonly customer_name: string;
  readonly customer_phone: string;
  readonly customer_email: string;
  readonly party_size: string;
  readonly reservation_date: string;
  readonly reservation_time: string;
  /** The chosen tables' ids, sorted and comma-joined; empty for the best free table. */
  readonly seating: string;
  readonly language_preference: Language;
  readonly source: StaffSource;
  readonly special_requests: string;
  readonly admin_notes: string;
}

const seatingKey = (ids: readonly string[] | undefined) => [...(ids ?? [])].sort().join(',');

/** The tables and combinations to choose from, each by its name and seats. */
const seatingOptions = (t: TFunction<'admin'>, plan: FloorPlan | undefined) => {
  if (!plan) return [];
  const seatsOf = (ids: readonly string[]) =>
    ids.reduce((sum, id) => sum + (plan.tables.find((table) => table.id === id)?.maxSeats ?? 0), 0);
  return [
    ...plan.tables.map((table) => ({
      value: table.id,
      label: t('hostStand.form.tableOption', { name: table.name, count: table.maxSeats }),
    })),
    ...plan.combinations.map((c) => ({
      value: seatingKey(c.tableIds),
      label: t('hostStand.form.combinationOption', { name: c.name, count: seatsOf(c.tableIds) }),
    })),
  ];
};

/**
 * The host stand's booking form, phone first: a new booking (by phone, in person, by e-mail) or a change to
 * one. The store holds it to the room; a refusal names every rule, and where all may be set aside the host
 * gives a reason and books anyway. Below the table choice, where the party would sit at that time.
 */
export const StaffBookingDialog = ({
  reservation,
  date,
  onClose,
}: {
  /** The booking to change; absent for a new one. */
  reservation?: Reservation;
  /** The day a new booking starts on. */
  date: string;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const container = useContainer();
  const book = useUseCase(BookAsStaff);
  const change = useUseCase(ChangeReservation);
  const invalidate = useInvalidateAreas();
  const plan = useQuery(floorPlanQuery(container));
  const [submissionKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<readonly StaffRefusal[] | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const movable = !reservation || roomChangeRefusal(reservation) === null;

  const form = useAdminForm({
    initial: (): StaffFormValues => ({
      customer_name: reservation?.customer_name ?? '',
      customer_phone: reservation?.customer_phone ?? '',
      customer_email: reservation?.customer_email ?? '',
      party_size: String(reservation?.party_size ?? 2),
      reservation_date: reservation?.reservation_date ?? date,
      reservation_time: reservation?.reservation_time ?? '',
      seating: seatingKey(reservation?.table_ids),
      language_preference: reservation?.language_preference ?? language,
      source: 'phone',
      special_requests: reservation?.special_requests ?? '',
      admin_notes: reservation?.admin_notes ?? '',
    }),
    log: reservation ? 'Failed to change the booking' : 'Failed to book as staff',
    issueText: ISSUE_TEXT,
    save: (values) => {
      const draft: StaffChangeDraft = {
        customer_name: values.customer_name,
        customer_email: values.customer_email,
        customer_phone: values.customer_phone,
        reservation_date: values.reservation_date,
        reservation_time: values.reservation_time,
        party_size: values.party_size.trim() === '' ? Number.NaN : Number(values.party_size),
        special_requests: values.special_requests,
        admin_notes: values.admin_notes,
        language_preference: values.language_preference,
        table_ids: values.seating ? values.seating.split(',') : null,
        override_reason: refusal && overrideReason.trim() ? overrideReason : null,
      };
      return reservation
        ? change.execute(reservation.id, draft)
        : book.execute({ ...draft, source: values.source, submission_key: submissionKey });
    },
    refused: (error) => {
      const reasons = staffRefusalsOf(error);
      if (reasons.length === 0) return {};
      setRefusal(reasons);
      return { issues: {} };
    },
    saved: async (saved) => {
      notify(
        'success',
        t('reservations.messages.success'),
        reservation
          ? t('hostStand.form.changed', { name: saved.customer_name })
          : t('hostStand.form.booked', {
              name: saved.customer_name,
              date: formatBookingDate(language, saved.reservation_date),
              time: saved.reservation_time,
            }),
      );
      onClose();
      await invalidate('reservations');
    },
  });
  const { values } = form;
  /** A change to the booking asks the room again: a refusal shown before no longer applies. */
  const set = <K extends keyof StaffFormValues & string>(key: K, value: StaffFormValues[K]) => {
    form.set(key as never, value as never);
    setRefusal(null);
  };

  const options = seatingOptions(t, plan.data);
  const current = seatingKey(reservation?.table_ids);
  const currentMissing = current !== '' && !options.some((o) => o.value === current);
  const party = Number(values.party_size);
  const overriding = refusal !== null && overrideReason.trim() !== '';

  const text = (key: keyof StaffFormValues & string, label: string, type = 'text', disabled = false) =>
    form.field(
      key,
      label,
      <Input
        name={key}
        type={type}
        value={values[key]}
        disabled={disabled}
        onChange={(e) => set(key, e.target.value)}
        {...(type === 'tel' ? { autoComplete: 'off', inputMode: 'tel' as const } : {})}
      />,
    );

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reservation ? t('hostStand.form.editTitle') : t('hostStand.form.title')}
      onSubmit={form.submit}
      busy={form.saving}
      submitLabel={
        overriding
          ? t('hostStand.override.submit')
          : reservation
            ? t('hostStand.form.submitChange')
            : t('hostStand.form.submit')
      }
    >
      <Stack gap={4} data-testid="staff-booking-form">
        {form.field(
          'customer_name',
          t('hostStand.form.name'),
          <Input
            name="customer_name"
            value={values.customer_name}
            onChange={(e) => set('customer_name', e.target.value)}
            autoComplete="off"
          />,
          { required: true },
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {text('customer_phone', t('hostStand.form.phone'), 'tel')}
          {form.field(
            'customer_email',
            t('hostStand.form.email'),
            <Input
              name="customer_email"
              type="email"
              autoComplete="off"
              value={values.customer_email}
              onChange={(e) => set('customer_email', e.target.value)}
            />,
            { help: t('hostStand.form.emailHint') },
          )}
        </SimpleGrid>
        {!movable && (
          <Text fontSize="sm" color="fg.muted">
            {t('hostStand.form.notMovable')}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={4}>
          {form.field(
            'party_size',
            t('hostStand.form.partySize'),
            <Input
              name="party_size"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              disabled={!movable}
              value={values.party_size}
              onChange={(e) => set('party_size', e.target.value)}
            />,
            { required: true },
          )}
          {form.field(
            'reservation_date',
            t('hostStand.form.date'),
            <Input
              name="reservation_date"
              type="date"
              disabled={!movable}
              value={values.reservation_date}
              onChange={(e) => set('reservation_date', e.target.value)}
            />,
            { required: true },
          )}
          {form.field(
            'reservation_time',
            t('hostStand.form.time'),
            <Input
              name="reservation_time"
              type="time"
              step={300}
              disabled={!movable}
              value={values.reservation_time}
              onChange={(e) => set('reservation_time', e.target.value)}
            />,
            { required: true, help: t('hostStand.form.timeHint') },
          )}
        </SimpleGrid>
        {form.field(
          'table_ids',
          t('hostStand.form.tables'),
          <NativeSelect.Root disabled={!movable}>
            <NativeSelect.Field
              name="table_ids"
              value={values.seating}
              onChange={(e) => set('seating', e.target.value)}
            >
              <option value="">{t('hostStand.form.tablesAuto')}</option>
              {currentMissing && plan.data && (
                <option value={current}>
                  {t('hostStand.form.currentOption', {
                    name: tablesLabel(plan.data, reservation?.table_ids),
                  })}
                </option>
              )}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {movable && values.seating === '' && (
          <Suggestion
            date={values.reservation_date}
            time={values.reservation_time}
            party={party}
            plan={plan.data}
          />
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {!reservation &&
            form.field(
              'source',
              t('hostStand.form.source'),
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="source"
                  value={values.source}
                  onChange={(e) => set('source', e.target.value as StaffSource)}
                >
                  {FORM_SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {t(`hostStand.sources.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )}
          {form.field(
            'language_preference',
            t('hostStand.form.language'),
            <NativeSelect.Root>
              <NativeSelect.Field
                name="language_preference"
                value={values.language_preference}
                onChange={(e) => set('language_preference', e.target.value as Language)}
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`reservations.languages.${l}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
        </SimpleGrid>
        {form.field(
          'special_requests',
          t('hostStand.form.requests'),
          <Textarea
            name="special_requests"
            rows={2}
            maxLength={2000}
            value={values.special_requests}
            onChange={(e) => set('special_requests', e.target.value)}
          />,
        )}
        {form.field(
          'admin_notes',
          t('hostStand.form.notes'),
          <Textarea
            name="admin_notes"
            rows={2}
            maxLength={2000}
            value={values.admin_notes}
            onChange={(e) => set('admin_notes', e.target.value)}
          />,
          { help: t('hostStand.form.notesHint') },
        )}
        {refusal && (
          <StaffRefusalNotice
            reasons={refusal}
            reason={overrideReason}
            onReason={(words) => {
              setOverrideReason(words);
              form.clear('override_reason');
            }}
            error={form.message('override_reason')}
          />
        )}
      </Stack>
    </AdminDialog>
  );
};

/** Where the party would sit at the chosen time, or why it cannot, as Check free times answers for staff. */
const Suggestion = ({
  date,
  time,
  party,
  plan,
}: {
  date: string;
  time: string;
  party: number;
  plan: FloorPlan | undefined;
}) => {
  const { t } = useTranslation('admin');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isInteger(party) && party >= 1 && party <= 100;
  const answers = useQuery({ ...availabilityQuery(useContainer(), date, party, 'staff'), enabled: valid });
  const answer = answers.data?.find((a) => a.time === time);
  if (!valid || !answer) return null;
  return (
    <Text
      fontSize="sm"
      color={answer.reason ? 'fg.warning' : 'fg.muted'}
      data-testid="staff-seating-hint"
      mt={-2}
    >
      {answer.reason
        ? t(staffRefusalKey(answer.reason))
        : t('hostStand.form.wouldSit', {
            seating:
              answer.tableIds.length > 0
                ? seatingNamed(t, plan, answer.tableIds)
                : t('reservations.availability.free'),
          })}
    </Text>
  );
};

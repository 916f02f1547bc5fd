import { Button, DataList, Field, HStack, Link, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { canMoveTo, hasBegun } from '../../../domain/reservation/lifecycle';
import type { Reservation, ReservationStatus } from '../../../domain/reservation/reservation';
import { currentLanguage } from '../../i18n/i18n';
import { AdminDialog } from '../shared/admin-dialog';
import { REASON_MAX_LENGTH } from '../../../domain/reservation/guest-emails';
import { ReservationEmails } from './reservation-emails';
import { ReservationHistory } from './reservation-history';
import { useQuery } from '@tanstack/react-query';
import { tablesLabel } from '../../../domain/room/staff-seating';
import { useContainer, usePort } from '../../app/container-context';
import { floorPlanQuery } from '../settings/floor-plan-settings';
import { AdminIcon } from '../admin-icons';
import { reservationStatusLabel } from '../../i18n/glossary';
import { formatAdminDate, formatAdminInstant } from './reservation-format';
import { ReservationStatusBadge } from './reservation-status-badge';
import type { ReservationUpdate } from './use-reservation-update';

/**
 * The dialog's status buttons, each disabled while the reservation already has it; completed and no-show
 * also before the booking's time.
 */
const STATUS_BUTTONS: readonly { status: ReservationStatus; label: string; palette: string }[] = [
  { status: 'confirmed', label: 'reservations.actions.confirm', palette: 'green' },
  { status: 'seated', label: 'reservations.actions.markSeated', palette: 'brand' },
  { status: 'cancelled', label: 'reservations.actions.cancel', palette: 'red' },
  { status: 'completed', label: 'reservations.actions.markCompleted', palette: 'blue' },
  { status: 'no_show', label: 'reservations.actions.noShow', palette: 'gray' },
];

/**
 * Every field of a reservation, the admin notes, and the status buttons. A status change saves the notes
 * with it; Save Notes keeps the status. After a successful update the dialog closes. A
 * cancellation carries the optional message to the guest; below, the e-mails about the booking and how far
 * each got (decision 0078).
 */
export const ReservationDetailsDialog = ({
  reservation,
  busy,
  onUpdate,
  onEdit,
  onClose,
}: {
  reservation: Reservation;
  busy: boolean;
  /** Resolves true when the update succeeded. */
  onUpdate: (update: ReservationUpdate) => Promise<boolean>;
  /** Opens the host stand's form on this booking, in place of this dialog. */
  onEdit: () => void;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const plan = useQuery(floorPlanQuery(useContainer()));
  const now = usePort(Ports.clock).now();
  const language = currentLanguage(i18n);
  const [notes, setNotes] = useState(reservation.admin_notes ?? '');
  const [reason, setReason] = useState('');
  const none = t('reservations.details.none');

  const submit = async (update: ReservationUpdate) => {
    if (await onUpdate(update)) onClose();
  };

  const fields: { label: string; value: ReactNode }[] = [
    { label: t('reservations.details.name'), value: reservation.customer_name },
    {
      label: t('reservations.details.email'),
      value: reservation.customer_email ? (
        <Link href={`mailto:${reservation.customer_email}`}>{reservation.customer_email}</Link>
      ) : (
        none
      ),
    },
    {
      label: t('reservations.details.phone'),
      value: reservation.customer_phone ? (
        <Link href={`tel:${reservation.customer_phone}`}>{reservation.customer_phone}</Link>
      ) : (
        none
      ),
    },
    {
      label: t('reservations.details.language'),
      value: t(`reservations.languages.${reservation.language_preference}`),
    },
    { label: t('reservations.details.date'), value: formatAdminDate(language, reservation.reservation_date) },
    {
      label: t('reservations.details.time'),
      value: t('reservations.timeValue', { time: reservation.reservation_time }),
    },
    {
      label: t('reservations.details.partySize'),
      value: t('reservations.party', { count: reservation.party_size }),
    },
    {
      label: t('reservations.details.tables'),
      value: reservation.event_id
        ? none
        : reservation.table_ids?.length && plan.data
          ? tablesLabel(plan.data, reservation.table_ids)
          : t('reservations.details.notSeated'),
    },
    {
      label: t('reservations.details.source'),
      value: t(`hostStand.sources.${reservation.source ?? 'online'}`),
    },
    {
      label: t('reservations.details.status'),
      value: <ReservationStatusBadge reservation={reservation} />,
    },
    // Who made the last status change and when (decision 0089); rows from before the audit have none.
    ...(reservation.status_changed_at
      ? [
          {
            label: t('reservations.details.statusChange'),
            value: (
              <Text data-testid="reservation-status-change">
                {t(
                  reservation.status_changed_by_name
                    ? 'reservations.details.statusChangedBy'
                    : 'reservations.details.statusChangedAt',
                  {
                    status: reservationStatusLabel(t, reservation.status),
                    name: reservation.status_changed_by_name,
                    at: formatAdminInstant(language, reservation.status_changed_at),
                  },
                )}
              </Text>
            ),
          },
        ]
      : []),
    {
      label: t('reservations.details.specialRequests'),
      value: reservation.special_requests ? (
        <Text whiteSpace="pre-wrap">{reservation.special_requests}</Text>
      ) : (
        none
      ),
    },
  ];

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reservations.details.title')}
      footer={
        <HStack gap={3} wrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('reservations.details.close')}
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={onEdit} disabled={busy}>
            <AdminIcon name="edit" boxSize={4} />
            {t('reservations.details.edit')}
          </Button>
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() => void submit({ kind: 'notes', reservation, notes })}
          >
            {t('reservations.details.saveNotes')}
          </Button>
        </HStack>
      }
    >
      <Stack gap={6}>
        <DataList.Root orientation="horizontal" gap={3}>
          {fields.map((field) => (
            <DataList.Item key={field.label}>
              <DataList.ItemLabel minW={{ base: '8rem', md: '10rem' }}>{field.label}</DataList.ItemLabel>
              <DataList.ItemValue minW={0} overflowWrap="anywhere">
                {field.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Field.Root>
          <Field.Label>{t('reservations.details.notes')}</Field.Label>
          <Textarea rows={4} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Field.HelperText>{t('reservations.details.notesHint')}</Field.HelperText>
        </Field.Root>
        <Stack as="section" gap={2} aria-labelledby="reservation-change-status">
          <Text id="reservation-change-status" fontWeight="semibold" fontSize="sm">
            {t('reservations.details.changeStatus')}
          </Text>
          <Wrap gap={2}>
            {STATUS_BUTTONS.map((button) => (
              <Button
                key={button.status}
                size="sm"
                variant="outline"
                colorPalette={button.palette}
                disabled={busy || !canMoveTo(reservation, button.status, now)}
                onClick={() =>
                  void submit({
                    kind: 'status',
                    reservation,
                    status: button.status,
                    notes,
                    ...(button.status === 'cancelled' && reason.trim() ? { reason } : {}),
                  })
                }
              >
                {t(button.label)}
              </Button>
            ))}
          </Wrap>
          {!hasBegun(reservation, now) && (
            <Text fontSize="sm" color="fg.muted" data-testid="not-begun-hint">
              {t('reservations.details.notBegunHint')}
            </Text>
          )}
          {reservation.status !== 'cancelled' && (
            <Field.Root>
              <Field.Label>{t('reservations.details.reason')}</Field.Label>
              <Textarea
                rows={2}
                maxLength={REASON_MAX_LENGTH}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Field.HelperText>{t('reservations.details.reasonHint')}</Field.HelperText>
            </Field.Root>
          )}
        </Stack>
        <ReservationEmails reservationId={reservation.id} />
        <ReservationHistory reservationId={reservation.id} />
      </Stack>
    </AdminDialog>
  );
};

import { Button, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../../domain/reservation/guest-emails';
import type { ClosedBookingsCancellation } from '../../../application/ports/booking-rules-repository';
import type { RulesChangeImpact } from '../../../domain/settings/rules-change';
import { formatAdminDate } from '../reservations/reservation-format';
import { AdminDialog } from '../shared/admin-dialog';
import { FormField } from '../shared/form-field';

/**
 * Before a change of the booking rules that touches booked guests is saved: how many bookings and guests the
 * new hours or closed days shut out (listed, so that a guest without e-mail can be phoned) and how many sit on
 * dates the new limits find over full. The owner keeps them, or cancels the shut-out ones with a message to
 * each guest; Back saves nothing.
 */
export const RulesChangeDialog = ({
  impact,
  busy,
  error,
  onSave,
  onBack,
}: {
  impact: RulesChangeImpact;
  busy: boolean;
  /** A refused save's words, translated. */
  error: string | undefined;
  onSave: (cancel?: ClosedBookingsCancellation) => void;
  onBack: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const { closed, overCapacity } = impact;
  const date = (day: string) => formatAdminDate(i18n.language, day);
  const unlisted = closed.bookings - closed.first.length;

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onBack()}
      title={t('settings.rules.impact.title')}
      busy={busy}
      footer={
        <HStack gap={3} wrap="wrap" justify="end">
          <Button variant="outline" onClick={onBack} disabled={busy}>
            {t('settings.rules.impact.back')}
          </Button>
          <Button
            colorPalette={closed.bookings > 0 ? undefined : 'brand'}
            variant={closed.bookings > 0 ? 'outline' : 'solid'}
            loading={busy}
            onClick={() => onSave()}
          >
            {closed.bookings > 0 ? t('settings.rules.impact.keep') : t('settings.rules.save')}
          </Button>
          {closed.bookings > 0 && (
            <Button
              colorPalette="red"
              loading={busy}
              onClick={() => onSave({ reason: reason.trim() || null })}
            >
              {t('settings.rules.impact.cancel', { count: closed.bookings })}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap={5} data-testid="rules-change">
        {closed.bookings > 0 && (
          <Stack gap={3}>
            <Text fontWeight="semibold">
              {t('settings.rules.impact.closed', { count: closed.bookings, guests: closed.guests })}
            </Text>
            <List.Root gap={1} ps={5} fontSize="sm" data-testid="rules-change-closed">
              {closed.first.map((booking) => (
                <List.Item key={booking.id}>
                  {t('settings.rules.impact.booking', {
                    date: date(booking.reservation_date),
                    time: booking.reservation_time,
                    count: booking.party_size,
                    name: booking.customer_name,
                  })}
                  {' · '}
                  {booking.customer_email ??
                    (booking.customer_phone
                      ? t('settings.rules.impact.callPhone', { phone: booking.customer_phone })
                      : t('settings.rules.impact.noContact'))}
                </List.Item>
              ))}
            </List.Root>
            {unlisted > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('settings.rules.impact.more', { count: unlisted })}
              </Text>
            )}
            {closed.withoutEmail > 0 && (
              <Text fontSize="sm" color="orange.800">
                {t('settings.rules.impact.withoutEmail', { count: closed.withoutEmail })}
              </Text>
            )}
            <FormField
              label={t('settings.rules.impact.message')}
              help={t('settings.rules.impact.messageHelp')}
            >
              <Textarea
                name="cancel-reason"
                rows={3}
                maxLength={REASON_MAX_LENGTH}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
          </Stack>
        )}
        {overCapacity.bookings > 0 && (
          <Stack gap={2} data-testid="rules-change-over-capacity">
            <Text fontWeight="semibold">
              {t('settings.rules.impact.overCapacity', {
                count: overCapacity.bookings,
                guests: overCapacity.guests,
              })}
            </Text>
            <Text fontSize="sm">{overCapacity.dates.map(date).join(', ')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('settings.rules.impact.overCapacityKept')}
            </Text>
          </Stack>
        )}
        {error && (
          <Text role="alert" color="red.700">
            {error}
          </Text>
        )}
      </Stack>
    </AdminDialog>
  );
};

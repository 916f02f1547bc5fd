import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isEmailSkipReason,
  isGuestEmail,
  isTroubled,
  type EmailDelivery,
  type EmailState,
} from '../../../domain/reservation/guest-emails';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { formatAdminInstant } from './reservation-format';
import { reservationEmailsQuery } from './reservations-queries';

const STATE_PALETTE: Readonly<Record<EmailState, string>> = {
  pending: 'gray',
  sending: 'blue',
  sent: 'green',
  retrying: 'orange',
  given_up: 'red',
  skipped: 'gray',
};

/**
 * The e-mails about a booking and how far each got (decision 0078): a warning when one to the guest did not
 * arrive ("Confirmation not delivered: retrying"), then every e-mail with its state.
 */
export const ReservationEmails = ({ reservationId }: { reservationId: string }) => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const emails = useQuery(reservationEmailsQuery(useContainer(), reservationId));
  const kindOf = (delivery: EmailDelivery) => t(`reservations.emails.kind.${delivery.kind}`);
  const stateOf = (delivery: EmailDelivery) =>
    // A skipped e-mail says why: no longer fits, no address, a limit against the mail relay (decision 0088).
    delivery.state === 'skipped' && isEmailSkipReason(delivery.last_error)
      ? t(`reservations.emails.skipped.${delivery.last_error}`)
      : t(`reservations.emails.state.${delivery.state}`, {
          time: formatAdminInstant(
            language,
            delivery.state === 'sent' && delivery.sent_at ? delivery.sent_at : delivery.next_attempt_at,
          ),
        });
  const rows = emails.data ?? [];
  const troubled = rows.filter((d) => isGuestEmail(d.kind) && isTroubled(d));

  return (
    <Stack as="section" gap={2} aria-labelledby="reservation-emails">
      <Text id="reservation-emails" fontWeight="semibold" fontSize="sm">
        {t('reservations.emails.title')}
      </Text>
      {troubled.map((delivery) => (
        <Alert.Root
          key={`alert-${delivery.id}`}
          status={delivery.state === 'given_up' ? 'error' : 'warning'}
          size="sm"
        >
          <Alert.Indicator />
          <Alert.Description>
            {t(`reservations.emails.troubled.${delivery.state}`, { kind: kindOf(delivery) })}
          </Alert.Description>
        </Alert.Root>
      ))}
      {emails.isError ? (
        <Text fontSize="sm" color="fg.error">
          {t('reservations.emails.loadError')}
        </Text>
      ) : emails.isPending ? (
        <Text fontSize="sm" role="status">
          {t('reservations.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('reservations.emails.none')}
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none" fontSize="sm">
          {rows.map((delivery) => (
            <HStack as="li" key={delivery.id} gap={2} wrap="wrap">
              <Text>{kindOf(delivery)}</Text>
              <Badge size="sm" variant="subtle" colorPalette={STATE_PALETTE[delivery.state]}>
                {stateOf(delivery)}
              </Badge>
              {delivery.last_error && delivery.state !== 'sent' && delivery.state !== 'skipped' && (
                <Text color="fg.muted">{t('reservations.emails.error', { code: delivery.last_error })}</Text>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
};

import { Alert, Badge, Box, Button, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentConfirmation } from '../../../application/ports/demo-outbox';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { AdminDialog } from '../shared/admin-dialog';
import { useErrorToast } from '../shared/use-error-toast';
import { formatAdminInstant } from './reservation-format';
import { demoOutboxQuery } from './reservations-queries';

/**
 * The offline demo's outbox: every e-mail about a booking that would have gone out (received, confirmed,
 * declined or cancelled, reminder, the restaurant's notice), rendered by the same code as the real ones,
 * labelled as demo behaviour.
 */
export const DemoOutboxDialog = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const outbox = useQuery(demoOutboxQuery(useContainer()));
  const [open, setOpen] = useState<SentConfirmation | null>(null);
  useErrorToast(outbox.error, t('common.error'), t('reservations.outbox.loadError'));
  const mails = outbox.data ?? [];

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('reservations.outbox.title')}
      maxW="3xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('reservations.details.close')}
        </Button>
      }
    >
      <Stack gap={4}>
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('reservations.outbox.note')}</Alert.Description>
        </Alert.Root>
        {open ? (
          <Stack gap={3}>
            <Box>
              <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
                ← {t('reservations.outbox.back')}
              </Button>
            </Box>
            <Stack gap={1} fontSize="sm">
              <Text fontWeight="semibold" fontSize="md">
                {open.subject}
              </Text>
              <Text>
                {t('reservations.outbox.to')}: {open.to}
              </Text>
              <Text color="fg.muted">
                {t('reservations.outbox.sent')}: {formatAdminInstant(language, open.sent_at)}
              </Text>
            </Stack>
            <chakra.iframe
              // No scripts, no forms, no same-origin access: the guest's own words are inside.
              sandbox=""
              srcDoc={open.html}
              title={t('reservations.outbox.preview')}
              width="full"
              height={{ base: '28rem', md: '32rem' }}
              borderWidth="1px"
              rounded="md"
              bg="white"
            />
            {open.calendar !== null && (
              <Link
                href={`data:text/calendar;charset=utf-8,${encodeURIComponent(open.calendar)}`}
                download="reservation.ics"
                color="brand.fg"
                textDecoration="underline"
                alignSelf="flex-start"
              >
                {t('reservations.outbox.calendar')}
              </Link>
            )}
          </Stack>
        ) : outbox.isPending ? (
          <Text role="status">{t('reservations.loading')}</Text>
        ) : mails.length === 0 ? (
          <Text color="fg.muted">{t('reservations.outbox.empty')}</Text>
        ) : (
          <Stack as="ul" gap={2} listStyleType="none">
            {mails.map((mail) => (
              <li key={mail.id}>
                <Button
                  variant="outline"
                  width="full"
                  height="auto"
                  py={3}
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  onClick={() => setOpen(mail)}
                >
                  <Stack gap={0.5} align="flex-start" minW={0}>
                    <Text fontWeight="semibold">{mail.subject}</Text>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      {mail.to} · {formatAdminInstant(language, mail.sent_at)}{' '}
                      <Badge size="sm" variant="subtle">
                        {t(`reservations.emails.kind.${mail.kind}`)}
                      </Badge>{' '}
                      <Badge size="sm" variant="subtle">
                        {mail.language.toUpperCase()}
                      </Badge>
                    </Text>
                  </Stack>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </AdminDialog>
  );
};

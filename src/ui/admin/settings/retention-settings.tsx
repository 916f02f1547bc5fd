import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveRetention } from '../../../application/settings/save-retention';
import type { RetentionSettings as Retention } from '../../../domain/settings/retention';
import { useContainer, useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { retentionQuery } from '../../public/queries';
import { useAdminForm } from '../shared/use-admin-form';
import { SettingsLoaded } from './settings-loaded';

/** A whole number as typed; anything else becomes NaN, which the schema refuses with its key. */
const days = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

const draftOf = (retention: Retention) => ({ reservationDays: String(retention.reservationDays) });

/**
 * Settings > How long personal data is kept: the days after a reservation's date before the nightly job
 * (anonymise_old_reservations()) anonymises it; the privacy statement states the same number.
 */
export const RetentionSettings = () => {
  const { t } = useTranslation('admin');
  const retention = useQuery(retentionQuery(useContainer()));
  return (
    <SettingsLoaded query={retention} failed={t('settings.retention.loadFailed')}>
      {(saved) => <RetentionForm saved={saved} />}
    </SettingsLoaded>
  );
};

const RetentionForm = ({ saved }: { saved: Retention }) => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const saveRetention = useUseCase(SaveRetention);
  const form = useAdminForm({
    initial: () => draftOf(saved),
    log: 'Saving the retention period failed',
    save: (draft) => saveRetention.execute({ reservationDays: days(draft.reservationDays) }),
    refused: (error) => ({
      issues: {
        reservationDays: error.kind === 'Invalid' ? error.message : 'settings.retention.saveFailed',
      },
    }),
    saved: (next) => {
      form.update(() => draftOf(next));
      queryClient.setQueryData(retentionQuery(container).queryKey, next);
      notify('success', t('settings.retention.saved'));
    },
  });

  return (
    <Card.Root as="form" data-testid="retention-settings" onSubmit={form.onSubmit}>
      <Card.Header>
        <Card.Title as="h2">{t('settings.retention.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.retention.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {form.field(
            'reservationDays',
            t('settings.retention.reservationDays'),
            <Input
              name="retention-reservation-days"
              inputMode="numeric"
              maxW="12rem"
              value={form.values.reservationDays}
              onChange={(e) => form.set('reservationDays', e.target.value)}
            />,
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
            {t('settings.retention.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

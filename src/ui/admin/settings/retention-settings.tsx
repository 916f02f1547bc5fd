import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveRetention } from '../../../application/settings/save-retention';
import type { RetentionSettings as Retention } from '../../../domain/settings/retention';
import { useContainer, useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { retentionQuery } from '../../public/queries';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

/** A whole number as typed; anything else becomes NaN, which the schema refuses with its key. */
const days = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

/**
 * Settings > How long personal data is kept: the days after a reservation's date before the nightly job
 * (anonymise_old_reservations()) anonymises it; the privacy statement states the same number.
 */
export const RetentionSettings = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const retention = useQuery(retentionQuery(container));
  const saveRetention = useUseCase(SaveRetention);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (retention.data && draft === null) setDraft(String(retention.data.reservationDays));
  }, [retention.data, draft]);

  const save = useMutation({
    mutationFn: (next: Retention) => unwrap(saveRetention.execute(next)),
    onSuccess: (saved) => {
      setError(null);
      setDraft(String(saved.reservationDays));
      queryClient.setQueryData(retentionQuery(container).queryKey, saved);
      notify('success', t('settings.retention.saved'));
    },
    onError: (failure) => {
      const portError = failure instanceof PortFailure ? failure.error : null;
      if (portError) logFailure('Saving the retention period failed', portError);
      else console.error('Saving the retention period failed', failure);
      setError(portError?.kind === 'Invalid' ? t(portError.message) : t('settings.retention.saveFailed'));
    },
  });

  if (draft === null) {
    return (
      <Text color="fg.muted">
        {retention.isError ? t('settings.retention.loadFailed') : t('settings.loading')}
      </Text>
    );
  }

  return (
    <Card.Root
      as="form"
      data-testid="retention-settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ reservationDays: days(draft) });
      }}
    >
      <Card.Header>
        <Card.Title>{t('settings.retention.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.retention.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <FormField label={t('settings.retention.reservationDays')} error={error ?? undefined}>
            <Input
              name="retention-reservation-days"
              inputMode="numeric"
              maxW="12rem"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
            {t('settings.retention.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

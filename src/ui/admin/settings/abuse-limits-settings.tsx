import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveAbuseLimits } from '../../../application/settings/save-abuse-limits';
import { ShowAbuseLimits } from '../../../application/settings/show-abuse-limits';
import { resolve } from '../../../container';
import {
  ABUSE_LIMIT_KEYS,
  type AbuseLimitKey,
  type AbuseLimits,
} from '../../../domain/settings/abuse-limits';
import { useContainer, useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

export const abuseLimitsQuery = (container: Container) =>
  queryOptions({
    queryKey: ['settings', 'abuse-limits'] as const,
    queryFn: () => unwrap(resolve(container, ShowAbuseLimits).execute()),
  });

/** A whole number as typed; anything else becomes NaN, which the schema refuses with its key. */
const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

type Draft = Record<AbuseLimitKey, string>;

const asDraft = (limits: AbuseLimits): Draft =>
  Object.fromEntries(ABUSE_LIMIT_KEYS.map((key) => [key, String(limits[key])])) as Draft;

/**
 * Settings > Limits against abuse (decision 0087): how many public bookings per client address and hour, per
 * e-mail address and day, and per day, how many consent records per address and hour, and how many e-mails
 * per address and day. PostgreSQL enforces them; the dashboard counts what they refused today.
 */
export const AbuseLimitsSettings = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const limits = useQuery(abuseLimitsQuery(container));
  const saveLimits = useUseCase(SaveAbuseLimits);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (limits.data && draft === null) setDraft(asDraft(limits.data));
  }, [limits.data, draft]);

  const save = useMutation({
    mutationFn: (next: AbuseLimits) => unwrap(saveLimits.execute(next)),
    onSuccess: (saved) => {
      setError(null);
      setDraft(asDraft(saved));
      queryClient.setQueryData(abuseLimitsQuery(container).queryKey, saved);
      notify('success', t('settings.abuseLimits.saved'));
    },
    onError: (failure) => {
      const portError = failure instanceof PortFailure ? failure.error : null;
      if (portError) logFailure('Saving the limits against abuse failed', portError);
      else console.error('Saving the limits against abuse failed', failure);
      setError(portError?.kind === 'Invalid' ? t(portError.message) : t('settings.abuseLimits.saveFailed'));
    },
  });

  if (draft === null) {
    return (
      <Text color="fg.muted">
        {limits.isError ? t('settings.abuseLimits.loadFailed') : t('settings.loading')}
      </Text>
    );
  }

  return (
    <Card.Root
      as="form"
      data-testid="abuse-limits-settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          Object.fromEntries(
            ABUSE_LIMIT_KEYS.map((key) => [key, whole(draft[key])]),
          ) as unknown as AbuseLimits,
        );
      }}
    >
      <Card.Header>
        <Card.Title>{t('settings.abuseLimits.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.abuseLimits.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {ABUSE_LIMIT_KEYS.map((key) => (
              <FormField key={key} label={t(`settings.abuseLimits.${key}`)}>
                <Input
                  name={`abuse-limit-${key}`}
                  inputMode="numeric"
                  maxW="12rem"
                  value={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                />
              </FormField>
            ))}
          </SimpleGrid>
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
            {t('settings.abuseLimits.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
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
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { useAdminForm } from '../shared/use-admin-form';
import { SettingsLoaded } from './settings-loaded';

export const abuseLimitsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.settings.abuseLimits(),
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
  const limits = useQuery(abuseLimitsQuery(useContainer()));
  return (
    <SettingsLoaded query={limits} failed={t('settings.abuseLimits.loadFailed')}>
      {(saved) => <AbuseLimitsForm saved={saved} />}
    </SettingsLoaded>
  );
};

const AbuseLimitsForm = ({ saved }: { saved: AbuseLimits }) => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const saveLimits = useUseCase(SaveAbuseLimits);
  const form = useAdminForm({
    initial: () => asDraft(saved),
    log: 'Saving the limits against abuse failed',
    save: (draft) =>
      saveLimits.execute(
        Object.fromEntries(ABUSE_LIMIT_KEYS.map((key) => [key, whole(draft[key])])) as unknown as AbuseLimits,
      ),
    refused: (error) => ({
      issues: { _: error.kind === 'Invalid' ? error.message : 'settings.abuseLimits.saveFailed' },
    }),
    saved: (next) => {
      form.update(() => asDraft(next));
      queryClient.setQueryData(abuseLimitsQuery(container).queryKey, next);
      notify('success', t('settings.abuseLimits.saved'));
    },
  });
  const error = form.message('_');

  return (
    <Card.Root as="form" data-testid="abuse-limits-settings" onSubmit={form.onSubmit}>
      <Card.Header>
        <Card.Title as="h2">{t('settings.abuseLimits.title')}</Card.Title>
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
                  value={form.values[key]}
                  onChange={(e) => form.set(key, e.target.value)}
                />
              </FormField>
            ))}
          </SimpleGrid>
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
            {t('settings.abuseLimits.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

import { Button, Card, HStack, Skeleton, Stack, Status, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../../../application/dashboard/check-system-status';
import { useContainer } from '../../app/container-context';
import { systemStatusQuery } from './dashboard-queries';

const CHECKS: readonly (keyof SystemStatus)[] = ['data', 'storage', 'session'];

/** Real checks where the original showed static text: the data backend, file storage and the admin session. */
export const SystemStatusCard = ({ demo }: { demo: boolean }) => {
  const { t } = useTranslation('admin');
  const status = useQuery(systemStatusQuery(useContainer()));
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('dashboard.status.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={3} as="ul" listStyleType="none" aria-live="polite">
          {CHECKS.map((check) => {
            // A check that could not even run counts as failed.
            const ok = status.data?.[check] ?? (status.isError ? false : undefined);
            return (
              <HStack as="li" key={check} justify="space-between" gap={3} data-testid={`status-${check}`}>
                <Text>{t(`dashboard.status.${check}.label`)}</Text>
                {ok === undefined ? (
                  <Skeleton h="5" w="24" />
                ) : (
                  <Status.Root colorPalette={ok ? 'green' : 'red'} flexShrink={0}>
                    <Status.Indicator />
                    {t(`dashboard.status.${check}.${ok ? 'ok' : 'failed'}`)}
                  </Status.Root>
                )}
              </HStack>
            );
          })}
        </Stack>
        {demo && (
          <Text textStyle="sm" color="fg.muted" mt={4}>
            {t('dashboard.status.demoNote')}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button size="sm" variant="outline" onClick={() => void status.refetch()} loading={status.isFetching}>
          {t('dashboard.status.recheck')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
};

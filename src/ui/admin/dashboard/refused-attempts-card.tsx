import { Card, Skeleton, Stat, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useTranslation } from 'react-i18next';
import { CountRefusedAttempts } from '../../../application/reservations/count-refused-attempts';
import { resolve } from '../../../container';
import { REFUSAL_REASONS, refusedTotal, type RefusedAttempts } from '../../../domain/settings/abuse-limits';
import { useContainer } from '../../app/container-context';
import { queryKeys } from '../../app/query-keys';

/** Never fails: a count that cannot be read is null and only logged, so the other cards still show. */
export const refusedAttemptsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.reservations.refusedToday(),
    queryFn: async (): Promise<RefusedAttempts | null> => {
      try {
        const result = await resolve(container, CountRefusedAttempts).execute();
        if (result.ok) return result.value;
        console.error('Failed to count refused attempts', result.error);
      } catch (error) {
        console.error('Failed to count refused attempts', error);
      }
      return null;
    },
    staleTime: 0,
  });

/**
 * Today's public bookings and consent records the limits against abuse refused (decision 0087), with the
 * reasons that occurred: many from a script show here before anyone notices them elsewhere.
 */
export const RefusedAttemptsCard = () => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const refused = useQuery(refusedAttemptsQuery(container));
  const counts = refused.data;
  const reasons = counts ? REFUSAL_REASONS.filter((reason) => counts[reason] > 0) : [];
  return (
    <Card.Root size="sm" mb={6}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{t('dashboard.refused.label')}</Stat.Label>
          {refused.isPending ? (
            <Skeleton h="8" w="12" />
          ) : (
            <Stat.ValueText data-testid="refused-attempts-today">
              {counts ? refusedTotal(counts).toLocaleString(i18n.language) : '–'}
            </Stat.ValueText>
          )}
          {reasons.length > 0 && (
            <Text as="dd" color="fg.muted" fontSize="sm">
              {reasons
                .map((reason) =>
                  t('dashboard.refused.reason', {
                    reason: t(`dashboard.refused.reasons.${reason}`),
                    count: counts![reason],
                  }),
                )
                .join(' · ')}
            </Text>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
};

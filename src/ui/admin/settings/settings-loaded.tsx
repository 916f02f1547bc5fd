import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A settings card once its saved values are read: 'Loading …' until then, `failed` if they cannot be read.
 * The card's form starts from them once (useAdminForm's `initial`), so what staff type is never overwritten
 * by a later read.
 */
export const SettingsLoaded = <T,>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  children: (saved: T) => ReactNode;
}) => {
  const { t } = useTranslation('admin');
  if (query.data !== undefined) return children(query.data);
  return <Text color="fg.muted">{query.isError ? failed : t('settings.loading')}</Text>;
};

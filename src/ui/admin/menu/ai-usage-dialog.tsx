import { Alert, Badge, Button, DataList, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SetAiBudget } from '../../../application/ai-usage/set-ai-budget';
import { BUDGET_PRESETS } from '../../../domain/ai-usage/ai-usage';
import {
  budgetStatus,
  formatAverageCost,
  formatCredits,
  formatPercent,
  usagePercent,
  type BudgetBadge,
} from '../../../domain/ai-usage/budget';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { useErrorToast } from '../shared/use-error-toast';
import { localDecimal } from './local-decimal';
import { aiUsageQuery } from './menu-queries';

/** The badge of each budget state, and the progress bar's colour for it. */
const BADGE: Record<BudgetBadge, { palette: string; variant: 'solid' | 'subtle'; bar: string }> = {
  destructive: { palette: 'red', variant: 'solid', bar: 'red' },
  default: { palette: 'brand', variant: 'solid', bar: 'orange' },
  secondary: { palette: 'gray', variant: 'subtle', bar: 'green' },
};

/** A restaurant month ('2026-11') as the interface language names it ('November 2026'). */
const monthName = (monthYear: string, language: string) => {
  const [year, month] = monthYear.split('-').map(Number);
  if (!year || !month) return monthYear;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
};

/** This month's AI image credits and the budget presets to choose the monthly limit from. */
export const AiUsageDialog = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const invalidate = useInvalidateAreas();
  const usage = useQuery(aiUsageQuery(container));
  const setAiBudget = useUseCase(SetAiBudget);
  useErrorToast(usage.error, t('common.error'), t('menu.aiUsage.fetchFailed'));

  const setBudget = useMutation({
    mutationFn: (limit: number) => setAiBudget.execute(limit),
    onSuccess: async (result) => {
      if (!result.ok) return budgetFailed(result.error);
      notify('success', t('menu.aiUsage.budgetUpdated'));
      await invalidate('aiUsage');
    },
    onError: (error) => budgetFailed(error),
  });
  const budgetFailed = (error: unknown) => {
    console.error('Failed to update budget limit', error);
    notify('error', t('common.error'), t('menu.aiUsage.budgetFailed'));
  };
  const saving = setBudget.isPending ? setBudget.variables : null;

  const data = usage.data;
  const percent = data ? usagePercent(data) : 0;
  const status = data ? budgetStatus(data) : null;
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('menu.aiUsage.title')}
      maxW="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('shared.close')}
        </Button>
      }
    >
      {!data || !status ? (
        usage.isPending ? (
          <Skeleton h="48" />
        ) : (
          <Text color="fg.muted">{t('menu.aiUsage.fetchFailed')}</Text>
        )
      ) : (
        <Stack gap={5}>
          <HStack justify="space-between" wrap="wrap" gap={2}>
            <Text fontWeight="semibold">{monthName(data.month_year, i18n.language)}</Text>
            <Badge colorPalette={BADGE[status.badge].palette} variant={BADGE[status.badge].variant}>
              {status.nearLimit
                ? t('menu.aiUsage.nearLimit')
                : status.badge === 'secondary'
                  ? t('menu.aiUsage.withinBudget')
                  : t('menu.aiUsage.inUse')}
            </Badge>
          </HStack>
          <Progress.Root value={Math.min(100, percent)} colorPalette={BADGE[status.badge].bar}>
            <HStack justify="space-between" mb={1}>
              <Progress.Label>{t('menu.aiUsage.used')}</Progress.Label>
              <Text textStyle="sm">{localDecimal(formatPercent(percent), i18n.language)} %</Text>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {status.nearLimit && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>{t('menu.aiUsage.warning')}</Alert.Description>
            </Alert.Root>
          )}
          <DataList.Root orientation="horizontal" size="sm">
            {[
              [t('menu.aiUsage.images'), String(data.images_generated)],
              [t('menu.aiUsage.spent'), localDecimal(formatCredits(data.total_cost), i18n.language)],
              [t('menu.aiUsage.budget'), localDecimal(formatCredits(data.budget_limit), i18n.language)],
              [t('menu.aiUsage.average'), localDecimal(formatAverageCost(data), i18n.language)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Stack gap={2}>
            <Text textStyle="sm" fontWeight="medium">
              {t('menu.aiUsage.setBudget')}
            </Text>
            <HStack gap={2} wrap="wrap">
              {BUDGET_PRESETS.map((limit) => (
                <Button
                  key={limit}
                  size="sm"
                  variant={data.budget_limit === limit ? 'solid' : 'outline'}
                  colorPalette="brand"
                  disabled={data.budget_limit === limit || saving !== null}
                  loading={saving === limit}
                  onClick={() => setBudget.mutate(limit)}
                >
                  {t('menu.aiUsage.credits', { count: limit })}
                </Button>
              ))}
            </HStack>
          </Stack>
        </Stack>
      )}
    </AdminDialog>
  );
};

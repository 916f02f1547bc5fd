import { z } from 'zod';
import type { AiUsage } from './ai-usage';

/** At or above this share of the budget the admin sees a warning. */
export const NEAR_LIMIT_PERCENT = 80;
/** Above this share the badge leaves its quiet colour. */
export const ELEVATED_PERCENT = 50;
/** What one generated image costs, in credits. */
export const AI_IMAGE_COST = 1;
/** What the dialog shows as the average when no image has been generated yet. */
export const AVERAGE_COST_WITHOUT_IMAGES = 0.001;

/** The largest budget numeric(10, 3) holds. */
const MAX_BUDGET = 9_999_999.999;
const BUDGET = 'admin:menu.aiUsage.validation.budget';
const MONTH = 'admin:menu.aiUsage.validation.month';

export const budgetLimitSchema = z.number(BUDGET).min(0, BUDGET).max(MAX_BUDGET, BUDGET);
export const monthYearSchema = z.string(MONTH).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH);

/**
 * Credits are kept to 3 decimals, so a percentage rounded to 6 places is exact; the rounding removes the
 * binary noise that would put 8 of 10 credits at 79.99999...%, under the warning threshold.
 */
const roundPercent = (percent: number) => Math.round(percent * 1e6) / 1e6;

/** total_cost / budget_limit in percent. With no budget any spending is the whole budget. */
export const usagePercent = (usage: Pick<AiUsage, 'total_cost' | 'budget_limit'>): number => {
  if (usage.budget_limit <= 0) return usage.total_cost > 0 ? 100 : 0;
  const percent = roundPercent((usage.total_cost / usage.budget_limit) * 100);
  return Number.isFinite(percent) ? percent : 0;
};

export type BudgetBadge = 'destructive' | 'default' | 'secondary';

export interface BudgetStatus {
  readonly badge: BudgetBadge;
  /** Shows 'Near limit' and the warning text. */
  readonly nearLimit: boolean;
}

/** The usage dialog's badge: 'secondary' is the 'Within budget' state. */
export const budgetStatus = (usage: Pick<AiUsage, 'total_cost' | 'budget_limit'>): BudgetStatus => {
  const percent = usagePercent(usage);
  if (percent >= NEAR_LIMIT_PERCENT) return { badge: 'destructive', nearLimit: true };
  if (percent > ELEVATED_PERCENT) return { badge: 'default', nearLimit: false };
  return { badge: 'secondary', nearLimit: false };
};

/**
 * One decimal, cut rather than rounded: 79.95 % shows as 79.9, so the figure never reaches a threshold that the
 * badge has not (rounding would print 80.0 beside 'In use'). The small epsilon absorbs binary noise.
 */
export const formatPercent = (percent: number): string => (Math.floor(percent * 10 + 1e-6) / 10).toFixed(1);

export const formatCredits = (credits: number): string => credits.toFixed(3);

/** Credits per generated image. */
export const averageCost = (usage: Pick<AiUsage, 'total_cost' | 'images_generated'>): number =>
  usage.images_generated > 0 ? usage.total_cost / usage.images_generated : AVERAGE_COST_WITHOUT_IMAGES;

export const formatAverageCost = (usage: Pick<AiUsage, 'total_cost' | 'images_generated'>): string =>
  averageCost(usage).toFixed(4);

/** Whether spending `cost` more credits stays within the month's budget (compared in thousandths of a credit). */
export const canAfford = (usage: Pick<AiUsage, 'total_cost' | 'budget_limit'>, cost: number): boolean =>
  Math.round((usage.total_cost + cost) * 1000) <= Math.round(usage.budget_limit * 1000);

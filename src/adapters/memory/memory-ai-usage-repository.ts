import type { AiUsageRepository } from '../../application/ports/ai-usage-repository';
import { emptyUsage, type AiUsage } from '../../domain/ai-usage/ai-usage';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** Loaded on first use (admin only), so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/ai-usage/budget');

export class MemoryAiUsageRepository implements AiUsageRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async forMonth(monthYear: string) {
    const schema = await schemas();
    const month = validate(schema.monthYearSchema, monthYear);
    if (!month.ok) return month;
    return ok(
      this.db.tables().ai_usage_tracking.find((u) => u.month_year === monthYear) ?? emptyUsage(monthYear),
    );
  }

  /** Creates the month's row when it has none yet, so a budget set early in the month is kept. */
  async setBudget(monthYear: string, budgetLimit: number) {
    const schema = await schemas();
    const month = validate(schema.monthYearSchema, monthYear);
    if (!month.ok) return month;
    const budget = validate(schema.budgetLimitSchema, budgetLimit);
    if (!budget.ok) return budget;
    return this.db.change((tables): AiUsage => {
      const index = tables.ai_usage_tracking.findIndex((u) => u.month_year === monthYear);
      const next = {
        ...(tables.ai_usage_tracking[index] ?? emptyUsage(monthYear)),
        budget_limit: budget.value,
      };
      if (index === -1) tables.ai_usage_tracking.push(next);
      else tables.ai_usage_tracking[index] = next;
      return next;
    });
  }
}

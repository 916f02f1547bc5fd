import type { AiUsageRepository } from '../../application/ports/ai-usage-repository';
import { emptyUsage, type AiUsage } from '../../domain/ai-usage/ai-usage';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { Supabase } from './config';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/** The columns of the domain's AiUsage; reserved credits are the edge function's business. */
const USAGE = 'month_year, images_generated, total_cost, budget_limit';
/** Loaded on first use (admin only), so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/ai-usage/budget');

export class SupabaseAiUsageRepository implements AiUsageRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async forMonth(monthYear: string) {
    const { monthYearSchema } = await schemas();
    const month = validate(monthYearSchema, monthYear);
    if (!month.ok) return month;
    const db = await this.supabase.rest();
    const row = await answer(
      db.from('ai_usage_tracking').select(USAGE).eq('month_year', monthYear).maybeSingle(),
    );
    // No row yet (none, or PGRST116 from a server answering "no rows" as an error) is the default budget.
    if (!row.ok) return row.error.kind === 'NotFound' ? ok(emptyUsage(monthYear)) : row;
    return ok<AiUsage>(row.value ?? emptyUsage(monthYear));
  }

  /**
   * Updates the month's budget, or creates the month's row when it has none. Not an upsert: admins may write
   * only budget_limit of an existing row (column privileges), and an upsert would also rewrite month_year.
   */
  async setBudget(monthYear: string, budgetLimit: number): Promise<Result<AiUsage, PortError>> {
    const { budgetLimitSchema, monthYearSchema } = await schemas();
    const month = validate(monthYearSchema, monthYear);
    if (!month.ok) return month;
    const budget = validate(budgetLimitSchema, budgetLimit);
    if (!budget.ok) return budget;
    const db = await this.supabase.full();
    const updated = await this.updateBudget(db, monthYear, budget.value);
    if (!updated.ok || updated.value) return updated as Result<AiUsage, PortError>;
    const inserted = await answer(
      db
        .from('ai_usage_tracking')
        .insert({ month_year: monthYear, budget_limit: budget.value })
        .select(USAGE)
        .single(),
    );
    if (inserted.ok || inserted.error.kind !== 'Conflict') return inserted;
    // Another admin created the month's row in between: it exists now, so the update finds it.
    const retried = await this.updateBudget(db, monthYear, budget.value);
    return retried.ok && !retried.value ? inserted : (retried as Result<AiUsage, PortError>);
  }

  private updateBudget(db: Supabase, monthYear: string, budgetLimit: number) {
    return answer(
      db
        .from('ai_usage_tracking')
        .update({ budget_limit: budgetLimit })
        .eq('month_year', monthYear)
        .select(USAGE)
        .maybeSingle(),
    );
  }
}

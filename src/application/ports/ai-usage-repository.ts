import type { AiUsage } from '../../domain/ai-usage/ai-usage';
import type { PortError, Result } from '../../domain/shared/result';

export interface AiUsageRepository {
  /** The month's usage; a month without a row reads as empty with the default budget. */
  forMonth(monthYear: string): Promise<Result<AiUsage, PortError>>;
  setBudget(monthYear: string, budgetLimit: number): Promise<Result<AiUsage, PortError>>;
}

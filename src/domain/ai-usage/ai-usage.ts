/** One row per restaurant month (YYYY-MM). */
export interface AiUsage {
  readonly month_year: string;
  readonly images_generated: number;
  readonly total_cost: number;
  readonly budget_limit: number;
}

/** The budget a month has before anyone sets one. */
export const DEFAULT_BUDGET_LIMIT = 10;
export const BUDGET_PRESETS = [100, 250, 500] as const;

export const emptyUsage = (month_year: string): AiUsage => ({
  month_year,
  images_generated: 0,
  total_cost: 0,
  budget_limit: DEFAULT_BUDGET_LIMIT,
});

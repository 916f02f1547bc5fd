import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageCost,
  budgetStatus,
  canAfford,
  formatAverageCost,
  formatCredits,
  formatPercent,
  usagePercent,
} from '../../src/domain/ai-usage/budget';

/** Credits as stored: numeric(10, 3). */
const credits = (max: number) => fc.integer({ min: 0, max: max * 1000 }).map((n) => n / 1000);

describe('usagePercent', () => {
  it('is always a finite number, whatever the budget', () => {
    fc.assert(
      fc.property(credits(1000), credits(1000), (total_cost, budget_limit) => {
        const percent = usagePercent({ total_cost, budget_limit });
        expect(Number.isFinite(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('treats a budget of 0 as used up once anything is spent', () => {
    expect(usagePercent({ total_cost: 0, budget_limit: 0 })).toBe(0);
    fc.assert(
      fc.property(
        credits(100).filter((c) => c > 0),
        (total_cost) => {
          expect(usagePercent({ total_cost, budget_limit: 0 })).toBe(100);
        },
      ),
    );
  });

  it('is the cost as a share of the budget', () => {
    expect(usagePercent({ total_cost: 2.5, budget_limit: 10 })).toBe(25);
    expect(usagePercent({ total_cost: 15, budget_limit: 10 })).toBe(150);
  });
});

describe('budgetStatus', () => {
  /** A budget and a cost of exactly `percent` of it, both whole thousandths of a credit as stored. */
  const atPercent = (percent: 50 | 80) => {
    const [costParts, budgetParts] = percent === 80 ? [4, 5] : [1, 2];
    return fc
      .integer({ min: 1, max: 200_000 })
      .map((k) => ({ total_cost: (k * costParts) / 1000, budget_limit: (k * budgetParts) / 1000 }));
  };

  it('is destructive and near the limit at exactly 80 %', () => {
    fc.assert(
      fc.property(atPercent(80), (usage) => {
        expect(budgetStatus(usage)).toEqual({ badge: 'destructive', nearLimit: true });
      }),
    );
    // 2.26 / 2.825 is 79.99999999999999 % in binary floating point.
    expect(budgetStatus({ total_cost: 2.26, budget_limit: 2.825 }).nearLimit).toBe(true);
  });

  it('is secondary (within budget) at exactly 50 %', () => {
    fc.assert(
      fc.property(atPercent(50), (usage) => {
        expect(budgetStatus(usage)).toEqual({ badge: 'secondary', nearLimit: false });
      }),
    );
  });

  it('follows the thresholds: >= 80 destructive, > 50 default, otherwise secondary', () => {
    fc.assert(
      fc.property(credits(1000), credits(1000), (total_cost, budget_limit) => {
        const percent = usagePercent({ total_cost, budget_limit });
        const status = budgetStatus({ total_cost, budget_limit });
        const badge = percent >= 80 ? 'destructive' : percent > 50 ? 'default' : 'secondary';
        expect(status).toEqual({ badge, nearLimit: percent >= 80 });
      }),
    );
    expect(budgetStatus({ total_cost: 5.001, budget_limit: 10 }).badge).toBe('default');
    expect(budgetStatus({ total_cost: 7.999, budget_limit: 10 }).badge).toBe('default');
    expect(budgetStatus({ total_cost: 1, budget_limit: 0 }).badge).toBe('destructive');
  });
});

describe('formatting', () => {
  it('shows percent with 1 decimal, credits with 3 and the average with 4', () => {
    expect(formatPercent(usagePercent({ total_cost: 1, budget_limit: 3 }))).toBe('33.3');
    expect(formatCredits(2)).toBe('2.000');
    expect(formatAverageCost({ total_cost: 3, images_generated: 3 })).toBe('1.0000');
    expect(formatAverageCost({ total_cost: 0, images_generated: 0 })).toBe('0.0010');
  });

  it('always prints percent with exactly 1 decimal, credits with 3 and the average with 4', () => {
    fc.assert(
      fc.property(credits(100_000), credits(100_000), fc.nat(100_000), (total_cost, budget_limit, images) => {
        const percent = usagePercent({ total_cost, budget_limit });
        expect(formatPercent(percent)).toMatch(/^\d+\.\d$/);
        // Never shows more than the share, and never a tenth less.
        expect(Number(formatPercent(percent))).toBeLessThanOrEqual(percent + 1e-9);
        expect(Number(formatPercent(percent))).toBeGreaterThan(percent - 0.1 - 1e-9);
        expect(formatCredits(total_cost)).toMatch(/^\d+\.\d{3}$/);
        expect(Number(formatCredits(total_cost))).toBe(total_cost);
        expect(formatAverageCost({ total_cost, images_generated: images })).toMatch(/^\d+\.\d{4}$/);
      }),
    );
    // Just under a threshold the figure stays under it, as the badge does.
    expect(formatPercent(usagePercent({ total_cost: 7.995, budget_limit: 10 }))).toBe('79.9');
    expect(budgetStatus({ total_cost: 7.995, budget_limit: 10 }).badge).toBe('default');
    expect(formatPercent(usagePercent({ total_cost: 8, budget_limit: 10 }))).toBe('80.0');
    expect(formatPercent(usagePercent({ total_cost: 5.0005, budget_limit: 10 }))).toBe('50.0');
    expect(budgetStatus({ total_cost: 5.0005, budget_limit: 10 }).badge).toBe('default');
  });

  it('the average cost is total / images, and 0.001 without images', () => {
    fc.assert(
      fc.property(credits(1000), fc.integer({ min: 0, max: 1000 }), (total_cost, images_generated) => {
        const average = averageCost({ total_cost, images_generated });
        expect(Number.isFinite(average)).toBe(true);
        expect(average).toBe(images_generated === 0 ? 0.001 : total_cost / images_generated);
      }),
    );
  });
});

describe('canAfford', () => {
  it('allows spending up to the budget exactly, and not a thousandth more', () => {
    fc.assert(
      fc.property(credits(1000), credits(1000), credits(10), (total_cost, budget_limit, cost) => {
        const expected =
          Math.round(total_cost * 1000) + Math.round(cost * 1000) <= Math.round(budget_limit * 1000);
        expect(canAfford({ total_cost, budget_limit }, cost)).toBe(expected);
      }),
    );
    expect(canAfford({ total_cost: 9.1, budget_limit: 10 }, 0.9)).toBe(true);
    expect(canAfford({ total_cost: 9.1, budget_limit: 10 }, 0.901)).toBe(false);
    // A budget of 0 affords nothing that costs something.
    fc.assert(
      fc.property(
        credits(100),
        credits(10).filter((c) => c > 0),
        (total_cost, cost) => {
          expect(canAfford({ total_cost, budget_limit: 0 }, cost)).toBe(false);
        },
      ),
    );
    // 0.2 + 0.1 is 0.30000000000000004 in binary floating point.
    expect(canAfford({ total_cost: 0.2, budget_limit: 0.3 }, 0.1)).toBe(true);
  });
});

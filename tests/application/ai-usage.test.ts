import { describe, expect, it } from 'vitest';
import { MemoryAiUsageRepository } from '../../src/adapters/memory/memory-ai-usage-repository';
import { GetMonthlyAiUsage } from '../../src/application/ai-usage/get-monthly-ai-usage';
import { SetAiBudget } from '../../src/application/ai-usage/set-ai-budget';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

describe('monthly AI usage', () => {
  it('counts the month in Berlin time: 30 June 22:30 UTC is already July', async () => {
    const clock = new ManualClock(new Date('2026-06-30T22:30:00Z'));
    const aiUsage = new MemoryAiUsageRepository(emptyMemoryDatabase(clock));
    const set = await new SetAiBudget({ aiUsage, clock }).execute(250);
    expect(set.ok && set.value.month_year).toBe('2026-07');
    const usage = await new GetMonthlyAiUsage({ aiUsage, clock }).execute();
    expect(usage.ok && usage.value).toMatchObject({ month_year: '2026-07', budget_limit: 250 });
    const june = await aiUsage.forMonth('2026-06');
    expect(june.ok && june.value.budget_limit).toBe(10);
  });

  it('refuses a negative budget before writing', async () => {
    const clock = new ManualClock();
    const aiUsage = new MemoryAiUsageRepository(emptyMemoryDatabase(clock));
    const result = await new SetAiBudget({ aiUsage, clock }).execute(-100);
    expect(result.ok ? 'ok' : result.error.kind).toBe('Invalid');
    const usage = await new GetMonthlyAiUsage({ aiUsage, clock }).execute();
    expect(usage.ok && usage.value.budget_limit).toBe(10);
  });
});

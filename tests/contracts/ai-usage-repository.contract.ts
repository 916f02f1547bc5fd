import { describe, expect, it } from 'vitest';
import type { AiUsageRepository } from '../../src/application/ports/ai-usage-repository';
import { DEFAULT_BUDGET_LIMIT } from '../../src/domain/ai-usage/ai-usage';

export interface AiUsageRepositoryFixture {
  readonly repo: AiUsageRepository;
}

const kind = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** The behaviour every AiUsageRepository must show, whatever stores the usage. */
export const describeAiUsageRepository = (name: string, make: () => Promise<AiUsageRepositoryFixture>) =>
  describe(`AiUsageRepository contract: ${name}`, () => {
    it('reads a month without a row as empty with the default budget', async () => {
      const { repo } = await make();
      expect(await repo.forMonth('2026-06')).toEqual({
        ok: true,
        value: {
          month_year: '2026-06',
          images_generated: 0,
          total_cost: 0,
          budget_limit: DEFAULT_BUDGET_LIMIT,
        },
      });
    });

    it("sets one month's budget, keeps it on later reads and leaves other months alone", async () => {
      const { repo } = await make();
      const set = await repo.setBudget('2026-06', 250);
      expect(set.ok && set.value).toMatchObject({ month_year: '2026-06', budget_limit: 250 });
      const changed = await repo.setBudget('2026-06', 100);
      expect(changed.ok && changed.value.budget_limit).toBe(100);
      const june = await repo.forMonth('2026-06');
      expect(june.ok && june.value).toMatchObject({ budget_limit: 100, images_generated: 0, total_cost: 0 });
      const july = await repo.forMonth('2026-07');
      expect(july.ok && july.value.budget_limit).toBe(DEFAULT_BUDGET_LIMIT);
    });

    it('refuses a malformed month and a negative budget', async () => {
      const { repo } = await make();
      expect(kind(await repo.forMonth('2026-13'))).toBe('Invalid');
      expect(kind(await repo.setBudget('June', 100))).toBe('Invalid');
      expect(kind(await repo.setBudget('2026-06', -1))).toBe('Invalid');
      const june = await repo.forMonth('2026-06');
      expect(june.ok && june.value.budget_limit).toBe(DEFAULT_BUDGET_LIMIT);
    });
  });

import { describe, expect, it } from 'vitest';
import type { RetentionRepository } from '../../src/application/ports/retention-repository';
import { DEFAULT_RETENTION, RETENTION_DAYS_MAX } from '../../src/domain/settings/retention';

export interface RetentionFixture {
  readonly repo: RetentionRepository;
}

/** The contract of the retention setting, for every adapter: the default until saved, then what was saved. */
export const describeRetentionRepository = (name: string, make: () => Promise<RetentionFixture>) => {
  describe(`RetentionRepository (${name})`, () => {
    it('starts with the default period and keeps what the owner saves', async () => {
      const { repo } = await make();
      expect(await repo.retention()).toEqual({ ok: true, value: DEFAULT_RETENTION });
      for (const reservationDays of [30, 1, RETENTION_DAYS_MAX]) {
        expect(await repo.save({ reservationDays })).toEqual({ ok: true, value: { reservationDays } });
        expect(await repo.retention()).toEqual({ ok: true, value: { reservationDays } });
      }
    });

    it('refuses a period out of bounds with its key and keeps the one in force', async () => {
      const { repo } = await make();
      for (const reservationDays of [0, -5, 12.5, RETENTION_DAYS_MAX + 1, Number.NaN]) {
        const refused = await repo.save({ reservationDays });
        expect(
          refused.ok ? 'saved' : [refused.error.kind, refused.error.issues?.reservationDays],
          String(reservationDays),
        ).toEqual(['Invalid', 'settings.retention.validation.days']);
      }
      expect(await repo.retention()).toEqual({ ok: true, value: DEFAULT_RETENTION });
    });
  });
};

// The retention setting's pure rules: the cutoff date and the privacy statement's sentence.
import { describe, expect, it } from 'vitest';

import {
  anonymiseBefore,
  DEFAULT_RETENTION,
  retentionStatementDe,
} from '../../src/domain/settings/retention';
import { retentionSchema } from '../../src/domain/settings/retention-schema';

describe('retention', () => {
  it('defaults to 180 days, which the schema accepts', () => {
    expect(DEFAULT_RETENTION).toEqual({ reservationDays: 180 });
    expect(retentionSchema.safeParse(DEFAULT_RETENTION).success).toBe(true);
  });

  it('anonymises reservations dated before today minus the period', () => {
    expect(anonymiseBefore('2026-11-26', DEFAULT_RETENTION)).toBe('2026-05-30');
    expect(anonymiseBefore('2026-03-01', { reservationDays: 1 })).toBe('2026-02-28');
  });

  it('states the period in the German privacy sentence', () => {
    expect(retentionStatementDe(DEFAULT_RETENTION)).toContain('180 Tage nach dem Tag der Reservierung');
    expect(retentionStatementDe({ reservationDays: 1 })).toContain('einen Tag nach dem Tag der Reservierung');
    expect(retentionStatementDe(DEFAULT_RETENTION)).toContain('zwölf Monaten');
  });
});

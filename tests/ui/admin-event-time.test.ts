import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEventDate, fromBerlinInput, toBerlinInput } from '../../src/ui/admin/events/event-time';

describe('event dates in the admin dialog', () => {
  it('reads a datetime-local value as Berlin time, in summer and in winter', () => {
    expect(fromBerlinInput('2026-07-01T07:00')).toBe('2026-07-01T05:00:00.000Z');
    expect(fromBerlinInput('2026-01-15T07:00')).toBe('2026-01-15T06:00:00.000Z');
    expect(toBerlinInput('2026-07-01T05:00:00.000Z')).toBe('2026-07-01T07:00');
    expect(toBerlinInput('2026-01-15T06:00:00+00:00')).toBe('2026-01-15T07:00');
  });

  it('gives an empty value for an empty or broken input, which the schema refuses as missing', () => {
    expect(fromBerlinInput('')).toBe('');
    expect(fromBerlinInput('2026-07-01')).toBe('');
  });

  it('round-trips every minute-exact instant through the input', () => {
    const minutes = fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 });
    fc.assert(
      fc.property(minutes, (minute) => {
        const instant = new Date(minute * 60_000).toISOString();
        const back = fromBerlinInput(toBerlinInput(instant));
        // The autumn hour that happens twice reads back as its first occurrence.
        expect(Math.abs(Date.parse(back) - Date.parse(instant))).toBeLessThanOrEqual(3_600_000);
        expect(toBerlinInput(back)).toBe(toBerlinInput(instant));
      }),
    );
  });

  it('shows the Berlin wall-clock time in the interface language', () => {
    expect(formatEventDate('2026-07-01T05:00:00.000Z', 'en').time).toBe('7:00 AM');
    expect(formatEventDate('2026-07-01T05:00:00.000Z', 'de').time).toBe('07:00');
  });
});

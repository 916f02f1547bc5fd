// The Lighthouse bench slows the CPU by what the host's benchmarkIndex calls for (decision 0095).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { cpuSlowdownFor } from '../../scripts/cpu-slowdown.mjs';

const slowdown = cpuSlowdownFor as (benchmarkIndex: number) => number;

describe('the CPU slowdown of the Lighthouse bench', () => {
  it('is the figure of Lighthouse’s throttling calculator at its reference points', () => {
    expect(slowdown(2000)).toBe(6);
    expect(slowdown(1533)).toBe(4);
    expect(slowdown(1300)).toBe(3);
    expect(slowdown(1000)).toBe(2.4);
    expect(slowdown(800)).toBe(2);
    expect(slowdown(150)).toBe(1);
  });

  it('grows with the host’s speed, without jumps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 150, max: 5000 }), fc.integer({ min: 1, max: 50 }), (index, step) => {
        const here = slowdown(index);
        const faster = slowdown(index + step);
        expect(faster).toBeGreaterThanOrEqual(here);
        expect(faster - here).toBeLessThanOrEqual(step / 200 + 0.1);
      }),
    );
  });

  it('refuses a host slower than the simulated phone, or no reading', () => {
    expect(() => slowdown(149)).toThrow(/slower than the phone/);
    expect(() => slowdown(Number.NaN)).toThrow();
  });
});

// The Lighthouse bench slows the CPU by what the host's benchmarkIndex calls for (decision 0095), read on
// each route's own runs (decision 0103).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { calibrationOf, cpuSlowdownFor } from '../../scripts/cpu-slowdown.mjs';

const slowdown = cpuSlowdownFor as (benchmarkIndex: number) => number;
const calibration = calibrationOf as (readings: number[]) => { benchmarkIndex: number; cpuSlowdown: number };

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

describe('the calibration of a route on its runs', () => {
  it('takes the median reading of the host, and its slowdown', () => {
    expect(calibration([1193, 1620, 1407, 1750, 1300])).toEqual({ benchmarkIndex: 1407, cpuSlowdown: 3.5 });
    expect(calibration([1500, 1566])).toEqual({ benchmarkIndex: 1533, cpuSlowdown: 4 });
  });

  it('does not follow one reading taken while the machine was busy or idle', () => {
    const reading = fc.integer({ min: 900, max: 2500 });
    fc.assert(
      fc.property(
        fc.array(reading, { minLength: 4, maxLength: 8 }),
        fc.integer({ min: 150, max: 9000 }),
        (steady, outlier) => {
          const { benchmarkIndex } = calibration([...steady, outlier]);
          expect(benchmarkIndex).toBeGreaterThanOrEqual(Math.min(...steady));
          expect(benchmarkIndex).toBeLessThanOrEqual(Math.max(...steady));
        },
      ),
    );
  });

  it('is the same whatever order the runs came in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 150, max: 5000 }), { minLength: 1, maxLength: 9 }),
        (readings) => {
          expect(calibration([...readings].reverse())).toEqual(calibration(readings));
        },
      ),
    );
  });
});

// @vitest-environment jsdom
// A prerendered page's moment hands over to the clock without a render on the page's own restaurant day
// (src/ui/app/render-time.tsx), and with one on a later day.
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { restaurantDate } from '../../src/domain/shared/time';
import {
  dayLabelsHold,
  RenderTimeProvider,
  settleRenderTime,
  useRenderTime,
  type RenderTime,
} from '../../src/ui/app/render-time';

afterEach(cleanup);

const SPAN = {
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
};

describe('settling the render time', () => {
  it('keeps the same object on the same restaurant day, and a new one on another', () => {
    fc.assert(
      fc.property(fc.date(SPAN), fc.integer({ min: 0, max: 3 * 24 * 60 }), (at, minutes) => {
        const time: RenderTime = { at, settled: false };
        const now = new Date(at.getTime() + minutes * 60_000);
        const settled = settleRenderTime(time, now);
        expect(settled.settled).toBe(true);
        if (restaurantDate(at) === restaurantDate(now)) expect(settled).toBe(time);
        else expect(settled).toEqual({ at: now, settled: true });
      }),
    );
  });

  it('counts Berlin’s midnight, not UTC’s', () => {
    // 23:30 and 00:30 in Berlin: one UTC day, two restaurant days.
    const time: RenderTime = { at: new Date('2026-11-27T22:30:00Z'), settled: false };
    expect(settleRenderTime(time, new Date('2026-11-27T23:30:00Z'))).not.toBe(time);
    // 00:30 and 01:30 UTC: two UTC days, one restaurant day.
    const early: RenderTime = { at: new Date('2026-11-27T23:30:00Z'), settled: false };
    expect(settleRenderTime(early, new Date('2026-11-28T00:30:00Z'))).toBe(early);
  });
});

describe('the day a prerendered page’s labels hold (decision 0099)', () => {
  it('is the restaurant day of the render: every instant in it and none outside', () => {
    fc.assert(
      fc.property(fc.date(SPAN), fc.integer({ min: -36 * 3_600_000, max: 36 * 3_600_000 }), (at, shift) => {
        const other = new Date(at.getTime() + shift);
        const { from, until } = dayLabelsHold(at);
        expect(from <= at && at < until).toBe(true);
        expect(from <= other && other < until).toBe(restaurantDate(other) === restaurantDate(at));
        expect(restaurantDate(new Date(until.getTime() - 1))).toBe(restaurantDate(at));
      }),
    );
  });

  it('is 23 or 25 hours long on the days the clocks change', () => {
    const hours = (at: string) => {
      const { from, until } = dayLabelsHold(new Date(at));
      return (until.getTime() - from.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29T12:00:00Z')).toBe(23);
    expect(hours('2026-10-25T12:00:00Z')).toBe(25);
    expect(hours('2026-11-28T23:30:00Z')).toBe(24);
  });
});

describe('useRenderTime', () => {
  const Reader = () => <p>{useRenderTime()?.toISOString() ?? 'clock'}</p>;

  it('gives the page’s moment until it is settled, then nothing (the clock)', () => {
    const time: RenderTime = { at: new Date('2026-11-27T08:00:00Z'), settled: false };
    const { container, rerender } = render(
      <RenderTimeProvider time={time}>
        <Reader />
      </RenderTimeProvider>,
    );
    expect(container.textContent).toBe('2026-11-27T08:00:00.000Z');
    settleRenderTime(time, new Date('2026-11-27T09:00:00Z'));
    rerender(
      <RenderTimeProvider time={time}>
        <Reader key="again" />
      </RenderTimeProvider>,
    );
    expect(container.textContent).toBe('clock');
  });

  it('gives nothing without a prerendered page', () => {
    const { container } = render(
      <RenderTimeProvider time={null}>
        <Reader />
      </RenderTimeProvider>,
    );
    expect(container.textContent).toBe('clock');
  });
});

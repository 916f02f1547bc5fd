import { createContext, useContext, type ReactNode } from 'react';
import { addDays, restaurantDate, restaurantInstant } from '../../domain/shared/time';

/**
 * The moment a prerendered page was rendered at build time, written on the root element so that the
 * browser's first render (hydration, decision 0092) shows the same day labels ('Today', the next events)
 * as the HTML; once the app runs, the clock's own "now" takes over.
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/**
 * Whole minutes: the build renders a page in several rounds (src/prerender.tsx), and every round must
 * see the same moment as the one written into the page.
 */
export const toMinute = (date: Date): Date => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

/**
 * The restaurant day of a page rendered at `at`, from its first instant to the next day's: while the clock
 * is in it, the prerendered page shows the day labels the app would render, so it can wait for the guest's
 * first interaction to start the app (decision 0099); outside it, the app starts at once to write them.
 */
export const dayLabelsHold = (at: Date): { readonly from: Date; readonly until: Date } => {
  const day = restaurantDate(at);
  return { from: restaurantInstant(day, '00:00'), until: restaurantInstant(addDays(day, 1), '00:00') };
};

/** The moment from a prerendered page's root element, or null when it has none (or a broken one). */
export const renderedAtOf = (element: Element): Date | null => {
  const value = element.getAttribute(RENDERED_AT_ATTRIBUTE);
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The page's moment while the app takes the page over. `settled` turns true once the app is ready: from
 * then on the readers read the clock. It is set on the same object on purpose: a new context value would
 * re-render every reader, and on the page's own restaurant day none of them would show anything else.
 */
export interface RenderTime {
  readonly at: Date;
  settled: boolean;
}

/**
 * Hands the page over to the clock. Every reader shows a day ('Today', the next events, today's hours),
 * so on the same restaurant day the same object is settled and nothing re-renders; on a later day (a
 * page built yesterday) a new value makes every reader render with the clock.
 */
export const settleRenderTime = (time: RenderTime, now: Date): RenderTime => {
  if (restaurantDate(time.at) === restaurantDate(now)) {
    time.settled = true;
    return time;
  }
  return { at: now, settled: true };
};

const RenderTimeContext = createContext<RenderTime | null>(null);

/** While `time` is not settled, every `useNow()` below reads it instead of the clock. */
export const RenderTimeProvider = ({ time, children }: { time: RenderTime | null; children: ReactNode }) => (
  <RenderTimeContext.Provider value={time}>{children}</RenderTimeContext.Provider>
);

export const useRenderTime = (): Date | null => {
  const time = useContext(RenderTimeContext);
  return time && !time.settled ? time.at : null;
};

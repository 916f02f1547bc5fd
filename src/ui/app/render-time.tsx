import { createContext, useContext, type ReactNode } from 'react';

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

/** The moment from a prerendered page's root element, or null when it has none (or a broken one). */
export const renderedAtOf = (element: Element): Date | null => {
  const value = element.getAttribute(RENDERED_AT_ATTRIBUTE);
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const RenderTimeContext = createContext<Date | null>(null);

/** While `time` is set, every `useNow()` below reads it instead of the clock. */
export const RenderTimeProvider = ({ time, children }: { time: Date | null; children: ReactNode }) => (
  <RenderTimeContext.Provider value={time}>{children}</RenderTimeContext.Provider>
);

export const useRenderTime = (): Date | null => useContext(RenderTimeContext);

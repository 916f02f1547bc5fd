import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own, after the page around it (selective
 * hydration): a page hydrated in one piece ended in one long commit of its thousand elements; in parts,
 * the browser paints and answers taps between them (issue 16, Lighthouse's blocking time). A tap on a
 * part not yet hydrated is replayed once it is. Nothing in a part suspends, so its fallback never shows.
 */
export const HydratedApart = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);

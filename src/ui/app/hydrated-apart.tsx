import { Suspense, type ReactNode } from 'react';
import { useWaitForPart } from './app-ready';

/**
 * A part of a prerendered page that React hydrates on its own, after the page around it (selective
 * hydration): a page hydrated in one piece ended in one long commit of its thousand elements; in parts,
 * the browser paints and answers taps between them (less of Lighthouse's blocking time; decision 0093). A tap on a
 * part not yet hydrated is replayed once it is. Nothing in a part suspends, so its fallback never shows.
 * The app counts as ready (and refreshes the page's data) only once every part has hydrated: new data
 * before that would make React render the part anew.
 *
 * Parts close their parent: nothing styled follows them in it; and parts are not nested (React hydrates a
 * part inside a part after all the outer parts, out of the page's order). Chakra's style cache treats the
 * same style props in another order as one entry, so the class a style gets depends on which component
 * asked first; the browser renders a part after everything around it, and styled content after a part
 * would be asked for earlier than in the build, get another class and insert its CSS once more
 * (tests/e2e/hydration.e2e.ts checks that no page adds any).
 */
export const HydratedApart = ({ children }: { children: ReactNode }) => {
  const hydrated = useWaitForPart();
  return (
    <Suspense fallback={null}>
      {children}
      {hydrated}
    </Suspense>
  );
};

import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

interface Readiness {
  /** The public layout has hydrated (or rendered). */
  readonly layoutReady: () => void;
  /** A part of the page hydrates on its own (`HydratedApart`); the page waits for it. */
  readonly partWaiting: (part: symbol) => void;
  /** That part has hydrated. */
  readonly partDone: (part: symbol) => void;
  /** That part is gone before it hydrated (the visitor moved on). */
  readonly partGone: (part: symbol) => void;
}

const AppReadyContext = createContext<Readiness>({
  layoutReady: () => undefined,
  partWaiting: () => undefined,
  partDone: () => undefined,
  partGone: () => undefined,
});

/**
 * Reports that the public layout is the app's own: hydrated (a prerendered page) or rendered (any other).
 * Called by the public layout, whose effects run only once the route's part of a prerendered page has
 * hydrated (the router renders it inside a Suspense boundary of its own, decision 0092).
 */
export const useReportAppReady = (): void => {
  const { layoutReady } = useContext(AppReadyContext);
  useEffect(() => layoutReady(), [layoutReady]);
};

/**
 * Makes the page wait for a part that hydrates after the page around it (decision 0093): the part's
 * wrapper says it waits (its layout effect runs with the page around it), a marker inside the part says
 * it is done (its passive effect runs after the part's own). Returns the marker to render last inside
 * the part.
 */
export const useWaitForPart = (): ReactNode => {
  const { partWaiting, partGone } = useContext(AppReadyContext);
  const part = useRef<symbol | null>(null);
  part.current ??= Symbol('part');
  const id = part.current;
  useLayoutEffect(() => {
    partWaiting(id);
    return () => partGone(id);
  }, [id, partWaiting, partGone]);
  return <PartHydrated part={id} />;
};

/**
 * Reports in a passive effect, which runs after the passive effects of the part before it: the part's
 * queries have subscribed by then. Reported earlier (in a layout effect), the refresh that readiness
 * starts would reach those queries before they subscribe, and each would re-render the whole part at once
 * with a result newer than the one it hydrated with.
 */
const PartHydrated = ({ part }: { part: symbol }) => {
  const { partDone } = useContext(AppReadyContext);
  useEffect(() => partDone(part), [part, partDone]);
  return null;
};

const ReportNow = () => {
  useReportAppReady();
  return null;
};

/**
 * `onReady` runs once, when the page is the app's. A page rendered from scratch is ready with its first
 * commit; a hydrated page waits for its public layout and for every part hydrating on its own, because a
 * refresh of its data or of the clock before that would make React give up hydrating a part and render it
 * anew.
 */
export const AppReady = ({
  hydrating,
  onReady,
  children,
}: {
  hydrating: boolean;
  onReady: () => void;
  children: ReactNode;
}) => {
  const readiness = useRef<Readiness | null>(null);
  if (readiness.current === null) {
    const waiting = new Set<symbol>();
    const done = new Set<symbol>();
    let layout = false;
    const check = () => {
      if (layout && waiting.size === 0) onReady();
    };
    readiness.current = {
      layoutReady: () => {
        layout = true;
        check();
      },
      partWaiting: (part) => {
        if (!done.has(part)) waiting.add(part);
      },
      partDone: (part) => {
        done.add(part);
        waiting.delete(part);
        check();
      },
      partGone: (part) => {
        waiting.delete(part);
        check();
      },
    };
  }
  return (
    <AppReadyContext.Provider value={readiness.current}>
      {children}
      {!hydrating && <ReportNow />}
    </AppReadyContext.Provider>
  );
};

import { createContext, useContext, useEffect, type ReactNode } from 'react';

const AppReadyContext = createContext<() => void>(() => undefined);

/**
 * Reports that the page on screen is the app's own: hydrated (a prerendered page) or rendered (any other).
 * Called by the public layout, whose effects run only once the route's part of a prerendered page has
 * hydrated (the router renders it inside a Suspense boundary of its own, decision 0092).
 */
export const useReportAppReady = (): void => {
  const report = useContext(AppReadyContext);
  useEffect(() => report(), [report]);
};

const ReportNow = () => {
  useReportAppReady();
  return null;
};

/**
 * `onReady` runs once, when the page is the app's. A page rendered from scratch is ready with its first
 * commit; a hydrated page waits for its public layout, because a refresh of its data or of the clock
 * before that would make React give up hydrating and render the page anew.
 */
export const AppReady = ({
  hydrating,
  onReady,
  children,
}: {
  hydrating: boolean;
  onReady: () => void;
  children: ReactNode;
}) => (
  <AppReadyContext.Provider value={onReady}>
    {children}
    {!hydrating && <ReportNow />}
  </AppReadyContext.Provider>
);

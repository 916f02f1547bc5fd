import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the page is rendered at build time (the prerendered HTML), true once the app runs in the
 * browser. Controls whose input the app would lose when it takes over the prerendered page are inert
 * until then (decision 0006).
 */
export const useAppRunning = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

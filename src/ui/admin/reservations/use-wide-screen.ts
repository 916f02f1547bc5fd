import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint (48em): from here on the list is a table, below it a list of cards. */
const WIDE_QUERY = '(min-width: 48em)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Whether the screen is at least md wide, read in JavaScript so that each row is rendered once (as a table
 * row or as a card), never twice with one hidden by CSS. Admin pages are not prerendered, so the first
 * render in the browser already knows the answer.
 */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );

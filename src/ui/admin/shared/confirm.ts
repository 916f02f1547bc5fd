/**
 * The browser's own confirmation (spec: deletes ask with a browser confirm). Call it from an event handler;
 * it answers false where there is no window (prerendering), so nothing is ever deleted unasked.
 */
export const confirmAction = (message: string): boolean =>
  typeof window !== 'undefined' && window.confirm(message);

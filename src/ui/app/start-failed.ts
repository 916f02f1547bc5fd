/**
 * The id of the prerendered notice (src/ui/public/start-failed-notice.tsx) that main.tsx reveals when the
 * app cannot take over the page. Its own module, so that the entry does not load the notice's components.
 */
export const START_FAILED_ID = 'app-start-failed';

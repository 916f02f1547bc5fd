import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LoadingScreen } from './ui/app/loading-screen';
import { renderedAtOf } from './ui/app/render-time';
import { START_FAILED_ID } from './ui/app/start-failed';

const element = document.getElementById('root')!;
// A prerendered page stays on screen and the app hydrates it (decision 0092); the plain shell shows
// 'Loading...' until the app renders (spec section 2).
const renderedAt = element.hasAttribute('data-prerendered') ? renderedAtOf(element) : null;
let root: Root | undefined;
if (!renderedAt) {
  root = createRoot(element);
  root.render(<LoadingScreen />);
}

/**
 * Hands the main thread back to the browser between the steps of starting the app, so that a phone can
 * scroll and paint in between instead of freezing for the whole start (Lighthouse's blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React renders a part anew when it cannot match it with the HTML: the page still works, but the visitor
 * waited for nothing and the tests (tests/e2e/hydration.e2e.ts) must see it.
 */
const reportHydrationError = (error: unknown) =>
  console.error('The prerendered page could not be hydrated', error);

/** Loads and wires the app; the steps each run in a task of their own. */
const start = async () => {
  // Every module download starts at once (one round trip, not a chain); each module then runs in a task
  // of its own, and the steps below wait for them in order.
  const isAdmin = window.location.pathname.startsWith('/admin');
  const modules = {
    container: import('./container'),
    i18n: import('./ui/i18n/i18n'),
    router: import('./ui/app/router'),
    app: import('./ui/app/app'),
  };
  // Each is awaited below; a later one failing first must not also be reported as unhandled.
  for (const module of Object.values(modules)) module.catch(() => undefined);
  const [container, i18n] = await Promise.all([
    modules.container.then(({ makeContainer }) => makeContainer()),
    modules.i18n.then(({ initI18n, uiLanguageOf, urlLanguage }) =>
      initI18n(
        isAdmin ? ['common', 'admin'] : ['common', 'homepage'],
        // A prerendered page is hydrated in the language it was rendered in, its not-found page too.
        (renderedAt ? uiLanguageOf(document.documentElement.lang) : null) ??
          urlLanguage(window.location.pathname) ??
          undefined,
      ),
    ),
  ]);
  await yieldToBrowser();
  const [
    { makeQueryClient, makeRouter, startFromSnapshot, hydrating },
    { currentLanguage, languageOfPath, urlLanguage },
  ] = await Promise.all([modules.router, modules.i18n]);
  const queryClient = makeQueryClient();
  // The prerendered page's data: the first render shows what the HTML shows (decision 0082).
  startFromSnapshot(queryClient, document);
  const router = makeRouter(queryClient, container, () => currentLanguage(i18n));
  if (renderedAt) hydrating(router);
  // Back and forward between /en/menu and /menu: the language follows the address (decision 0083).
  router.subscribe('onResolved', () => {
    if (urlLanguage(window.location.pathname) === null) return;
    const language = languageOfPath(window.location.pathname);
    if (language !== currentLanguage(i18n)) void i18n.changeLanguage(language);
  });
  await yieldToBrowser();
  // The first render must not suspend on a translation namespace (loaded with i18n above) or a route
  // chunk, or it would replace the prerendered page with the loading screen for a moment.
  const [{ App }] = await Promise.all([modules.app, router.load()]);
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <App
        container={container}
        queryClient={queryClient}
        router={router}
        i18n={i18n}
        renderedAt={renderedAt}
      />
    </StrictMode>
  );
  // Hydration, like a transition, runs in small slices instead of one long task.
  if (root) startTransition(() => root.render(app));
  else hydrateRoot(element, app, { onRecoverableError: reportHydrationError });
};

try {
  await start();
} catch (error) {
  // A script that failed to download (a phone that lost its connection) leaves the prerendered page
  // without its buttons and forms working: say so, with a way to reload.
  console.error('The app could not start', error);
  const notice = document.getElementById(START_FAILED_ID);
  if (notice) {
    notice.hidden = false;
    // Focus, so that a screen reader reads it: an alert that only appears is not announced everywhere.
    notice.focus();
  }
}

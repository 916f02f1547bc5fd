import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LoadingScreen } from './ui/app/loading-screen';
import { renderedAtOf } from './ui/app/render-time';
import { START_FAILED_ID } from './ui/app/start-failed';

const element = document.getElementById('root')!;
// A prerendered page stays on screen and the app hydrates it (decision 0092); a page prerendered as
// skeletons (no render time) stays until the app renders it anew; the plain shell shows 'Loading...'
// until the app renders.
const prerendered = element.hasAttribute('data-prerendered');
const renderedAt = prerendered ? renderedAtOf(element) : null;
let root: Root | undefined;
if (!renderedAt) {
  root = createRoot(element);
  if (!prerendered) root.render(<LoadingScreen />);
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

/** Imports a module, then hands the main thread back before the next step. */
const step = async <T,>(load: Promise<T>): Promise<T> => {
  const module = await load;
  await yieldToBrowser();
  return module;
};

/**
 * Loads and wires the app. A prerendered page has asked for every module at once (one round of requests,
 * scripts/prerender.mjs); importing them here one at a time runs each part's code in a task of its own
 * (the libraries, the design system, our shared modules, the adapters, the router, the page), because an
 * import runs everything it needs that has not run yet, and one import of it all was one long task on a
 * slow phone (Lighthouse's blocking time).
 */
const start = async () => {
  const isAdmin = window.location.pathname.startsWith('/admin');
  await step(import('@chakra-ui/react/styled-system'));
  const {
    initI18n,
    uiLanguageOf,
    urlLanguage,
    currentLanguage,
    languageOfPath,
    makeContainer,
    startFromPrerenderedFormats,
  } = await step(import('./ui/app/start-shared'));
  // The page's dates and prices as the build wrote them: hydrating it builds no Intl format.
  startFromPrerenderedFormats(document);
  // The translations download while the next steps run.
  const i18nReady = initI18n(
    isAdmin ? ['common', 'admin'] : ['common', 'homepage'],
    // A prerendered page is hydrated in the language it was rendered in, its not-found page too.
    (renderedAt ? uiLanguageOf(document.documentElement.lang) : null) ??
      urlLanguage(window.location.pathname) ??
      undefined,
  );
  // Awaited below; a failure before then must not also be reported as unhandled.
  i18nReady.catch(() => undefined);
  // The design system is built as its module runs (src/ui/app/theme.ts).
  const { App, makeStyleCache, hasPrerenderedStyles, system, withoutGlobalStyles } = await step(
    import('./ui/app/start-render'),
  );
  const container = await step(makeContainer());
  const { makeQueryClient, makeRouter, startFromSnapshot, hydrating } = await step(import('./ui/app/router'));
  const i18n = await i18nReady;
  const queryClient = makeQueryClient();
  // The prerendered page's data: the first render shows what the HTML shows (decision 0082).
  startFromSnapshot(queryClient, document);
  await yieldToBrowser();
  const router = makeRouter(queryClient, container, () => currentLanguage(i18n));
  if (renderedAt) hydrating(router);
  // Back and forward between /en/menu and /menu: the language follows the address (decision 0083).
  router.subscribe('onResolved', () => {
    if (urlLanguage(window.location.pathname) === null) return;
    const language = languageOfPath(window.location.pathname);
    if (language !== currentLanguage(i18n)) void i18n.changeLanguage(language);
  });
  // Making the router and matching the address are a task each, so that neither is a long task.
  await yieldToBrowser();
  // The first render must not suspend on a translation namespace (loaded with i18n above) or a route
  // chunk, or it would replace the prerendered page with the loading screen for a moment.
  await step(router.load());

  const app = (
    <StrictMode>
      <App
        container={container}
        queryClient={queryClient}
        router={router}
        i18n={i18n}
        renderedAt={renderedAt}
        designSystem={hasPrerenderedStyles(document) ? withoutGlobalStyles(system) : system}
        styleCache={makeStyleCache(document)}
      />
    </StrictMode>
  );
  // Rendering and hydrating inside a transition run in small slices instead of one long task: React
  // hydrates in one piece otherwise.
  if (root) startTransition(() => root.render(app));
  else startTransition(() => void hydrateRoot(element, app, { onRecoverableError: reportHydrationError }));
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

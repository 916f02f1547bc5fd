import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { makeContainer } from './container';
import { App } from './ui/app/app';
import { LoadingScreen } from './ui/app/loading-screen';
import { makeQueryClient, makeRouter } from './ui/app/router';
import { initI18n } from './ui/i18n/i18n';

const element = document.getElementById('root')!;
// A prerendered page stays on screen until the app can take over with the same page; the plain shell
// shows 'Loading...' meanwhile (spec section 2).
const prerendered = element.hasAttribute('data-prerendered');
const root = createRoot(element);
if (!prerendered) root.render(<LoadingScreen />);

const [container, i18n] = await Promise.all([makeContainer(), initI18n()]);
const queryClient = makeQueryClient();
const router = makeRouter(queryClient, container);
const isAdmin = window.location.pathname.startsWith('/admin');
// The first render must not suspend on a translation namespace or a route chunk, or it would replace the
// prerendered page with the loading screen for a moment.
await Promise.all([
  i18n.loadNamespaces(isAdmin ? ['common', 'admin'] : ['common', 'homepage']),
  router.load(),
]);

/** Marks the document once the app has taken over, for tests and for anyone measuring. */
const Ready = () => {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
};

root.render(
  <StrictMode>
    <App container={container} queryClient={queryClient} router={router} i18n={i18n} />
    <Ready />
  </StrictMode>,
);

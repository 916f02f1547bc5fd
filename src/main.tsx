import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeContainer } from './container';
import { App } from './ui/app/app';
import { LoadingScreen } from './ui/app/loading-screen';
import { makeQueryClient, makeRouter } from './ui/app/router';
import { initI18n } from './ui/i18n/i18n';

const root = createRoot(document.getElementById('root')!);
root.render(<LoadingScreen />);

const [container, i18n] = await Promise.all([makeContainer(), initI18n()]);
const queryClient = makeQueryClient();
const router = makeRouter(queryClient, container);

root.render(
  <StrictMode>
    <App container={container} queryClient={queryClient} router={router} i18n={i18n} />
  </StrictMode>,
);

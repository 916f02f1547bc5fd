import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { Suspense, startTransition, useCallback, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Ports } from '../../application/ports/tokens';
import { port } from '../../container';
import { AppReady } from './app-ready';
import { ContainerProvider } from './container-context';
import { LoadingScreen } from './loading-screen';
import { RenderTimeProvider, settleRenderTime, type RenderTime } from './render-time';
import type { makeRouter } from './router';
import { refreshSnapshot } from './snapshot';
import { system } from './theme';

export interface AppProps {
  readonly container: Container;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof makeRouter>;
  readonly i18n: I18n;
  /** Chakra's system; the build renders each page with a fresh one (src/prerender.tsx). */
  readonly designSystem?: SystemContext;
  /**
   * The moment a prerendered page shows, while the browser takes it over (decision 0092); null when the
   * page is rendered from scratch.
   */
  readonly renderedAt?: Date | null;
  /** Emotion's cache in the browser, aware of the prerendered page's styles (./style-cache.ts). */
  readonly styleCache?: EmotionCache;
}

export const App = ({
  container,
  queryClient,
  router,
  i18n,
  designSystem = system,
  renderedAt = null,
  styleCache,
}: AppProps) => {
  const [renderTime, setRenderTime] = useState<RenderTime | null>(() =>
    renderedAt ? { at: renderedAt, settled: false } : null,
  );
  const hydrating = renderedAt !== null;
  const ready = useCallback(() => {
    const root = document.documentElement;
    if (root.dataset.app === 'ready') return;
    root.dataset.app = 'ready';
    if (renderTime) {
      const settled = settleRenderTime(renderTime, port(container, Ports.clock).now());
      // Only a later day renders anew, in a transition: in slices, not in one long task (decision 0093).
      if (settled !== renderTime) startTransition(() => setRenderTime(settled));
    }
    void refreshSnapshot(queryClient, document);
  }, [queryClient, container, renderTime]);
  const app = (
    <ChakraProvider value={designSystem}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <QueryClientProvider client={queryClient}>
            <RenderTimeProvider time={renderTime}>
              <AppReady hydrating={hydrating} onReady={ready}>
                <Suspense fallback={<LoadingScreen />}>
                  <RouterProvider router={router} />
                </Suspense>
              </AppReady>
            </RenderTimeProvider>
          </QueryClientProvider>
        </ContainerProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
};

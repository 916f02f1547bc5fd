import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './container-context';
import { LoadingScreen } from './loading-screen';
import type { makeRouter } from './router';
import { system } from './theme';

export interface AppProps {
  readonly container: Container;
  readonly queryClient: QueryClient;
  readonly router: ReturnType<typeof makeRouter>;
  readonly i18n: I18n;
}

export const App = ({ container, queryClient, router, i18n }: AppProps) => (
  <ChakraProvider value={system}>
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<LoadingScreen />}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </ContainerProvider>
    </I18nextProvider>
  </ChakraProvider>
);

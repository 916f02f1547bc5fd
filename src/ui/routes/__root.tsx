import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { Toaster } from '../app/toaster';
import { NotFoundPage } from '../layout/not-found-page';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
});

import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicFrame } from '../layout/public-frame';

const PublicLayout = () => (
  <PublicFrame>
    <Outlet />
  </PublicFrame>
);

export const Route = createFileRoute('/_public')({ component: PublicLayout });

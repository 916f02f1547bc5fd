import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../../admin/admin-login-page';

export const Route = createFileRoute('/admin/login')({
  beforeLoad: async ({ context }) =>
    (await import('../../admin/admin-guard')).redirectSignedInStaff(context.container),
  component: AdminLoginPage,
});

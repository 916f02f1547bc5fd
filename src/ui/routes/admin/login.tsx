import { createFileRoute, redirect } from '@tanstack/react-router';
import { GetStaffSession } from '../../../application/auth/get-staff-session';
import { resolve } from '../../../container';
import { AdminLoginPage } from '../../admin/admin-login-page';

export const Route = createFileRoute('/admin/login')({
  beforeLoad: async ({ context }) => {
    const session = await resolve(context.container, GetStaffSession).execute();
    if (session) throw redirect({ to: '/admin', replace: true });
  },
  component: AdminLoginPage,
});

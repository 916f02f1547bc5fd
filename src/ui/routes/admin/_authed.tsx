import { createFileRoute, redirect } from '@tanstack/react-router';
import { GetStaffSession } from '../../../application/auth/get-staff-session';
import { resolve } from '../../../container';
import { AdminLayout } from '../../admin/admin-layout';

// Every admin page but the login: the backend's session decides, and anyone else is sent to the login.
export const Route = createFileRoute('/admin/_authed')({
  beforeLoad: async ({ context }) => {
    const session = await resolve(context.container, GetStaffSession).execute();
    if (!session) throw redirect({ to: '/admin/login', replace: true });
    return { session };
  },
  component: AdminLayout,
});

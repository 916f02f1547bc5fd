import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../admin/admin-layout';

export const Route = createFileRoute('/admin/_authed')({
  beforeLoad: async ({ context, location }) =>
    (await import('../../admin/admin-guard')).requireStaff(context.container, location.href),
  component: AdminLayout,
});

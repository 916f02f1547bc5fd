import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../../admin/admin-login-page';

/** ?redirect= names the admin page to return to after signing in; adminReturnPath() checks it. */
interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, search }) =>
    (await import('../../admin/admin-guard')).redirectSignedInStaff(context.container, search.redirect),
  component: AdminLoginPage,
});

import { redirect } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { GetStaffSession } from '../../application/auth/get-staff-session';
import { resolve } from '../../container';
import { ADMIN_HOME, adminReturnPath } from './admin-return';

// Loaded by the admin routes' guards on demand, so that the public pages never download it.

/**
 * Every admin page but the login: the backend's session decides; anyone else goes to the login, which brings
 * them back to the page they asked for (`requested`: its path, search and hash) once they are signed in.
 */
export const requireStaff = async (container: Container, requested: string) => {
  const session = await resolve(container, GetStaffSession).execute();
  if (!session) {
    const back = adminReturnPath(requested);
    throw redirect({
      to: '/admin/login',
      search: back === ADMIN_HOME ? {} : { redirect: back },
      replace: true,
    });
  }
  return { session };
};

/** The login page sends staff who are already signed in on to the page they asked for, or the dashboard. */
export const redirectSignedInStaff = async (container: Container, requested: unknown) => {
  const session = await resolve(container, GetStaffSession).execute();
  if (session) throw redirect({ href: adminReturnPath(requested), replace: true });
};

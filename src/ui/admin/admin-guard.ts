import { redirect } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { GetStaffSession } from '../../application/auth/get-staff-session';
import { resolve } from '../../container';

// Loaded by the admin routes' guards on demand, so that the public pages never download it.

/** Every admin page but the login: the backend's session decides; anyone else goes to the login. */
export const requireStaff = async (container: Container) => {
  const session = await resolve(container, GetStaffSession).execute();
  if (!session) throw redirect({ to: '/admin/login', replace: true });
  return { session };
};

/** The login page sends staff who are already signed in on to the dashboard. */
export const redirectSignedInStaff = async (container: Container) => {
  const session = await resolve(container, GetStaffSession).execute();
  if (session) throw redirect({ to: '/admin', replace: true });
};

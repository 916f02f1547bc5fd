/**
 * Where the login sends staff once they are signed in: the admin page a signed-out visitor asked for, or the
 * dashboard. Only a path inside /admin counts (never the login itself, another origin, `//host`, a backslash
 * or a `..` step), so that a crafted login link cannot send staff anywhere else.
 */
export const ADMIN_HOME = '/admin';

export const adminReturnPath = (requested: unknown): string => {
  if (typeof requested !== 'string' || requested.length > 2000) return ADMIN_HOME;
  const { pathname, search, hash } = splitPath(requested);
  const inAdmin = pathname === ADMIN_HOME || pathname.startsWith(`${ADMIN_HOME}/`);
  const unsafe =
    /[\\\s]/.test(requested) ||
    pathname.split('/').some((segment) => segment === '..' || segment === '.') ||
    pathname === '/admin/login' ||
    pathname.startsWith('/admin/login/');
  return inAdmin && !unsafe ? `${pathname}${search}${hash}` : ADMIN_HOME;
};

const splitPath = (path: string) => {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    pathname: searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt < 0 ? '' : beforeHash.slice(searchAt),
    hash: hashAt < 0 ? '' : path.slice(hashAt),
  };
};

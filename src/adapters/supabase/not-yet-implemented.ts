import { unavailable } from '../../domain/shared/result';

/**
 * A port whose Supabase adapter is not written yet (issue #4 builds them): every call answers Unavailable,
 * so the public pages show their empty states and log, instead of crashing.
 */
export const notYetImplemented = <T extends object>(port: string): T =>
  new Proxy({} as T, {
    get: (_target, method) => async () => {
      console.error(`${port}.${String(method)}: the Supabase adapter is not yet implemented`);
      return unavailable('not yet implemented');
    },
  });

import { unavailable } from '../../domain/shared/result';

/**
 * A repository whose every method answers a Result even when something below it throws: a schema chunk
 * that could not be downloaded, a bug in supabase-js or the demo's code. Errors cross a port as values (decision 0003), so
 * the throw is logged and becomes Unavailable here, once, instead of in each adapter.
 */
export const neverThrows = <T extends object>(name: string, port: T): T =>
  new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          console.error(`${name}.${String(key)} failed`, error);
          return unavailable(error instanceof Error ? error.message : 'unavailable');
        }
      };
    },
  });

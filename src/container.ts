import { Container } from 'inversify';
import type { Deps, Token, UseCaseClass } from './application/ports/tokens';

/**
 * The composition root: the only module that knows adapters. Supabase when the build has its URL and
 * anon key, the offline demo otherwise. Each adapter set is its own chunk, so a production build never
 * ships the demo seed and the demo never loads supabase-js.
 */
/**
 * The build-time renderer's (decision 0082): 'prerender' reads the public data of this build's source (the
 * demo seed, or the Supabase project with the anon key) with the browser's own ports pending;
 * 'skeleton' leaves every read pending, so pages render their skeletons.
 */
export type AdapterKind = 'memory' | 'supabase' | 'prerender' | 'skeleton';

export const adapterKind = (): AdapterKind =>
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY ? 'supabase' : 'memory';

export const makeContainer = async (kind: AdapterKind = adapterKind()): Promise<Container> => {
  const container = new Container();
  if (kind === 'supabase') {
    const { supabaseModule } = await import('./adapters/supabase/supabase-module');
    container.load(
      supabaseModule({
        url: import.meta.env.VITE_SUPABASE_URL,
        anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
      }),
    );
  } else if (kind === 'skeleton') {
    const { pendingModule } = await import('./adapters/prerender/pending-module');
    container.load(pendingModule());
  } else if (kind === 'prerender') {
    const { withoutBrowser, pending } = await import('./adapters/prerender/pending-module');
    if (import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY) {
      const { supabaseModule } = await import('./adapters/supabase/supabase-module');
      container.load(
        supabaseModule({
          url: import.meta.env.VITE_SUPABASE_URL,
          anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
        }),
      );
    } else {
      // As in the branch below, a Supabase build drops this import: its prerender never sees the demo.
      const { memoryModule } = await import('./adapters/memory/memory-module');
      const { MapStorage } = await import('./adapters/browser/browser-storage');
      container.load(memoryModule({ storage: new MapStorage(), files: pending() }));
    }
    withoutBrowser(container);
  } else if (import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY) {
    // Vite inlines both values, so in a Supabase build the demo's import below is dead code and the bundler
    // emits no demo chunk at all (tests/build/no-secrets.test.ts checks it).
    throw new Error('This build runs on Supabase and has no offline demo');
  } else {
    const { memoryModule } = await import('./adapters/memory/memory-module');
    container.load(memoryModule());
  }
  return container;
};

/** A port's implementation. */
export const port = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

/**
 * A use case, built once per container from the ports its class names. Use cases are bound on first use,
 * so an admin use case enters the bundle only with the admin route that imports it.
 */
export const resolve = <M extends Record<string, Token<unknown>>, U>(
  container: Container,
  useCase: UseCaseClass<M, U>,
): U => {
  if (!container.isBound(useCase)) {
    container
      .bind(useCase)
      .toDynamicValue(() => {
        const deps = Object.fromEntries(
          Object.entries(useCase.inject).map(([name, token]) => [name, container.get(token)]),
        ) as Deps<M>;
        return new useCase(deps);
      })
      .inSingletonScope();
  }
  return container.get(useCase);
};

/** Whether this container binds every port a use case needs: the demo's abilities exist only in the demo. */
export const canResolve = <M extends Record<string, Token<unknown>>, U>(
  container: Container,
  useCase: UseCaseClass<M, U>,
): boolean => Object.values(useCase.inject).every((token) => container.isBound(token));

import { Container } from 'inversify';
import type { Deps, Token, UseCaseClass } from './application/ports/tokens';

/**
 * The composition root: the only module that knows adapters. Supabase when the build has its URL and
 * anon key, the offline demo otherwise. Each adapter set is its own chunk, so a production build never
 * ships the demo seed and the demo never loads supabase-js.
 */
/** 'prerender' is the build-time renderer's: every read pending, so pages render their skeletons. */
export type AdapterKind = 'memory' | 'supabase' | 'prerender';

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
  } else if (kind === 'prerender') {
    const { pendingModule } = await import('./adapters/prerender/pending-module');
    container.load(pendingModule());
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

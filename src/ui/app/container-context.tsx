import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import type { Token, UseCaseClass } from '../../application/ports/tokens';
import { canResolve, port, resolve } from '../../container';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

export const useContainer = (): Container => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer needs a ContainerProvider above it');
  return container;
};

/** A use case from the container, e.g. `useUseCase(SignIn).execute(credentials)`. */
export const useUseCase = <M extends Record<string, Token<unknown>>, U>(useCase: UseCaseClass<M, U>): U =>
  resolve(useContainer(), useCase);

/** A use case the container may not offer (the demo's abilities), or null where it does not. */
export const useUseCaseIfBound = <M extends Record<string, Token<unknown>>, U>(
  useCase: UseCaseClass<M, U>,
): U | null => {
  const container = useContainer();
  return canResolve(container, useCase) ? resolve(container, useCase) : null;
};

/** A port, for the few UI services that are not use cases (the clock).*/
export const usePort = <T,>(token: Token<T>): T => port(useContainer(), token);

import { Suspense, lazy, useSyncExternalStore, type ComponentType } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastRequest {
  readonly type: ToastKind;
  readonly title: string;
  readonly description?: string;
}

/*
 * Most visits never see a toast, so the toast machinery (some 12 KB gzipped) loads with the first one.
 * Toasts asked for before the view has mounted wait in `queued` and are shown as it mounts.
 */
const loadView = () => import('./toaster-view');
const LazyToasterView = lazy<ComponentType<{ onMounted: () => void }>>(() =>
  loadView().then(
    ({ ToasterView }) => ({ default: ToasterView }),
    (error: unknown) => {
      // Without its chunk (offline, a new deployment) no toast can show; the page itself carries on.
      console.error('The toasts could not be loaded; not shown:', queued, error);
      queued = [];
      return { default: () => null };
    },
  ),
);

let wanted = false;
let mounted = false;
let queued: ToastRequest[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const show = async ({ type, title, description }: ToastRequest) => {
  const { toaster } = await loadView();
  toaster.create({ type, title, description, closable: true, duration: type === 'error' ? 8000 : 5000 });
};

const showQueued = () => {
  mounted = true;
  const waiting = queued;
  queued = [];
  for (const request of waiting) void show(request).catch(logLost(request));
};

const logLost = (request: ToastRequest) => (error: unknown) =>
  console.error('A toast could not be shown', request, error);

/** Spec section 8: toasts carry a title and a description; errors are 'destructive'. */
export const notify = (type: ToastKind, title: string, description?: string) => {
  const request = { type, title, description };
  if (mounted) {
    void show(request).catch(logLost(request));
    return;
  }
  queued.push(request);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
};

/** Where toasts appear; renders nothing until the first one is asked for. */
export const Toaster = () => {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <LazyToasterView onMounted={showQueued} />
    </Suspense>
  ) : null;
};

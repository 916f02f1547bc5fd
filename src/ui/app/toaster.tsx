import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastRequest {
  readonly type: ToastKind;
  readonly title: string;
  readonly description?: string;
}

type ToasterView = ComponentType<{ onMounted: () => void }>;

/*
 * Most visits never see a toast, so the toast machinery (some 12 KB gzipped) loads with the first one.
 * Toasts asked for before the view has mounted wait in `queued` and are shown as it mounts. A download
 * that fails drops (and logs) what was queued, and the next toast tries again.
 */
const loadView = () => import('./toaster-view');

let wanted = false;
let mounted = false;
let queued: ToastRequest[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setWanted = (value: boolean) => {
  wanted = value;
  for (const listener of listeners) listener();
};

const logLost = (request: unknown) => (error: unknown) =>
  console.error('A toast could not be shown', request, error);

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

/** Toasts carry a title and a description; an error shows as an error (red) toast. */
export const notify = (type: ToastKind, title: string, description?: string) => {
  const request = { type, title, description };
  if (mounted) {
    void show(request).catch(logLost(request));
    return;
  }
  queued.push(request);
  if (!wanted) setWanted(true);
};

/** Where toasts appear; renders nothing until the first one is asked for. */
export const Toaster = () => {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [View, setView] = useState<ToasterView | null>(null);
  useEffect(() => {
    if (!active || View) return;
    let current = true;
    loadView().then(
      ({ ToasterView }) => {
        if (current) setView(() => ToasterView);
      },
      (error: unknown) => {
        logLost(queued)(error);
        queued = [];
        setWanted(false);
      },
    );
    return () => {
      current = false;
    };
  }, [active, View]);
  return View ? <View onMounted={showQueued} /> : null;
};

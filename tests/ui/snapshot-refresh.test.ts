// @vitest-environment jsdom
// Once the app has taken a prerendered page over, every prerendered read is refreshed, one read per task
// (src/ui/app/snapshot.ts): all at once were one long task on a slow phone.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_ID, refreshSnapshot } from '../../src/ui/app/snapshot';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the refresh of a prerendered page', () => {
  it('reads every prerendered read anew, one per task, and the visitor’s consent', async () => {
    const snapshot = document.createElement('script');
    snapshot.id = SNAPSHOT_ID;
    document.body.append(snapshot);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const reads: string[] = [];
    const seenByTheNextTask: string[] = [];
    const observe = (key: string) => {
      const queryKey = key === 'consent' ? ['consent', 'current'] : [key];
      client.setQueryData(queryKey, 'from the build');
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          reads.push(key);
          // A task queued by the first read of the page's data runs before the next read.
          if (reads.length === 2) setTimeout(() => seenByTheNextTask.push(...reads), 0);
          return 'fresh';
        },
      });
      return observer.subscribe(() => undefined);
    };
    const stops = ['menu', 'events', 'about', 'consent'].map(observe);
    // A read of the build that no part of the page shows any more is not read again.
    client.setQueryData(['gallery'], 'from the build');
    const refreshing = refreshSnapshot(client, document);
    // The consent at once, then one read per task.
    await Promise.resolve();
    expect(reads).toEqual(['consent']);
    await refreshing;
    expect(seenByTheNextTask).toEqual(['consent', 'menu']);
    expect(reads.toSorted()).toEqual(['about', 'consent', 'events', 'menu']);
    await vi.waitFor(() => expect(client.getQueryData(['menu'])).toBe('fresh'));
    expect(client.getQueryData(['gallery'])).toBe('from the build');
    stops.forEach((stop) => stop());
  });
});

// The live reservation feed: on Supabase, the exact Realtime subscription an admin tab opens
// and closes; in the demo, a write in another tab or a change in the counts reaches the listener.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoReservationFeed } from '../../src/adapters/memory/demo-reservation-feed';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { MapReservationStore, type ReservationChange } from '../../src/adapters/memory/reservation-store';
import type { SupabaseConnection } from '../../src/adapters/supabase/connection';
import {
  RESERVATION_CHANNEL,
  SupabaseReservationFeed,
} from '../../src/adapters/supabase/supabase-reservation-feed';
import { reservationDraft } from '../contracts/reservation-repository.contract';
import { emptyTables, ManualClock } from '../support/memory';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fakeRealtime = () => {
  const calls: unknown[][] = [];
  let handler: (() => void) | null = null;
  let status: ((status: string, error?: Error) => void) | null = null;
  const channel = {
    on: (...args: unknown[]) => {
      calls.push(['on', args[0], args[1]]);
      handler = args[2] as () => void;
      return channel;
    },
    subscribe: (callback: (status: string, error?: Error) => void) => {
      status = callback;
      return channel;
    },
  };
  const client = {
    channel: (name: string) => {
      calls.push(['channel', name]);
      return channel;
    },
    removeChannel: async (removed: unknown) => {
      calls.push(['removeChannel', removed === channel]);
      return 'ok';
    },
  };
  const connection = { full: async () => client } as unknown as SupabaseConnection;
  return { calls, connection, change: () => handler?.(), status: (s: string) => status?.(s) };
};

describe('SupabaseReservationFeed', () => {
  it('listens to every change of public.reservations on one channel, and closes it when told', async () => {
    const realtime = fakeRealtime();
    const onChange = vi.fn();
    const stop = new SupabaseReservationFeed(realtime.connection).watch(onChange);
    await vi.waitFor(() => expect(realtime.calls).toHaveLength(2));
    expect(realtime.calls).toEqual([
      ['channel', RESERVATION_CHANNEL],
      ['on', 'postgres_changes', { event: '*', schema: 'public', table: 'reservations' }],
    ]);
    realtime.change();
    expect(onChange).toHaveBeenCalledOnce();
    stop();
    expect(realtime.calls.at(-1)).toEqual(['removeChannel', true]);
  });

  it('logs a channel that cannot connect, and opens none when stopped before supabase-js arrived', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const realtime = fakeRealtime();
    new SupabaseReservationFeed(realtime.connection).watch(() => undefined);
    await vi.waitFor(() => expect(realtime.calls).toHaveLength(2));
    realtime.status('CHANNEL_ERROR');
    expect(log).toHaveBeenCalledOnce();

    const early = fakeRealtime();
    new SupabaseReservationFeed(early.connection).watch(() => undefined)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(early.calls).toEqual([]);
  });
});

describe('DemoReservationFeed', () => {
  const NOW = new Date('2026-06-15T10:00:00Z');
  const open = () => {
    const listeners: ((change: ReservationChange) => void)[] = [];
    const sync = {
      publish: () => undefined,
      subscribe: (l: (c: ReservationChange) => void) => listeners.push(l),
    };
    const db = new MemoryDatabase(new MapStorage(), () => emptyTables(), new ManualClock(NOW), {
      reservations: new MapReservationStore(),
      sync,
    });
    const repo = new MemoryReservationRepository(db);
    return { db, repo, otherTab: (change: ReservationChange) => listeners.forEach((l) => l(change)) };
  };

  it('hears of a booking written in another tab, until it stops listening', async () => {
    const { db, repo, otherTab } = open();
    const onChange = vi.fn();
    const stop = new DemoReservationFeed(db.reservations, repo, 60_000).watch(onChange);
    otherTab({ kind: 'replaced' });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    stop();
    otherTab({ kind: 'replaced' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('notices a changed count by polling, and stays quiet while nothing changes', async () => {
    const { db, repo } = open();
    const onChange = vi.fn();
    const stop = new DemoReservationFeed(db.reservations, repo, 20).watch(onChange);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(onChange).not.toHaveBeenCalled();
    expect((await repo.create(reservationDraft(NOW))).ok).toBe(true);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    stop();
  });
});

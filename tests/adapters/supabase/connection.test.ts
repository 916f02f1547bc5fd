// Which client a request goes out with (docs/decisions/0014): a guest's reads and SQL functions through
// PostgREST alone with the anon key, never loading supabase-js; a stored staff session's reads and every
// staff write through the full client, with the staff member's token.
import { describe, expect, it, vi } from 'vitest';

import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { AUTH_STORAGE_KEY } from '../../../src/adapters/supabase/config';
import { supabaseConnection } from '../../../src/adapters/supabase/connection';
import { SupabaseAuthGateway } from '../../../src/adapters/supabase/supabase-auth-gateway';
import { SupabaseConfirmationSender } from '../../../src/adapters/supabase/supabase-confirmation-sender';
import { SupabaseConsentRepository } from '../../../src/adapters/supabase/supabase-consent-repository';
import { SupabaseMenuItemRepository } from '../../../src/adapters/supabase/supabase-menu-item-repository';
import { SupabasePressRepository } from '../../../src/adapters/supabase/supabase-press-repository';
import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import { pressDraft } from '../../contracts/press-repository.contract';
import { reservationDraft } from '../../contracts/reservation-repository.contract';
import {
  ACCESS_TOKEN,
  ANON_KEY,
  EMAIL,
  fakeBackend,
  json,
  SUPABASE_URL,
  tokenGranted,
  type FakeBackend,
} from './fake-backend';

const NOW = new Date('2026-06-15T08:00:00.000Z');

/** A browser in which a staff member signed in before (the session is in storage): a reload. */
const staffBrowser = async (): Promise<FakeBackend> => {
  const first = fakeBackend();
  first.reply(tokenGranted, json(200, true), json(200, false));
  const signedIn = await new SupabaseAuthGateway(first.connection, first.storage).signIn({
    username: EMAIL,
    password: 'correct horse battery',
  });
  expect(signedIn.ok).toBe(true);
  expect(first.storage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  return fakeBackend(first.storage);
};

const authorization = (backend: FakeBackend) => backend.requests.map((r) => r.headers.get('authorization'));

describe('SupabaseConnection', () => {
  it('sends a guest’s reads and booking with the anon key, without loading supabase-js', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, []), json(200, []), json(200, { id: 'r1' }));
    await new SupabaseMenuItemRepository(backend.connection).list({ onlyAvailable: true });
    await new SupabaseConsentRepository(backend.connection).find('session-0001');
    const booked = await new SupabaseReservationRepository(backend.connection).create(reservationDraft(NOW));
    expect(booked.ok).toBe(true);
    expect(backend.requests.map((r) => r.path)).toEqual([
      '/rest/v1/menu_items',
      '/rest/v1/rpc/find_consent',
      '/rest/v1/rpc/create_reservation',
    ]);
    for (const request of backend.requests) {
      expect(request.headers.get('apikey')).toBe(ANON_KEY);
      expect(request.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    }
    expect(backend.fullClientLoads()).toBe(0);
  });

  it('reads with the staff member’s token when a session is stored', async () => {
    const backend = await staffBrowser();
    backend.reply(json(200, []));
    await new SupabaseMenuItemRepository(backend.connection).list();
    expect(backend.only().headers.get('apikey')).toBe(ANON_KEY);
    expect(authorization(backend)).toEqual([`Bearer ${ACCESS_TOKEN}`]);
    expect(backend.fullClientLoads()).toBe(1);
  });

  it('reads with the staff member’s token after a sign-in on the same page', async () => {
    const backend = fakeBackend();
    const items = new SupabaseMenuItemRepository(backend.connection);
    backend.reply(json(200, []), tokenGranted, json(200, true), json(200, false), json(200, []));
    await items.list();
    await new SupabaseAuthGateway(backend.connection, backend.storage).signIn({
      username: EMAIL,
      password: 'correct horse battery',
    });
    await items.list();
    expect(authorization(backend)).toEqual([
      `Bearer ${ANON_KEY}`,
      `Bearer ${ANON_KEY}`,
      `Bearer ${ACCESS_TOKEN}`,
      `Bearer ${ACCESS_TOKEN}`,
      `Bearer ${ACCESS_TOKEN}`,
    ]);
    expect(backend.requests.map((r) => r.path)).toEqual([
      '/rest/v1/menu_items',
      '/auth/v1/token',
      '/rest/v1/rpc/record_admin_login',
      '/rest/v1/rpc/is_owner',
      '/rest/v1/menu_items',
    ]);
  });

  it('writes through the full client: with the staff member’s token, and never as the anonymous client', async () => {
    const staff = await staffBrowser();
    staff.reply(json(201, { id: 'p1', ...pressDraft() }));
    expect((await new SupabasePressRepository(staff.connection).create(pressDraft())).ok).toBe(true);
    expect([staff.only().method, staff.only().path]).toEqual(['POST', '/rest/v1/press_articles']);
    expect(authorization(staff)).toEqual([`Bearer ${ACCESS_TOKEN}`]);
    expect(staff.fullClientLoads()).toBe(1);

    // Without a session the write still loads supabase-js (which sends the anon key; RLS refuses it).
    const guest = fakeBackend();
    guest.reply(json(204, null));
    await new SupabasePressRepository(guest.connection).remove('p1');
    expect(guest.fullClientLoads()).toBe(1);
  });

  it('refuses an invalid write before loading supabase-js', async () => {
    const backend = fakeBackend();
    const refused = await new SupabasePressRepository(backend.connection).create(pressDraft({ title: ' ' }));
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('Invalid');
    expect(backend.fullClientLoads()).toBe(0);
    expect(backend.requests).toHaveLength(0);
  });

  it('loads the full client once, asks again after a failed download, and keeps using it', async () => {
    const storage = new MapStorage();
    const client = fakeBackend(storage).client;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(client);
    const connection = supabaseConnection({ url: SUPABASE_URL, anonKey: ANON_KEY }, { storage }, load);
    await expect(connection.full()).rejects.toThrow('dynamically imported');
    expect(await connection.full()).toBe(client);
    expect(await connection.full()).toBe(client);
    // Loaded once, it answers every read, session or not.
    expect(await connection.rest()).toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses the full client when it cannot look into the session storage', async () => {
    const client = fakeBackend().client;
    const load = vi.fn().mockResolvedValue(client);
    const config = { url: SUPABASE_URL, anonKey: ANON_KEY };
    expect(await supabaseConnection(config, {}, load).rest()).toBe(client);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(await supabaseConnection(config, { storage: blocked }, load).rest()).toBe(client);
  });

  it('asks for a guest’s confirmation e-mail with the anon key, without loading supabase-js', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { status: 'sent' }), json(502, { status: 'mail_failed' }));
    const sender = new SupabaseConfirmationSender(backend.connection);
    const reservation = { id: 'r1' } as never;
    expect((await sender.send(reservation, 'en')).ok).toBe(true);
    const refused = await sender.send(reservation, 'en');
    expect(refused.ok ? 'sent' : refused.error.kind).toBe('Unavailable');
    expect(backend.fullClientLoads()).toBe(0);
    const [request] = backend.requests;
    expect([request!.method, request!.path]).toEqual(['POST', '/functions/v1/send-reservation-confirmation']);
    expect(request!.headers.get('apikey')).toBe(ANON_KEY);
    expect(request!.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(request!.body).toEqual({ reservation: { id: 'r1' }, language: 'en' });
  });

  it('calls an edge function with the staff token when a staff session is stored', async () => {
    const backend = await staffBrowser();
    backend.reply(json(200, { status: 'sent' }));
    expect((await backend.connection.invoke('send-reservation-confirmation', { x: 1 })).error).toBeNull();
    expect(backend.fullClientLoads()).toBe(1);
    expect(authorization(backend).at(-1)).toBe(`Bearer ${ACCESS_TOKEN}`);
  });
});

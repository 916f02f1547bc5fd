// The production composition: every port bound to its Supabase adapter, a guest's read without supabase-js,
// and a public page's read against a backend that does not answer ends in an error value (the page's error
// state), not a crash.
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createSupabaseClient } from '../../../src/adapters/supabase/client';
import { supabaseModule } from '../../../src/adapters/supabase/supabase-module';
import { FillDemoWithBusyYear } from '../../../src/application/demo/fill-demo-with-busy-year';
import { ResetDemo } from '../../../src/application/demo/reset-demo';
import { DEMO_ONLY_PORTS, Ports, type PortMap } from '../../../src/application/ports/tokens';
import { ListConfirmationOutbox } from '../../../src/application/reservations/list-confirmation-outbox';
import { ListReservations } from '../../../src/application/reservations/list-reservations';
import { canResolve } from '../../../src/container';
import { ANON_KEY } from './fake-backend';

// The real module, watched: supabase-js's client is created only when something needs it.
vi.mock(import('../../../src/adapters/supabase/client'), { spy: true });

describe('supabaseModule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('binds every port but the demo’s, so no demo ability exists in production', async () => {
    const container = new Container();
    container.load(supabaseModule({ url: 'http://127.0.0.1:9', anonKey: ANON_KEY }));
    for (const token of Object.values(Ports)) {
      expect(container.isBound(token), String(token)).toBe(!DEMO_ONLY_PORTS.includes(token));
    }
    expect(canResolve(container, ResetDemo)).toBe(false);
    expect(canResolve(container, FillDemoWithBusyYear)).toBe(false);
    expect(canResolve(container, ListConfirmationOutbox)).toBe(false);
    expect(canResolve(container, ListReservations)).toBe(true);
    expect(container.get<PortMap['auth']>(Ports.auth).demoAccount()).toBeNull();
  });

  it('serves a guest’s read without creating the supabase-js client, and creates it once for staff', async () => {
    const fetch = vi.fn(
      async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.mocked(createSupabaseClient).mockClear();
    const container = new Container();
    container.load(supabaseModule({ url: 'http://127.0.0.1:9', anonKey: ANON_KEY }));
    expect(await container.get<PortMap['menuItems']>(Ports.menuItems).list()).toEqual({
      ok: true,
      value: [],
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:9\/rest\/v1\/menu_items\?/);
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(createSupabaseClient).not.toHaveBeenCalled();

    expect(await container.get<PortMap['auth']>(Ports.auth).currentSession()).toBeNull();
    await container.get<PortMap['menuItems']>(Ports.menuItems).list();
    expect(createSupabaseClient).toHaveBeenCalledTimes(1);
  });

  it('answers Unavailable when nothing listens at the project URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const container = new Container();
    container.load(supabaseModule({ url: 'http://127.0.0.1:9', anonKey: ANON_KEY }));
    // A write: supabase-js retries only reads, so the answer comes at once.
    const consent = await container.get<PortMap['consents']>(Ports.consents).record({
      sessionId: 'session-0001',
      choice: { essential: true, functional: false, analytics: false, marketing: false },
      userAgent: null,
      language: 'de',
    });
    expect(consent.ok ? 'ok' : consent.error.kind).toBe('Unavailable');
  });
});

// The limits against abuse against a fake Supabase API: one column of the one settings row, written after the
// schema, and today's refusals from refused_attempts_today() read by GET.
import { describe, expect, it } from 'vitest';

import { SupabaseAbuseBoundsRepository } from '../../../src/adapters/supabase/supabase-abuse-bounds-repository';
import { DEFAULT_ABUSE_LIMITS, NO_REFUSALS } from '../../../src/domain/settings/abuse-limits';
import { fakeBackend, json } from './fake-backend';

describe('SupabaseAbuseBoundsRepository', () => {
  it('reads the abuse_limits column of the one settings row', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { abuse_limits: DEFAULT_ABUSE_LIMITS }));
    const limits = await new SupabaseAbuseBoundsRepository(backend.connection).limits();
    expect(limits).toEqual({ ok: true, value: DEFAULT_ABUSE_LIMITS });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ select: 'abuse_limits', id: 'eq.true' });
  });

  it('saves valid limits on that row only, without unknown keys, and refuses invalid ones unsent', async () => {
    const backend = fakeBackend();
    const next = { ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 400 };
    backend.reply(json(200, { abuse_limits: next }));
    const repo = new SupabaseAbuseBoundsRepository(backend.connection);
    expect(await repo.save({ ...next, extra: 1 } as typeof next)).toEqual({ ok: true, value: next });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['PATCH', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ id: 'eq.true', select: 'abuse_limits' });
    expect(request.body).toEqual({ abuse_limits: next });
    const refused = await repo.save({ ...next, bookingsPerAddressPerHour: 0 });
    expect(refused.ok ? 'saved' : [refused.error.kind, refused.error.issues]).toEqual([
      'Invalid',
      { bookingsPerAddressPerHour: 'settings.abuseLimits.validation.number' },
    ]);
    expect(backend.requests).toHaveLength(1);
  });

  it('reads today’s refusals by GET, reading a missing reason as none', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { challenge: 2, address: 40, email: 1, day: 0 }));
    const refused = await new SupabaseAbuseBoundsRepository(backend.connection).refusedToday();
    expect(refused).toEqual({ ok: true, value: { ...NO_REFUSALS, challenge: 2, address: 40, email: 1 } });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/rpc/refused_attempts_today']);
  });
});

// The retention setting against a fake Supabase API: one column of the one settings row, read by a guest
// (the privacy statement) without supabase-js and written by its key, after the schema.
import { describe, expect, it } from 'vitest';

import { SupabaseRetentionRepository } from '../../../src/adapters/supabase/supabase-retention-repository';
import { DEFAULT_RETENTION } from '../../../src/domain/settings/retention';
import { ANON_KEY, fakeBackend, json } from './fake-backend';

describe('SupabaseRetentionRepository', () => {
  it('reads the retention column of the one settings row by its key, with the anon key', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { retention: DEFAULT_RETENTION }));
    const retention = await new SupabaseRetentionRepository(backend.connection).retention();
    expect(retention).toEqual({ ok: true, value: DEFAULT_RETENTION });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ select: 'retention', id: 'eq.true' });
    expect(request.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(backend.fullClientLoads()).toBe(0);
  });

  it('saves a valid period on that row only and reads back the column', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { retention: { reservationDays: 90 } }));
    const repo = new SupabaseRetentionRepository(backend.connection);
    expect(await repo.save({ reservationDays: 90 })).toEqual({ ok: true, value: { reservationDays: 90 } });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['PATCH', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ id: 'eq.true', select: 'retention' });
    expect(request.body).toEqual({ retention: { reservationDays: 90 } });
  });

  it('refuses a period out of bounds with its key and sends nothing', async () => {
    const backend = fakeBackend();
    const refused = await new SupabaseRetentionRepository(backend.connection).save({ reservationDays: 0 });
    expect(refused.ok ? 'saved' : [refused.error.kind, refused.error.issues]).toEqual([
      'Invalid',
      { reservationDays: 'settings.retention.validation.days' },
    ]);
    expect(backend.requests).toHaveLength(0);
  });
});

// The booking rules against a fake Supabase API: one row read and written by its key, the free times by GET.
import { describe, expect, it } from 'vitest';

import { SupabaseBookingRulesRepository } from '../../../src/adapters/supabase/supabase-booking-rules-repository';
import { DEFAULT_BOOKING_RULES } from '../../../src/domain/settings/booking-rules';
import { fakeBackend, json } from './fake-backend';

describe('SupabaseBookingRulesRepository', () => {
  it('reads the one settings row by its key', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { booking_rules: DEFAULT_BOOKING_RULES }));
    const rules = await new SupabaseBookingRulesRepository(backend.connection).rules();
    expect(rules).toEqual({ ok: true, value: DEFAULT_BOOKING_RULES });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/restaurant_settings']);
    expect(request.query.get('select')).toBe('booking_rules');
    expect(request.query.get('id')).toBe('eq.true');
  });

  it('saves a valid set on that row only, and refuses an invalid one without a request', async () => {
    const backend = fakeBackend();
    const saved = { ...DEFAULT_BOOKING_RULES, coversPerSlot: 12 };
    backend.reply(json(200, { booking_rules: saved }));
    const repo = new SupabaseBookingRulesRepository(backend.connection);
    expect(await repo.save(saved)).toEqual({ ok: true, value: saved });
    const request = backend.only();
    expect([request.method, request.path, request.query.get('id')]).toEqual([
      'PATCH',
      '/rest/v1/restaurant_settings',
      'eq.true',
    ]);
    expect(request.body).toEqual({ booking_rules: saved });

    const refused = await repo.save({ ...DEFAULT_BOOKING_RULES, maxPartySize: 0 });
    expect(refused.ok ? 'saved' : refused.error.message).toBe('settings.validation.maxPartySize');
    expect(backend.requests).toHaveLength(1);
  });

  it('asks free_reservation_times() by GET with the date and the party', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, ['09:00', '09:30']));
    const free = await new SupabaseBookingRulesRepository(backend.connection).freeTimes('2026-12-01', 4);
    expect(free).toEqual({ ok: true, value: ['09:00', '09:30'] });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/rpc/free_reservation_times']);
    expect(Object.fromEntries(request.query)).toEqual({ p_date: '2026-12-01', p_party_size: '4' });
  });
});

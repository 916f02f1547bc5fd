// The booking rules against a fake Supabase API: the one row read by its key, saved and a change's effect on
// booked guests asked by RPC, the free times by GET; then the same calls through the RPC emulator on the real
// migrations, where a closure's save cancels the bookings it shuts out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { createSupabaseClient } from '../../../src/adapters/supabase/client';
import { supabaseConnection } from '../../../src/adapters/supabase/connection';
import { SupabaseBookingRulesRepository } from '../../../src/adapters/supabase/supabase-booking-rules-repository';
import { DEFAULT_BOOKING_RULES } from '../../../src/domain/settings/booking-rules';
import { addDays, restaurantDate } from '../../../src/domain/shared/time';
import { targets, type TestDatabase } from '../../sql/db';
import { fakeBackend, json } from './fake-backend';
import {
  EMULATED_ANON_KEY,
  EMULATED_URL,
  postgrestRpcEmulator,
  sessionStorageFor,
} from './postgrest-rpc-emulator';

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

  it('saves a valid set by save_booking_rules(), and refuses an invalid one without a request', async () => {
    const backend = fakeBackend();
    const saved = { ...DEFAULT_BOOKING_RULES, coversPerSlot: 12 };
    backend.reply(json(200, saved));
    backend.reply(json(200, saved));
    const repo = new SupabaseBookingRulesRepository(backend.connection);
    expect(await repo.save(saved)).toEqual({ ok: true, value: saved });
    expect(await repo.save(saved, { reason: 'Wasserschaden' })).toEqual({ ok: true, value: saved });
    const [keep, cancel] = backend.requests;
    expect([keep!.method, keep!.path]).toEqual(['POST', '/rest/v1/rpc/save_booking_rules']);
    expect(keep!.body).toEqual({ p_rules: saved, p_cancel: false });
    expect(cancel!.body).toEqual({ p_rules: saved, p_cancel: true, p_reason: 'Wasserschaden' });

    const refused = await repo.save({ ...DEFAULT_BOOKING_RULES, maxPartySize: 0 });
    expect(refused.ok ? 'saved' : refused.error.message).toBe('settings.validation.maxPartySize');
    expect(backend.requests).toHaveLength(2);
  });

  it('asks full_reservation_days() by GET with the view and the party', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, ['2026-12-12']));
    const full = await new SupabaseBookingRulesRepository(backend.connection).fullDays(
      '2026-12-01',
      '2026-12-31',
      4,
    );
    expect(full).toEqual({ ok: true, value: ['2026-12-12'] });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/rpc/full_reservation_days']);
    expect(Object.fromEntries(request.query)).toEqual({
      p_from: '2026-12-01',
      p_to: '2026-12-31',
      p_party_size: '4',
    });
  });

  it('asks rules_change_impact() with the new rules', async () => {
    const backend = fakeBackend();
    const impact = {
      closed: { bookings: 0, guests: 0, withoutEmail: 0, first: [] },
      overCapacity: { bookings: 0, guests: 0, dates: [] },
    };
    backend.reply(json(200, impact));
    const next = { ...DEFAULT_BOOKING_RULES, coversPerDay: 30 };
    expect(await new SupabaseBookingRulesRepository(backend.connection).impactOf(next)).toEqual({
      ok: true,
      value: impact,
    });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/rules_change_impact']);
    expect(request.body).toEqual({ p_rules: next });
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

describe.each(targets)('SupabaseBookingRulesRepository through the RPC emulator on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  /** The adapter as a browser with this session storage (signed in, or a guest's) calls it. */
  const repoAs = (storage: MapStorage) =>
    new SupabaseBookingRulesRepository(
      supabaseConnection(
        { url: EMULATED_URL, anonKey: EMULATED_ANON_KEY },
        { fetch: postgrestRpcEmulator(db).fetch, storage, autoRefreshToken: false },
        async (c, o) => createSupabaseClient(c, o),
      ),
    );

  it('tells the admin what a closure does, and with a message cancels those bookings as it saves', async () => {
    await db.exec(`delete from public.reservations`);
    const date = addDays(restaurantDate(new Date()), 4);
    await db.query(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, language_preference, status)
       values ('Anna', 'anna@example.org', $1::date, '12:00', 4, 'de', 'confirmed'),
              ('Ben', 'ben@example.org', $1::date + 1, '12:00', 2, 'de', 'confirmed')`,
      [date],
    );
    const repo = repoAs(sessionStorageFor('admin'));
    const closed = { ...DEFAULT_BOOKING_RULES, closedPeriods: [{ from: date, to: date, note: '' }] };
    const impact = await repo.impactOf(closed);
    expect(impact.ok && impact.value.closed).toMatchObject({ bookings: 1, guests: 4, withoutEmail: 0 });
    expect(await repo.save(closed, { reason: 'Wasserschaden' })).toEqual({ ok: true, value: closed });
    const { rows } = await db.query<{ name: string; status: string }>(
      `select customer_name as name, status from public.reservations order by customer_name`,
    );
    expect(rows).toEqual([
      { name: 'Anna', status: 'cancelled' },
      { name: 'Ben', status: 'confirmed' },
    ]);
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(DEFAULT_BOOKING_RULES),
    ]);
  });

  it('names a day whose covers are all taken as full, as the guest asks without signing in', async () => {
    await db.exec(`delete from public.reservations`);
    const date = addDays(restaurantDate(new Date()), 6);
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify({
        ...DEFAULT_BOOKING_RULES,
        capacityOverrides: [{ date, coversPerSlot: null, coversPerDay: 2 }],
      }),
    ]);
    await db.query(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, language_preference, status)
       values ('Anna', 'anna@example.org', $1::date, '12:00', 2, 'de', 'confirmed')`,
      [date],
    );
    const repo = repoAs(new MapStorage());
    expect(await repo.fullDays(addDays(date, -1), addDays(date, 1), 2)).toEqual({ ok: true, value: [date] });
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(DEFAULT_BOOKING_RULES),
    ]);
  });
});

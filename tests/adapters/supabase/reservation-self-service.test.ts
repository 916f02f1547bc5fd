// The guest's self-service link on Supabase: the exact requests SupabaseReservationSelfService sends (POST, the
// token in the body, never in the URL), how it reads the answers, and the port's contract run through the
// PostgREST RPC emulator on the real migrations (PGlite, and PostgreSQL when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { createSupabaseClient } from '../../../src/adapters/supabase/client';
import { supabaseConnection } from '../../../src/adapters/supabase/connection';
import { SupabaseBookingRulesRepository } from '../../../src/adapters/supabase/supabase-booking-rules-repository';
import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import { SupabaseReservationSelfService } from '../../../src/adapters/supabase/supabase-reservation-self-service';
import { DEFAULT_BOOKING_RULES } from '../../../src/domain/settings/booking-rules';
import { addDays, restaurantDate } from '../../../src/domain/shared/time';
import { targets, type TestDatabase } from '../../sql/db';
import { describeReservationSelfService } from '../../contracts/reservation-self-service.contract';
import { reservationDraft } from '../../contracts/reservation-repository.contract';
import { fakeBackend, json, postgrest } from './fake-backend';
import { EMULATED_ANON_KEY, EMULATED_URL, postgrestRpcEmulator } from './postgrest-rpc-emulator';

const TOKEN = 'AQAAAAAAAEAAgAAAAAAAEgEAAAAAaTFxgMo5bPfW8u0mcxSIGrZUOQ1Fe-9d4PYwwtVgx7Pkgb_V';
const ANSWER = {
  reservation_date: '2026-11-27',
  reservation_time: '19:00',
  party_size: 4,
  customer_name: 'Mia Schulz',
  status: 'confirmed',
  language_preference: 'en',
  event: null,
  // As PostgREST prints a timestamptz in a UTC session.
  expires_at: '2026-11-28T23:00:00+00:00',
};
const SHOWN = { ...ANSWER, expires_at: '2026-11-28T23:00:00.000Z' };

describe('SupabaseReservationSelfService', () => {
  it('shows through reservation_by_token() by POST with the token in the body', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, ANSWER));
    expect(await new SupabaseReservationSelfService(backend.connection).show(TOKEN)).toEqual({
      ok: true,
      value: SHOWN,
    });
    const request = backend.only();
    expect([request.method, request.path, request.query.toString()]).toEqual([
      'POST',
      '/rest/v1/rpc/reservation_by_token',
      '',
    ]);
    expect(request.body).toEqual({ p_token: TOKEN });
  });

  it('reads an event’s title and gives it empty translations when none came', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { ...ANSWER, event: { title: 'Dim-Sum-Kurs' } }));
    const shown = await new SupabaseReservationSelfService(backend.connection).show(TOKEN);
    expect(shown.ok && shown.value.event).toEqual({ title: 'Dim-Sum-Kurs', translations: {} });
  });

  it('cancels through cancel_reservation_by_token()', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { ...ANSWER, status: 'cancelled' }));
    const cancelled = await new SupabaseReservationSelfService(backend.connection).cancel(TOKEN);
    expect(cancelled).toEqual({ ok: true, value: { ...SHOWN, status: 'cancelled' } });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/cancel_reservation_by_token']);
    expect(request.body).toEqual({ p_token: TOKEN });
  });

  it('moves through move_reservation_by_token() and reads the new token', async () => {
    const backend = fakeBackend();
    const next = `${TOKEN.slice(0, 70)}abcdef`;
    backend.reply(json(200, { reservation: { ...ANSWER, status: 'pending' }, token: next }));
    const moved = await new SupabaseReservationSelfService(backend.connection).move(
      TOKEN,
      '2026-11-27',
      '19:00',
    );
    expect(moved).toEqual({ ok: true, value: { reservation: { ...SHOWN, status: 'pending' }, token: next } });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/move_reservation_by_token']);
    expect(request.body).toEqual({ p_token: TOKEN, p_date: '2026-11-27', p_time: '19:00' });
  });

  it('keeps the link’s key and the booking rules’ keys of a refusal', async () => {
    const backend = fakeBackend();
    const service = new SupabaseReservationSelfService(backend.connection);
    backend.reply(
      postgrest.invalid('selfService.errors.expired', 'token'),
      postgrest.invalid('reservations.validation.slotFull', 'reservation_time'),
    );
    expect(await service.show(TOKEN)).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'selfService.errors.expired',
        issues: { token: 'selfService.errors.expired' },
      },
    });
    expect(await service.move(TOKEN, '2026-11-27', '19:00')).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'reservations.validation.slotFull',
        issues: { reservation_time: 'reservations.validation.slotFull' },
      },
    });
  });
});

describe.each(targets)('SupabaseReservationSelfService through the RPC emulator on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  describeReservationSelfService(`emulated PostgREST on ${target.name}`, async () => {
    // Each test starts from no bookings and the default rules.
    await db.exec(`delete from public.reservations`);
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(DEFAULT_BOOKING_RULES),
    ]);
    const emulator = postgrestRpcEmulator(db);
    const connection = supabaseConnection(
      { url: EMULATED_URL, anonKey: EMULATED_ANON_KEY },
      { fetch: emulator.fetch, storage: new MapStorage(), autoRefreshToken: false },
      async (c, o) => createSupabaseClient(c, o),
    );
    const reservations = new SupabaseReservationRepository(connection);
    const rules = new SupabaseBookingRulesRepository(connection);
    const now = new Date();
    return {
      service: new SupabaseReservationSelfService(connection),
      now,
      async book({ name, days, time, party }) {
        const created = await reservations.create(
          reservationDraft(now, {
            customer_name: name,
            reservation_date: addDays(restaurantDate(now), days),
            reservation_time: time,
            party_size: party,
            language_preference: 'en',
            submission_key: crypto.randomUUID(),
          }),
        );
        if (!created.ok) throw new Error(created.error.message);
        return { id: created.value.id, date: created.value.reservation_date, time };
      },
      async tokenFor(id) {
        const { rows } = await db.request<{ t: string }>(
          'service_role',
          `select public.reservation_manage_token($1) as t`,
          [id],
        );
        return rows[0]!.t;
      },
      async tokenExpiring(id, expiresAt) {
        const { rows } = await db.query<{ t: string }>(`select private.reservation_token($1, $2) as t`, [
          id,
          expiresAt.toISOString(),
        ]);
        return rows[0]!.t;
      },
      async setStatus(id, status) {
        await db.query(`update public.reservations set status = $2 where id = $1`, [id, status]);
      },
      async saveRules(next) {
        await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
          JSON.stringify(next),
        ]);
      },
      async freeTimes(date, party) {
        const free = await rules.freeTimes(date, party);
        if (!free.ok) throw new Error(free.error.message);
        return free.value;
      },
    };
  });
});

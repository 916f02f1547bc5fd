// The PostgREST RPC emulator answers as PostgREST would, and SupabaseReservationRepository runs through it
// on the real migrations (PGlite, and PostgreSQL when DATABASE_URL is set).
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MapStorage } from '../../../src/adapters/browser/browser-storage';
import { createSupabaseClient } from '../../../src/adapters/supabase/client';
import { supabaseConnection } from '../../../src/adapters/supabase/connection';
import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import { defaultReservationQuery } from '../../../src/domain/reservation/query';
import { addDays, restaurantDate } from '../../../src/domain/shared/time';
import { targets, type TestDatabase } from '../../sql/db';
import {
  EMULATED_ANON_KEY,
  EMULATED_URL,
  accessTokenFor,
  postgrestRpcEmulator,
  sessionStorageFor,
  type PostgrestRpcEmulator,
} from './postgrest-rpc-emulator';

describe.each(targets)('PostgREST RPC emulator on $name', (target) => {
  let db: TestDatabase;
  let emulator: PostgrestRpcEmulator;

  beforeAll(async () => {
    db = await target.open();
    emulator = postgrestRpcEmulator(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  const call = async (
    fn: string,
    token: string,
    init: { method?: string; body?: unknown; query?: string } = {},
  ) => {
    const response = await emulator.fetch(`${EMULATED_URL}/rest/v1/rpc/${fn}${init.query ?? ''}`, {
      method: init.method ?? 'POST',
      headers: {
        apikey: EMULATED_ANON_KEY,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const repository = (storage = new MapStorage()) => {
    const config = { url: EMULATED_URL, anonKey: EMULATED_ANON_KEY };
    const options = { fetch: emulator.fetch, storage, autoRefreshToken: false };
    return new SupabaseReservationRepository(
      supabaseConnection(config, options, async (c, o) => createSupabaseClient(c, o)),
    );
  };

  it('runs a function as the role of the bearer token, with its claims', async () => {
    expect(await call('is_admin', EMULATED_ANON_KEY)).toEqual({ status: 200, body: false });
    expect(await call('is_admin', accessTokenFor('user'))).toEqual({ status: 200, body: false });
    expect(await call('is_admin', accessTokenFor('admin'))).toEqual({ status: 200, body: true });
  });

  it("answers PostgREST's error bodies and statuses", async () => {
    expect(await call('admin_reservation_counts', EMULATED_ANON_KEY, { method: 'GET' })).toMatchObject({
      status: 401,
      body: { code: '42501', hint: null },
    });
    expect(await call('admin_reservation_counts', accessTokenFor('user'), { method: 'GET' })).toEqual({
      status: 403,
      body: { code: '42501', details: null, hint: null, message: 'permission denied: admin only' },
    });
    expect(
      await call('admin_list_reservations', accessTokenFor('admin'), {
        method: 'GET',
        query: '?p_sort=oldest',
      }),
    ).toEqual({
      status: 400,
      body: { code: '22023', details: 'sort', hint: null, message: 'admin:reservations.validation.sort' },
    });
    expect(await call('no_such_function', accessTokenFor('admin'))).toMatchObject({
      status: 404,
      body: { code: 'PGRST202' },
    });
    expect(await call('is_admin', accessTokenFor('admin'), { body: { p_unknown: 1 } })).toMatchObject({
      status: 404,
      body: { code: 'PGRST202' },
    });
    expect(await call('is_admin', 'not-a-token')).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
  });

  it('answers a composite row as an object, and rolls a failed request back', async () => {
    const key = randomUUID();
    const args = {
      p_customer_name: 'Jürgen Müller',
      p_customer_email: 'juergen@example.org',
      p_customer_phone: null,
      p_reservation_date: addDays(restaurantDate(new Date()), 4),
      p_reservation_time: '12:00',
      p_party_size: 2,
      p_special_requests: null,
      p_language_preference: 'de',
      p_submission_key: key,
    };
    const created = await call('create_reservation', EMULATED_ANON_KEY, { body: args });
    expect(created).toMatchObject({
      status: 200,
      body: { customer_name: 'Jürgen Müller', status: 'pending' },
    });
    expect((created.body as { created_at: string }).created_at).toMatch(/\+00:00$/);
    const bad = await call('create_reservation', EMULATED_ANON_KEY, {
      body: { ...args, p_submission_key: randomUUID(), p_party_size: 99 },
    });
    expect(bad.status).toBe(400);
    expect(await db.count(`public.reservations where customer_email = 'juergen@example.org'`)).toBe(1);
  });

  it('carries SupabaseReservationRepository: a guest books, the admin lists and counts, others are refused', async () => {
    const today = restaurantDate(new Date());
    const booked = await repository().create({
      customer_name: 'Mia Schulz',
      customer_email: 'mia@example.org',
      customer_phone: '+49 30 1234567',
      reservation_date: addDays(today, 3),
      reservation_time: '10:30',
      party_size: 2,
      special_requests: null,
      language_preference: 'de',
      submission_key: randomUUID(),
    });
    expect(booked.ok).toBe(true);

    const admin = repository(sessionStorageFor('admin'));
    const page = await admin.list({ ...defaultReservationQuery(today), search: '1234567' });
    expect(page.ok && page.value.rows.map((r) => r.customer_name)).toEqual(['Mia Schulz']);
    expect(page.ok && page.value.total).toBe(1);
    const counts = await admin.counts();
    expect(counts.ok && counts.value.pending).toBeGreaterThanOrEqual(1);

    const listed = emulator.requests.filter((r) => r.fn === 'admin_list_reservations').at(-1)!;
    expect([listed.method, listed.role, listed.status]).toEqual(['GET', 'authenticated', 200]);

    const user = await repository(sessionStorageFor('user')).counts();
    expect(user.ok ? 'answered' : user.error.kind).toBe('Forbidden');
    const guest = await repository().list(defaultReservationQuery(today));
    expect(guest.ok ? 'answered' : guest.error.kind).toBe('Forbidden');
  });
  it('carries event sign-ups: p_event_id reaches create_reservation, refusals keep key and field', async () => {
    const { rows } = await db.query<{ id: string; date: string; time: string }>(
      `insert into public.events (title, event_date, max_participants)
       values ('Late jazz', date_trunc('minute', now()) + interval '3 days', 3)
       returning id, to_char(event_date at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date,
                 to_char(event_date at time zone 'Europe/Berlin', 'HH24:MI') as time`,
    );
    const event = rows[0]!;
    const draft = (party: number) => ({
      customer_name: 'Lena Hoffmann',
      customer_email: 'lena@example.org',
      customer_phone: null,
      reservation_date: event.date,
      reservation_time: event.time,
      party_size: party,
      special_requests: null,
      language_preference: 'de' as const,
      submission_key: randomUUID(),
      event_id: event.id,
    });
    const signedUp = await repository().create(draft(2));
    expect(signedUp.ok && signedUp.value.event_id).toBe(event.id);
    const full = await repository().create(draft(2));
    expect(full.ok ? 'accepted' : full.error).toEqual({
      kind: 'Invalid',
      message: 'reservations.validation.eventFull',
      issues: { party_size: 'reservations.validation.eventFull' },
    });
    const mismatch = await repository().create({ ...draft(1), reservation_date: addDays(event.date, 1) });
    expect(mismatch.ok ? 'accepted' : mismatch.error.issues).toEqual({
      reservation_time: 'reservations.validation.eventMismatch',
    });
    const seats = await db.query(`select current_participants from public.events where id = $1`, [event.id]);
    expect(seats.rows).toEqual([{ current_participants: 2 }]);
    const page = await repository(sessionStorageFor('admin')).list({
      ...defaultReservationQuery(restaurantDate(new Date())),
      eventId: event.id,
    });
    expect(page.ok && [page.value.total, page.value.rows.map((r) => r.event_id)]).toEqual([1, [event.id]]);
  });
});

// Reservations and consent records against a fake Supabase API: they go through the SQL functions only.
import { describe, expect, it, vi } from 'vitest';

import { SupabaseConsentRepository } from '../../../src/adapters/supabase/supabase-consent-repository';
import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import { consentInput } from '../../contracts/consent-repository.contract';
import { reservationDraft } from '../../contracts/reservation-repository.contract';
import { fakeBackend, json, networkDown, postgrest, STAMPS } from './fake-backend';

const NOW = new Date('2026-06-15T08:00:00.000Z');
const RESERVATION_ID = '00000000-0000-4000-8000-000000001001';
const SUBMISSION_KEY = '6f1c2a1e-5b7d-4c3e-9a8b-0d1e2f3a4b5c';

const reservationRow = (overrides: Record<string, unknown> = {}) => ({
  id: RESERVATION_ID,
  ...STAMPS,
  ...reservationDraft(NOW, { submission_key: SUBMISSION_KEY }),
  status: 'pending',
  admin_notes: null,
  confirmed_at: null,
  cancelled_at: null,
  ...overrides,
});

describe('SupabaseReservationRepository', () => {
  it('creates through create_reservation() with the validated, trimmed fields', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, reservationRow()));
    const created = await new SupabaseReservationRepository(backend.connection).create(
      reservationDraft(NOW, {
        customer_name: '  Mia Schulz ',
        customer_phone: '',
        special_requests: ' ',
        submission_key: SUBMISSION_KEY,
      }),
    );
    expect(created).toEqual({ ok: true, value: reservationRow() });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/create_reservation']);
    expect(request.body).toEqual({
      p_customer_name: 'Mia Schulz',
      p_customer_email: 'mia@example.org',
      p_customer_phone: null,
      p_reservation_date: '2026-06-18',
      p_reservation_time: '10:30',
      p_party_size: 2,
      p_special_requests: null,
      p_language_preference: 'de',
      p_submission_key: SUBMISSION_KEY,
    });
  });

  it('signs up for an event through create_reservation() with p_event_id as the last argument', async () => {
    const backend = fakeBackend();
    const eventId = '00000000-0000-4000-8000-000000000601';
    backend.reply(json(200, reservationRow({ event_id: eventId, reservation_time: '23:30' })));
    const created = await new SupabaseReservationRepository(backend.connection).create(
      reservationDraft(NOW, { submission_key: SUBMISSION_KEY, reservation_time: '23:30', event_id: eventId }),
    );
    expect(created.ok && created.value.event_id).toBe(eventId);
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/create_reservation']);
    expect(request.body).toEqual({
      p_customer_name: 'Mia Schulz',
      p_customer_email: 'mia@example.org',
      p_customer_phone: null,
      p_reservation_date: '2026-06-18',
      p_reservation_time: '23:30',
      p_party_size: 2,
      p_special_requests: null,
      p_language_preference: 'de',
      p_submission_key: SUBMISSION_KEY,
      p_event_id: eventId,
    });
  });

  it('leaves p_event_id out of a table booking, also when the draft says null', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, reservationRow()));
    await new SupabaseReservationRepository(backend.connection).create(
      reservationDraft(NOW, { submission_key: SUBMISSION_KEY, event_id: null }),
    );
    expect(Object.keys(backend.only().body as object)).not.toContain('p_event_id');
  });

  it('keeps the key and field of a refused sign-up, and refuses a malformed event id before sending', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    backend.reply(postgrest.invalid('reservations.validation.eventFull', 'party_size'));
    const full = await repo.create(
      reservationDraft(NOW, { event_id: '00000000-0000-4000-8000-000000000601' }),
    );
    expect(full).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'reservations.validation.eventFull',
        issues: { party_size: 'reservations.validation.eventFull' },
      },
    });
    const malformed = await repo.create(reservationDraft(NOW, { event_id: 'dim-sum' }));
    expect(malformed.ok ? 'sent' : malformed.error.issues?.event_id).toBe(
      'reservations.validation.eventUnknown',
    );
    expect(backend.requests).toHaveLength(1);
  });

  it("keeps the SQL function's translation key and field for a refused booking (22023, 400)", async () => {
    const backend = fakeBackend();
    backend.reply(postgrest.invalid('reservations.validation.timeTooSoon', 'reservation_time'));
    expect(await new SupabaseReservationRepository(backend.connection).create(reservationDraft(NOW))).toEqual(
      {
        ok: false,
        error: {
          kind: 'Invalid',
          message: 'reservations.validation.timeTooSoon',
          issues: { reservation_time: 'reservations.validation.timeTooSoon' },
        },
      },
    );
  });

  it('refuses invalid fields with the domain keys before sending anything', async () => {
    const backend = fakeBackend();
    const refused = await new SupabaseReservationRepository(backend.connection).create(
      reservationDraft(NOW, { party_size: 21 }),
    );
    expect(refused.ok ? 'ok' : refused.error.issues?.party_size).toBe('reservations.validation.partySizeMax');
    expect(backend.requests).toHaveLength(0);
  });

  it('reads one page through admin_list_reservations() by GET, sending only the filters given', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    const page = { rows: [reservationRow()], total: 1234 };
    backend.reply(json(200, page), json(200, page));
    const query = {
      status: 'pending' as const,
      from: '2026-06-15',
      to: '2026-06-30',
      search: '  Mia, SCHULZ* ',
      sort: 'newest' as const,
      page: 3,
      pageSize: 25,
    };
    expect(await repo.list(query)).toEqual({ ok: true, value: page });
    const [request] = backend.requests;
    expect([request!.method, request!.path]).toEqual(['GET', '/rest/v1/rpc/admin_list_reservations']);
    expect(Object.fromEntries(request!.query)).toEqual({
      p_status: 'pending',
      p_from: '2026-06-15',
      p_to: '2026-06-30',
      p_search: 'mia schulz',
      p_sort: 'newest',
      p_offset: '50',
      p_limit: '25',
    });
    // The default view: no status, no upper bound, no search; still a bounded page.
    await repo.list({ ...query, status: 'all', to: null, search: '', sort: 'soonest', page: 1 });
    expect(Object.fromEntries(backend.requests[1]!.query)).toEqual({
      p_from: '2026-06-15',
      p_sort: 'soonest',
      p_offset: '0',
      p_limit: '25',
    });
    // One event's bookings: the event's id as p_event_id.
    backend.reply(json(200, page));
    await repo.list({ ...query, eventId: '00000000-0000-4000-8000-000000000601' });
    expect(Object.fromEntries(backend.requests[2]!.query)).toMatchObject({
      p_event_id: '00000000-0000-4000-8000-000000000601',
    });
  });

  it('never asks for more than one bounded page, whatever the query', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    for (const pageSize of [1, 25, 100, 500]) {
      backend.reply(json(200, { rows: [], total: 0 }));
      await repo.list({ status: 'all', from: null, to: null, search: '', sort: 'latest', page: 1, pageSize });
    }
    for (const request of backend.requests) {
      expect(request.path).toBe('/rest/v1/rpc/admin_list_reservations');
      expect(Number(request.query.get('p_limit'))).toBeGreaterThan(0);
      expect(Number(request.query.get('p_limit'))).toBeLessThanOrEqual(500);
    }
    expect(backend.requests.some((r) => r.path === '/rest/v1/reservations')).toBe(false);
  });

  it('counts in SQL through admin_reservation_counts(); anon gets 42501 (Forbidden)', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    const counts = {
      pending: 3,
      upcoming: 7,
      total: 15021,
      today: { date: '2026-06-15', bookings: 41, covers: 118 },
    };
    backend.reply(
      json(200, counts),
      json(401, { code: '42501', details: null, hint: null, message: 'permission denied: admin only' }),
    );
    expect(await repo.counts()).toEqual({ ok: true, value: counts });
    expect([backend.requests[0]!.method, backend.requests[0]!.path]).toEqual([
      'GET',
      '/rest/v1/rpc/admin_reservation_counts',
    ]);
    const anon = await repo.counts();
    expect(anon.ok ? 'ok' : anon.error).toEqual({
      kind: 'Forbidden',
      message: 'permission denied: admin only',
    });
  });

  it('changes the status through change_reservation_status(); notes left out are not sent, null clears', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    const confirmed = reservationRow({ status: 'confirmed', confirmed_at: '2026-06-15T09:00:00+00:00' });
    backend.reply(...Array.from({ length: 5 }, () => json(200, confirmed)));
    expect(await repo.changeStatus(RESERVATION_ID, 'confirmed')).toEqual({ ok: true, value: confirmed });
    await repo.changeStatus(RESERVATION_ID, 'cancelled', 'Guest called');
    await repo.changeStatus(RESERVATION_ID, 'completed', null);
    await repo.changeStatus(RESERVATION_ID, 'cancelled', undefined, '  Küche geschlossen ');
    await repo.changeStatus(RESERVATION_ID, 'confirmed', undefined, 'not sent with a confirmation');
    expect(backend.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/change_reservation_status', { p_id: RESERVATION_ID, p_status: 'confirmed' }],
      [
        '/rest/v1/rpc/change_reservation_status',
        { p_id: RESERVATION_ID, p_status: 'cancelled', p_admin_notes: 'Guest called' },
      ],
      [
        '/rest/v1/rpc/change_reservation_status',
        { p_id: RESERVATION_ID, p_status: 'completed', p_admin_notes: '' },
      ],
      [
        '/rest/v1/rpc/change_reservation_status',
        { p_id: RESERVATION_ID, p_status: 'cancelled', p_reason: 'Küche geschlossen' },
      ],
      ['/rest/v1/rpc/change_reservation_status', { p_id: RESERVATION_ID, p_status: 'confirmed' }],
    ]);
  });

  it('maps the same status (22023), a missing reservation (P0002) and a non-admin (42501)', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    backend.reply(
      postgrest.invalid('admin:reservations.validation.sameStatus', 'status'),
      postgrest.missing('reservation not found'),
      json(403, { code: '42501', details: null, hint: null, message: 'permission denied: admin only' }),
    );
    const kinds = [];
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      const result = await repo.changeStatus(RESERVATION_ID, status);
      kinds.push(result.ok ? 'ok' : `${result.error.kind} ${result.error.message}`);
    }
    expect(kinds).toEqual([
      'Invalid admin:reservations.validation.sameStatus',
      'NotFound reservation not found',
      'Forbidden permission denied: admin only',
    ]);
    const unknown = await repo.changeStatus(RESERVATION_ID, 'done' as never);
    expect(unknown.ok ? 'ok' : unknown.error.kind).toBe('Invalid');
    expect(backend.requests).toHaveLength(3);
  });

  it('saves notes through save_reservation_notes(); blank notes clear them', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    backend.reply(json(200, reservationRow({ admin_notes: 'Window table' })), json(200, reservationRow()));
    const noted = await repo.saveNotes(RESERVATION_ID, 'Window table');
    expect(noted.ok && noted.value.admin_notes).toBe('Window table');
    await repo.saveNotes(RESERVATION_ID, '   ');
    expect(backend.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/save_reservation_notes', { p_id: RESERVATION_ID, p_admin_notes: 'Window table' }],
      ['/rest/v1/rpc/save_reservation_notes', { p_id: RESERVATION_ID, p_admin_notes: '' }],
    ]);
  });

  it('reports a booking that never reached the server as Unavailable (POST is not retried)', async () => {
    const backend = fakeBackend();
    backend.reply(networkDown);
    const down = await new SupabaseReservationRepository(backend.connection).create(reservationDraft(NOW));
    expect(down.ok ? 'ok' : down.error).toEqual({ kind: 'Unavailable', message: 'TypeError: fetch failed' });
    expect(backend.requests).toHaveLength(1);
  });
});

describe('SupabaseConsentRepository', () => {
  const consentRow = (sessionId: string) => ({
    id: '00000000-0000-4000-8000-000000001201',
    ...STAMPS,
    user_session_id: sessionId,
    consent_version: '1.0',
    essential_cookies: true,
    functional_cookies: true,
    analytics_cookies: false,
    marketing_cookies: false,
    expires_at: '2027-06-15T08:00:00.123456+00:00',
    ip_address: null,
    user_agent: 'Mozilla/5.0 (contract test)',
    language_preference: 'de',
  });

  it('records through record_consent() and reads back through find_consent()', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseConsentRepository(backend.connection);
    const input = consentInput();
    backend.reply(
      json(200, consentRow(input.sessionId)),
      json(200, [consentRow(input.sessionId)]),
      json(200, []),
    );
    expect(await repo.record(input)).toEqual({ ok: true, value: consentRow(input.sessionId) });
    expect(await repo.find(input.sessionId)).toEqual({ ok: true, value: consentRow(input.sessionId) });
    expect(await repo.find('unknown-session')).toEqual({ ok: true, value: null });
    expect(backend.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/rest/v1/rpc/record_consent',
        {
          p_session_id: input.sessionId,
          p_essential: true,
          p_functional: true,
          p_analytics: false,
          p_marketing: false,
          p_user_agent: 'Mozilla/5.0 (contract test)',
          p_language: 'de',
        },
      ],
      ['POST', '/rest/v1/rpc/find_consent', { p_session_id: input.sessionId }],
      ['POST', '/rest/v1/rpc/find_consent', { p_session_id: 'unknown-session' }],
    ]);
  });

  it('refuses refused essential cookies unsent, and keeps the key of a refusal by the function', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseConsentRepository(backend.connection);
    const off = { essential: false, functional: false, analytics: false, marketing: false };
    const refused = await repo.record(consentInput({ choice: off as never }));
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('Invalid');
    expect(backend.requests).toHaveLength(0);
    backend.reply(postgrest.invalid('consent.validation.sessionIdInvalid', 'user_session_id'));
    const bad = await repo.record(consentInput({ sessionId: 'short' }));
    expect(bad.ok ? 'ok' : bad.error.issues).toEqual({
      user_session_id: 'consent.validation.sessionIdInvalid',
    });
  });
});

describe('reads that cannot reach the server', () => {
  it('are retried by supabase-js (1 s, 2 s, 4 s) and then reported as Unavailable', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const backend = fakeBackend();
      backend.reply(networkDown, networkDown, networkDown, networkDown);
      const pending = new SupabaseReservationRepository(backend.connection).counts();
      await vi.advanceTimersByTimeAsync(7_000);
      const down = await pending;
      expect(down.ok ? 'ok' : down.error.kind).toBe('Unavailable');
      expect(backend.requests).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

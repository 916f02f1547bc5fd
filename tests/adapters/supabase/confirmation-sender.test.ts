// The browser's side of the confirmation e-mail: one POST to the edge function with the body
// { reservation, language }, and every failure (a refusal, no network) as a value for BookTable to log.
import { describe, expect, it } from 'vitest';

import { SupabaseConfirmationSender } from '../../../src/adapters/supabase/supabase-confirmation-sender';
import type { Reservation } from '../../../src/domain/reservation/reservation';
import { fakeBackend, json, networkDown } from './fake-backend';

const reservation: Reservation = {
  id: '00000000-0000-4000-8000-000000000201',
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  customer_name: 'Mia Chen',
  customer_email: 'mia@example.org',
  customer_phone: null,
  reservation_date: '2026-11-25',
  reservation_time: '10:30',
  party_size: 2,
  special_requests: null,
  language_preference: 'zh',
  status: 'pending',
  admin_notes: null,
  confirmed_at: null,
  cancelled_at: null,
  submission_key: '7f1c2a4e-0000-4000-8000-000000000001',
  event_id: null,
};

describe('SupabaseConfirmationSender', () => {
  it('invokes send-reservation-confirmation with the created row and the language', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { status: 'sent' }));
    const sender = new SupabaseConfirmationSender(backend.connection);
    expect(await sender.send(reservation, 'zh')).toEqual({ ok: true, value: undefined });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/functions/v1/send-reservation-confirmation']);
    expect(request.body).toEqual({ reservation, language: 'zh' });
  });

  it('reports a refused send and an unreachable function as Unavailable, without throwing', async () => {
    const backend = fakeBackend();
    backend.reply(json(502, { status: 'mail_failed' }), networkDown);
    const sender = new SupabaseConfirmationSender(backend.connection);
    const refused = await sender.send(reservation, 'de');
    expect(refused.ok ? 'sent' : refused.error.kind).toBe('Unavailable');
    const offline = await sender.send(reservation, 'de');
    expect(offline.ok ? 'sent' : offline.error.kind).toBe('Unavailable');
  });

  it('reads the delivery state of a booking from reservation_emails, oldest first (staff)', async () => {
    const backend = fakeBackend();
    const row = {
      id: '00000000-0000-4000-8000-0000000e0001',
      reservation_id: reservation.id,
      kind: 'confirmed',
      occurrence: 1,
      reason: null,
      state: 'retrying',
      attempts: 2,
      next_attempt_at: '2026-11-24T09:04:00+00:00',
      last_error: 'smtp ECONNECTION',
      sent_at: null,
      created_at: '2026-11-24T09:00:00+00:00',
    };
    backend.reply(json(200, [row]));
    const sender = new SupabaseConfirmationSender(backend.connection);
    expect(await sender.deliveries(reservation.id)).toEqual({ ok: true, value: [row] });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/reservation_emails']);
    expect(request.query.get('reservation_id')).toBe(`eq.${reservation.id}`);
    expect(request.query.get('order')).toBe('seq.asc');
    expect(request.query.get('select')).not.toContain('*');
  });
});

// Staff bookings against a fake Supabase API: the exact requests of book_reservation_as_staff(),
// change_reservation_as_staff() and the history's read, a typo refused before any request, and a refusal by
// the room read back with every reason. tests/sql/host-stand.test.ts runs the functions themselves.
import { describe, expect, it } from 'vitest';

import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import type { StaffBookingDraft } from '../../../src/domain/reservation/staff-booking';
import { staffRefusalsOf } from '../../../src/domain/room/staff-seating';
import { fakeBackend, json } from './fake-backend';

const draft: StaffBookingDraft = {
  customer_name: ' Herr Wang ',
  customer_email: '',
  customer_phone: '+49 30 1234567',
  reservation_date: '2026-12-11',
  reservation_time: '19:00',
  party_size: 6,
  special_requests: null,
  admin_notes: 'Stammgast',
  language_preference: 'zh',
  source: 'phone',
  table_ids: ['00000000-0000-4000-8000-000000000004'],
  override_reason: null,
  submission_key: '00000000-0000-4000-8000-00000000beef',
};

describe('SupabaseReservationRepository at the host stand', () => {
  it('books as staff with one POST of the cleaned booking, and refuses a typo without a request', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { id: 'r1', status: 'confirmed' }));
    const repo = new SupabaseReservationRepository(backend.connection);
    const booked = await repo.bookAsStaff(draft);
    expect(booked.ok).toBe(true);
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/book_reservation_as_staff']);
    expect(request.body).toEqual({
      p_booking: { ...draft, customer_name: 'Herr Wang', customer_email: null },
    });
    const typo = await repo.bookAsStaff({ ...draft, customer_email: 'wang.example.org' });
    expect(typo.ok ? 'booked' : typo.error.issues?.['customer_email']).toBe(
      'reservations.validation.emailInvalid',
    );
    expect(backend.requests).toHaveLength(1);
  });

  it('reads a refusal by the room with every reason', async () => {
    const backend = fakeBackend();
    backend.reply(
      json(400, {
        code: '22023',
        message: 'admin:hostStand.refused',
        details: 'room',
        hint: 'pacingSlot,tableTaken',
      }),
    );
    const refused = await new SupabaseReservationRepository(backend.connection).bookAsStaff(draft);
    expect(refused.ok ? [] : [refused.error.message, staffRefusalsOf(refused.error)]).toEqual([
      'admin:hostStand.refused',
      ['pacingSlot', 'tableTaken'],
    ]);
  });

  it('changes a booking with one POST, and reads its history by GET in order', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(backend.connection);
    backend.reply(json(200, { id: 'r1' }));
    const { source: _source, submission_key: _key, ...change } = draft;
    await repo.changeAsStaff('r1', change);
    const changed = backend.only();
    expect([changed.method, changed.path]).toEqual(['POST', '/rest/v1/rpc/change_reservation_as_staff']);
    expect(changed.body).toEqual({
      p_id: 'r1',
      p_change: { ...change, customer_name: 'Herr Wang', customer_email: null },
    });

    const history = fakeBackend();
    history.reply(json(200, [{ id: 'h1', kind: 'created', changes: [] }]));
    const entries = await new SupabaseReservationRepository(history.connection).history('r1');
    expect(entries.ok && entries.value.map((e) => e.id)).toEqual(['h1']);
    const read = history.only();
    expect([read.method, read.path]).toEqual(['GET', '/rest/v1/reservation_changes']);
    expect(Object.fromEntries(read.query)).toMatchObject({
      reservation_id: 'eq.r1',
      order: 'created_at.asc,id.asc',
    });
  });
});

// The rules of the guest's self-service link that the page and the demo decide by (the SQL functions decide
// the same: tests/sql/reservation-self-service.test.ts).
import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/domain/reservation/reservation';
import {
  canCancel,
  canMove,
  guestChangeRefusal,
  guestReservationOf,
  manageLinkExpiry,
  managePath,
  MANAGE_TOKEN_PATTERN,
  selfServiceErrorOf,
  selfServiceRefusal,
  type GuestReservation,
} from '../../src/domain/reservation/self-service';
import { portError } from '../../src/domain/shared/result';

const row: Reservation = {
  id: '00000000-0000-4000-8000-000000001001',
  created_at: '2026-06-01T08:00:00.000Z',
  updated_at: '2026-06-01T08:00:00.000Z',
  customer_name: 'Mia Schulz',
  customer_email: 'mia@example.org',
  customer_phone: '+49 30 1234567',
  reservation_date: '2026-06-20',
  reservation_time: '10:30',
  party_size: 4,
  special_requests: 'Kinderstuhl',
  language_preference: 'zh',
  status: 'confirmed',
  admin_notes: 'VIP',
  confirmed_at: '2026-06-02T08:00:00.000Z',
  cancelled_at: null,
  submission_key: null,
  event_id: null,
};

describe('the self-service link', () => {
  it('expires at the end of the day after the booking, in Berlin, in summer and winter time', () => {
    expect(manageLinkExpiry('2026-06-20').toISOString()).toBe('2026-06-21T22:00:00.000Z');
    expect(manageLinkExpiry('2026-11-27').toISOString()).toBe('2026-11-28T23:00:00.000Z');
    // Over the autumn change (25 October 2026): midnight of the 26th is winter time.
    expect(manageLinkExpiry('2026-10-24').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(managePath('abc')).toBe('/reservation/abc');
    expect(MANAGE_TOKEN_PATTERN.test('A'.repeat(76))).toBe(true);
    expect(MANAGE_TOKEN_PATTERN.test(`${'A'.repeat(75)}=`)).toBe(false);
  });

  it('shows the guest only their booking’s facts, without contact details, requests, notes or the id', () => {
    const view = guestReservationOf(row, null);
    expect(view).toEqual({
      reservation_date: '2026-06-20',
      reservation_time: '10:30',
      party_size: 4,
      customer_name: 'Mia Schulz',
      status: 'confirmed',
      language_preference: 'zh',
      event: null,
      expires_at: '2026-06-21T22:00:00.000Z',
    });
    expect(JSON.stringify(view)).not.toMatch(/example\.org|1234567|Kinderstuhl|VIP|00000000-/);
  });

  it('lets the guest change a pending or confirmed booking until it begins; a sign-up is not moved', () => {
    const view: GuestReservation = guestReservationOf(row, null);
    const before = new Date('2026-06-20T08:29:00Z');
    const begun = new Date('2026-06-20T08:30:00Z');
    expect(guestChangeRefusal(view, before)).toBeNull();
    expect(guestChangeRefusal(view, begun)).toBe('closed');
    expect(guestChangeRefusal({ ...view, status: 'pending' }, before)).toBeNull();
    expect(guestChangeRefusal({ ...view, status: 'cancelled' }, before)).toBe('used');
    expect(guestChangeRefusal({ ...view, status: 'completed' }, before)).toBe('closed');
    expect(guestChangeRefusal({ ...view, status: 'no_show' }, before)).toBe('closed');
    expect([canCancel(view, before), canMove(view, before)]).toEqual([true, true]);
    const signUp = { ...view, event: { title: 'Dim-Sum-Kurs', translations: {} } };
    expect([canCancel(signUp, before), canMove(signUp, before)]).toEqual([true, false]);
    expect([canCancel(view, begun), canMove(view, begun)]).toEqual([false, false]);
  });

  it('tells the link’s own refusals from the booking rules’ and from failures', () => {
    const refused = selfServiceRefusal('expired');
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'selfService.errors.expired',
        issues: { token: 'selfService.errors.expired' },
      },
    });
    if (refused.ok) return;
    expect(selfServiceErrorOf(refused.error)).toBe('expired');
    expect(selfServiceErrorOf(portError('Invalid', 'reservations.validation.slotFull'))).toBeNull();
    expect(selfServiceErrorOf(portError('Unavailable', 'selfService.errors.invalid'))).toBeNull();
  });
});

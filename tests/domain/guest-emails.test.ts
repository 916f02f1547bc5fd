// The rules of the e-mails about a booking (decision 0078), which the SQL outbox and the demo both follow.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  EMAIL_KINDS,
  EMAIL_STATES,
  emailOnGuestCancel,
  emailOnStatusChange,
  emailsOnChange,
  emailsOnCreate,
  emailStillApplies,
  isGuestEmail,
  mailsAbout,
  overtakes,
  retryDelayMinutes,
} from '../../src/domain/reservation/guest-emails';
import { EMAIL_KINDS as RENDERED_KINDS } from '../../supabase/functions/_shared/reservation-email';

const emailSchema = () =>
  readFileSync(new URL('../../supabase/schemas/09_emails.sql', import.meta.url), 'utf8');
/** The values of a CHECK (kind in (...)) as the schema file of the e-mails has them. */
const checkList = (constraint: string) =>
  [
    ...new RegExp(`${constraint}\\s+check \\(\\s*\\w+ in \\(([^)]*)\\)`)
      .exec(emailSchema())![1]!
      .matchAll(/'(\w+)'/g),
  ].map((m) => m[1]);

describe('guest e-mails', () => {
  it('has one list of kinds and states: the domain, the renderer and the SQL CHECKs', () => {
    expect([...RENDERED_KINDS]).toEqual([...EMAIL_KINDS]);
    expect(checkList('reservation_emails_kind_valid')).toEqual([...EMAIL_KINDS]);
    expect(checkList('reservation_emails_state_valid')).toEqual([...EMAIL_STATES]);
  });

  it('queues the restaurant’s decisions only', () => {
    expect(emailOnStatusChange('pending', 'confirmed')).toBe('confirmed');
    expect(emailOnStatusChange('cancelled', 'confirmed')).toBe('confirmed');
    expect(emailOnStatusChange('pending', 'cancelled')).toBe('declined');
    expect(emailOnStatusChange('confirmed', 'cancelled')).toBe('cancelled');
    expect(emailOnStatusChange('confirmed', 'completed')).toBeNull();
    expect(emailOnStatusChange('confirmed', 'no_show')).toBeNull();
    expect(emailOnStatusChange('completed', 'cancelled')).toBeNull();
    expect(emailsOnCreate({ status: 'pending', customer_email: 'a@b.de' })).toEqual([
      'received',
      'staff_new',
    ]);
    // Taken by staff: the guest's confirmation when they gave an address; the restaurant took it itself.
    const staff = { status: 'confirmed', source: 'phone' } as const;
    expect(emailsOnCreate({ ...staff, customer_email: 'a@b.de' })).toEqual(['confirmed']);
    expect(emailsOnCreate({ ...staff, customer_email: null })).toEqual([]);
    expect(emailsOnCreate({ status: 'seated', source: 'walk_in', customer_email: 'a@b.de' })).toEqual([]);
    expect(mailsAbout({ reservation_date: '2026-06-14' }, '2026-06-15')).toBe(false);
    expect(mailsAbout({ reservation_date: '2026-06-15' }, '2026-06-15')).toBe(true);
  });

  it('skips what no longer fits the booking', () => {
    const at = (status: 'pending' | 'confirmed' | 'cancelled', reservation_date = '2026-06-20') => ({
      status,
      reservation_date,
    });
    expect(emailStillApplies('received', at('confirmed'), '2026-06-15', false)).toBe(true);
    expect(emailStillApplies('received', at('cancelled'), '2026-06-15', false)).toBe(false);
    expect(emailStillApplies('confirmed', at('confirmed'), '2026-06-15', true)).toBe(false);
    expect(emailStillApplies('cancelled', at('cancelled'), '2026-06-15', false)).toBe(true);
    expect(emailStillApplies('reminder', at('confirmed', '2026-06-14'), '2026-06-15', false)).toBe(false);
    expect(emailStillApplies('staff_new', at('cancelled'), '2026-06-15', false)).toBe(true);
  });

  it('mails a change of date, time or party size to the guest and the restaurant, a guest’s cancellation to the restaurant', () => {
    const before = {
      reservation_date: '2026-06-20',
      reservation_time: '12:00',
      party_size: 2,
      customer_email: 'a@b.de',
    };
    expect(emailsOnChange(before, { ...before, reservation_time: '13:00', status: 'pending' })).toEqual([
      'changed',
      'staff_changed',
    ]);
    expect(emailsOnChange(before, { ...before, party_size: 3, status: 'confirmed' })).toEqual([
      'changed',
      'staff_changed',
    ]);
    expect(emailsOnChange(before, { ...before, status: 'pending' })).toEqual([]);
    expect(
      emailsOnChange(before, { ...before, reservation_date: '2026-06-21', status: 'cancelled' }),
    ).toEqual([]);
    // Staff made the change: the guest hears of it, when they can be written to; the restaurant knows.
    const moved = { ...before, reservation_time: '13:00', status: 'confirmed' } as const;
    expect(emailsOnChange(before, moved, 'staff')).toEqual(['changed']);
    expect(emailsOnChange(before, { ...moved, customer_email: null }, 'staff')).toEqual([]);
    expect(emailOnGuestCancel('confirmed')).toBe('staff_cancelled');
    expect(emailOnGuestCancel('pending')).toBe('staff_cancelled');
    expect(emailOnGuestCancel('completed')).toBeNull();
    expect(EMAIL_KINDS.filter((k) => !isGuestEmail(k))).toEqual([
      'staff_new',
      'staff_changed',
      'staff_cancelled',
    ]);

    const at = (status: 'pending' | 'confirmed' | 'cancelled') => ({
      status,
      reservation_date: '2026-06-20',
    });
    expect(emailStillApplies('changed', at('pending'), '2026-06-15', false)).toBe(true);
    expect(emailStillApplies('changed', at('pending'), '2026-06-15', true)).toBe(false);
    expect(emailStillApplies('changed', at('cancelled'), '2026-06-15', false)).toBe(false);
    expect(emailStillApplies('staff_changed', at('cancelled'), '2026-06-15', false)).toBe(true);
    expect(emailStillApplies('staff_cancelled', at('cancelled'), '2026-06-15', false)).toBe(true);
    expect(emailStillApplies('staff_cancelled', at('confirmed'), '2026-06-15', false)).toBe(false);
    expect(overtakes('changed', 'changed')).toBe(true);
    expect(overtakes('changed', 'confirmed')).toBe(false);
    expect(overtakes('staff_changed', 'changed')).toBe(false);
    expect(overtakes('confirmed', 'cancelled')).toBe(true);
  });

  it('backs off 1, 4, 16, 64, 256 minutes, then 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMinutes)).toEqual([1, 4, 16, 64, 256, 360, 360]);
  });
});

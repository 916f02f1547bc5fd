// The rules of the e-mails about a booking (decision 0078), which the SQL outbox and the demo both follow.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  EMAIL_KINDS,
  EMAIL_STATES,
  emailOnStatusChange,
  emailsOnCreate,
  emailStillApplies,
  mailsAbout,
  retryDelayMinutes,
} from '../../src/domain/reservation/guest-emails';
import { EMAIL_KINDS as RENDERED_KINDS } from '../../supabase/functions/_shared/reservation-email';

const migration = readFileSync(
  new URL('../../supabase/migrations/20261126000300_email_outbox.sql', import.meta.url),
  'utf8',
);
const checkList = (constraint: string) =>
  [
    ...new RegExp(`${constraint} check \\(\\s*\\w+ in \\(([^)]*)\\)`)
      .exec(migration)![1]!
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
    expect(emailsOnCreate({ status: 'pending' })).toEqual(['received', 'staff_new']);
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

  it('backs off 1, 4, 16, 64, 256 minutes, then 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMinutes)).toEqual([1, 4, 16, 64, 256, 360, 360]);
  });
});

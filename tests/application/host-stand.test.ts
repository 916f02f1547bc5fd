import { describe, expect, it } from 'vitest';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { BookAsStaff } from '../../src/application/reservations/book-as-staff';
import { ChangeReservation } from '../../src/application/reservations/change-reservation';
import type { StaffBookingDraft } from '../../src/domain/reservation/staff-booking';
import { emptyTables, ManualClock } from '../support/memory';
import { recordingSender } from '../support/recording-sender';

// 15 June 2026, 12:00 in Berlin.
const NOW = new Date('2026-06-15T10:00:00Z');

const draft = (overrides: Partial<StaffBookingDraft> = {}): StaffBookingDraft => ({
  customer_name: 'Herr Wang',
  customer_email: 'wang@example.org',
  customer_phone: null,
  reservation_date: '2026-06-15',
  reservation_time: '19:00',
  party_size: 4,
  special_requests: null,
  admin_notes: null,
  language_preference: 'zh',
  source: 'phone',
  table_ids: null,
  override_reason: null,
  submission_key: crypto.randomUUID(),
  ...overrides,
});

const setup = (confirmations = recordingSender()) => {
  const db = new MemoryDatabase(new MapStorage(), () => emptyTables(), new ManualClock(NOW));
  const reservations = new MemoryReservationRepository(db);
  return {
    confirmations,
    book: new BookAsStaff({ reservations, confirmations }),
    change: new ChangeReservation({ reservations, confirmations }),
  };
};

describe('the host stand’s use cases', () => {
  it('ask for the guest’s e-mail in their language when there is an address, and none without', async () => {
    const { book, change, confirmations } = setup();
    const booked = await book.execute(draft());
    if (!booked.ok) throw new Error(booked.error.message);
    await book.execute(draft({ customer_email: null, customer_phone: '030 1234' }));
    const moved = await change.execute(booked.value.id, { ...draft(), reservation_time: '20:00' });
    if (!moved.ok) throw new Error(moved.error.message);
    await Promise.resolve();
    expect(confirmations.sent.map((s) => [s.reservation.reservation_time, s.language])).toEqual([
      ['19:00', 'zh'],
      ['20:00', 'zh'],
    ]);
  });

  it('answer the host as soon as the store has, without waiting for the mail server', async () => {
    const { book, change } = setup(recordingSender(() => new Promise(() => undefined)));
    const booked = await book.execute(draft());
    expect(booked.ok).toBe(true);
    if (booked.ok) expect((await change.execute(booked.value.id, draft())).ok).toBe(true);
  });
});

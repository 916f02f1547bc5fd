import { describe, expect, it } from 'vitest';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { BookTable, type BookTableRequest } from '../../src/application/reservations/book-table';
import { ChangeReservationStatus } from '../../src/application/reservations/change-reservation-status';
import { ListReservations } from '../../src/application/reservations/list-reservations';
import { SaveReservationNotes } from '../../src/application/reservations/save-reservation-notes';
import type { BookingInput } from '../../src/domain/reservation/booking-schema';
import { restaurantInstant } from '../../src/domain/shared/time';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';
import { recordingSender } from '../support/recording-sender';

const HOUR = 3_600_000;

const booking = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  customer_name: ' Mia Schulz ',
  customer_email: 'mia@example.org',
  customer_phone: '',
  reservation_date: '2026-06-20',
  reservation_time: '10:30',
  party_size: 4,
  special_requests: 'Kinderstuhl',
  ...overrides,
});

const setup = () => {
  // 15 June 2026, 12:00 in Berlin (summer time).
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const reservations = new MemoryReservationRepository(emptyMemoryDatabase(clock));
  let keys = 0;
  const request = (overrides: Partial<BookingInput> = {}): BookTableRequest => ({
    booking: booking(overrides),
    language: 'en',
    submissionKey: `key-${++keys}`,
  });
  return {
    clock,
    reservations,
    request,
    book: new BookTable({ reservations, clock, confirmations: recordingSender() }),
    stored: async () => {
      const all = await new ListReservations({ reservations }).execute();
      return all.ok ? all.value : [];
    },
  };
};

describe('BookTable', () => {
  it('stores a valid booking as pending, with the language and the submission key', async () => {
    const { book, request, stored } = setup();
    const created = await book.execute(request());
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value).toMatchObject({
      customer_name: 'Mia Schulz',
      customer_phone: null,
      status: 'pending',
      language_preference: 'en',
      submission_key: 'key-1',
    });
    expect(await stored()).toHaveLength(1);
  });

  it("refuses an invalid field with the field's key, before anything is written", async () => {
    const { book, request, stored } = setup();
    const refused = await book.execute(request({ party_size: 25 }));
    expect(refused.ok ? null : refused.error.issues).toEqual({
      party_size: 'reservations.validation.partySizeMax',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a date before today in Berlin as dateInPast', async () => {
    const { book, request, stored } = setup();
    const refused = await book.execute(
      request({ reservation_date: '2026-06-14', reservation_time: '21:30' }),
    );
    expect(refused.ok ? null : refused.error.issues).toEqual({
      reservation_date: 'reservations.validation.dateInPast',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a slot today that is not more than two hours ahead, by its clock', async () => {
    const { book, request, clock, stored } = setup();
    const slot = restaurantInstant('2026-06-15', '14:00');
    clock.set(new Date(slot.getTime() - 2 * HOUR));
    const refused = await book.execute(
      request({ reservation_date: '2026-06-15', reservation_time: '14:00' }),
    );
    expect(refused.ok ? null : refused.error.message).toBe('reservations.validation.timeTooSoon');
    expect(refused.ok ? null : refused.error.issues).toEqual({
      reservation_time: 'reservations.validation.timeTooSoon',
    });
    expect(await stored()).toEqual([]);
    clock.advance(-60_000);
    const accepted = await book.execute(
      request({ reservation_date: '2026-06-15', reservation_time: '14:00' }),
    );
    expect(accepted.ok).toBe(true);
  });

  it('returns the same reservation when a submission is retried', async () => {
    const { book, stored } = setup();
    const request: BookTableRequest = { booking: booking(), language: 'de', submissionKey: 'retry-me' };
    const first = await book.execute(request);
    const second = await book.execute(request);
    expect(first.ok && second.ok && second.value.id === first.value.id).toBe(true);
    expect(await stored()).toHaveLength(1);
  });
});

describe('ChangeReservationStatus and SaveReservationNotes', () => {
  it('confirms with notes, refuses the same status again, and saves notes keeping the status', async () => {
    const { book, request, reservations, clock } = setup();
    const created = await book.execute(request());
    if (!created.ok) throw new Error(created.error.message);
    const change = new ChangeReservationStatus({ reservations });
    const notes = new SaveReservationNotes({ reservations });
    clock.advance(HOUR);
    const confirmed = await change.execute(created.value.id, 'confirmed', 'Fensterplatz');
    expect(confirmed.ok && confirmed.value).toMatchObject({
      status: 'confirmed',
      admin_notes: 'Fensterplatz',
      confirmed_at: clock.now().toISOString(),
    });
    const again = await change.execute(created.value.id, 'confirmed');
    expect(again.ok ? 'ok' : again.error.kind).toBe('Invalid');
    const noted = await notes.execute(created.value.id, 'Kommt 10 min später');
    expect(noted.ok && [noted.value.status, noted.value.admin_notes]).toEqual([
      'confirmed',
      'Kommt 10 min später',
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import {
  BookTable,
  worthRetrying,
  type BookTableRequest,
} from '../../src/application/reservations/book-table';
import { ChangeReservationStatus } from '../../src/application/reservations/change-reservation-status';
import { ExportReservations, MAX_EXPORT_ROWS } from '../../src/application/reservations/export-reservations';
import { ListReservations } from '../../src/application/reservations/list-reservations';
import { ShowDaySheet } from '../../src/application/reservations/show-day-sheet';
import type { ReservationRepository } from '../../src/application/ports/reservation-repository';
import { CSV_COLUMNS, type CsvLocale } from '../../src/domain/reservation/csv';
import { RESERVATION_STATUSES } from '../../src/domain/reservation/reservation';
import { MAX_PAGE_SIZE, queryReservations, type ReservationQuery } from '../../src/domain/reservation/query';
import type { Reservation } from '../../src/domain/reservation/reservation';
import { ok } from '../../src/domain/shared/result';
import { everyReservation } from '../contracts/reservation-repository.contract';
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
    book: new BookTable({ reservations, confirmations: recordingSender() }),
    stored: async () => {
      const all = await new ListReservations({ reservations }).execute(everyReservation);
      return all.ok ? all.value.rows : [];
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

  it('answers Unavailable, worth a retry, when the store throws; the retry with the key books once', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reservations, stored } = setup();
    const keys: string[] = [];
    let calls = 0;
    // The first request reaches the store but its answer is lost on the way back (the fetch throws).
    const lossy: ReservationRepository = Object.assign(Object.create(reservations) as ReservationRepository, {
      create: async (draft: Parameters<ReservationRepository['create']>[0]) => {
        keys.push(draft.submission_key);
        const created = await reservations.create(draft);
        if (++calls === 1) throw new TypeError('Failed to fetch');
        return created;
      },
    });
    const book = new BookTable({ reservations: lossy, confirmations: recordingSender() });
    const request: BookTableRequest = { booking: booking(), language: 'de', submissionKey: 'lost-answer' };
    const first = await book.execute(request);
    expect(first.ok ? 'ok' : [first.error.kind, worthRetrying(first.error)]).toEqual(['Unavailable', true]);
    const second = await book.execute(request);
    expect(second.ok).toBe(true);
    expect(keys).toEqual(['lost-answer', 'lost-answer']);
    expect(await stored()).toHaveLength(1);
    quiet.mockRestore();
  });

  it('is worth a retry only when the store could not answer', () => {
    expect(worthRetrying({ kind: 'Unavailable', message: 'network error' })).toBe(true);
    for (const kind of ['Invalid', 'Conflict', 'Forbidden', 'NotFound'] as const)
      expect(worthRetrying({ kind, message: 'reservations.validation.slotFull' })).toBe(false);
  });
});

describe('ChangeReservationStatus and SaveReservationNotes', () => {
  it('confirms with notes, refuses the same status again, and saves notes keeping the status', async () => {
    const { book, request, reservations, clock } = setup();
    const created = await book.execute(request());
    if (!created.ok) throw new Error(created.error.message);
    const change = new ChangeReservationStatus({ reservations, confirmations: recordingSender() });
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

/** A store of n generated reservations that records the queries it is asked. */
const storeOf = (n: number) => {
  const rows: Reservation[] = Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    created_at: '2026-06-01T08:00:00.000Z',
    updated_at: '2026-06-01T08:00:00.000Z',
    customer_name: i === 7 ? '=HYPERLINK("x")' : `Gast ${i}`,
    customer_email: `gast${i}@example.org`,
    customer_phone: null,
    reservation_date: `2026-06-${String(10 + (i % 10)).padStart(2, '0')}`,
    reservation_time: ['09:00', '09:30', '12:00'][i % 3]!,
    party_size: 1 + (i % 6),
    special_requests: null,
    language_preference: 'de',
    status: i % 5 === 0 ? 'cancelled' : 'confirmed',
    admin_notes: null,
    confirmed_at: null,
    cancelled_at: null,
    submission_key: null,
    event_id: null,
  }));
  const asked: ReservationQuery[] = [];
  const store = {
    list: async (query: ReservationQuery) => {
      asked.push(query);
      return ok(queryReservations(rows, query));
    },
  } as unknown as ReservationRepository;
  return { store, asked, rows };
};

describe('ShowDaySheet', () => {
  it('asks for one date and groups it by slot with covers', async () => {
    const { store, asked, rows } = storeOf(60);
    const sheet = await new ShowDaySheet({ reservations: store }).execute('2026-06-12');
    if (!sheet.ok) throw new Error(sheet.error.message);
    expect(asked).toHaveLength(1);
    expect([asked[0]!.from, asked[0]!.to, asked[0]!.pageSize]).toEqual([
      '2026-06-12',
      '2026-06-12',
      MAX_PAGE_SIZE,
    ]);
    const ofDay = rows.filter((r) => r.reservation_date === '2026-06-12');
    expect(sheet.value.slots.flatMap((s) => s.reservations)).toHaveLength(ofDay.length);
    expect(sheet.value.covers).toBe(
      ofDay.filter((r) => r.status !== 'cancelled').reduce((n, r) => n + r.party_size, 0),
    );
    expect(sheet.value.truncated).toBe(false);
  });

  it('says so when a date has more bookings than one request returns', async () => {
    const { store } = storeOf(MAX_PAGE_SIZE * 10 + 50);
    const sheet = await new ShowDaySheet({ reservations: store }).execute('2026-06-10');
    expect(sheet.ok && sheet.value.truncated).toBe(true);
  });
});

describe('ExportReservations', () => {
  const locale: CsvLocale = {
    separator: ',',
    headings: Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])) as CsvLocale['headings'],
    statuses: Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, s])) as CsvLocale['statuses'],
  };

  it('reads every page of the filter, each within one request’s bound, and escapes formulas', async () => {
    const { store, asked, rows } = storeOf(1_234);
    const query = { ...everyReservation, status: 'confirmed' as const, page: 9, pageSize: 25 };
    const csv = await new ExportReservations({ reservations: store }).execute({ query, locale });
    if (!csv.ok) throw new Error(csv.error.message);
    const lines = csv.value.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + rows.filter((r) => r.status === 'confirmed').length);
    expect(asked.map((q) => [q.page, q.pageSize, q.status])).toEqual([
      [1, MAX_PAGE_SIZE, 'confirmed'],
      [2, MAX_PAGE_SIZE, 'confirmed'],
    ]);
    expect(csv.value).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('reads past a search whose count stopped at its limit', async () => {
    const { store, asked } = storeOf(2 * MAX_PAGE_SIZE + 234);
    const query = { ...everyReservation, search: 'gast' };
    const csv = await new ExportReservations({ reservations: store }).execute({ query, locale });
    if (!csv.ok) throw new Error(csv.error.message);
    expect(csv.value.slice(1).trimEnd().split('\r\n')).toHaveLength(1 + 2 * MAX_PAGE_SIZE + 234);
    expect(asked.map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('stops at its bound even if a store kept answering', async () => {
    let calls = 0;
    const endless = {
      list: async () => {
        calls++;
        return ok({ rows: storeOf(MAX_PAGE_SIZE).rows, total: Number.MAX_SAFE_INTEGER });
      },
    } as unknown as ReservationRepository;
    const csv = await new ExportReservations({ reservations: endless }).execute({
      query: everyReservation,
      locale,
    });
    expect(csv.ok).toBe(true);
    expect(calls).toBe(MAX_EXPORT_ROWS / MAX_PAGE_SIZE);
  });
});

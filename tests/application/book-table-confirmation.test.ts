import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_OUTBOX_KEY,
  MemoryConfirmationSender,
} from '../../src/adapters/memory/memory-confirmation-sender';
import { MapStorage, MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import {
  BookTable,
  CONFIRMATION_WAIT_MS,
  type BookTableRequest,
} from '../../src/application/reservations/book-table';
import { ListConfirmationOutbox } from '../../src/application/reservations/list-confirmation-outbox';
import type { ContentBlock } from '../../src/domain/content/content-block';
import { ok, unavailable } from '../../src/domain/shared/result';
import { emptyTables, ManualClock } from '../support/memory';
import { recordingSender } from '../support/recording-sender';

// 15 June 2026, 12:00 in Berlin.
const NOW = new Date('2026-06-15T10:00:00Z');

const request = (overrides: Partial<BookTableRequest> = {}): BookTableRequest => ({
  booking: {
    customer_name: 'Mia Schulz',
    customer_email: 'mia@example.org',
    customer_phone: null,
    reservation_date: '2026-06-20',
    reservation_time: '10:30',
    party_size: 2,
    special_requests: null,
  },
  language: 'en',
  submissionKey: crypto.randomUUID(),
  ...overrides,
});

const businessInfo: ContentBlock = {
  id: 'b1',
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  section_name: 'business_info',
  title: 'Geschäftsinformationen',
  content: 'Restaurant: Tischlein\nAdresse: Musterstraße 12, 13353 Berlin\nE-Mail: hallo@tischlein.example',
  image_url: null,
  is_active: true,
};

const setup = (confirmations = recordingSender()) => {
  const clock = new ManualClock(NOW);
  const storage = new MapStorage();
  const db = new MemoryDatabase(storage, () => ({ ...emptyTables(), content_blocks: [businessInfo] }), clock);
  const reservations = new MemoryReservationRepository(db);
  return { storage, db, clock, confirmations, book: new BookTable({ reservations, confirmations }) };
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('BookTable asks for the confirmation e-mail', () => {
  it('after a booking is stored, with the stored row and the visitor language', async () => {
    const { book, confirmations } = setup();
    const booked = await book.execute(request({ language: 'zh' }));
    if (!booked.ok) throw new Error(booked.error.message);
    expect(confirmations.sent).toEqual([{ reservation: booked.value, language: 'zh' }]);
  });

  it('not for a refused booking', async () => {
    const { book, confirmations } = setup();
    const tooSoon = await book.execute(
      request({
        booking: { ...request().booking, reservation_date: '2026-06-15', reservation_time: '13:30' },
      }),
    );
    expect(tooSoon.ok).toBe(false);
    const invalid = await book.execute(request({ booking: { ...request().booking, customer_email: 'x' } }));
    expect(invalid.ok).toBe(false);
    expect(confirmations.sent).toEqual([]);
  });

  it('logs a failed or throwing sender and still reports the booking', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = setup(recordingSender(async () => unavailable('SMTP down')));
    expect((await failing.book.execute(request())).ok).toBe(true);
    expect(error).toHaveBeenCalledWith(
      'The confirmation e-mail was not sent:',
      expect.objectContaining({ message: 'SMTP down' }),
    );

    const throwing = setup(
      recordingSender(() => {
        throw new Error('network');
      }),
    );
    expect((await throwing.book.execute(request())).ok).toBe(true);
    expect(error).toHaveBeenCalledWith('The confirmation e-mail was not sent:', new Error('network'));
  });

  it('answers after a few seconds at most when the sender hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { book } = setup(recordingSender(() => new Promise(() => undefined)));
    let settled = false;
    const pending = book.execute(request()).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).ok).toBe(true);
  });
});

describe('MemoryConfirmationSender (the demo outbox)', () => {
  it('renders the e-mail of the stored reservation into the outbox, once', async () => {
    const { storage, db } = setup();
    const sender = new MemoryConfirmationSender(storage, db);
    const book = new BookTable({
      reservations: new MemoryReservationRepository(db),
      confirmations: sender,
    });
    const booked = await book.execute(request({ language: 'en' }));
    if (!booked.ok) throw new Error(booked.error.message);

    const outbox = await new ListConfirmationOutbox({ confirmations: sender }).execute();
    expect(outbox.ok && outbox.value).toHaveLength(1);
    const [mail] = outbox.ok ? outbox.value : [];
    expect(mail).toMatchObject({
      reservation_id: booked.value.id,
      to: 'mia@example.org',
      language: 'en',
      subject: expect.stringMatching(/^Your reservation at Tischlein: Saturday,? 20 June 2026, 10:30$/),
      sent_at: NOW.toISOString(),
    });
    expect(mail?.text).toContain('Musterstraße 12, 13353 Berlin');
    expect(mail?.calendar).toContain('DTSTART;TZID=Europe/Berlin:20260620T103000');

    // Sending again (a retried booking) adds nothing; a forged copy is not what gets rendered.
    expect(await sender.send({ ...booked.value, customer_email: 'forged@example.org' }, 'de')).toEqual(
      ok(undefined),
    );
    const again = await sender.outbox();
    expect(again.ok && again.value.map((m) => m.to)).toEqual(['mia@example.org']);
    expect(JSON.parse(storage.getItem(DEMO_OUTBOX_KEY) ?? '[]')).toHaveLength(1);
  });

  it('refuses a reservation that is not stored, and says it keeps an outbox', async () => {
    const { storage, db } = setup();
    const sender = new MemoryConfirmationSender(storage, db);
    expect(new ListConfirmationOutbox({ confirmations: sender }).available).toBe(true);
    const missing = await sender.send({ ...(await setupBooking()), id: 'nope' }, 'de');
    expect(missing.ok ? 'sent' : missing.error.kind).toBe('NotFound');
  });
});

const setupBooking = async () => {
  const { book } = setup();
  const booked = await book.execute(request());
  if (!booked.ok) throw new Error(booked.error.message);
  return booked.value;
};

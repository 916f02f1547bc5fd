import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_OUTBOX_KEY,
  MemoryConfirmationSender,
} from '../../src/adapters/memory/memory-confirmation-sender';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { MemoryReservationSelfService } from '../../src/adapters/memory/memory-reservation-self-service';
import { manageTokenFor } from '../../src/adapters/memory/reservation-token';
import {
  BookTable,
  CONFIRMATION_WAIT_MS,
  type BookTableRequest,
} from '../../src/application/reservations/book-table';
import { ChangeReservationStatus } from '../../src/application/reservations/change-reservation-status';
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
  translations: {},
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
  const demo = () => {
    const { storage, db, clock } = setup();
    const sender = new MemoryConfirmationSender(
      db,
      async (id) => `https://demo.example/reservation/token-of-${id}`,
      'https://demo.example',
    );
    const reservations = new MemoryReservationRepository(db);
    const book = new BookTable({ reservations, confirmations: sender });
    const change = new ChangeReservationStatus({ reservations, confirmations: sender });
    const outbox = async () => {
      const listed = await new ListConfirmationOutbox({ outbox: sender }).execute();
      if (!listed.ok) throw new Error(listed.error.message);
      return listed.value;
    };
    return { storage, db, clock, sender, book, change, outbox };
  };

  it('renders the "received" e-mail of the stored reservation and the restaurant notice, once', async () => {
    const { sender, book, outbox, storage } = demo();
    const booked = await book.execute(request({ language: 'en' }));
    if (!booked.ok) throw new Error(booked.error.message);

    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['staff_new', 'hallo@tischlein.example'],
      ['received', 'mia@example.org'],
    ]);
    const mail = mails[1]!;
    expect(mail).toMatchObject({
      reservation_id: booked.value.id,
      language: 'en',
      subject: expect.stringMatching(/^Your reservation at Tischlein: Saturday,? 20 June 2026, 10:30$/),
      sent_at: NOW.toISOString(),
    });
    expect(mail.text).toContain('Musterstraße 12, 13353 Berlin');
    expect(mail.text).toContain(
      `View, move or cancel your reservation: https://demo.example/reservation/token-of-${booked.value.id}`,
    );
    expect(mail.calendar).toContain('DTSTART;TZID=Europe/Berlin:20260620T103000');
    expect(mails[0]!.text).toContain('Bestätigen oder absagen: https://demo.example/admin/reservations');

    // Sending again (a retried booking) adds nothing; a forged copy is not what gets rendered.
    expect(await sender.send({ ...booked.value, customer_email: 'forged@example.org' }, 'de')).toEqual(
      ok(undefined),
    );
    expect((await outbox()).map((m) => m.to)).toEqual(['hallo@tischlein.example', 'mia@example.org']);
    expect(JSON.parse(storage.getItem(DEMO_OUTBOX_KEY) ?? '[]')).toHaveLength(2);
  });

  it('mails the restaurant’s decisions: confirmed with the calendar entry, cancelled with the reason', async () => {
    const { sender, book, change, outbox, clock } = demo();
    const booked = await book.execute(request({ language: 'zh' }));
    if (!booked.ok) throw new Error(booked.error.message);
    clock.advance(60_000);
    await change.execute(booked.value.id, 'confirmed');
    const confirmed = (await outbox())[0]!;
    expect([confirmed.kind, confirmed.subject]).toEqual([
      'confirmed',
      '预订已确认：Tischlein，2026年6月20日星期六 10:30',
    ]);
    expect(confirmed.calendar).toContain('STATUS:CONFIRMED');

    clock.advance(60_000);
    const tooLong = await change.execute(booked.value.id, 'cancelled', undefined, 'x'.repeat(501));
    expect(tooLong.ok ? 'ok' : tooLong.error.message).toBe('admin:reservations.validation.reasonTooLong');
    await change.execute(booked.value.id, 'cancelled', undefined, ' 厨房漏水，暂停营业。 ');
    const cancelled = (await outbox())[0]!;
    expect([cancelled.kind, cancelled.calendar]).toEqual(['cancelled', null]);
    expect(cancelled.text).toContain('原因: 厨房漏水，暂停营业。');
    expect(cancelled.text).not.toContain('/reservation/');

    const deliveries = await sender.deliveries(booked.value.id);
    expect(deliveries.ok && deliveries.value.map((d) => [d.kind, d.state, d.attempts, d.reason])).toEqual([
      ['received', 'sent', 1, null],
      ['staff_new', 'sent', 1, null],
      ['confirmed', 'sent', 1, null],
      ['cancelled', 'sent', 1, '厨房漏水，暂停营业。'],
    ]);
  });

  it('declines a request and skips its "received" e-mail if that had not gone out yet', async () => {
    const { db, sender, change } = demo();
    const reservations = new MemoryReservationRepository(db);
    const created = await reservations.create({
      ...request().booking,
      customer_phone: null,
      special_requests: null,
      language_preference: 'de',
      submission_key: crypto.randomUUID(),
    });
    if (!created.ok) throw new Error(created.error.message);
    await change.execute(created.value.id, 'cancelled');
    const deliveries = await sender.deliveries(created.value.id);
    expect(deliveries.ok && deliveries.value.map((d) => `${d.kind} ${d.state}`)).toEqual([
      'received skipped',
      'staff_new sent',
      'declined sent',
    ]);
  });

  it('sends the reminder of tomorrow’s confirmed bookings when the outbox is opened, once', async () => {
    const { book, change, outbox, clock } = demo();
    const booked = await book.execute(
      request({ language: 'de', booking: { ...request().booking, reservation_date: '2026-06-16' } }),
    );
    if (!booked.ok) throw new Error(booked.error.message);
    await change.execute(booked.value.id, 'confirmed');
    clock.advance(60_000);
    const reminders = async () => (await outbox()).filter((m) => m.kind === 'reminder');
    expect((await reminders()).map((m) => m.subject)).toEqual([
      'Erinnerung: dein Tisch bei Tischlein morgen um 10:30 Uhr',
    ]);
    expect(await reminders()).toHaveLength(1);
  });

  it('tells the guest and the restaurant of each move through the self-service link, the restaurant of a cancellation', async () => {
    const { db, storage, sender, book, change, outbox, clock } = demo();
    const booked = await book.execute(request({ language: 'en' }));
    if (!booked.ok) throw new Error(booked.error.message);
    await change.execute(booked.value.id, 'confirmed');
    await outbox();
    const selfService = new MemoryReservationSelfService(db, storage);

    clock.advance(60_000);
    const moved = await selfService.move(await manageTokenFor(storage, booked.value), '2026-06-21', '12:00');
    if (!moved.ok) throw new Error(moved.error.message);
    const [notice, changed] = await outbox();
    expect([changed!.kind, changed!.to, changed!.language]).toEqual(['changed', 'mia@example.org', 'en']);
    expect(changed!.subject).toMatch(
      /^Changed: your reservation at Tischlein on Sunday,? 21 June 2026, 12:00$/,
    );
    expect(changed!.text).toContain('The new time is waiting for our confirmation.');
    expect(changed!.text).toContain(
      `View, move or cancel your reservation: https://demo.example/reservation/token-of-${booked.value.id}`,
    );
    expect(changed!.calendar).toContain('DTSTART;TZID=Europe/Berlin:20260621T120000');
    expect([notice!.kind, notice!.to]).toEqual(['staff_changed', 'hallo@tischlein.example']);
    expect(notice!.subject).toBe('Geänderte Reservierung: Sonntag, 21. Juni 2026, 12:00 Uhr (2 Personen)');
    expect(notice!.text).toContain('Die Reservierung wartet wieder auf eure Bestätigung.');

    // The same time again is no change; a second move is a second e-mail.
    await selfService.move(moved.value.token, '2026-06-21', '12:00');
    const again = await selfService.move(moved.value.token, '2026-06-22', '13:00');
    if (!again.ok) throw new Error(again.error.message);
    clock.advance(60_000);
    const cancelled = await selfService.cancel(again.value.token);
    if (!cancelled.ok) throw new Error(cancelled.error.message);
    const [freed] = await outbox();
    expect([freed!.kind, freed!.to]).toEqual(['staff_cancelled', 'hallo@tischlein.example']);
    expect(freed!.subject).toBe('Vom Gast abgesagt: Montag, 22. Juni 2026, 13:00 Uhr (2 Personen)');
    expect(freed!.text).toContain('Der Tisch ist wieder frei.');

    const deliveries = await sender.deliveries(booked.value.id);
    expect(deliveries.ok && deliveries.value.map((d) => `${d.kind} ${d.occurrence} ${d.state}`)).toEqual([
      'received 1 sent',
      'staff_new 1 sent',
      'confirmed 1 sent',
      'changed 1 sent',
      'staff_changed 1 sent',
      // Delivered after the cancellation: the second change is no news to the guest any more.
      'changed 2 skipped',
      'staff_changed 2 sent',
      'staff_cancelled 1 sent',
    ]);
  });

  it('sends at most mailsPerAddressPerDay to one mailbox and no first e-mail of an old booking, as SQL (0088)', async () => {
    const { book, outbox, sender, db, clock } = demo();
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const customer_email = `${n % 2 ? 'v' : 'V'}+${n}@example.org`;
      const booked = await book.execute(request({ booking: { ...request().booking, customer_email } }));
      if (!booked.ok) throw new Error(booked.error.message);
      ids.push(booked.value.id);
    }
    expect((await outbox()).filter((m) => m.kind === 'received')).toHaveLength(5);
    const states = async (id: string) => {
      const result = await sender.deliveries(id);
      return result.ok ? result.value.map((d) => `${d.kind} ${d.state} ${d.last_error}`) : result;
    };
    expect(await states(ids.at(-1)!)).toEqual(['received skipped daily_limit', 'staff_new sent null']);

    // A booking whose e-mails nobody asked for at once, delivered an hour later: nothing goes out.
    const quietly = new BookTable({
      reservations: new MemoryReservationRepository(db),
      confirmations: recordingSender(),
    });
    const quiet = await quietly.execute(
      request({ booking: { ...request().booking, customer_email: 'quiet@example.org' } }),
    );
    if (!quiet.ok) throw new Error(quiet.error.message);
    clock.advance(60 * 60_000);
    await outbox();
    expect(await states(quiet.value.id)).toEqual(['received skipped stale', 'staff_new skipped stale']);
  });

  it('refuses a reservation that is not stored', async () => {
    const { sender } = demo();
    const missing = await sender.send({ ...(await setupBooking()), id: 'nope' }, 'de');
    expect(missing.ok ? 'sent' : missing.error.kind).toBe('NotFound');
  });
});

describe('ChangeReservationStatus delivers the e-mail the change queued', () => {
  it('asks the sender after a change, not after a refused one, and passes the reason on', async () => {
    const { db, confirmations } = setup();
    const reservations = new MemoryReservationRepository(db);
    const created = await reservations.create({
      ...request().booking,
      customer_phone: null,
      special_requests: null,
      language_preference: 'en',
      submission_key: crypto.randomUUID(),
    });
    if (!created.ok) throw new Error(created.error.message);
    const change = new ChangeReservationStatus({ reservations, confirmations });
    const cancelled = await change.execute(created.value.id, 'cancelled', null, 'Closed for a private event');
    expect(cancelled.ok).toBe(true);
    expect(confirmations.sent.map((s) => [s.reservation.status, s.language])).toEqual([['cancelled', 'en']]);
    expect(db.emails.rows().find((r) => r.kind === 'declined')?.reason).toBe('Closed for a private event');
    expect((await change.execute(created.value.id, 'cancelled')).ok).toBe(false);
    expect(confirmations.sent).toHaveLength(1);
  });
});

const setupBooking = async () => {
  const { book } = setup();
  const booked = await book.execute(request());
  if (!booked.ok) throw new Error(booked.error.message);
  return booked.value;
};

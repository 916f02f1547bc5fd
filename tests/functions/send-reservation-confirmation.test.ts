// The send-reservation-confirmation logic end to end, with only the Deno shell left out (decision 0078): the
// outbox's SQL on PGlite (and PostgreSQL when DATABASE_URL is set) as the service role, and a real SMTP server
// on 127.0.0.1. Every kind of e-mail, the once-only delivery, the recorded failures and their retry.
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { sqlOutboxStore, type AsServiceRole } from '../../supabase/functions/_shared/confirmation-store';
import {
  deliverEmails,
  handleConfirmationRequest,
  smtpErrorCode,
  type DeliveryIo,
} from '../../supabase/functions/_shared/send-confirmation';
import { smtpMailer } from '../../supabase/functions/_shared/smtp';
import { targets, type TestDatabase } from '../sql/db';
import { SMTP_PASS, SMTP_USER, startSmtpServer, unusedPort, type TestSmtpServer } from './smtp-test-server';

const NOW = new Date('2030-01-02T09:00:00Z');
const FROM = 'Tischlein <hallo@tischlein.example>';
const RESTAURANT = 'hallo@tischlein.example';
const SITE = 'https://tischlein.example';

interface Booking {
  name?: string;
  email?: string;
  phone?: string | null;
  date?: string;
  time?: string;
  party?: number;
  requests?: string | null;
  language?: string;
  status?: string;
}

const toOf = (mail: ParsedMail): string | null => (mail.to && !Array.isArray(mail.to) ? mail.to.text : null);

const attachmentText = (mail: ParsedMail): string => {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error('no calendar attachment');
  return ics.content.toString('utf8');
};

/** The event of an .ics file, its start as an instant (resolved with the file's own VTIMEZONE). */
const parseEvent = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]);
  return {
    event,
    start: event.startDate.toJSDate(),
    zone: event.startDate.zone,
    status: String(vevents[0]!.getFirstPropertyValue('status')),
    durationMinutes: event.duration.toSeconds() / 60,
  };
};

describe('smtpErrorCode', () => {
  it('keeps nodemailer’s code and the SMTP reply code, never the message', () => {
    expect(
      smtpErrorCode(
        Object.assign(new Error('550 <mia@example.org> unknown'), { code: 'EENVELOPE', responseCode: 550 }),
      ),
    ).toBe('smtp EENVELOPE 550');
    expect(smtpErrorCode(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(
      'smtp ECONNECTION',
    );
    expect(smtpErrorCode(new Error('mia@example.org'))).toBe('smtp error');
    expect(smtpErrorCode({ code: 'bad code with mia@example.org' })).toBe('smtp error');
  });
});

describe.each(targets)('send-reservation-confirmation on $name', (target) => {
  let db: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    db = await target.open();
    smtp = await startSmtpServer();
    await db.query(
      `insert into public.content_blocks (section_name, title, content, is_active) values
         ('business_info', 'Geschäftsinformationen', E'Restaurant: Tischlein\\nAdresse: alt', true)`,
    );
    await db.query(
      `update public.restaurant_settings set contact = contact || '{"phone": "030 1234567"}'::jsonb`,
    );
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.close();
  });
  afterEach(() => {
    smtp.refuse = false;
    vi.restoreAllMocks();
  });

  const asServiceRole: AsServiceRole = (work) =>
    db.as(
      'service_role',
      (s) =>
        work(<T>(sql: string, params: readonly unknown[]) =>
          s.query<T>(sql, [...params]).then((r) => r.rows),
        ),
      { commit: true },
    );
  const store = sqlOutboxStore(asServiceRole);

  const io = (port = smtp.port, log = vi.fn(), siteUrl: string | null = SITE): DeliveryIo => ({
    store,
    mail: smtpMailer({ host: '127.0.0.1', port, user: SMTP_USER, pass: SMTP_PASS, from: FROM }),
    from: FROM,
    siteUrl,
    now: () => NOW,
    log,
  });

  const book = async (b: Booking = {}): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, customer_phone, reservation_date,
         reservation_time, party_size, special_requests, language_preference, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::text`,
      [
        b.name ?? 'Mia Chen',
        b.email ?? 'mia@example.org',
        b.phone === undefined ? '+49 30 555 01' : b.phone,
        b.date ?? '2030-07-04',
        b.time ?? '10:30',
        b.party ?? 4,
        b.requests === undefined ? 'Fensterplatz, bitte' : b.requests,
        b.language ?? 'de',
        b.status ?? 'pending',
      ],
    );
    return rows[0]!.id;
  };

  const deliver = (id: string, with_ = io()) => deliverEmails({ reservationId: id }, with_);

  /** The mails of this test that went to an address, oldest first. */
  const mailsTo = (address: string, since: number) =>
    smtp.received.slice(since).filter((m) => toOf(m) === address);

  const states = async (id: string) =>
    (
      await db.query<{ kind: string; state: string; last_error: string | null }>(
        `select kind, state, last_error from public.reservation_emails where reservation_id = $1 order by seq`,
        [id],
      )
    ).rows;

  const staffChange = (id: string, status: string, reason: string | null = null) =>
    db.request('admin', `select public.change_reservation_status($1, $2, null, $3)`, [id, status, reason]);

  const snapshot = async (id: string) =>
    (await db.query(`select * from public.reservations where id = $1`, [id])).rows[0];

  it('mails the German "received" e-mail with the details, the contact, the self-service link and a calendar entry', async () => {
    const since = smtp.received.length;
    const id = await book();
    expect(await deliver(id)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const [mail] = mailsTo('mia@example.org', since);

    expect(mail!.from?.value).toEqual([{ name: 'Tischlein', address: RESTAURANT }]);
    expect(mail!.replyTo?.text).toBe(RESTAURANT);
    expect(mail!.subject).toBe('Deine Reservierung bei Tischlein: Donnerstag, 4. Juli 2030, 10:30 Uhr');
    for (const line of [
      'Hallo Mia Chen,',
      'Datum: Donnerstag, 4. Juli 2030',
      'Uhrzeit: 10:30 Uhr',
      'Personen: 4 Personen',
      'Telefon: +49 30 555 01',
      'Besondere Wünsche: Fensterplatz, bitte',
      'Musterstraße 12, 13353 Berlin',
      '030 1234567',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain('Musterstraße 12, 13353 Berlin');

    // The link opens this booking on the self-service page (the token is checked in SQL).
    const link =
      /Reservierung ansehen, verschieben oder absagen: (https:\/\/tischlein\.example\/reservation\/(\S+))/.exec(
        mail!.text ?? '',
      );
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![1]}"`);
    const opened = await db.request<{ v: { customer_name: string } }>(
      'anon',
      'select public.reservation_by_token($1) as v',
      [decodeURIComponent(link![2]!)],
    );
    expect(opened.rows[0]!.v.customer_name).toBe('Mia Chen');

    const { event, start, zone, status, durationMinutes } = parseEvent(attachmentText(mail!));
    expect(start.toISOString()).toBe('2030-07-04T08:30:00.000Z'); // 10:30 in Berlin summer time (UTC+2)
    expect(zone.tzid).toBe('Europe/Berlin');
    expect(durationMinutes).toBe(120);
    expect(event.uid).toBe(`${id}@tischlein`);
    expect(event.summary).toBe('Tisch bei Tischlein (4 Personen)');
    expect(event.location).toBe('Tischlein, Musterstraße 12, 13353 Berlin');
    expect(status).toBe('TENTATIVE');

    // The restaurant's notice: to its own address from Settings, answering goes to the guest.
    const [notice] = mailsTo(RESTAURANT, since);
    expect(notice!.subject).toBe('Neue Reservierung: Donnerstag, 4. Juli 2030, 10:30 Uhr (4 Personen)');
    expect(notice!.replyTo?.text).toBe('mia@example.org');
    expect(notice!.text).toContain('E-Mail: mia@example.org');
    expect(notice!.text).toContain(`Bestätigen oder absagen: ${SITE}/admin/reservations`);
    expect(notice!.attachments).toEqual([]);

    expect(await states(id)).toEqual([
      { kind: 'received', state: 'sent', last_error: null },
      { kind: 'staff_new', state: 'sent', last_error: null },
    ]);
  });

  it('writes in English and Chinese, with singular and plural party wording, in winter time', async () => {
    const since = smtp.received.length;
    const en = await book({
      email: 'en@example.org',
      language: 'en',
      party: 1,
      date: '2030-01-15',
      time: '09:00',
      phone: null,
    });
    await deliver(en, io(smtp.port, vi.fn(), null));
    const [enMail] = mailsTo('en@example.org', since);
    // ICU versions differ on the comma after the weekday in British English.
    expect(enMail!.subject).toMatch(/^Your reservation at Tischlein: Tuesday,? 15 January 2030, 09:00$/);
    expect(enMail!.text).toContain('Hello Mia Chen,');
    expect(enMail!.text).toContain('Party size: 1 guest\n');
    expect(enMail!.text).not.toContain('Phone:');
    expect(enMail!.text).not.toContain('/reservation/'); // no SITE_URL, no link
    expect(parseEvent(attachmentText(enMail!)).start.toISOString()).toBe('2030-01-15T08:00:00.000Z');

    const zh = await book({
      email: 'zh@example.org',
      language: 'zh',
      name: '陈美',
      party: 2,
      requests: null,
    });
    await deliver(zh);
    const [zhMail] = mailsTo('zh@example.org', since);
    expect(zhMail!.subject).toBe('您在 Tischlein 的预订：2030年7月4日星期四 10:30');
    expect(zhMail!.text).toContain('陈美，您好：');
    expect(zhMail!.text).toContain('人数: 2 位');
    expect(zhMail!.text).toContain('查看、改期或取消预订： https://tischlein.example/reservation/');
    expect(zhMail!.html).toContain('<html lang="zh">');
    expect(parseEvent(attachmentText(zhMail!)).event.summary).toBe('Tischlein 订座（2 位）');
  });

  it('tells the guest the restaurant’s decisions: confirmed with the calendar entry, cancelled with the reason', async () => {
    const id = await book({ email: 'jo@example.org', language: 'en' });
    await deliver(id);
    const since = smtp.received.length;

    await staffChange(id, 'confirmed');
    expect(await deliver(id)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const [confirmed] = mailsTo('jo@example.org', since);
    expect(confirmed!.subject).toMatch(
      /^Confirmed: your table at Tischlein on Thursday,? 4 July 2030, 10:30$/,
    );
    expect(confirmed!.text).toContain('Your table is confirmed.');
    expect(parseEvent(attachmentText(confirmed!)).status).toBe('CONFIRMED');

    await staffChange(id, 'cancelled', 'Our kitchen is closed after a water leak.');
    await deliver(id);
    const [, cancelled] = mailsTo('jo@example.org', since);
    expect(cancelled!.subject).toMatch(
      /^Cancelled: your reservation at Tischlein on Thursday,? 4 July 2030, 10:30$/,
    );
    expect(cancelled!.text).toContain('Reason: Our kitchen is closed after a water leak.');
    expect(cancelled!.text).not.toContain('/reservation/');
    expect(cancelled!.attachments).toEqual([]);

    const declinedId = await book({ email: 'de@example.org', language: 'de' });
    await staffChange(declinedId, 'cancelled');
    await deliver(declinedId);
    const declined = mailsTo('de@example.org', since).at(-1)!;
    expect(declined.subject).toBe('Deine Anfrage bei Tischlein für Donnerstag, 4. Juli 2030, 10:30 Uhr');
    expect(declined.text).toContain('leider können wir deine Reservierungsanfrage nicht annehmen.');
    // The received mail of a request declined before it went out is not sent any more.
    expect((await states(declinedId)).map((r) => `${r.kind} ${r.state}`)).toEqual([
      'received skipped',
      'staff_new sent',
      'declined sent',
    ]);
  });

  it('sends the reminder of a confirmed booking the day before', async () => {
    const { rows } = await db.query<{ tomorrow: string }>(
      `select ((now() at time zone 'Europe/Berlin')::date + 1)::text as tomorrow`,
    );
    const id = await book({
      email: 'rem@example.org',
      language: 'zh',
      status: 'confirmed',
      date: rows[0]!.tomorrow,
    });
    await deliver(id);
    const since = smtp.received.length;
    await db.request('service_role', 'select public.enqueue_reservation_reminders()');
    expect((await deliverEmails('due', io())).failed).toBe(0);
    const [reminder] = mailsTo('rem@example.org', since);
    expect(reminder!.subject).toBe('提醒：明天 10:30 在 Tischlein 的预订');
    expect(reminder!.text).toContain('温馨提醒您明天的预订：');
  });

  it('tells the guest of a change in their language with the new link, and the restaurant of a change and a guest’s cancellation', async () => {
    // A move as move_reservation_by_token() makes it (the test's dates lie beyond the booking horizon).
    const move = (id: string, date: string, time: string) =>
      db.query(
        `update public.reservations set reservation_date = $2, reservation_time = $3, status = 'pending',
           confirmed_at = null where id = $1`,
        [id, date, time],
      );
    const since = smtp.received.length;
    const de = await book({ email: 'move-de@example.org', status: 'confirmed' });
    await deliver(de);
    await move(de, '2030-07-05', '12:00');
    expect(await deliver(de)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const changed = mailsTo('move-de@example.org', since).at(-1)!;
    expect(changed.subject).toBe(
      'Geändert: deine Reservierung bei Tischlein am Freitag, 5. Juli 2030, 12:00 Uhr',
    );
    for (const line of [
      'deine Reservierung wurde geändert. Hier sind die neuen Details:',
      'Datum: Freitag, 5. Juli 2030',
      'Uhrzeit: 12:00 Uhr',
      'Die neue Zeit wartet noch auf unsere Bestätigung. Wir melden uns in Kürze.',
    ]) {
      expect(changed.text).toContain(line);
    }
    expect(changed.html).toContain('<html lang="de">');
    expect(changed.html).toContain('Die neue Zeit wartet noch auf unsere Bestätigung.');
    const calendar = parseEvent(attachmentText(changed));
    expect(calendar.event.uid).toBe(`${de}@tischlein`);
    expect(calendar.start.toISOString()).toBe('2030-07-05T10:00:00.000Z');
    expect(calendar.status).toBe('TENTATIVE');
    // The link is the new date's, and opens the moved booking.
    const link =
      /Reservierung ansehen, verschieben oder absagen: https:\/\/tischlein\.example\/reservation\/(\S+)/.exec(
        changed.text ?? '',
      );
    const token = decodeURIComponent(link![1]!);
    expect(changed.html).toContain(`/reservation/${link![1]!}`);
    expect(token).toBe(
      (
        await db.request<{ t: string }>('service_role', 'select public.reservation_manage_token($1) as t', [
          de,
        ])
      ).rows[0]!.t,
    );
    const opened = await db.request<{ v: { reservation_time: string; status: string } }>(
      'anon',
      'select public.reservation_by_token($1) as v',
      [token],
    );
    expect(opened.rows[0]!.v).toMatchObject({ reservation_time: '12:00', status: 'pending' });

    const notice = mailsTo(RESTAURANT, since).at(-1)!;
    expect(notice.subject).toBe('Geänderte Reservierung: Freitag, 5. Juli 2030, 12:00 Uhr (4 Personen)');
    expect(notice.replyTo?.text).toBe('move-de@example.org');
    expect(notice.text).toContain('Eine Reservierung wurde geändert. Die neuen Angaben:');
    expect(notice.text).toContain('Die Reservierung wartet wieder auf eure Bestätigung.');
    expect(notice.text).toContain(`Bestätigen oder absagen: ${SITE}/admin/reservations`);
    expect(notice.html).toContain('<html lang="de">');
    expect(notice.attachments).toEqual([]);

    // The guest cancels through that link: the restaurant hears a table is free; the guest gets nothing.
    await db.request('anon', 'select public.cancel_reservation_by_token($1)', [token]);
    const count = mailsTo('move-de@example.org', since).length;
    expect(await deliver(de)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(mailsTo('move-de@example.org', since)).toHaveLength(count);
    const freed = mailsTo(RESTAURANT, since).at(-1)!;
    expect(freed.subject).toBe('Vom Gast abgesagt: Freitag, 5. Juli 2030, 12:00 Uhr (4 Personen)');
    expect(freed.text).toContain('Ein Gast hat seine Reservierung über den Link in seiner E-Mail abgesagt:');
    expect(freed.text).toContain('Der Tisch ist wieder frei.');
    expect(freed.text).toContain(`Reservierungen ansehen: ${SITE}/admin/reservations`);
    expect((await states(de)).map((r) => `${r.kind} ${r.state}`)).toEqual([
      'received sent',
      'staff_new sent',
      'changed sent',
      'staff_changed sent',
      'staff_cancelled sent',
    ]);

    const en = await book({ email: 'move-en@example.org', language: 'en', party: 1 });
    await deliver(en);
    await move(en, '2030-01-15', '09:00');
    await deliver(en);
    const enMail = mailsTo('move-en@example.org', since).at(-1)!;
    expect(enMail.subject).toMatch(
      /^Changed: your reservation at Tischlein on Tuesday,? 15 January 2030, 09:00$/,
    );
    expect(enMail.text).toContain('Your reservation has been changed. Here are the new details:');
    expect(enMail.text).toContain(
      'The new time is waiting for our confirmation. We will be in touch shortly.',
    );
    expect(enMail.text).toContain(
      'View, move or cancel your reservation: https://tischlein.example/reservation/',
    );
    expect(enMail.html).toContain('<html lang="en">');

    const zh = await book({ email: 'move-zh@example.org', language: 'zh', name: '陈美' });
    await deliver(zh);
    await move(zh, '2030-07-06', '11:30');
    await db.query(`update public.reservations set party_size = 6 where id = $1`, [zh]);
    // Two changes before delivery: one e-mail of each, showing the booking as it is now.
    expect(await deliver(zh)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const zhMail = mailsTo('move-zh@example.org', since).at(-1)!;
    expect(zhMail.subject).toBe('预订已更改：Tischlein，2030年7月6日星期六 11:30');
    expect(zhMail.text).toContain('您的预订已更改，以下是新的预订详情：');
    expect(zhMail.text).toContain('人数: 6 位');
    expect(zhMail.text).toContain('新的时间正在等待我们的确认');
    expect(zhMail.text).toContain('查看、改期或取消预订： https://tischlein.example/reservation/');
    expect(zhMail.html).toContain('<html lang="zh">');
    expect((await states(zh)).map((r) => `${r.kind} ${r.state}`)).toEqual([
      'received sent',
      'staff_new sent',
      'changed skipped',
      'staff_changed skipped',
      'changed sent',
      'staff_changed sent',
    ]);
  });

  it('sends nothing the second time', async () => {
    const id = await book();
    await deliver(id);
    const count = smtp.received.length;
    expect(await deliver(id)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(smtp.received.length).toBe(count);
  });

  it('records a refusal with its code and retries it later, leaving the reservation intact', async () => {
    const id = await book({ email: 'refused@example.org' });
    const before = await snapshot(id);
    const count = smtp.received.length;
    smtp.refuse = true;
    const log = vi.fn();
    expect(await deliver(id, io(smtp.port, log))).toEqual({ sent: 0, failed: 2, skipped: 0 });
    expect(log).toHaveBeenCalledWith(
      `E-mail 'received' for reservation ${id} was not sent (smtp EENVELOPE 550): retrying`,
    );
    expect(smtp.received.length).toBe(count);
    expect(await states(id)).toEqual([
      { kind: 'received', state: 'retrying', last_error: 'smtp EENVELOPE 550' },
      { kind: 'staff_new', state: 'retrying', last_error: 'smtp EENVELOPE 550' },
    ]);
    expect(await snapshot(id)).toEqual(before);

    smtp.refuse = false;
    expect(await deliver(id)).toEqual({ sent: 0, failed: 0, skipped: 0 }); // backoff: not due yet
    await db.query(`update public.reservation_emails set next_attempt_at = now() where reservation_id = $1`, [
      id,
    ]);
    expect(await deliver(id)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(mailsTo('refused@example.org', count)).toHaveLength(1);
  });

  it('tries the server once when it cannot be reached, records the rest as failed alike, and says nothing of the guest in the log', async () => {
    const id = await book({ email: 'down@example.org' });
    const log = vi.fn();
    const mailer = vi.fn(
      smtpMailer({ host: '127.0.0.1', port: await unusedPort(), user: null, pass: null, from: FROM }),
    );
    expect(await deliver(id, { ...io(smtp.port, log), mail: mailer })).toEqual({
      sent: 0,
      failed: 2,
      skipped: 0,
    });
    // One connection attempt; the notice waits for its retry too instead of staying untried until it is stale
    // (decision 0088: a booking's first e-mails go out only when first tried while the booking is new).
    expect(mailer).toHaveBeenCalledTimes(1);
    const error = expect.stringMatching(/^smtp (ESOCKET|ECONNECTION)$/);
    expect(await states(id)).toEqual([
      { kind: 'received', state: 'retrying', last_error: error },
      { kind: 'staff_new', state: 'retrying', last_error: error },
    ]);
    expect(JSON.stringify(log.mock.calls)).not.toContain('down@example.org');
  });

  it('does not send a row another call is sending; skips the notice when the restaurant has no address', async () => {
    const id = await book();
    await db.query(
      `update public.reservation_emails set state = 'sending', attempts = 1,
                    next_attempt_at = now() + interval '5 minutes' where reservation_id = $1 and kind = 'received'`,
      [id],
    );
    await db.query(`update public.restaurant_settings set contact = contact || '{"email": ""}'::jsonb`);
    try {
      expect(await deliver(id)).toEqual({ sent: 0, failed: 0, skipped: 1 });
      expect((await states(id)).map((r) => `${r.kind} ${r.state} ${r.last_error}`)).toEqual([
        'received sending null',
        'staff_new skipped no_recipient',
      ]);
    } finally {
      await db.query(
        `update public.restaurant_settings set contact = contact || '{"email": "${RESTAURANT}"}'::jsonb`,
      );
    }
  });

  it('escapes what the guest typed in the HTML', async () => {
    const id = await book({
      email: 'html@example.org',
      name: 'Mia <b>Chen</b>',
      requests: '<script>alert(1)</script>',
    });
    const since = smtp.received.length;
    await deliver(id);
    for (const mail of smtp.received.slice(since)) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Mia &lt;b&gt;Chen&lt;/b&gt;');
    }
  });

  describe('over HTTP', () => {
    const post = (body: unknown, configured = true) =>
      handleConfirmationRequest(
        new Request('http://localhost/send-reservation-confirmation', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        () => (configured ? { ok: true, io: io() } : { ok: false, problem: 'missing secrets SMTP_HOST' }),
      );

    it('answers the CORS preflight and refuses other methods', async () => {
      const preflight = await handleConfirmationRequest(
        new Request('http://localhost/x', { method: 'OPTIONS' }),
        () => ({ ok: true, io: io() }),
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const get = await handleConfirmationRequest(new Request('http://localhost/x'), () => ({
        ok: true,
        io: io(),
      }));
      expect(get.status).toBe(405);
    });

    it("trusts only reservation.id: the stored row is mailed, not the browser's copy", async () => {
      const id = await book({ email: 'stored@example.org', name: 'Stored Name' });
      const since = smtp.received.length;
      const response = await post({
        reservation: { id, customer_email: 'attacker@example.org', customer_name: 'Forged', party_size: 99 },
        language: 'en',
      });
      expect([response.status, await response.json()]).toEqual([
        200,
        { status: 'sent', sent: 2, failed: 0, skipped: 0 },
      ]);
      expect(smtp.received.slice(since).map(toOf).sort()).toEqual([RESTAURANT, 'stored@example.org']);
      expect(smtp.received.slice(since).some((m) => (m.text ?? '').includes('Forged'))).toBe(false);

      const again = await post({ reservation: { id }, language: 'de' });
      expect([again.status, (await again.json()).status]).toEqual([200, 'nothing_due']);
    });

    it('answers 400 for a body naming nothing, 404 for an unknown booking, 502 when mail fails; due sweeps', async () => {
      expect((await post('{not json')).status).toBe(400);
      expect((await post({ language: 'de' })).status).toBe(400);
      expect((await post({ reservation: { id: 'not-a-uuid' } })).status).toBe(400);
      expect((await post({ due: 'yes' })).status).toBe(400);
      expect((await post({ reservation: { id: '00000000-0000-4000-8000-00000000beef' } })).status).toBe(404);
      smtp.refuse = true;
      const id = await book();
      expect((await post({ reservation: { id } })).status).toBe(502);
      smtp.refuse = false;
      await db.query(
        `update public.reservation_emails set next_attempt_at = now() where reservation_id = $1`,
        [id],
      );
      const swept = await post({ due: true });
      expect([swept.status, (await swept.json()).status]).toEqual([200, 'sent']);
      expect(await states(id)).toEqual([
        { kind: 'received', state: 'sent', last_error: null },
        { kind: 'staff_new', state: 'sent', last_error: null },
      ]);
    });

    it('answers 500 without touching anything when the secrets are missing', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const id = await book();
      const response = await post({ reservation: { id } }, false);
      expect(response.status).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('SMTP_HOST'));
      expect((await states(id)).map((r) => r.state)).toEqual(['pending', 'pending']);
    });
  });
});

// The send-reservation-confirmation logic end to end, with only the Deno shell left out: the store's SQL on
// PGlite (and PostgreSQL when DATABASE_URL is set) as the service role, and a real SMTP server on 127.0.0.1.
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  sqlConfirmationStore,
  type AsServiceRole,
} from '../../supabase/functions/_shared/confirmation-store';
import {
  handleConfirmationRequest,
  sendConfirmation,
  type ConfirmationIo,
} from '../../supabase/functions/_shared/send-confirmation';
import { smtpMailer } from '../../supabase/functions/_shared/smtp';
import { targets, type TestDatabase } from '../sql/db';
import { SMTP_PASS, SMTP_USER, startSmtpServer, unusedPort, type TestSmtpServer } from './smtp-test-server';

const NOW = new Date('2030-01-02T09:00:00Z');
const FROM = 'Tischlein <hallo@tischlein.example>';

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

describe.each(targets)('send-reservation-confirmation on $name', (target) => {
  let db: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    db = await target.open();
    smtp = await startSmtpServer();
    await db.query(
      `insert into public.content_blocks (section_name, title, content, is_active) values
         ('business_info', 'Geschäftsinformationen',
          E'Restaurant: Tischlein\\nAdresse: Musterstraße 12, 13353 Berlin\\nE-Mail: hallo@tischlein.example', true),
         ('contact_details', 'Kontakt', E'Telefon: 030 1234567', true)`,
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
  const store = sqlConfirmationStore(asServiceRole);

  const io = (port = smtp.port, log = vi.fn()): ConfirmationIo => ({
    store,
    mail: smtpMailer({ host: '127.0.0.1', port, user: SMTP_USER, pass: SMTP_PASS, from: FROM }),
    from: FROM,
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

  const recorded = async (id: string) =>
    (
      await db.query<{ sent: boolean }>(
        `select sent_at is not null as sent from public.reservation_confirmations where reservation_id = $1`,
        [id],
      )
    ).rows;

  const snapshot = async (id: string) =>
    (await db.query(`select * from public.reservations where id = $1`, [id])).rows[0];

  it('mails the German confirmation with the details, the address and a calendar entry at the Berlin time', async () => {
    const id = await book();
    expect(await sendConfirmation(id, io())).toBe('sent');
    const mail = smtp.received.at(-1)!;

    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('mia@example.org');
    expect(mail.from?.value).toEqual([{ name: 'Tischlein', address: 'hallo@tischlein.example' }]);
    expect(mail.replyTo?.text).toBe('hallo@tischlein.example');
    expect(mail.subject).toBe('Deine Reservierung bei Tischlein: Donnerstag, 4. Juli 2030, 10:30 Uhr');
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
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Musterstraße 12, 13353 Berlin');

    const { event, start, zone, status, durationMinutes } = parseEvent(attachmentText(mail));
    expect(start.toISOString()).toBe('2030-07-04T08:30:00.000Z'); // 10:30 in Berlin summer time (UTC+2)
    expect(zone.tzid).toBe('Europe/Berlin');
    expect(durationMinutes).toBe(120);
    expect(event.uid).toBe(`${id}@tischlein`);
    expect(event.summary).toBe('Tisch bei Tischlein (4 Personen)');
    expect(event.location).toBe('Tischlein, Musterstraße 12, 13353 Berlin');
    expect(status).toBe('TENTATIVE');

    expect(await recorded(id)).toEqual([{ sent: true }]);
  });

  it('writes in English and Chinese, with singular and plural party wording, in winter time', async () => {
    const en = await book({ language: 'en', party: 1, date: '2030-01-15', time: '09:00', phone: null });
    expect(await sendConfirmation(en, io())).toBe('sent');
    const enMail = smtp.received.at(-1)!;
    // ICU versions differ on the comma after the weekday in British English.
    expect(enMail.subject).toMatch(/^Your reservation at Tischlein: Tuesday,? 15 January 2030, 09:00$/);
    expect(enMail.text).toContain('Hello Mia Chen,');
    expect(enMail.text).toContain('Party size: 1 guest\n');
    expect(enMail.text).not.toContain('Phone:');
    expect(enMail.html).toContain('<html lang="en">');
    expect(parseEvent(attachmentText(enMail)).start.toISOString()).toBe('2030-01-15T08:00:00.000Z');

    const zh = await book({ language: 'zh', name: '陈美', party: 2, requests: null });
    expect(await sendConfirmation(zh, io())).toBe('sent');
    const zhMail = smtp.received.at(-1)!;
    expect(zhMail.subject).toBe('您在 Tischlein 的预订：2030年7月4日星期四 10:30');
    expect(zhMail.text).toContain('陈美，您好：');
    expect(zhMail.text).toContain('人数: 2 位');
    expect(zhMail.html).toContain('<html lang="zh">');
    expect(parseEvent(attachmentText(zhMail)).event.summary).toBe('Tischlein 订座（2 位）');
  });

  it('sends nothing the second time', async () => {
    const id = await book();
    expect(await sendConfirmation(id, io())).toBe('sent');
    const count = smtp.received.length;
    expect(await sendConfirmation(id, io())).toBe('already_sent');
    expect(smtp.received.length).toBe(count);
    expect(await recorded(id)).toEqual([{ sent: true }]);
  });

  it('leaves the reservation intact and records nothing when the server refuses, so a retry can send', async () => {
    const id = await book();
    const before = await snapshot(id);
    const count = smtp.received.length;
    smtp.refuse = true;
    const log = vi.fn();
    expect(await sendConfirmation(id, io(smtp.port, log))).toBe('mail_failed');
    expect(log).toHaveBeenCalledOnce();
    expect(smtp.received.length).toBe(count);
    expect(await recorded(id)).toEqual([]);
    expect(await snapshot(id)).toEqual(before);

    smtp.refuse = false;
    expect(await sendConfirmation(id, io())).toBe('sent');
    expect(smtp.received.length).toBe(count + 1);
  });

  it('leaves the reservation intact and records nothing when the server cannot be reached', async () => {
    const id = await book();
    const before = await snapshot(id);
    expect(await sendConfirmation(id, io(await unusedPort()))).toBe('mail_failed');
    expect(await recorded(id)).toEqual([]);
    expect(await snapshot(id)).toEqual(before);
  });

  it('does not send while another call is sending, but takes over a claim left behind for minutes', async () => {
    const id = await book();
    await db.query(`insert into public.reservation_confirmations (reservation_id) values ($1)`, [id]);
    const count = smtp.received.length;
    expect(await sendConfirmation(id, io())).toBe('in_progress');
    expect(smtp.received.length).toBe(count);

    await db.exec(
      `alter table public.reservation_confirmations disable trigger set_updated_at;
       update public.reservation_confirmations set updated_at = now() - interval '6 minutes';
       alter table public.reservation_confirmations enable trigger set_updated_at;`,
    );
    expect(await sendConfirmation(id, io())).toBe('sent');
    expect(smtp.received.length).toBe(count + 1);
  });

  it('answers not_found for an unknown id and sends nothing for a cancelled reservation', async () => {
    expect(await sendConfirmation('00000000-0000-4000-8000-00000000dead', io())).toBe('not_found');
    const cancelled = await book({ status: 'cancelled' });
    expect(await sendConfirmation(cancelled, io())).toBe('not_sendable');
    expect(await recorded(cancelled)).toEqual([]);
  });

  it('escapes what the guest typed in the HTML', async () => {
    const id = await book({ name: 'Mia <b>Chen</b>', requests: '<script>alert(1)</script>' });
    expect(await sendConfirmation(id, io())).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Mia &lt;b&gt;Chen&lt;/b&gt;');
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
      const response = await post({
        reservation: { id, customer_email: 'attacker@example.org', customer_name: 'Forged', party_size: 99 },
        language: 'en',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'sent' });
      const mail = smtp.received.at(-1)!;
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('stored@example.org');
      expect(mail.text).toContain('Hallo Stored Name,');
      expect(mail.text).not.toContain('Forged');

      const again = await post({ reservation: { id }, language: 'de' });
      expect([again.status, await again.json()]).toEqual([200, { status: 'already_sent' }]);
    });

    it('answers 400 for a body without a reservation id, 404 for an unknown one, 502 when mail fails', async () => {
      expect((await post('{not json')).status).toBe(400);
      expect((await post({ language: 'de' })).status).toBe(400);
      expect((await post({ reservation: { id: 'not-a-uuid' } })).status).toBe(400);
      expect((await post({ reservation: { id: '00000000-0000-4000-8000-00000000beef' } })).status).toBe(404);
      smtp.refuse = true;
      const id = await book();
      expect((await post({ reservation: { id } })).status).toBe(502);
    });

    it('answers 500 without touching anything when the secrets are missing', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const id = await book();
      const response = await post({ reservation: { id } }, false);
      expect(response.status).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('SMTP_HOST'));
      expect(await recorded(id)).toEqual([]);
    });
  });
});

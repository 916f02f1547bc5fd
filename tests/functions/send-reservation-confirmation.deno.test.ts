// The real edge function: supabase/functions/send-reservation-confirmation/index.ts started under Deno (the dev
// dependency), its Deno.serve() on a free port, its SUPABASE_DB_URL a throwaway PostgreSQL database with every
// migration applied, its SMTP secrets the local catcher of smtp-test-server.ts. It is called over HTTP by the
// browser's own adapter (SupabaseConfirmationSender on supabaseConnection: same URL path, headers and body).
//
// Needs PostgreSQL (DATABASE_URL), as the PostgreSQL half of tests/sql does. Without DATABASE_URL it is skipped
// with a loud reason on a developer's machine, and fails in CI (CI set), where .ci/run always provides it.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SupabaseConfirmationSender } from '../../src/adapters/supabase/supabase-confirmation-sender';
import { supabaseConnection, type SupabaseConnection } from '../../src/adapters/supabase/connection';
import type { Reservation } from '../../src/domain/reservation/reservation';
import type { TestDatabase } from '../sql/db';
import { denoHome, postgresForDeno, startFunction, type DenoHome, type RunningFunction } from './deno';
import { SMTP_PASS, SMTP_USER, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

/** What the browser saw of each call: status and JSON answer. */
interface Answer {
  status: number;
  body: unknown;
}

const toText = (mail: ParsedMail): string | null =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text : null;

describe('send-reservation-confirmation under Deno', () => {
  const postgres = postgresForDeno('tests/functions/send-reservation-confirmation.deno.test.ts');
  if (!postgres) return;

  let db: TestDatabase;
  let smtp: TestSmtpServer;
  let home: DenoHome;
  let fn: RunningFunction;
  let sender: SupabaseConfirmationSender;
  const answers: Answer[] = [];

  beforeAll(async () => {
    home = denoHome();
    smtp = await startSmtpServer();
    db = await postgres.open();
    await db.query(
      `insert into public.content_blocks (section_name, title, content, is_active) values
         ('business_info', 'Geschäftsinformationen',
          E'Restaurant: Tischlein\\nAdresse: Musterstraße 12, 13353 Berlin\\nE-Mail: hallo@tischlein.example', true),
         ('contact_details', 'Kontakt', E'Telefon: 030 1234567', true)`,
    );
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${rows[0]!.name}`;
    fn = await startFunction('send-reservation-confirmation', home, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER,
      SMTP_PASS,
      SMTP_FROM: 'Tischlein <hallo@tischlein.example>',
      SUPABASE_DB_URL: databaseUrl.toString(),
    });

    // The browser's call: a guest without a staff session sends a plain fetch with the anon key.
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answers.push({ status: response.status, body: await response.clone().json() });
      return response;
    };
    const connection: SupabaseConnection = supabaseConnection(
      { url: fn.url, anonKey: 'anon-key' },
      {
        fetch: recordingFetch,
        storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      },
      () => Promise.reject(new Error('a guest must not need supabase-js')),
    );
    sender = new SupabaseConfirmationSender(connection);
  });

  afterAll(async () => {
    await fn?.stop();
    await smtp?.close();
    await db?.close();
    home?.remove();
  });

  const book = async (language: string, email: string): Promise<Reservation> => {
    const { rows } = await db.query<{ row: Reservation }>(
      `insert into public.reservations as r (customer_name, customer_email, customer_phone, reservation_date,
         reservation_time, party_size, special_requests, language_preference, status)
       values ('Mia Chen', $1, '+49 30 555 01', '2030-07-04', '10:30', 4, null, $2, 'pending')
       returning to_jsonb(r) as row`,
      [email, language],
    );
    return rows[0]!.row;
  };

  /** The delivery record: null while none is kept, else whether it went out and when. */
  const delivery = async (id: string) =>
    (
      await db.query<{ sent_at: string | null }>(
        `select sent_at::text from public.reservation_confirmations where reservation_id = $1`,
        [id],
      )
    ).rows[0] ?? null;

  /** One call as the browser makes it, and what the function answered. */
  const send = async (reservation: Reservation, language: 'de' | 'en' | 'zh') => {
    const result = await sender.send(reservation, language);
    return { ok: result.ok, answer: answers.at(-1) };
  };

  it('answers the browser CORS preflight', async () => {
    const preflight = await fetch(`${fn.url}/functions/v1/send-reservation-confirmation`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://tischlein.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
  });

  it("mails the stored guest in the booking's language with the calendar file, and records the delivery", async () => {
    const booking = await book('zh', 'mia@example.org');
    const before = smtp.received.length;
    // The page is in English and the browser's copy is forged: only reservation.id counts.
    const forged = { ...booking, customer_email: 'attacker@example.org', customer_name: 'Forged' };
    expect(await send(forged, 'en')).toEqual({ ok: true, answer: { status: 200, body: { status: 'sent' } } });

    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(toText(mail)).toBe('mia@example.org');
    expect(mail.subject).toBe('您在 Tischlein 的预订：2030年7月4日星期四 10:30');
    expect(mail.text).toContain('Mia Chen，您好：');
    expect(mail.text).not.toContain('Forged');
    expect(mail.html).toContain('<html lang="zh">');
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe('reservation.ics');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain(`UID:${booking.id}@tischlein`);
    expect(calendar).toContain('DTSTART;TZID=Europe/Berlin:20300704T103000');

    const record = await delivery(booking.id);
    expect(record?.sent_at).not.toBeNull();
    expect(Math.abs(Date.parse(record!.sent_at!) - Date.now())).toBeLessThan(60_000);
  });

  it('writes German for a German booking; a second identical call sends nothing new', async () => {
    const booking = await book('de', 'jonas@example.org');
    expect(await send(booking, 'de')).toEqual({
      ok: true,
      answer: { status: 200, body: { status: 'sent' } },
    });
    const count = smtp.received.length;
    const mail = smtp.received.at(-1)!;
    expect(toText(mail)).toBe('jonas@example.org');
    expect(mail.subject).toBe('Deine Reservierung bei Tischlein: Donnerstag, 4. Juli 2030, 10:30 Uhr');
    const record = await delivery(booking.id);

    expect(await send(booking, 'de')).toEqual({
      ok: true,
      answer: { status: 200, body: { status: 'already_sent' } },
    });
    expect(smtp.received.length).toBe(count);
    expect(await delivery(booking.id)).toEqual(record);
  });

  it('reports the failure while SMTP is down and keeps no delivery, and a later call delivers', async () => {
    const booking = await book('en', 'sam@example.org');
    const port = smtp.port;
    await smtp.close();
    try {
      expect(await send(booking, 'en')).toEqual({
        ok: false,
        answer: { status: 502, body: { status: 'mail_failed' } },
      });
      // The claim is released: no delivery is recorded, so nothing stands in the way of a retry.
      expect(await delivery(booking.id)).toBeNull();
      expect(fn.output()).toContain(`Confirmation e-mail for reservation ${booking.id} was not sent`);
    } finally {
      smtp = await startSmtpServer(port);
    }

    expect(await send(booking, 'en')).toEqual({
      ok: true,
      answer: { status: 200, body: { status: 'sent' } },
    });
    expect(smtp.received).toHaveLength(1);
    expect(toText(smtp.received[0]!)).toBe('sam@example.org');
    expect(smtp.received[0]!.subject).toMatch(
      /^Your reservation at Tischlein: Thursday,? 4 July 2030, 10:30$/,
    );
    expect((await delivery(booking.id))?.sent_at).not.toBeNull();
  });
});

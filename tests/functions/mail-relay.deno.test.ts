// The relay attacks against the real edge function (decision 0088): send-reservation-
// confirmation started under Deno on a throwaway PostgreSQL database with every migration, its SMTP the local
// catcher, called over HTTP as anyone with the anon key can call it. What reaches the catcher is what would
// reach the world:
//   - many bookings naming one victim (in spellings that reach one mailbox) and every call a script can make
//     bring at most mailsPerAddressPerDay (5) mails to the victim;
//   - HTML and header injection in the name (and an address the mailer would read as more than one) bring
//     no extra header, no recipient but the booking's, no link and no tag of the guest's;
//   - a replayed call sends nothing more; a call about an old booking sends nothing.
//
// Needs PostgreSQL (DATABASE_URL) as the other Deno suite does: skipped loudly on a developer's machine
// without it, a failure in CI.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestDatabase } from '../sql/db';
import { denoHome, postgresForDeno, startFunction, type DenoHome, type RunningFunction } from './deno';
import { SMTP_PASS, SMTP_USER, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

const RESTAURANT = 'hallo@tischlein.example';

describe('the e-mail function is no mail relay (under Deno)', () => {
  const postgres = postgresForDeno('tests/functions/mail-relay.deno.test.ts');
  if (!postgres) return;

  let db: TestDatabase;
  let smtp: TestSmtpServer;
  let home: DenoHome;
  let fn: RunningFunction;

  beforeAll(async () => {
    home = denoHome();
    smtp = await startSmtpServer();
    db = await postgres.open();
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${rows[0]!.name}`;
    fn = await startFunction('send-reservation-confirmation', home, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER,
      SMTP_PASS,
      SMTP_FROM: `Tischlein <${RESTAURANT}>`,
      SITE_URL: 'https://tischlein.example',
      SUPABASE_DB_URL: databaseUrl.toString(),
    });
  });

  afterAll(async () => {
    await fn?.stop();
    await smtp?.close();
    await db?.close();
    home?.remove();
  });

  /** A booking as a script makes it (inserted directly: the guest text the RPC would refuse too), `age` old. */
  const book = async (
    email: string,
    name = 'Mia Chen',
    requests: string | null = null,
    age = '0 minutes',
  ): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, special_requests, language_preference, status, created_at)
       values ($2, $1, '2030-07-04', '19:00', 2, $3, 'en', 'pending', now() - $4::interval)
       returning id`,
      [email, name, requests, age],
    );
    return rows[0]!.id;
  };

  /** Anyone's call with the anon key, for one booking or for everything due. */
  const call = async (body: unknown) => {
    const response = await fetch(`${fn.url}/functions/v1/send-reservation-confirmation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'anon-key', Authorization: 'Bearer anon-key' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const states = async (id: string) =>
    (
      await db.query<{ kind: string; state: string; last_error: string | null }>(
        `select kind, state, last_error from public.reservation_emails where reservation_id = $1 order by seq`,
        [id],
      )
    ).rows.map((r) => `${r.kind} ${r.state}${r.last_error ? ` ${r.last_error}` : ''}`);

  /** The messages whose envelope went to an address of this mailbox (any spelling the victim receives). */
  const reaching = (local: string, domain: string): ParsedMail[] =>
    smtp.received.filter((_mail, n) =>
      smtp.recipients[n]!.some((address) => {
        const [l, d] = address.toLowerCase().split('@');
        return d === domain && l!.split('+')[0] === local;
      }),
    );

  it('brings at most mailsPerAddressPerDay (5) mails to one victim, however many bookings and calls', async () => {
    const spellings = [
      'victim@example.org',
      'Victim@Example.org',
      'victim+a@example.org',
      'victim+b@example.org',
    ];
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push(await book(spellings[n % spellings.length]!));
    for (const id of ids) await call({ reservation: { id } });
    for (const id of ids) await call({ reservation: { id } });
    await call({ due: true });

    expect(reaching('victim', 'example.org')).toHaveLength(5);
    const skipped = await db.count(
      `public.reservation_emails where reservation_id = any($1) and state = 'skipped' and last_error = 'daily_limit'`,
      [ids],
    );
    expect(skipped).toBe(7);
    // The restaurant heard of every booking (its own address is not the victim's).
    expect(
      smtp.received.filter(
        (mail, n) => smtp.recipients[n]!.includes(RESTAURANT) && mail.subject?.startsWith('Neue'),
      ),
    ).toHaveLength(12);
    // A guest with another address books and is mailed at once.
    const other = await book('lena@example.org');
    expect((await call({ reservation: { id: other } })).body).toMatchObject({ status: 'sent', sent: 2 });
  });

  it('carries no injected header, recipient, link or tag of the guest', async () => {
    const before = smtp.received.length;
    const name = '<a href=http://evil.example>win</a>\r\nBcc: x@evil.example\r\nSubject: You won';
    const requests =
      'Visit www.evil.example or https://evil.example/prize <img src=x onerror=alert(1)>\r\n\r\nBcc: y@evil.example';
    const id = await book('mia@example.org', name, requests);
    expect((await call({ reservation: { id } })).body).toMatchObject({ status: 'sent', sent: 2 });

    const mails = smtp.received.slice(before);
    const recipients = smtp.recipients.slice(before);
    expect(recipients).toEqual([['mia@example.org'], [RESTAURANT]]);
    for (const mail of mails) {
      expect(mail.bcc).toBeUndefined();
      expect(mail.cc).toBeUndefined();
      expect([...mail.headers.keys()]).not.toContain('bcc');
      expect(mail.subject).toMatch(/^(Your reservation at Tischlein: |Neue Reservierung: )/);
      expect(mail.subject).not.toMatch(/win|evil|<|\r|\n/);
      const html = String(mail.html);
      expect(html).not.toContain('<a href=http');
      expect(html).not.toContain('<img');
      expect(html).not.toMatch(/evil\.example|www\.evil/);
      expect(mail.text).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example|@evil/);
      // The only links are the site's own.
      for (const match of html.matchAll(/href="([^"]*)"/g))
        expect(match[1]).toMatch(/^https:\/\/tischlein\.example\//);
    }
    const [guest, notice] = mails;
    // The guest's name as text: escaped, on one line, shortened, its link written out.
    expect(guest!.html).toContain(
      '<td style="padding:4px 0">&lt;a href=http[:]//evil[.]example&gt;win&lt;/a&gt; Bcc: x[at]evil[.]ex…</td>',
    );
    expect(guest!.text).toContain('Hello <a href=http[:]//evil[.]example>win</a> Bcc: x[at]evil[.]ex…,\n');
    expect(notice!.replyTo?.text).toBe('mia@example.org');
    expect(notice!.text).toContain('www[.]evil[.]example');
  });

  it('mails no address the mailer would read as another than the one stored', async () => {
    const before = smtp.received.length;
    // The table's shape check lets this through (one "@"); as a header it names victim@example.org.
    const id = await book('"x"<victim@example.org>');
    expect((await call({ reservation: { id } })).body).toMatchObject({ status: 'sent', sent: 1, skipped: 1 });
    expect(smtp.recipients.slice(before)).toEqual([[RESTAURANT]]);
    expect(await states(id)).toEqual(['received skipped invalid_recipient', 'staff_new sent']);
    // The restaurant sees the address written out, and a reply would go nowhere but to the restaurant.
    const notice = smtp.received.at(-1)!;
    expect(notice.replyTo).toBeUndefined();
    expect(notice.text).toContain('E-Mail: "x"<victim[at]example[.]org>');
  });

  it('sends nothing again for a replayed call, and nothing for an old booking', async () => {
    const fresh = await book('replay@example.org');
    expect((await call({ reservation: { id: fresh } })).body).toMatchObject({ status: 'sent', sent: 2 });
    const count = smtp.received.length;
    for (let n = 0; n < 3; n++) {
      expect(await call({ reservation: { id: fresh } })).toEqual({
        status: 200,
        body: { status: 'nothing_due', sent: 0, failed: 0, skipped: 0 },
      });
    }
    // An old booking whose first e-mails never went out (imported, restored, or the function was not set up):
    // a call about it, or the schedule's, sends nothing.
    const old = await book('old.booking@example.org', 'Mia Chen', null, '1 day');
    expect(await call({ reservation: { id: old } })).toEqual({
      status: 200,
      body: { status: 'nothing_due', sent: 0, failed: 0, skipped: 0 },
    });
    await call({ due: true });
    expect(smtp.received.length).toBe(count);
    expect(await states(old)).toEqual(['received skipped stale', 'staff_new skipped stale']);
  });
});

// No mail relay (decision 0088, supabase/schemas/09_emails.sql): the claim of the
// outbox bounds what the e-mail function may send. The attacks, in SQL: many bookings for one victim address
// (in the spellings that reach one mailbox), a flood of the restaurant's own notices, an old booking's first
// e-mails, a replayed claim, and two senders racing for the last mail of a limit.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailboxOf } from '../../src/domain/reservation/mailbox';

import { FRESH_BOOKING_MINUTES, STAFF_NOTICES_PER_HOUR } from '../../src/domain/reservation/guest-emails';
import { attempt, targets, type TestDatabase } from './db';

interface Claimed {
  email_id: string;
  kind: string;
  attempt: number;
}

describe.each(targets)('the mail relay bounds on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A booking inserted as the owner would, `days` from today (Berlin), made `age` ago. */
  const book = async (email: string, days = 3, age = '0 minutes'): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, language_preference, status, created_at)
       values ('Mia', $1, (now() at time zone 'Europe/Berlin')::date + $2::int, '12:00', 2, 'en', 'pending',
               now() - $3::interval)
       returning id`,
      [email, days, age],
    );
    return rows[0]!.id;
  };

  const claim = async (id: string | null, limit = 50): Promise<Claimed[]> =>
    (
      await db.request<Claimed>(
        'service_role',
        `select email_id, kind, attempt from public.claim_reservation_emails($1, $2)`,
        [id, limit],
      )
    ).rows;

  const sent = (claimed: Claimed) =>
    db.request('service_role', 'select public.reservation_email_sent($1, $2)', [
      claimed.email_id,
      claimed.attempt,
    ]);

  /** Claims and "sends" everything due of a booking, as the e-mail function does; answers the kinds sent. */
  const deliver = async (id: string): Promise<string[]> => {
    const claimed = await claim(id);
    for (const c of claimed) await sent(c);
    return claimed.map((c) => c.kind);
  };

  const states = async (id: string) =>
    (
      await db.query<{ kind: string; state: string; last_error: string | null }>(
        `select kind, state, last_error from public.reservation_emails where reservation_id = $1 order by seq`,
        [id],
      )
    ).rows.map((r) => `${r.kind} ${r.state}${r.last_error ? ` ${r.last_error}` : ''}`);

  const setMailsPerAddress = (n: number) =>
    db.query(
      `update public.restaurant_settings
       set abuse_limits = jsonb_set(abuse_limits, '{mailsPerAddressPerDay}', to_jsonb($1::int))`,
      [n],
    );

  const key = async (address: string) =>
    (await db.query<{ k: string }>('select private.mail_address_key($1) as k', [address])).rows[0]!.k;

  it('counts an address as the mailbox it reaches', async () => {
    expect(await key(' Victim+promo@Example.ORG ')).toBe('victim@example.org');
    expect(await key('v.i.c.t.i.m+1@googlemail.com')).toBe('victim@gmail.com');
    expect(await key('v.ictim@example.org')).toBe('v.ictim@example.org');
    expect(await key('other@example.org')).not.toBe(await key('victim@example.org'));
    // The offline demo compares alike (src/domain/reservation/mailbox.ts).
    for (const address of ['A.b+c@GMail.com', 'x+y+z@Example.org', '+tag@example.org', 'MIA@bäckerei.de']) {
      expect(mailboxOf(address), address).toBe(await key(address));
    }
    // Yahoo's disposable "-keyword" addresses reach the same mailbox; elsewhere a dash is part of the name.
    expect(await key('Mia-shop@yahoo.de')).toBe('mia@yahoo.de');
    expect(await key('mia-schulz@example.org')).toBe('mia-schulz@example.org');
  });

  it('normalises every address as the domain’s mailboxOf() does', async () => {
    const local = fc.stringMatching(/^[A-Za-z0-9.+\-_]{1,12}$/);
    const domain = fc.constantFrom(
      'gmail.com',
      'GoogleMail.com',
      'yahoo.de',
      'ymail.com',
      'example.org',
      'Bäckerei.de',
      'mail-server.example',
    );
    await fc.assert(
      fc.asyncProperty(local, domain, fc.constantFrom('', ' ', '  '), async (l, d, pad) => {
        const address = `${pad}${l}@${d}${pad}`;
        expect(await key(address)).toBe(mailboxOf(address));
      }),
      { numRuns: 200 },
    );
  });

  it('sends at most mailsPerAddressPerDay (default 5) to one victim, however many bookings name it', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select (abuse_limits ->> 'mailsPerAddressPerDay')::int as n from public.restaurant_settings`,
    );
    expect(rows[0]!.n).toBe(5);
    const spellings = [
      'victim@example.org',
      'Victim@example.org',
      'victim+1@example.org',
      'VICTIM+x@EXAMPLE.org',
    ];
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push(await book(spellings[n % spellings.length]!));
    // The "due" sweep of the schedule, then each booking's own call, as often as a script likes.
    const sweep = await claim(null);
    for (const c of sweep) await sent(c);
    for (const id of ids) await deliver(id);
    const { rows: guestMails } = await db.query<{ state: string; last_error: string | null; n: number }>(
      `select e.state, e.last_error, count(*)::int as n from public.reservation_emails e
       where e.reservation_id = any($1) and e.kind = 'received' group by 1, 2 order by 1`,
      [ids],
    );
    expect(guestMails).toEqual([
      { state: 'sent', last_error: null, n: 5 },
      { state: 'skipped', last_error: 'daily_limit', n: 7 },
    ]);
    // The restaurant's notices are not counted against the guest's address.
    expect(
      await db.count(
        `public.reservation_emails where reservation_id = any($1) and kind = 'staff_new' and state = 'sent'`,
        [ids],
      ),
    ).toBe(12);

    // Another address still gets its mail at once.
    const other = await book('someone.else@example.org');
    expect(await deliver(other)).toEqual(['received', 'staff_new']);

    // Staff's confirmation to the victim that day is over the limit too, and says so in the e-mail list.
    await db.request('admin', `select public.change_reservation_status($1, 'confirmed')`, [ids[0]]);
    expect(await deliver(ids[0]!)).toEqual([]);
    expect((await states(ids[0]!)).at(-1)).toBe('confirmed skipped daily_limit');
  });

  it('follows the setting, and counts the last 24 hours only', async () => {
    await setMailsPerAddress(2);
    try {
      const a = await book('lisa@example.org');
      const b = await book('lisa@example.org');
      const c = await book('lisa@example.org');
      expect([await deliver(a), await deliver(b), await deliver(c)]).toEqual([
        ['received', 'staff_new'],
        ['received', 'staff_new'],
        ['staff_new'],
      ]);
      // A day later the first two no longer count.
      await db.query(
        `update public.reservation_emails set sent_at = now() - interval '24 hours 1 minute'
         where reservation_id = any($1) and state = 'sent'`,
        [[a, b]],
      );
      const d = await book('lisa@example.org');
      expect(await deliver(d)).toEqual(['received', 'staff_new']);
    } finally {
      await setMailsPerAddress(5);
    }
  });

  it('sends no first e-mail for a booking older than the fresh window; a row tried in time keeps its retries', async () => {
    expect(FRESH_BOOKING_MINUTES).toBe(15);
    const old = await book('old@example.org', 3, '16 minutes');
    expect(await deliver(old)).toEqual([]);
    expect(await states(old)).toEqual(['received skipped stale', 'staff_new skipped stale']);
    // Replaying the call changes nothing.
    expect(await deliver(old)).toEqual([]);

    // A booking from an hour ago whose "received" was tried in time (the server was down then): still
    // retried; its notice, never tried, is not sent an hour late. (created_at cannot be changed afterwards,
    // so the booking is made old and its first try written as the failed claim would have left it.)
    const fresh = await book('fresh@example.org', 3, '75 minutes');
    await db.query(
      `update public.reservation_emails set state = 'retrying', attempts = 1, last_error = 'smtp ECONNECTION',
         next_attempt_at = now() - interval '1 second'
       where reservation_id = $1 and kind = 'received'`,
      [fresh],
    );
    expect(await deliver(fresh)).toEqual(['received']);
    expect(await states(fresh)).toEqual(['received sent', 'staff_new skipped stale']);
  });

  it('sends each row once: a replayed claim finds nothing, and a second row of a kind cannot be written', async () => {
    const id = await book('once@example.org');
    expect(await deliver(id)).toEqual(['received', 'staff_new']);
    for (let n = 0; n < 3; n++) expect(await claim(id)).toEqual([]);
    const duplicate = await attempt(() =>
      db.query(
        `insert into public.reservation_emails (reservation_id, kind, occurrence) values ($1, 'received', 1)`,
        [id],
      ),
    );
    expect(duplicate.ok ? 'inserted' : [duplicate.error.code, duplicate.error.constraint]).toEqual([
      '23505',
      'reservation_emails_once',
    ]);
    // A guest's new booking for the same table is a new booking: the insert trigger wrote occurrence 1 once.
    expect(
      await db.count(
        `public.reservation_emails where reservation_id = $1 and kind in ('received', 'staff_new')`,
        [id],
      ),
    ).toBe(2);
  });

  it('sends at most STAFF_NOTICES_PER_HOUR notices to the restaurant in any hour', async () => {
    expect(STAFF_NOTICES_PER_HOUR).toBe(30);
    // Earlier tests sent notices already; count what this hour holds, then flood.
    const already = await db.count(
      `public.reservation_emails where kind = 'staff_new' and state = 'sent' and sent_at > now() - interval '1 hour'`,
    );
    const ids: string[] = [];
    for (let n = 0; n < STAFF_NOTICES_PER_HOUR - already + 3; n++)
      ids.push(await book(`flood${n}@example.org`));
    for (const id of ids) await deliver(id);
    const { rows } = await db.query<{ state: string; last_error: string | null; n: number }>(
      `select state, last_error, count(*)::int as n from public.reservation_emails
       where reservation_id = any($1) and kind = 'staff_new' group by 1, 2 order by 1`,
      [ids],
    );
    expect(rows).toEqual([
      { state: 'sent', last_error: null, n: STAFF_NOTICES_PER_HOUR - already },
      { state: 'skipped', last_error: 'staff_limit', n: 3 },
    ]);
    // The guests' own mails are not held back by the restaurant's ceiling.
    expect(
      await db.count(
        `public.reservation_emails where reservation_id = any($1) and kind = 'received' and state = 'sent'`,
        [ids],
      ),
    ).toBe(ids.length);
    // An hour later the restaurant hears of new bookings again.
    await db.query(
      `update public.reservation_emails set sent_at = now() - interval '61 minutes' where kind like 'staff%' and state = 'sent'`,
    );
    expect(await deliver(await book('after.the.hour@example.org'))).toEqual(['received', 'staff_new']);
  });

  it('never holds back the notice of a new booking for a flood of guests’ changes', async () => {
    const moved = await book('mover@example.org');
    await deliver(moved);
    // A full hour of the restaurant's notices of changes.
    await db.query(
      `insert into public.reservation_emails (reservation_id, kind, occurrence, state, sent_at)
       select $1, 'staff_changed', n, 'sent', now() - interval '5 minutes' from generate_series(1, $2::int) n`,
      [moved, STAFF_NOTICES_PER_HOUR],
    );
    await db.query(
      `update public.reservation_emails set sent_at = now() - interval '61 minutes'
        where kind = 'staff_new' and state = 'sent'`,
    );
    expect(await deliver(await book('real.guest@example.org'))).toEqual(['received', 'staff_new']);
    await db.query(
      `insert into public.reservation_emails (reservation_id, kind, occurrence) values ($1, 'staff_cancelled', 1)`,
      [moved],
    );
    await db.query(`update public.reservations set status = 'cancelled' where id = $1`, [moved]);
    await claim(moved);
    expect((await states(moved)).filter((s) => s.startsWith('staff_cancelled'))).toEqual([
      'staff_cancelled skipped staff_limit',
    ]);
  });

  it('lets two senders racing for the last mail of a limit send it once', async () => {
    if (db.target !== 'postgres') return;
    await setMailsPerAddress(1);
    const a = await book('race@example.org');
    const b = await book('race@example.org');
    const other = await db.connect();
    try {
      // Sender A has claimed a's mail and not committed yet; sender B, at the same moment, passes b's mail
      // over (A holds the address) and takes only the restaurant's notice.
      await db.exec('begin');
      await db.exec('set local role service_role');
      const first = await db.query<{ kind: string }>(
        `select kind from public.claim_reservation_emails($1, 1)`,
        [a],
      );
      const second = await other.request<{ kind: string }>(
        'service_role',
        `select kind from public.claim_reservation_emails($1, 10)`,
        [b],
      );
      await db.exec('commit');
      expect([first.rows.map((r) => r.kind), second.rows.map((r) => r.kind)]).toEqual([
        ['received'],
        ['staff_new'],
      ]);
      // Once A committed, a's mail is being sent: b's is over the limit.
      expect((await claim(b)).map((c) => c.kind)).toEqual([]);
      expect(await states(b)).toEqual(['received skipped daily_limit', 'staff_new sending']);
    } finally {
      await other.close();
      await setMailsPerAddress(5);
    }
  });
});

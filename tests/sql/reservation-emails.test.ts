// The e-mail outbox in SQL (decision 0078, supabase/schemas/09_emails.sql): what the triggers and
// change_reservation_status() queue, the reminders, the claim (once per row, a lease, skip locked), the
// backoff, what is skipped, who may touch the outbox, and the pg_net call of the schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_EMAIL_ATTEMPTS, retryDelayMinutes } from '../../src/domain/reservation/guest-emails';
import { DEFAULT_BOOKING_RULES, weekOf } from '../../src/domain/settings/booking-rules';
import { attempt, targets, type TestDatabase } from './db';

interface Row {
  kind: string;
  state: string;
  attempts: number;
  occurrence: number;
  reason: string | null;
}

interface Claimed {
  email_id: string;
  kind: string;
  reason: string | null;
  attempt: number;
  email: string;
}

describe.each(targets)('the e-mail outbox on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  // Each booking its own guest address: the outbox sends at most mailsPerAddressPerDay to one address
  // (tested in mail-relay.test.ts), which these tests are not about.
  let guests = 0;

  /** A booking inserted as the owner would (no API role): days from today in Berlin. */
  const book = async (
    days: number,
    status = 'pending',
    email = `mia.${++guests}@example.org`,
  ): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, language_preference, status)
       values ('Mia', $1, (now() at time zone 'Europe/Berlin')::date + $2::int, '12:00', 2, 'en', $3)
       returning id`,
      [email, days, status],
    );
    return rows[0]!.id;
  };

  const outbox = async (id: string): Promise<Row[]> =>
    (
      await db.query<Row>(
        `select kind, state, attempts, occurrence, reason from public.reservation_emails
         where reservation_id = $1 order by seq`,
        [id],
      )
    ).rows;

  const change = (id: string, status: string, reason: string | null = null) =>
    db.request('admin', `select status from public.change_reservation_status($1, $2, null, $3)`, [
      id,
      status,
      reason,
    ]);

  const claim = async (id: string | null, limit = 10): Promise<Claimed[]> =>
    (
      await db.request<Claimed>(
        'service_role',
        `select email_id, kind, reason, attempt, reservation ->> 'customer_email' as email
         from public.claim_reservation_emails($1, $2)`,
        [id, limit],
      )
    ).rows;

  const service = async <T>(sql: string, params: unknown[]): Promise<T> =>
    (await db.request<{ v: T }>('service_role', sql, params)).rows[0]!.v;

  /** As if the rows' wait (backoff or lease) had passed. */
  const timePasses = (id: string) =>
    db.query(
      `update public.reservation_emails set next_attempt_at = now() - interval '1 second'
              where reservation_id = $1`,
      [id],
    );

  it('queues the guest’s "received" e-mail and the restaurant’s notice with a booking, none for a past date', async () => {
    const { rows } = await db.request<{ id: string }>(
      'anon',
      `select id from public.create_reservation('Ana', 'ana@example.org', null,
         (now() at time zone 'Europe/Berlin')::date + 5, '12:00', 2, null, 'zh', gen_random_uuid())`,
    );
    expect(await outbox(rows[0]!.id)).toEqual([
      { kind: 'received', state: 'pending', attempts: 0, occurrence: 1, reason: null },
      { kind: 'staff_new', state: 'pending', attempts: 0, occurrence: 1, reason: null },
    ]);
    expect(await outbox(await book(-1))).toEqual([]);
  });

  it('queues the restaurant’s decisions (with the reason of a cancellation), not a guest’s own change', async () => {
    const a = await book(3);
    await change(a, 'confirmed', 'ignored for a confirmation');
    await change(a, 'cancelled', '  Die Küche bleibt wegen eines Wasserschadens geschlossen.  ');
    await change(a, 'confirmed');
    expect((await outbox(a)).slice(2)).toEqual([
      { kind: 'confirmed', state: 'pending', attempts: 0, occurrence: 1, reason: null },
      {
        kind: 'cancelled',
        state: 'pending',
        attempts: 0,
        occurrence: 1,
        reason: 'Die Küche bleibt wegen eines Wasserschadens geschlossen.',
      },
      { kind: 'confirmed', state: 'pending', attempts: 0, occurrence: 2, reason: null },
    ]);

    const b = await book(3);
    await change(b, 'cancelled');
    // A meal that has been (completed only once its time has come): no e-mail either.
    await db.query(`update public.reservations set reservation_date = reservation_date - 4 where id = $1`, [
      b,
    ]);
    await change(b, 'completed');
    expect((await outbox(b)).map((r) => r.kind)).toEqual(['received', 'staff_new', 'declined']);

    const tooLong = await attempt(() => change(b, 'pending', 'x'.repeat(501)));
    expect(tooLong.ok ? 'ok' : [tooLong.error.code, tooLong.error.message]).toEqual([
      '22023',
      'admin:reservations.validation.reasonTooLong',
    ]);

    // The self-service page cancels as the anonymous guest: that is no news to send them, but the
    // restaurant hears that a table is free again.
    const c = await book(3, 'confirmed');
    await db.exec('begin');
    await db.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    await db.query(`update public.reservations set status = 'cancelled' where id = $1`, [c]);
    await db.exec('commit');
    expect((await outbox(c)).map((r) => r.kind)).toEqual(['received', 'staff_new', 'staff_cancelled']);
  });

  describe('a guest’s move or cancellation through the self-service link', () => {
    const token = async (id: string) =>
      service<string>('select public.reservation_manage_token($1) as v', [id]);
    const asGuest = async (sql: string, params: unknown[]) =>
      (await db.request<{ v: { token?: string } }>('anon', sql, params)).rows[0]!.v;
    const dayIn = async (days: number) =>
      (
        await db.query<{ d: string }>(
          `select ((now() at time zone 'Europe/Berlin')::date + $1::int)::text as d`,
          [days],
        )
      ).rows[0]!.d;

    beforeAll(async () => {
      await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
        JSON.stringify({
          ...DEFAULT_BOOKING_RULES,
          // Until 15:00: a move to 13:00 ends its stay by the close.
          weeklyHours: weekOf(() => [{ from: '09:00', to: '15:00' }]),
        }),
      ]);
    });
    afterAll(async () => {
      await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
        JSON.stringify(DEFAULT_BOOKING_RULES),
      ]);
    });

    it('queues "changed" to the guest and the restaurant’s notice with each move, a second with a second', async () => {
      const id = await book(9, 'confirmed');
      const moved = await asGuest('select public.move_reservation_by_token($1, $2::date, $3) as v', [
        await token(id),
        await dayIn(10),
        '13:00',
      ]);
      expect((await outbox(id)).map((r) => `${r.kind} ${r.occurrence}`)).toEqual([
        'received 1',
        'staff_new 1',
        'changed 1',
        'staff_changed 1',
      ]);
      // The same time again is no change; a second move is a second one.
      await asGuest('select public.move_reservation_by_token($1, $2::date, $3) as v', [
        moved.token,
        await dayIn(10),
        '13:00',
      ]);
      expect(await outbox(id)).toHaveLength(4);
      await asGuest('select public.move_reservation_by_token($1, $2::date, $3) as v', [
        moved.token,
        await dayIn(11),
        '09:30',
      ]);
      expect((await outbox(id)).slice(4)).toEqual([
        { kind: 'changed', state: 'pending', attempts: 0, occurrence: 2, reason: null },
        { kind: 'staff_changed', state: 'pending', attempts: 0, occurrence: 2, reason: null },
      ]);

      // Delivered later, only the latest of each goes out (both would show the same, current booking).
      const claimed = await claim(id);
      expect(claimed.map((c) => c.kind)).toEqual(['received', 'staff_new', 'changed', 'staff_changed']);
      expect((await outbox(id)).map((r) => `${r.kind} ${r.occurrence} ${r.state}`)).toEqual([
        'received 1 sending',
        'staff_new 1 sending',
        'changed 1 skipped',
        'staff_changed 1 skipped',
        'changed 2 sending',
        'staff_changed 2 sending',
      ]);
    });

    it('queues a change of the party size or by staff too, but nothing for a past or cancelled booking', async () => {
      const id = await book(9);
      await db.query(`update public.reservations set party_size = 5 where id = $1`, [id]);
      expect((await outbox(id)).map((r) => r.kind)).toEqual([
        'received',
        'staff_new',
        'changed',
        'staff_changed',
      ]);
      await change(id, 'cancelled');
      await db.query(`update public.reservations set reservation_time = '13:30' where id = $1`, [id]);
      await db.query(
        `update public.reservations set reservation_date = reservation_date - 20 where id = $1`,
        [id],
      );
      expect((await outbox(id)).map((r) => r.kind)).toEqual([
        'received',
        'staff_new',
        'changed',
        'staff_changed',
        'declined',
      ]);
    });

    it('tells the restaurant of a cancellation by link; a "changed" of the cancelled booking is skipped', async () => {
      const id = await book(9, 'confirmed');
      const moved = await asGuest('select public.move_reservation_by_token($1, $2::date, $3) as v', [
        await token(id),
        await dayIn(12),
        '10:00',
      ]);
      await asGuest('select public.cancel_reservation_by_token($1) as v', [moved.token]);
      expect((await outbox(id)).map((r) => r.kind)).toEqual([
        'received',
        'staff_new',
        'changed',
        'staff_changed',
        'staff_cancelled',
      ]);
      expect((await claim(id)).map((c) => c.kind)).toEqual(['staff_new', 'staff_changed', 'staff_cancelled']);
      expect((await outbox(id)).map((r) => `${r.kind} ${r.state}`)).toEqual([
        'received skipped',
        'staff_new sending',
        'changed skipped',
        'staff_changed sending',
        'staff_cancelled sending',
      ]);
    });
  });

  it('claims each due row once; a lost claim cannot finish; the lease lets another sender take over', async () => {
    const id = await book(4, 'pending', 'lea@example.org');
    const first = await claim(id);
    expect(first.map((c) => [c.kind, c.attempt, c.email])).toEqual([
      ['received', 1, 'lea@example.org'],
      ['staff_new', 1, 'lea@example.org'],
    ]);
    expect(await claim(id)).toEqual([]);
    expect((await outbox(id)).map((r) => [r.state, r.attempts])).toEqual([
      ['sending', 1],
      ['sending', 1],
    ]);

    const received = first[0]!;
    expect(await service('select public.reservation_email_sent($1, $2) as v', [received.email_id, 1])).toBe(
      true,
    );
    expect(await service('select public.reservation_email_sent($1, $2) as v', [received.email_id, 1])).toBe(
      false,
    );

    // The notice's sender died: after the lease another call takes the row over, and the old claim is void.
    await timePasses(id);
    const again = await claim(id);
    expect(again.map((c) => [c.kind, c.attempt])).toEqual([['staff_new', 2]]);
    expect(await service('select public.reservation_email_sent($1, $2) as v', [again[0]!.email_id, 1])).toBe(
      false,
    );
    expect(await service('select public.reservation_email_sent($1, $2) as v', [again[0]!.email_id, 2])).toBe(
      true,
    );
    const { rows } = await db.query<{ state: string; sent: boolean }>(
      `select state, sent_at is not null as sent from public.reservation_emails where reservation_id = $1 order by seq`,
      [id],
    );
    expect(rows).toEqual([
      { state: 'sent', sent: true },
      { state: 'sent', sent: true },
    ]);
    expect(await claim(id)).toEqual([]);
  });

  it('waits 1, 4, 16, 64, 256 minutes, then 6 hours after each failure, and gives up after the 8th', async () => {
    const id = await book(5);
    await db.query(`delete from public.reservation_emails where reservation_id = $1 and kind = 'staff_new'`, [
      id,
    ]);
    const waits: number[] = [];
    const states: string[] = [];
    for (let n = 1; n <= MAX_EMAIL_ATTEMPTS; n++) {
      const [claimed] = await claim(id);
      expect(claimed?.attempt).toBe(n);
      states.push(
        await service<string>('select public.reservation_email_failed($1, $2, $3) as v', [
          claimed!.email_id,
          n,
          'smtp ECONNECTION',
        ]),
      );
      const { rows } = await db.query<{ minutes: number }>(
        `select round(extract(epoch from next_attempt_at - now()) / 60)::int as minutes
         from public.reservation_emails where reservation_id = $1`,
        [id],
      );
      waits.push(rows[0]!.minutes);
      expect(await claim(id)).toEqual([]);
      await timePasses(id);
    }
    expect(waits.slice(0, -1)).toEqual([1, 2, 3, 4, 5, 6, 7].map(retryDelayMinutes));
    expect(waits.slice(0, 5)).toEqual([1, 4, 16, 64, 256]);
    expect(states).toEqual([...Array(MAX_EMAIL_ATTEMPTS - 1).fill('retrying'), 'given_up']);
    expect(await claim(id)).toEqual([]);
    expect(await outbox(id)).toEqual([
      { kind: 'received', state: 'given_up', attempts: 8, occurrence: 1, reason: null },
    ]);
  });

  it('keeps only codes as the last error: nothing with an address fits', async () => {
    const id = await book(5);
    const [claimed] = await claim(id, 1);
    const refused = await attempt(() =>
      db.request('service_role', 'select public.reservation_email_failed($1, 1, $2)', [
        claimed!.email_id,
        '550 <mia@example.org> mailbox unavailable',
      ]),
    );
    expect(refused.ok ? 'stored' : refused.error.code).toBe('23514');
  });

  it('skips what no longer fits the booking: an overtaken decision, a received mail of a cancelled booking', async () => {
    const id = await book(6);
    await change(id, 'confirmed');
    await change(id, 'cancelled', 'Wasserschaden');
    const claimed = await claim(id);
    expect(claimed.map((c) => [c.kind, c.reason])).toEqual([
      ['staff_new', null],
      ['cancelled', 'Wasserschaden'],
    ]);
    expect((await outbox(id)).map((r) => `${r.kind} ${r.state}`)).toEqual([
      'received skipped',
      'staff_new sending',
      'confirmed skipped',
      'cancelled sending',
    ]);
  });

  it('queues one reminder for each confirmed booking of tomorrow, however often it runs', async () => {
    const tomorrow = await book(1, 'confirmed');
    const pending = await book(1, 'pending');
    const later = await book(2, 'confirmed');
    const cancelledLater = await book(1, 'confirmed');
    const queued = async () => service<number>('select public.enqueue_reservation_reminders() as v', []);
    expect(await queued()).toBe(2);
    expect(await queued()).toBe(0);
    const reminders = async (id: string) => (await outbox(id)).filter((r) => r.kind === 'reminder').length;
    expect([await reminders(tomorrow), await reminders(pending), await reminders(later)]).toEqual([1, 0, 0]);

    await change(cancelledLater, 'cancelled');
    expect((await claim(cancelledLater)).map((c) => c.kind)).toEqual(['staff_new', 'cancelled']);
    expect((await outbox(cancelledLater)).find((r) => r.kind === 'reminder')?.state).toBe('skipped');
    expect((await claim(tomorrow)).map((c) => c.kind)).toEqual(['received', 'staff_new', 'reminder']);
  });

  it('is closed to guests: anon and signed-in non-staff cannot read, write or deliver; staff only read', async () => {
    const id = await book(7);
    const code = async (persona: 'anon' | 'user' | 'admin', sql: string) => {
      const r = await attempt(() => db.request(persona, sql, [], { commit: false }));
      return r.ok ? `${r.value.rowCount} row(s)` : r.error.code;
    };
    const mine = `reservation_id = '${id}'`;
    expect(await code('anon', `select * from public.reservation_emails where ${mine}`)).toBe('42501');
    expect(await code('user', `select * from public.reservation_emails where ${mine}`)).toBe('0 row(s)');
    expect(await code('admin', `select * from public.reservation_emails where ${mine}`)).toBe('2 row(s)');
    expect(await code('admin', `update public.reservation_emails set state = 'sent' where ${mine}`)).toBe(
      '42501',
    );
    expect(
      await code(
        'anon',
        `insert into public.reservation_emails (reservation_id, kind) values ('${id}', 'reminder')`,
      ),
    ).toBe('42501');
    for (const persona of ['anon', 'user', 'admin'] as const) {
      expect(await code(persona, `select * from public.claim_reservation_emails('${id}', 10)`)).toBe('42501');
      expect(await code(persona, `select public.enqueue_reservation_reminders()`)).toBe('42501');
    }
    expect((await outbox(id)).map((r) => r.state)).toEqual(['pending', 'pending']);
  });

  it('asks the e-mail function through pg_net with the Vault secrets, only when something is due', async () => {
    // Stand-ins for Supabase's vault and pg_net, which neither PGlite nor a plain PostgreSQL has.
    await db.exec(`
      create schema vault;
      create table vault.decrypted_secrets (name text, decrypted_secret text);
      create schema net;
      create table net.requests (url text, headers jsonb, body jsonb);
      create function net.http_post(url text, headers jsonb, body jsonb) returns bigint
        language sql as $$ insert into net.requests values (url, headers, body); select 1::bigint $$;
    `);
    try {
      const requests = async () =>
        (
          await db.query<{ url: string; auth: string; body: unknown }>(
            `select url, headers ->> 'Authorization' as auth, body from net.requests`,
          )
        ).rows;
      await db.query(`select private.request_reservation_email_delivery()`);
      expect(await requests()).toEqual([]); // no secrets yet

      await db.query(`insert into vault.decrypted_secrets values
        ('project_url', 'https://tischlein.supabase.co/'), ('anon_key', 'anon-jwt')`);
      await db.query(`select private.request_reservation_email_delivery()`);
      expect(await requests()).toEqual([
        {
          url: 'https://tischlein.supabase.co/functions/v1/send-reservation-confirmation',
          auth: 'Bearer anon-jwt',
          body: { due: true },
        },
      ]);

      await db.query(`update public.reservation_emails set next_attempt_at = now() + interval '1 hour'
                      where state in ('pending', 'sending', 'retrying')`);
      await db.query(`select private.request_reservation_email_delivery()`);
      expect(await requests()).toHaveLength(1);
    } finally {
      await db.exec(`drop schema vault cascade; drop schema net cascade;`);
    }
    // No pg_cron here: the migration scheduled nothing and said so.
    expect((await db.query<{ c: boolean }>(`select to_regnamespace('cron') is null as c`)).rows).toEqual([
      { c: true },
    ]);
  });

  it('hands a row to one sender only when two claim at the same moment (skip locked)', async () => {
    if (db.target !== 'postgres') return;
    const id = await book(8);
    const other = await db.connect();
    try {
      await db.exec('begin');
      await db.exec('set local role service_role');
      const a = await db.query<{ kind: string }>(`select kind from public.claim_reservation_emails($1, 1)`, [
        id,
      ]);
      const b = await other.request<{ kind: string }>(
        'service_role',
        `select kind from public.claim_reservation_emails($1, 1)`,
        [id],
      );
      await db.exec('commit');
      expect([a.rows.map((r) => r.kind), b.rows.map((r) => r.kind)]).toEqual([['received'], ['staff_new']]);
    } finally {
      await other.close();
    }
  });
});

// Bounded booking (decisions 0086 and 0087): the proof-of-work challenge verified in SQL and
// the limits of restaurant_settings.abuse_limits, called as PostgREST calls them: inside one transaction per
// request, with the role, the JWT claims and the request headers (the client address) set first.
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from '../../src/domain/settings/abuse-limits';
import { attempt, targets, type Persona, type TestDatabase } from './db';

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const payload = (c: Omit<Challenge, 'maxnumber'> & { maxnumber?: number }, number: number): string =>
  btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    }),
  );

describe.each(targets)('bounded booking on $name', (target) => {
  let db: TestDatabase;
  let key: string;
  /** Bookable (date, time) pairs for a party of one, so that the booking rules never refuse an attempt. */
  let slots: { date: string; time: string }[] = [];

  beforeAll(async () => {
    db = await target.open();
    key = (await db.query<{ k: string }>(`select challenge_key as k from private.abuse_secrets`)).rows[0]!.k;
    const { rows } = await db.query<{ date: string; times: string[] }>(
      `select d::date::text as date, public.free_reservation_times(d::date, 1) as times
         from generate_series((now() at time zone 'Europe/Berlin')::date + 3,
                              (now() at time zone 'Europe/Berlin')::date + 40, interval '1 day') d`,
    );
    slots = rows.flatMap((r) => (r.times ?? []).map((time) => ({ date: r.date, time })));
  }, 300_000);
  afterAll(async () => db?.close());

  /**
   * A solved challenge made with the database's own key (as booking_challenge() makes them, but with a
   * number that needs no search), so that a thousand attempts take seconds: what the limits are tested
   * against is an attacker who solves every challenge.
   */
  const solved = async (options: { expires?: Date; hmacKey?: string } = {}): Promise<string> => {
    const c = await createChallenge({
      hmacKey: options.hmacKey ?? key,
      number: 7,
      maxnumber: 10,
      expires: options.expires ?? new Date(Date.now() + 600_000),
    });
    return payload(c as Challenge, 7);
  };

  /** One request through PostgREST from `address`, committed unless it fails. */
  const request = <T>(persona: Persona, address: string | null, sql: string, params: unknown[]) =>
    attempt(() =>
      db.as(
        persona,
        async (s) => {
          if (address !== null) {
            await s.query(`select set_config('request.headers', $1, true)`, [
              JSON.stringify({ 'x-forwarded-for': `${address}, 10.0.0.1`, 'user-agent': 'vitest' }),
            ]);
          }
          return (await s.query<T>(sql, params)).rows;
        },
        { commit: true },
      ),
    );

  let slot = 0;
  const book = (
    address: string | null,
    challenge: string | null,
    email = `guest${slot}@example.org`,
    persona: Persona = 'anon',
  ) => {
    const { date, time } = slots[slot++ % slots.length]!;
    return request<{ id: string }>(
      persona,
      address,
      `select id from public.create_reservation(p_customer_name => 'Gast', p_customer_email => $1,
         p_customer_phone => null, p_reservation_date => $2::date, p_reservation_time => $3, p_party_size => 1,
         p_special_requests => null, p_language_preference => 'de', p_submission_key => gen_random_uuid(),
         p_challenge => $4)`,
      [email, date, time, challenge],
    );
  };
  const refusal = (r: Awaited<ReturnType<typeof book>>) =>
    r.ok ? 'booked' : `${r.error.code} ${r.error.message}`;
  const setLimits = (limits: Partial<AbuseLimits>) =>
    db.query(`update public.restaurant_settings set abuse_limits = $1::jsonb`, [
      JSON.stringify({ ...DEFAULT_ABUSE_LIMITS, ...limits }),
    ]);
  const refusedToday = async () =>
    (await db.request<{ v: Record<string, number> }>('admin', `select public.refused_attempts_today() as v`))
      .rows[0]!.v;

  it('starts as the domain’s default limits, which only an admin changes, within the schema’s bounds', async () => {
    expect((await db.query(`select abuse_limits from public.restaurant_settings`)).rows).toEqual([
      { abuse_limits: DEFAULT_ABUSE_LIMITS },
    ]);
    const change = (persona: Persona, value: unknown) =>
      attempt(() =>
        db.request(persona, `update public.restaurant_settings set abuse_limits = $1::jsonb`, [
          JSON.stringify(value),
        ]),
      );
    const anon = await change('anon', DEFAULT_ABUSE_LIMITS);
    expect(anon.ok ? anon.value.rowCount : anon.error.code).toBe('42501');
    const user = await change('user', DEFAULT_ABUSE_LIMITS);
    expect(user.ok ? user.value.rowCount : user.error.code).toBe(0);
    const admin = await change('admin', DEFAULT_ABUSE_LIMITS);
    expect(admin.ok ? admin.value.rowCount : admin.error.code).toBe(1);
    for (const bad of [
      { ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 0 },
      { ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 1.5 },
      { ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 100_001 },
      { ...DEFAULT_ABUSE_LIMITS, extra: 1 },
      { bookingsPerDay: 5 },
    ]) {
      const r = await change('admin', bad);
      expect(r.ok ? 'updated' : [r.error.code, r.error.constraint]).toEqual([
        '23514',
        'restaurant_settings_abuse_limits_valid',
      ]);
    }
  });

  it('hands out a challenge that altcha-lib solves, and books once with its solution', async () => {
    const got = await request<{ c: Challenge }>(
      'anon',
      '198.51.100.1',
      `select public.booking_challenge() as c`,
      [],
    );
    expect(got.ok).toBe(true);
    const c = got.ok ? got.value[0]!.c : null;
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50000 });
    expect(c!.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    const solution = await solveChallenge(c!.challenge, c!.salt, c!.algorithm, c!.maxnumber).promise;
    expect(solution).not.toBeNull();
    const answer = payload(c!, solution!.number);
    expect(refusal(await book('198.51.100.1', answer))).toBe('booked');
    // The same solution again: used up.
    expect(refusal(await book('198.51.100.1', answer))).toBe('22023 reservations.validation.challengeFailed');
  });

  it('refuses a missing, malformed, expired or forged solution', async () => {
    for (const challenge of [
      null,
      '',
      'not base64 at all %%%',
      btoa('{"algorithm":"SHA-256"}'),
      await solved({ expires: new Date(Date.now() - 1000) }),
      await solved({ hmacKey: 'someone else’s key' }),
    ]) {
      expect(refusal(await book('198.51.100.2', challenge))).toBe(
        '22023 reservations.validation.challengeFailed',
      );
    }
    // A valid signature over a wrong number: SHA-256(salt || number) is not the challenge.
    const c = await createChallenge({
      hmacKey: key,
      number: 7,
      maxnumber: 10,
      expires: new Date(Date.now() + 60_000),
    });
    expect(refusal(await book('198.51.100.2', payload(c as Challenge, 8)))).toBe(
      '22023 reservations.validation.challengeFailed',
    );
  });

  it('1,000 attempts from one address within a minute make at most bookingsPerAddressPerHour bookings; another network still books', async () => {
    const before = await refusedToday();
    const emailsBefore = await db.count(`public.reservation_emails`);
    const started = Date.now();
    const booked: string[] = [];
    const refused = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const r = await book('203.0.113.9', await solved());
      if (r.ok) booked.push(r.value[0]!.id);
      else refused.set(r.error.message, (refused.get(r.error.message) ?? 0) + 1);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(booked).toHaveLength(DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour);
    expect(Object.fromEntries(refused)).toEqual({
      'reservations.validation.tooManyFromAddress': 1000 - DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour,
    });
    // E-mails are queued for the bookings made only, none for a refused attempt.
    expect(await db.count(`public.reservation_emails`)).toBeGreaterThan(emailsBefore);
    expect(
      await db.count(`public.reservation_emails where reservation_id <> all($1::uuid[])`, [booked]),
    ).toBe(emailsBefore);
    const after = await refusedToday();
    expect(after.address! - before.address!).toBe(1000 - DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour);
    // The limit is the network's: another address of the same /24, or the same one written as IPv6, is
    // refused too; another network still books.
    for (const neighbour of ['203.0.113.10', '203.0.113.254', '::ffff:203.0.113.50']) {
      expect(refusal(await book(neighbour, await solved())), neighbour).toBe(
        '22023 reservations.validation.tooManyFromAddress',
      );
    }
    expect(refusal(await book('198.18.0.10', await solved()))).toBe('booked');
    // Only a salted hash of an address is stored, never the address.
    const { rows } = await db.query<{ h: string }>(
      `select distinct encode(address_hash, 'escape') as h from private.client_attempts`,
    );
    expect(rows.some((r) => r.h.includes('203.0.113'))).toBe(false);
  }, 180_000);

  it('counts an IPv6 /64 as one client: a hundred addresses of it book no more than one', async () => {
    const results = new Map<string, number>();
    for (let i = 1; i <= 100; i++) {
      const answer = refusal(await book(`2001:db8:7:1::${i.toString(16)}`, await solved()));
      results.set(answer, (results.get(answer) ?? 0) + 1);
    }
    expect(Object.fromEntries(results)).toEqual({
      booked: DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour,
      '22023 reservations.validation.tooManyFromAddress':
        100 - DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour,
    });
    expect(refusal(await book('2001:db8:7:2::1', await solved()))).toBe('booked');
    const network = async (address: string) =>
      (await db.query<{ n: string }>(`select private.client_network($1) as n`, [address])).rows[0]!.n;
    expect(await network(' 2001:DB8:7:1:abcd::9 ')).toBe('2001:db8:7:1::/64');
    expect(await network('203.0.113.9')).toBe('203.0.113.0/24');
    expect(await network('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(await network('Unknown')).toBe('unknown');
  }, 120_000);

  it('holds the address limit for parallel requests from one address', async () => {
    if (target.name !== 'postgres') {
      console.info(
        'tests/sql/abuse-bounds.test.ts: the parallel case runs on PostgreSQL only (PGlite has one connection).',
      );
      return;
    }
    await setLimits({ bookingsPerAddressPerHour: 3 });
    const sessions = await Promise.all(Array.from({ length: 8 }, () => db.connect()));
    try {
      const answers = await Promise.all(
        sessions.map(async (s, i) => {
          const { date, time } = slots[(slot + i) % slots.length]!;
          const challenge = await solved();
          return attempt(() =>
            s.as(
              'anon',
              async (t) => {
                await t.query(`select set_config('request.headers', $1, true)`, [
                  JSON.stringify({ 'x-forwarded-for': '198.18.3.77' }),
                ]);
                return t.query(
                  `select id from public.create_reservation('Gast', $1, null, $2::date, $3, 1, null, 'de',
                     gen_random_uuid(), null, $4)`,
                  [`parallel${i}@example.org`, date, time, challenge],
                );
              },
              { commit: true },
            ),
          );
        }),
      );
      slot += sessions.length;
      expect(answers.filter((a) => a.ok)).toHaveLength(3);
      expect(
        answers
          .flatMap((a) => (a.ok ? [] : [a.error.message]))
          .every((m) => m.endsWith('tooManyFromAddress')),
      ).toBe(true);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
      await setLimits({});
    }
  });

  it('holds the day’s ceiling for parallel requests from many networks', async () => {
    if (target.name !== 'postgres') {
      console.info(
        'tests/sql/abuse-bounds.test.ts: the parallel ceiling runs on PostgreSQL only (PGlite has one connection).',
      );
      return;
    }
    const made = await db.count(
      `public.reservations where created_at >= ((now() at time zone 'Europe/Berlin')::date::timestamp at time zone 'Europe/Berlin')`,
    );
    await setLimits({ bookingsPerDay: made + 10 });
    const sessions = await Promise.all(Array.from({ length: 25 }, () => db.connect()));
    try {
      const answers = await Promise.all(
        sessions.map(async (s, i) => {
          const { date, time } = slots[(slot + i) % slots.length]!;
          const challenge = await solved();
          return attempt(() =>
            s.as(
              'anon',
              async (t) => {
                await t.query(`select set_config('request.headers', $1, true)`, [
                  JSON.stringify({ 'x-forwarded-for': `198.19.${i}.1` }),
                ]);
                return t.query(
                  `select id from public.create_reservation('Gast', $1, null, $2::date, $3, 1, null, 'de',
                     gen_random_uuid(), null, $4)`,
                  [`ceiling${i}@example.org`, date, time, challenge],
                );
              },
              { commit: true },
            ),
          );
        }),
      );
      slot += sessions.length;
      expect(answers.filter((a) => a.ok)).toHaveLength(10);
      expect(
        answers.flatMap((a) => (a.ok ? [] : [a.error.message])).every((m) => m.endsWith('tooManyToday')),
      ).toBe(true);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
      await setLimits({});
    }
  });

  it('books at most bookingsPerEmailPerDay for one mailbox, however it is spelled, from any address', async () => {
    const spellings = [
      'victim@gmail.com',
      'VICTIM+promo@Gmail.com',
      'v.i.c.t.i.m@googlemail.com',
      'victim+1@gmail.com',
      'Vic.Tim@gmail.com',
    ];
    const results: string[] = [];
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.bookingsPerEmailPerDay + 2; i++) {
      results.push(refusal(await book(`192.0.2.${10 + i}`, await solved(), spellings[i])));
    }
    expect(results).toEqual([
      ...Array<string>(DEFAULT_ABUSE_LIMITS.bookingsPerEmailPerDay).fill('booked'),
      '22023 reservations.validation.tooManyForEmail',
      '22023 reservations.validation.tooManyForEmail',
    ]);
  });

  it('stops all public bookings of the day at bookingsPerDay, but not staff', async () => {
    const made = await db.count(
      `public.reservations where created_at >= ((now() at time zone 'Europe/Berlin')::date::timestamp at time zone 'Europe/Berlin')`,
    );
    await setLimits({ bookingsPerDay: made + 1 });
    try {
      expect(refusal(await book('192.0.2.100', await solved()))).toBe('booked');
      expect(refusal(await book('192.0.2.101', await solved()))).toBe(
        '22023 reservations.validation.tooManyToday',
      );
      expect(refusal(await book('192.0.2.101', null, 'staff-booked@example.org', 'admin'))).toBe('booked');
      expect((await refusedToday()).day).toBeGreaterThanOrEqual(1);
    } finally {
      await setLimits({});
    }
  });

  it('bounds consent records per network, and stores no consent to purposes the site does not offer', async () => {
    const consent = (address: string | null, i: number) =>
      request<{ analytics_cookies: boolean; marketing_cookies: boolean; functional_cookies: boolean }>(
        'anon',
        address,
        `select analytics_cookies, marketing_cookies, functional_cookies
           from public.record_consent($1, true, true, true, true, 'vitest', 'de')`,
        [`bounded-session-${i}`],
      );
    const answers = [];
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.consentsPerAddressPerHour + 1; i++) {
      answers.push(await consent('198.51.100.77', i));
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(DEFAULT_ABUSE_LIMITS.consentsPerAddressPerHour);
    const last = answers.at(-1)!;
    expect(last.ok ? 'recorded' : `${last.error.code} ${last.error.message}`).toBe(
      '22023 consent.validation.tooMany',
    );
    expect((await refusedToday()).consent).toBeGreaterThanOrEqual(1);
    const other = await consent('198.18.1.78', 999);
    expect(other.ok && other.value[0]).toEqual({
      analytics_cookies: false,
      marketing_cookies: false,
      functional_cookies: true,
    });
  });

  it('answers a replayed submission without what staff wrote or who they are', async () => {
    const key = crypto.randomUUID();
    const { date, time } = slots[slot++ % slots.length]!;
    const submit = async () =>
      request<Record<string, unknown>>(
        'anon',
        '198.18.2.1',
        `select * from public.create_reservation('Gast', 'replay@example.org', null, $1::date, $2, 1, null, 'de',
           $3, null, $4)`,
        [date, time, key, await solved()],
      );
    const first = await submit();
    if (!first.ok) throw new Error(first.error.message);
    const id = first.value[0]!['id'] as string;
    await db.request('admin', `select public.change_reservation_status($1, 'confirmed', 'Kennt den Chef')`, [
      id,
    ]);
    const again = await submit();
    expect(again.ok && again.value[0]).toMatchObject({
      id,
      status: 'confirmed',
      customer_name: 'Gast',
      admin_notes: null,
      status_changed_by: null,
      status_changed_by_name: null,
    });
    const stored = await db.query<{ admin_notes: string; by: string }>(
      `select admin_notes, status_changed_by_name as by from public.reservations where id = $1`,
      [id],
    );
    expect(stored.rows[0]).toEqual({ admin_notes: 'Kennt den Chef', by: expect.any(String) });
  });

  it('lets a database session without request headers (owner, migrations) book without a challenge', async () => {
    expect(refusal(await book(null, null))).toBe('booked');
  });

  it('shows the refused attempts to staff only', async () => {
    for (const persona of ['anon', 'user', 'service_role'] as const) {
      const r = await attempt(() => db.request(persona, `select public.refused_attempts_today() as v`));
      expect(r.ok ? 'answered' : r.error.code).toBe('42501');
    }
    expect(Object.keys(await refusedToday()).sort()).toEqual([
      'address',
      'challenge',
      'consent',
      'day',
      'email',
    ]);
  });
});

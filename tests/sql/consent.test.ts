// record_consent() and find_consent(): validation, version 1.0, one year of validity, per-session read-back.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { attempt, targets, type TestDatabase } from './db';

interface ConsentDraft {
  session: string | null;
  essential: boolean | null;
  functional: boolean | null;
  analytics: boolean | null;
  marketing: boolean | null;
  userAgent: string | null;
  language: string | null;
}

interface ConsentRow {
  id: string;
  user_session_id: string;
  consent_version: string;
  essential_cookies: boolean;
  functional_cookies: boolean;
  analytics_cookies: boolean;
  marketing_cookies: boolean;
  ip_address: string | null;
  user_agent: string | null;
  language_preference: string | null;
  valid_days: number;
}

const recordSql = `select c.*, extract(day from c.expires_at - c.created_at)::int as valid_days
  from public.record_consent($1, $2, $3, $4, $5, $6, $7) c`;
const args = (d: ConsentDraft): unknown[] => [
  d.session,
  d.essential,
  d.functional,
  d.analytics,
  d.marketing,
  d.userAgent,
  d.language,
];

describe.each(targets)('consent functions on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const draft = (overrides: Partial<ConsentDraft> = {}): ConsentDraft => ({
    session: crypto.randomUUID(),
    essential: true,
    functional: true,
    analytics: false,
    marketing: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    language: 'de',
    ...overrides,
  });
  const record = (d: ConsentDraft) =>
    db.request<ConsentRow>('anon', recordSql, args(d)).then((r) => r.rows[0]!);
  const find = (session: string) =>
    db
      .request<{ id: string }>('anon', `select id from public.find_consent($1)`, [session])
      .then((r) => r.rows);
  const count = () => db.count('public.consent_records');

  it('records version 1.0, valid for one year, without an IP address', async () => {
    const d = draft({ language: 'en-US' });
    const row = await record(d);
    expect(row).toMatchObject({
      user_session_id: d.session,
      consent_version: '1.0',
      essential_cookies: true,
      functional_cookies: true,
      analytics_cookies: false,
      marketing_cookies: false,
      ip_address: null,
      user_agent: d.userAgent,
      language_preference: 'en',
    });
    expect([365, 366]).toContain(row.valid_days);
  });

  it('cuts an overlong user agent to 500 characters instead of losing the consent', async () => {
    const row = await record(draft({ userAgent: 'u'.repeat(900) }));
    expect(row.user_agent).toHaveLength(500);
  });

  it('reads back only the latest valid record of the session it is asked for', async () => {
    const session = crypto.randomUUID();
    // an older valid record and an expired one, written directly by the owner
    await db.query(
      `insert into public.consent_records (user_session_id, created_at, expires_at) values
         ($1, now() - interval '1 day', now() + interval '364 days'),
         ($1, now() - interval '2 years', now() - interval '1 year')`,
      [session],
    );
    const latest = await record(draft({ session, marketing: true }));
    const other = await record(draft());
    expect((await find(session)).map((r) => r.id)).toEqual([latest.id]);
    expect((await find(other.user_session_id)).map((r) => r.id)).toEqual([other.id]);
    expect(await find(crypto.randomUUID())).toEqual([]);
    expect(await find('')).toEqual([]);

    const expiredOnly = crypto.randomUUID();
    await db.query(
      `insert into public.consent_records (user_session_id, created_at, expires_at)
       values ($1, now() - interval '2 years', now() - interval '1 year')`,
      [expiredOnly],
    );
    expect(await find(expiredOnly)).toEqual([]);
  });

  it('is the only way in: anon and signed-in users cannot touch consent_records directly', async () => {
    for (const persona of ['anon', 'user', 'admin'] as const) {
      const read = await attempt(() => db.request(persona, `select * from public.consent_records`));
      expect(read.ok ? 'read' : read.error.code, persona).toBe('42501');
      const write = await attempt(() =>
        db.request(
          persona,
          `insert into public.consent_records (user_session_id, expires_at) values ('abcdefgh', now() + interval '1 year')`,
        ),
      );
      expect(write.ok ? 'written' : write.error.code, persona).toBe('42501');
    }
  });

  it('rejects generated malformed consent records with their key and writes nothing', async () => {
    const valid = fc.record({
      session: fc.uuid(),
      essential: fc.constant(true),
      functional: fc.boolean(),
      analytics: fc.boolean(),
      marketing: fc.boolean(),
      userAgent: fc.option(
        fc.string({ maxLength: 200 }).filter((s) => !s.includes('\u0000')),
        { nil: null },
      ),
      language: fc.constantFrom('de', 'en', 'zh', 'fr', null),
    });
    type Breakage = [Partial<ConsentDraft>, string];
    const idChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split('');
    const breakage: fc.Arbitrary<Breakage> = fc.oneof(
      fc.constant<Breakage>([{ session: null }, 'sessionIdInvalid']),
      fc
        .array(fc.constantFrom(...idChars), { maxLength: 7 })
        .map((cs): Breakage => [{ session: cs.join('') }, 'sessionIdInvalid']),
      fc
        .array(fc.constantFrom(...idChars), { minLength: 101, maxLength: 140 })
        .map((cs): Breakage => [{ session: cs.join('') }, 'sessionIdInvalid']),
      fc
        .tuple(fc.uuid(), fc.constantFrom(' ', '/', '%', "'", ';', '\n', '.', 'ä'))
        .map(([id, bad]): Breakage => [
          { session: `${id.slice(0, 10)}${bad}${id.slice(10)}` },
          'sessionIdInvalid',
        ]),
      fc.constantFrom(false, null).map((essential): Breakage => [{ essential }, 'essentialRequired']),
      fc
        .constantFrom<keyof ConsentDraft>('functional', 'analytics', 'marketing')
        .map((flag): Breakage => [{ [flag]: null }, 'choiceRequired']),
    );

    await fc.assert(
      fc.asyncProperty(valid, breakage, async (d, [patch, key]) => {
        const before = await count();
        const result = await attempt(() => record({ ...d, ...patch }));
        expect(result.ok ? 'recorded' : `${result.error.code} ${result.error.message}`).toBe(
          `22023 consent.validation.${key}`,
        );
        expect(await count()).toBe(before);
      }),
      { numRuns: 50 },
    );
  });
});

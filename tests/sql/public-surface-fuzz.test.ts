// The public surface under fire: property tests that send arbitrary and hostile input to
// every SQL function the anon role can EXECUTE, the way PostgREST calls it (POST /rpc/<fn>: the JSON body is
// turned into the declared argument types by json_to_record(), then the function runs as anon).
//
// Each call must either
//   - succeed with a valid result: the rows it wrote are read back as service_role and checked against the
//     domain's own rules (the zod schemas of src/domain, the booking rules, the event's seats), and what anon
//     got back holds nothing it may not see; or
//   - be a documented refusal: SQLSTATE 22023 with one of the function's translation keys as message and its
//     field as detail (what src/adapters/supabase/errors.ts turns into a field error of the form); or, only
//     for a string PostgreSQL text cannot hold (a NUL character, an unpaired UTF-16 surrogate), the 22P05,
//     22P02 or 22021 that PostgreSQL raises while decoding the JSON body, before the function runs (HTTP 400,
//     a message that names no table, column or function; docs/security.md, "Fuzzing the public surface").
// Anything else fails: an internal error, a check constraint (the function let through what the table
// refuses), a P0001 or 22xxx with SQL text, a 500-like code.
//
// The functions are discovered at test time (has_function_privilege('anon', oid, 'execute') in schema
// public), so a function someone makes callable by anon later fails the first test here until it has an
// arbitrary in `fuzzers` below. After the run no stored reservation or consent record may break the domain's
// rules, and anon still reads no reservation, consent record or e-mail.
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONSENT_VERSION } from '../../src/domain/consent/consent';
import { consentRecordInputSchema } from '../../src/domain/consent/consent-schema';
import { bookingSchema, reservationDraftSchema } from '../../src/domain/reservation/booking-schema';
import { LANGUAGES, RESERVATION_STATUSES } from '../../src/domain/reservation/reservation';
import { checkBooking } from '../../src/domain/room/availability';
import { bookableSlots, slotsOf } from '../../src/domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../src/domain/settings/booking-rules';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { attempt, targets, type PgError, type Session, type TestDatabase } from './db';
import { bookedBesides, floorPlanOf } from './room-support';

// ---------------------------------------------------------------------------------------------------------
// Calling a function as PostgREST does
// ---------------------------------------------------------------------------------------------------------

/** A function anon can execute, as the catalog describes it. */
interface AnonFunction {
  /** name(argument types), as tests/sql/access-matrix.ts writes it */
  signature: string;
  name: string;
  /** `required`: the argument has no default, so PostgREST finds the function only when the body names it */
  args: { name: string; type: string; required: boolean }[];
  /** returns a row type or a set (PostgREST selects `pgrst_call.*`), or a scalar */
  returnsRows: boolean;
}

/** The JSON body of POST /rpc/<fn>: one key per argument sent; a key left out takes the argument's default. */
type Body = Record<string, unknown>;

/** What PostgREST answers with: the error fields, or the rows (a scalar function's value as one element). */
type Answer =
  { ok: true; value: unknown[]; nowMs: number } | { ok: false; error: PgError & { hint?: string } };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * PostgREST's query for a POST to /rpc/<fn> (v12: the body goes in as one json parameter and
 * json_to_record() gives each key the argument's declared type), plus the transaction's now() so that the
 * checks read the clock the function read.
 */
const rpcSql = (fn: AnonFunction, body: Body): string => {
  const sent = fn.args.filter((a) => Object.hasOwn(body, a.name));
  const call = `"public".${quoted(fn.name)}(${sent
    .map((a) => `${quoted(a.name)} := pgrst_body.${quoted(a.name)}`)
    .join(', ')})`;
  const args =
    sent.length === 0
      ? ''
      : `, lateral (select ${sent.map((a) => quoted(a.name)).join(', ')}
           from json_to_record(pgrst_payload.json_data) as _(${sent
             .map((a) => `${quoted(a.name)} ${a.type}`)
             .join(', ')}) limit 1) pgrst_body`;
  const source = fn.returnsRows
    ? `select pgrst_call.* from (select $1::json as json_data) pgrst_payload${args}, lateral ${call} pgrst_call`
    : `select pgrst_call.pgrst_scalar from (select $1::json as json_data) pgrst_payload${args},
         lateral (select ${call} as pgrst_scalar) pgrst_call`;
  const value = fn.returnsRows ? 'to_json(_postgrest_t)' : '_postgrest_t.pgrst_scalar';
  return `with pgrst_source as (${source})
    select coalesce(json_agg(${value}), '[]'::json) as body,
           (extract(epoch from now()) * 1000)::float8 as now_ms
      from pgrst_source _postgrest_t`;
};

const rpc = async (db: Session, fn: AnonFunction, body: Body): Promise<Answer> => {
  const missing = fn.args.filter((a) => a.required && !Object.hasOwn(body, a.name));
  // PostgREST would answer 404 (PGRST202) without calling anything: an arbitrary that does this tests nothing.
  if (missing.length > 0) throw new Error(`the body for ${fn.signature} leaves out ${missing[0]!.name}`);
  const r = await attempt(() =>
    db.as(
      'anon',
      async (s) =>
        (await s.query<{ body: unknown[]; now_ms: number }>(rpcSql(fn, body), [JSON.stringify(body)]))
          .rows[0]!,
      { commit: true },
    ),
  );
  return r.ok
    ? { ok: true, value: r.value.body, nowMs: Number(r.value.now_ms) }
    : { ok: false, error: r.error };
};

// ---------------------------------------------------------------------------------------------------------
// What counts as a clean refusal
// ---------------------------------------------------------------------------------------------------------

/** A documented refusal: 22023, the translation key as message, the field as detail. */
interface Refusal {
  message: string;
  detail: string;
}

const keys = (prefix: string, detail: string, names: readonly string[]): Refusal[] =>
  names.map((name) => ({ message: `${prefix}${name}`, detail }));

/** Strings PostgreSQL text cannot hold: NUL, and a UTF-16 surrogate without its partner. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const holdsUnstorable = (value: unknown): boolean =>
  typeof value === 'string'
    ? UNSTORABLE.test(value)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || holdsUnstorable(v))
      : false;
/**
 * How PostgreSQL refuses them while it reads the body, before the function runs: a NUL when json_to_record()
 * turns the JSON string into text (22P05), an unpaired surrogate when the body is read as json (22P02 with
 * the surrogate named in the detail), a raw NUL byte in UTF-8 (22021). PostgREST answers each with HTTP 400.
 */
const encodingRefusal = (error: PgError): boolean =>
  (error.code === '22P05' && error.message === 'unsupported Unicode escape sequence') ||
  (error.code === '22P02' &&
    error.message === 'invalid input syntax for type json' &&
    /^Unicode (low|high) surrogate must (follow|not follow) a high surrogate\.$/.test(error.detail ?? '')) ||
  (error.code === '22021' && error.message === 'invalid byte sequence for encoding "UTF8": 0x00');
/** Words of our schema that no refusal may show a guest. */
const INTERNALS =
  /reservations?_|consent_records|restaurant_settings|reservation_emails|public\.|private\.|constraint|relation|column|function|PL\/pgSQL/i;

/** Why an error is not a clean refusal, or null when it is one. */
const dirtiness = (
  error: PgError & { hint?: string },
  refusals: readonly Refusal[],
  body: Body,
): string | null => {
  const text = `${error.code} ${error.message} | ${error.detail ?? ''} | ${error.hint ?? ''}`;
  if (error.code === '22023') {
    const documented = refusals.some((r) => r.message === error.message && r.detail === error.detail);
    return documented && !error.hint ? null : `undocumented refusal: ${text}`;
  }
  if (holdsUnstorable(body) && encodingRefusal(error)) {
    const leaks = INTERNALS.test(`${error.message} ${error.detail ?? ''} ${error.hint ?? ''}`);
    return leaks ? `encoding refusal that names internals: ${text}` : null;
  }
  return `not a documented refusal: ${text}`;
};

// ---------------------------------------------------------------------------------------------------------
// Hostile values, within the declared types. A JSON value of another type ("abc" for an integer) fails in
// json_to_record() before the function runs, PostgREST's refusal and not the function's, so it is left out.
// ---------------------------------------------------------------------------------------------------------

const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '\t\n\r ',
  '\u0000',
  'Mia\u0000Chen',
  '\ud800',
  'a\udfffb',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\ufeff',
  '\u200b',
  '\u00a0Mia\u3000',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  '\u0085',
  '\u009b31m',
  '\u007f',
  '\u001b[31mred',
  'Mia\nChen',
  "'; drop table public.reservations; --",
  "' or '1'='1",
  '$$; select pg_sleep(10); $$',
  '\\',
  '%_%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}${7*7}',
  'null',
  'mia@example.org\r\nBcc: victim@example.com',
  'x'.repeat(201),
  'x'.repeat(2001),
  'x'.repeat(100_000),
  '😀'.repeat(150),
  '😀'.repeat(201),
  '😀'.repeat(300),
];

const hostileText: fc.Arbitrary<string | null> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.constant(null),
);

/** Valid text with hostile surroundings: white space of every kind, HTML, quotes. */
const decorated = (core: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom('', '', ' ', '\t', '\u00a0', '\u3000', '\ufeff', '\u2028', '<b>', "'"),
      core,
      fc.constantFrom('', '', ' ', '\n', '\u00a0', '\u3000', '\u200b', '</b>', '"'),
    )
    .map(([a, b, c]) => a + b + c);

const SPECIAL_DATES = [
  'infinity',
  '-infinity',
  'epoch',
  'today',
  'tomorrow',
  'yesterday',
  '0001-01-01',
  '4713-11-24 BC',
  '1970-01-01',
  '9999-12-31',
  '294276-12-31',
  '5874897-12-31',
] as const;

const hostileInteger: fc.Arbitrary<number | null> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-2147483648, 2147483647, -1, 0, 21, 1000),
  fc.constant(null),
);

const hostileUuid: fc.Arbitrary<string | null> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}',
    'a0eebc999c0b4ef8bb6d6bb9bd380a11',
  ),
  fc.constant(null),
);

const boolOrNull = fc.constantFrom(true, false, null);

/** Mostly `valid`, sometimes `hostile`: most calls get far enough to reach the later checks. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>): fc.Arbitrary<T | U> =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostile });

// ---------------------------------------------------------------------------------------------------------
// Fixtures and the rules a stored row must keep
// ---------------------------------------------------------------------------------------------------------

interface StoredReservation {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  reservation_date: string;
  reservation_time: string;
  party_size: number;
  special_requests: string | null;
  language_preference: string;
  status: string;
  admin_notes: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  submission_key: string | null;
  event_id: string | null;
  created_ms: number;
}

interface StoredConsent {
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
  valid_for_days: number;
}

interface FixtureEvent {
  id: string;
  date: string;
  time: string;
  max: number;
}

interface Context {
  db: TestDatabase;
  today: string;
  rules: BookingRules;
  /** an active event ahead, an inactive one and one that is over */
  events: { open: FixtureEvent; inactive: FixtureEvent; over: FixtureEvent };
  /** self-service tokens and the booking each opens (moves add the new tokens) */
  tokens: Map<string, string>;
  /** session ids recorded so far, for find_consent */
  sessions: string[];
  /** submission keys sent so far, to send again */
  submissionKeys: string[];
  /** ids of reservations anywhere, to send as event ids */
  reservationIds: string[];
}

const RESERVATION_COLUMNS = `r.id::text, r.customer_name, r.customer_email, r.customer_phone,
  r.reservation_date::text, r.reservation_time, r.party_size, r.special_requests, r.language_preference,
  r.status, r.admin_notes, r.confirmed_at::text, r.cancelled_at::text, r.submission_key::text,
  r.event_id::text, (extract(epoch from r.created_at) * 1000)::float8 as created_ms`;

const readReservation = async (db: Session, id: string): Promise<StoredReservation | undefined> =>
  (
    await db.request<StoredReservation>(
      'service_role',
      `select ${RESERVATION_COLUMNS} from public.reservations r where r.id = $1::uuid`,
      [id],
    )
  ).rows[0];

/** The covers other pending and confirmed bookings hold in the row's slot and on its date. */
/** Whether the domain's rule takes a stored table booking, given the other bookings of its date. */
const roomTakes = async (db: Session, rules: BookingRules, row: StoredReservation, nowMs: number) => {
  const others = await db.as('service_role', (s) => bookedBesides(s, rules, row.reservation_date, row.id));
  const plan = await db.as('service_role', floorPlanOf);
  const check = checkBooking(
    rules,
    plan,
    { date: row.reservation_date, time: row.reservation_time, partySize: row.party_size },
    new Date(nowMs),
    others,
  );
  return check.ok ? null : check.reason;
};

/** A stored reservation as the domain stores one: the draft's schema (submission key optional). */
const storedReservationSchema = reservationDraftSchema.extend({
  submission_key: reservationDraftSchema.shape.submission_key.nullable(),
});

const DRAFT_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'reservation_date',
  'reservation_time',
  'party_size',
  'special_requests',
  'language_preference',
  'submission_key',
  'event_id',
] as const;

const shown = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 120 ? `${s.slice(0, 120)}… (${s.length} characters)` : s;
};

/**
 * What in a stored reservation breaks the domain's rules: the schema must accept it and leave it unchanged
 * (trimmed as the form trims, blank optional fields null), its status must be one of the lifecycle's, and a
 * table booking that holds covers must be at one of the date's slots.
 */
const reservationViolations = (row: StoredReservation, rules: BookingRules): string[] => {
  const fields = Object.fromEntries(DRAFT_FIELDS.map((k) => [k, row[k]]));
  const parsed = storedReservationSchema.safeParse(fields);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message} (${shown(fields[String(i.path[0])])})`,
    );
  }
  const out = parsed.data as Record<string, unknown>;
  const problems = DRAFT_FIELDS.filter((k) => !Object.is(out[k], fields[k])).map(
    (k) =>
      `${k} is not as the domain would store it: ${shown(fields[k])}, the schema makes it ${shown(out[k])}`,
  );
  if (!(RESERVATION_STATUSES as readonly string[]).includes(row.status))
    problems.push(`status ${row.status}`);
  if (
    row.event_id === null &&
    (row.status === 'pending' || row.status === 'confirmed') &&
    !slotsOf(rules, row.reservation_date).includes(row.reservation_time)
  ) {
    problems.push(`${row.reservation_date} ${row.reservation_time} is no slot of the booking rules`);
  }
  return problems;
};

/** What in a stored consent record breaks the domain's rules (consent-schema.ts and consent.ts). */
const consentViolations = (row: StoredConsent): string[] => {
  const input = {
    sessionId: row.user_session_id,
    choice: {
      essential: row.essential_cookies,
      functional: row.functional_cookies,
      analytics: row.analytics_cookies,
      marketing: row.marketing_cookies,
    },
    userAgent: row.user_agent,
    language: row.language_preference,
  };
  const parsed = consentRecordInputSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const problems: string[] = [];
  if (parsed.data.sessionId !== row.user_session_id)
    problems.push(`session id ${shown(row.user_session_id)}`);
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(row.user_session_id)) problems.push('session id shape');
  if (row.consent_version !== CONSENT_VERSION) problems.push(`version ${row.consent_version}`);
  if (row.ip_address !== null) problems.push('an IP address is stored');
  if (
    row.language_preference !== null &&
    !(LANGUAGES as readonly string[]).includes(row.language_preference)
  ) {
    problems.push(`language ${shown(row.language_preference)}`);
  }
  if (row.valid_for_days < 364 || row.valid_for_days > 366) problems.push(`valid ${row.valid_for_days} days`);
  return problems;
};

const CONSENT_COLUMNS = `c.id::text, c.user_session_id, c.consent_version, c.essential_cookies, c.functional_cookies,
  c.analytics_cookies, c.marketing_cookies, c.ip_address::text, c.user_agent, c.language_preference,
  extract(epoch from c.expires_at - c.created_at)::float8 / 86400 as valid_for_days`;

/** What the guest page may show of a booking (private.guest_reservation()): nothing more. */
const GUEST_KEYS = [
  'customer_name',
  'event',
  'expires_at',
  'language_preference',
  'party_size',
  'reservation_date',
  'reservation_time',
  'status',
];

const expectGuestView = (json: unknown, row: StoredReservation) => {
  const view = json as Record<string, unknown>;
  expect(Object.keys(view).sort(), 'the guest view holds only what the page shows').toEqual(GUEST_KEYS);
  expect(view).toMatchObject({
    customer_name: row.customer_name,
    party_size: row.party_size,
    reservation_date: row.reservation_date,
    reservation_time: row.reservation_time,
    status: row.status,
    language_preference: row.language_preference,
  });
};

// ---------------------------------------------------------------------------------------------------------
// One entry per function anon may call: its bodies, its documented refusals, the checks of a success
// ---------------------------------------------------------------------------------------------------------

interface Fuzzer {
  body: (ctx: Context) => fc.Arbitrary<Body>;
  /** bodies sent before the random ones: every hostile constant in every field it fits, whatever the dice say */
  examples?: (ctx: Context) => Body[];
  refusals: readonly Refusal[];
  /** checks a successful call; throws (expect) when the result or what it stored breaks a rule */
  accept: (ctx: Context, body: Body, value: unknown[], nowMs: number) => Promise<void>;
  numRuns: number;
  /** at least this many calls must succeed and be refused, so that the bodies reach both paths */
  reach: { answered: number; refused: number };
}

const BOOKING_REFUSALS: readonly Refusal[] = [
  ...keys('reservations.validation.', 'customer_name', ['nameRequired', 'nameTooLong', 'nameInvalid']),
  ...keys('reservations.validation.', 'customer_email', ['emailInvalid']),
  ...keys('reservations.validation.', 'customer_phone', ['phoneInvalid']),
  ...keys('reservations.validation.', 'special_requests', ['specialRequestsTooLong']),
  ...keys('reservations.validation.', 'party_size', [
    'partySizeMin',
    'partySizeMax',
    'partyTooLarge',
    'eventFull',
  ]),
  ...keys('reservations.validation.', 'reservation_date', [
    'dateRequired',
    'dateInPast',
    'dateTooFar',
    'dateClosed',
    'eventUnknown',
    'eventOver',
  ]),
  ...keys('reservations.validation.', 'reservation_time', [
    'timeRequired',
    'timeOutsideHours',
    'timeTooSoon',
    'slotFull',
    'eventMismatch',
  ]),
];

/** The refusals of a self-service link, and those of a move (the booking rules of create_reservation()). */
const TOKEN_REFUSALS = keys('selfService.errors.', 'token', ['invalid', 'expired', 'used', 'closed']);
const MOVE_REFUSALS: readonly Refusal[] = [
  ...TOKEN_REFUSALS,
  ...keys('selfService.errors.', 'token', ['eventBooking']),
  ...keys('selfService.errors.', 'reservation_date', ['tooManyMoves']),
  ...keys('reservations.validation.', 'party_size', ['partyTooLarge']),
  ...keys('reservations.validation.', 'reservation_date', [
    'dateRequired',
    'dateInPast',
    'dateTooFar',
    'dateClosed',
  ]),
  ...keys('reservations.validation.', 'reservation_time', [
    'timeRequired',
    'timeOutsideHours',
    'timeTooSoon',
    'slotFull',
  ]),
];

const SLOT_TIMES = slotsOf(DEFAULT_BOOKING_RULES, '2026-01-05');

/** A body made by `base` for each hostile text in each of the fields. */
const everywhere = (fields: readonly string[], base: (i: number) => Body): Body[] =>
  fields.flatMap((field, f) =>
    HOSTILE_TEXT.map((text, t) => ({ ...base(f * HOSTILE_TEXT.length + t), [field]: text })),
  );
const EXTREME_INTEGERS = [-2147483648, 2147483647, 0, -1, 21] as const;

const bookingDate = (ctx: Context): fc.Arbitrary<string> =>
  fc.integer({ min: 1, max: 95 }).map((n) => addDays(ctx.today, n));
const hostileDate = (ctx: Context): fc.Arbitrary<string | null> =>
  fc.oneof(
    fc.constantFrom(...SPECIAL_DATES),
    fc.integer({ min: -700_000, max: 700_000 }).map((n) => addDays(ctx.today, n)),
    fc.constant(ctx.today),
    fc.constant(null),
  );
const bookingTime = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SLOT_TIMES) },
  { weight: 1, arbitrary: fc.stringMatching(/^([01][0-9]|2[0-3]):[0-5][0-9]$/) },
);

/** A token that opens a booking, one changed in a character, one of the right shape, or anything at all. */
const tokenArb = (pool: () => readonly string[]): fc.Arbitrary<string | null> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.nat().map((i) => {
        const all = pool();
        return all[i % all.length]!;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat(), fc.nat({ max: 75 }), fc.constantFrom('A', 'z', '-', '_'))
        .map(([i, at, c]) => {
          const all = pool();
          const t = all[i % all.length]!;
          return t.slice(0, at) + (t[at] === c ? '0' : c) + t.slice(at + 1);
        }),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{76}$/) },
    { weight: 1, arbitrary: hostileText },
  );

const fuzzers: Record<string, Fuzzer> = {
  'is_admin()': {
    body: () => fc.constant({}),
    refusals: [],
    accept: async (_ctx, _body, value) => {
      expect(value, 'anon is never staff').toEqual([false]);
    },
    numRuns: 3,
    reach: { answered: 1, refused: 0 },
  },
  'is_owner()': {
    body: () => fc.constant({}),
    refusals: [],
    accept: async (_ctx, _body, value) => {
      expect(value, 'anon is never an owner').toEqual([false]);
    },
    numRuns: 3,
    reach: { answered: 1, refused: 0 },
  },

  'booking_challenge()': {
    body: () => fc.constant({}),
    refusals: [],
    accept: async (_ctx, _body, value) => {
      const [challenge] = value as Record<string, unknown>[];
      expect(Object.keys(challenge!).sort()).toEqual([
        'algorithm',
        'challenge',
        'maxnumber',
        'salt',
        'signature',
      ]);
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50000 });
      expect(challenge!.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    },
    numRuns: 3,
    reach: { answered: 1, refused: 0 },
  },

  'reservation_search_text(text, text, text)': {
    body: () => fc.record({ p_name: hostileText, p_email: hostileText, p_phone: hostileText }),
    examples: () => HOSTILE_TEXT.map((t) => ({ p_name: t, p_email: t, p_phone: t })),
    refusals: [],
    accept: async (_ctx, body, value) => {
      // A pure expression of its arguments: null without a name, else the three lines (a missing e-mail or
      // phone number is an empty line).
      const [text] = value as (string | null)[];
      if (body.p_name === null) expect(text).toBeNull();
      else expect((text as string).split('\n').length).toBeGreaterThanOrEqual(3);
    },
    numRuns: 40,
    reach: { answered: 10, refused: 0 },
  },

  'record_consent(text, boolean, boolean, boolean, boolean, text, text)': {
    body: () =>
      fc.record({
        p_session_id: mostly(fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/), hostileText),
        p_essential: mostly(fc.constant(true), boolOrNull),
        p_functional: mostly(fc.boolean(), boolOrNull),
        p_analytics: mostly(fc.boolean(), boolOrNull),
        p_marketing: mostly(fc.boolean(), boolOrNull),
        p_user_agent: fc.oneof(
          fc.constant('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0'),
          hostileText,
        ),
        p_language: fc.oneof(
          fc.constantFrom('de', 'en', 'zh', 'en-GB', 'zh-Hant-TW', 'fr', 'EN'),
          hostileText,
        ),
      }),
    examples: () =>
      everywhere(['p_session_id', 'p_user_agent', 'p_language'], (i) => ({
        p_session_id: `session-${i}-${randomUUID().slice(0, 8)}`,
        p_essential: true,
        p_functional: i % 2 === 0,
        p_analytics: false,
        p_marketing: i % 3 === 0,
        p_user_agent: 'Mozilla/5.0',
        p_language: 'en',
      })),
    refusals: [
      ...keys('consent.validation.', 'user_session_id', ['sessionIdInvalid']),
      ...keys('consent.validation.', 'essential_cookies', ['essentialRequired']),
      ...keys('consent.validation.', 'cookies', ['choiceRequired']),
    ],
    accept: async (ctx, body, value) => {
      const [answer] = value as { id: string; user_session_id: string }[];
      expect(answer?.user_session_id).toBe(body.p_session_id);
      const { rows } = await ctx.db.request<StoredConsent>(
        'service_role',
        `select ${CONSENT_COLUMNS} from public.consent_records c where c.id = $1::uuid`,
        [answer!.id],
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(consentViolations(row), 'the stored consent record keeps the domain rules').toEqual([]);
      // Only the purposes the site offers are stored as given (decision 0077): analytics and marketing never.
      expect(row).toMatchObject({
        essential_cookies: true,
        functional_cookies: body.p_functional,
        analytics_cookies: false,
        marketing_cookies: false,
      });
      ctx.sessions.push(row.user_session_id);
    },
    numRuns: 80,
    reach: { answered: 10, refused: 5 },
  },

  'find_consent(text)': {
    body: (ctx) =>
      fc.record({
        p_session_id: fc.oneof(
          fc.nat().map((i) => ctx.sessions[i % Math.max(ctx.sessions.length, 1)] ?? 'no-session-yet'),
          fc.constantFrom('%', '_%', '.*', "' or true --"),
          hostileText,
        ),
      }),
    examples: () => HOSTILE_TEXT.map((t) => ({ p_session_id: t })),
    refusals: [],
    accept: async (_ctx, body, value) => {
      const rows = value as { user_session_id: string }[];
      expect(rows.length).toBeLessThanOrEqual(1);
      for (const row of rows) expect(row.user_session_id, 'only the own record').toBe(body.p_session_id);
    },
    numRuns: 40,
    reach: { answered: 10, refused: 0 },
  },

  'free_reservation_times(date, integer)': {
    body: (ctx) =>
      fc.record({
        p_date: mostly(bookingDate(ctx), hostileDate(ctx)),
        p_party_size: mostly(fc.integer({ min: 1, max: 20 }), hostileInteger),
      }),
    examples: (ctx) => [
      ...SPECIAL_DATES.map((d) => ({ p_date: d, p_party_size: 2 })),
      ...EXTREME_INTEGERS.map((n) => ({ p_date: addDays(ctx.today, 10), p_party_size: n })),
    ],
    refusals: [],
    accept: async (ctx, body, value, nowMs) => {
      const [times] = value as string[][];
      expect(Array.isArray(times)).toBe(true);
      if (times!.length === 0) return;
      // Each time must be one a guest may book now, on the date PostgreSQL read ('tomorrow' is a date too).
      const { rows } = await ctx.db.query<{ date: string }>(`select $1::date::text as date`, [body.p_date]);
      const date = rows[0]!.date;
      const bookable = bookableSlots(ctx.rules, date, new Date(nowMs));
      for (const t of times!) expect(bookable, `${date} ${t} is bookable`).toContain(t);
      expect([...times!].sort()).toEqual(times);
    },
    numRuns: 60,
    reach: { answered: 20, refused: 0 },
  },

  'full_reservation_days(date, date, integer)': {
    body: (ctx) =>
      fc.record({
        p_from: mostly(bookingDate(ctx), hostileDate(ctx)),
        p_to: mostly(bookingDate(ctx), hostileDate(ctx)),
        p_party_size: mostly(fc.integer({ min: 1, max: 20 }), hostileInteger),
      }),
    examples: (ctx) => [
      ...SPECIAL_DATES.map((d) => ({ p_from: d, p_to: d, p_party_size: 2 })),
      ...EXTREME_INTEGERS.map((n) => ({ p_from: ctx.today, p_to: addDays(ctx.today, 60), p_party_size: n })),
    ],
    refusals: [],
    accept: async (ctx, body, value) => {
      const [days] = value as string[][];
      expect(Array.isArray(days)).toBe(true);
      // At most a calendar's six weeks, in order, each an open day of the rules.
      expect(days!.length).toBeLessThanOrEqual(42);
      expect([...days!].sort()).toEqual(days);
      for (const day of days!) expect(slotsOf(ctx.rules, day).length, `${day} is open`).toBeGreaterThan(0);
    },
    numRuns: 30,
    reach: { answered: 10, refused: 0 },
  },

  'create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)': {
    body: (ctx) => {
      const { open, inactive, over } = ctx.events;
      const common = {
        p_customer_name: mostly(
          decorated(
            fc.oneof(
              fc.constantFrom('Mia Chen', '王小明', "O'Brien", 'Zoë Ångström', '<b>Mia</b>', 'Ali 🍜'),
              fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
            ),
          ),
          hostileText,
        ),
        p_customer_email: mostly(
          decorated(fc.oneof(fc.emailAddress(), fc.constantFrom('mia@example.org', 'wang@例子.测试'))),
          hostileText,
        ),
        p_customer_phone: mostly(
          fc.option(decorated(fc.stringMatching(/^\+?[0-9 ()/-]{3,20}$/)), { nil: null }),
          hostileText,
        ),
        p_special_requests: mostly(
          fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }), { nil: null }),
          hostileText,
        ),
        p_language_preference: fc.oneof(fc.constantFrom('de', 'en', 'zh', 'en-GB', 'fr', null), hostileText),
        p_submission_key: fc.oneof(
          { weight: 6, arbitrary: fc.uuid() },
          {
            weight: 1,
            arbitrary: fc
              .nat()
              .map((i) => ctx.submissionKeys[i % Math.max(ctx.submissionKeys.length, 1)] ?? null),
          },
          { weight: 1, arbitrary: hostileUuid },
        ),
        // A session without request headers is not bounded (decision 0087): the solution is read and ignored,
        // however hostile; tests/sql/abuse-bounds.test.ts checks the bounded path.
        p_challenge: fc.option(hostileText, { nil: null }),
      };
      const table = fc.record(
        {
          ...common,
          p_reservation_date: mostly(bookingDate(ctx), hostileDate(ctx)),
          p_reservation_time: mostly(bookingTime, hostileText),
          p_party_size: mostly(fc.integer({ min: 1, max: 12 }), hostileInteger),
          p_event_id: fc.constant(null),
        },
        {
          // p_event_id has a default: a table booking from the form leaves it out
          requiredKeys: [
            'p_customer_name',
            'p_customer_email',
            'p_customer_phone',
            'p_reservation_date',
            'p_reservation_time',
            'p_party_size',
            'p_special_requests',
            'p_language_preference',
            'p_submission_key',
          ],
        },
      );
      const event = fc
        .tuple(fc.constantFrom(open, open, open, inactive, over), fc.boolean())
        .chain(([e, matching]) =>
          fc.record({
            ...common,
            p_reservation_date: matching ? fc.constant(e.date) : mostly(bookingDate(ctx), hostileDate(ctx)),
            p_reservation_time: matching ? fc.constant(e.time) : mostly(bookingTime, hostileText),
            p_party_size: mostly(fc.integer({ min: 1, max: 3 }), hostileInteger),
            p_event_id: mostly(
              fc.constant(e.id),
              fc.oneof(hostileUuid, fc.constantFrom(...ctx.reservationIds)),
            ),
          }),
        );
      return fc.oneof({ weight: 3, arbitrary: table }, { weight: 1, arbitrary: event });
    },
    examples: (ctx) => {
      const base = (i: number): Body => ({
        p_customer_name: 'Mia Chen',
        p_customer_email: 'mia@example.org',
        p_customer_phone: null,
        p_reservation_date: addDays(ctx.today, 10 + (i % 70)),
        p_reservation_time: SLOT_TIMES[i % SLOT_TIMES.length]!,
        p_party_size: 2,
        p_special_requests: null,
        p_language_preference: 'de',
        p_submission_key: randomUUID(),
      });
      const { inactive, over } = ctx.events;
      return [
        ...everywhere(
          [
            'p_customer_name',
            'p_customer_email',
            'p_customer_phone',
            'p_reservation_time',
            'p_special_requests',
            'p_language_preference',
          ],
          base,
        ),
        ...SPECIAL_DATES.map((d, i) => ({ ...base(i), p_reservation_date: d })),
        ...EXTREME_INTEGERS.map((n, i) => ({ ...base(i), p_party_size: n })),
        ...['00000000-0000-0000-0000-000000000000', ctx.reservationIds[0]!, inactive.id, over.id].map(
          (id, i) => ({
            ...base(i),
            p_event_id: id,
          }),
        ),
        { ...base(0), p_submission_key: null },
      ];
    },
    refusals: BOOKING_REFUSALS,
    accept: async (ctx, body, value, nowMs) => {
      const [answer] = value as StoredReservation[];
      expect(answer?.id, 'a booking answers its row').toEqual(expect.any(String));
      const row = await readReservation(ctx.db, answer!.id);
      expect(row, 'the answered row is stored').toBeDefined();
      expect(answer).toMatchObject({
        customer_name: row!.customer_name,
        reservation_date: row!.reservation_date,
      });
      expect(reservationViolations(row!, ctx.rules), 'the stored reservation keeps the domain rules').toEqual(
        [],
      );
      if (row!.submission_key) ctx.submissionKeys.push(row!.submission_key);
      if (row!.created_ms !== nowMs) return; // an earlier booking answered again for its submission key
      expect(row).toMatchObject({
        status: 'pending',
        admin_notes: null,
        confirmed_at: null,
        cancelled_at: null,
      });
      // What the form makes of the same input, where it takes it: the function stores exactly that, neither
      // cutting nor rewriting a guest's words. (Where the form refuses an input the function takes, e.g. a
      // time with a space around it, the stored row itself was checked above.)
      const domain = bookingSchema
        .pick({
          customer_name: true,
          customer_email: true,
          customer_phone: true,
          reservation_time: true,
          special_requests: true,
          party_size: true,
        })
        .safeParse({
          customer_name: body.p_customer_name,
          customer_email: body.p_customer_email,
          customer_phone: body.p_customer_phone,
          reservation_time: body.p_reservation_time,
          special_requests: body.p_special_requests,
          party_size: body.p_party_size,
        });
      if (domain.success) expect(row, 'stored as the form would store it').toMatchObject(domain.data);
      if (row!.event_id === null) {
        const refusal = await roomTakes(ctx.db, ctx.rules, row!, nowMs);
        expect(refusal, 'a table booking the booking rules refuse').toBeNull();
      } else {
        const e = ctx.events.open;
        expect(row!.event_id, 'only the open event takes sign-ups').toBe(e.id);
        expect([row!.reservation_date, row!.reservation_time]).toEqual([e.date, e.time]);
      }
    },
    numRuns: 150,
    reach: { answered: 20, refused: 20 },
  },

  'reservation_by_token(text)': {
    body: (ctx) => fc.record({ p_token: tokenArb(() => [...ctx.tokens.keys()]) }),
    examples: () => HOSTILE_TEXT.map((t) => ({ p_token: t })),
    refusals: TOKEN_REFUSALS,
    accept: async (ctx, body, value) => {
      const id = ctx.tokens.get(body.p_token as string);
      expect(id, 'only a token made by the server opens a booking').toBeDefined();
      expectGuestView(value[0], (await readReservation(ctx.db, id!))!);
    },
    numRuns: 50,
    reach: { answered: 5, refused: 5 },
  },

  'move_reservation_by_token(text, date, text)': {
    body: (ctx) =>
      fc.record({
        p_token: tokenArb(() => [...ctx.tokens.keys()]),
        p_date: mostly(bookingDate(ctx), hostileDate(ctx)),
        p_time: mostly(bookingTime, hostileText),
      }),
    examples: (ctx) => {
      const [token] = ctx.tokens.keys();
      if (token === undefined) return [];
      return [
        ...HOSTILE_TEXT.map((t) => ({ p_token: token, p_date: addDays(ctx.today, 12), p_time: t })),
        ...SPECIAL_DATES.map((d) => ({ p_token: token, p_date: d, p_time: '18:00' })),
      ];
    },
    refusals: MOVE_REFUSALS,
    accept: async (ctx, body, value, nowMs) => {
      const id = ctx.tokens.get(body.p_token as string);
      expect(id, 'only a token made by the server moves a booking').toBeDefined();
      const answer = value[0] as { reservation: unknown; token: string };
      expect(Object.keys(answer).sort()).toEqual(['reservation', 'token']);
      const row = (await readReservation(ctx.db, id!))!;
      expectGuestView(answer.reservation, row);
      expect(reservationViolations(row, ctx.rules), 'the moved reservation keeps the domain rules').toEqual(
        [],
      );
      expect(row.status, 'a moved booking is pending or stays as it was').toMatch(/^(pending|confirmed)$/);
      const refusal = await roomTakes(ctx.db, ctx.rules, row, nowMs);
      expect(refusal, 'a move the booking rules refuse').toBeNull();
      ctx.tokens.set(answer.token, id!);
    },
    numRuns: 70,
    reach: { answered: 5, refused: 5 },
  },

  'cancel_reservation_by_token(text)': {
    body: (ctx) => fc.record({ p_token: tokenArb(() => [...ctx.tokens.keys()]) }),
    examples: () => HOSTILE_TEXT.map((t) => ({ p_token: t })),
    refusals: TOKEN_REFUSALS,
    accept: async (ctx, body, value) => {
      const id = ctx.tokens.get(body.p_token as string);
      expect(id, 'only a token made by the server cancels a booking').toBeDefined();
      const row = (await readReservation(ctx.db, id!))!;
      expectGuestView(value[0], row);
      expect(row.status).toBe('cancelled');
      expect(row.cancelled_at).not.toBeNull();
    },
    numRuns: 40,
    reach: { answered: 2, refused: 5 },
  },
};

// ---------------------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------------------

describe.each(targets)('fuzzed public surface on $name', (target) => {
  let ctx: Context;
  let anonFunctions: AnonFunction[];

  const insertEvent = async (db: Session, days: number, time: string, active: boolean, max: number) => {
    const { rows } = await db.query<FixtureEvent>(
      `insert into public.events (title, event_date, max_participants, is_active)
       values ('Dumpling night', ($1::date + $2::time) at time zone 'Europe/Berlin', $3, $4)
       returning id::text, to_char(event_date at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date,
                 to_char(event_date at time zone 'Europe/Berlin', 'HH24:MI') as time, max_participants as max`,
      [addDays(restaurantDate(new Date()), days), time, max, active],
    );
    return rows[0]!;
  };

  /** A booking written by the owner (no rules apply). */
  const insertBooking = async (
    db: Session,
    days: number,
    time: string,
    status: string,
    eventId: string | null = null,
  ): Promise<string> => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.reservations (customer_name, customer_email, reservation_date, reservation_time,
         party_size, status, event_id)
       values ('Lena Vogel', 'lena@example.org', $1::date, $2, 2, $3, $4::uuid) returning id::text`,
      [addDays(restaurantDate(new Date()), days), time, status, eventId],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    const db = await target.open();
    const today = restaurantDate(new Date());
    // Rules with every kind of refusal in reach: capacity per slot and day, a closed period, a special
    // opening, a tighter day.
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      coversPerSlot: 10,
      coversPerDay: 40,
      closedPeriods: [{ from: addDays(today, 6), to: addDays(today, 7), note: 'Betriebsferien' }],
      specialOpenings: [{ date: addDays(today, 7), hours: [{ from: '12:00', to: '14:00' }] }],
      capacityOverrides: [{ date: addDays(today, 2), coversPerSlot: 3, coversPerDay: 6 }],
    };
    await db.query(`update public.restaurant_settings set booking_rules = $1::jsonb`, [
      JSON.stringify(rules),
    ]);

    const events = {
      open: await insertEvent(db, 5, '19:00', true, 6),
      inactive: await insertEvent(db, 9, '18:30', false, 20),
      over: await insertEvent(db, -1, '19:00', true, 20),
    };

    const tokens = new Map<string, string>();
    const reservationIds: string[] = [];
    const selfService = (
      await db.query<{ ok: boolean }>(
        `select to_regprocedure('public.reservation_manage_token(uuid)') is not null as ok`,
      )
    ).rows[0]!.ok;
    const tokenOf = async (id: string) =>
      (
        await db.request<{ t: string }>(
          'service_role',
          `select public.reservation_manage_token($1::uuid) as t`,
          [id],
        )
      ).rows[0]!.t;
    // Bookings for the links: to show, move and cancel (pending, confirmed), and to refuse (cancelled, over,
    // an event's sign-up, which keeps its time).
    const fixtures: [number, string, string, string | null][] = [
      ...[11, 12, 13, 20, 21, 22, 23, 30].map((d): [number, string, string, null] => [
        d,
        '18:00',
        'pending',
        null,
      ]),
      [15, '12:30', 'confirmed', null],
      [16, '13:00', 'cancelled', null],
      [-1, '12:00', 'completed', null],
      [5, events.open.time, 'pending', events.open.id],
    ];
    for (const [days, time, status, eventId] of fixtures) {
      const id = await insertBooking(db, days, time, status, eventId);
      reservationIds.push(id);
      if (selfService) tokens.set(await tokenOf(id), id);
    }
    if (selfService) {
      // A genuine token whose link has expired.
      const { rows } = await db.query<{ t: string }>(
        `select private.reservation_token($1::uuid, now() - interval '1 minute') as t`,
        [reservationIds[0]],
      );
      tokens.set(rows[0]!.t, reservationIds[0]!);
    }

    anonFunctions = (
      await db.query<{
        signature: string;
        name: string;
        arg_names: string[] | null;
        arg_types: string[];
        returns_rows: boolean;
        defaults: number;
      }>(
        `select format('%s(%s)', p.proname, oidvectortypes(p.proargtypes)) as signature, p.proname as name,
                p.proargnames[1:p.pronargs] as arg_names,
                array(select format_type(t, null) from unnest(p.proargtypes) with ordinality a(t, i) order by i)
                  as arg_types,
                p.proretset or t.typtype = 'c' as returns_rows, p.pronargdefaults::int as defaults
           from pg_proc p
           join pg_namespace n on n.oid = p.pronamespace
           join pg_type t on t.oid = p.prorettype
          where n.nspname = 'public' and p.prokind = 'f' and has_function_privilege('anon', p.oid, 'execute')
          order by 1`,
      )
    ).rows.map((r) => ({
      signature: r.signature,
      name: r.name,
      args: r.arg_types.map((type, i) => ({
        name: r.arg_names?.[i] ?? `$${i + 1}`,
        type,
        required: i < r.arg_types.length - r.defaults,
      })),
      returnsRows: r.returns_rows,
    }));

    ctx = {
      db,
      today,
      rules,
      events,
      tokens,
      sessions: [],
      submissionKeys: [],
      reservationIds,
    };
  });

  afterAll(async () => {
    await ctx?.db.close();
  });

  it('has an arbitrary for every function anon can execute, and none for a function it cannot', () => {
    const callable = anonFunctions.map((f) => f.signature);
    expect(
      callable.filter((s) => !(s in fuzzers)),
      'anon can EXECUTE these, so tests/sql/public-surface-fuzz.test.ts needs an entry in `fuzzers` for each',
    ).toEqual([]);
    expect(
      Object.keys(fuzzers).filter((s) => !callable.includes(s)),
      'these entries of `fuzzers` name no function anon can execute (renamed, re-typed or revoked?)',
    ).toEqual([]);
  });

  for (const [signature, fuzzer] of Object.entries(fuzzers)) {
    it(`${signature}: every call succeeds with valid rows or is a documented refusal`, async () => {
      const fn = anonFunctions.find((f) => f.signature === signature);
      if (!fn) return; // reported by the test above
      const tally = { answered: 0, refused: 0 };
      const examples = fuzzer.examples?.(ctx) ?? [];
      await fc.assert(
        fc.asyncProperty(fuzzer.body(ctx), async (body) => {
          const answer = await rpc(ctx.db, fn, body);
          if (answer.ok) {
            tally.answered += 1;
            await fuzzer.accept(ctx, body, answer.value, answer.nowMs);
          } else {
            tally.refused += 1;
            expect(dirtiness(answer.error, fuzzer.refusals, body), `body ${shown(body)}`).toBeNull();
          }
        }),
        // fast-check counts the examples among the runs
        { numRuns: examples.length + fuzzer.numRuns, examples: examples.map((b): [Body] => [b]) },
      );
      expect(tally.answered, 'calls that succeeded').toBeGreaterThanOrEqual(fuzzer.reach.answered);
      expect(tally.refused, 'calls that were refused').toBeGreaterThanOrEqual(fuzzer.reach.refused);
    }, 60_000);
  }

  it('leaves no row that breaks the domain rules, and anon reads none of them back', async () => {
    const { db, rules } = ctx;
    const reservations = (
      await db.request<StoredReservation>(
        'service_role',
        `select ${RESERVATION_COLUMNS} from public.reservations r`,
      )
    ).rows;
    expect(reservations.length, 'the fuzz stored bookings to check').toBeGreaterThan(20);
    const broken = reservations
      .map((row) => ({ row: shown(row), problems: reservationViolations(row, rules) }))
      .filter((r) => r.problems.length > 0);
    expect(broken).toEqual([]);

    // An event never seats more than it has room for.
    const { rows: events } = await db.request<{ id: string; seats: number; max: number }>(
      'service_role',
      `select e.id::text, coalesce(sum(r.party_size) filter (where r.status in ('pending', 'confirmed')), 0)::int
              as seats, e.max_participants as max
         from public.events e left join public.reservations r on r.event_id = e.id
        group by e.id`,
    );
    for (const e of events) expect(e.seats, `seats of event ${e.id}`).toBeLessThanOrEqual(e.max);

    const consents = (
      await db.request<StoredConsent>(
        'service_role',
        `select ${CONSENT_COLUMNS} from public.consent_records c`,
      )
    ).rows;
    expect(consents.length, 'the fuzz stored consent records to check').toBeGreaterThan(5);
    expect(
      consents
        .map((row) => ({ row: shown(row), problems: consentViolations(row) }))
        .filter((r) => r.problems.length > 0),
    ).toEqual([]);

    // Whatever anon did, the tables with personal data stay closed to it (the access matrix covers the rest).
    for (const table of ['reservations', 'consent_records', 'reservation_emails']) {
      const exists = (
        await db.query<{ ok: boolean }>(`select to_regclass($1) is not null as ok`, [`public.${table}`])
      ).rows[0]!.ok;
      if (!exists) continue;
      const read = await attempt(() =>
        db.request<{ n: number }>('anon', `select count(*)::int as n from public.${table}`),
      );
      if (read.ok) expect(read.value.rows[0]!.n, `rows anon sees in ${table}`).toBe(0);
      else expect(read.error.code, `anon reading ${table}`).toBe('42501');
    }
  });
});

// The restaurant's contact in SQL: the default row holds the domain's default contact; everyone
// reads it, only an admin changes it; the column's check (restaurant_contact_valid()) refuses each broken field
// and accepts exactly what the settings schema accepts, on random valid and broken contacts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_RESTAURANT_CONTACT,
  type RestaurantContact,
} from '../../src/domain/settings/restaurant-contact';
import { restaurantContactSchema } from '../../src/domain/settings/restaurant-contact-schema';
import { asPgError, attempt, targets, type TestDatabase } from './db';

const KEYS = Object.keys(DEFAULT_RESTAURANT_CONTACT);
const x = (n: number) => 'x'.repeat(n);

/**
 * What the column accepts: what the schema accepts, with the seven keys and no other (the schema drops a key
 * it does not know, and the adapters save what it returns, so only the column ever sees one).
 */
const accepted = (candidate: unknown): boolean =>
  restaurantContactSchema.safeParse(candidate).success &&
  Object.keys(candidate as object).every((k) => KEYS.includes(k));

// Characters where JavaScript and PostgreSQL could differ: its white space (trimmed by the schema, and never
// part of an e-mail address), a character beyond U+FFFF (two UTF-16 code units, one character to both),
// umlauts, and the ones the phone and e-mail patterns care about.
const unit = fc.constantFrom(
  'a',
  'Z',
  'ß',
  'é',
  '0',
  '7',
  '+',
  '(',
  ')',
  '/',
  '.',
  '-',
  '@',
  ',',
  '_',
  ' ',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '😀',
);
/** Short texts, and texts around a bound. */
const textNear = (max: number) =>
  fc.oneof(
    fc.string({ unit, maxLength: 8 }),
    fc
      .tuple(fc.integer({ min: max - 3, max: max + 2 }), fc.string({ unit, maxLength: 3 }))
      .map(([n, edge]) => `${edge}${x(Math.max(n - edge.length, 0))}${edge}`),
  );
/** Mostly a value the form would send, else anything near the field's rules. */
const field = <T>(usual: fc.Arbitrary<T>, edgy: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 5 }, { arbitrary: edgy, weight: 1 });
const phone = field(
  fc.string({ unit: fc.constantFrom('0', '3', '9', '+', ' ', '(', ')', '/', '.', '-'), maxLength: 45 }),
  textNear(40),
);
const email = field(
  fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9._+-]{1,12}@[a-z0-9-]{1,10}\.[a-z]{2,6}$/)),
  fc.oneof(
    fc
      .tuple(fc.string({ unit, maxLength: 4 }), fc.string({ unit, maxLength: 4 }))
      .map(([local, host]) => `${local}@${host}.de`),
    fc.string({ unit, maxLength: 10 }),
    fc.integer({ min: 244, max: 250 }).map((n) => `${x(n)}@ex.org`),
  ),
);
const coordinate = (bound: number) =>
  field(
    fc.double({ min: -bound, max: bound, noNaN: true }),
    fc.constantFrom(-bound, bound, bound + 1e-9, -bound - 0.5, 1e308),
  );
const pin = field<Pick<RestaurantContact, 'latitude' | 'longitude'>>(
  fc.oneof(
    fc.constant({ latitude: null, longitude: null }),
    fc.record({ latitude: coordinate(90), longitude: coordinate(180) }),
  ),
  fc.oneof(
    fc.record({ latitude: fc.constant(null), longitude: coordinate(180) }),
    fc.record({ latitude: coordinate(90), longitude: fc.constant(null) }),
  ),
);
const anyContact = fc
  .record({
    street: field(fc.stringMatching(/^[A-Za-zäöüß -]{1,30} [0-9]{1,3}[a-z]?$/), textNear(200)),
    postalCode: field(fc.stringMatching(/^[0-9]{0,5}$/), textNear(20)),
    city: field(fc.stringMatching(/^[A-Za-zäöüß -]{0,20}[a-z]$/), textNear(100)),
    phone,
    email,
    pin,
  })
  .map(({ pin: p, ...rest }): RestaurantContact => ({ ...rest, ...p }));

/** Contacts as typed, and broken ones: a key of the wrong kind, missing, or one too many. */
const anyCandidate: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyContact, weight: 4 },
  fc
    .tuple(
      anyContact,
      fc.constantFrom(...KEYS),
      fc.constantFrom<unknown>(null, 0, 52.5, true, '', ' ', '52.5', [], {}, x(255)),
    )
    .map(([contact, key, value]) => ({ ...contact, [key]: value })),
  fc
    .tuple(anyContact, fc.constantFrom(...KEYS))
    .map(([contact, key]) => Object.fromEntries(Object.entries(contact).filter(([k]) => k !== key))),
  anyContact.map((contact) => ({ ...contact, country: 'DE' })),
  fc.constantFrom<unknown>(null, [], 'Berlin', 1, {}),
);

const valid = async (db: TestDatabase, candidate: unknown) =>
  (
    await db.query<{ valid: boolean }>(`select public.restaurant_contact_valid($1::jsonb) as valid`, [
      JSON.stringify(candidate),
    ])
  ).rows[0]!.valid;

const broken: readonly [string, Record<string, unknown>][] = [
  ['an empty street', { street: '' }],
  ['a street of spaces', { street: ' \t ' }],
  ['a street over 200 characters', { street: x(201) }],
  ['a street that is no text', { street: 12 }],
  ['a postal code over 20 characters', { postalCode: x(21) }],
  ['no postal code at all', { postalCode: null }],
  ['an empty city', { city: '' }],
  ['a city over 100 characters', { city: x(101) }],
  ['a phone with letters', { phone: '030 CALL ME' }],
  ['a phone over 40 characters', { phone: '0'.repeat(41) }],
  ['an e-mail without @', { email: 'hallo.tischlein.example' }],
  ['an e-mail without a dot in its domain', { email: 'hallo@tischlein' }],
  ['an e-mail with a space', { email: 'hallo du@tischlein.example' }],
  ['an e-mail over 254 characters', { email: `${x(245)}@x.example` }],
  ['a latitude over 90', { latitude: 90.5 }],
  ['a latitude under -90', { latitude: -91 }],
  ['a longitude over 180', { longitude: 180.01 }],
  ['a longitude under -180', { longitude: -181 }],
  ['a latitude as text', { latitude: '52.5' }],
  ['half a pin (no latitude)', { latitude: null }],
  ['half a pin (no longitude)', { longitude: null }],
];

describe.each(targets)('the restaurant contact on $name', (target) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => db?.close());

  const update = (persona: 'anon' | 'user' | 'admin', contact: unknown) =>
    attempt(() =>
      db.request(persona, `update public.restaurant_settings set contact = $1::jsonb`, [
        JSON.stringify(contact),
      ]),
    );

  it('starts as the domain’s default, which the check accepts', async () => {
    const { rows } = await db.query<{ contact: unknown; valid: boolean }>(
      `select contact, public.restaurant_contact_valid(contact) as valid from public.restaurant_settings`,
    );
    expect(rows).toEqual([{ contact: DEFAULT_RESTAURANT_CONTACT, valid: true }]);
  });

  it('is read by the public', async () => {
    for (const persona of ['anon', 'user'] as const) {
      const { rows } = await db.request(persona, `select contact from public.restaurant_settings`);
      expect(rows).toEqual([{ contact: DEFAULT_RESTAURANT_CONTACT }]);
    }
  });

  it('is changed by an admin only, and never to an invalid contact', async () => {
    const changed: RestaurantContact = {
      ...DEFAULT_RESTAURANT_CONTACT,
      street: 'Hauptstraße 1',
      latitude: null,
      longitude: null,
    };
    const anon = await update('anon', changed);
    expect(anon.ok ? anon.value.rowCount : asPgError(anon.error).code).toBe('42501');
    // A signed-in user holds the column privilege (admins need it) but no row passes the policy.
    const user = await update('user', changed);
    expect(user.ok ? user.value.rowCount : asPgError(user.error).code).toBe(0);
    const bad = await update('admin', { ...changed, city: ' ' });
    expect(bad.ok ? 'updated' : [bad.error.code, bad.error.constraint]).toEqual([
      '23514',
      'restaurant_settings_contact_valid',
    ]);
    expect((await db.query(`select contact from public.restaurant_settings`)).rows).toEqual([
      { contact: DEFAULT_RESTAURANT_CONTACT },
    ]);
    const done = await update('admin', changed);
    expect(done.ok ? done.value.rowCount : done.error.message).toBe(1);
    expect((await db.request('anon', `select contact from public.restaurant_settings`)).rows).toEqual([
      { contact: changed },
    ]);
    await db.query(`update public.restaurant_settings set contact = $1::jsonb`, [
      JSON.stringify(DEFAULT_RESTAURANT_CONTACT),
    ]);
  });

  it.each(broken)('refuses %s, as the schema does', async (_label, change) => {
    const candidate = { ...DEFAULT_RESTAURANT_CONTACT, ...change };
    expect(restaurantContactSchema.safeParse(candidate).success).toBe(false);
    expect(await valid(db, candidate)).toBe(false);
    const tried = await update('admin', candidate);
    expect(tried.ok ? 'updated' : tried.error.constraint).toBe('restaurant_settings_contact_valid');
  });

  it('refuses a key more, a key missing, and what is no contact at all', async () => {
    const { phone: _phone, ...noPhone } = DEFAULT_RESTAURANT_CONTACT;
    for (const candidate of [
      { ...DEFAULT_RESTAURANT_CONTACT, country: 'DE' },
      noPhone,
      {},
      [],
      null,
      'Musterstraße 12',
    ]) {
      expect(await valid(db, candidate), JSON.stringify(candidate)).toBe(false);
    }
  });

  it('accepts the edges the schema accepts: surrounding white space, the longest texts, no phone or e-mail, no pin', async () => {
    for (const candidate of [
      {
        ...DEFAULT_RESTAURANT_CONTACT,
        street: ` \u00a0${x(200)}\n`,
        postalCode: '',
        city: `\u3000${x(100)}\ufeff`,
        phone: '+49 (30) 123/45.67-8',
        email: '',
        latitude: null,
        longitude: null,
      },
      {
        ...DEFAULT_RESTAURANT_CONTACT,
        phone: '',
        email: ` ${x(240)}@x.example `,
        latitude: 90,
        longitude: -180,
      },
      { ...DEFAULT_RESTAURANT_CONTACT, latitude: -90, longitude: 180 },
    ]) {
      expect(restaurantContactSchema.safeParse(candidate).success).toBe(true);
      expect(await valid(db, candidate), JSON.stringify(candidate)).toBe(true);
    }
  });

  it('counts a character beyond U+FFFF as one, as the schema does', async () => {
    const candidate = { ...DEFAULT_RESTAURANT_CONTACT, postalCode: `${x(19)}😀` };
    expect(restaurantContactSchema.safeParse(candidate).success).toBe(true);
    expect(await valid(db, candidate)).toBe(true);
    const over = { ...candidate, postalCode: `${x(20)}😀` };
    expect(restaurantContactSchema.safeParse(over).success).toBe(false);
    expect(await valid(db, over)).toBe(false);
  });

  it('accepts exactly the contacts the settings schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(anyCandidate, async (candidate) => {
        expect(await valid(db, candidate)).toBe(accepted(candidate));
      }),
      { numRuns: 300 },
    );
  });
});

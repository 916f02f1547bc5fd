// What a guest typed, as the e-mails show it (supabase/functions/_shared/guest-text.ts, decision 0088): no
// line break where a header could be, no character a client links, a bounded length, and, once put into the
// HTML of a message by the renderer, no tag of the guest's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMAIL_SKIP_REASONS } from '../../src/domain/reservation/guest-emails';
import { repoRoot } from '../sql/db';

import {
  defangLinks,
  ELLIPSIS,
  guestName,
  guestPhone,
  guestRequests,
  headerText,
  NAME_MAX,
  PHONE_MAX,
  plainAddress,
  REQUESTS_MAX,
  shorten,
} from '../../supabase/functions/_shared/guest-text';
import { reservationEmail, restaurantFrom } from '../../supabase/functions/_shared/reservation-email';

/** What a hostile guest types: any text, leaning on markup, links, line breaks and header names. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc
    .array(
      fc.constantFrom(
        '<a href="http://evil.example">',
        '</a>',
        '<script>',
        '<img src=x onerror=alert(1)>',
        '\r\n',
        '\n',
        '\r',
        '\u2028',
        '\u0085',
        'Bcc: x@evil.example',
        'Subject: win',
        'http://',
        'https://evil.example/x?a=1',
        'www.',
        'evil.example',
        'evil。com',
        'javascript:',
        'mailto:',
        '@',
        '.',
        ':',
        '&amp;',
        '"',
        "'",
        ' ',
        'Mia',
        '陈',
        '😀',
        '\u202e',
        '\u0000',
      ),
      { maxLength: 200 },
    )
    .map((parts) => parts.join('')),
);

// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\r\n\u000b\u000c\u0085\u2028\u2029]/;
// What a linkifier starts from: a scheme, "www.", an address, or a host name with a dot before letters.
const LINKABLE = /[a-z][a-z0-9+.-]*:\/|\bwww\.|@|[\p{L}\p{N}][.。．｡][a-z]{2}/iu;

describe('guest text in e-mails', () => {
  it('keeps a name on one line, without links, at most NAME_MAX characters', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const name = guestName(value);
        expect(name).not.toMatch(LINE_BREAK);
        expect(name).not.toMatch(LINKABLE);
        expect(Array.from(name).length).toBeLessThanOrEqual(NAME_MAX);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a phone number on one line, without links, at most PHONE_MAX characters', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const phone = guestPhone(value);
        expect(phone).not.toMatch(LINE_BREAK);
        expect(phone).not.toMatch(LINKABLE);
        expect(Array.from(phone).length).toBeLessThanOrEqual(PHONE_MAX);
      }),
    );
  });

  it('keeps special requests without CR, controls or links, at most REQUESTS_MAX characters', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const requests = guestRequests(value);
        // eslint-disable-next-line no-control-regex
        expect(requests).not.toMatch(/[\r\u000b\u000c\u0085\u2028\u2029\u0000-\u0008]/);
        expect(requests).not.toMatch(LINKABLE);
        expect(Array.from(requests).length).toBeLessThanOrEqual(REQUESTS_MAX);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves a CR or LF in a header text', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(headerText(value)).not.toMatch(LINE_BREAK);
      }),
    );
  });

  it('shortens by characters, never splitting one, and marks the cut', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.integer({ min: 1, max: 80 }),
        (s, max) => {
          const cut = shorten(s, max);
          expect(Array.from(cut).length).toBeLessThanOrEqual(max);
          // No lone surrogate: no character was split.
          expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
          if (Array.from(s).length > max) expect(cut.endsWith(ELLIPSIS)).toBe(true);
          else expect(cut).toBe(s);
        },
      ),
    );
    expect(guestName('x'.repeat(200))).toBe(`${'x'.repeat(NAME_MAX - 1)}${ELLIPSIS}`);
  });

  it('writes links out so that no client links them, and leaves ordinary words alone', () => {
    expect(guestName('<a href=http://evil>win</a>\r\nBcc: x@evil')).toBe(
      '<a href=http[:]//evil>win</a> Bcc: x[at]evil',
    );
    expect(defangLinks('Bitte www.evil.example besuchen: https://evil.example/a?b=1')).toBe(
      'Bitte www[.]evil[.]example besuchen: https[:]//evil[.]example/a?b=1',
    );
    expect(defangLinks('evil。com mailto:x javascript:alert(1)')).toBe(
      'evil[.]com mailto[:]x javascript[:]alert(1)',
    );
    expect(defangLinks('J.R.R. Tolkien, 12.30 Uhr, 2 Kinderstühle. 我们需要一张儿童椅。谢谢')).toBe(
      'J.R.R. Tolkien, 12.30 Uhr, 2 Kinderstühle. 我们需要一张儿童椅。谢谢',
    );
    expect(guestName('  Mia \t Chen  ')).toBe('Mia Chen');
    expect(guestRequests('Ein Hochstuhl,\r\n\r\n\r\n\r\nbitte.')).toBe('Ein Hochstuhl,\n\nbitte.');
  });

  it('takes exactly one plain address as a recipient', () => {
    expect(plainAddress(' mia@example.org ')).toBe('mia@example.org');
    expect(plainAddress("o'brien+tisch@mail.example.ie")).toBe("o'brien+tisch@mail.example.ie");
    expect(plainAddress('müller@bäckerei.de')).toBe('müller@bäckerei.de');
    for (const bad of [
      'x@evil.example<y@z.example>',
      'a@b.example,c@d.example',
      'Mia <mia@example.org>',
      'mia@example.org\r\nBcc: x@evil.example',
      'mia@example.org\nBcc: x@evil.example',
      'a b@example.org',
      'mia@localhost',
      'mia@-x.example',
      '"a@b"@example.org',
      'mia@example.org;x@evil.example',
      null,
      '',
    ]) {
      expect(plainAddress(bad), String(bad)).toBeNull();
    }
  });
});

describe('the rendered e-mails with hostile guest text', () => {
  const restaurant = restaurantFrom({ email: 'hallo@tischlein.example' }, 'Restaurant: Tischlein');
  const booking = (name: string, requests: string | null, phone: string | null = null) => ({
    id: '3f2a9c4e-1b7d-4e8f-9a6b-2c5d8e1f0a3b',
    customer_name: name,
    customer_email: 'mia@example.org',
    customer_phone: phone,
    reservation_date: '2030-07-04',
    reservation_time: '19:00',
    party_size: 2,
    special_requests: requests,
    language_preference: 'en',
    status: 'pending',
  });

  it('puts no tag, link or line break of the guest into any kind', () => {
    const kinds = ['received', 'staff_new', 'confirmed', 'changed', 'staff_changed'] as const;
    fc.assert(
      fc.property(hostile, hostile, hostile, fc.constantFrom(...kinds), (name, requests, phone, kind) => {
        const render = (n: string, r: string | null, p: string | null) =>
          reservationEmail(kind, booking(n, r, p), restaurant, new Date('2030-07-01T10:00:00Z'), {
            manageUrl: 'https://tischlein.example/reservation/t',
            adminUrl: 'https://tischlein.example/admin',
          })!;
        const email = render(name.trim() || 'Mia', requests, phone);
        // The subject is fixed text and the booking's date and time: nothing the guest typed.
        expect(email.subject).toBe(render('Mia', null, null).subject);
        expect(email.subject).not.toMatch(LINE_BREAK);
        // The renderer's own markup only: every '<' starts one of its tags, and the only links are its own.
        const tags = email.html.match(/<[^>]*>/g) ?? [];
        for (const tag of tags)
          expect(tag).toMatch(
            /^<\/?(!doctype html|html|head|meta|title|body|div|h1|p|br|table|tr|th|td|strong|a)[\s>]/,
          );
        const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
        for (const href of hrefs) expect(href).toMatch(/^https:\/\/tischlein\.example\//);
      }),
      { numRuns: 300 },
    );
  });
});

describe('why an e-mail was skipped, as staff read it', () => {
  it('knows every reason SQL and the function write, in every language', () => {
    const schemas = join(repoRoot, 'supabase', 'schemas');
    const sql = readdirSync(schemas)
      .map((file) => readFileSync(join(schemas, file), 'utf8'))
      .join('\n');
    const fromSql = [...sql.matchAll(/set state = 'skipped', last_error = '([a-z_]+)'/g)].map((m) => m[1]);
    const sender = readFileSync(join(repoRoot, 'supabase/functions/_shared/send-confirmation.ts'), 'utf8');
    const fromFunction = [...sender.matchAll(/store\.skipped\(claimed, '([a-z_]+)'\)/g)].map((m) => m[1]);
    expect(fromSql.length).toBeGreaterThan(0);
    expect(fromFunction.length).toBeGreaterThan(0);
    expect([...new Set([...fromSql, ...fromFunction])].sort()).toEqual([...EMAIL_SKIP_REASONS].sort());
    for (const language of ['de', 'en', 'zh']) {
      const admin = JSON.parse(readFileSync(join(repoRoot, 'locales', language, 'admin.json'), 'utf8')) as {
        reservations: { emails: { skipped: Record<string, string> } };
      };
      expect(Object.keys(admin.reservations.emails.skipped).sort(), language).toEqual(
        [...EMAIL_SKIP_REASONS].sort(),
      );
    }
  });
});

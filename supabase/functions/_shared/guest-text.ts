// What a guest typed, made safe for an e-mail (decision 0088). The e-mail function sends to
// the booking's own address only, but what a booking says is chosen by whoever booked: a script can book in a
// stranger's name with "<a href=…>win</a>" or "www.evil.example" as the name and let the restaurant's mail
// server carry it. So a guest's name, phone and special requests are shortened, stripped of control
// characters and line breaks (one line where they could reach a header), and anything a mail client would
// turn into a link is "defanged" the way incident reports write addresses: "hxxp" is not needed, a dot
// becomes "[.]", a colon "[:]", an at sign "[at]" (http[:]//evil[.]example). No client links that, and staff
// can still read it. HTML escaping happens where the text is put into HTML (reservation-email.ts), after this.
// Plain TypeScript with no Deno or Node API: the edge function and the offline demo render alike.

/** The longest guest name an e-mail shows (the booking keeps up to 200 characters). */
export const NAME_MAX = 60;
/** The longest special requests an e-mail shows (the booking keeps up to 2,000 characters). */
export const REQUESTS_MAX = 300;
/** The longest phone number an e-mail shows (the booking keeps up to 40 characters). */
export const PHONE_MAX = 40;
/** Marks text that was cut. */
export const ELLIPSIS = '…';

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates that can make text read other than
// it is (U+202A..U+202E, U+2066..U+2069); line breaks are handled on their own.
const CONTROLS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Every line break a client or an SMTP server might honour: CR, LF, VT, FF, NEL, LS, PS. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKS = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;

/** One line: line breaks and tabs become a space, controls go, runs of spaces shrink to one. */
export const oneLine = (value: string): string =>
  value.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '').replace(/ {2,}/g, ' ').trim();

/** Lines kept as \n (no CR reaches anything), controls removed, at most one empty line in a row. */
export const someLines = (value: string): string =>
  value
    .replace(LINE_BREAKS, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(/[ ]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

// A dot as a linkifier reads one: ASCII, and the ideographic and full-width ones that IDNA maps to it.
const DOTS = /[.\u3002\uff0e\uff61]/g;
/**
 * Text a mail client may make a link of: a scheme ("http://", "mailto:x", not a word that ends in a colon),
 * "www.", an address with "@", or
 * a host name, i.e. a dot between a letter or digit and at least two ASCII letters ("evil.example", not
 * "J.R.R." and not a Chinese sentence's "。").
 */
const LINKISH =
  /:\/|^[a-z][a-z0-9+.-]*:[^\s]|www[.\u3002\uff0e\uff61]|@|[\p{L}\p{N}][.\u3002\uff0e\uff61][a-z]{2}/iu;

/** Each word that looks like a link (see LINKISH) with its dots, colons and at signs written out. */
export const defangLinks = (value: string): string =>
  value.replace(/[^\s]+/gu, (word) =>
    LINKISH.test(word) ? word.replace(DOTS, '[.]').replace(/:/g, '[:]').replace(/@/g, '[at]') : word,
  );

/**
 * At most `max` characters (code points, so that no emoji or Chinese character is split), the cut marked
 * with an ellipsis.
 */
export const shorten = (value: string, max: number): string => {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars
    .slice(0, Math.max(max - 1, 0))
    .join('')
    .trimEnd()}${ELLIPSIS}`;
};

/** A guest's name as an e-mail shows it: one line, no links, at most NAME_MAX characters. */
export const guestName = (value: string): string => shorten(defangLinks(oneLine(value)), NAME_MAX);

/** A guest's phone number as an e-mail shows it: one line, no links, at most PHONE_MAX characters. */
export const guestPhone = (value: string): string => shorten(defangLinks(oneLine(value)), PHONE_MAX);

/** A guest's special requests as an e-mail shows them: lines kept, no links, at most REQUESTS_MAX characters. */
export const guestRequests = (value: string): string => shorten(defangLinks(someLines(value)), REQUESTS_MAX);

/** A header's text (the subject): one line, nothing that could end the header or start another. */
export const headerText = (value: string): string => oneLine(value);

// One address and nothing else: no display name, no list, no comment, no route, no space, no control, no
// quote; a local part of printable characters and a domain of letter-or-digit labels (hyphens inside) with at
// least one dot. The database's check (reservations_customer_email_shape) lets through e.g.
// "x@evil.example<y@z.example>" or a comma, which an SMTP library reads as a second recipient.
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const PLAIN_ADDRESS = new RegExp(
  `^[^\\s@<>()[\\]\\\\,;:"\\u0000-\\u001f\\u007f-\\u009f]{1,64}@(?:${LABEL}\\.)+${LABEL}$`,
  'u',
);

/** The address when it is exactly one plain address (at most 254 characters); null otherwise. */
export const plainAddress = (value: string | null | undefined): string | null => {
  const address = (value ?? '').trim();
  return address.length <= 254 && PLAIN_ADDRESS.test(address) ? address : null;
};

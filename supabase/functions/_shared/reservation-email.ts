// Every e-mail about a booking (decision 0078), in the guest's language (de, en, zh): subject, plain text,
// HTML and, for a request, a confirmation and a change, an .ics calendar entry; and the restaurant's own
// notices of a new, a changed and a guest-cancelled booking (in German). Plain TypeScript with no Deno or Node API, so that the edge function that sends
// them and the offline demo's outbox render exactly the same messages. What the guest typed goes through
// guest-text.ts first (decision 0088): never into a subject, shortened, and with nothing a client would link.
import {
  defangLinks,
  guestName,
  guestPhone,
  guestRequests,
  headerText,
  oneLine,
  plainAddress,
} from './guest-text.ts';
import { calendarFile } from './ics.ts';

export type EmailLanguage = 'de' | 'en' | 'zh';

/**
 * The kinds of e-mail, as public.reservation_emails.kind (supabase/schemas/09_emails.sql) and EMAIL_KINDS of src/domain/reservation/guest-emails.ts.
 */
export const EMAIL_KINDS = [
  'received',
  'staff_new',
  'confirmed',
  'declined',
  'cancelled',
  'reminder',
  'changed',
  'staff_changed',
  'staff_cancelled',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
type StaffKind = 'staff_new' | 'staff_changed' | 'staff_cancelled';
type GuestKind = Exclude<EmailKind, StaffKind>;

/** The restaurant's own notices, to its address from Settings; every other kind goes to the booking's guest. */
export const isStaffKind = (kind: EmailKind): kind is StaffKind =>
  kind === 'staff_new' || kind === 'staff_changed' || kind === 'staff_cancelled';

/** The reservation columns the e-mails show, as the database returns them. */
export interface BookedTable {
  readonly id: string;
  readonly customer_name: string;
  /** Null for a booking staff took without an address: the guest gets no e-mail. */
  readonly customer_email: string | null;
  readonly customer_phone: string | null;
  /** yyyy-MM-dd, restaurant time */
  readonly reservation_date: string;
  /** HH:mm, restaurant time */
  readonly reservation_time: string;
  readonly party_size: number;
  readonly special_requests: string | null;
  readonly language_preference: string;
  readonly status: string;
}

export interface Restaurant {
  readonly name: string;
  readonly address: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/** restaurant_settings.contact (RestaurantContact of src/domain/settings/restaurant-contact.ts), as stored. */
export interface StoredContact {
  readonly street?: string | null;
  readonly postalCode?: string | null;
  readonly city?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
}

export interface ReservationEmail {
  readonly kind: EmailKind;
  readonly to: string;
  readonly replyTo: string | null;
  readonly language: EmailLanguage;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly calendar: { readonly filename: string; readonly content: string } | null;
}

export interface EmailLinks {
  /** The staff's words to the guest with a cancellation (declined, cancelled). */
  readonly reason?: string | null;
  /** The guest's self-service page of this booking (${SITE_URL}/reservation/<token>); none without SITE_URL. */
  readonly manageUrl?: string | null;
  /** The admin's reservations page, for the restaurant's notice. */
  readonly adminUrl?: string | null;
}

/** How long a table is held, for the calendar entry. */
export const SEATING_MINUTES = 120;

export const DEFAULT_RESTAURANT_NAME = 'Tischlein';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The restaurant as the e-mails sign: address, phone and e-mail from the one contact the owner keeps in
 * Settings (restaurant_settings.contact, also shown on the site); the name from a 'Restaurant: …' line of the
 * admin-maintained business_info block (the line the privacy page reads), else Tischlein.
 */
export const restaurantFrom = (
  contact: StoredContact | null,
  businessInfo: string | null = null,
): Restaurant => {
  const nameLine = (businessInfo ?? '')
    .split(/\r\n|\r|\n/)
    .find((line) => line.startsWith('Restaurant:') && line.slice('Restaurant:'.length).trim() !== '');
  const street = blankToNull(contact?.street);
  const town = blankToNull(`${contact?.postalCode ?? ''} ${contact?.city ?? ''}`);
  const address = [street, town].filter(Boolean).join(', ');
  return {
    name: nameLine ? nameLine.slice('Restaurant:'.length).trim() : DEFAULT_RESTAURANT_NAME,
    address: address === '' ? null : address,
    email: blankToNull(contact?.email),
    phone: blankToNull(contact?.phone),
  };
};

export const emailLanguage = (code: string | null | undefined): EmailLanguage => {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'zh' ? short : 'de';
};

interface KindWords {
  readonly subject: (restaurant: string, date: string, time: string) => string;
  readonly intro: string;
  readonly note: string;
  readonly closing: string;
}

interface Words {
  readonly locale: string;
  readonly greeting: (name: string) => string;
  readonly kinds: Readonly<Record<GuestKind, KindWords>>;
  readonly labels: {
    readonly date: string;
    readonly time: string;
    readonly party: string;
    readonly name: string;
    readonly phone: string;
    readonly requests: string;
    readonly reference: string;
    readonly reason: string;
  };
  readonly party: (n: number) => string;
  readonly time: (time: string) => string;
  readonly manage: string;
  readonly change: string;
  readonly calendar: string;
  readonly summary: (restaurant: string, party: string) => string;
}

const WORDS: Readonly<Record<EmailLanguage, Words>> = {
  de: {
    locale: 'de-DE',
    greeting: (name) => `Hallo ${name},`,
    kinds: {
      received: {
        subject: (r, d, t) => `Deine Reservierung bei ${r}: ${d}, ${t}`,
        intro: 'vielen Dank für deine Reservierung! Hier sind die Details:',
        note: 'Wir haben deine Anfrage erhalten und bestätigen deinen Tisch in Kürze.',
        closing: 'Wir freuen uns auf dich!',
      },
      confirmed: {
        subject: (r, d, t) => `Bestätigt: dein Tisch bei ${r} am ${d}, ${t}`,
        intro: 'gute Nachrichten: Wir haben deine Reservierung bestätigt.',
        note: 'Dein Tisch ist bestätigt.',
        closing: 'Wir freuen uns auf dich!',
      },
      declined: {
        subject: (r, d, t) => `Deine Anfrage bei ${r} für ${d}, ${t}`,
        intro: 'leider können wir deine Reservierungsanfrage nicht annehmen.',
        note: 'Wir hoffen, dich ein anderes Mal bei uns begrüßen zu dürfen.',
        closing: 'Viele Grüße',
      },
      cancelled: {
        subject: (r, d, t) => `Abgesagt: deine Reservierung bei ${r} am ${d}, ${t}`,
        intro: 'leider müssen wir deine Reservierung absagen.',
        note: 'Bitte entschuldige die Umstände. Wir hoffen, dich bald wieder bei uns zu sehen.',
        closing: 'Viele Grüße',
      },
      reminder: {
        subject: (r, _d, t) => `Erinnerung: dein Tisch bei ${r} morgen um ${t}`,
        intro: 'eine kurze Erinnerung an deine Reservierung morgen:',
        note: 'Falls du nicht kommen kannst, sag uns bitte kurz Bescheid.',
        closing: 'Wir freuen uns auf dich!',
      },
      changed: {
        subject: (r, d, t) => `Geändert: deine Reservierung bei ${r} am ${d}, ${t}`,
        intro: 'deine Reservierung wurde geändert. Hier sind die neuen Details:',
        note: 'Die neue Zeit wartet noch auf unsere Bestätigung. Wir melden uns in Kürze.',
        closing: 'Wir freuen uns auf dich!',
      },
    },
    labels: {
      date: 'Datum',
      time: 'Uhrzeit',
      party: 'Personen',
      name: 'Name',
      phone: 'Telefon',
      requests: 'Besondere Wünsche',
      reference: 'Reservierungsnummer',
      reason: 'Grund',
    },
    party: (n) => (n === 1 ? '1 Person' : `${n} Personen`),
    time: (t) => `${t} Uhr`,
    manage: 'Reservierung ansehen, verschieben oder absagen:',
    change: 'Du möchtest etwas ändern oder absagen? Antworte einfach auf diese E-Mail.',
    calendar: 'Im Anhang findest du einen Kalendereintrag.',
    summary: (r, p) => `Tisch bei ${r} (${p})`,
  },
  en: {
    locale: 'en-GB',
    greeting: (name) => `Hello ${name},`,
    kinds: {
      received: {
        subject: (r, d, t) => `Your reservation at ${r}: ${d}, ${t}`,
        intro: 'Thank you for your reservation! Here are the details:',
        note: 'We have received your request and will confirm your table shortly.',
        closing: 'We look forward to seeing you!',
      },
      confirmed: {
        subject: (r, d, t) => `Confirmed: your table at ${r} on ${d}, ${t}`,
        intro: 'Good news: we have confirmed your reservation.',
        note: 'Your table is confirmed.',
        closing: 'We look forward to seeing you!',
      },
      declined: {
        subject: (r, d, t) => `Your request at ${r} for ${d}, ${t}`,
        intro: 'Unfortunately we cannot accept your reservation request.',
        note: 'We hope to welcome you another time.',
        closing: 'Kind regards',
      },
      cancelled: {
        subject: (r, d, t) => `Cancelled: your reservation at ${r} on ${d}, ${t}`,
        intro: 'Unfortunately we have to cancel your reservation.',
        note: 'We apologise for the inconvenience and hope to see you again soon.',
        closing: 'Kind regards',
      },
      reminder: {
        subject: (r, _d, t) => `Reminder: your table at ${r} tomorrow at ${t}`,
        intro: 'A quick reminder of your reservation tomorrow:',
        note: 'If you cannot make it, please let us know.',
        closing: 'We look forward to seeing you!',
      },
      changed: {
        subject: (r, d, t) => `Changed: your reservation at ${r} on ${d}, ${t}`,
        intro: 'Your reservation has been changed. Here are the new details:',
        note: 'The new time is waiting for our confirmation. We will be in touch shortly.',
        closing: 'We look forward to seeing you!',
      },
    },
    labels: {
      date: 'Date',
      time: 'Time',
      party: 'Party size',
      name: 'Name',
      phone: 'Phone',
      requests: 'Special requests',
      reference: 'Reservation number',
      reason: 'Reason',
    },
    party: (n) => (n === 1 ? '1 guest' : `${n} guests`),
    time: (t) => t,
    manage: 'View, move or cancel your reservation:',
    change: 'Need to change or cancel? Simply reply to this e-mail.',
    calendar: 'A calendar entry is attached.',
    summary: (r, p) => `Table at ${r} (${p})`,
  },
  zh: {
    locale: 'zh-CN',
    greeting: (name) => `${name}，您好：`,
    kinds: {
      received: {
        subject: (r, d, t) => `您在 ${r} 的预订：${d} ${t}`,
        intro: '感谢您的预订！以下是预订详情：',
        note: '我们已收到您的预订请求，将尽快为您确认餐桌。',
        closing: '期待您的光临！',
      },
      confirmed: {
        subject: (r, d, t) => `预订已确认：${r}，${d} ${t}`,
        intro: '好消息：您的预订已确认。',
        note: '您的餐桌已确认。',
        closing: '期待您的光临！',
      },
      declined: {
        subject: (r, d, t) => `很抱歉，无法接受您在 ${r} 的预订：${d} ${t}`,
        intro: '很抱歉，我们无法接受您的预订请求。',
        note: '希望下次有机会为您服务。',
        closing: '此致',
      },
      cancelled: {
        subject: (r, d, t) => `预订已取消：${r}，${d} ${t}`,
        intro: '很抱歉，我们不得不取消您的预订。',
        note: '给您带来不便，敬请谅解。期待很快再次见到您。',
        closing: '此致',
      },
      reminder: {
        subject: (r, _d, t) => `提醒：明天 ${t} 在 ${r} 的预订`,
        intro: '温馨提醒您明天的预订：',
        note: '如果您无法前来，请告知我们。',
        closing: '期待您的光临！',
      },
      changed: {
        subject: (r, d, t) => `预订已更改：${r}，${d} ${t}`,
        intro: '您的预订已更改，以下是新的预订详情：',
        note: '新的时间正在等待我们的确认，我们会尽快与您联系。',
        closing: '期待您的光临！',
      },
    },
    labels: {
      date: '日期',
      time: '时间',
      party: '人数',
      name: '姓名',
      phone: '电话',
      requests: '特殊要求',
      reference: '预订编号',
      reason: '原因',
    },
    party: (n) => `${n} 位`,
    time: (t) => t,
    manage: '查看、改期或取消预订：',
    change: '如需更改或取消预订，请直接回复此邮件。',
    calendar: '附件中有日历条目。',
    summary: (r, p) => `${r} 订座（${p}）`,
  },
};

/** A long date in the language, e.g. 'Dienstag, 24. November 2026'; the date is a calendar day, not an instant. */
const longDate = (date: string, locale: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonUtc);
};

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const htmlLines = (value: string): string => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

type Rows = readonly (readonly [string, string])[];

/** One message's parts, rendered alike as text and as HTML. */
interface Layout {
  readonly language: EmailLanguage;
  readonly title: string;
  readonly heading: string;
  readonly greeting: string | null;
  readonly intro: string;
  readonly details: Rows;
  readonly note: string;
  readonly link: { readonly label: string; readonly url: string } | null;
  readonly after: readonly string[];
  readonly closing: string;
  readonly signature: readonly string[];
}

const plainText = (l: Layout): string =>
  [
    ...(l.greeting ? [l.greeting, ''] : []),
    l.intro,
    '',
    ...l.details.map(([label, value]) => `${label}: ${value}`),
    '',
    l.note,
    ...(l.link ? [`${l.link.label} ${l.link.url}`] : []),
    ...l.after,
    '',
    l.closing,
    '',
    ...l.signature,
    '',
  ].join('\n');

const html = (l: Layout): string => {
  const rows = l.details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#6b5a4a;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${l.language}"><head><meta charset="utf-8"><title>${escapeHtml(l.title)}</title></head>`,
    "<body style=\"margin:0;padding:24px;background:#fbf6ee;color:#2b2118;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:#83291c">${escapeHtml(l.heading)}</h1>`,
    ...(l.greeting ? [`<p>${escapeHtml(l.greeting)}</p>`] : []),
    `<p>${escapeHtml(l.intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
    `<p><strong>${escapeHtml(l.note)}</strong></p>`,
    ...(l.link
      ? [
          `<p>${escapeHtml(l.link.label)}<br><a href="${escapeHtml(l.link.url)}" style="color:#83291c;word-break:break-all">${escapeHtml(l.link.url)}</a></p>`,
        ]
      : []),
    ...(l.after.length > 0 ? [`<p>${l.after.map(escapeHtml).join('<br>')}</p>`] : []),
    `<p>${escapeHtml(l.closing)}</p>`,
    `<p style="color:#6b5a4a;font-size:14px">${l.signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');
};

const signatureOf = (restaurant: Restaurant): string[] =>
  [restaurant.name, restaurant.address, restaurant.phone, restaurant.email].filter((line): line is string =>
    Boolean(line),
  );

/** Kinds that carry the booking as a calendar entry (same UID: a change moves the guest's entry). */
const WITH_CALENDAR: readonly EmailKind[] = ['received', 'confirmed', 'changed'];
/** Kinds after which the booking can no longer be managed: no self-service link. */
const CLOSED: readonly EmailKind[] = ['declined', 'cancelled'];

type Row = [string, string];

/** The guest's phone and special requests as the e-mails show them (guest-text.ts): a row each, when given. */
const guestRows = (reservation: BookedTable, w: Words): { phone: Row[]; requests: Row[] } => {
  const phone = guestPhone(reservation.customer_phone ?? '');
  const requests = guestRequests(reservation.special_requests ?? '');
  return {
    phone: phone ? [[w.labels.phone, phone]] : [],
    requests: requests ? [[w.labels.requests, requests]] : [],
  };
};

const guestEmail = (
  kind: GuestKind,
  reservation: BookedTable & { readonly customer_email: string },
  restaurant: Restaurant,
  now: Date,
  links: EmailLinks,
): ReservationEmail => {
  const language = emailLanguage(reservation.language_preference);
  const w = WORDS[language];
  const k = w.kinds[kind];
  const date = longDate(reservation.reservation_date, w.locale);
  const time = w.time(reservation.reservation_time);
  const party = w.party(reservation.party_size);
  const reason = CLOSED.includes(kind) ? blankToNull(links.reason) : null;
  // What the guest typed, shortened and with nothing a client would link (decision 0088).
  const name = guestName(reservation.customer_name);
  const typed = guestRows(reservation, w);
  const details: [string, string][] = [
    [w.labels.date, date],
    [w.labels.time, time],
    [w.labels.party, party],
    [w.labels.name, name],
    ...typed.phone,
    ...typed.requests,
    [w.labels.reference, reservation.id.slice(0, 8).toUpperCase()],
    ...(reason ? [[w.labels.reason, reason] as [string, string]] : []),
  ];
  const withCalendar = WITH_CALENDAR.includes(kind);
  // A change the restaurant has confirmed already by the time the e-mail goes out says so.
  const confirmedChange = kind === 'changed' && reservation.status === 'confirmed';
  const note = confirmedChange ? w.kinds.confirmed.note : k.note;
  const manageUrl = CLOSED.includes(kind) ? null : blankToNull(links.manageUrl);
  // Fixed words, the restaurant's name and the booking's date and time: nothing the guest typed.
  const subject = headerText(k.subject(restaurant.name, date, time));
  const layout: Layout = {
    language,
    title: subject,
    heading: restaurant.name,
    greeting: w.greeting(name),
    intro: k.intro,
    details,
    note,
    link: manageUrl ? { label: w.manage, url: manageUrl } : null,
    after: [...(CLOSED.includes(kind) ? [] : [w.change]), ...(withCalendar ? [w.calendar] : [])],
    closing: k.closing,
    signature: signatureOf(restaurant),
  };
  const calendar = withCalendar
    ? {
        filename: 'reservation.ics',
        content: calendarFile({
          uid: `${reservation.id}@tischlein`,
          stamp: now,
          date: reservation.reservation_date,
          time: reservation.reservation_time,
          durationMinutes: SEATING_MINUTES,
          summary: w.summary(restaurant.name, party),
          location: [restaurant.name, restaurant.address].filter(Boolean).join(', '),
          description: [...details.map(([label, value]) => `${label}: ${value}`), note].join('\n'),
          status: kind === 'confirmed' || confirmedChange ? 'CONFIRMED' : 'TENTATIVE',
        }),
      }
    : null;
  return {
    kind,
    to: reservation.customer_email,
    replyTo: restaurant.email,
    language,
    subject,
    text: plainText(layout),
    html: html(layout),
    calendar,
  };
};

const LANGUAGE_NAMES: Readonly<Record<EmailLanguage, string>> = {
  de: 'Deutsch',
  en: 'Englisch',
  zh: 'Chinesisch',
};

/** Where the restaurant stands with a booking, for its notice of a change. */
const STAFF_STATUS_NOTES: Readonly<Record<string, string>> = {
  pending: 'Die Reservierung wartet wieder auf eure Bestätigung.',
  confirmed: 'Die Reservierung ist bestätigt.',
  cancelled: 'Die Reservierung ist inzwischen storniert.',
};

interface StaffWords {
  readonly subject: string;
  readonly intro: string;
  readonly note: string;
  readonly linkLabel: string;
}

const staffWords = (kind: StaffKind, status: string): StaffWords => {
  switch (kind) {
    case 'staff_new':
      return {
        subject: 'Neue Reservierung',
        intro: 'Eine neue Reservierungsanfrage ist eingegangen:',
        note: 'Die Anfrage wartet auf eure Bestätigung.',
        linkLabel: 'Bestätigen oder absagen:',
      };
    case 'staff_changed':
      return {
        subject: 'Geänderte Reservierung',
        intro: 'Eine Reservierung wurde geändert. Die neuen Angaben:',
        note: STAFF_STATUS_NOTES[status] ?? 'Die Reservierung wurde geändert.',
        linkLabel: status === 'pending' ? 'Bestätigen oder absagen:' : 'Reservierungen ansehen:',
      };
    case 'staff_cancelled':
      return {
        subject: 'Vom Gast abgesagt',
        intro: 'Ein Gast hat seine Reservierung über den Link in seiner E-Mail abgesagt:',
        note: 'Der Tisch ist wieder frei.',
        linkLabel: 'Reservierungen ansehen:',
      };
  }
};

/**
 * The restaurant's notice of a new, a changed or a guest-cancelled booking, to its own address, in German;
 * none without an address.
 */
const staffEmail = (
  kind: StaffKind,
  reservation: BookedTable,
  restaurant: Restaurant,
  links: EmailLinks,
): ReservationEmail | null => {
  if (!restaurant.email) return null;
  const w = WORDS.de;
  const words = staffWords(kind, reservation.status);
  const date = longDate(reservation.reservation_date, w.locale);
  const time = w.time(reservation.reservation_time);
  const party = w.party(reservation.party_size);
  // Fixed words and the booking's date, time and size: the guest's name stays out of the subject (0088).
  const subject = headerText(`${words.subject}: ${date}, ${time} (${party})`);
  // The guest's address is what a reply goes to; one the mailer would not take as a single plain address is
  // shown written out (no link) and gets no Reply-To.
  const guestAddress = plainAddress(reservation.customer_email);
  const typed = guestRows(reservation, w);
  const details: [string, string][] = [
    [w.labels.date, date],
    [w.labels.time, time],
    [w.labels.party, party],
    [w.labels.name, guestName(reservation.customer_name)],
    ['E-Mail', guestAddress ?? defangLinks(oneLine(reservation.customer_email ?? '–'))],
    ...typed.phone,
    ['Sprache', LANGUAGE_NAMES[emailLanguage(reservation.language_preference)]],
    ...typed.requests,
    [w.labels.reference, reservation.id.slice(0, 8).toUpperCase()],
  ];
  const adminUrl = blankToNull(links.adminUrl);
  const layout: Layout = {
    language: 'de',
    title: subject,
    heading: restaurant.name,
    greeting: null,
    intro: words.intro,
    details,
    note: words.note,
    link: adminUrl ? { label: words.linkLabel, url: adminUrl } : null,
    after: ['Eine Antwort auf diese E-Mail geht an den Gast.'],
    closing: 'Tischlein',
    signature: [],
  };
  return {
    kind,
    to: restaurant.email,
    replyTo: guestAddress,
    language: 'de',
    subject,
    text: plainText(layout),
    html: html(layout),
    calendar: null,
  };
};

/**
 * The e-mail of one outbox row: to the booking's own guest (or, for the staff_* notices, to the restaurant's
 * own address), never to an address or with words from anyone else. Null when there is no one to send it to
 * (a staff notice while the restaurant has no e-mail address).
 */
export const reservationEmail = (
  kind: EmailKind,
  reservation: BookedTable,
  restaurant: Restaurant,
  now: Date,
  links: EmailLinks = {},
): ReservationEmail | null =>
  isStaffKind(kind)
    ? staffEmail(kind, reservation, restaurant, links)
    : guestTo(kind, reservation, restaurant, now, links);

/** A guest's e-mail, or none for a booking without an address. */
const guestTo = (
  kind: GuestKind,
  reservation: BookedTable,
  restaurant: Restaurant,
  now: Date,
  links: EmailLinks,
): ReservationEmail | null => {
  const to = reservation.customer_email;
  return to === null
    ? null
    : guestEmail(kind, { ...reservation, customer_email: to }, restaurant, now, links);
};

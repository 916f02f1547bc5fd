// The reservation confirmation e-mail in the guest's language (de, en, zh): subject, plain text, HTML and an
// .ics calendar entry. Plain TypeScript with no Deno or Node API, so that the edge function that sends it
// and the offline demo's outbox render exactly the same message.
import { calendarFile } from './ics.ts';

export type EmailLanguage = 'de' | 'en' | 'zh';

/** The reservation columns the e-mail shows, as the database returns them. */
export interface BookedTable {
  readonly id: string;
  readonly customer_name: string;
  readonly customer_email: string;
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

export interface ConfirmationEmail {
  readonly to: string;
  readonly replyTo: string | null;
  readonly language: EmailLanguage;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly calendar: { readonly filename: string; readonly content: string };
}

/** How long a table is held, for the calendar entry. */
export const SEATING_MINUTES = 120;

const DEFAULT_RESTAURANT_NAME = 'Tischlein';

/**
 * The restaurant's name, address, e-mail and phone from the admin-maintained business_info and
 * contact_details blocks ('Restaurant: …', 'Adresse: …', 'E-Mail: …', 'Telefon: …' lines, the same ones the
 * privacy page reads); the first block that has a line wins.
 */
export const restaurantFromContent = (contents: readonly (string | null)[]): Restaurant => {
  const find = (label: string): string | null => {
    for (const content of contents) {
      for (const line of (content ?? '').split(/\r\n|\r|\n/)) {
        if (!line.startsWith(label)) continue;
        const value = line.slice(label.length).trim();
        if (value) return value;
      }
    }
    return null;
  };
  return {
    name: find('Restaurant:') ?? DEFAULT_RESTAURANT_NAME,
    address: find('Adresse:'),
    email: find('E-Mail:'),
    phone: find('Telefon:'),
  };
};

export const emailLanguage = (code: string | null | undefined): EmailLanguage => {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'zh' ? short : 'de';
};

interface Words {
  readonly locale: string;
  readonly subject: (restaurant: string, date: string, time: string) => string;
  readonly greeting: (name: string) => string;
  readonly intro: string;
  readonly status: { readonly pending: string; readonly confirmed: string };
  readonly labels: {
    readonly date: string;
    readonly time: string;
    readonly party: string;
    readonly name: string;
    readonly phone: string;
    readonly requests: string;
    readonly reference: string;
  };
  readonly party: (n: number) => string;
  readonly time: (time: string) => string;
  readonly change: string;
  readonly calendar: string;
  readonly closing: string;
  readonly summary: (restaurant: string, party: string) => string;
}

const WORDS: Readonly<Record<EmailLanguage, Words>> = {
  de: {
    locale: 'de-DE',
    subject: (r, d, t) => `Deine Reservierung bei ${r}: ${d}, ${t}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'vielen Dank für deine Reservierung! Hier sind die Details:',
    status: {
      pending: 'Wir haben deine Anfrage erhalten und bestätigen deinen Tisch in Kürze.',
      confirmed: 'Dein Tisch ist bestätigt.',
    },
    labels: {
      date: 'Datum',
      time: 'Uhrzeit',
      party: 'Personen',
      name: 'Name',
      phone: 'Telefon',
      requests: 'Besondere Wünsche',
      reference: 'Reservierungsnummer',
    },
    party: (n) => (n === 1 ? '1 Person' : `${n} Personen`),
    time: (t) => `${t} Uhr`,
    change: 'Du möchtest etwas ändern oder absagen? Antworte einfach auf diese E-Mail.',
    calendar: 'Im Anhang findest du einen Kalendereintrag.',
    closing: 'Wir freuen uns auf dich!',
    summary: (r, p) => `Tisch bei ${r} (${p})`,
  },
  en: {
    locale: 'en-GB',
    subject: (r, d, t) => `Your reservation at ${r}: ${d}, ${t}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your reservation! Here are the details:',
    status: {
      pending: 'We have received your request and will confirm your table shortly.',
      confirmed: 'Your table is confirmed.',
    },
    labels: {
      date: 'Date',
      time: 'Time',
      party: 'Party size',
      name: 'Name',
      phone: 'Phone',
      requests: 'Special requests',
      reference: 'Reservation number',
    },
    party: (n) => (n === 1 ? '1 guest' : `${n} guests`),
    time: (t) => t,
    change: 'Need to change or cancel? Simply reply to this e-mail.',
    calendar: 'A calendar entry is attached.',
    closing: 'We look forward to seeing you!',
    summary: (r, p) => `Table at ${r} (${p})`,
  },
  zh: {
    locale: 'zh-CN',
    subject: (r, d, t) => `您在 ${r} 的预订：${d} ${t}`,
    greeting: (name) => `${name}，您好：`,
    intro: '感谢您的预订！以下是预订详情：',
    status: {
      pending: '我们已收到您的预订请求，将尽快为您确认餐桌。',
      confirmed: '您的餐桌已确认。',
    },
    labels: {
      date: '日期',
      time: '时间',
      party: '人数',
      name: '姓名',
      phone: '电话',
      requests: '特殊要求',
      reference: '预订编号',
    },
    party: (n) => `${n} 位`,
    time: (t) => t,
    change: '如需更改或取消预订，请直接回复此邮件。',
    calendar: '附件中有日历条目。',
    closing: '期待您的光临！',
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

/** The confirmation e-mail for a reservation, in the reservation's language, with its calendar entry. */
export const confirmationEmail = (
  reservation: BookedTable,
  restaurant: Restaurant,
  now: Date,
): ConfirmationEmail => {
  const language = emailLanguage(reservation.language_preference);
  const w = WORDS[language];
  const date = longDate(reservation.reservation_date, w.locale);
  const time = w.time(reservation.reservation_time);
  const party = w.party(reservation.party_size);
  const status = reservation.status === 'confirmed' ? w.status.confirmed : w.status.pending;
  const reference = reservation.id.slice(0, 8).toUpperCase();

  const details: [string, string][] = [
    [w.labels.date, date],
    [w.labels.time, time],
    [w.labels.party, party],
    [w.labels.name, reservation.customer_name],
    ...(reservation.customer_phone ? [[w.labels.phone, reservation.customer_phone] as [string, string]] : []),
    ...(reservation.special_requests
      ? [[w.labels.requests, reservation.special_requests] as [string, string]]
      : []),
    [w.labels.reference, reference],
  ];
  const signature = [restaurant.name, restaurant.address, restaurant.phone, restaurant.email].filter(
    (line): line is string => Boolean(line),
  );

  const text = [
    w.greeting(reservation.customer_name),
    '',
    w.intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    status,
    w.change,
    w.calendar,
    '',
    w.closing,
    '',
    ...signature,
    '',
  ].join('\n');

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#6b5a4a;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(w.subject(restaurant.name, date, time))}</title></head>`,
    "<body style=\"margin:0;padding:24px;background:#fbf6ee;color:#2b2118;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:#83291c">${escapeHtml(restaurant.name)}</h1>`,
    `<p>${escapeHtml(w.greeting(reservation.customer_name))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>`,
    `<p><strong>${escapeHtml(status)}</strong></p>`,
    `<p>${escapeHtml(w.change)}<br>${escapeHtml(w.calendar)}</p>`,
    `<p>${escapeHtml(w.closing)}</p>`,
    `<p style="color:#6b5a4a;font-size:14px">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');

  const calendar = calendarFile({
    uid: `${reservation.id}@tischlein`,
    stamp: now,
    date: reservation.reservation_date,
    time: reservation.reservation_time,
    durationMinutes: SEATING_MINUTES,
    summary: w.summary(restaurant.name, party),
    location: [restaurant.name, restaurant.address].filter(Boolean).join(', '),
    description: [...details.map(([label, value]) => `${label}: ${value}`), status].join('\n'),
    status: reservation.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  });

  return {
    to: reservation.customer_email,
    replyTo: restaurant.email,
    language,
    subject: w.subject(restaurant.name, date, time),
    text,
    html,
    calendar: { filename: 'reservation.ics', content: calendar },
  };
};

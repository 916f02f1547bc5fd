// An iCalendar file (RFC 5545) for one booked table. Plain TypeScript with no Deno or Node API: the edge
// function attaches it to the confirmation e-mail and the offline demo keeps it in its outbox.

export interface CalendarEvent {
  /** Globally unique and stable, so that importing the file twice updates one calendar entry. */
  readonly uid: string;
  /** When the file was made (DTSTAMP). */
  readonly stamp: Date;
  /** yyyy-MM-dd and HH:mm on the restaurant's wall clock (Europe/Berlin). */
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  readonly summary: string;
  readonly location: string | null;
  readonly description: string | null;
  readonly status: 'TENTATIVE' | 'CONFIRMED';
}

export const CALENDAR_TIME_ZONE = 'Europe/Berlin';

// Germany's rule since 1996: summer time from the last Sunday of March 02:00 to the last Sunday of October
// 03:00. Calendars need it inline because TZID alone is only a name (RFC 5545, 3.6.5).
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * TEXT values escape backslash, semicolon and comma, write line breaks as \n and may hold no other control
 * character (RFC 5545, 3.3.11).
 */
export const escapeText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, 3.1), never inside a UTF-8
 * character, so that Chinese text survives.
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, which counts.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const localDateTime = (date: string, time: string): string =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** The whole .ics text, CRLF line endings, one VEVENT in Berlin time. */
export const calendarFile = (event: CalendarEvent): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tischlein//Table booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BERLIN_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(event.date, event.time)}`,
    `DURATION:PT${Math.floor(event.durationMinutes / 60)}H${event.durationMinutes % 60}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
};

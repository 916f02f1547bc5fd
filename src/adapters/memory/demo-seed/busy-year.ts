import { MAX_PARTY_SIZE } from '../../../domain/reservation/party-size';
import type { Language, Reservation, ReservationStatus } from '../../../domain/reservation/reservation';
import { TIME_SLOTS } from '../../../domain/reservation/slots';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../../domain/room/floor-plan';
import { bookedPartyOf, type BookedParty, type StoredBooking } from '../../../domain/room/hold';
import { slotsOf } from '../../../domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../../domain/settings/booking-rules';
import {
  addDays,
  knowRestaurantOffsetsBetween,
  restaurantDate,
  restaurantInstant,
} from '../../../domain/shared/time';
import { seatNearest } from '../../../domain/room/nearest-seating';

/** As many bookings as a restaurant with 45 to 75 a day takes in a year. */
export const BUSY_YEAR_SIZE = 20_000;
/** Days before today and after it that the year covers (today included: 365 days). */
export const BUSY_YEAR_PAST_DAYS = 300;
export const BUSY_YEAR_FUTURE_DAYS = 64;
/** Every generated booking's submission key starts so, which tells them from the seed's and the visitor's. */
export const BUSY_YEAR_KEY_PREFIX = 'busy-year-';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a small, fast generator whose sequence depends on its seed only. */
const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
type Random = () => number;

const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/** Picks by weight: `weights[i]` is how likely `items[i]` is, relative to the others. */
const weighted = <T>(items: readonly T[], weights: readonly number[]) => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const bounds = weights.map(
    (
      (sum) => (w: number) =>
        (sum += w / total)
    )(0),
  );
  return (rnd: Random): T => {
    const r = rnd();
    const index = bounds.findIndex((bound) => r < bound);
    return items[index === -1 ? items.length - 1 : index]!;
  };
};

const between = (rnd: Random, low: number, high: number) => low + rnd() * (high - low);

// --- Guests -------------------------------------------------------------------------------------------

// prettier-ignore
const GERMAN_FIRST = [
  'Anna', 'Lukas', 'Marie', 'Felix', 'Sophie', 'Jonas', 'Lea', 'Paul', 'Emma', 'Leon', 'Hannah',
  'Maximilian', 'Mia', 'Finn', 'Laura', 'Tim', 'Julia', 'Niklas', 'Clara', 'Moritz', 'Johanna', 'Jan',
  'Katharina', 'Tobias', 'Sabine', 'Thomas', 'Petra', 'Michael', 'Ursula', 'Klaus', 'Monika', 'Jürgen',
  'Gisela', 'Wolfgang', 'Birgit', 'Stefan', 'Heike', 'Andreas', 'Frieda', 'Ole', 'Greta', 'Malte', 'Ida',
  'Henrik', 'Jörg', 'Björn', 'Änne', 'Götz',
];
// prettier-ignore
const GERMAN_LAST = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann',
  'Köhler', 'Groß', 'Böhm', 'Vogel', 'Jäger', 'Sommer', 'Brandt', 'Haas', 'Kühn', 'Fuchs', 'von Arnim',
  'Weiß', 'Günther', 'Roth', 'Schulte-Brinkmann',
];
// prettier-ignore
const ENGLISH_FIRST = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Olivia', 'Charlie', 'Emily', 'Thomas',
  'Grace', 'James', 'Sophie', 'William', 'Chloe', 'Daniel', 'Lucy', 'Samuel', 'Ella', 'Henry', 'Alice',
  'Matthew', 'Hannah', 'Ethan', 'Megan', 'Ryan', 'Zoe', 'Siobhan', 'Declan',
];
// prettier-ignore
const ENGLISH_LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke',
  'Hughes', 'Carter', 'Mitchell', 'Turner', 'Cooper', 'Hill', "O'Brien", 'Morgan', 'McAllister',
];
/** Surnames and given names as [pinyin, characters]. */
// prettier-ignore
const CHINESE_LAST: readonly (readonly [string, string])[] = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'],
  ['Huang', '黄'], ['Zhao', '赵'], ['Wu', '吴'], ['Zhou', '周'], ['Xu', '徐'], ['Sun', '孙'], ['Ma', '马'],
  ['Zhu', '朱'], ['Hu', '胡'], ['Guo', '郭'], ['He', '何'], ['Lin', '林'], ['Gao', '高'], ['Luo', '罗'],
];
// prettier-ignore
const CHINESE_FIRST: readonly (readonly [string, string])[] = [
  ['Wei', '伟'], ['Fang', '芳'], ['Na', '娜'], ['Min', '敏'], ['Jing', '静'], ['Li', '丽'], ['Qiang', '强'],
  ['Lei', '磊'], ['Jun', '军'], ['Yang', '洋'], ['Yong', '勇'], ['Yan', '艳'], ['Jie', '杰'], ['Tao', '涛'],
  ['Ming', '明'], ['Chao', '超'], ['Xiuying', '秀英'], ['Xia', '霞'], ['Hui', '慧'], ['Xin', '鑫'],
  ['Yu', '宇'], ['Hao', '浩'], ['Zihan', '子涵'], ['Yuxuan', '雨萱'], ['Haoran', '浩然'], ['Shuang', '爽'],
];
// prettier-ignore
const OTHER_NAMES: readonly (readonly [string, string])[] = [
  ['Ayşe', 'Yılmaz'], ['Mehmet', 'Kaya'], ['Elif', 'Demir'], ['Emre', 'Şahin'], ['Giulia', 'Rossi'],
  ['Marco', 'Bianchi'], ['Francesca', 'Esposito'], ['Agnieszka', 'Nowak'], ['Piotr', 'Kowalski'],
  ['Camille', 'Martin'], ['Lucas', 'Dubois'], ['Léa', 'Moreau'], ['Lucía', 'García'], ['Javier', 'López'],
  ['Sofia', 'Andersson'], ['Lars', 'Nielsen'], ['Ana', 'Costa'], ['Nikos', 'Papadopoulos'],
  ['Olena', 'Kovalenko'], ['Yuki', 'Tanaka'], ['Minh', 'Nguyen'], ['Fatima', 'Haddad'],
];

// prettier-ignore
const ASCII: Readonly<Record<string, string>> = {
  ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue', é: 'e', è: 'e', ç: 'c', ş: 's', Ş: 's',
  ı: 'i', í: 'i', ł: 'l', ó: 'o', ñ: 'n', à: 'a',
};

/** A name as an e-mail address's local part: ASCII letters, umlauts spelt out, no spaces or apostrophes. */
const mailPart = (name: string) =>
  name
    .replace(/[^\x20-\x7e]/g, (c) => ASCII[c] ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

interface Guest {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly language: Language;
  readonly origin: 'de' | 'en' | 'zh' | 'other';
}

const digits = (rnd: Random, n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

const PHONES: Readonly<Record<Guest['origin'], (rnd: Random) => string>> = {
  de: (rnd) =>
    pick(rnd, [
      () => `0${pick(rnd, ['151', '152', '157', '160', '170', '176'])} ${digits(rnd, 8)}`,
      () => `+49 ${pick(rnd, ['151', '162', '172', '177'])} ${digits(rnd, 7)}`,
      () => `030 ${digits(rnd, 4)} ${digits(rnd, 4)}`,
    ])(),
  // The UK's numbers set aside for drama (07700 900000-900999).
  en: (rnd) => pick(rnd, [`+44 7700 900${digits(rnd, 3)}`, `07700 900${digits(rnd, 3)}`]),
  zh: (rnd) => `+86 1${pick(rnd, ['38', '39', '51', '86'])} ${digits(rnd, 4)} ${digits(rnd, 4)}`,
  other: (rnd) => `+49 ${pick(rnd, ['151', '176'])} ${digits(rnd, 7)}`,
};

const origin = weighted<Guest['origin']>(['de', 'en', 'zh', 'other'], [55, 18, 17, 10]);

const guest = (rnd: Random): Guest => {
  const from = origin(rnd);
  let first: string;
  let last: string;
  let name: string;
  let language: Language;
  if (from === 'zh') {
    const [surname, surnameHan] = pick(rnd, CHINESE_LAST);
    const [given, givenHan] = pick(rnd, CHINESE_FIRST);
    [first, last] = [given, surname];
    const style = rnd();
    name =
      style < 0.45 ? `${surname} ${given}` : style < 0.8 ? `${surnameHan}${givenHan}` : `${given} ${surname}`;
    language = style < 0.45 || style >= 0.8 ? pick(rnd, ['zh', 'zh', 'en', 'de']) : 'zh';
  } else if (from === 'en') {
    [first, last] = [pick(rnd, ENGLISH_FIRST), pick(rnd, ENGLISH_LAST)];
    name = `${first} ${last}`;
    language = 'en';
  } else if (from === 'de') {
    [first, last] = [pick(rnd, GERMAN_FIRST), pick(rnd, GERMAN_LAST)];
    name = `${first} ${last}`;
    language = rnd() < 0.94 ? 'de' : 'en';
  } else {
    [first, last] = pick(rnd, OTHER_NAMES);
    name = `${first} ${last}`;
    language = rnd() < 0.6 ? 'de' : 'en';
  }
  const [f, l] = [mailPart(first), mailPart(last)];
  const local = pick(rnd, [`${f}.${l}`, `${f}${l}`, `${f[0]}.${l}`, `${f}_${l}`, `${l}.${f}`]);
  const suffix = rnd() < 0.3 ? String(Math.floor(between(rnd, 1, 99))) : '';
  return {
    name,
    email: `${local}${suffix}@example.org`,
    phone: rnd() < 0.75 ? PHONES[from](rnd) : null,
    language,
    origin: from,
  };
};

// --- Bookings -----------------------------------------------------------------------------------------

/** Lunch and dinner are busy, the afternoon is quiet; one weight per slot of TIME_SLOTS (08:00-21:30). */
// prettier-ignore
const SLOT_WEIGHTS = [
  1, 2, 3, 3, 3, 2, 2, 4, 7, 7, 6, 4, 2, 1, 1, 1, 1, 1, 2, 4, 7, 8, 9, 8, 6, 4, 2, 1,
];
const slot = weighted(TIME_SLOTS, SLOT_WEIGHTS);

const party = weighted([1, 2, 3, 4, 5, 6, 7, 8, 10, 12], [7, 42, 16, 20, 5, 5, 2, 1, 1, 1]);

/** Sunday to Saturday: Friday and Saturday are fullest. */
const WEEKDAY_WEIGHTS = [1.0, 0.85, 0.85, 0.9, 1.0, 1.2, 1.25];

const REQUESTS: Readonly<Record<Language, readonly string[]>> = {
  de: [
    'Einen Kinderstuhl, bitte.',
    'Tisch am Fenster, wenn möglich.',
    'Wir feiern einen Geburtstag.',
    'Eine Person isst vegan.',
    'Glutenunverträglichkeit, bitte beachten.',
    'Wir kommen mit Kinderwagen.',
    'Bitte einen rollstuhlgerechten Platz.',
    'Nussallergie (Erdnüsse).',
    'Wir kommen eventuell 15 Minuten später.',
    'Ein kleiner Hund kommt mit.',
    'Ruhiger Tisch für ein Geschäftsessen.',
  ],
  en: [
    'A high chair, please.',
    'A window table if possible.',
    "It's my wife's birthday.",
    'One of us is vegan.',
    'Gluten-free options, please.',
    "We're bringing a pram.",
    'We need step-free access for a wheelchair.',
    'Severe nut allergy.',
    'A quiet table for a business lunch.',
  ],
  zh: [
    '请准备一张儿童椅。',
    '如果可以，请安排靠窗的座位。',
    '我们来庆祝生日。',
    '有一位客人吃素。',
    '有一位客人对坚果过敏。',
    '需要无障碍座位。',
  ],
};

// prettier-ignore
const NOTES: Partial<Record<ReservationStatus, readonly string[]>> = {
  confirmed: ['Stammgast', 'Fensterplatz reserviert', 'Geburtstagskuchen bestellt', 'Tisch 12', 'Allergie notiert'],
  completed: ['Stammgast', 'Sehr zufrieden, möchte wiederkommen', 'Tisch 7', 'Allergie notiert'],
  cancelled: ['Gast hat telefonisch abgesagt.', 'Per E-Mail abgesagt.', 'Krankheitsbedingt abgesagt.'],
  no_show: ['Nicht erschienen, telefonisch nicht erreichbar.', 'Nicht erschienen.'],
};

/** How long before the meal a table is booked, in days. */
const leadDays = weighted([0.3, 1.5, 4, 10, 20, 40], [8, 12, 30, 25, 17, 8]);

const uuid = (rnd: Random) => {
  const word = () =>
    Math.floor(rnd() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  const h = word() + word() + word() + word();
  const variant = '89ab'[Math.floor(rnd() * 4)]!;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
};

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** Splits `count` over days by weight, exactly (largest remainders first, earlier days on a tie). */
const perDay = (weights: readonly number[], count: number): number[] => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => (w / total) * count);
  const counts = shares.map(Math.floor);
  const left = count - counts.reduce((sum, n) => sum + n, 0);
  shares
    .map((share, day) => ({ day, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.day - b.day)
    .slice(0, left)
    .forEach(({ day }) => (counts[day]! += 1));
  return counts;
};

export interface BusyYearOptions {
  /** How many bookings; BUSY_YEAR_SIZE unless given. */
  readonly count?: number;
  /** Another seed gives another year; the same seed and `now` give the same one. */
  readonly seed?: number;
  /** The rules the year is booked by (its hours, closures, stays and pacing); the defaults unless given. */
  readonly rules?: BookingRules;
  /** The room its guests are seated in; a room without tables unless given. */
  readonly plan?: FloorPlan;
  /** Bookings already there that hold seats (pending or confirmed), which the year seats around. */
  readonly booked?: readonly StoredBooking[];
}

/**
 * A busy restaurant's year of bookings around `now` (300 days back, 64 ahead), invented but plausible:
 * German, English, Chinese and other guests (regulars come back), e-mails at example.org, mostly parties of
 * two to four at lunch and dinner, booked days to weeks ahead. Past bookings are mostly completed, some
 * cancelled or missed; coming ones mostly confirmed, with the latest requests still pending. The same
 * `now`, seed, rules and room always give the same rows.
 *
 * The year keeps the rules and the room: no booking on a closed date or outside the hours, and every one
 * but the cancelled seated at a table free for its whole stay (or, without tables, within the guests at
 * once), nearest the time its guests wished for; a party no time of its date can seat comes the next open
 * day.
 */
export const busyYear = (now: Date, options: BusyYearOptions = {}): Reservation[] => {
  const count = options.count ?? BUSY_YEAR_SIZE;
  const rules = options.rules ?? DEFAULT_BOOKING_RULES;
  const plan = options.plan ?? EMPTY_FLOOR_PLAN;
  const rnd = random(options.seed ?? 13);
  const nowMs = now.getTime();
  const today = restaurantDate(now);
  const dates = Array.from({ length: BUSY_YEAR_PAST_DAYS + 1 + BUSY_YEAR_FUTURE_DAYS }, (_, i) =>
    addDays(today, i - BUSY_YEAR_PAST_DAYS),
  );
  // Every booking is checked against the room, which reads the wall clock a dozen times.
  knowRestaurantOffsetsBetween(
    nowMs - (BUSY_YEAR_PAST_DAYS + 2) * DAY,
    nowMs + (BUSY_YEAR_FUTURE_DAYS + 2) * DAY,
  );
  const slotsByDate = new Map(dates.map((date) => [date, slotsOf(rules, date)]));
  const alreadyBooked = new Map<string, BookedParty[]>();
  for (const row of options.booked ?? []) {
    const parties = alreadyBooked.get(row.reservation_date) ?? [];
    parties.push(bookedPartyOf(rules, row));
    alreadyBooked.set(row.reservation_date, parties);
  }
  const weights = dates.map((date, i) => {
    const ahead = i - BUSY_YEAR_PAST_DAYS;
    const weekday = WEEKDAY_WEIGHTS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
    const booked = ahead <= 7 ? 1 : 1 - (0.5 * (ahead - 7)) / (BUSY_YEAR_FUTURE_DAYS - 7);
    const open = slotsByDate.get(date)!.length > 0 ? 1 : 0;
    return open * weekday * booked * between(rnd, 0.9, 1.1);
  });
  const guests = Array.from({ length: Math.max(1, Math.round(count * 0.3)) }, () => guest(rnd));
  const rows: Reservation[] = [];
  type Wish = { readonly who: Guest; readonly time: string; readonly partySize: number };
  let waiting: Wish[] = [];
  const counts = perDay(weights, count);
  counts.forEach((n, day) => {
    const date = dates[day]!;
    const slots = slotsByDate.get(date)!;
    const booked = [...(alreadyBooked.get(date) ?? [])];
    // Berlin's offset for the day's slots (all after the 02:00-03:00 switch): one zone lookup per day.
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const offset = Date.UTC(y, m - 1, d, 12) - restaurantInstant(date, '12:00').getTime();
    // A third of the bookings come from a few regulars, the rest from anyone.
    const wishes: Wish[] = [
      ...waiting,
      ...Array.from({ length: n }, () => ({
        who: rnd() < 0.3 ? guests[Math.floor(rnd() * rnd() * 40) % guests.length]! : pick(rnd, guests),
        time: slot(rnd),
        partySize: Math.min(MAX_PARTY_SIZE, party(rnd)),
      })),
    ];
    waiting = [];
    const lastDay = day === counts.length - 1;
    for (const wish of wishes) {
      const placed = slots.length > 0 ? seatNearest(rules, plan, date, wish, booked) : null;
      // On the year's last day a party nobody can seat asked all the same, and was turned away.
      if (!placed && !lastDay) {
        waiting.push(wish);
        continue;
      }
      const { who, partySize } = wish;
      const time = placed?.time ?? wish.time;
      const [hh, mm] = time.split(':').map(Number) as [number, number];
      const at = Date.UTC(y, m - 1, d, hh, mm) - offset;
      let created = at - leadDays(rnd) * DAY - between(rnd, 0, 12) * HOUR;
      // A table further ahead than its lead time was booked at some point in the last two weeks.
      if (created > nowMs) created = nowMs - between(rnd, 5 * MINUTE, 14 * DAY);
      created = Math.min(created, at - 2 * HOUR - between(rnd, 0, 1) * HOUR);
      const past = at + 2 * HOUR <= nowMs;
      const r = rnd();
      let status: ReservationStatus;
      if (past) {
        const recent = nowMs - at < 3 * DAY;
        status =
          r < 0.84
            ? 'completed'
            : r < 0.93
              ? 'cancelled'
              : r < 0.98
                ? 'no_show'
                : recent
                  ? 'confirmed'
                  : 'completed';
      } else {
        // The latest requests still wait for an answer; an older one only now and then.
        const age = nowMs - created;
        const pending = age < DAY ? 0.4 : age < 3 * DAY ? 0.1 : 0.006;
        status = r < pending ? 'pending' : r > 0.93 ? 'cancelled' : 'confirmed';
      }
      if (!placed) status = 'cancelled';
      const seated = placed !== null && status !== 'cancelled';
      if (seated) booked.push({ time, partySize, tableIds: placed.tableIds, hold: placed.hold });
      const answerBy = Math.min(nowMs, at);
      const confirmedAt =
        status === 'confirmed' ||
        status === 'completed' ||
        status === 'no_show' ||
        (status === 'cancelled' && rnd() < 0.5)
          ? created + between(rnd, 0.05, 0.5) * (answerBy - created)
          : null;
      const cancelledAt = status === 'cancelled' ? between(rnd, confirmedAt ?? created, answerBy) : null;
      const closedAt =
        status === 'completed' || status === 'no_show'
          ? Math.min(nowMs, at + between(rnd, 1.5, 3) * HOUR)
          : null;
      const updated = Math.max(created, confirmedAt ?? 0, cancelledAt ?? 0, closedAt ?? 0);
      const notes = NOTES[status];
      const language = who.language;
      rows.push({
        id: uuid(rnd),
        created_at: iso(created),
        updated_at: iso(updated),
        customer_name: who.name,
        customer_email: who.email,
        customer_phone: who.phone,
        reservation_date: date,
        reservation_time: time,
        party_size: partySize,
        special_requests: rnd() < 0.14 ? pick(rnd, REQUESTS[language]) : null,
        language_preference: language,
        status,
        admin_notes:
          notes && rnd() < (status === 'cancelled' || status === 'no_show' ? 0.4 : 0.05)
            ? pick(rnd, notes)
            : null,
        confirmed_at: confirmedAt === null ? null : iso(confirmedAt),
        cancelled_at: cancelledAt === null ? null : iso(cancelledAt),
        submission_key: `${BUSY_YEAR_KEY_PREFIX}${String(rows.length).padStart(5, '0')}`,
        event_id: null,
        held_until: placed ? iso(placed.hold.until) : null,
        table_ids: seated ? placed.tableIds : [],
      });
    }
  });
  return rows;
};

/** Whether a row came from busyYear (and so is replaced when the demo is filled again). */
export const isBusyYearBooking = (row: Reservation): boolean =>
  row.submission_key?.startsWith(BUSY_YEAR_KEY_PREFIX) ?? false;

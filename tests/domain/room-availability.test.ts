import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableDatesBetween,
  checkBooking,
  datesBetween,
  dayAvailability,
  freeTimesOf,
  FULL_DAYS_SPAN,
  guestRefusal,
  type BookingCheck,
} from '../../src/domain/room/availability';
import {
  EMPTY_FLOOR_PLAN,
  type BookingChannel,
  type FloorPlan,
  type RestaurantTable,
  type TableCombination,
} from '../../src/domain/room/floor-plan';
import type { BookedParty } from '../../src/domain/room/hold';
import {
  DEFAULT_BOOKING_RULES,
  weekOf,
  type BookingRules,
  type StayLength,
  type TimeRange,
} from '../../src/domain/settings/booking-rules';
import {
  knowRestaurantOffsets,
  restaurantInstant,
  restaurantOffsetSpans,
} from '../../src/domain/shared/time';

const MINUTE = 60_000;

// Berlin's offsets as the app knows them (read from ICU once, as the build does): every check reads the
// wall clock many times, and ICU alone would make these properties slow.
beforeAll(() => knowRestaurantOffsets(restaurantOffsetSpans(Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1))));
afterAll(() => knowRestaurantOffsets([]));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A date and a `now` early on the day before; two of them are the daylight-saving days. */
const anyDay = fc.constantFrom(
  { date: '2026-06-02', now: new Date('2026-06-01T06:00:00Z') },
  { date: '2026-03-29', now: new Date('2026-03-28T06:00:00Z') },
  { date: '2026-10-25', now: new Date('2026-10-24T06:00:00Z') },
);

// Opening ranges from 06:00, clear of the night's daylight-saving hour, mostly long enough for a few
// stays; two may overlap.
const anyRange: fc.Arbitrary<TimeRange> = fc
  .tuple(fc.integer({ min: 24, max: 80 }), fc.integer({ min: 4, max: 64 }))
  .map(([from, length]) => ({ from: hhmm(from * 15), to: hhmm(Math.min(96, from + length) * 15) }));

const anyStays: fc.Arbitrary<StayLength[]> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 2, max: 10 }), { maxLength: 2 }),
    fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }),
  )
  .map(([from, quarters]) =>
    [1, ...from.sort((a, b) => a - b)].map((fromPartySize, i) => ({
      fromPartySize,
      minutes: quarters[i]! * 15,
    })),
  );

const anyRules = (guestsAtOnce: fc.Arbitrary<number | null>): fc.Arbitrary<BookingRules> =>
  fc
    .record({
      hours: fc.array(anyRange, { minLength: 1, maxLength: 2 }),
      slotMinutes: fc.constantFrom(15, 15, 30, 60),
      lastSlotBeforeCloseMinutes: fc.constantFrom(0, 30, 60),
      leadTimeMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2400 })),
      maxPartySize: fc.integer({ min: 3, max: 14 }),
      coversPerSlot: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
      coversPerDay: fc.option(fc.integer({ min: 5, max: 120 }), { nil: null }),
      stays: anyStays,
      // Sundays (two of the days) and Tuesdays may have stays of their own.
      staysByWeekday: fc.option(fc.record({ '2': anyStays, '7': anyStays }, { requiredKeys: [] }), {
        nil: undefined,
      }),
      bufferMinutes: fc.constantFrom(0, 5, 15, 30),
      staysEndByClose: fc.boolean(),
      guestsAtOnce,
    })
    .map(({ hours, ...rest }) => ({ ...DEFAULT_BOOKING_RULES, ...rest, weeklyHours: weekOf(() => hours) }));

const anyTable = (id: string): fc.Arbitrary<RestaurantTable> =>
  fc
    .record({
      minSeats: fc.integer({ min: 1, max: 4 }),
      extra: fc.integer({ min: 0, max: 4 }),
      onlineBookable: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      priority: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ minSeats, extra, onlineBookable, priority }) => ({
      id,
      areaId: 'main',
      name: id,
      minSeats,
      maxSeats: minSeats + extra,
      onlineBookable,
      priority,
    }));

/** 1 to 5 tables and up to 2 combinations, one of which may name a table the plan does not have. */
const anyPlan: fc.Arbitrary<FloorPlan> = fc.integer({ min: 1, max: 5 }).chain((count) => {
  const ids = Array.from({ length: count }, (_, i) => `t${i}`);
  return fc
    .record({
      tables: fc.tuple(...ids.map(anyTable)),
      combinations: fc.array(
        fc.record({
          tableIds: fc.subarray([...ids, 'gone'], { minLength: 1, maxLength: Math.min(3, count + 1) }),
          minSeats: fc.integer({ min: 1, max: 10 }),
          onlineBookable: fc.boolean(),
          priority: fc.integer({ min: 0, max: 2 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ tables, combinations }) => ({
      areas: [],
      tables,
      combinations: combinations.map((c, i) => ({ ...c, id: `c${i}`, name: `c${i}` })),
    }));
});

interface Request {
  readonly time: string;
  readonly partySize: number;
}

/** Mostly times the rules offer (read by the oracle's own slots), some anywhere from 08:00 to 23:00. */
const anyRequestsFor = (rules: BookingRules): fc.Arbitrary<Request[]> => {
  const offered = [...slotTimes(rules)];
  const anyQuarter = fc.integer({ min: 32, max: 92 }).map((q) => hhmm(q * 15));
  const time =
    offered.length === 0
      ? anyQuarter
      : fc.oneof({ arbitrary: fc.constantFrom(...offered), weight: 3 }, { arbitrary: anyQuarter, weight: 1 });
  const partySize = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 12 }));
  return fc.array(fc.record({ time, partySize }), { minLength: 1, maxLength: 20 });
};

const withRequests = (rules: fc.Arbitrary<BookingRules>) =>
  rules.chain((r) => fc.tuple(fc.constant(r), anyRequestsFor(r)));

/** Event sign-ups already on the date: they count for pacing and hold no seat. */
const anySignUps: fc.Arbitrary<BookedParty[]> = fc.array(
  fc.record({
    time: fc.integer({ min: 24, max: 95 }).map((q) => hhmm(q * 15)),
    partySize: fc.integer({ min: 1, max: 10 }),
    tableIds: fc.constant([]),
    hold: fc.constant(null),
  }),
  { maxLength: 2 },
);

// ---------------------------------------------------------------------------------------------------------
// The oracle: the rules written out again from their wording, on a minute-by-minute grid of the day.
// ---------------------------------------------------------------------------------------------------------

/** Minutes of real time from the date's midnight; a stay from 24:00 minus a quarter still fits. */
const GRID_MINUTES = 26 * 60 + 12 * 15 + 30;

interface Room {
  readonly rules: BookingRules;
  readonly plan: FloorPlan;
  readonly date: string;
  readonly now: Date;
  readonly midnight: number;
  /** Per table, how many holds cover each minute. */
  readonly held: Map<string, Int32Array>;
  /** Guests present at each minute. */
  readonly present: Int32Array;
  readonly arrivals: Map<string, number>;
  dayGuests: number;
}

const roomOf = (rules: BookingRules, plan: FloorPlan, date: string, now: Date, signUps: BookedParty[]) => {
  const room: Room = {
    rules,
    plan,
    date,
    now,
    midnight: restaurantInstant(date, '00:00').getTime(),
    held: new Map(plan.tables.map((t) => [t.id, new Int32Array(GRID_MINUTES)])),
    present: new Int32Array(GRID_MINUTES),
    arrivals: new Map(),
    dayGuests: 0,
  };
  for (const s of signUps) arrive(room, s.time, s.partySize);
  return room;
};

const arrive = (room: Room, time: string, partySize: number) => {
  room.arrivals.set(time, (room.arrivals.get(time) ?? 0) + partySize);
  room.dayGuests += partySize;
};

const slotTimes = (rules: BookingRules): Set<string> => {
  const times = new Set<string>();
  for (const r of rules.weeklyHours['1']) {
    for (
      let m = minutes(r.from);
      m <= minutes(r.to) - rules.lastSlotBeforeCloseMinutes;
      m += rules.slotMinutes
    )
      if (m < 24 * 60) times.add(hhmm(m));
  }
  return times;
};

/** The oracle's stay: the date's weekday's own stays if set, else the usual ones. */
const stayOf = (rules: BookingRules, date: string, partySize: number): number => {
  const weekday = String(new Date(`${date}T12:00:00Z`).getUTCDay() || 7) as keyof typeof rules.weeklyHours;
  const stays = rules.staysByWeekday?.[weekday] ?? rules.stays;
  return stays.reduce(
    (best, s) => (s.fromPartySize <= partySize && s.fromPartySize >= best.fromPartySize ? s : best),
    stays[0]!,
  ).minutes;
};

/** The minutes of the grid a party at a time holds: [first, end). */
const heldMinutes = (room: Room, time: string, partySize: number) => {
  const first = (restaurantInstant(room.date, time).getTime() - room.midnight) / MINUTE;
  return { first, end: first + stayOf(room.rules, room.date, partySize) + room.rules.bufferMinutes };
};

const everyMinute = (room: Room, time: string, partySize: number, ok: (minute: number) => boolean) => {
  const { first, end } = heldMinutes(room, time, partySize);
  for (let m = first; m < end; m++) if (!ok(m)) return false;
  return true;
};

/** Whether every rule but the room allows the booking. */
/** The oracle's own reading of the rules; staff are held to the room, not to the public form's limits. */
const rulesAllow = (room: Room, { time, partySize }: Request, channel: BookingChannel): boolean => {
  const { rules } = room;
  const stay = stayOf(rules, room.date, partySize);
  const endsByClose =
    !rules.staysEndByClose ||
    rules.weeklyHours['1'].some(
      (r) =>
        minutes(r.from) <= minutes(time) &&
        minutes(time) < minutes(r.to) &&
        minutes(time) + stay <= minutes(r.to),
    );
  const online = channel === 'online';
  return (
    (!online || partySize <= rules.maxPartySize) &&
    (online
      ? slotTimes(rules).has(time)
      : rules.weeklyHours['1'].some(
          (r) => minutes(r.from) <= minutes(time) && minutes(time) < minutes(r.to),
        )) &&
    (!online ||
      restaurantInstant(room.date, time).getTime() - room.now.getTime() > rules.leadTimeMinutes * MINUTE) &&
    endsByClose &&
    (rules.coversPerSlot === null || (room.arrivals.get(time) ?? 0) + partySize <= rules.coversPerSlot) &&
    (rules.coversPerDay === null || room.dayGuests + partySize <= rules.coversPerDay)
  );
};

interface Candidate {
  readonly kind: 'table' | 'combination';
  readonly id: string;
  readonly tableIds: readonly string[];
  readonly seats: number;
  readonly priority: number;
}

/** Every table and combination of the channel that the party fits, in no particular order. */
const candidatesFor = (plan: FloorPlan, partySize: number, channel: BookingChannel): Candidate[] => {
  const staff = channel === 'staff';
  const out: Candidate[] = [];
  for (const t of plan.tables) {
    if ((staff || t.onlineBookable) && t.minSeats <= partySize && partySize <= t.maxSeats)
      out.push({ kind: 'table', id: t.id, tableIds: [t.id], seats: t.maxSeats, priority: t.priority });
  }
  for (const c of plan.combinations as TableCombination[]) {
    const members = c.tableIds.map((id) => plan.tables.find((t) => t.id === id));
    if ((!staff && !c.onlineBookable) || members.length < 2 || members.some((t) => t === undefined)) continue;
    const seats = members.reduce((sum, t) => sum + t!.maxSeats, 0);
    if (c.minSeats <= partySize && partySize <= seats)
      out.push({ kind: 'combination', id: c.id, tableIds: c.tableIds, seats, priority: c.priority });
  }
  return out;
};

const isFree = (room: Room, candidate: Candidate, request: Request) =>
  everyMinute(room, request.time, request.partySize, (m) =>
    candidate.tableIds.every((id) => room.held.get(id)![m] === 0),
  );

/** Whether `a` is to be given before `b`: fewer seats, lower priority, a table, a smaller id. */
const better = (a: Candidate, b: Candidate): boolean => {
  const ka = [a.seats, a.priority, a.kind === 'table' ? 0 : 1] as const;
  const kb = [b.seats, b.priority, b.kind === 'table' ? 0 : 1] as const;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
  return a.id < b.id;
};

/** Books each request in turn through checkBooking() and compares every answer with the oracle's. */
const bookInTurn = (
  room: Room,
  requests: readonly Request[],
  signUps: BookedParty[],
  channel: BookingChannel = 'online',
): BookedParty[] => {
  const booked: BookedParty[] = [...signUps];
  for (const request of requests) {
    const check = checkBooking(
      room.rules,
      room.plan,
      { date: room.date, ...request },
      room.now,
      booked,
      channel,
    );
    const allowed = rulesAllow(room, request, channel);
    const tables = room.plan.tables.length > 0;
    const free = tables
      ? candidatesFor(room.plan, request.partySize, channel).filter((c) => isFree(room, c, request))
      : [];
    const roomOk = tables
      ? free.length > 0
      : room.rules.guestsAtOnce === null ||
        everyMinute(
          room,
          request.time,
          request.partySize,
          (m) => room.present[m]! + request.partySize <= room.rules.guestsAtOnce!,
        );
    expect(check.ok, JSON.stringify({ request, check })).toBe(allowed && roomOk);
    if (!check.ok) continue;

    const { first, end } = heldMinutes(room, request.time, request.partySize);
    expect(check.hold).toEqual({ from: room.midnight + first * MINUTE, until: room.midnight + end * MINUTE });
    if (tables) {
      const chosen = free.find((c) => c.kind === check.seating?.kind && c.id === check.seating.id);
      expect(chosen, 'a free candidate of the channel that fits').toBeDefined();
      expect(free.some((c) => better(c, chosen!))).toBe(false);
      for (let m = first; m < end; m++) for (const id of chosen!.tableIds) room.held.get(id)![m]! += 1;
    } else {
      expect(check.seating).toBeNull();
    }
    for (let m = first; m < end; m++) room.present[m]! += request.partySize;
    arrive(room, request.time, request.partySize);
    booked.push({
      time: request.time,
      partySize: request.partySize,
      tableIds: check.seating?.tableIds ?? [],
      hold: check.hold,
    });
  }
  return booked;
};

describe('checkBooking, booking one request after another', () => {
  it('takes a booking exactly when the oracle finds a free online table for its whole hold', () => {
    fc.assert(
      fc.property(
        anyDay,
        withRequests(anyRules(fc.constant(null))),
        anyPlan,
        anySignUps,
        ({ date, now }, [rules, requests], plan, signUps) => {
          const room = roomOf(rules, plan, date, now, signUps);
          const booked = bookInTurn(room, requests, signUps);
          // No table is ever held by two bookings at one minute.
          for (const grid of room.held.values()) expect(Math.max(0, ...grid)).toBeLessThanOrEqual(1);
          // The same, read from the holds themselves.
          const seated = booked.filter((b) => b.hold !== null && b.tableIds.length > 0);
          seated.forEach((a, i) =>
            seated.slice(i + 1).forEach((b) => {
              const shared = a.tableIds.some((id) => b.tableIds.includes(id));
              if (shared) expect(a.hold!.until <= b.hold!.from || b.hold!.until <= a.hold!.from).toBe(true);
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes a staff booking exactly when the oracle finds any free table, whatever the form’s limits', () => {
    fc.assert(
      fc.property(
        anyDay,
        withRequests(anyRules(fc.constant(null)).map((rules) => ({ ...rules, maxPartySize: 2 }))),
        anyPlan,
        anySignUps,
        ({ date, now }, [rules, requests], plan, signUps) => {
          const room = roomOf(rules, plan, date, now, signUps);
          bookInTurn(room, requests, signUps, 'staff');
          for (const grid of room.held.values()) expect(Math.max(0, ...grid)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('without tables, never has more guests at once than the room seats', () => {
    fc.assert(
      fc.property(
        anyDay,
        withRequests(anyRules(fc.integer({ min: 1, max: 30 }))),
        anySignUps,
        ({ date, now }, [rules, requests], signUps) => {
          const room = roomOf(rules, EMPTY_FLOOR_PLAN, date, now, signUps);
          bookInTurn(room, requests, signUps);
          expect(Math.max(...room.present)).toBeLessThanOrEqual(rules.guestsAtOnce!);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('seats no more than 40 at once in a 40-seat room, where four parties of 20 used to fit', () => {
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf(() => [{ from: '08:00', to: '24:00' }]),
      coversPerSlot: 20,
      guestsAtOnce: 40,
      stays: [{ fromPartySize: 1, minutes: 120 }],
    };
    const date = '2026-06-02';
    const now = new Date('2026-06-01T06:00:00Z');
    const times = ['19:00', '19:30', '20:00', '20:30'];
    const answers: BookingCheck[] = [];
    const booked: BookedParty[] = [];
    for (const time of times) {
      const check = checkBooking(rules, EMPTY_FLOOR_PLAN, { date, time, partySize: 20 }, now, booked);
      answers.push(check);
      if (check.ok) booked.push({ time, partySize: 20, tableIds: [], hold: check.hold });
    }
    expect(answers.map((a) => (a.ok ? 'ok' : a.reason))).toEqual(['ok', 'ok', 'roomFull', 'roomFull']);
    // The first party has gone and its table is reset at 21:15.
    expect(
      checkBooking(rules, EMPTY_FLOOR_PLAN, { date, time: '21:00', partySize: 20 }, now, booked).ok,
    ).toBe(false);
    expect(
      checkBooking(rules, EMPTY_FLOOR_PLAN, { date, time: '21:30', partySize: 20 }, now, booked).ok,
    ).toBe(true);

    fc.assert(
      fc.property(fc.shuffledSubarray(times, { minLength: 1 }), (order) => {
        const room = roomOf(rules, EMPTY_FLOOR_PLAN, date, now, []);
        bookInTurn(
          room,
          order.map((time) => ({ time, partySize: 20 })),
          [],
        );
        expect(Math.max(...room.present)).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('the days a calendar view asks about', () => {
  it('are the bookable ones of the view, at most six weeks', () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const rules = { ...DEFAULT_BOOKING_RULES, horizonDays: 90 };
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesBetween('2026-12-02', '2026-12-01')).toEqual([]);
    expect(datesBetween('2026-01-01', '2026-12-31')).toHaveLength(FULL_DAYS_SPAN);
    // Past days and days beyond the horizon are the calendar's own to grey: never asked about.
    expect(bookableDatesBetween(rules, '2026-11-20', '2026-11-26', now)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(bookableDatesBetween(rules, '2027-02-20', '2027-03-05', now)).toEqual([
      '2027-02-20',
      '2027-02-21',
      '2027-02-22',
    ]);
  });
});

describe('the times of a day', () => {
  const anyBooked = (plan: FloorPlan): fc.Arbitrary<BookedParty[]> =>
    fc.array(
      fc
        .record({
          quarter: fc.integer({ min: 24, max: 95 }),
          partySize: fc.integer({ min: 1, max: 10 }),
          tableIds: fc.subarray(
            plan.tables.map((t) => t.id),
            { maxLength: Math.min(2, plan.tables.length) },
          ),
          length: fc.option(fc.integer({ min: 1, max: 16 }), { nil: null }),
        })
        .map(({ quarter, partySize, tableIds, length }) => {
          const time = hhmm(quarter * 15);
          const from = restaurantInstant('2026-06-02', time).getTime();
          return {
            time,
            partySize,
            tableIds: length === null ? [] : tableIds,
            hold: length === null ? null : { from, until: from + length * 15 * MINUTE },
          };
        }),
      { maxLength: 10 },
    );
  const anyRoom = fc.oneof(anyPlan, fc.constant(EMPTY_FLOOR_PLAN));
  const now = new Date('2026-06-01T06:00:00Z');

  it('free times are the slots with no reason against them, and the ones checkBooking takes', () => {
    fc.assert(
      fc.property(
        anyRules(fc.option(fc.integer({ min: 1, max: 30 }), { nil: null })),
        anyRoom.chain((plan) => fc.tuple(fc.constant(plan), anyBooked(plan))),
        fc.integer({ min: 1, max: 16 }),
        (rules, [plan, booked], partySize) => {
          const date = '2026-06-02';
          const free = freeTimesOf(rules, plan, date, partySize, now, booked);
          const day = dayAvailability(rules, plan, date, partySize, now, booked);
          expect(free).toEqual(day.filter((t) => t.reason === null).map((t) => t.time));
          for (const { time, seating, reason } of day) {
            const check = checkBooking(rules, plan, { date, time, partySize }, now, booked);
            expect(check.ok ? null : check.reason).toBe(reason);
            expect(check.ok ? check.seating : null).toEqual(seating);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('checkBooking’s reasons', () => {
  const now = new Date('2026-11-25T09:00:00Z'); // 10:00 in Berlin
  const table = (id: string, minSeats: number, maxSeats: number): RestaurantTable => ({
    id,
    areaId: 'main',
    name: id,
    minSeats,
    maxSeats,
    onlineBookable: true,
    priority: 0,
  });
  const plan: FloorPlan = { areas: [], tables: [table('t1', 1, 2), table('t2', 1, 4)], combinations: [] };
  const rules: BookingRules = {
    ...DEFAULT_BOOKING_RULES,
    closedPeriods: [{ from: '2026-12-24', to: '2026-12-26', note: 'Christmas' }],
    coversPerSlot: 6,
    coversPerDay: 10,
    maxPartySize: 8,
  };
  const at = (time: string, partySize: number, tableIds: string[] = []): BookedParty => {
    const from = restaurantInstant('2026-12-01', time).getTime();
    return { time, partySize, tableIds, hold: { from, until: from + 105 * MINUTE } };
  };
  const ask = (date: string, time: string, partySize = 2, booked: BookedParty[] = [], room = plan) => {
    const check = checkBooking(rules, room, { date, time, partySize }, now, booked);
    return check.ok ? (check.seating?.id ?? 'room') : check.reason;
  };

  it('come in the order a guest can act on them', () => {
    expect(ask('2026-12-01', '12:00', 9)).toBe('partyTooLarge');
    expect(ask('2026-11-24', '12:00')).toBe('dateInPast');
    expect(ask('2027-02-24', '12:00')).toBe('dateTooFar');
    expect(ask('2026-12-25', '12:00')).toBe('dateClosed');
    expect(ask('2026-12-01', '12:15')).toBe('timeOutsideHours');
    expect(ask('2026-11-25', '11:30')).toBe('timeTooSoon');
    expect(ask('2026-12-01', '21:00')).toBe('stayPastClose');
    expect(ask('2026-12-01', '12:00', 2, [at('12:00', 5)])).toBe('pacingSlot');
    expect(ask('2026-12-01', '12:00', 2, [at('09:00', 5), at('18:00', 4)])).toBe('pacingDay');
    expect(ask('2026-12-01', '12:00', 5)).toBe('noTableFits');
    expect(ask('2026-12-01', '12:00', 2, [at('11:00', 2, ['t1'])])).toBe('t2');
    expect(ask('2026-12-01', '12:00', 2, [at('11:00', 2, ['t1']), at('12:30', 2, ['t2'])])).toBe(
      'noTableFree',
    );
    expect(ask('2026-12-01', '12:00', 2, [at('10:15', 2, ['t1'])])).toBe('t1');
    expect(ask('2026-12-01', '12:00', 3, [], EMPTY_FLOOR_PLAN)).toBe('room');
    expect(ask('2026-12-01', '12:00', 3, [at('11:00', 6)], { ...EMPTY_FLOOR_PLAN })).toBe('room');
    const full = { ...rules, guestsAtOnce: 8 };
    const check = checkBooking(
      full,
      EMPTY_FLOOR_PLAN,
      { date: '2026-12-01', time: '12:00', partySize: 3 },
      now,
      [at('11:00', 6)],
    );
    expect(check.ok ? 'ok' : check.reason).toBe('roomFull');
  });

  it('hold staff to the room and not to the public form’s limits', () => {
    const offline = { ...plan, tables: plan.tables.map((t) => ({ ...t, onlineBookable: t.id !== 't2' })) };
    const staff = (date: string, time: string, partySize: number, booked: BookedParty[] = []) => {
      const check = checkBooking(rules, offline, { date, time, partySize }, now, booked, 'staff');
      return check.ok ? (check.seating?.id ?? 'room') : check.reason;
    };
    expect(staff('2027-02-24', '12:00', 2)).toBe('t1');
    expect(staff('2026-11-25', '10:30', 2)).toBe('t1');
    expect(staff('2026-12-01', '12:00', 4)).toBe('t2');
    expect(staff('2026-12-01', '12:00', 9)).toBe('pacingSlot');
    expect(staff('2026-11-24', '12:00', 2)).toBe('dateInPast');
    expect(staff('2026-12-25', '12:00', 2)).toBe('dateClosed');
    // Staff seat a party at any minute the restaurant is open (a walk-in at 12:15), not only at the slots.
    expect(staff('2026-12-01', '12:15', 2)).toBe('t1');
    expect(staff('2026-12-01', '06:45', 2)).toBe('timeOutsideHours');
    expect(staff('2026-12-01', '21:00', 2)).toBe('stayPastClose');
    expect(staff('2026-12-01', '12:00', 2, [at('09:00', 5), at('18:00', 4)])).toBe('pacingDay');
    expect(staff('2026-12-01', '12:00', 2, [at('11:00', 2, ['t1']), at('12:30', 2, ['t2'])])).toBe(
      'noTableFree',
    );
    expect(ask('2026-12-01', '12:00', 4, [], offline)).toBe('noTableFits');
  });

  it('are told to guests as what they can act on', () => {
    expect(guestRefusal('stayPastClose')).toBe('timeOutsideHours');
    expect(guestRefusal('noTableFits')).toBe('partyTooLarge');
    for (const r of ['pacingSlot', 'pacingDay', 'noTableFree', 'roomFull'] as const)
      expect(guestRefusal(r)).toBe('slotFull');
    for (const r of [
      'partyTooLarge',
      'dateInPast',
      'dateTooFar',
      'dateClosed',
      'timeOutsideHours',
      'timeTooSoon',
    ] as const)
      expect(guestRefusal(r)).toBe(r);
  });
});

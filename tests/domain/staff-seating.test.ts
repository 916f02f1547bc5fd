import { describe, expect, it } from 'vitest';
import { changesBetween, creationChanges } from '../../src/domain/reservation/history';
import type { Reservation } from '../../src/domain/reservation/reservation';
import type { FloorPlan } from '../../src/domain/room/floor-plan';
import { holdOf, type BookedParty } from '../../src/domain/room/hold';
import {
  checkStaffSeating,
  staffRefusalError,
  staffRefusalsOf,
  tablesLabel,
} from '../../src/domain/room/staff-seating';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { tablesFreeAt } from '../../src/domain/room/free-tables';

const rules = DEFAULT_BOOKING_RULES;
const plan: FloorPlan = {
  areas: [{ id: 'a', name: 'Gastraum', displayOrder: 1 }],
  tables: [
    { id: 't2', areaId: 'a', name: '2', minSeats: 1, maxSeats: 2, onlineBookable: true, priority: 0 },
    { id: 't4', areaId: 'a', name: '4', minSeats: 2, maxSeats: 4, onlineBookable: true, priority: 0 },
    { id: 't10', areaId: 'a', name: '10', minSeats: 2, maxSeats: 4, onlineBookable: false, priority: 0 },
  ],
  combinations: [],
};
const date = '2026-12-10';
const now = new Date('2026-12-07T10:00:00Z');
const party = (id: string, time: string, size: number, tableIds: string[]): BookedParty => ({
  id,
  time,
  partySize: size,
  tableIds,
  hold: holdOf(rules, date, time, size),
});
const seat = (
  time: string,
  size: number,
  tableIds: string[] | null,
  booked: BookedParty[],
  override = false,
) => checkStaffSeating(rules, plan, { date, time, partySize: size, tableIds }, now, booked, override);

describe('checkStaffSeating', () => {
  it('seats at the best free table, or at the tables staff chose, when the room allows it', () => {
    const best = seat('19:00', 2, null, []);
    expect(best.ok && best.tableIds).toEqual(['t2']);
    const chosen = seat('19:07', 2, ['t10'], []);
    expect(chosen.ok && [chosen.tableIds, chosen.overridden]).toEqual([['t10'], []]);
  });

  it('names every rule a booking breaks, and sets the overridable ones aside only with a reason', () => {
    const refused = seat('21:00', 6, ['t2'], [party('x', '20:00', 2, ['t2'])]);
    expect(refused.ok ? 'ok' : refused.reasons).toEqual(['stayPastClose', 'tableTooSmall', 'tableTaken']);
    const overridden = seat('21:00', 6, ['t2'], [party('x', '20:00', 2, ['t2'])], true);
    expect(overridden.ok && overridden.overridden).toEqual(['stayPastClose', 'tableTooSmall', 'tableTaken']);
    const past = { date: '2026-12-01', time: '12:00', partySize: 2, tableIds: null };
    expect(checkStaffSeating(rules, plan, past, now, [], true)).toMatchObject({
      ok: false,
      reasons: ['dateInPast'],
    });
  });

  it('gives a held table by ending the earlier stay at the new party’s time, and a later one ends the new stay', () => {
    const earlier = party('early', '18:00', 2, ['t4']);
    const later = party('late', '20:30', 2, ['t4']);
    const given = seat('19:00', 2, ['t4'], [earlier, later], true);
    if (!given.ok) throw new Error(given.reasons.join());
    const sevenPm = holdOf(rules, date, '19:00', 2).from;
    expect(given.shortened).toEqual([{ id: 'early', until: sevenPm }]);
    expect(given.hold).toEqual({ from: sevenPm, until: later.hold!.from });
    // A party sitting down at the same moment leaves no stay: nothing sets that aside.
    const same = seat('18:00', 2, ['t4'], [earlier], true);
    expect(same.ok ? 'ok' : same.reasons).toEqual(['tableInUse']);
  });

  it('takes a party no table is free for without a table, when staff give a reason', () => {
    const full = [
      party('a', '19:00', 2, ['t2']),
      party('b', '19:00', 4, ['t4']),
      party('c', '19:00', 4, ['t10']),
    ];
    expect(seat('19:00', 2, null, full)).toMatchObject({ ok: false, reasons: ['noTableFree'] });
    expect(seat('19:00', 2, null, full, true)).toMatchObject({
      ok: true,
      tableIds: [],
      overridden: ['noTableFree'],
    });
  });

  it('crosses the port as one error naming every reason', () => {
    const error = staffRefusalError(['pacingSlot', 'tableTaken']);
    expect(!error.ok && staffRefusalsOf(error.error)).toEqual(['pacingSlot', 'tableTaken']);
    const final = staffRefusalError(['dateInPast']);
    expect(!final.ok && final.error.message).toBe('admin:hostStand.refusedFinal');
  });

  it('labels tables by their numbers, in order', () => {
    expect(tablesLabel(plan, ['t10', 't2', 't4'])).toBe('2 + 4 + 10');
    expect(tablesLabel(plan, [])).toBeNull();
  });
});

describe('a booking’s history', () => {
  const row = {
    reservation_date: date,
    reservation_time: '19:00',
    party_size: 4,
    status: 'confirmed',
    source: 'phone',
    language_preference: 'de',
    customer_name: 'Herr Wang',
    customer_email: null,
    customer_phone: '030 1234',
    special_requests: null,
    admin_notes: null,
  } as const satisfies Partial<Reservation>;

  it('says what changed to what for the booking’s facts, and only that a personal detail changed', () => {
    const after = { ...row, reservation_time: '20:00', customer_phone: '030 9999', admin_notes: 'Fenster' };
    expect(changesBetween(row, after, { from: '4', to: '5' })).toEqual([
      { field: 'reservation_time', from: '19:00', to: '20:00' },
      { field: 'tables', from: '4', to: '5' },
      { field: 'customer_phone', from: null, to: null },
      { field: 'admin_notes', from: null, to: null },
    ]);
    expect(changesBetween(row, row)).toEqual([]);
    expect(creationChanges(row, '4')).toEqual([
      { field: 'tables', from: null, to: '4' },
      { field: 'status', from: null, to: 'confirmed' },
      { field: 'source', from: null, to: 'phone' },
    ]);
  });
});

describe('tablesFreeAt', () => {
  it('lists the tables nobody holds now that seat the party, smallest first, with when the next party comes', () => {
    const at = holdOf(rules, date, '19:00', 2).from;
    const booked = [party('a', '18:30', 2, ['t2']), party('b', '20:00', 4, ['t4'])];
    const free = tablesFreeAt(plan, booked, at, 2);
    expect(free.map((f) => [f.table.id, f.until])).toEqual([
      ['t10', null],
      ['t4', booked[1]!.hold!.from],
    ]);
    expect(tablesFreeAt(plan, booked, at, 5)).toEqual([]);
  });
});

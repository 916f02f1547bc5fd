import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/domain/reservation/reservation';
import { timelineOf, timelineTime } from '../../src/domain/reservation/timeline';
import type { FloorPlan } from '../../src/domain/room/floor-plan';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';

const plan: FloorPlan = {
  areas: [
    { id: 'terrace', name: 'Terrasse', displayOrder: 2 },
    { id: 'room', name: 'Gastraum', displayOrder: 1 },
  ],
  tables: [
    { id: 't10', areaId: 'terrace', name: '10', minSeats: 2, maxSeats: 4, onlineBookable: true, priority: 0 },
    { id: 't2', areaId: 'room', name: '2', minSeats: 1, maxSeats: 2, onlineBookable: true, priority: 0 },
    { id: 't11', areaId: 'room', name: '11', minSeats: 2, maxSeats: 4, onlineBookable: true, priority: 0 },
  ],
  combinations: [],
};
const date = '2026-12-11';
let n = 0;
const booking = (
  time: string,
  party: number,
  tables: string[],
  status: Reservation['status'] = 'confirmed',
) =>
  ({
    id: `r${++n}`,
    customer_name: `Gast ${n}`,
    customer_email: null,
    customer_phone: null,
    reservation_date: date,
    reservation_time: time,
    party_size: party,
    special_requests: null,
    language_preference: 'de',
    status,
    admin_notes: null,
    confirmed_at: null,
    cancelled_at: null,
    submission_key: null,
    event_id: null,
    table_ids: tables,
    created_at: '2026-12-01T10:00:00Z',
    updated_at: '2026-12-01T10:00:00Z',
  }) satisfies Reservation;

describe('timelineOf', () => {
  it('lays the tables out by area and number, each booking a bar as long as its hold, and a lane for no table', () => {
    const couple = booking('12:00', 2, ['t2']);
    const four = booking('19:00', 4, ['t10', 't11']);
    const unseated = booking('20:00', 5, []);
    const cancelled = booking('13:00', 2, ['t2'], 'cancelled');
    const timeline = timelineOf(date, DEFAULT_BOOKING_RULES, plan, [couple, four, unseated, cancelled]);
    expect(timeline.lanes.map((lane) => lane.table?.name ?? null)).toEqual(['2', '11', '10', null]);
    const [two, eleven, ten, none] = timeline.lanes;
    // 90 minutes' stay and 15 minutes' buffer for a couple; 105 and 15 for four.
    expect(two!.bars.map((b) => [timelineTime(b.from, 1), timelineTime(b.until, 1)])).toEqual([
      ['12:00', '13:45'],
    ]);
    expect(eleven!.bars.map((b) => b.reservation.id)).toEqual([four.id]);
    expect(ten!.bars.map((b) => b.reservation.id)).toEqual([four.id]);
    expect(none!.bars.map((b) => b.reservation.id)).toEqual([unseated.id]);
    // The day's hours (08:00 to 22:00) widened to the last bar's end (five at 20:00: 120 minutes and 15 = 22:15).
    expect([timelineTime(timeline.start, 1), timelineTime(timeline.end, 1)]).toEqual(['08:00', '22:30']);
    expect(timeline.arrivals.find((a) => a.time === '19:00')?.covers).toBe(4);
    expect(timeline.arrivals.find((a) => a.time === '13:00')?.covers).toBe(0);
    expect(timeline.closedWithBookings).toBe(false);
  });

  it('says when a closed day still has bookings', () => {
    const closed = {
      ...DEFAULT_BOOKING_RULES,
      closedPeriods: [{ from: date, to: date, note: 'Betriebsferien' }],
    };
    expect(timelineOf(date, closed, plan, [booking('12:00', 2, ['t2'])]).closedWithBookings).toBe(true);
    expect(timelineOf(date, closed, plan, []).closedWithBookings).toBe(false);
  });
});

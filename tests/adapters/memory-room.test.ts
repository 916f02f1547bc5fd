// The demo's store seats bookings in its room by the domain's rule, as create_reservation() does in SQL
// (tests/sql/room.test.ts runs the same story on PostgreSQL): the best free table or combination for the
// whole hold, a full time refused, a cancellation frees the table, and a booking that holds again takes its
// table back only when nobody has taken it since.
import { describe, expect, it } from 'vitest';

import { MemoryBookingRulesRepository } from '../../src/adapters/memory/memory-booking-rules-repository';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import type { FloorPlan } from '../../src/domain/room/floor-plan';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { reservationDraft } from '../contracts/reservation-repository.contract';
import { emptyMemoryDatabase } from '../support/memory';

const table = (id: string, minSeats: number, maxSeats: number) => ({
  id,
  areaId: 'inside',
  name: id,
  minSeats,
  maxSeats,
  onlineBookable: true,
  priority: 0,
});

const THREE_TABLES: FloorPlan = {
  areas: [{ id: 'inside', name: 'Innen', displayOrder: 0 }],
  tables: [table('t2', 1, 2), table('t4a', 2, 4), table('t4b', 2, 4)],
  combinations: [
    { id: 'k8', name: 't4a+t4b', tableIds: ['t4a', 't4b'], minSeats: 5, onlineBookable: true, priority: 0 },
  ],
};

const setUp = async () => {
  const db = emptyMemoryDatabase();
  db.change((tables) => {
    tables.floor_plan = THREE_TABLES;
  });
  const reservations = new MemoryReservationRepository(db);
  const rules = new MemoryBookingRulesRepository(db, reservations);
  const now = db.now();
  const date = addDays(restaurantDate(now), 5);
  const book = async (time: string, party: number) => {
    const made = await reservations.create(
      reservationDraft(now, { reservation_date: date, reservation_time: time, party_size: party }),
    );
    return made.ok ? made.value : made.error.message;
  };
  return { reservations, rules, date, book };
};

describe('the demo store seats bookings in its room', () => {
  it('seats the smallest free table that fits, eight on the combination, and refuses a full time', async () => {
    const { book, rules, date } = await setUp();
    const eight = await book('19:00', 8);
    const couple = await book('19:00', 2);
    expect(typeof eight === 'object' && eight.table_ids).toEqual(['t4a', 't4b']);
    expect(typeof couple === 'object' && couple.table_ids).toEqual(['t2']);
    expect(await book('19:00', 2)).toBe('reservations.validation.slotFull');
    expect(await book('19:00', 9)).toBe('reservations.validation.partyTooLarge');
    // Every table is held from 19:00: a couple's 90 minutes and the buffer fit from 17:00, not from 18:00.
    const free = await rules.freeTimes(date, 2);
    expect(free.ok && free.value).toContain('17:00');
    expect(free.ok && free.value).not.toContain('18:00');
    expect(free.ok && free.value).not.toContain('20:30');
  });

  it('frees a cancelled booking’s table, and a booking confirmed again keeps it only while nobody took it', async () => {
    const { book, reservations } = await setUp();
    const first = await book('12:00', 2);
    if (typeof first !== 'object') throw new Error(first);
    await book('12:00', 4);
    await book('12:00', 4);
    expect(await book('12:00', 2)).toBe('reservations.validation.slotFull');

    await reservations.changeStatus(first.id, 'cancelled');
    const back = await reservations.changeStatus(first.id, 'confirmed');
    expect(back.ok && back.value.table_ids).toEqual(['t2']);

    await reservations.changeStatus(first.id, 'cancelled');
    const taker = await book('12:00', 2);
    expect(typeof taker === 'object' && taker.table_ids).toEqual(['t2']);
    const again = await reservations.changeStatus(first.id, 'confirmed');
    expect(again.ok && again.value.status).toBe('confirmed');
    expect(again.ok && again.value.table_ids).toEqual([]);
  });
});

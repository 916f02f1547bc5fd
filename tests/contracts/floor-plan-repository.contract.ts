import { describe, expect, it } from 'vitest';
import type { BookingRulesRepository } from '../../src/application/ports/booking-rules-repository';
import type { FloorPlanRepository } from '../../src/application/ports/floor-plan-repository';
import type { ReservationRepository } from '../../src/application/ports/reservation-repository';
import { EMPTY_FLOOR_PLAN, type FloorPlan } from '../../src/domain/room/floor-plan';
import { addDays, restaurantDate } from '../../src/domain/shared/time';
import { reservationDraft } from './reservation-repository.contract';

export interface FloorPlanFixture {
  readonly floorPlan: FloorPlanRepository;
  /** The same store's booking rules and reservations, which seat guests in this room. */
  readonly rules: BookingRulesRepository;
  readonly reservations: ReservationRepository;
  readonly now: Date;
}

/** Fixed ids, as the Settings form makes them (uuids, so that the SQL store takes them as they are). */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An owner's first room: a two-top and two four-tops that join for a party of up to eight. */
export const THREE_TABLES: FloorPlan = {
  areas: [{ id: uuid(1), name: 'Innen', displayOrder: 0 }],
  tables: [
    { id: uuid(11), areaId: uuid(1), name: '1', minSeats: 1, maxSeats: 2, onlineBookable: true, priority: 0 },
    { id: uuid(12), areaId: uuid(1), name: '2', minSeats: 2, maxSeats: 4, onlineBookable: true, priority: 0 },
    { id: uuid(13), areaId: uuid(1), name: '3', minSeats: 2, maxSeats: 4, onlineBookable: true, priority: 0 },
  ],
  combinations: [
    {
      id: uuid(21),
      name: '2+3',
      tableIds: [uuid(12), uuid(13)],
      minSeats: 5,
      onlineBookable: true,
      priority: 0,
    },
  ],
};

/** The contract of the floor plan, for every adapter: what staff save is the room guests are seated in. */
export const describeFloorPlanRepository = (name: string, make: () => Promise<FloorPlanFixture>) => {
  describe(`FloorPlanRepository (${name})`, () => {
    it('starts without tables and keeps the plan staff save', async () => {
      const { floorPlan } = await make();
      expect(await floorPlan.plan()).toEqual({ ok: true, value: EMPTY_FLOOR_PLAN });
      expect(await floorPlan.save(THREE_TABLES)).toEqual({ ok: true, value: THREE_TABLES });
      expect(await floorPlan.plan()).toEqual({ ok: true, value: THREE_TABLES });
    });

    it('refuses an invalid plan with its key and keeps the plan in force', async () => {
      const { floorPlan } = await make();
      await floorPlan.save(THREE_TABLES);
      const refused = async (plan: FloorPlan) => {
        const answer = await floorPlan.save(plan);
        return answer.ok ? 'saved' : answer.error.message;
      };
      const [two, fourA, fourB] = THREE_TABLES.tables;
      expect(
        await refused({
          ...THREE_TABLES,
          tables: [{ ...two!, minSeats: 3 }, ...THREE_TABLES.tables.slice(1)],
        }),
      ).toBe('settings.validation.seats');
      expect(
        await refused({ ...THREE_TABLES, tables: [{ ...two!, name: ' ' }, ...THREE_TABLES.tables.slice(1)] }),
      ).toBe('settings.validation.roomName');
      expect(await refused({ ...THREE_TABLES, tables: [two!, fourA!, { ...fourB!, name: two!.name }] })).toBe(
        'settings.validation.roomNameTaken',
      );
      expect(
        await refused({
          ...THREE_TABLES,
          combinations: [{ ...THREE_TABLES.combinations[0]!, tableIds: [uuid(12)] }],
        }),
      ).toBe('settings.validation.combinationTables');
      expect(await floorPlan.plan()).toEqual({ ok: true, value: THREE_TABLES });
    });

    it('seats guests in the saved room: eight on the combination, a full time refused, a smaller room after a change', async () => {
      const { floorPlan, reservations, rules, now } = await make();
      await floorPlan.save(THREE_TABLES);
      const date = addDays(restaurantDate(now), 4);
      const book = async (party: number) => {
        const made = await reservations.create(
          reservationDraft(now, { reservation_date: date, reservation_time: '19:00', party_size: party }),
        );
        return made.ok ? 'booked' : made.error.message;
      };
      expect(await book(8)).toBe('booked');
      expect(await book(2)).toBe('booked');
      expect(await book(2)).toBe('reservations.validation.slotFull');
      const free = await rules.freeTimes(date, 2);
      expect(free.ok && free.value).not.toContain('19:00');

      // Without the combination a party of eight fits no table: the guest is told the party is too large.
      await floorPlan.save({ ...THREE_TABLES, combinations: [] });
      expect(await book(8)).toBe('reservations.validation.partyTooLarge');
    });

    it('tells staff each time of a date: the tables a party would get, or why not, online and as staff book', async () => {
      const { floorPlan, reservations, now } = await make();
      await floorPlan.save(THREE_TABLES);
      const date = addDays(restaurantDate(now), 4);
      const made = await reservations.create(
        reservationDraft(now, { reservation_date: date, reservation_time: '19:00', party_size: 8 }),
      );
      expect(made.ok).toBe(true);
      const at = async (time: string, party: number, channel: 'online' | 'staff') => {
        const answers = await floorPlan.availability(date, party, channel);
        if (!answers.ok) throw new Error(answers.error.message);
        const answer = answers.value.find((a) => a.time === time)!;
        return answer.reason ?? [...answer.tableIds].sort().join(' ');
      };
      const [two, fourA, fourB] = THREE_TABLES.tables.map((t) => t.id);
      expect(await at('12:00', 2, 'online')).toBe(two);
      expect(await at('12:00', 8, 'online')).toBe([fourA, fourB].sort().join(' '));
      expect(await at('19:00', 8, 'online')).toBe('noTableFree');
      expect(await at('19:00', 2, 'online')).toBe(two);
      expect(await at('12:00', 9, 'staff')).toBe('noTableFits');
      expect(await at('21:30', 2, 'staff')).toBe('stayPastClose');
      const nobody = await floorPlan.availability(date, 0, 'staff');
      expect(nobody.ok ? 'answered' : nobody.error.message).toBe('reservations.validation.partySizeMin');
    });
  });
};

import { describe, expect, it } from 'vitest';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryBookingRulesRepository } from '../../src/adapters/memory/memory-booking-rules-repository';
import { MemoryDatabase } from '../../src/adapters/memory/memory-database';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { SaveBookingRules } from '../../src/application/booking-rules/save-booking-rules';
import { ShowRulesChangeImpact } from '../../src/application/booking-rules/show-rules-change-impact';
import type { BookingRulesRepository } from '../../src/application/ports/booking-rules-repository';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { emptyTables, ManualClock } from '../support/memory';
import { reservationDraft } from '../contracts/reservation-repository.contract';

// Monday 15 June 2026, 12:00 in Berlin.
const NOW = new Date('2026-06-15T10:00:00Z');

const setup = () => {
  const db = new MemoryDatabase(new MapStorage(), () => emptyTables(), new ManualClock(NOW));
  const reservations = new MemoryReservationRepository(db);
  const bookingRules = new MemoryBookingRulesRepository(db, reservations);
  return { reservations, bookingRules };
};

describe('the use cases of a change to the rules', () => {
  it('refuse rules the save would refuse before asking the store what they do', async () => {
    const asked: unknown[] = [];
    const { bookingRules } = setup();
    const counting: BookingRulesRepository = {
      rules: () => bookingRules.rules(),
      save: (rules, cancel) => bookingRules.save(rules, cancel),
      freeTimes: (date, party) => bookingRules.freeTimes(date, party),
      fullDays: (from, to, party) => bookingRules.fullDays(from, to, party),
      impactOf: (next) => {
        asked.push(next);
        return bookingRules.impactOf(next);
      },
    };
    const show = new ShowRulesChangeImpact({ bookingRules: counting });
    const refused = await show.execute({ ...DEFAULT_BOOKING_RULES, slotMinutes: 0 });
    expect(refused.ok ? 'asked' : refused.error.message).toBe('settings.validation.slotMinutes');
    expect(asked).toEqual([]);
    expect((await show.execute(DEFAULT_BOOKING_RULES)).ok).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('save a closure and cancel the bookings it shuts out only when asked', async () => {
    const { reservations, bookingRules } = setup();
    const made = await reservations.create(
      reservationDraft(NOW, { reservation_date: '2026-06-20', reservation_time: '12:00', party_size: 3 }),
    );
    if (!made.ok) throw new Error(made.error.message);
    const closed = {
      ...DEFAULT_BOOKING_RULES,
      closedPeriods: [{ from: '2026-06-20', to: '2026-06-20', note: '' }],
    };
    const show = new ShowRulesChangeImpact({ bookingRules });
    const impact = await show.execute(closed);
    expect(impact.ok && impact.value.closed.bookings).toBe(1);
    const save = new SaveBookingRules({ bookingRules });
    expect((await save.execute(closed, { reason: null })).ok).toBe(true);
    const found = await reservations.list({
      status: 'cancelled',
      from: '2026-06-20',
      to: '2026-06-20',
      search: '',
      sort: 'soonest',
      page: 1,
      pageSize: 25,
    });
    expect(found.ok && found.value.rows.map((r) => r.id)).toEqual([made.value.id]);
  });
});

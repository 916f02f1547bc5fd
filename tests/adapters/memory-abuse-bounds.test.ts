// The demo's proof of work and limits against abuse (decisions 0086, 0087): the same path as the SQL one, with
// altcha-lib making and verifying the challenge, the limits from the demo's settings, refusals counted.
import { verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';

import {
  MemoryAbuseBoundsRepository,
  MemoryAbuseGuard,
  MemoryBookingChallenge,
} from '../../src/adapters/memory/memory-abuse-bounds';
import { MemoryConsentRepository } from '../../src/adapters/memory/memory-consent-repository';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation-repository';
import { DEFAULT_ABUSE_LIMITS, NO_REFUSALS } from '../../src/domain/settings/abuse-limits';
import { consentInput } from '../contracts/consent-repository.contract';
import { reservationDraft } from '../contracts/reservation-repository.contract';
import { emptyMemoryDatabase, ManualClock } from '../support/memory';

const open = () => {
  const clock = new ManualClock();
  const db = emptyMemoryDatabase(clock);
  // Little work per challenge: these tests book a dozen times on a shared machine.
  const guard = new MemoryAbuseGuard(db, new MemoryBookingChallenge(500));
  return {
    clock,
    db,
    guard,
    bounds: new MemoryAbuseBoundsRepository(db),
    reservations: new MemoryReservationRepository(db, () => null, guard),
    consents: new MemoryConsentRepository(db, guard),
  };
};

const outcome = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'booked' : r.error!.message);

describe('MemoryBookingChallenge', () => {
  it('solves its own challenge, verifies the solution once, and refuses one made with another key', async () => {
    const challenge = new MemoryBookingChallenge();
    const solved = await challenge.solve();
    expect(solved.ok).toBe(true);
    const payload = solved.ok ? solved.value : '';
    expect(await challenge.verify(payload)).toBe(true);
    expect(await challenge.verify(payload)).toBe(false);
    const other = await new MemoryBookingChallenge().solve();
    expect(other.ok && (await challenge.verify(other.value))).toBe(false);
    expect(await verifySolution(payload, 'not the key')).toBe(false);
  });
});

describe('the demo’s limits against abuse', () => {
  it('books with a solved challenge, then refuses past bookingsPerAddressPerHour, and counts the refusals', async () => {
    const { reservations, bounds } = open();
    const results: string[] = [];
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour + 2; i++) {
      const draft = reservationDraft(new ManualClock().now(), {
        customer_email: `guest${i}@example.org`,
        reservation_time: i % 2 ? '10:30' : '11:00',
        party_size: 1,
      });
      results.push(outcome(await reservations.create(draft)));
    }
    expect(results).toEqual([
      ...Array<string>(DEFAULT_ABUSE_LIMITS.bookingsPerAddressPerHour).fill('booked'),
      'reservations.validation.tooManyFromAddress',
      'reservations.validation.tooManyFromAddress',
    ]);
    expect(await bounds.refusedToday()).toEqual({ ok: true, value: { ...NO_REFUSALS, address: 2 } });
  });

  it('follows the limits the owner saves: per e-mail address and per day', async () => {
    const { reservations, bounds, clock } = open();
    expect(
      await bounds.save({ ...DEFAULT_ABUSE_LIMITS, bookingsPerEmailPerDay: 1, bookingsPerDay: 2 }),
    ).toMatchObject({ ok: true });
    const book = (email: string) =>
      reservations.create(reservationDraft(clock.now(), { customer_email: email, party_size: 1 }));
    expect(outcome(await book('mia@example.org'))).toBe('booked');
    const again = await book('MIA@example.org');
    expect(again.ok ? 'booked' : [again.error.message, again.error.issues]).toEqual([
      'reservations.validation.tooManyForEmail',
      { customer_email: 'reservations.validation.tooManyForEmail' },
    ]);
    expect(outcome(await book('ali@example.org'))).toBe('booked');
    expect(outcome(await book('zoe@example.org'))).toBe('reservations.validation.tooManyToday');
    expect(await bounds.refusedToday()).toEqual({ ok: true, value: { ...NO_REFUSALS, email: 1, day: 1 } });
    const bad = await bounds.save({ ...DEFAULT_ABUSE_LIMITS, bookingsPerDay: 0 });
    expect(bad.ok ? 'saved' : bad.error.message).toBe('settings.abuseLimits.validation.number');
  });

  it('returns the earlier booking for a retried submission without counting it again', async () => {
    const { reservations, clock } = open();
    const draft = reservationDraft(clock.now(), { party_size: 1 });
    const first = await reservations.create(draft);
    const retry = await reservations.create(draft);
    expect(retry.ok && first.ok && retry.value.id === first.value.id).toBe(true);
  });

  it('bounds consent records per hour, and a new hour admits again', async () => {
    const { consents, bounds, clock } = open();
    await bounds.save({ ...DEFAULT_ABUSE_LIMITS, consentsPerAddressPerHour: 2 });
    const record = () => consents.record(consentInput({ sessionId: crypto.randomUUID() }));
    expect((await record()).ok).toBe(true);
    expect((await record()).ok).toBe(true);
    const third = await record();
    expect(third.ok ? 'recorded' : third.error.message).toBe('consent.validation.tooMany');
    clock.advance(61 * 60 * 1000);
    expect((await record()).ok).toBe(true);
  });
});

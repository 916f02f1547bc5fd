import { describe, expect, it } from 'vitest';
import type { PersonalDataRequests } from '../../src/application/ports/personal-data-requests';
import type { ReservationRepository } from '../../src/application/ports/reservation-repository';
import { reservationDraft } from './reservation-repository.contract';

export interface PersonalDataRequestsFixture {
  readonly requests: PersonalDataRequests;
  readonly reservations: ReservationRepository;
  readonly now: Date;
}

/**
 * The contract of a guest's data request, for every adapter: the export of an address holds all its bookings
 * (in any letter case) and no other guest's; after the erasure it holds none, and the other guest's stay.
 */
export const describePersonalDataRequests = (
  name: string,
  make: () => Promise<PersonalDataRequestsFixture>,
) => {
  describe(`PersonalDataRequests (${name})`, () => {
    it('exports all bookings of an address before its erasure and none after', async () => {
      const { requests, reservations, now } = await make();
      const email = `erika.${Date.now()}@example.org`;
      const karl = `karl.${Date.now()}@example.org`;
      const booked = [];
      for (const [address, time] of [
        [email, '10:00'],
        [email.toUpperCase(), '11:00'],
        [karl, '12:00'],
      ] as const) {
        const created = await reservations.create(
          reservationDraft(now, { customer_email: address, reservation_time: time }),
        );
        if (!created.ok) throw new Error(created.error.message);
        booked.push(created.value.id);
      }

      const before = await requests.exportByEmail(` ${email.toUpperCase()} `);
      if (!before.ok) throw new Error(before.error.message);
      expect(before.value.email).toBe(email);
      expect(before.value.reservations.map((r) => r.id).sort()).toEqual(booked.slice(0, 2).sort());

      expect(
        (await reservations.history(booked[0]!)).ok && (await reservations.history(booked[0]!)),
      ).toMatchObject({
        value: [{ kind: 'created' }],
      });
      expect(await requests.eraseByEmail(email)).toEqual({ ok: true, value: 2 });
      // Its history goes with the booking; the other guest's stays.
      expect(await reservations.history(booked[0]!)).toEqual({ ok: true, value: [] });
      expect((await reservations.history(booked[2]!)).ok).toBe(true);
      const after = await requests.exportByEmail(email);
      expect(after.ok && [after.value.reservations, after.value.emails]).toEqual([[], []]);
      // The other guest's booking stays.
      const kept = await requests.exportByEmail(karl);
      expect(kept.ok && kept.value.reservations.map((r) => r.id)).toEqual([booked[2]]);
    });

    it('refuses a request without a usable address', async () => {
      const { requests } = await make();
      for (const email of ['', '   ', 'no address', 'a@b@c']) {
        const refused = await requests.eraseByEmail(email);
        expect(refused.ok ? 'erased' : [refused.error.kind, refused.error.message], email).toEqual([
          'Invalid',
          'settings.dataRequest.validation.email',
        ]);
      }
    });
  });
};

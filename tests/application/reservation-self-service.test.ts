// The guest's use cases of the self-service link: a link that cannot be a token, and a move to a date or time
// that cannot be one, are refused before the store is asked; everything else is the store's decision.
import { describe, expect, it } from 'vitest';
import type { ReservationSelfService } from '../../src/application/ports/reservation-self-service';
import { CancelReservationByToken } from '../../src/application/reservations/cancel-reservation-by-token';
import { MoveReservationByToken } from '../../src/application/reservations/move-reservation-by-token';
import { ShowReservationByToken } from '../../src/application/reservations/show-reservation-by-token';
import type { GuestReservation } from '../../src/domain/reservation/self-service';
import { ok } from '../../src/domain/shared/result';

const TOKEN = 'A'.repeat(76);
const VIEW: GuestReservation = {
  reservation_date: '2026-06-20',
  reservation_time: '10:30',
  party_size: 2,
  customer_name: 'Mia Schulz',
  status: 'pending',
  language_preference: 'de',
  event: null,
  expires_at: '2026-06-21T22:00:00.000Z',
};

const recording = () => {
  const calls: unknown[][] = [];
  const store: ReservationSelfService = {
    show: async (...args) => (calls.push(['show', ...args]), ok(VIEW)),
    cancel: async (...args) => (calls.push(['cancel', ...args]), ok({ ...VIEW, status: 'cancelled' })),
    move: async (...args) => (calls.push(['move', ...args]), ok({ reservation: VIEW, token: TOKEN })),
  };
  return { calls, store };
};

const invalidLink = {
  ok: false,
  error: {
    kind: 'Invalid',
    message: 'selfService.errors.invalid',
    issues: { token: 'selfService.errors.invalid' },
  },
};

describe('the self-service use cases', () => {
  it('ask the store with a token-shaped link', async () => {
    const { calls, store } = recording();
    const deps = { selfService: store };
    expect(await new ShowReservationByToken(deps).execute(TOKEN)).toEqual(ok(VIEW));
    expect((await new CancelReservationByToken(deps).execute(TOKEN)).ok).toBe(true);
    expect(
      (await new MoveReservationByToken(deps).execute({ token: TOKEN, date: '2026-06-21', time: '11:00' }))
        .ok,
    ).toBe(true);
    expect(calls).toEqual([
      ['show', TOKEN],
      ['cancel', TOKEN],
      ['move', TOKEN, '2026-06-21', '11:00'],
    ]);
  });

  it('refuse a cut-off or altered link, and a move to no date or time, without asking the store', async () => {
    const { calls, store } = recording();
    const deps = { selfService: store };
    for (const link of ['', TOKEN.slice(0, 40), `${TOKEN}A`, `${TOKEN.slice(0, 75)}=`, '../admin']) {
      expect(await new ShowReservationByToken(deps).execute(link)).toEqual(invalidLink);
      expect(await new CancelReservationByToken(deps).execute(link)).toEqual(invalidLink);
    }
    const move = new MoveReservationByToken(deps);
    expect(await move.execute({ token: TOKEN, date: '', time: '11:00' })).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'reservations.validation.dateRequired',
        issues: { reservation_date: 'reservations.validation.dateRequired' },
      },
    });
    expect(await move.execute({ token: TOKEN, date: '2026-06-21', time: '25:00' })).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'reservations.validation.timeRequired',
        issues: { reservation_time: 'reservations.validation.timeRequired' },
      },
    });
    expect(calls).toEqual([]);
  });
});

// The proof of work of a public booking through the Supabase adapter (decision 0086): a fresh challenge from
// booking_challenge(), solved with altcha-lib, sent as p_challenge; a refusal keeps its translation key.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';

import { supabaseChallengeSolver } from '../../../src/adapters/supabase/supabase-booking-challenge';
import { SupabaseReservationRepository } from '../../../src/adapters/supabase/supabase-reservation-repository';
import { reservationDraft } from '../../contracts/reservation-repository.contract';
import { fakeBackend, json, postgrest, STAMPS } from './fake-backend';

const NOW = new Date('2026-06-15T08:00:00.000Z');
const HMAC_KEY = 'test-key';

const challenge = () =>
  createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000, expires: new Date(Date.now() + 600_000) });

describe('SupabaseReservationRepository with the booking challenge', () => {
  it('fetches a challenge, solves it and sends the solution with the booking', async () => {
    const backend = fakeBackend();
    const draft = reservationDraft(NOW);
    backend.reply(
      json(200, await challenge()),
      json(200, { id: '00000000-0000-4000-8000-000000001001', ...STAMPS, ...draft, status: 'pending' }),
    );
    const repo = new SupabaseReservationRepository(
      backend.connection,
      supabaseChallengeSolver(backend.connection),
    );
    const created = await repo.create(draft);
    expect(created.ok).toBe(true);
    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/v1/rpc/booking_challenge',
      'POST /rest/v1/rpc/create_reservation',
    ]);
    const sent = (backend.requests[1]!.body as { p_challenge: string }).p_challenge;
    expect(await verifySolution(sent, HMAC_KEY)).toBe(true);
  });

  it('keeps the translation key of a refused solution, and books nothing without a challenge', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseReservationRepository(
      backend.connection,
      supabaseChallengeSolver(backend.connection),
    );
    backend.reply(
      json(200, await challenge()),
      postgrest.invalid('reservations.validation.challengeFailed', ''),
    );
    const refused = await repo.create(reservationDraft(NOW));
    expect(refused.ok ? 'booked' : [refused.error.kind, refused.error.message]).toEqual([
      'Invalid',
      'reservations.validation.challengeFailed',
    ]);
    backend.reply(json(200, { nothing: 'here' }));
    const broken = await repo.create(reservationDraft(NOW));
    expect(broken.ok ? 'booked' : broken.error.kind).toBe('Unavailable');
    expect(backend.requests.filter((r) => r.path.endsWith('create_reservation'))).toHaveLength(1);
  });
});

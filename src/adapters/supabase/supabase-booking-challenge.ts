import { solveBookingChallenge, type ChallengeSolver } from '../altcha/booking-challenge';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/**
 * The proof of work of a public booking (decision 0086): a fresh challenge from booking_challenge() (a POST:
 * each call makes a new one), solved in the browser. create_reservation() checks and uses it up.
 */
export const supabaseChallengeSolver =
  (supabase: SupabaseConnection): ChallengeSolver =>
  async () => {
    const db = await supabase.rest();
    const challenge = await answer(db.rpc('booking_challenge'));
    return challenge.ok ? solveBookingChallenge(challenge.value) : challenge;
  };
